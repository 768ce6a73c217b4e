/**
 * The one room every game is played in, over the GameModule contract alone (no game's name appears
 * here). The server holds the whole game (`Match`); each client is sent only its seat's view, its
 * seat's redacted emitted events and its own moves (spectators: the spectator view). Seats are
 * people or bots; a person who drops keeps the seat for a while, then a bot plays it until they
 * come back with the same identity. Every handler is wrapped: a hostile message gets a refusal,
 * never an exception.
 */
import { type Client, type Deferred, ErrorCode, matchMaker, Room, ServerError } from '@colyseus/core';
import '../machines/registry';
import { randomBytes } from 'node:crypto';
import { type AnyGameModule, type Illegal, loadGame, type Seat, type Viewer } from '../machines/core/game';
import type { PlayerMeta } from '../machines/core/record';
import type { BotPool } from './bots';
import { Bucket, cleanChat, cleanName, illegal, type Plain, plainEvent } from './guard';
import { type Accepted, type Author, Match } from './match';
import { type RoomStore, replayMatch, type SavedRoom } from './persist';
import {
  C,
  type ChatMsg,
  CLOSE_SEAT_TAKEN,
  CLOSE_SERVER_RESTART,
  type CreateOptions,
  type JoinOptions,
  LEVELS,
  type Level,
  LIMITS,
  type LobbyInfo,
  type NoticeCode,
  type NoticeMsg,
  type Phase,
  phrasesFor,
  S,
  type SeatPlan,
  type SyncMsg,
  type TurnClock,
  type Welcome,
} from './protocol';
import { StepMessages } from './step';

export interface RoomSettings {
  bots: BotPool;
  /** Seconds a dropped person keeps the seat (tests shorten it). */
  reconnectSeconds: number;
  /** Seconds the others have to answer an undo request (tests shorten it). */
  undoAnswerSeconds: number;
  /** Several processes on Redis (cluster.ts): every change is saved, and a crashed process's rooms restored. */
  store?: RoomStore;
}

interface SeatState {
  kind: 'human' | 'bot';
  level: Level;
  name: string;
  identity: string | null;
  member: Member | null;
  standIn: boolean;
  reconnect: Deferred<Client> | null;
}

interface Member {
  client: Client;
  identity: string;
  name: string;
  seat: Seat | null;
  rate: Bucket;
  chat: Bucket;
  strikes: number;
  /** Another connection with the same identity took the seat over. */
  replaced: boolean;
  /** Steps as view diffs (`JoinOptions.diffs`) against `sent`, the last view this client was sent. */
  diffs: boolean;
  sent: unknown;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const IDENTITY = /^[A-Za-z0-9_-]{8,64}$/;

/** A request the room refuses: the client is told why; the server has nothing to log. */
const refusal = (message: string) => new ServerError(ErrorCode.MATCHMAKE_INVALID_CRITERIA, message);

function newCode(): string {
  for (;;) {
    const bytes = randomBytes(5);
    const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    if (!matchMaker.getLocalRoomById(code)) return code;
  }
}

export class GameRoom extends Room {
  /** Set by `attachGameServer` on a subclass. */
  settings!: RoomSettings;
  private module!: AnyGameModule;
  private seats: SeatState[] = [];
  private members = new Map<string, Member>();
  private hostIdentity: string | null = null;
  private phase: Phase = 'lobby';
  private options: unknown;
  private turnSeconds = 0;
  private match: Match | null = null;
  private thinking = new Set<Seat>();
  private timer: { seat: Seat; count: number; endsAt: number; stop(): void } | null = null;
  private undoAsk: { seat: Seat; count: number; yes: Set<Seat>; stop(): void } | null = null;
  private disposed = false;
  private stopping = false; // the process is shutting down (onBeforeShutdown)

