/**
 * The GameModule contract every game exports, and the registry the app, the CLI and the tests
 * read. A move is an XState event; `legalMoves` is the single source of truth for what may
 * happen; every visible change is also emitted (XState `emit`) for scenes and sounds.
 *
 * Machines are driven with XState's pure `transition()` (see `engine.ts`), so they use only
 * built-in actions (`assign`, `emit`, `raise`, `enqueueActions`): no side effects, no timers,
 * no invoked actors. An accepted event always yields a new snapshot; a rejected one yields the
 * very same snapshot object.
 *
 * Events are strict: each event type has a zod schema (`eventSchemas`, see `events.ts`), checked
 * before any guard; a refused event is `Illegal{code:'malformed', params:{path}}`, and an
 * exception inside the rules is `Illegal{code:'internal'}` with the snapshot unchanged.
 *
 * One rule for `legalMoves`: it lists every legal event **in canonical form**. Two events are the
 * same move when they leave the same game (the same context); then they are spellings of one
 * event, the game's `canonical` maps any accepted spelling to the one `legalMoves` lists, and the
 * engine records that form (`Stepped.event`: what the session appends, so records replay the
 * canonical events). Events that leave different games are different moves and are all listed:
 * For Northwood!'s card orders (the pile's order decides what a later ability takes from its
 * top) are listed in every permutation, with the ascending order spelled by omitting `order`.
 * Cloud Marches' paths are spellings of one MOVE when they end on the same cell with the same mood
 * tokens taken and a length the game does not keep (machines/clouds/moves.ts). So `check` accepts
 * an event exactly when its canonical form is in `legalMoves`. The conformance suite
 * (tests/unit/core/conformance.test.ts) holds every registered game to it.
 */
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { EventSchemas, Illegal } from './events';
import type { Flow } from './flow';

/** Defined with the event checks; named here too, where every game module's contract is. */
export type { Illegal };

