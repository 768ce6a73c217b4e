/** What a seat is called at the table, in the current language (the sheets, plaques and replay bar). */
import type { PlayerMeta } from '../../machines/core/record';
import { h } from '../app/dom';
import { t } from '../i18n';
import type { SeatMeta } from '../session/session';

/** A seat's default name, stored empty so that it follows the language: "Player 2", or a bot's name. */
export function defaultSeatName(kind: PlayerMeta['kind'], seat: number): string {
  return kind === 'bot' ? t(`app.newGame.botNames.${seat % 4}`) : t('app.newGame.defaultName', { n: seat + 1 });
}

/** The name a seat shows: the one the player typed, else the default in the current language. */
export function playerName(p: SeatMeta, seat: number): string {
  return p.name || defaultSeatName(p.kind === 'bot' ? 'bot' : 'human', seat);
}

/** Where room is short (a phone's seat tabs): a bot's default name without its title ("Hildegard"), else as `playerName`. */
export function shortPlayerName(p: SeatMeta, seat: number): string {
  return p.name || (p.kind === 'bot' ? t(`app.newGame.botShortNames.${seat % 4}`) : playerName(p, seat));
}

/** A bot's strength as the table names it beside its name (the sheet's own word: "Normal"); '' for a person. */
export function botLevel(p: { kind: string; level?: string } | undefined): string {
  return p?.kind === 'bot' ? t(`app.newGame.levels.${p.level ?? 'normal'}`) : '';
}

/**
 * What a seat's plaque, head or tab says beside its name: a bot's strength ("Normal"), "bot plays" for
 * a person away online while a bot plays their seat (gone when they return), else ''.
 */
export function seatTag(p: { kind: string; level?: string; standIn?: boolean } | undefined): string {
  return p?.kind === 'bot' ? botLevel(p) : p?.standIn ? t('online.botPlays') : '';
}

/**
 * A player's name in table lettering (base.css `.pname`): in the body face, as it was typed, where the
 * words round it are small capitals (Cormorant SC). In small capitals a Latin "Bob" read as "Вов" at
 * a Russian table (its b, o are the shapes of в, о), and a Cyrillic name as Latin at an English one.
 */
export function nameEl(name: string): HTMLElement {
  return h('span.pname', {}, name);
}

const NAME = '\ue000'; // private-use marks, never in a string of ours
const NAMES = '\ue001';

/**
 * `t(key, params)` with its {name} as `nameEl(name)` and its {names} (a list) as names between commas:
 * the parts of a line of lettering.
 */
export function tNamed(
  key: string,
  params: { name?: string; names?: readonly string[] } & Record<
    string,
    string | number | readonly string[] | undefined
  >,
): (string | HTMLElement)[] {
  const { name, names, ...rest } = params;
  const text = t(key, { ...(rest as Record<string, string | number>), name: NAME, names: NAMES });
  return text
    .split(/(\ue000|\ue001)/)
    .flatMap((p): (string | HTMLElement)[] =>
      p === NAME
        ? [nameEl(name ?? '')]
        : p === NAMES
          ? (names ?? []).flatMap((n, i) => (i ? [', ', nameEl(n)] : [nameEl(n)]))
          : [p],
    )
    .filter((p) => p !== '');
}