  override async onCreate(raw: CreateOptions): Promise<void> {
    const restore = (raw as { restore?: unknown } | null)?.restore;
    if (this.settings.store && typeof restore === 'string')
      return this.restore(await this.settings.store.claim(restore));
    const o = (raw && typeof raw === 'object' ? raw : {}) as Partial<CreateOptions>;
    if (typeof o.game !== 'string') throw refusal('No game named.');
    const module = await loadGame(o.game).catch((e: Error) => {
      throw refusal(e.message);
    });
    const plan = Array.isArray(o.seats) ? (o.seats as unknown[]) : [];
    if (plan.length < module.seats.min || plan.length > module.seats.max)
      throw refusal(`${module.id} is for ${module.seats.min}–${module.seats.max} seats.`);
    this.seats = plan.map((p) => {
      const s = (p && typeof p === 'object' ? p : {}) as Partial<SeatPlan>;
      const level: Level = LEVELS.find((l) => l === s.level) ?? 'normal';
      return {
        kind: s.kind === 'bot' ? 'bot' : 'human',
        level,
        name: '',
        identity: null,
        member: null,
        standIn: false,
        reconnect: null,
      };
    });
    // Plain settings only: a structured option (a fixed deal, a chosen setup) would let the host
    // know what the others cannot see.
    const given = o.options ?? module.defaultOptions(plan.length);
    if (
      given !== null &&
      typeof given === 'object' &&
      Object.values(given).some((v) => v !== null && typeof v === 'object')
    )
      throw refusal('Fixed setups cannot be played online.');
    try {
      this.options = module.parseOptions(given, plan.length);
    } catch (e) {
      throw refusal((e as Error).message);
    }
    const turn = Number(o.turnSeconds ?? 0);
    this.turnSeconds = Number.isFinite(turn) ? Math.max(0, Math.min(600, Math.round(turn))) : 0;
    this.module = module;
    this.roomId = newCode();
    this.maxClients = this.seats.length + LIMITS.spectators;
    this.setPatchRate(null);
    this.onMessage('*', (client, type, message) =>
      this.guarded(client, () => this.receive(client, String(type), message)),
    );
  }

  override onJoin(client: Client, raw?: JoinOptions): void {
    const o = (raw && typeof raw === 'object' ? raw : {}) as JoinOptions;
    const identity =
      typeof o.identity === 'string' && IDENTITY.test(o.identity) ? o.identity : randomBytes(12).toString('base64url');
    const member: Member = {
      client,
      identity,
      name: cleanName(o.name),
      seat: null,
      rate: new Bucket(LIMITS.rate.perSecond, LIMITS.rate.burst),
      chat: new Bucket(LIMITS.chatRate.perSecond, LIMITS.chatRate.burst),
      strikes: 0,
      replaced: false,
      diffs: o.diffs === true,
      sent: null,
    };
    this.hostIdentity ??= identity;
    const mine = this.seats.findIndex((s) => s.identity === identity);
    if (mine >= 0) this.takeBack(mine, member);
    else if (!o.spectate && this.phase === 'lobby') {
      const free = this.seats.findIndex((s) => s.kind === 'human' && s.identity === null);
      if (free >= 0) {
        const seat = this.seats[free] as SeatState;
        seat.identity = identity;
        seat.member = member;
        seat.name = member.name;
        member.seat = free;
      }
    }
    if (member.seat === null && [...this.members.values()].filter((m) => m.seat === null).length >= LIMITS.spectators)
      throw refusal('This room has no room for more spectators.');
    this.members.set(client.sessionId, member);
    this.welcome(member);
    this.broadcastLobby();
    if (this.match) this.sync(member, 'join');
  }

  private welcome(member: Member): void {
    const welcome: Welcome = {
      code: this.roomId,
      game: this.module.id,
      you: { seat: member.seat, host: member.identity === this.hostIdentity },
      lobby: this.lobby(),
    };
    member.client.send(S.welcome, welcome);
  }

  /** A person returns to their seat (a new tab, a reload, or after the bot took it). */
  private takeBack(index: Seat, member: Member): void {
    const seat = this.seats[index] as SeatState;
    const old = seat.member;
    if (old && old !== member) {
      old.replaced = true;
      old.seat = null;
      old.client.leave(CLOSE_SEAT_TAKEN);
    }
    seat.reconnect?.reject(new Error('reclaimed'));
    seat.reconnect = null;
    seat.member = member;
    member.seat = index;
    if (member.name) seat.name = member.name;
    if (seat.standIn) {
      seat.standIn = false;
      this.notice('reclaimed', index);
      if (!this.timer) this.armTimer();
    }
  }

  /** The process is stopping: everyone is sent away to come back; nobody left, so no bot takes a seat. */
  override onBeforeShutdown(): void {
    this.stopping = true;
    void this.disconnect(CLOSE_SERVER_RESTART);
  }

