/**
 * The tutorial over a table: a parchment page with an illuminated initial reading each step aloud
 * (its text from the game's strings, in the player's language), gilt rings and a pointing arrow on
 * the table objects the step names (`scene.locate(id)`: centre and size in table coordinates),
 * "step k of n", Back and Next. It waits for
 * the learner's move (others are refused with the step's hint, shown on the page), for a table
 * gesture (`scene.gesture(kind, target)`), or for Next on a reading step. At the end the learner
 * may keep playing from that very position.
 */
import { h, svgEl } from '../app/dom';
import { illuminatedInitial } from '../art/initial';
import { hex } from '../art/palette';
import { goldGradient, svgDoc } from '../art/svg';
import { onLangChange, t } from '../i18n';
import type { Session } from '../session/session';
import {
  cost,
  MARGIN,
  noticesBelow,
  pointerBox,
  pointerSide,
  type Rect,
  RING_PAD,
  ringPads,
  uprightTop,
} from './place';
import { type AnyScript, TUTORIAL_REFUSAL, TutorialRunner } from './runner';
import './tutorial.css';

export type TutorialEnd = 'keep' | 'leave';

type Listener = (...args: never[]) => void;

/**
 * What the overlay needs of a table: a TableScene has all of it (its session, its HUD, `locate`,
 * its Phaser event emitter for `gesture`, `sys.isActive`); the inspector's developer route passes a
 * stand-in without a table.
 */
export interface TutorialHost {
  session: Session;
  hud: {
    root: HTMLElement;
    /** The table's own question (src/table/hud.ts); without it Leave leaves at once. */
    prompt?<T>(opts: {
      title: string;
      text?: string;
      choices: { label: string; value: T; primary?: boolean }[];
      cancel?: string;
      id?: string;
    }): Promise<T | null>;
  };
  app: { navigate(route: string): void };
  locate(id: string): Rect | null;
  /** What the panel should keep off when it can (a hand, the goals, the log): top-left boxes. */
  keepClear?(): Rect[];
  events: {
    on(event: string, fn: Listener): unknown;
    off(event: string, fn: Listener): unknown;
    once(event: string, fn: Listener): unknown;
  };
  sys: { isActive(): boolean };
}

export interface TutorialOptions {
  /** Called when the learner leaves or chooses to keep playing (e.g. start the bots then). */
  onEnd?: (choice: TutorialEnd) => void;
  /**
   * The tutorial so far, on a table laid out afresh (the phone turned): the overlay carries on at its
   * page. Without it the overlay starts the script; either way the table's shutdown leaves the runner
   * to its owner (`handle.close()` or the end of the tutorial disposes it).
   */
  runner?: TutorialRunner;
}

export interface TutorialHandle {
  readonly runner: TutorialRunner;
  next(): boolean;
  back(): boolean;
  /** Removes the overlay and the guard (the game stays as it is). */
  close(): void;
  /** Resolves when the learner leaves or keeps playing. */
  readonly ended: Promise<TutorialEnd>;
}

const PANEL_W = 440;
const MID_Y = 196; // the side spots, under a table's top row

function initialSvg(letter: string): SVGSVGElement {
  return illuminatedInitial(letter, 'tut');
}

/** An ink arrow with a gold body, pointing down at (0, 0) from above. */
function pointer(): SVGSVGElement {
  const svg = svgEl(
    svgDoc(
      40,
      58,
      `<path d="M20 56 L4 34 L14 34 L13 4 Q20 0 27 4 L26 34 L36 34 Z" fill="url(#tut-ptr-g)" stroke="${hex.ink}" stroke-width="2" stroke-linejoin="round"/>
       <path d="M17 8 L17 33" stroke="${hex.goldBright}" stroke-width="1.6" stroke-linecap="round" opacity=".8"/>`,
      goldGradient('tut-ptr-g', 90),
    ),
  );
  svg.classList.add('tut-pointer');
  svg.setAttribute('aria-hidden', 'true');
  return svg;
}

