/**
 * The hot-seat curtain: a full-screen sheet in a seat's colour, "Pass to <name>", that hides the
 * table until that person taps it (or presses Enter), so one player's private pieces are never on
 * screen while another looks. Generic over games; the scene decides when a private view opens.
 */
import { h, type Lettering, lettered, plainText } from '../app/dom';
import './curtain.css';

export interface CurtainOptions {
  /** "Pass to Anna", "I am Anna — show my tokens": the name as seat-names.ts `tNamed` letters it */
  title: Lettering;
  text?: string;
  button: Lettering;
  colour: string;
  /** A second button for the person who just moved, still at the device: "I am Boris — take back my move". */
  takeBack?: Lettering;
}

/** How the curtain went: lifted by the person it names, or the last move taken back by the one who made it. */
export type CurtainAnswer = 'lift' | 'takeBack';

export class Curtain {
  private el: HTMLElement | null = null;
  private onKey: ((e: KeyboardEvent) => void) | null = null;

  constructor(private readonly host: HTMLElement) {}

  get open(): boolean {
    return this.el !== null;
  }

  /** Shows the curtain; resolves when the named person lifts it, or the last mover takes their move back. */
  show(o: CurtainOptions): Promise<CurtainAnswer> {
    this.close();
    return new Promise((resolve) => {
      const answer = (a: CurtainAnswer) => {
        this.close();
        resolve(a);
      };
      const lift = () => answer('lift');
      const button = h(
        'button.gilt.primary',
        { dataset: { action: 'lift-curtain' }, onclick: lift },
        ...lettered(o.button),
      );
      const back = o.takeBack
        ? h(
            'button.gilt.quiet',
            { dataset: { action: 'take-back' }, onclick: () => answer('takeBack') },
            ...lettered(o.takeBack),
          )
        : null;
      this.el = h(
        'div.curtain',
        { role: 'dialog', 'aria-modal': 'true', 'aria-label': plainText(o.title) },
        h(
          'div.curtain-page',
          {},
          h('h2', {}, ...lettered(o.title)),
          o.text ? h('p', {}, o.text) : null,
          h('div.curtain-actions', {}, button, back),
        ),
      );
      this.el.style.setProperty('--seat', o.colour);
      this.onKey = (e) => {
        // The curtain swallows every key (nothing behind it may be played), Enter lifts it.
        e.stopPropagation();
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          lift();
        }
      };
      document.addEventListener('keydown', this.onKey, true);
      this.host.append(this.el);
      button.focus();
    });
  }

  close(): void {
    if (this.onKey) document.removeEventListener('keydown', this.onKey, true);
    this.onKey = null;
    this.el?.remove();
    this.el = null;
  }
}