  override async onLeave(client: Client, consented: boolean) {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    if (this.stopping) return void this.members.delete(client.sessionId);
    if (member.replaced || member.seat === null) {
      this.members.delete(client.sessionId);
      this.broadcastLobby();
      return;
    }
    const index = member.seat;
    const seat = this.seats[index] as SeatState;
    seat.member = null;
    if (this.phase === 'lobby' && consented) return this.freeSeat(client, index);
    if (consented) {
      // Left on purpose (the app's Leave, the title): one notice, the bot at once; nobody waits.
      this.members.delete(client.sessionId);
      this.broadcastLobby();
      this.handToBot(index, 'left');
      return;
    }
    if (this.phase === 'playing') this.notice('disconnected', index);
    this.broadcastLobby();
    try {
      const wait = this.allowReconnection(client, this.settings.reconnectSeconds);
      seat.reconnect = wait;
      const back = await wait;
      if (seat.reconnect !== wait) return;
      seat.reconnect = null;
      member.client = back;
      seat.member = member;
      this.welcome(member);
      if (this.phase === 'playing') this.notice('reconnected', index);
      this.broadcastLobby();
      if (this.match) this.sync(member, 'join');
    } catch {
      this.members.delete(client.sessionId);
      if (seat.member) return; // reclaimed through a new connection
      seat.reconnect = null;
      if (this.phase === 'lobby') this.freeSeat(client, index);
      else this.handToBot(index);
    }
  }

  private freeSeat(client: Client, index: Seat): void {
    const seat = this.seats[index] as SeatState;
    const wasHost = seat.identity === this.hostIdentity;
    Object.assign(seat, { identity: null, member: null, name: '', reconnect: null });
    this.members.delete(client.sessionId);
    if (wasHost) this.hostIdentity = this.seats.find((s) => s.member)?.identity ?? null;
    this.broadcastLobby();
  }

  /** A bot plays the seat of a person who is gone: `left` on purpose, or did not come back in time. */
  private handToBot(index: Seat, why: 'left' | 'botTookSeat' = 'botTookSeat'): void {
    const seat = this.seats[index] as SeatState;
    if (this.phase !== 'playing' || seat.member) return;
    seat.standIn = true;
    this.notice(why, index);
    this.broadcastLobby();
    this.schedule();
  }

  override onDispose(): void {
    this.disposed = true;
    void this.settings.store?.release(this.roomId).catch(() => {});
    this.timer?.stop();
    this.undoAsk?.stop();
    this.match?.stop();
  }

  override onUncaughtException(error: Error): void {
    // A refusal answers the client (a bad request, a room that is still alive elsewhere): not a
    // fault. Colyseus hands it over wrapped (OnCreateException, …) with the refusal as its cause.
    if (error instanceof ServerError || error.cause instanceof ServerError) return;
    console.error(`room ${this.roomId}:`, error.message);
  }

  // ---- messages ---------------------------------------------------------------------------------

  private guarded(client: Client, f: () => void): void {
    try {
      f();
    } catch (e) {
      this.refuse(client, illegal('malformed', `The message could not be handled (${(e as Error).message}).`));
    }
  }

  private refuse(client: Client, reason: Illegal, event?: unknown): void {
    client.send(S.refused, event === undefined ? { reason } : { event, reason });
  }

  private receive(client: Client, type: string, message: unknown) {
    const member = this.members.get(client.sessionId);
    if (!member || member.replaced) return;
    if (!member.rate.take()) {
      if (++member.strikes > 100) client.leave(4002);
      else this.refuse(client, illegal('rateLimited', 'Too many messages; slow down.'));
      return;
    }
    switch (type) {
      case C.move:
        return this.move(member, message);
      case C.start:
        return this.start(member);
      case C.chat:
        return this.chat(member, message);
      case C.undo:
        return this.askUndo(member);
      case C.undoAnswer:
        return this.answerUndo(member, message);
      case C.ping:
        client.send(S.pong, {});
        return;
      case C.record:
        if (this.phase !== 'over' || !this.match)
          return this.refuse(client, illegal('notOver', 'The record is given once the game is over.'));
        client.send(S.record, { record: this.match.record });
        return;
      default:
        this.refuse(client, illegal('unknownMessage', 'Unknown message.'));
    }
  }

