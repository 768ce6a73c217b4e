/**
 * Table talk for a room: the log (chat lines and the room's notices), a text field (200 characters,
 * put on the page as text only), the one-click phrases, and the Allow/Refuse answer when another
 * person asks to take a move back. One box per room (`talkOf`): the waiting room's talk goes on in
 * the table's dock, so its lines stay and an undo is asked once.
 */
import { LIMITS, type NoticeMsg, phrasesFor } from '../../../server/protocol';
import { t } from '../../i18n';
import type { RemoteSession } from '../../session/remote';
import { defaultSeatName } from '../../table/seat-names';
import { h } from '../dom';

export interface ChatBox {
  el: HTMLElement;
  /** Called with each new line (the dock counts unread ones). */
  onLine(f: (notice: NoticeMsg | null) => void): void;
  /** Scrolls the log to its newest line (a log moved to a table laid out anew starts at its top). */
  toEnd(): void;
  dispose(): void;
}

/** A seat's name as the room knows it, else as the table calls it ("Player n", a bot's name), or "a spectator". */
export function seatName(s: RemoteSession, seat: number | null, name: string): string {
  if (seat === null) return name || t('online.watcher');
  const info = s.lobby.seats[seat];
  return name || info?.name || defaultSeatName(info?.kind === 'bot' ? 'bot' : 'human', seat);
}

/**
 * What a room's notice says to this reader: an undo request reads to its asker as their own, naming
 * whom it waits for ("You asked to take back your move — waiting for Bob.").
 */
export function noticeText(s: RemoteSession, n: NoticeMsg): string {
  if (n.code === 'undoAsked' && s.seat !== null && n.seat === s.seat) {
    const asked = s.lobby.seats.flatMap((x, i) =>
      i !== s.seat && x.kind === 'human' && x.taken && !x.standIn ? [seatName(s, i, '')] : [],
    );
    return t('online.undoAskedYou', { names: asked.join(', ') });
  }
  return t(`online.notices.${n.code}`, { name: seatName(s, n.seat, n.name) });
}

/** True when `n` asks this reader to answer an undo request (Allow / Refuse). */
export const asksMe = (s: RemoteSession, n: NoticeMsg): boolean =>
  n.code === 'undoAsked' && n.seat !== s.seat && s.seat !== null;

function chatBox(s: RemoteSession): ChatBox {
  const log = h('ol.online-chat', { 'aria-live': 'polite', dataset: { part: 'chat' } });
  let listener: (n: NoticeMsg | null) => void = () => {};
  const line = (who: string, text: string, cls = '') => {
    log.append(h('li', { class: cls }, who ? h('b', {}, `${who}: `) : '', text)); // text nodes only
    while (log.children.length > 100) log.firstElementChild?.remove();
    log.scrollTop = log.scrollHeight;
  };
  const input = h('input', {
    type: 'text',
    maxlength: String(LIMITS.chatChars),
    'aria-label': t('online.say'),
    placeholder: t('online.say'),
    dataset: { field: 'chat' },
  });
  const say = () => {
    const text = input.value.trim().slice(0, LIMITS.chatChars);
    if (!text) return;
    s.chat(text);
    input.value = '';
  };
  input.addEventListener('keydown', (e) => {
    e.stopPropagation(); // the table's keys (U, Esc…) are not typed into the chat
    if (e.key === 'Enter') say();
  });
  const phrases = h(
    'div.row.phrases',
    {},
    ...phrasesFor(s.module.id).map((p) =>
      h('button.gilt.quiet.small', { onclick: () => s.phrase(p), dataset: { phrase: p } }, t(`online.phrases.${p}`)),
    ),
  );
  // Another person's undo request: the question and its answers at the top of the talk, above the
  // log (never scrolled out of sight on a short screen), until answered, decided or overtaken by a move.
  let ask: HTMLElement | null = null;
  let askTimer: ReturnType<typeof setTimeout> | undefined;
  const closeAsk = () => {
    clearTimeout(askTimer);
    ask?.remove();
    ask = null;
  };
  const offs = [
    s.on('chat', (m) => {
      line(seatName(s, m.seat, m.name), m.phrase ? t(`online.phrases.${m.phrase}`) : (m.text ?? ''));
      listener(null);
    }),
    s.on('notice', (n) => {
      line('', noticeText(s, n), 'notice');
      if (n.code === 'undoRefused' || n.code === 'undoExpired' || n.code === 'undone') closeAsk();
      if (asksMe(s, n)) {
        closeAsk();
        const answer = (yes: boolean) => () => {
          s.answerUndo(yes);
          closeAsk();
        };
        ask = h(
          'div.online-ask',
          { role: 'group', 'aria-label': noticeText(s, n), dataset: { part: 'undo-ask' } },
          h('p', {}, noticeText(s, n)),
          h(
            'div.row',
            {},
            h('button.gilt.small', { onclick: answer(true), dataset: { action: 'undo-allow' } }, t('online.undoYes')),
            h('button.gilt.small', { onclick: answer(false), dataset: { action: 'undo-refuse' } }, t('online.undoNo')),
          ),
        );
        el.prepend(ask);
        if (n.ms) askTimer = setTimeout(closeAsk, n.ms);
      }
      listener(n);
    }),
    // any move taken or taken back ends the request (the server no longer takes an answer to it)
    s.on('step', closeAsk),
    s.on('reset', closeAsk),
  ];
  const el: HTMLElement = h(
    'div.chat-box',
    {},
    log,
    h(
      'div.row',
      {},
      input,
      h('button.gilt.small', { onclick: say, dataset: { action: 'chat-send' } }, t('online.send')),
    ),
    phrases,
  );
  return {
    el,
    onLine(f) {
      listener = f;
    },
    toEnd() {
      log.scrollTop = log.scrollHeight;
    },
    dispose() {
      closeAsk();
      for (const off of offs) off();
    },
  };
}

/** A room's talk, how many of its lines are unread (counted by the table's dock), and whether the dock shows it. */
export interface Talk {
  chat: ChatBox;
  unread: number;
  /** The table's talk panel is open: it stays open when the table is laid out again (a turn, a keyboard). */
  open: boolean;
}
const talks = new WeakMap<RemoteSession, Talk>();

/** The one talk of `s`: made at the waiting room, kept by the table and by a table laid out again. */
export function talkOf(s: RemoteSession): Talk {
  const kept = talks.get(s);
  if (kept) return kept;
  const talk = { chat: chatBox(s), unread: 0, open: false };
  s.on('closed', () => talk.chat.dispose());
  talks.set(s, talk);
  return talk;
}
