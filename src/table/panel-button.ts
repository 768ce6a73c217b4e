/**
 * A toolbar button that opens a panel loaded on demand (the rulebook, the statechart inspector): its
 * key, its letters in the current language, a pressed look while the panel is open, and the page hook
 * tests reach the panel by; all let go of when the table is left. `Loading` fetches the panel once
 * however often it is asked for while it loads.
 */
import { onLangChange, t } from '../i18n';
import type { TableScene } from './table-scene';

/** True when a key press belongs to someone else: a field, or what `covers` names (a sheet, a prompt). */
export function keyIsTaken(e: KeyboardEvent, covers = '.backdrop, .hud-prompt'): boolean {
  const target = e.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select')) return true;
  return Boolean(document.querySelector(covers));
}

/** A load run one at a time: asked again while it runs, the caller waits for the same run. */
export class Loading {
  private running: Promise<void> | null = null;

  get busy(): boolean {
    return this.running !== null;
  }

  async run(load: () => Promise<void>): Promise<void> {
    if (this.running) return this.running;
    this.running = load();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
  }
}

export interface PanelButtonOptions {
  /** i18n keys of the button's letters and of its title. */
  label: string;
  title: string;
  /** `data-action` of the button. */
  action: string;
  /** The key shown on the button (`onKey` hears it). */
  key: string;
  onClick(): void;
  /** Every key pressed while this table is shown, before the table's own keys hear it. */
  onKey(e: KeyboardEvent): void;
  /** After the button is re-lettered in a new language. */
  onLang?(): void;
  /** When the table is left. */
  onLeave(): void;
  /** The handle's name on `window.__scriptorium` (tests, the bench), while this table is shown. */
  hook: string;
  handle: object;
}

/** Adds the button to the table's toolbar, not pressed. */
export function panelButton(scene: TableScene, o: PanelButtonOptions): HTMLButtonElement {
  const button = scene.hud.button(t(o.label), o.onClick, { action: o.action, title: t(o.title), key: o.key });
  button.setAttribute('aria-pressed', 'false');

  const onKey = (e: KeyboardEvent) => {
    if (scene.sys.isActive()) o.onKey(e);
  };
  document.addEventListener('keydown', onKey, true);

  const offLang = onLangChange(() => {
    const label = button.firstChild;
    if (label) label.textContent = t(o.label);
    button.title = t(o.title);
    o.onLang?.();
  });

  scene.events.once('shutdown', () => {
    document.removeEventListener('keydown', onKey, true);
    offLang();
    o.onLeave();
    const hooks = window.__scriptorium;
    if (hooks?.[o.hook] === o.handle) delete hooks[o.hook];
  });
  window.__scriptorium ??= {};
  window.__scriptorium[o.hook] = o.handle;
  return button;
}
