/**
 * The HUD every table shares, under each game's own panels: Undo (U) and Menu (Esc) on the
 * toolbar, the game menu (settings, how to play, a new game, the title), a confirmed Concede, and
 * the keyboard: one listener, quiet while typing or while a dialog or prompt is open, removed when
 * the table is left. A game's panel extends it with its own buttons, keys and menu entries.
 */
import type { AnyGameModule } from '../../machines/core/game';
import { h } from '../app/dom';
import { has, t } from '../i18n';
import type { RemoteSession } from '../session/remote';
import { isLocal } from '../session/session';
import { type MenuOptions, openGameMenu } from './menu';
import type { TableScene } from './table-scene';

export abstract class TableHud<S extends TableScene<AnyGameModule> = TableScene> {
  private undoBtn: HTMLButtonElement | null = null;
  private menuBtn: HTMLButtonElement | null = null;
  private concedeBtn: { button: HTMLButtonElement; label: string } | null = null;

  constructor(protected readonly scene: S) {
    const onKey = (e: KeyboardEvent) => this.key(e);
    document.addEventListener('keydown', onKey);
    scene.own(() => document.removeEventListener('keydown', onKey));
  }

  /** Adds the Undo button to the toolbar (where the game wants it in its order). */
  protected addUndo(): HTMLButtonElement {
    const btn = this.scene.hud.button(t('app.menu.undo'), () => this.undo(), { action: 'undo', key: 'U' });
    // Greyed out, it says why at a tap (a disabled button still hears the pointer, never a click)
    btn.addEventListener('pointerup', () => {
      if (btn.disabled) this.scene.hud.notice(this.whyNoUndo(), 'info');
    });
    this.undoBtn = btn;
    return btn;
  }

  /** Why the last move cannot be taken back now: the game's own words for its rule when it has them. */
  protected whyNoUndo(): string {
    const s = this.scene;
    if (s.moment) return t('app.menu.undoWhy.past');
    if (s.session.record.events.length === 0) return t('app.menu.undoWhy.none');
    if (!s.mayTakeBack()) return t('app.menu.undoWhy.notYours');
    const own = `${s.session.module.id}.undoWhy`;
    return has(own) ? t(own) : t('app.menu.undoWhy.hidden');
  }

  protected addMenu(): HTMLButtonElement {
    this.menuBtn = this.scene.hud.button(t('app.menu.menu'), () => this.menu(), { action: 'menu', key: 'Esc' });
    return this.menuBtn;
  }

  /** A toolbar Concede that asks first (`label` is the game's word for it). */
  protected addConcede(label: string): HTMLButtonElement {
    const button = this.scene.hud.button(t(label), () => void this.concede(), { action: 'concede' });
    this.concedeBtn = { button, label };
    return button;
  }

  /** Takes the last move back when the rules allow it and it is the person's own (TableScene.mayTakeBack). */
  undo(): void {
    if (this.mayUndo()) this.scene.session.undo();
  }

  private mayUndo(): boolean {
    const s = this.scene;
    return s.session.canUndo() && !s.moment && s.mayTakeBack();
  }

  /** Enables Undo only when the present may take a move back. */
  protected showUndo(): void {
    if (!this.undoBtn) return;
    this.undoBtn.disabled = !this.mayUndo();
    // and a pointer resting on it reads why
    this.undoBtn.title = this.undoBtn.disabled ? this.whyNoUndo() : '';
  }

  /** The game menu (Esc): the game's title and seed, its own entries, a new game or the tutorial. */
  menu(): void {
    const s = this.scene;
    const id = s.session.module.id;
    const room = isLocal(s.session) ? null : (s.session as RemoteSession);
    const online = room && room.seat !== null ? room.code : null; // a seat's holder, not a watcher
    openGameMenu(s.app, {
      gameTitle: t(`${id}.title`),
      seed: s.session.record.seed,
      // Online, what the player needs before leaving is the way back to the seat, not a seed.
      note: online ? t('online.comeBack', { code: online }) : undefined,
      onNewGame: () => s.app.navigate(`/${id}/new`),
      onTutorial: () => s.app.navigate(`/${id}/tutorial`),
      extra: this.menuExtras(),
    });
  }

  /** The game's own menu entries. */
  protected menuExtras(): MenuOptions['extra'] {
    return [];
  }

  /** Asks before conceding; the game says with what words and what to send. */
  protected async concede(): Promise<void> {}

  /** Asks a yes-or-cancel question in the table's prompt. */
  protected async confirm(o: { title: string; text: string; yes: string; cancel: string }): Promise<boolean> {
    const ok = await this.scene.hud.prompt({
      id: 'concede',
      title: o.title,
      text: o.text,
      choices: [{ label: o.yes, value: true, primary: true }],
      cancel: o.cancel,
    });
    return ok === true;
  }

  /** Re-letters the shared buttons (a game's panel re-letters its own after calling this). */
  relabel(): void {
    const label = (b: HTMLButtonElement | null, text: string, key?: string) =>
      b?.replaceChildren(text, ...(key ? [h('kbd', {}, key)] : []));
    label(this.undoBtn, t('app.menu.undo'), 'U');
    label(this.menuBtn, t('app.menu.menu'), 'Esc');
    if (this.concedeBtn) label(this.concedeBtn.button, t(this.concedeBtn.label));
  }

  /** Keys the game claims first (true: handled); U and Esc are the shared ones. */
  protected onKey(_key: string, _e: KeyboardEvent): boolean {
    return false;
  }

  /** While true the table takes no keys (e.g. a curtain hides it). */
  protected keysBlocked(): boolean {
    return false;
  }

  private key(e: KeyboardEvent): void {
    if (!this.scene.sys.isActive() || this.keysBlocked()) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, select, textarea, [role="dialog"]')) return;
    if (document.querySelector('.backdrop, .hud-prompt')) return;
    const k = e.key.toLowerCase();
    if (this.onKey(k, e)) return;
    if (k === 'escape') {
      e.preventDefault();
      this.menu();
    } else if (k === 'u') this.undo();
  }
}
