/**
 * The e2e suite's game server: the built app (DIST) and the game server on one port (PORT, on
 * 127.0.0.1), as `npm run serve` runs them. tests/e2e/online.spec.ts starts it on a free port.
 */
import http from 'node:http';
import { resolve } from 'node:path';
import { routeFirst, staticFiles } from '../../server/http';
import { attachGameServer } from '../../server/index';

const port = Number(process.env.PORT);
const server = http.createServer(staticFiles(resolve(process.env.DIST ?? 'dist')));
const game = await attachGameServer(server, { reconnectSeconds: Number(process.env.RECONNECT_SECONDS ?? 120) });
routeFirst(server, game);
// PORT=0: any free port; the spec reads it from this line.
server.listen(port, '127.0.0.1', () => {
  const at = server.address();
  console.log(`online-server listening ${typeof at === 'object' && at ? at.port : port}`);
});

for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    void game.close().finally(() => process.exit(0));
  });
