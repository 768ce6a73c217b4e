/**
 * The table's lettering and controls in the DOM layer: a toolbar, a status line, tooltips that say
 * why a piece may not be played, short notices (a refused move's reason), banners that announce
 * what happened, and in-table prompts with choices. Everything in the stage's logical coordinates
 * (1280×720, or a portrait stage: src/app/stage.ts).
 *
 * The HUD is the one owner of what the table says: a prompt or a sheet over the table (the end, the
 * menu, the rulebook) clears the tooltip and the notices, and none is shown while a sheet is open;
 * the scene clears them on a new state (`clear`). What the pointer or keyboard is on stays.
 *
 * On a phone on its side with no room beside the table (hud.css), the toolbar folds into one ☰
 * button that opens the same buttons as a list: a choice, Esc or a tap elsewhere closes it.
 */
import { h } from '../app/dom';
import { onLangChange, t } from '../i18n';
import { CloseUp, type CloseUpContent } from './closeup';
import { closeOnPressOutside } from './press-outside';
import './hud.css';

export interface Choice<T> {
  label: string;
  value: T;
  detail?: string;
  disabled?: string | null; // the reason it cannot be chosen
  primary?: boolean;
  key?: string; // a keyboard shortcut shown on the button
  icon?: string; // a picture of the piece chosen (an image's address), over its label
}

/** How long a finger is held on a piece or a button to read about it rather than press it. */
export const LONG_PRESS_MS = 500;

/** Sheets that cover the table. */
const SHEETS = '.backdrop, .rulebook';

export class Hud {
  readonly root: HTMLElement;
  readonly toolbar: HTMLElement;
  /** The ☰ the toolbar folds into where it would cover the table (hud.css shows it only there). */
  readonly fold: HTMLButtonElement;
  readonly status: HTMLElement;
  private tip: HTMLElement;
  private notices: HTMLElement;
  private promptEl: HTMLElement | null = null;
  private sheets: MutationObserver;
  private closeup: CloseUp;
  private offFold: () => void;
  private toolbarSize: ResizeObserver;
  private statusSize: ResizeObserver;

  /** `sheetHosts`: where sheets open (watched, so an opening sheet clears what the table said). */
  constructor(host: HTMLElement, gameId: string, sheetHosts: HTMLElement[] = [document.body]) {
    this.toolbar = h('nav.hud-toolbar');
    this.fold = h(
      'button.gilt.small.hud-fold',
      {
        type: 'button',
        'aria-haspopup': 'true',
        'aria-expanded': 'false',
        dataset: { action: 'fold' },
        onclick: () => this.unfold(!this.unfolded),
      },
      '☰',
    );
    this.status = h('div.hud-status', { role: 'status' });
    this.tip = h('div.hud-tip', { role: 'tooltip', hidden: true });
    this.notices = h('div.hud-notices', { 'aria-live': 'assertive' });
    this.root = h(
      'section.screen.table-hud',
      { dataset: { screen: gameId } },
      this.fold,
      this.toolbar,
      this.status,
      this.notices,
      this.tip,
    );
    this.closeup = new CloseUp(this.root);
    host.replaceChildren(this.root);
    this.sheets = new MutationObserver(() => {
      if (!this.covered) return;
      this.clear(true);
      this.unfold(false);
    });
    for (const el of sheetHosts) this.sheets.observe(el, { childList: true });
    this.offFold = this.foldBehaviour();
    // a button shown or hidden (Undo), another language, a folded toolbar: the status line fits again
    this.toolbarSize = new ResizeObserver(() => {
      this.fitStatus(true);
      this.markToolbar();
    });
    for (const el of [this.toolbar, this.fold, this.root]) this.toolbarSize.observe(el);
    // where the status line ends, in logical px (--status-end): a game's words on its line keep right of it
    this.statusSize = new ResizeObserver(() => {
      const end = this.status.offsetWidth ? this.status.offsetLeft + this.status.offsetWidth : 0;
      this.root.style.setProperty('--status-end', `${end}px`);
    });
    this.statusSize.observe(this.status);
  }

  /**
   * Where the toolbar (or its ☰) begins on the status line, in logical px (--toolbar-start): a game's
   * words on that line end before it (a Russian prompt ran under Hint and took its clicks). The stage's
   * width when it stands beside the stage or lower.
   */
  private markToolbar(): void {
    let start = this.root.offsetWidth;
    const line = this.status.offsetTop + this.status.offsetHeight;
    for (const el of [this.toolbar, this.fold])
      if (el.offsetWidth > 0 && el.offsetTop < line) start = Math.min(start, el.offsetLeft);
    this.root.style.setProperty('--toolbar-start', `${start}px`);
  }

