/**
 * Online play in the app: `#/online/<game>` (create a room or join one by its code) and
 * `#/join/<code>[/<game>]` (the invite link). The waiting room shows the code and the link to copy, the
 * seats with their names, the host's Start and the chat; it follows the room through the game.
 * Every name and chat line is put on the page as text, never as markup.
 *
 * Once the game runs (started, or on joining a running room, a reload, a spectator's visit) the
 * game's own table opens with the remote session (`TableModule.play`), with the room's dock beside
 * it (./table.ts); a dropped connection is taken up again and the table redrawn at the present.
 */
import { type GameId, loadedGame, loadGame } from '../../../machines/core/game';
import { CLOSE_SEAT_TAKEN, LEVELS, type Level, LIMITS, type LobbyInfo, type SeatPlan } from '../../../server/protocol';
import { t } from '../../i18n';
import { RemoteSession } from '../../session/remote';
import { h } from '../dom';
import { showPage } from '../page-backdrop';
import type { App } from '../shell';
import { type TableModule, tableOf } from '../table-registry';
import { seatName, talkOf } from './chat';
import { endpoint, hasSavedName, identity, rememberedToken, rememberRoom, savedName, saveName } from './identity';
import { invitation } from './invite';
import { attachOnlineTable, recordButton } from './table';

export interface OnlineRoute {
  close(): void;
  session(): RemoteSession | null;
}

