/**
 * The new-game sheet for games of several seats: each seat a person (with a name) or a bot (with a
 * strength), 2–4 seats, an optional seed. A game may add its own fields above the seats.
 */
import type { PlayerMeta } from '../../machines/core/record';
import { t } from '../i18n';
import { defaultSeatName } from '../table/seat-names';
import { h } from './dom';
import { openModal } from './modal';

export interface NewGameChoice {
  players: PlayerMeta[];
  seed?: string;
}

const LEVELS = ['easy', 'normal', 'hard'] as const;

export function openSeatsDialog(
  host: HTMLElement,
  o: {
    title: string;
    min: number;
    max: number;
    initial?: PlayerMeta[];
    extra?: HTMLElement[];
    /** A game that can be watched may start with bots in every seat. */
    allowAllBots?: boolean;
  },
): Promise<NewGameChoice | null> {
  const players: PlayerMeta[] = (
    o.initial ?? [
      { name: '', kind: 'human' },
      { name: '', kind: 'bot', level: 'normal' },
    ]
  ).map((p) => ({ ...p }));
  while (players.length < o.min) players.push({ name: '', kind: 'bot', level: 'normal' });

  return new Promise((resolve) => {
    let settled = false;
    const finish = (v: NewGameChoice | null) => {
      if (settled) return;
      settled = true;
      modal.close();
      resolve(v);
    };
    const list = h('div.seat-list', { role: 'list' });
    const error = h('p.form-error', { role: 'alert', hidden: true });
    const seed = seedField();
    const add = h(
      'button.gilt.quiet.small',
      {
        dataset: { action: 'add-seat' },
        onclick: () => {
          players.push({ name: '', kind: 'bot', level: 'normal' });
          render();
        },
      },
      t('app.newGame.addSeat'),
    );

    function seatRow(p: PlayerMeta, i: number): HTMLElement {
      const kind = h(
        'div.segmented',
        { role: 'group', 'aria-label': t('app.newGame.seat', { n: i + 1 }) },
        ...(['human', 'bot'] as const).map((k) =>
          h(
            'button',
            {
              'aria-pressed': String(p.kind === k),
              dataset: { kind: k },
              onclick: () => {
                p.kind = k;
                if (k === 'bot') p.level ??= 'normal';
                else delete p.level;
                render();
              },
            },
            t(`app.newGame.${k}`),
          ),
        ),
      );
      const name = h('input', {
        type: 'text',
        value: p.name,
        placeholder: defaultSeatName(p.kind, i),
        maxlength: '24',
        'aria-label': `${t('app.newGame.name')} ${i + 1}`,
        dataset: { field: `name-${i}` },
        oninput: (e: Event) => {
          p.name = (e.target as HTMLInputElement).value;
        },
      });
      const level =
        p.kind === 'bot'
          ? h(
              'select',
              {
                'aria-label': `${t('app.newGame.level')} ${i + 1}`,
                dataset: { field: `level-${i}` },
                onchange: (e: Event) => {
                  p.level = (e.target as HTMLSelectElement).value;
                },
              },
              ...LEVELS.map((l) => h('option', { value: l, selected: p.level === l }, t(`app.newGame.levels.${l}`))),
            )
          : null;
      const remove =
        players.length > o.min
          ? h(
              'button.link.remove',
              {
                'aria-label': `${t('app.newGame.removeSeat')} ${i + 1}`,
                onclick: () => {
                  players.splice(i, 1);
                  render();
                },
              },
              '✕',
            )
          : null;
      return h(
        'div.seat-row',
        { role: 'listitem', dataset: { seat: String(i) } },
        h('span.seat-no', {}, String(i + 1)),
        kind,
        name,
        level,
        remove,
      );
    }

    function render(): void {
      list.replaceChildren(...players.map(seatRow));
      add.hidden = players.length >= o.max;
    }
    render();

    const start = h(
      'button.gilt.primary',
      {
        dataset: { action: 'start' },
        onclick: () => {
          if (!o.allowAllBots && !players.some((p) => p.kind === 'human')) {
            error.textContent = t('app.newGame.needHuman');
            error.hidden = false;
            return;
          }
          for (const p of players) p.name = p.name.trim();
          finish({ players, seed: seed.input.value.trim() || undefined });
        },
      },
      t('app.newGame.start'),
    );
    const modal = openModal(host, {
      id: 'new-game',
      title: o.title,
      wide: true,
      closable: true,
      onClose: () => finish(null),
      body: [
        ...(o.extra ?? []),
        h('h3.form-head', {}, t('app.newGame.seats')),
        list,
        add,
        seed.row,
        error,
        h('div.form-actions', {}, start),
      ],
    });
  });
}

/** A labelled row of a sheet: the label, the control, and a hint under them. */
export function labelledField(label: string, control: HTMLElement, hint: string): HTMLElement {
  return h('label.field', {}, h('span.label', {}, label), control, h('span.hint', {}, hint));
}

/** The optional seed of a new-game sheet (left empty, the game draws one): its box and its row. */
export function seedField(): { input: HTMLInputElement; row: HTMLElement } {
  const input = h('input', {
    type: 'text',
    maxlength: '40',
    'aria-label': t('app.newGame.seed'),
    dataset: { field: 'seed' },
  }) as HTMLInputElement;
  return { input, row: labelledField(t('app.newGame.seed'), input, t('app.newGame.seedHint')) };
}
