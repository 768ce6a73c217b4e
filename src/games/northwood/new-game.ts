/** The For Northwood! new-game sheet: introductory, full or a challenge; difficulty; an optional seed. */
import { CHALLENGES, DIFFICULTIES, type Difficulty, TARGETS } from '../../../machines/northwood/content';
import type { NorthwoodOptions } from '../../../machines/northwood/types';
import { h } from '../../app/dom';
import { openModal } from '../../app/modal';
import { seedField } from '../../app/new-game';
import { t } from '../../i18n';

const KEY = 'scriptorium.northwood.lastOptions';

interface Choice {
  mode: 'intro' | 'full' | 'challenge';
  difficulty: Difficulty;
  challengeId: string;
}

/** What the sheet offers first: the last game's choice (kept on this device), or an introductory one. */
export function firstChoice(): Choice {
  let last: Partial<NorthwoodOptions> = {};
  try {
    last = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<NorthwoodOptions>;
  } catch {
    last = {};
  }
  return {
    mode: last.mode === 'full' || last.mode === 'challenge' ? last.mode : 'intro',
    difficulty: DIFFICULTIES.includes(last.difficulty as Difficulty) ? (last.difficulty as Difficulty) : 'standard',
    challengeId: CHALLENGES.some((c) => c.id === last.challengeId)
      ? (last.challengeId as string)
      : (CHALLENGES[0]?.id as string),
  };
}

/** The game's options for a choice on the sheet. */
export function optionsOf({ mode, difficulty, challengeId }: Choice): NorthwoodOptions {
  return mode === 'challenge' ? { mode, difficulty, challengeId } : { mode, difficulty };
}

export function askNewGame(host: HTMLElement): Promise<{ options: NorthwoodOptions; seed?: string } | null> {
  let { mode, difficulty, challengeId } = firstChoice();

  return new Promise((resolve) => {
    let done = false;
    const finish = (v: { options: NorthwoodOptions; seed?: string } | null) => {
      if (done) return;
      done = true;
      modal.close();
      resolve(v);
    };
    const seg = <T extends string>(
      label: string,
      values: readonly T[],
      current: () => T,
      text: (v: T) => string,
      set: (v: T) => void,
    ) => {
      const group = h('div.segmented', { role: 'group', 'aria-label': label });
      const draw = () =>
        group.replaceChildren(
          ...values.map((v) =>
            h(
              'button',
              {
                'aria-pressed': String(current() === v),
                dataset: { value: v },
                onclick: () => {
                  set(v);
                  render();
                },
              },
              text(v),
            ),
          ),
        );
      draw();
      return { group, draw };
    };
    const modeSeg = seg(
      t('northwood.newGame.mode'),
      ['intro', 'full', 'challenge'] as const,
      () => mode,
      (v) => t(`northwood.modes.${v}`),
      (v) => {
        mode = v;
      },
    );
    const diffSeg = seg(
      t('northwood.newGame.difficulty'),
      DIFFICULTIES,
      () => difficulty,
      (v) => `${t(`northwood.difficulties.${v}`)} · ${TARGETS[v]}★`,
      (v) => {
        difficulty = v;
      },
    );
    const challenge = h(
      'select',
      {
        'aria-label': t('northwood.newGame.challenge'),
        dataset: { field: 'challenge' },
        onchange: (e: Event) => {
          challengeId = (e.target as HTMLSelectElement).value;
          render();
        },
      },
      ...CHALLENGES.map((c, i) =>
        h(
          'option',
          { value: c.id, selected: c.id === challengeId },
          `${i + 1}. ${t(`northwood.challenges.${c.id}.name`)}`,
        ),
      ),
    );
    const challengeText = h('p.note');
    const diffRow = h(
      'div.row',
      {},
      h('span.label', {}, t('northwood.newGame.difficulty')),
      h('div.control', {}, diffSeg.group),
    );
    const chRow = h(
      'div.row',
      {},
      h('span.label', {}, t('northwood.newGame.challenge')),
      h('div.control', {}, challenge),
    );
    const seed = seedField();
    function render(): void {
      modeSeg.draw();
      diffSeg.draw();
      diffRow.hidden = mode === 'challenge';
      chRow.hidden = mode !== 'challenge';
      challengeText.hidden = mode !== 'challenge';
      const ch = CHALLENGES.find((c) => c.id === challengeId);
      challengeText.textContent = ch
        ? `${t(`northwood.challenges.${ch.id}.text`)} ${t('northwood.newGame.targetNote', { target: ch.target })}`
        : '';
    }
    const start = h(
      'button.gilt.primary',
      {
        dataset: { action: 'start' },
        onclick: () => {
          const options = optionsOf({ mode, difficulty, challengeId });
          try {
            localStorage.setItem(KEY, JSON.stringify(options));
          } catch {
            // remembered this visit only
          }
          finish({ options, seed: seed.input.value.trim() || undefined });
        },
      },
      t('app.newGame.start'),
    );
    const modal = openModal(host, {
      id: 'new-game',
      title: t('northwood.newGame.title'),
      wide: true,
      onClose: () => finish(null),
      body: [
        h('div.row', {}, h('span.label', {}, t('northwood.newGame.mode')), h('div.control', {}, modeSeg.group)),
        diffRow,
        chRow,
        challengeText,
        seed.row,
        h('div.form-actions', {}, start),
      ],
    });
    render();
    start.focus();
  });
}