export async function openOnlineRoute(app: App, first: string, rest: string[]): Promise<OnlineRoute> {
  let current: RemoteSession | null = null;
  let closed = false;
  let table: TableModule | null = null;
  // A page of its own over the scaled 1280×720 layer: forms and chat stay readable on a phone.
  const screen = h('section.online', { dataset: { screen: 'online' } });
  const page = h('div.online-page', {}, screen);
  app.screen.replaceChildren();
  document.body.append(page);
  const show = (...nodes: (HTMLElement | string)[]) => screen.replaceChildren(...nodes);

  /** The game's table with `s`, the waiting room hidden under it (a redraw at the present on a rejoin). */
  const openTable = async (s: RemoteSession) => {
    const load = tableOf(s.lobby.game as GameId);
    if (!load) return;
    const module = await load();
    await app.boot(); // from the title, Phaser may still be booting
    if (closed || current !== s) return;
    table = module;
    page.hidden = true;
    showPage(false);
    module.play(app, s, (scene) => attachOnlineTable(scene, s));
  };

  /**
   * Back into the seat after the connection dropped or a reload (the reconnection token, else by
   * identity). A starved or sleeping device may need many tries: it keeps trying while the room
   * lives (a seat a bot took meanwhile is reclaimed the same way); only a room that is gone ends it.
   */
  const comeBack = async (code: string, token: string | null): Promise<RemoteSession> => {
    const rejoin = () => RemoteSession.rejoin(endpoint(), loadGame, code, { name: savedName(), identity: identity() });
    for (let attempt = 1; ; attempt++) {
      try {
        return await (token ? RemoteSession.reconnect(endpoint(), loadGame, token).catch(rejoin) : rejoin());
      } catch (e) {
        if (closed || roomGone(e)) throw e;
        await new Promise((r) => setTimeout(r, Math.min(5000, 500 * attempt)));
      }
    }
  };
  const takeUp = (code: string, token: string) => {
    page.hidden = false;
    void enter(() => comeBack(code, token));
  };

  /** Another tab of this person took the seat: say so, and come back only when asked (no tug of war). */
  const seatTaken = (s: RemoteSession) => {
    page.hidden = false;
    show(
      h('p.status', { role: 'status', dataset: { part: 'seat-taken' } }, t('online.seatTaken')),
      h(
        'button.gilt',
        { onclick: () => takeUp(s.code, s.reconnectionToken), dataset: { action: 'play-here' } },
        t('online.playHere'),
      ),
      h('button.gilt.quiet', { onclick: () => app.navigate('/') }, t('app.menu.close')),
    );
  };

  /** `onGone`: where a wrong code goes instead of a page of its own (the form it was typed in, kept). */
  const enter = async (connect: () => Promise<RemoteSession>, onGone?: () => HTMLElement[]) => {
    show(h('p.status', { role: 'status' }, t('online.connecting')));
    try {
      const s = await connect();
      if (closed) return s.dispose();
      current?.dispose();
      current = s;
      rememberRoom(s.code, s.reconnectionToken);
      history.replaceState(null, '', `#/join/${s.code}/${s.lobby.game}`);
      roomView(app, screen, s);
      s.on('reset', (r) => {
        if (r.cause !== 'undo') void openTable(s);
      });
      s.on('closed', (code) => {
        // 4000: this side left on purpose; anything else is a dropped connection.
        if (closed || current !== s || code === 4000) return;
        if (code === CLOSE_SEAT_TAKEN) return seatTaken(s);
        takeUp(s.code, s.reconnectionToken);
      });
      if (s.started) void openTable(s);
    } catch (e) {
      // A room that is gone (a wrong code, a stopped server's room nobody kept) is said in player words.
      const gone = roomGone(e);
      if (gone && onGone) return show(...onGone());
      show(
        h(
          'p.form-error',
          { role: 'alert' },
          gone ? t('online.gone') : t('online.failed', { reason: (e as Error).message }),
        ),
        ...(gone ? [] : [h('p.note', {}, t('online.noServer'))]),
        h('button.gilt', { onclick: () => app.navigate('/') }, t('app.menu.close')),
      );
    }
  };

  if (first === 'join' && rest[0]) {
    const code = rest[0]
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12);
    const token = rememberedToken(code);
    const join = (spectate = false) =>
      RemoteSession.join(endpoint(), loadGame, code, { name: savedName(), identity: identity(), spectate });
    // the game the link names, if it is one (a link is anyone's words: only a known game's name is shown)
    const game = rest[1] && tableOf(rest[1] as GameId) ? rest[1] : null;
    // An invite opened by someone the room does not know by name yet: their name first.
    if (token || hasSavedName()) await enter(() => (token ? comeBack(code, token) : join()));
    else show(...joinForm(app, code, game, (spectate) => void enter(() => join(spectate))));
  } else {
    const game = rest[0] ?? '';
    const module = loadedGame(game) ?? (await loadGame(game).catch(() => null));
    if (!module) app.navigate('/');
    else show(...createForm(app, module.id, module.seats, enter));
  }
  return {
    close() {
      closed = true;
      table?.close(app);
      page.remove();
      current?.dispose();
      current = null;
    },
    session: () => current,
  };
}

/** colyseus.js' MATCHMAKE_INVALID_ROOM_ID: no room has this code (any more). */
const ROOM_NOT_FOUND = 4212;
const roomGone = (e: unknown): boolean =>
  (e as { code?: unknown }).code === ROOM_NOT_FOUND || /restore:(missing|corrupt)/.test(String(e));

/** A name field, kept for the next room. */
function nameField(): HTMLInputElement {
  return h('input', {
    type: 'text',
    maxlength: String(LIMITS.nameChars),
    value: savedName(),
    autocomplete: 'nickname',
    'aria-label': t('online.yourName'),
    dataset: { field: 'name' },
  });
}

/** Before an invite link joins room `code`: the person's name, then Join (or Watch). */
function joinForm(app: App, code: string, game: string | null, go: (spectate: boolean) => void): HTMLElement[] {
  const name = nameField();
  const enter = (spectate: boolean) => () => {
    saveName(name.value.trim());
    go(spectate);
  };
  name.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') enter(false)();
  });
  return [
    h(
      'h2.rubric',
      {},
      `${t('online.title')} · ${game ? t('online.joinGame', { game: t(`app.games.${game}.title`), code }) : t('online.joinTitle', { code })}`,
    ),
    h('label.row', {}, h('span.label', {}, t('online.joinName')), name),
    h(
      'div.row',
      {},
      h('button.gilt.primary', { onclick: enter(false), dataset: { action: 'join-room' } }, t('online.join')),
      h('button.gilt.quiet', { onclick: enter(true), dataset: { action: 'watch-room' } }, t('online.watch')),
      h('button.gilt.quiet', { onclick: () => app.navigate('/') }, t('app.menu.close')),
    ),
  ];
}

