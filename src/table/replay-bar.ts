/**
 * The replay controls over a game's table: play/pause, speed 0.5×–8×, a move or a round back and
 * forward, a scrubber with the rounds marked, whose view (a seat, or everything in a finished game:
 * only the views `viewers` allows), "Play from here" and back to the library. The table shows each
 * moment read-only through `scene.showMoment` (as the inspector's time travel); the bar owns the
 * moment (`scene.replay`), so the inspector's chart follows it ('replay-seek').
 * Keys while the bar has focus: Space play/pause, ←/→ a move, PageUp/PageDown a round, Home/End.
 */
import { h } from '../app/dom';
import { t } from '../i18n';
import type { Watch } from '../library/replay';
import type { Timeline } from '../library/timeline';
import { playerName } from './seat-names';
import './replay-bar.css';
import type { TableScene } from './table-scene';

export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
/** One move a second at 1×. */
const MOVE_MS = 1000;

/** The scene event after each moment shown (the inspector follows it). */
export const REPLAY_SEEK = 'replay-seek';

export interface ReplayBar {
  /** The moment shown (moves made). */
  readonly pos: number;
  /** Whose view is shown: an index into `viewers`. */
  readonly viewer: number;
  readonly speed: number;
  seek(pos: number): void;
  close(): void;
}

/**
 * Keeps the foot of a screen held upright for the bar while a replay is open (replay-bar.css): the
 * table is laid out above it rather than under it. Call before the table's stage is chosen; returns
 * the release.
 */
export function holdReplayRoom(): () => void {
  document.body.classList.add('replaying');
  return () => document.body.classList.remove('replaying');
}