  /** True while the folded toolbar is open as a list (hud.css). */
  get unfolded(): boolean {
    return this.toolbar.classList.contains('unfolded');
  }

  /** Opens (with the keyboard on its first button) or closes the folded toolbar's list. */
  unfold(open: boolean): void {
    if (open === this.unfolded) return;
    this.toolbar.classList.toggle('unfolded', open);
    this.fold.setAttribute('aria-expanded', String(open));
    if (open) this.toolbar.querySelector<HTMLButtonElement>('button:not(:disabled):not([hidden])')?.focus();
  }

  /**
   * The list closes on a choice, on Esc (before the table hears it as "the menu"), on a tap elsewhere
   * (which the table does not hear: press-outside.ts) and when the screen turns.
   */
  private foldBehaviour(): () => void {
    const label = () => {
      this.toolbar.setAttribute('aria-label', t('app.menu.tools'));
      this.fold.setAttribute('aria-label', t('app.menu.tools'));
      this.fold.title = t('app.menu.tools');
    };
    label();
    const offLang = onLangChange(label);
    this.toolbar.addEventListener('click', (e) => {
      if ((e.target as HTMLElement).closest('button')) this.unfold(false);
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !this.unfolded) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      this.unfold(false);
      this.fold.focus();
    };
    // turned or resized, the toolbar may unfold into a row or a column: no list is left open unseen
    const close = () => this.unfold(false);
    document.addEventListener('keydown', onKey, true);
    const offOutside = closeOnPressOutside(() => this.unfolded, [this.toolbar, this.fold], close);
    window.addEventListener('resize', close);
    return () => {
      offLang();
      offOutside();
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('resize', close);
    };
  }

  /** True while a sheet covers the table. */
  get covered(): boolean {
    return document.querySelector(SHEETS) !== null;
  }

  /**
   * Clears what no longer applies: the tooltip and the notices. A notice the pointer or the keyboard
   * is on (a "See the rule" link about to be followed) stays, unless `all`; so does a `lasting` one
   * (a hint about the table, not about the last move).
   */
  clear(all = false): void {
    this.hideTip();
    this.hideCloseUp();
    for (const n of [...this.notices.children]) if (all || !n.matches(':hover, :focus-within, .lasting')) n.remove();
  }

  /** A toolbar button; returns it so the scene can enable/disable it. */
  button(
    label: string,
    onClick: () => void,
    opts: { action?: string; title?: string; key?: string } = {},
  ): HTMLButtonElement {
    const b = h(
      'button.gilt.small',
      { onclick: onClick, dataset: { action: opts.action ?? '' }, title: opts.title ?? '' },
      label,
    );
    if (opts.key) b.append(h('kbd', {}, opts.key));
    this.toolbar.append(b);
    return b;
  }

  setStatus(...parts: (HTMLElement | string)[]): void {
    this.status.replaceChildren(...parts);
    this.fitStatus();
  }

  /**
   * The status line stops short of the toolbar (or its ☰) where the two share a line, as on a desktop
   * with a long name: first its parts marked `data-optional` go (a game's title), then its last part
   * ends with "…" and the whole line is its tooltip (hud.css). Run when the line changes, and `afresh`
   * when the toolbar or the stage changes size: until then a title once dropped stays away, rather
   * than coming and going with each turn's name.
   */
  private fitStatus(afresh = false): void {
    const s = this.status;
    if (afresh) s.classList.remove('crowded');
    s.classList.remove('cut');
    s.style.maxWidth = '';
    s.removeAttribute('title');
    const room = this.statusRoom();
    if (room === null || s.offsetWidth <= room) return;
    s.classList.add('crowded');
    if (s.offsetWidth <= room) return;
    s.classList.add('cut');
    s.style.maxWidth = `${room}px`;
    s.title = [...s.children].map((c) => c.textContent).join(' · ');
  }