function createForm(
  app: App,
  game: string,
  range: { min: number; max: number },
  enter: (connect: () => Promise<RemoteSession>, onGone?: () => HTMLElement[]) => Promise<unknown>,
): HTMLElement[] {
  const plan: SeatPlan[] = [{ kind: 'human' }, { kind: 'human' }];
  while (plan.length < range.min) plan.push({ kind: 'human' });
  const name = nameField();
  const seats = h('ol.online-seats', { 'aria-label': t('online.seats') });
  const renderSeats = () => {
    seats.replaceChildren(
      ...plan.map((p, i) => {
        if (i === 0) return h('li', {}, `${t('online.seat', { n: 1 })}: ${t('online.you')}`);
        const select = h(
          'select',
          {
            'aria-label': t('online.seat', { n: i + 1 }),
            dataset: { seat: String(i) },
            onchange: () => {
              const v = select.value;
              plan[i] = v === 'human' ? { kind: 'human' } : { kind: 'bot', level: v as Level };
            },
          },
          h('option', { value: 'human', selected: p.kind === 'human' }, t('online.person')),
          ...LEVELS.map((l) =>
            h('option', { value: l, selected: p.kind === 'bot' && p.level === l }, t(`online.bot.${l}`)),
          ),
        );
        return h('li', {}, h('label', {}, `${t('online.seat', { n: i + 1 })} `, select));
      }),
    );
    add.disabled = plan.length >= range.max;
    remove.disabled = plan.length <= range.min;
  };
  const add = h(
    'button.gilt.quiet.small',
    {
      onclick: () => {
        if (plan.length >= range.max) return;
        plan.push({ kind: 'human' });
        renderSeats();
      },
    },
    t('online.addSeat'),
  );
  const remove = h(
    'button.gilt.quiet.small',
    {
      onclick: () => {
        if (plan.length <= range.min) return;
        plan.pop();
        renderSeats();
      },
    },
    t('online.removeSeat'),
  );
  const timer = h(
    'select',
    { 'aria-label': t('online.timer'), dataset: { field: 'timer' } },
    h('option', { value: '0' }, t('online.timerOff')),
    ...[30, 60, 120].map((n) => h('option', { value: String(n) }, t('online.timerSeconds', { n }))),
  );
  renderSeats();
  const code = h('input', {
    type: 'text',
    maxlength: '12',
    autocapitalize: 'characters',
    'aria-label': t('online.code'),
    placeholder: t('online.codeExample'),
    dataset: { field: 'code' },
  });
  const who = () => {
    saveName(name.value.trim());
    return { name: name.value.trim(), identity: identity() };
  };
  // a mistyped code keeps the form and what was typed, and says so under it
  const noRoom = h('p.form-error', { role: 'alert', hidden: true, dataset: { part: 'no-room' } });
  const joinBy = (spectate: boolean) => {
    const c = code.value.toUpperCase().replace(/[^A-Z0-9]/g, '');
    noRoom.hidden = true;
    if (!c) return;
    void enter(
      () => RemoteSession.join(endpoint(), loadGame, c, { ...who(), spectate }),
      () => {
        noRoom.textContent = t('online.noRoom', { code: c });
        noRoom.hidden = false;
        code.focus();
        return form;
      },
    );
  };
  const form = [
    h('h2.rubric', {}, `${t('online.title')} · ${t(`app.games.${game}.title`)}`),
    h('label.row', {}, h('span.label', {}, t('online.yourName')), name),
    seats,
    h('div.row', {}, add, remove),
    h('label.row', {}, h('span.label', {}, t('online.timer')), timer),
    h(
      'button.gilt.primary',
      {
        dataset: { action: 'create-room' },
        onclick: () =>
          void enter(() =>
            RemoteSession.create(endpoint(), loadGame, {
              game,
              seats: plan,
              turnSeconds: Number(timer.value),
              ...who(),
            }),
          ),
      },
      t('online.create'),
    ),
    h('h3', {}, t('online.orJoin')),
    h(
      'div.row',
      {},
      code,
      h('button.gilt', { onclick: () => joinBy(false), dataset: { action: 'join-room' } }, t('online.join')),
      h('button.gilt.quiet', { onclick: () => joinBy(true), dataset: { action: 'watch-room' } }, t('online.watch')),
    ),
    noRoom,
    h('button.gilt.quiet', { onclick: () => app.navigate('/') }, t('app.menu.close')),
  ];
  return form;
}

