/**
 * What the game server and the app say to each other over a room (plain messages, one per seat:
 * every view is already the seat's own, so no shared schema state). Types only, so the app and the
 * server import the same words.
 */
import type { GameResult, Illegal, Seat, Viewer } from '../machines/core/game';
import type { GameRecord } from '../machines/core/record';

/** The room type clients create and join. */
export const ROOM_NAME = 'game';
/** Where the server listens on the app's own origin: HTTP matchmaking and WebSockets both. */
export const ONLINE_PATH = '/online';

export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export interface SeatPlan {
  kind: 'human' | 'bot';
  level?: Level;
}

/** `client.create(ROOM_NAME, …)`. */
export interface CreateOptions extends JoinOptions {
  game: string;
  seats: SeatPlan[];
  options?: unknown;
  /** Seconds a person has for a move before a bot plays it; 0 or absent: no timer. */
  turnSeconds?: number;
}

/** `client.joinById(code, …)`. */
export interface JoinOptions {
  /**
   * Steps carry `viewDiff` (the changes against the last view this client was sent) instead of the
   * whole `view`; read them with `stepView`. A game's log makes a whole view tens of KB by the end.
   */
  diffs?: boolean;
  name?: string;
  /** A secret the browser keeps: the same identity reclaims the same seat. */
  identity?: string;
  spectate?: boolean;
}

export type Phase = 'lobby' | 'playing' | 'over';

/**
 * Where the game's chart is (not hidden: the state names are the rules' phases). `value` is the
 * machine's state value as XState gives it (`{ round: 'placement' }`); `paths` its active leaves
 * written with dots (`['round.placement']`), for the inspector.
 */
export interface ChartState {
  value: unknown;
  paths: string[];
}

/**
 * The turn timer's present, in every sync and step (null: no timer running). The server always sends
 * all three; `turnMs` and `turnSeat` are optional only so older readers still compile.
 */
export interface TurnClock {
  /** Server clock (ms since 1970) when a bot will play the move; clocks differ, prefer `turnMs`. */
  turnEndsAt: number | null;
  /** Milliseconds left when the server sent this message: count down from the moment it arrives. */
  turnMs?: number | null;
  /** The seat the timer runs for. */
  turnSeat?: Seat | null;
}

export interface SeatInfo {
  name: string;
  kind: 'human' | 'bot';
  level?: Level;
  /** A person sits here (taken in the lobby, or has played). */
  taken: boolean;
  connected: boolean;
  /** A bot plays for a person who left (they may come back and reclaim it). */
  standIn: boolean;
}

export interface LobbyInfo {
  code: string;
  game: string;
  phase: Phase;
  seats: SeatInfo[];
  host: Seat | null;
  spectators: number;
  turnSeconds: number;
}

export interface Welcome {
  code: string;
  game: string;
  you: { seat: Seat | null; host: boolean };
  lobby: LobbyInfo;
}

/** The whole present for one viewer: on start, on (re)join, after an undo. */
export interface SyncMsg extends TurnClock {
  viewer: Viewer;
  why: 'start' | 'join' | 'undo';
  view: unknown;
  /** Setup's emitted events as this viewer may see them (on start only). */
  emitted: { type: string; [key: string]: unknown }[];
  eventCount: number;
  active: Seat[];
  result: GameResult;
  /** The viewer's legal moves now (empty for spectators and idle seats). */
  legal: { type: string; [key: string]: unknown }[];
  canUndo: boolean;
  /** Always sent by the server (optional for older readers). */
  chart?: ChartState;
}

/** One accepted event as one viewer may see it. */
export interface StepMsg extends TurnClock {
  index: number;
  seat: Seat;
  by: 'human' | 'bot' | 'timer';
  /** The whole event for its own seat; others see only its type and seat (a placed token's id is hidden). */
  event: { type: string; [key: string]: unknown };
  emitted: { type: string; [key: string]: unknown }[];
  /** The whole new view; absent when the client asked for `diffs` (then `viewDiff`): use `stepView`. */
  view?: unknown;
  viewDiff?: ViewDiff;
  active: Seat[];
  result: GameResult;
  legal: { type: string; [key: string]: unknown }[];
  canUndo: boolean;
  /** Always sent by the server (optional for older readers). */
  chart?: ChartState;
}

/**
 * A view's change since the last one sent to this client (a sync's or a step's): `set` replaces
 * fields, `in` changes fields inside an object or an array field (by index), each by its own diff,
 * `append` adds elements at the end of array fields (after `in`), `drop` removes fields.
 */
export interface ViewDiff {
  set?: Record<string, unknown>;
  in?: Record<string, ViewDiff>;
  append?: Record<string, unknown[]>;
  drop?: string[];
}

/** The view after a step, given the view before it (the last sync's or step's); what did not change is shared. */
export function stepView(prev: unknown, msg: Pick<StepMsg, 'view' | 'viewDiff'>): unknown {
  return msg.viewDiff ? patched(prev, msg.viewDiff) : msg.view;
}

