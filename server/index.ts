/**
 * Attaches the game server to an HTTP server the app already has (Vite's in `npm start`, the
 * production one in `npm run serve`, a bare one in tests): everything under `/online/` (Colyseus'
 * matchmaking requests and the rooms' WebSockets) goes to Colyseus; everything else, Vite's HMR
 * socket included, is left alone. One process, one port.
 */
import http from 'node:http';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import '../machines/registry';
import { loadGame, registeredGames } from '../machines/core/game';
import { BotPool } from './bots';
import { clusterFromEnv } from './cluster';
import { LIMITS, ONLINE_PATH, ROOM_NAME } from './protocol';
import { GameRoom, type RoomSettings } from './room';

export interface GameServer {
  /** Hands a request to the game server when it is one of its own; false otherwise. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  bots: BotPool;
  close(): Promise<void>;
}

export function isOnline(url: string | undefined): boolean {
  return !!url && (url === ONLINE_PATH || url.startsWith(`${ONLINE_PATH}/`) || url.startsWith(`${ONLINE_PATH}?`));
}

export async function attachGameServer(
  outer: http.Server,
  opts: Partial<Omit<RoomSettings, 'bots'>> & { maxBotThreads?: number } = {},
): Promise<GameServer> {
  // Colyseus listens to this inner server, which never binds a port: the outer one feeds it.
  const inner = http.createServer();
  const transport = new WebSocketTransport({
    server: inner,
    maxPayload: LIMITS.maxPayload,
    // A browser too busy to read its socket (a loaded machine, a phone) stops answering pings
    // for a while without being gone: it is dropped after 30–35 s of silence, not 15.
    pingInterval: 5000,
    pingMaxRetries: 6,
  });
  const cluster = clusterFromEnv();
  const server = new Server({ transport, greet: false, gracefullyShutdown: false, ...cluster?.server });
  const bots = await BotPool.start(opts.maxBotThreads);
  const settings: RoomSettings = {
    bots,
    reconnectSeconds: opts.reconnectSeconds ?? LIMITS.reconnectSeconds,
    undoAnswerSeconds: opts.undoAnswerSeconds ?? LIMITS.undoAnswerSeconds,
    store: cluster?.store,
  };
  server.define(
    ROOM_NAME,
    class extends GameRoom {
      override settings = settings;
    },
  );
  // Every game loaded before the first room asks for one.
  await Promise.all(registeredGames().map((g) => loadGame(g.id)));
  await matchMaker.accept();
  await cluster?.start();

  const upgrade = (req: http.IncomingMessage, socket: unknown, head: unknown) => {
    if (isOnline(req.url)) inner.emit('upgrade', req, socket, head);
  };
  outer.on('upgrade', upgrade);
  const listening = () => inner.emit('listening');
  if (outer.listening) listening();
  else outer.once('listening', listening);

  return {
    bots,
    handle(req, res) {
      if (!isOnline(req.url)) return false;
      inner.emit('request', req, res);
      return true;
    },
    async close() {
      outer.off('upgrade', upgrade);
      await cluster?.close();
      await server.gracefullyShutdown(false);
      inner.emit('close');
      await bots.close();
    },
  };
}