function roomView(app: App, screen: HTMLElement, s: RemoteSession): void {
  const game = t(`app.games.${s.lobby.game}.title`);
  const seats = h('ol.online-seats', { dataset: { part: 'seats' } });
  const status = h('p.status', { role: 'status' });
  const watchers = h('p.watchers', { dataset: { part: 'watchers' } });
  const start = h('button.gilt.primary', { dataset: { action: 'start' }, onclick: () => s.start() }, t('online.start'));
  const download = recordButton(s, t('online.download'), { hidden: true });
  const { chat } = talkOf(s);

  const render = (lobby: LobbyInfo) => {
    seats.replaceChildren(
      ...lobby.seats.map((seat, i) => {
        // as the table and the talk will call them
        const name = seat.kind === 'bot' || seat.taken ? seatName(s, i, '') : t('online.empty');
        const marks = [
          seat.kind === 'bot' ? t(`online.bot.${seat.level ?? 'normal'}`) : '',
          i === s.seat ? t('online.you') : '',
          i === lobby.host ? t('online.host') : '',
          seat.taken && !seat.connected && seat.kind === 'human' ? t('online.away') : '',
          seat.standIn ? t('online.standIn', { name: seat.name }) : '',
        ].filter(Boolean);
        return h('li', { dataset: { seat: String(i) } }, name, marks.length ? ` (${marks.join(', ')})` : '');
      }),
    );
    watchers.textContent = t('online.spectators', { count: lobby.spectators });
    watchers.hidden = lobby.spectators === 0;
    start.hidden = !(s.isHost && lobby.phase === 'lobby');
    download.hidden = lobby.phase !== 'over';
    status.textContent = lobby.phase === 'lobby' ? waiting(lobby) : t(`online.${lobby.phase}`);
  };
  /** Whom the room waits for: the people still to come (said to the host), or the host's Start. */
  const waiting = (lobby: LobbyInfo): string => {
    if (!s.isHost) {
      const host =
        lobby.host === null ? t('online.waitHostNone') : t('online.waitHost', { name: seatName(s, lobby.host, '') });
      return s.seat === null ? `${t('online.youWatch')} ${host}` : host;
    }
    const free = lobby.seats.filter((seat) => seat.kind === 'human' && !seat.taken).length;
    return free ? t('online.waitPlayers', { count: free }) : t('online.allHere');
  };
  s.on('lobby', render);
  s.on('closed', () => status.replaceChildren(t('online.failed', { reason: '—' })));
  const refused = h('p.form-error', { role: 'alert' });
  s.on('rejected', (r) => {
    const key = `online.refused.${r.reason.code}`;
    refused.textContent = t(key) === key ? t('online.refused.unknown', { message: r.reason.message }) : t(key);
  });
  render(s.lobby);

  screen.replaceChildren(
    h('h2.rubric', {}, `${t('online.waiting')} · ${game}`),
    ...invitation(s.code, s.lobby.game),
    seats,
    watchers,
    status,
    refused,
    h('div.row', {}, start, download),
    h('h3', {}, t('online.chat')),
    chat.el,
    h('button.gilt.quiet', { onclick: () => app.navigate('/') }, t('online.leave')),
  );
}
