/**
 * `npm start`: Vite's dev server and the game server in one process on one port (Colyseus rides on
 * Vite's own HTTP server under /online), bound to every interface so another device on the
 * network can join by the printed address. PORT and HOST override 5173 and 0.0.0.0.
 */
import type http from 'node:http';
import { createServer } from 'vite';
import { announce, routeFirst } from './http';
import { attachGameServer } from './index';

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '0.0.0.0';
const vite = await createServer({ server: { port, host, strictPort: true } });
const httpServer = vite.httpServer as http.Server | null; // plain HTTP: no https in dev
if (!httpServer) throw new Error('Vite has no HTTP server (middleware mode?)');
const game = await attachGameServer(httpServer);
routeFirst(httpServer, game);
await vite.listen();
announce(port, host);

for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    void (async () => {
      await game.close();
      await vite.close();
      process.exit(0);
    })();
  });
