/**
 * The inspector's chronicle: every accepted move in order (when, which seat and who made it, the
 * event and its payload), each a step of time travel, with back/forward buttons, the "viewing move
 * i" label, and the read-only banner over the table while an earlier moment is shown.
 */
import { seatOf } from '../../machines/core/game';
import { h } from '../app/dom';
import { t } from '../i18n';
import type { GameEvent, Session } from '../session/session';
import { eventWords, payloadSummary } from './tree';

export interface ChronicleOptions {
  session: Session;
  /** When each event was accepted (ms since the epoch), if known. */
  times: (number | undefined)[];
  /** Where the banner goes over the table (absent: only in the panel). */
  bannerHost?: HTMLElement;
  /** Shows the game after `pos` events (null: now). */
  travel(pos: number | null): void;
  /** Whether a seat's moves are shown in full; another's show their kind and seat only. */
  readable(seat: number): boolean;
}

export class Chronicle {
  readonly el: HTMLElement;
  private list: HTMLOListElement;
  private bar: HTMLElement;
  private banner: HTMLElement | null = null;
  private readonly start: number;

  constructor(private readonly o: ChronicleOptions) {
    this.start = Date.parse(o.session.record.meta?.created ?? '');
    this.list = h('ol.insp-log-list', { dataset: { testid: 'event-log' } });
    this.bar = h('div.insp-travel');
    this.el = h('section.insp-log', {}, h('h3.insp-rubric', {}, t('debug.log.title')), this.bar, this.list);
  }

  /** Lists every move again (a new panel, or undo). */
  render(): void {
    const n = this.o.session.eventCount;
    const items: HTMLLIElement[] = [];
    for (let p = 0; p <= n; p++) items.push(this.item(p));
    this.list.replaceChildren(...items);
    this.list.scrollTop = this.list.scrollHeight;
  }

  /**
   * Adds the move at `index`, or writes its line again when the list was already made with it (the table
   * can ask for a new list while the move is being made: a hot-seat curtain falling); scrolls to it when
   * the list was at its end or shows now.
   */
  append(index: number, now: boolean): void {
    const l = this.list;
    const atBottom = l.scrollTop + l.clientHeight >= l.scrollHeight - 8;
    const line = this.item(index + 1);
    const made = l.querySelector(`:scope > [data-pos="${index + 1}"]`);
    if (made) made.replaceWith(line);
    else l.append(line);
    if (atBottom || now) l.scrollTop = l.scrollHeight;
  }

  /** Marks the moment shown (`pos` events applied; null: now) in the bar, the list and the banner. */
  show(pos: number | null, docked: boolean): void {
    const n = this.o.session.eventCount;
    const viewing = pos !== null;
    const label = !viewing
      ? t('debug.now')
      : pos === 0
        ? t('debug.travel.viewingSetup')
        : t('debug.travel.viewing', { n: pos, total: n });
    this.bar.replaceChildren(
      h(
        'button.gilt.small.quiet',
        {
          onclick: () => this.o.travel((pos ?? n) - 1),
          disabled: (pos ?? n) <= 0,
          title: t('debug.log.back'),
          'aria-label': t('debug.log.back'),
          dataset: { action: 'travel-back' },
        },
        '◂',
      ),
      h(
        'button.gilt.small.quiet',
        {
          onclick: () => this.o.travel((pos ?? n) + 1),
          disabled: !viewing,
          title: t('debug.log.forward'),
          'aria-label': t('debug.log.forward'),
          dataset: { action: 'travel-forward' },
        },
        '▸',
      ),
      h('span.insp-travel-label', { class: viewing ? 'viewing' : '', dataset: { testid: 'travel-label' } }, label),
    );
    if (viewing) this.bar.append(this.returnNow());
    for (const li of this.list.children) {
      const i = Number((li as HTMLElement).dataset.pos);
      li.classList.toggle('current', i === (pos ?? n));
      li.classList.toggle('future', i > (pos ?? n));
    }
    this.showBanner(viewing ? label : null, docked);
  }

  /** The banner stands beside a docked panel, over the table otherwise. */
  placeBanner(docked: boolean): void {
    this.banner?.classList.toggle('beside', docked);
  }

  destroy(): void {
    this.banner?.remove();
    this.banner = null;
  }

  private returnNow(): HTMLElement {
    return h(
      'button.gilt.small.primary',
      { onclick: () => this.o.travel(null), dataset: { action: 'return-now' } },
      t('debug.travel.returnNow'),
    );
  }

  private showBanner(label: string | null, docked: boolean): void {
    const host = this.o.bannerHost;
    if (!host) return;
    if (!label) {
      this.destroy();
      return;
    }
    if (!this.banner) {
      this.banner = h('div.insp-travel-banner', { role: 'status', dataset: { testid: 'travel-banner' } });
      host.append(this.banner);
    }
    this.banner.replaceChildren(h('strong', {}, label), h('span', {}, t('debug.travel.readOnly')), this.returnNow());
    this.placeBanner(docked);
  }

  /** One line of the chronicle: move `pos` (0: the setup, with the seed). */
  private item(pos: number): HTMLLIElement {
    const rec = this.o.session.record;
    if (pos === 0) {
      return h(
        'li.insp-log-item.setup',
        { dataset: { pos: '0' } },
        h(
          'button',
          { onclick: () => this.o.travel(0), title: t('debug.log.travelTitle') },
          h('span.i', {}, '0'),
          h('span.time', {}, '0:00'),
          h('span.ev', {}, t('debug.log.setup')),
          h('span.pl', {}, `seed ${rec.seed}`),
        ),
      );
    }
    const i = pos - 1;
    const ev = rec.events[i] as GameEvent;
    const by = this.o.session.authorOf(i);
    const seat = seatOf(ev);
    return h(
      'li.insp-log-item',
      { dataset: { pos: String(pos), index: String(i) } },
      h(
        'button',
        { onclick: () => this.o.travel(pos), title: t('debug.log.travelTitle') },
        h('span.i', {}, String(pos)),
        h('span.time', {}, clock(this.o.times[i], this.start)),
        h(
          'span.seat',
          { class: by ?? '' },
          `${t('debug.log.seat', { n: seat })}${by ? ` · ${t(`debug.log.by.${by}`)}` : ''}`,
        ),
        eventWords(ev.type),
        h('span.ev', {}, ev.type),
        this.o.readable(seat) || !payloadSummary(ev)
          ? h('span.pl', {}, payloadSummary(ev))
          : h('span.pl.hidden', {}, t('debug.log.hidden')),
      ),
    );
  }
}

/** Minutes and seconds since the game began ('—' when either time is unknown). */
function clock(ms: number | undefined, start: number): string {
  if (ms === undefined || !Number.isFinite(start)) return '—';
  const s = Math.max(0, Math.round((ms - start) / 1000));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}
