/**
 * What an online room adds to a game's table (the table itself is the same as local play): a
 * small dock in the page's own pixels (readable on a phone) with the table talk, the turn
 * timer's countdown, the room's notices (a stand-in bot, a reconnection, a move the timer made,
 * an undo asked) and, once the game is over, the record to download; the finished game is kept
 * in the library as well.
 */
import type { GameRecord } from '../../../machines/core/record';
import { t, touchScreen } from '../../i18n';
import { entryOf } from '../../library/entry';
import { saveEntry } from '../../library/store';
import type { RemoteSession } from '../../session/remote';
import { closeOnPressOutside } from '../../table/press-outside';
import type { TableScene } from '../../table/table-scene';
import { h } from '../dom';
import { asksMe, noticeText, seatName, talkOf } from './chat';
import { dockPlan } from './dock';
import { attachSeatInspector } from './inspector';
import { dockPanel } from './panel';
import './online.css';

/** Downloads `record` as a file the library (and any Scriptorium) opens. */
function downloadRecord(record: GameRecord, code: string): void {
  const a = h('a', {
    href: URL.createObjectURL(new Blob([JSON.stringify(record)], { type: 'application/json' })),
    download: `${record.game}-${code}.scriptorium.json`,
  });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** A button that downloads the room's record (`hidden` until the game is over, where it waits for the end). */
export function recordButton(
  s: RemoteSession,
  label: string,
  o: { className?: string; hidden?: boolean } = {},
): HTMLButtonElement {
  return h(
    'button.gilt',
    {
      class: o.className,
      hidden: o.hidden,
      dataset: { action: 'download' },
      onclick: () => void s.requestRecord().then((record) => downloadRecord(record, s.code)),
    },
    label,
  );
}

/** The end sheet's way to play again online: the sheet closed (as its own Close does), a new room's form. */
function newRoomButton(scene: TableScene, sheet: Element, game: string): HTMLButtonElement {
  const go = () => {
    sheet.querySelector<HTMLButtonElement>('[data-action="close"]')?.click();
    scene.app.navigate(`/online/${game}`);
  };
  return h('button.gilt.primary', { dataset: { action: 'new-room' }, onclick: go }, t('online.newRoom'));
}

export function attachOnlineTable(scene: TableScene, s: RemoteSession): () => void {
  const chart = attachSeatInspector(scene, s);
  const kept = talkOf(s); // its lines outlive a table laid out again when the phone turns
  const { chat } = kept;
  const portrait = scene.scale.height > scene.scale.width;
  const badges = [h('span.badge', { hidden: true }), h('span.badge', { hidden: true })];
  const showUnread = () => {
    for (const b of badges) {
      b.textContent = String(kept.unread);
      b.hidden = kept.unread === 0;
    }
  };
  const panel = dockPanel({ title: t('online.chat'), part: 'chat-panel', close: () => toggle(false) }, chat.el);
  const toggle = (open = panel.hidden) => {
    kept.open = open;
    panel.hidden = !open;
    talk.setAttribute('aria-expanded', String(open));
    if (open) {
      kept.unread = 0;
      showUnread();
      showMore(false);
      chat.toEnd(); // the newest lines, also after the waiting room or a turn moved the log here
      // on a touch screen the keyboard waits for a tap on the field: the talk is read, a phrase tapped
      // (without scrolling the panel to it: a question at its top stays in sight)
      if (!touchScreen()) panel.querySelector('input')?.focus({ preventScroll: true });
    }
  };
  const talk = h(
    'button.gilt.small',
    { onclick: () => toggle(), 'aria-expanded': 'false', dataset: { action: 'chat' } },
    t('online.talk'),
    badges[0],
  );
  const clock = h('span.online-clock', { hidden: true, role: 'timer', dataset: { part: 'clock' } });
  const record = recordButton(s, t('online.record'), { className: 'small' });
  const buttons = { talk, record, chart };

  // An upright table's More: a small menu under the toolbar, closed by a tap on anything else.
  const moreMenu = h('div.online-more', { role: 'menu', hidden: true, dataset: { part: 'more' } });
  const more = h(
    'button.gilt.small',
    {
      onclick: () => showMore(moreMenu.hidden),
      'aria-haspopup': 'menu',
      'aria-expanded': 'false',
      title: t('online.moreTitle'),
      dataset: { action: 'more' },
    },
    t('online.more'),
    badges[1],
  );
  const showMore = (open: boolean) => {
    moreMenu.hidden = !open;
    more.setAttribute('aria-expanded', String(open));
  };
  moreMenu.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('button')) showMore(false);
  });
  const offOutside = closeOnPressOutside(
    () => !moreMenu.hidden,
    [moreMenu, more],
    () => showMore(false),
  );

  /** Puts the room's buttons where the plan says (again when the record becomes available). */
  const place = () => {
    const plan = dockPlan(portrait, s.over);
    scene.hud.toolbar.prepend(...plan.toolbar.map((x) => buttons[x]));
    if (plan.clock === 'toolbar') scene.hud.toolbar.prepend(clock);
    else scene.hud.root.append(clock);
    moreMenu.replaceChildren(...plan.more.map((x) => buttons[x]));
    for (const b of moreMenu.children) b.setAttribute('role', 'menuitem');
    if (plan.more.length && !more.isConnected) {
      scene.hud.toolbar.append(more);
      scene.hud.root.append(moreMenu);
    }
  };
  place();
  // The server does not answer (a socket closed or stalled): said until it answers again; moves are
  // refused meanwhile (remote.ts `send`), so none lands late.
  const lost = h(
    'p.online-lost',
    { role: 'alert', hidden: s.connected, dataset: { part: 'connection-lost' } },
    t('online.connectionLost'),
  );
  const root = h('div.online-table', {}, panel, lost);
  document.body.append(root);
  // a talk open before the table was laid out again (a turn, a slow keyboard going down) is open still
  if (kept.open) toggle(true);

  chat.onLine((n) => {
    if (n) {
      const text = noticeText(s, n);
      // Another person's undo request: asked in the talk, opened (its question and answers in sight
      // there), not also in a banner the panel would cover.
      if (asksMe(s, n)) {
        toggle(true);
        panel.querySelector('[data-part="undo-ask"]')?.scrollIntoView({ block: 'nearest' });
      } else
        scene.hud
          .notice(
            text,
            n.code === 'undoAsked' || n.code === 'botTookSeat' || n.code === 'left' ? 'reason' : 'info',
            5000,
          )
          // about the people, not the table: a move made at once (the bot now playing) does not clear it
          .classList.add('lasting');
    }
    if (!panel.hidden) return;
    kept.unread++;
    showUnread();
  });
  showUnread();
  // Someone who came by an invite to a full or running room watches: the table says so.
  if (s.seat === null && !s.over) scene.hud.notice(t('online.watchingTable'), 'info', 6000);

  // The countdown of the turn timer (the server decides; this only shows its deadline).
  const tick = () => {
    const at = s.turnEndsAt;
    clock.hidden = at === null || s.over;
    if (at === null) return;
    const left = Math.max(0, Math.ceil((at - Date.now()) / 1000));
    const mine = s.seat !== null && s.activeSeats().includes(s.seat);
    const who = mine
      ? t('online.you')
      : s
          .activeSeats()
          .map((seat) => seatName(s, seat, ''))
          .join(', ');
    // whose turn gives way on a narrow screen (online.css); the time left never does
    clock.replaceChildren(h('span', {}, who), ` · ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`);
    clock.classList.toggle('low', left <= 10);
  };
  const timer = setInterval(tick, 250);

  // The end: the record to download, and the game kept in the library.
  let ended = false;
  const atEnd = () => {
    tick();
    if (!s.over || ended) return;
    ended = true;
    place();
    void s
      .requestRecord()
      .then((r) => saveEntry(entryOf(r, s.result(), 'played')))
      .catch(() => undefined); // the download button still asks again
  };
  // The end sheet (the game's own) gets the record's download in a row of its own over its ways on
  // (three buttons in one row were squeezed to three lines each on a phone), and its Play again
  // opens a new room: this room is over, and a game against bots here would leave the people.
  const onSheet = new MutationObserver(() => {
    const sheet = scene.app.dialogs.querySelector('[data-modal="game-over"]');
    const actions = sheet?.querySelector('.form-actions');
    if (!sheet || !actions || sheet.querySelector('[data-action="download"]')) return;
    actions.before(h('div.form-actions', {}, recordButton(s, t('online.download'), { className: 'quiet' })));
    const again = actions.querySelector<HTMLButtonElement>('[data-action="play-again"]');
    if (again) again.replaceWith(newRoomButton(scene, sheet, s.lobby.game));
  });
  onSheet.observe(scene.app.dialogs, { childList: true, subtree: true });
  // A bot came to play for someone away, or they came back: the plaques, heads and tabs say so
  // (seat-names.ts seatTag), drawn again once the animations under way are done.
  const standIns = () => s.lobby.seats.map((x) => (x.standIn ? 1 : 0)).join('');
  let shownStandIns = standIns();
  const onLobby = () => {
    tick();
    if (standIns() === shownStandIns) return;
    shownStandIns = standIns();
    scene.q.push('seat names', () => scene.redraw());
  };
  const onConnection = (up: boolean) => {
    lost.hidden = up;
  };
  const offs = [
    s.on('step', atEnd),
    s.on('reset', atEnd),
    s.on('lobby', onLobby),
    s.on('connection', onConnection),
    () => onSheet.disconnect(),
    () => lost.remove(),
  ];
  atEnd();

  const detach = () => {
    clearInterval(timer);
    for (const off of offs) off();
    chat.onLine(() => {}); // the talk goes on (its lines kept) for the table laid out next
    offOutside();
    root.remove();
  };
  scene.own(detach);
  return detach;
}