  /** Logical px from the status line's start to the nearest control on its line, less a gap; null: none. */
  private statusRoom(): number | null {
    const line = this.status.getBoundingClientRect();
    if (line.width === 0 || this.status.offsetWidth === 0) return null;
    const scale = line.width / this.status.offsetWidth; // the stage's scale (the HUD is in logical px)
    let right = Number.POSITIVE_INFINITY;
    for (const el of [this.toolbar, this.fold]) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.left > line.left && r.top < line.bottom && r.bottom > line.top)
        right = Math.min(right, r.left);
    }
    return Number.isFinite(right) ? (right - line.left) / scale - 16 : null;
  }

  /**
   * A tooltip above the point (x, y) in logical coordinates; below `below` (or y) when there is no
   * room above (a piece at the top of the table).
   */
  showTip(text: string, x: number, y: number, kind: 'reason' | 'info' = 'reason', below?: number): void {
    // a question, a sheet or a close-up is what the player reads now
    if (this.prompting || this.covered || this.closeup.open) return;
    this.tip.textContent = text;
    this.tip.className = `hud-tip ${kind}`;
    this.tip.hidden = false;
    // the type is larger on a phone (hud.css), and so is the tip: sized by its own lettering (17 px here)
    const k = (Number.parseFloat(getComputedStyle(this.tip).fontSize) || 17) / 17;
    const w = Math.min(360 * k, Math.max(140 * k, text.length * 8.5 * k));
    this.tip.style.width = `${w}px`;
    this.tip.style.left = `${Math.max(8, Math.min(this.root.offsetWidth - w - 8, x - w / 2))}px`;
    const room = y - 12 - this.tip.offsetHeight >= 8;
    this.tip.style.top = `${room ? y - 12 : Math.min(this.root.offsetHeight - 8 - this.tip.offsetHeight, (below ?? y) + 12)}px`;
    this.tip.style.transform = room ? 'translateY(-100%)' : '';
  }

  hideTip(): void {
    this.tip.hidden = true;
  }

  /**
   * What a button of the table does, for a player who does not know its word yet (Skip, a class
   * action, an ability's name): its tooltip under a mouse; on a touch screen a finger held on it says
   * it in a tip over it, and lifting that finger then does not press it.
   */
  explainOnHold(button: HTMLElement, text: string): void {
    button.title = text;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let said = false;
    const stop = () => clearTimeout(timer);
    button.addEventListener('pointerdown', (e) => {
      said = false;
      stop();
      if (e.pointerType === 'mouse') return;
      timer = setTimeout(() => {
        said = true;
        const box = this.root.getBoundingClientRect();
        const k = box.width / Math.max(1, this.root.offsetWidth);
        const r = button.getBoundingClientRect();
        this.showTip(
          text,
          (r.left + r.width / 2 - box.left) / k,
          (r.top - box.top) / k,
          'info',
          (r.bottom - box.top) / k,
        );
      }, LONG_PRESS_MS);
    });
    for (const end of ['pointerup', 'pointercancel', 'pointerleave'] as const) button.addEventListener(end, stop);
    // the press that said it is not a press of the button
    button.addEventListener(
      'click',
      (e) => {
        if (!said) return;
        said = false;
        e.preventDefault();
        e.stopImmediatePropagation();
      },
      true,
    );
    // a long press would open the browser's own menu over it
    button.addEventListener('contextmenu', (e) => e.preventDefault());
  }

  /** A card or piece large enough to read, beside (x, y); it says what the tooltip said, so that goes. */
  showCloseUp(c: CloseUpContent, x: number, y: number, beside?: { w: number; h: number }): void {
    if (this.prompting || this.covered) return;
    this.hideTip();
    this.closeup.show(c, x, y, beside);
  }

  hideCloseUp(): void {
    this.closeup.hide();
  }

  get closeUpOpen(): boolean {
    return this.closeup.open;
  }

  /** A short notice that fades by itself (e.g. why a move was refused). */
  notice(text: string, kind: 'reason' | 'info' | 'good' = 'reason', ms = 3200): HTMLElement {
    const n = h('div.hud-notice', { class: kind, role: kind === 'reason' ? 'alert' : 'status' }, text);
    if (this.covered) return n; // under a sheet no one would read it
    this.notices.append(n);
    // A notice with something to follow (a "See the rule" link) stays a while longer, and any
    // notice stays while the pointer or the keyboard is on it, even half faded.
    let held = false;
    const fade = () => {
      if (!n.isConnected) return;
      if (n.matches(':hover, :focus-within')) {
        n.classList.remove('fading');
        return void setTimeout(fade, 700);
      }
      if (!held && n.querySelector('button, a')) {
        held = true;
        return void setTimeout(fade, 6000);
      }
      n.classList.add('fading');
      setTimeout(() => {
        if (n.matches(':hover, :focus-within')) fade();
        else n.remove();
      }, 600);
    };
    setTimeout(fade, ms);
    return n;
  }

  /** A large announcement across the table (what just happened), for `ms` milliseconds. */
  banner(title: string, text = '', ms = 1800): Promise<void> {
    const b = h('div.hud-banner', { role: 'status' }, h('strong', {}, title), text ? h('span', {}, text) : null);
    this.root.append(b);
    return new Promise((resolve) => {
      setTimeout(() => b.classList.add('fading'), ms);
      setTimeout(() => {
        b.remove();
        resolve();
      }, ms + 450);
    });
  }

  /**
   * An in-table prompt with choices; resolves with the chosen value (or null when cancelled with
   * Esc, if `cancel` is given). Digits pick the n-th choice; Enter the primary one.
   */
  prompt<T>(opts: {
    title: string;
    text?: string;
    choices: Choice<T>[];
    cancel?: string;
    /** Where it stands: its top-left, or (`above`) its foot's left end, as over the piece it asks about. */
    at?: { x: number; y: number; w?: number; above?: boolean };
    id?: string;
  }): Promise<T | null> {
    this.closePrompt();
    this.clear();
    return new Promise((resolve) => {
      const done = (v: T | null) => {
        document.removeEventListener('keydown', onKey, true);
        this.closePrompt();
        resolve(v);
      };
      const buttons = opts.choices.map((c, i) =>
        h(
          'button.gilt.choice',
          {
            class: [c.primary ? 'primary' : '', c.icon ? 'pictured' : ''].join(' ').trim(),
            disabled: Boolean(c.disabled),
            title: c.disabled ?? c.detail ?? '',
            dataset: { choice: String(i) },
            onclick: () => !c.disabled && done(c.value),
          },
          c.icon ? h('img.icon', { src: c.icon, alt: '' }) : null,
          h('span.label', {}, c.label),
          c.detail ? h('span.detail', {}, c.detail) : null,
          c.disabled ? h('span.detail.reason', {}, c.disabled) : null,
        ),
      );
      const cancel = opts.cancel
        ? h('button.gilt.quiet', { onclick: () => done(null), dataset: { choice: 'cancel' } }, opts.cancel)
        : null;
      const el = h(
        'div.hud-prompt',
        { role: 'dialog', 'aria-label': opts.title, dataset: { prompt: opts.id ?? '' } },
        h('h3', {}, opts.title),
        opts.text ? h('p', {}, opts.text) : null,
        h('div.choices', {}, ...buttons),
        cancel,
      );
      // pieces to choose from stand side by side, the prompt as wide as they need
      if (opts.choices.some((c) => c.icon)) el.classList.add('pictured');
      if (opts.at) {
        el.style.left = `${opts.at.x}px`;
        el.style.top = `${opts.at.y}px`;
        if (opts.at.w) el.style.width = `${opts.at.w}px`;
        el.classList.add('placed');
      }
      const onKey = (e: KeyboardEvent) => {
        if (e.key === 'Escape' && opts.cancel) {
          e.preventDefault();
          e.stopPropagation();
          done(null);
        } else if (/^[1-9]$/.test(e.key)) {
          const c = opts.choices[Number(e.key) - 1];
          if (c && !c.disabled) {
            e.preventDefault();
            e.stopPropagation();
            done(c.value);
          }
        }
      };
      document.addEventListener('keydown', onKey, true);
      this.promptEl = el;
      this.root.append(el);
      if (opts.at?.above) el.style.top = `${opts.at.y - el.offsetHeight}px`;
      if (opts.at) keepInside(el, this.root);
      (buttons.find((b) => !b.disabled) ?? cancel)?.focus();
    });
  }

  closePrompt(): void {
    this.promptEl?.remove();
    this.promptEl = null;
  }

  get prompting(): boolean {
    return this.promptEl !== null;
  }

  destroy(): void {
    this.sheets.disconnect();
    this.toolbarSize.disconnect();
    this.statusSize.disconnect();
    this.offFold();
    this.closePrompt();
    this.root.remove();
  }
}

/**
 * A box placed beside what it asks about, moved back inside `root` where its lettering made it run off
 * an edge (a Russian choice of two lines each, near the foot of a phone on its side).
 */
function keepInside(el: HTMLElement, root: HTMLElement, margin = 8): void {
  const left = Math.min(el.offsetLeft, root.clientWidth - el.offsetWidth - margin);
  const top = Math.min(el.offsetTop, root.clientHeight - el.offsetHeight - margin);
  el.style.left = `${Math.max(margin, left)}px`;
  el.style.top = `${Math.max(margin, top)}px`;
}
