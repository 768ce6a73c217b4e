/** The bench's game server (a child of `scripts/bench-online.ts`): a free loopback port, stopped when stdin closes. */
import { startServer } from '../tests/unit/online/harness';

const s = await startServer();
// The bot threads load every game at start (seconds, at a low priority): start-up work, not the events'.
await s.game.bots.warm;
console.log(`URL ${s.url} PID ${process.pid}`);
const stop = () => void s.close().then(() => process.exit(0));
process.stdin.resume();
process.stdin.on('end', stop);
process.on('SIGTERM', stop);