/** Every game the house knows about, registered or not (the title screen shows one tile each). */
export const GAME_IDS = ['northwood', 'temperaments', 'clouds'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** A seat is an index 0..N−1; `spectator` sees only public information. */
export type Seat = number;
export type Viewer = Seat | 'spectator';

/** What the machine is created from: the record's seed, seat count and game options. */
export interface GameInput<Opts = unknown> {
  seed: string;
  seats: number;
  options: Opts;
}

export interface GameResult {
  over: boolean;
  winners: Seat[]; // empty while running; several on a shared win or draw
  scores: number[]; // one per seat
  draw?: boolean;
  reason?: string; // how it ended, e.g. 'allCards', 'conceded', 'roundLimit'
}

export interface BotOptions {
  seed: string; // the bot's own stream; never the game's RNG
  level?: string;
  budgetMs?: number; // wall-clock budget for search bots (the app)
  iterations?: number; // fixed budget for search bots (tests, sim: reproducible)
  draftNoise?: number; // Cloud Marches: spread over the bots' draft scores (1000: every pick at random)
}

export interface Bot<Snap, Ev> {
  readonly name: string;
  /** A legal event for `seat` now. May look only at what `view(snapshot, seat)` shows. */
  choose(snapshot: Snap, seat: Seat): Ev;
}
export type BotFactory<Snap, Ev> = (opts: BotOptions) => Bot<Snap, Ev>;

/**
 * What a tutorial step waits for:
 * - `'next'`: a reading step; the learner presses Next.
 * - `{ ui, target }`: a table gesture that is not a move (open a card, tap a location); the scene
 *   reports it to the overlay. Headless replays skip it.
 * - `{ event }`: one move. The headless test sends `event`; the overlay accepts the learner's event
 *   when it deep-equals `event`, or when `accepts` says yes (e.g. "choose any fief").
 */
export type TutorialExpect<Snap, Ev> =
  | 'next'
  | { ui: string; target: string }
  | { event: Ev; accepts?: (event: Ev, snapshot: Snap) => boolean };

export interface TutorialStep<Snap, Ev> {
  id: string;
  text: string; // i18n key of the step's text
  highlight?: string[]; // table object ids the overlay rings (names the game's scene understands)
  /** Events of other seats (the scripted bot) sent, in order, when the step begins. */
  before?: Ev[];
  expect: TutorialExpect<Snap, Ev>;
  hint?: string; // i18n key shown when the learner does something else
}

export interface TutorialScript<Opts, Snap, Ev> {
  seed: string;
  seats: number;
  options: Opts; // a fixed setup
  learnerSeat: Seat;
  steps: TutorialStep<Snap, Ev>[];
}

export interface GameModule<M extends AnyStateMachine = AnyStateMachine, Opts = unknown, View = unknown> {
  id: string; // a GameId for the app's games; test fixtures use their own

  rulesVersion: number;
  seats: { min: number; max: number };
  machine: M;
  /** The player event types (what a record may contain). */
  eventTypes: readonly string[];
  /** One strict zod schema per event type (`events.ts`): checked before `check` and every guard. */
  eventSchemas: EventSchemas;
  /**
   * The canonical form of an accepted event (see the header); absent when every event has one
   * spelling. Pure, and called only on events `check` accepted.
   */
  canonical?(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): EventFromLogic<M>;
  /**
   * The same for a seat without the snapshot (online): the listed move among `legal` (this seat's
   * legal moves) that `event` spells, judged from the seat's view; null when none. Pure; it may
   * accept a spelling the rules refuse (the server has the last word), never one of another move.
   */
  canonicalFromView?(view: View, legal: EventFromLogic<M>[], event: EventFromLogic<M>): EventFromLogic<M> | null;
  /** Every `Illegal.code` this game can return (the i18n test checks each is translated). */
  reasonCodes: readonly string[];
  /** Options for a new game with `seats` seats when the player chose nothing. */
  defaultOptions(seats: number): Opts;
  /** Validates options read from a save; throws an Error naming the problem. */
  parseOptions(raw: unknown, seats: number): Opts;
  legalMoves(snapshot: SnapshotFrom<M>, seat: Seat): EventFromLogic<M>[];
  /** Null when `event` is legal now, else why not. Must agree with the machine's guards. */
  check(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): Illegal | null;
  view(snapshot: SnapshotFrom<M>, viewer: Viewer): View;
  /**
   * Everything at once, every seat's hidden pieces face up (a finished game watched back, never a
   * running one). Absent when nothing is hidden from the seats together: the spectator's view is it.
   */
  revealed?(snapshot: SnapshotFrom<M>): View;
  /**
   * An emitted event as `viewer` may see it (hidden humours nulled…), or null to hide it
   * entirely. Absent: emitted events are public.
   */
  redact?(
    event: { type: string; [key: string]: unknown },
    viewer: Viewer,
  ): { type: string; [key: string]: unknown } | null;
  result(snapshot: SnapshotFrom<M>): GameResult;
  /** Who must act now (empty when the game is over). */
  activeSeats(snapshot: SnapshotFrom<M>): Seat[];
  /** Whether an accepted event may later be taken back (never across a reveal, a draw or a shuffle). */
  undoable(before: SnapshotFrom<M>, event: EventFromLogic<M>, after: SnapshotFrom<M>): boolean;
  bots: Record<string, BotFactory<SnapshotFrom<M>, EventFromLogic<M>>>;
  tutorial: TutorialScript<Opts, SnapshotFrom<M>, EventFromLogic<M>>;
  /** What the app's difficulty levels mean: which bot, with which budget (the app adds `budgetMs`). */
  botLevels?: Partial<Record<'easy' | 'normal' | 'hard', { bot: string; options?: Partial<BotOptions> }>>;
  /**
   * Extra pure computations the app runs off the main thread (in the bot worker), e.g. an advisor:
   * `tools.advise(snapshot, args)`. Results must be plain JSON.
   */
  tools?: Record<string, (snapshot: SnapshotFrom<M>, args: unknown) => unknown>;
  /** What the conformance suite (tests/unit/core/conformance.ts) needs to know of this game. */
  conformance?: Conformance<SnapshotFrom<M>, EventFromLogic<M>>;
  /** Optional balance report over finished games (`npm run sim -- --report`). */
  report?(games: { snapshot: SnapshotFrom<M>; result: GameResult; bots: string[] }[]): Record<string, unknown>;
}

export interface Conformance<Snap extends { context: unknown }, Ev extends { type: string }> {
  /**
   * The game's flow (`core/flow.ts`), when the machine was made from one: the suite steps it beside
   * the machine over whole games (same contexts, same emitted events) and checks that the leaf it
   * rests in (`spec.rest`) is the chart's. Held equal so, it also reads whole records in place of
   * the machine (`FlowRunner` in engine.ts: a replay's timeline).
   */
  flow?: Flow<Snap['context'], Ev, { type: string }>;
  /**
   * The same game with hidden pieces shuffled among themselves (the unknown deck order, a bag):
   * `owner` is the only viewer who may see them (null: nobody). Every other viewer's view must be
   * byte-identical, and, when there is an owner, the redacted events of the next move too. Null
   * when nothing is hidden now.
   */
  twin?(snapshot: Snap, seed: number): { snapshot: Snap; owner: Seat | null } | null;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of every game's types
export type AnyGameModule = GameModule<any, any, any>;

/** The seat an event belongs to: multi-seat games carry `seat`; solo games are seat 0. */
export function seatOf(event: { type: string; seat?: unknown }): Seat {
  return typeof event.seat === 'number' ? event.seat : 0;
}

// ---- registry -------------------------------------------------------------------------------

/** A registered game: its id and seat range at hand, its module loaded on demand. */
export interface GameEntry {
  id: string;
  seats: { min: number; max: number };
  load(): Promise<AnyGameModule>;
}

const entries = new Map<string, GameEntry>();
const loaded = new Map<string, AnyGameModule>();

export function registerGame(entry: GameEntry): void {
  entries.set(entry.id, entry);
}

/** Registers an already-loaded module (tests, Node tools). */
export function registerModule(module: AnyGameModule): void {
  loaded.set(module.id, module);
  entries.set(module.id, { id: module.id, seats: module.seats, load: async () => module });
}

export function isRegistered(id: string): boolean {
  return entries.has(id);
}

/** Registered games, the app's own in house order first. */
export function registeredGames(): GameEntry[] {
  const order = (id: string) => {
    const i = (GAME_IDS as readonly string[]).indexOf(id);
    return i < 0 ? GAME_IDS.length : i;
  };
  return [...entries.values()].sort((a, b) => order(a.id) - order(b.id));
}

export async function loadGame(id: string): Promise<AnyGameModule> {
  const entry = entries.get(id);
  if (!entry) {
    const known = registeredGames().map((e) => e.id);
    throw new Error(`Unknown game "${id}". Known games: ${known.length ? known.join(', ') : '(none yet)'}`);
  }
  const cached = loaded.get(entry.id);
  if (cached) return cached;
  const module = await entry.load();
  loaded.set(entry.id, module);
  return module;
}

/** The module if it has been loaded already (sync lookups for replays of known games). */
export function loadedGame(id: string): AnyGameModule | undefined {
  return loaded.get(id);
}