  private move(member: Member, raw: unknown) {
    const match = this.match;
    if (!match || this.phase !== 'playing')
      return this.refuse(member.client, illegal('notPlaying', 'The game is not running.'), raw);
    if (member.seat === null) return this.refuse(member.client, illegal('spectator', 'Spectators do not move.'), raw);
    const parsed = plainEvent(raw, this.module.eventTypes);
    if (!parsed.ok) return this.refuse(member.client, parsed.reason, raw);
    const res = match.apply(parsed.event, member.seat, 'human');
    if (!res.ok) return this.refuse(member.client, res.reason, parsed.event);
    this.accepted(res.step);
  }

  private start(member: Member) {
    if (member.identity !== this.hostIdentity)
      return this.refuse(member.client, illegal('notHost', 'Only the host starts.'));
    if (this.phase !== 'lobby') return this.refuse(member.client, illegal('started', 'The game has begun.'));
    // Bots fill the seats nobody took.
    for (const s of this.seats) if (s.kind === 'human' && s.identity === null) s.kind = 'bot';
    const players: PlayerMeta[] = this.seats.map((s, i) =>
      s.kind === 'bot'
        ? { name: `Bot ${i + 1}`, kind: 'bot', level: s.level }
        : { name: s.name || `Seat ${i + 1}`, kind: 'human' },
    );
    this.match = new Match(this.module, this.seats.length, this.options, players);
    this.phase = 'playing';
    this.armTimer(); // before the syncs, which carry its clock
    for (const m of this.members.values()) this.sync(m, 'start');
    this.broadcastLobby();
    this.schedule();
  }

  private chat(member: Member, raw: unknown) {
    if (!member.chat.take()) return this.refuse(member.client, illegal('rateLimited', 'Too many messages; slow down.'));
    const m = (raw && typeof raw === 'object' ? raw : {}) as { text?: unknown; phrase?: unknown };
    // The name as given ('' when none): each reader's client says "Seat n" in its own language.
    const msg: ChatMsg = { seat: member.seat, name: member.name, at: Date.now() };
    const phrase = phrasesFor(this.module.id).find((p) => p === m.phrase);
    if (phrase) msg.phrase = phrase;
    else {
      const text = cleanChat(m.text);
      if (text === null)
        return this.refuse(member.client, illegal('badChat', `Text only, at most ${LIMITS.chatChars} characters.`));
      msg.text = text;
    }
    this.broadcast(S.chat, msg);
  }

  // ---- the game ---------------------------------------------------------------------------------

  private viewerOf(member: Member): Viewer {
    return member.seat ?? 'spectator';
  }

  private legalFor(viewer: Viewer, active = this.match?.activeSeats() ?? []): Plain[] {
    if (viewer === 'spectator' || !active.includes(viewer)) return [];
    return this.match?.legalMoves(viewer) ?? [];
  }

  private sync(member: Member, why: SyncMsg['why']): void {
    const match = this.match;
    if (!match) return;
    const viewer = this.viewerOf(member);
    const view = match.view(viewer);
    member.sent = view;
    const msg: SyncMsg = {
      viewer,
      why,
      view,
      emitted: why === 'start' ? match.redact(match.setupEmitted, viewer) : [],
      eventCount: match.eventCount,
      active: match.activeSeats(),
      result: match.result(),
      legal: this.legalFor(viewer),
      canUndo: match.undoSeat() === viewer,
      chart: match.chart(),
      ...this.turnClock(),
    };
    member.client.send(S.sync, JSON.stringify(msg));
  }

  /**
   * One accepted event, to every client as its seat may see it (`StepMessages`: each viewer's
   * message made once, what the viewers share written once).
   */
  private accepted(step: Accepted): void {
    const match = this.match as Match;
    this.endUndoAsk('undoExpired');
    this.timer?.stop();
    this.timer = null;
    const result = match.result();
    if (result.over) this.phase = 'over';
    else this.armTimer();
    this.persist();
    const messages = new StepMessages(match, step, this.turnClock());
    for (const m of this.members.values()) {
      if (m.replaced) continue;
      const { text, view } = messages.message(this.viewerOf(m), m.diffs ? m.sent : null);
      m.sent = view;
      m.client.send(S.step, text);
    }
    if (result.over) this.broadcastLobby();
    this.schedule();
  }

