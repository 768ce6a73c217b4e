/**
 * The title screen's DOM: the illuminated heading, one tile per game (from the registry: a game is
 * playable once its engine and table are both registered), the language switch, settings and about.
 */
import { GAME_IDS, type GameId, isRegistered, registeredGames } from '../../machines/core/game';
import { illuminatedInitial } from '../art/initial';
import { getLang, LANGS, setLang, t } from '../i18n';
import { bookOf } from '../rulebook/books';
import { h, svgEl } from './dom';
import { hasSave } from './saves';
import { tableOf } from './table-registry';
import { tileArt } from './tile-art';

export function isPlayable(id: GameId): boolean {
  return isRegistered(id) && tableOf(id) !== undefined;
}

function initial(): SVGSVGElement {
  return illuminatedInitial(t('app.initial'), 'title');
}

function tile(id: GameId, go: (route: string) => void): HTMLElement {
  const playable = isPlayable(id);
  const name = t(`app.games.${id}.title`);
  const buttons = playable
    ? [
        hasSave(id) &&
          h(
            'button.gilt.primary',
            { onclick: () => go(`/${id}/continue`), dataset: { action: 'continue' } },
            t('app.menu.continue'),
          ),
        h(
          'button.gilt',
          { onclick: () => go(`/${id}/new`), dataset: { action: 'new' }, class: hasSave(id) ? '' : 'primary' },
          t('app.menu.play'),
        ),
        h(
          'button.gilt.quiet',
          { onclick: () => go(`/${id}/tutorial`), dataset: { action: 'learn' } },
          t('app.menu.learn'),
        ),
        // Last: the two local buttons share the first row; online play takes its own.
        registeredGames().find((g) => g.id === id && g.seats.max > 1) &&
          h(
            'button.gilt',
            { onclick: () => go(`/online/${id}`), dataset: { action: 'online' } },
            t('online.playOnline'),
          ),
      ]
    : [h('span.soon', {}, t('app.menu.comingSoon'))];
  return h(
    'article.tile',
    { class: playable ? 'playable' : 'disabled', dataset: { game: id }, 'aria-disabled': playable ? 'false' : 'true' },
    h('div.miniature', {}, svgEl(tileArt(id))),
    h('h2', {}, name),
    h(
      'p.players',
      {},
      h('span', {}, t(`app.games.${id}.players`)),
      // its rules, to read before a first game
      bookOf(id) &&
        h(
          'button.link.rules',
          { onclick: () => go(`/rules/${id}`), dataset: { action: 'rules' } },
          t('app.menu.rules'),
        ),
    ),
    h('p.tagline', {}, t(`app.games.${id}.tagline`)),
    h('div.actions', {}, ...buttons),
  );
}

/**
 * The games' names share one size: the largest at which every name fits on one line, so a long
 * name (Четыре темперамента in the display face) never pushes its tagline into its buttons.
 */
function fitNames(tiles: HTMLElement): void {
  const names = [...tiles.querySelectorAll<HTMLElement>('h2')];
  const first = names[0];
  if (!first?.isConnected) return;
  tiles.style.removeProperty('--name-size');
  const over = Math.max(1, ...names.map((n) => n.scrollWidth / Math.max(1, n.clientWidth)));
  const size = Number.parseFloat(getComputedStyle(first).fontSize);
  if (over > 1) tiles.style.setProperty('--name-size', `${Math.floor((size / over) * 10) / 10}px`);
}

export function renderTitle(root: HTMLElement, go: (route: string) => void): void {
  const langSwitch = h(
    'div.lang',
    { role: 'group', 'aria-label': t('app.menu.language') },
    ...LANGS.map((l) =>
      h(
        'button.link',
        { onclick: () => setLang(l), 'aria-pressed': String(getLang() === l), dataset: { lang: l } },
        t(`app.lang.${l}`),
      ),
    ),
  );
  const tiles = h('div.tiles', {}, ...GAME_IDS.map((id) => tile(id, go)));
  const screen = h(
    'section.screen.title',
    { dataset: { screen: 'title' } },
    h(
      'nav.corner',
      {},
      langSwitch,
      h('button.link', { onclick: () => go('/library'), dataset: { action: 'library' } }, t('library.open')),
      h('button.link', { onclick: () => go('/settings'), dataset: { action: 'settings' } }, t('app.menu.settings')),
      h('button.link', { onclick: () => go('/about'), dataset: { action: 'about' } }, t('app.menu.about')),
    ),
    h(
      'header.heading',
      {},
      initial(),
      h(
        'div',
        {},
        h('h1', { 'aria-label': t('app.title') }, t('app.initialRest')),
        h('p.subtitle', {}, t('app.subtitle')),
      ),
    ),
    tiles,
  );
  root.replaceChildren(screen);
  fitNames(tiles);
  void document.fonts?.ready.then(() => fitNames(tiles));
  // A phone turned on its side has other widths: fit again (and let go once the title is gone).
  const refit = () => (tiles.isConnected ? fitNames(tiles) : removeEventListener('resize', refit));
  addEventListener('resize', refit);
}
