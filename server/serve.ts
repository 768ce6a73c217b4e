/**
 * `npm run serve`: the built app (dist/) and the game server from one Node process on one port.
 * PORT (default 8080) and HOST (default 0.0.0.0, every interface) choose where.
 */
import http from 'node:http';
import { resolve } from 'node:path';
import { announce, routeFirst, staticFiles } from './http';
import { attachGameServer } from './index';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const server = http.createServer(staticFiles(resolve(import.meta.dirname ?? '.', '..', 'dist')));
const game = await attachGameServer(server);
routeFirst(server, game);
server.listen(port, host, () => announce(port, host));

for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    void (async () => {
      await game.close();
      server.close();
      process.exit(0);
    })();
  });