function patched(prev: unknown, d: ViewDiff): unknown {
  // An array's elements are set by their index as text ("2"), as JSON gave them.
  const next = (Array.isArray(prev) ? prev.slice() : { ...(prev as object) }) as Record<string, unknown>;
  for (const k of d.drop ?? []) delete next[k];
  if (d.set) for (const [k, v] of Object.entries(d.set)) next[k] = v;
  if (d.in) for (const [k, sub] of Object.entries(d.in)) next[k] = patched(next[k], sub);
  if (d.append) for (const [k, v] of Object.entries(d.append)) next[k] = [...((next[k] as unknown[]) ?? []), ...v];
  return next;
}

export interface RefusedMsg {
  /** What the client sent, when it was an event (echoed so it can match its request). */
  event?: unknown;
  reason: Illegal;
}

export interface ChatMsg {
  seat: Seat | null;
  name: string;
  /** Typed text (shown as text, never as HTML) or the id of a one-click phrase. */
  text?: string;
  phrase?: string;
  at: number;
}

export const PHRASES = ['hello', 'goodMove', 'bluff', 'niceCapture', 'thinking', 'thanks', 'goodGame'] as const;
export type Phrase = (typeof PHRASES)[number];

/** Phrases that suit one game only: a bluff is called in Four Temperaments, a capture praised in Cloud Marches. */
const GAME_PHRASES: Partial<Record<Phrase, string>> = { bluff: 'temperaments', niceCapture: 'clouds' };

/** The one-click phrases of a room playing `game`, in the order the talk offers them (the server takes no other). */
export function phrasesFor(game: string): Phrase[] {
  return PHRASES.filter((p) => (GAME_PHRASES[p] ?? game) === game);
}

export type NoticeCode =
  | 'disconnected'
  | 'left'
  | 'reconnected'
  | 'botTookSeat'
  | 'reclaimed'
  | 'timerMove'
  | 'undoAsked'
  | 'undoRefused'
  | 'undoExpired'
  | 'undone';

/**
 * Something every client may show. `seat`/`name`: whom it is about —
 * `disconnected`: the connection dropped (the seat waits; `botTookSeat` follows if they do not return);
 * `left`: the person left on purpose (a bot plays the seat at once, until they return; no other notice);
 * `timerMove`: the seat whose time ran out (a bot played that one move for it);
 * `undoAsked`: the seat asking to take its last move back (`ms`: how long the others have to answer
 * with `undoAnswer`; bots agree by themselves); `undoRefused`: the person who said no;
 * `undoExpired`: the asking seat (someone did not answer in time: declined); `undone`: the seat whose move
 * was taken back (a `sync` with `why: 'undo'` follows).
 */
export interface NoticeMsg {
  code: NoticeCode;
  seat: Seat;
  name: string;
  ms?: number;
}

export interface RecordMsg {
  record: GameRecord;
}

/**
 * Server → client message types. `sync` and `step` carry their message as JSON text (a view is a
 * few KB of nested objects: JSON is half the server's cost of MessagePack for it); `readMsg` reads either.
 */
export const S = {
  welcome: 'welcome',
  lobby: 'lobby',
  sync: 'sync',
  step: 'step',
  refused: 'refused',
  chat: 'chat',
  notice: 'notice',
  record: 'record',
  /** The answer to `C.ping` (empty). */
  pong: 'pong',
} as const;

/**
 * WebSocket close code the server sends a tab whose seat another tab (or device) of the same person
 * took: that tab must not come back on its own, or the two would take the seat from each other forever.
 */
export const CLOSE_SEAT_TAKEN = 4001;

/**
 * WebSocket's "Service Restart": the server process is stopping (a deploy, SIGTERM). Unlike Colyseus'
 * own 4000 (a person who left), clients come back: through another process, which restores the room
 * from its record (a cluster), or to hear that the room is gone.
 */
export const CLOSE_SERVER_RESTART = 1012;

/** Client → server message types. */
export const C = {
  move: 'move',
  start: 'start',
  chat: 'chat',
  undo: 'undo',
  undoAnswer: 'undoAnswer',
  record: 'record',
  /**
   * "Still there?" (any payload, ignored): the server answers `pong`. A connection can stall without
   * closing (a phone out of reach): a client that hears nothing for a few seconds says so, and
   * refuses moves rather than queue them on a dead socket. Rate-limited like every message.
   */
  ping: 'ping',
} as const;

/** Limits every client message meets (the server refuses the rest). */
export const LIMITS = {
  /** Bytes of one message once encoded; the WebSocket closes on larger frames. */
  maxPayload: 8 * 1024,
  /** Bytes of one event as JSON. */
  maxEventBytes: 2048,
  chatChars: 200,
  nameChars: 24,
  /** Messages per second a client may send, and the burst it may save up. */
  rate: { perSecond: 20, burst: 40 },
  chatRate: { perSecond: 0.5, burst: 4 },
  /** Seconds a dropped person keeps their seat before a bot plays it. */
  reconnectSeconds: 120,
  /** Seconds the others have to answer an undo request (no answer: declined). */
  undoAnswerSeconds: 30,
  spectators: 16,
} as const;

/** A `sync` or `step` payload as sent (JSON text), or already an object. */
export function readMsg<T>(payload: unknown): T {
  return (typeof payload === 'string' ? JSON.parse(payload) : payload) as T;
}