  private turnClock(): TurnClock {
    const t = this.timer;
    if (!t) return { turnEndsAt: null, turnMs: null, turnSeat: null };
    return { turnEndsAt: t.endsAt, turnMs: Math.max(0, t.endsAt - Date.now()), turnSeat: t.seat };
  }

  private afterChange(): void {
    this.armTimer();
    this.schedule();
  }

  private botPlays(seat: Seat): boolean {
    const s = this.seats[seat];
    return !!s && (s.kind === 'bot' || s.standIn);
  }

  /** Wakes the bot of every active seat a bot plays. */
  private schedule(): void {
    const match = this.match;
    if (!match || this.phase !== 'playing' || this.disposed) return;
    for (const seat of match.activeSeats())
      if (this.botPlays(seat) && !this.thinking.has(seat)) void this.think(seat, 'bot');
  }

  /** The turn timer: a person who lets it run out has a bot play that one move. */
  private armTimer(): void {
    const match = this.match;
    if (!match || this.turnSeconds <= 0 || this.phase !== 'playing') return;
    const seat = match.activeSeats().find((s) => !this.botPlays(s));
    if (seat === undefined) return;
    const count = match.eventCount;
    const ms = this.turnSeconds * 1000;
    const delayed = setTimeout(() => {
      if (this.match?.eventCount === count && !this.botPlays(seat) && !this.disposed) void this.think(seat, 'timer');
    }, ms);
    this.timer = { seat, count, endsAt: Date.now() + ms, stop: () => clearTimeout(delayed) };
  }

  private async think(seat: Seat, by: Author) {
    const match = this.match as Match;
    const generation = match.generation;
    const count = match.eventCount;
    const s = this.seats[seat] as SeatState;
    const level = s.kind === 'bot' ? s.level : 'normal';
    const chosen = this.module.botLevels?.[level] ?? { bot: 'random' };
    this.thinking.add(seat);
    const reply = await this.settings.bots.choose(this.roomId, {
      record: match.record,
      generation,
      seat,
      bot: chosen.bot,
      options: { ...chosen.options, level },
    });
    this.thinking.delete(seat);
    if (this.disposed || this.match !== match) return;
    const stale = match.generation !== generation || match.eventCount !== count;
    if (stale || (by === 'bot' && !this.botPlays(seat)) || this.phase !== 'playing') return this.schedule();
    const picked = reply.ok ? plainEvent(reply.value, this.module.eventTypes) : null;
    let res = picked?.ok ? match.apply(picked.event, seat, by) : null;
    if (!res?.ok) {
      // A bot that fails must not stall the table: it plays a legal move instead.
      const fallback = match.legalMoves(seat)[0];
      res = fallback ? match.apply(fallback, seat, by) : null;
    }
    if (!res?.ok) return;
    if (by === 'timer') this.notice('timerMove', seat);
    this.accepted(res.step);
  }

  // ---- undo -------------------------------------------------------------------------------------

  /** The people who must agree to take a move back: every other seat a person plays. */
  private askers(seat: Seat): Seat[] {
    return this.seats.flatMap((s, i) => (i !== seat && s.kind === 'human' && !s.standIn ? [i] : []));
  }

  private askUndo(member: Member) {
    const match = this.match;
    if (!match || member.seat === null || match.undoSeat() !== member.seat || this.phase !== 'playing')
      return this.refuse(member.client, illegal('cannotUndo', 'That move cannot be taken back.'));
    if (this.undoAsk) return this.refuse(member.client, illegal('undoPending', 'Already asked; waiting for answers.'));
    const others = this.askers(member.seat);
    if (others.length === 0) return this.undo();
    const ms = this.settings.undoAnswerSeconds * 1000;
    // No answer in time is a no.
    const expire = setTimeout(() => this.endUndoAsk('undoExpired'), ms);
    this.undoAsk = { seat: member.seat, count: match.eventCount, yes: new Set(), stop: () => clearTimeout(expire) };
    this.notice('undoAsked', member.seat, ms);
  }

  /** Closes an open undo request (declined, expired, or overtaken by a move), telling everyone. */
  private endUndoAsk(code: 'undoExpired' | null): void {
    const ask = this.undoAsk;
    if (!ask) return;
    ask.stop();
    this.undoAsk = null;
    if (code && !this.disposed) this.notice(code, ask.seat);
  }