/** Puts a tutorial over a table scene, for `script` (normally `scene.session.module.tutorial`). */
export function attachTutorial(scene: TutorialHost, script: AnyScript, opts: TutorialOptions = {}): TutorialHandle {
  const root = scene.hud.root;
  let endResolve: (c: TutorialEnd) => void = () => {};
  const ended = new Promise<TutorialEnd>((r) => {
    endResolve = r;
  });

  const textBox = h('div.tut-text', { 'aria-live': 'polite' });
  const hintEl = h('p.tut-hint', { role: 'alert', hidden: true });
  const progress = h('span.tut-progress', { dataset: { testid: 'tutorial-progress' } });
  const waitingEl = h('span.tut-waiting');
  const backBtn = h('button.gilt.small.quiet', { onclick: () => handle.back(), dataset: { action: 'tutorial-back' } });
  // Next's action changes at the end ("Keep playing"): one handler, set in render().
  const nextBtn = h('button.gilt.small.primary', { dataset: { action: 'tutorial-next' } });
  const leaveBtn = h('button.link.tut-leave', {
    onclick: () => void leave(),
    dataset: { action: 'tutorial-leave' },
  });
  const foot = h('footer.tut-foot', {}, progress, waitingEl, h('span.tut-buttons', {}, leaveBtn, backBtn, nextBtn));
  const panel = h(
    'section.tut-panel',
    { role: 'region', dataset: { tutorial: scene.session.module.id } },
    textBox,
    hintEl,
    foot,
  );
  const rings = h('div.tut-rings', { 'aria-hidden': 'true' });
  root.append(rings, panel);

  let corner: 'bl' | 'br' | 'tl' | 'tr' | 'ml' | 'mr' = 'bl';
  let uprightAt = -1; // the panel's top on a portrait stage (-1: not placed yet)
  let ringKey = '';
  let closed = false;

  const listener = {
    hint: (key: string) => t(key),
    onChange: (_r: TutorialRunner, refused?: { message: string }) => {
      if (refused) showHint(refused.message);
      else render();
    },
  };
  const runner = opts.runner ?? new TutorialRunner(scene.session, script, listener);
  runner.listen(listener);

  function showHint(text: string): void {
    hintEl.textContent = text;
    hintEl.hidden = false;
    panel.classList.remove('shake');
    void panel.offsetWidth; // restart the animation
    panel.classList.add('shake');
  }

  function render(): void {
    if (closed) return;
    hintEl.hidden = true;
    const n = script.steps.length;
    const step = runner.step;
    panel.setAttribute('aria-label', t('tutorial.label'));
    leaveBtn.textContent = t('tutorial.leave');
    leaveBtn.title = t('tutorial.leaveTitle');
    backBtn.textContent = t('tutorial.back');
    backBtn.disabled = !runner.canBack;
    panel.classList.toggle('done', runner.finished);
    if (!step) {
      // The end: keep playing from here, or leave.
      progress.textContent = t('tutorial.progress', { k: n, n });
      waitingEl.textContent = '';
      paint(t('tutorial.done.title'), t('tutorial.done.text'));
      nextBtn.textContent = t('tutorial.done.keep');
      nextBtn.disabled = false;
      nextBtn.onclick = () => finish('keep');
      leaveBtn.textContent = t('tutorial.done.leave');
      panel.dataset.step = 'end';
      placeRings([]);
      return;
    }
    nextBtn.onclick = () => handle.next();
    panel.dataset.step = step.id;
    progress.textContent = t('tutorial.progress', { k: runner.index + 1, n });
    const w = runner.waiting;
    waitingEl.textContent = w === 'event' ? t('tutorial.yourMove') : w === 'ui' ? t('tutorial.yourGesture') : '';
    nextBtn.textContent = t('tutorial.next');
    nextBtn.title = t('tutorial.keys');
    nextBtn.disabled = !runner.canNext;
    nextBtn.hidden = w !== 'next';
    paint(null, t(step.text));
    placeRings(step.highlight ?? []);
    if (w === 'next') nextBtn.focus({ preventScroll: true });
  }

  function paint(title: string | null, text: string): void {
    const paras = text.split(/\n\s*\n/).filter((p) => p.trim());
    const first = paras[0] ?? '';
    const letter = title ? title.slice(0, 1) : first.slice(0, 1);
    const body: HTMLElement[] = [];
    if (title) {
      body.push(h('h3.tut-title', {}, ...opening(title.slice(1))));
      for (const p of paras) body.push(h('p', {}, p));
    } else {
      body.push(h('p', {}, h('span.tut-first', {}, ...opening(first.slice(1))) as HTMLElement));
      for (const p of paras.slice(1)) body.push(h('p', {}, p));
    }
    textBox.replaceChildren(initialSvg(letter), ...body);
  }

  /**
   * The words after the initial: the rest of its word in capitals right against it, as a scribe
   * finishes the word an initial begins (set apart, it read as a word missing its first letter).
   */
  function opening(rest: string): (HTMLElement | string)[] {
    const [, word = '', after = ''] = /^(\S*)([\s\S]*)$/.exec(rest) ?? [];
    return [h('span.tut-word', {}, word), after];
  }

  /** The named objects' boxes (top-left corner); `locate` answers with the centre, as FocusNav does. */
  function located(ids: string[]): { id: string; r: Rect }[] {
    const out: { id: string; r: Rect }[] = [];
    for (const id of ids) {
      const c = scene.locate(id);
      if (c && c.w > 0 && c.h > 0) out.push({ id, r: { x: c.x - c.w / 2, y: c.y - c.h / 2, w: c.w, h: c.h } });
    }
    return out;
  }

  /** Where the arrow stands (table px), while a step shows one. */
  let arrow: Rect | null = null;

  function placeRings(ids: string[]): void {
    const found = located(ids);
    const key = found.map((f) => `${f.id}:${Math.round(f.r.x)},${Math.round(f.r.y)},${Math.round(f.r.w)}`).join('|');
    if (key !== ringKey) {
      ringKey = key;
      const pads = ringPads(found.map((f) => f.r));
      const els: Element[] = found.map((f, i) => {
        const pad = pads[i] ?? RING_PAD;
        return h('div.tut-ring', {
          dataset: { target: f.id },
          style: {
            left: `${f.r.x - pad}px`,
            top: `${f.r.y - pad}px`,
            width: `${f.r.w + 2 * pad}px`,
            height: `${f.r.h + 2 * pad}px`,
          },
        });
      });
      const [lead, ...others] = found;
      if (lead) {
        const p = pointer();
        const side = pointerSide(
          lead.r,
          others.map((o) => o.r),
          root.offsetWidth || 1280,
          root.offsetHeight || 720,
          boxesOf('.hud-toolbar, .hud-status, .hud-line'), // never over the buttons or the lines saying whose turn
        );
        const box = pointerBox(lead.r, side);
        arrow = box;
        p.dataset.side = side; // tutorial.css turns it to point at the thing
        // its own 40×58 box, turned about its middle onto the side's box
        p.style.left = `${box.x + box.w / 2 - 20}px`;
        p.style.top = `${box.y + box.h / 2 - 29}px`;
        els.push(p);
      }
      if (!lead) arrow = null;
      rings.replaceChildren(...els);
    }
    // the page keeps off the arrow too: it says where to look
    placePanel([...found.map((f) => f.r), ...(arrow ? [arrow] : []), ...promptBox()]);
  }

  /** The table's open question (a pegasus's "Mood +1 or −1?"): the page keeps off it, as off what it names. */
  function promptBox(): Rect[] {
    return boxesOf('.hud-prompt');
  }

  /** The boxes of the HUD's elements matching `selector`, shown, in the table's own px (the HUD is scaled to the screen). */
  function boxesOf(selector: string): Rect[] {
    const r = root.getBoundingClientRect();
    const k = r.width / (root.offsetWidth || r.width);
    return [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent)
      .map((el) => {
        const b = el.getBoundingClientRect();
        return { x: (b.left - r.left) / k, y: (b.top - r.top) / k, w: b.width / k, h: b.height / k };
      });
  }

  /** The corner of the table farthest from what the step points at (stays put when all are free). */
  function placePanel(targets: Rect[]): void {
    if (root.offsetHeight > root.offsetWidth) {
      placeUpright(targets);
      return;
    }
    const ph = panel.offsetHeight || 200;
    const pw = panel.offsetWidth || PANEL_W; // wider on a phone on its side (tutorial.css)
    const W = root.offsetWidth || 1280; // the stage: 720 tall, or taller (a tablet on its side)
    const H = root.offsetHeight || 720;
    const spots: Record<typeof corner, Rect> = {
      bl: { x: MARGIN, y: H - ph - MARGIN, w: pw, h: ph },
      br: { x: W - pw - MARGIN, y: H - ph - MARGIN, w: pw, h: ph },
      tl: { x: MARGIN, y: 54, w: pw, h: ph },
      tr: { x: W - pw - MARGIN, y: 54, w: pw, h: ph },
      ml: { x: MARGIN, y: MID_Y, w: pw, h: ph },
      mr: { x: W - pw - MARGIN, y: MID_Y, w: pw, h: ph },
    };
    // What the step points at must show; what the table keeps clear should, where a corner allows.
    const clear = [...(scene.keepClear?.() ?? [])];
    // the folded toolbar's ☰ (a 16:9 phone on its side) stands over the table's corner
    const fold = root.querySelector<HTMLElement>('.hud-fold');
    if (fold?.offsetParent)
      clear.push({ x: fold.offsetLeft, y: fold.offsetTop, w: fold.offsetWidth, h: fold.offsetHeight });
    const costAt = (c: typeof corner) => cost(spots[c], targets, clear) - (c === corner ? 1 : 0);
    const order: (typeof corner)[] = [corner, 'bl', 'br', 'tl', 'tr', 'mr', 'ml'];
    let best = corner;
    for (const c of order) if (costAt(c) < costAt(best)) best = c;
    if (best !== corner || !panel.dataset.corner) {
      corner = best;
      panel.dataset.corner = corner;
    }
  }

  /** A portrait stage (a phone held upright): the page spans the table (place.ts chooses its height). */
  function placeUpright(targets: Rect[]): void {
    const top = uprightTop(
      root.offsetWidth,
      root.offsetHeight,
      panel.offsetHeight || 400,
      targets,
      scene.keepClear?.() ?? [],
      uprightAt,
    );
    if (top !== uprightAt || panel.dataset.corner !== 'upright') {
      uprightAt = top;
      panel.dataset.corner = 'upright';
      panel.style.top = `${top}px`;
    }
    // The table's notices (who won a scene) stack beside the page, not under it: on the side away from
    // what the step points at, else on the side with more room.
    const H = root.offsetHeight;
    const bottom = top + (panel.offsetHeight || 400);
    const below = noticesBelow(H, top, bottom, targets);
    root.style.setProperty('--notices-top', below ? `${bottom + 12}px` : 'auto');
    root.style.setProperty('--notices-bottom', below ? 'auto' : `${H - top + 12}px`);
  }

  // Objects move (animations, layout): follow them.
  const follow = window.setInterval(() => {
    if (closed) return;
    const step = runner.step;
    // and a question the table opens keeps the page off it
    if (step) placeRings(step.highlight ?? []);
  }, 180);

  /** Leaving midway asks first: a tutorial left begins again at its first page (it was one tap, unasked). */
  async function leave(): Promise<void> {
    if (!runner.step || !scene.hud.prompt) return finish('leave');
    panel.hidden = true; // the question stands alone (it lay half over the page)
    const sure = await scene.hud.prompt({
      id: 'tutorial-leave',
      title: t('tutorial.leaveAsk.title'),
      text: t('tutorial.leaveAsk.text', { k: runner.index + 1, n: script.steps.length }),
      choices: [{ label: t('tutorial.leaveAsk.leave'), value: true, primary: true }],
      cancel: t('tutorial.leaveAsk.stay'),
    });
    panel.hidden = false;
    if (sure) finish('leave');
  }

  function finish(choice: TutorialEnd): void {
    if (closed) return;
    if (choice === 'keep') runner.release();
    close();
    endResolve(choice);
    if (opts.onEnd) opts.onEnd(choice);
    else if (choice === 'leave') scene.app.navigate('/');
  }

  function close(): void {
    detach();
    runner.dispose();
  }

  /** The overlay goes; the runner (the page reached, the guard on the session) stays for its owner. */
  function detach(): void {
    if (closed) return;
    closed = true;
    window.clearInterval(follow);
    document.removeEventListener('keydown', onKey, true);
    scene.events.off('gesture', onGesture);
    scene.events.off('refused', onRefused);
    offLang();
    runner.listen({});
    panel.remove();
    rings.remove();
    root.style.removeProperty('--notices-top');
    root.style.removeProperty('--notices-bottom');
  }

  const onGesture = ((g: { kind: string; target: string; taken?: boolean }) => {
    if (runner.gesture(g.kind, g.target)) g.taken = true;
  }) as Listener;
  scene.events.on('gesture', onGesture);
  // A move the tutorial refuses is explained in the page's own red line: the table's notice of it
  // would say it twice (on a phone, half under the page).
  const onRefused = ((r: { code: string; notice?: HTMLElement }) => {
    if (r.code === TUTORIAL_REFUSAL) r.notice?.remove();
  }) as Listener;
  scene.events.on('refused', onRefused);

  const onKey = (e: KeyboardEvent) => {
    if (closed || !scene.sys.isActive()) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select, .insp')) return;
    if (document.querySelector('.backdrop, .hud-prompt')) return;
    const onButton = target instanceof HTMLButtonElement;
    let handled = false;
    if (e.key === 'Enter' && !onButton) {
      if (runner.finished) {
        finish('keep');
        handled = true;
      } else handled = handle.next();
    } else if (e.key === 'Backspace' || (e.key === 'ArrowLeft' && runner.waiting === 'next')) {
      handled = handle.back();
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  document.addEventListener('keydown', onKey, true);
  const offLang = onLangChange(() => render());
  scene.events.once('shutdown', () => detach());

  const handle: TutorialHandle = {
    runner,
    ended,
    next: () => runner.next(),
    back: () => runner.back(),
    close,
  };
  runner.start();
  render();
  window.__scriptorium ??= {};
  window.__scriptorium.tutorial = handle;
  return handle;
}