export function attachReplayBar(
  scene: TableScene,
  timeline: Timeline,
  o: {
    viewers: Watch[];
    playFrom: ((pos: number) => void) | null;
    leave(): void;
    /** The replay so far, on a table laid out afresh (the phone turned): its moment, viewer and speed. */
    from?: ReplayBar | null;
  },
): ReplayBar {
  let pos = timeline.length;
  let speed = o.from?.speed ?? 1;
  // A portrait stage (a phone held upright): the bar stands in the room kept for it under the table.
  const upright = scene.scale.height > scene.scale.width;
  let timer: number | null = null;
  const viewerName = (v: Watch) =>
    v === 'everything'
      ? t('library.replay.everything')
      : v === 'spectator'
        ? t('library.replay.spectator')
        : playerName(scene.session.players[v] ?? { name: '', kind: 'human' }, v);
  const viewerSel = h(
    'select.rp-viewer',
    {
      'aria-label': t('library.replay.whose'),
      title: t('library.replay.whose'),
      dataset: { control: 'viewer' },
      disabled: o.viewers.length < 2,
      onchange: () => scene.watch(o.viewers[Number(viewerSel.value)] ?? 'spectator'),
    },
    ...o.viewers.map((v, i) => h('option', { value: String(i) }, viewerName(v))),
  );
  viewerSel.value = String(o.from?.viewer ?? 0);
  scene.watching = o.viewers[Number(viewerSel.value)] ?? 'spectator';

  const where = h('output.rp-where', { 'aria-live': 'off' });
  const scrub = h('input.rp-scrub', {
    type: 'range',
    min: '0',
    max: String(timeline.length),
    step: '1',
    'aria-label': t('library.replay.scrubber'),
    dataset: { control: 'scrub' },
    oninput: () => seek(Number(scrub.value)),
  });
  const marks = h(
    'div.rp-marks',
    { 'aria-hidden': 'true' },
    ...timeline.rounds.map((r) =>
      h('span.rp-mark', { style: { left: `${(r / Math.max(1, timeline.length)) * 100}%` } }),
    ),
  );
  const play = h('button.gilt.small.rp-play', { dataset: { control: 'play' }, onclick: () => toggle() });
  const button = (control: string, label: string, glyph: string, onclick: () => void) =>
    h('button.gilt.small', { dataset: { control }, 'aria-label': label, title: label, onclick }, glyph);
  const speedSel = h(
    'select.rp-speed',
    {
      'aria-label': t('library.replay.speed'),
      dataset: { control: 'speed' },
      onchange: () => {
        speed = Number(speedSel.value);
        if (timer !== null) schedule();
      },
    },
    ...SPEEDS.map((s) => h('option', { value: String(s), selected: s === speed }, `${s}×`)),
  );
  // The bar covers one edge of the table; the player moves it to the other (remembered per game).
  const dockKey = `scriptorium.replay.dock.${scene.session.module.id}`;
  let top = false;
  try {
    top = localStorage.getItem(dockKey) === 'top';
  } catch {
    // no storage: the bottom
  }
  const dock = h('button.gilt.small.rp-dock', {
    dataset: { control: 'dock' },
    onclick: () => {
      top = !top;
      try {
        localStorage.setItem(dockKey, top ? 'top' : 'bottom');
      } catch {
        // this visit only
      }
      placeDock();
    },
  });
  const steps = [
    button('round-back', t('library.replay.roundBack'), '«', () => seek(timeline.roundFrom(pos, -1))),
    button('back', t('library.replay.back'), '◀', () => seek(pos - 1)),
    play,
    button('forward', t('library.replay.forward'), '▶', () => seek(pos + 1)),
    button('round-forward', t('library.replay.roundForward'), '»', () => seek(timeline.roundFrom(pos, 1))),
    speedSel,
  ];
  const whose = h('label.rp-whose', {}, h('span', {}, t('library.replay.whose')), viewerSel);
  const playFrom =
    o.playFrom &&
    h(
      'button.gilt.small',
      { dataset: { control: 'play-from-here' }, onclick: () => o.playFrom?.(pos) },
      t('library.replay.playFromHere'),
    );
  const leave = h(
    'button.gilt.small.quiet',
    { dataset: { control: 'leave' }, onclick: () => o.leave() },
    t('library.title'),
  );
  // On a short sideways screen (replay-bar.css) the bar is one row; whose view and the ways out
  // fold behind this button, so the row leaves the scrubber its room.
  const more = h(
    'button.gilt.small.rp-more',
    {
      dataset: { control: 'more' },
      'aria-label': t('library.replay.more'),
      title: t('library.replay.more'),
      'aria-expanded': 'false',
      onclick: () => more.setAttribute('aria-expanded', String(bar.classList.toggle('more-open'))),
    },
    '⋯',
  );
  const track = h('div.rp-track', {}, marks, scrub);
  const label = { role: 'toolbar', 'aria-label': t('library.replay.title'), dataset: { replay: 'bar' } };
  // Upright, three rows a thumb can work (the steps; whose view and the ways out; where, on the
  // scrubber's row); there is no docking, the bar covers nothing.
  const bar = upright
    ? h(
        'div.replay-bar.upright',
        label,
        h('div.rp-row', {}, ...steps),
        h('div.rp-row', {}, o.viewers.length > 1 && whose, playFrom, leave),
        h('div.rp-row.rp-where-row', {}, where, track),
      )
    : h(
        'div.replay-bar',
        label,
        h('div.rp-row', {}, ...steps, where, h('div.rp-extra', {}, whose, playFrom, leave), dock, more),
        track,
      );
  bar.addEventListener('keydown', (e) => {
    const to: Record<string, () => number> = {
      ArrowLeft: () => pos - 1,
      ArrowRight: () => pos + 1,
      PageUp: () => timeline.roundFrom(pos, -1),
      PageDown: () => timeline.roundFrom(pos, 1),
      Home: () => 0,
      End: () => timeline.length,
    };
    if (e.key === ' ' && !(e.target instanceof HTMLButtonElement || e.target instanceof HTMLSelectElement)) {
      toggle();
    } else if (Object.hasOwn(to, e.key) && !(e.target instanceof HTMLSelectElement)) {
      seek((to[e.key] as () => number)());
    } else return;
    e.preventDefault();
    e.stopPropagation();
  });
  document.body.append(bar); // not the scaled table layer: readable on a phone (replay-bar.css)
  // the strip a screen on its side keeps for the bar is the bar's own height (its rows wrap on a narrower one)
  const sized = new ResizeObserver(() => {
    document.body.style.setProperty('--replay-bar', `${bar.offsetHeight}px`);
    scene.scale.refresh(); // Phaser fits the canvas to its parent on a window's resize only
  });
  sized.observe(bar);

  function placeDock(): void {
    bar.classList.toggle('top', top);
    document.body.classList.toggle('replay-top', top);
    scene.scale.refresh();
    const label = top ? t('library.replay.dockBottom') : t('library.replay.dockTop');
    dock.textContent = top ? '▼' : '▲';
    dock.setAttribute('aria-label', label);
    dock.title = label;
  }
  placeDock();

  function show(): void {
    scrub.value = String(pos);
    where.textContent = t('library.replay.where', { pos, total: timeline.length });
    play.textContent = timer === null ? t('library.replay.play') : t('library.replay.pause');
    play.setAttribute('aria-pressed', String(timer !== null));
  }

  function seek(to: number): void {
    pos = Math.max(0, Math.min(timeline.length, to));
    if (pos >= timeline.length && timer !== null) stop();
    // Always a moment, even the last: the table stays read-only throughout.
    scene.showMoment(timeline.at(pos));
    show();
    scene.events.emit(REPLAY_SEEK, pos);
  }

  function schedule(): void {
    if (timer !== null) clearInterval(timer);
    timer = window.setInterval(() => seek(pos + 1), MOVE_MS / speed);
  }

  function stop(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function toggle(): void {
    if (timer !== null) stop();
    else {
      if (pos >= timeline.length) seek(0);
      schedule();
    }
    show();
  }

  const handle: ReplayBar = {
    get pos() {
      return pos;
    },
    get viewer() {
      return Number(viewerSel.value);
    },
    get speed() {
      return speed;
    },
    seek,
    close() {
      stop();
      sized.disconnect();
      document.body.style.removeProperty('--replay-bar');
      document.body.classList.remove('replay-top');
      bar.remove();
      if (scene.replay === handle) scene.replay = null;
    },
  };
  scene.replay = handle;
  scene.events.once('shutdown', () => handle.close());
  seek(o.from?.pos ?? 0);
  play.focus();
  return handle;
}