  private answerUndo(member: Member, raw: unknown) {
    const ask = this.undoAsk;
    if (
      !ask ||
      member.seat === null ||
      !this.askers(ask.seat).includes(member.seat) ||
      this.match?.eventCount !== ask.count
    )
      return this.refuse(member.client, illegal('noUndoAsked', 'Nobody asked to take a move back.'));
    const yes = (raw as { yes?: unknown } | null)?.yes === true;
    if (!yes) {
      this.endUndoAsk(null);
      this.notice('undoRefused', member.seat);
      return;
    }
    ask.yes.add(member.seat);
    if (this.askers(ask.seat).every((s) => ask.yes.has(s))) this.undo();
  }

  private undo(): void {
    const match = this.match as Match;
    const seat = match.undoSeat();
    if (seat === null || !match.undo()) return;
    this.endUndoAsk(null);
    this.timer?.stop();
    this.timer = null;
    this.notice('undone', seat);
    this.persist();
    this.armTimer();
    for (const m of this.members.values()) if (!m.replaced) this.sync(m, 'undo');
    this.schedule();
  }

  // ---- the lobby --------------------------------------------------------------------------------

  private lobby(): LobbyInfo {
    const host = this.seats.findIndex((s) => s.identity !== null && s.identity === this.hostIdentity);
    return {
      code: this.roomId,
      game: this.module.id,
      phase: this.phase,
      seats: this.seats.map((s) => ({
        name: s.name,
        kind: s.kind,
        ...(s.kind === 'bot' ? { level: s.level } : {}),
        taken: s.identity !== null,
        connected: s.member !== null,
        standIn: s.standIn,
      })),
      host: host < 0 ? null : host,
      spectators: [...this.members.values()].filter((m) => m.seat === null && !m.replaced).length,
      turnSeconds: this.turnSeconds,
    };
  }

  private broadcastLobby(): void {
    if (!this.disposed) this.broadcast(S.lobby, this.lobby());
    this.persist();
  }

  // ---- surviving the process (issue 17, persist.ts) ---------------------------------------------

  /** Saves what changed; a room another process has taken over is closed here (its clients rejoin there). */
  private persist(): void {
    const store = this.settings.store;
    if (!store || this.disposed) return;
    store.save(this.saved()).then(
      (mine) => mine || this.disconnect(4003),
      (e: Error) => console.error(`room ${this.roomId}: not saved:`, e.message),
    );
  }

  saved(): SavedRoom {
    return {
      code: this.roomId,
      game: this.module.id,
      options: this.options,
      turnSeconds: this.turnSeconds,
      phase: this.phase,
      host: this.hostIdentity,
      seats: this.seats.map(({ kind, level, name, identity, standIn }) => ({ kind, level, name, identity, standIn })),
      record: this.match?.record ?? null,
      authors: this.match?.authors ?? [],
      generation: this.match?.generation ?? 0,
    };
  }

  /** Recreates a room from its saved state (replayed); people get their seats back by identity. */
  private async restore(saved: SavedRoom): Promise<void> {
    this.module = await loadGame(saved.game);
    this.match = saved.record ? replayMatch(this.module, saved) : null;
    this.options = saved.options;
    this.turnSeconds = saved.turnSeconds;
    this.phase = saved.phase;
    this.hostIdentity = saved.host;
    this.seats = saved.seats.map((s) => ({ ...s, member: null, reconnect: null }));
    this.roomId = saved.code;
    this.maxClients = this.seats.length + LIMITS.spectators;
    this.setPatchRate(null);
    this.onMessage('*', (client, type, message) =>
      this.guarded(client, () => this.receive(client, String(type), message)),
    );
    // Those who do not come back in time are played by a bot, as after any drop.
    this.clock.setTimeout(() => {
      this.seats.forEach((s, i) => {
        if (s.kind === 'human' && !s.member && !s.standIn && s.identity) this.handToBot(i);
      });
    }, this.settings.reconnectSeconds * 1000);
    this.afterChange();
  }

  private notice(code: NoticeCode, seat: Seat, ms?: number): void {
    const msg: NoticeMsg = { code, seat, name: this.seats[seat]?.name ?? '', ...(ms === undefined ? {} : { ms }) };
    this.broadcast(S.notice, msg);
  }
}
