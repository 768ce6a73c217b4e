/**
 * Starts the e2e game server (./online-server.ts: the built app and the game server on one free
 * loopback port) as one Node process (no npx wrapper, so stopping it stops the server); resolves
 * with its address and its stop.
 */
import { spawn } from 'node:child_process';

export async function startGameServer(): Promise<{ base: string; stop(): void }> {
  const dist = `dist-e2e/${Number(process.env.E2E_PORT || 4173)}`; // built by playwright.config.ts's webServer
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/online-server.ts'], {
    env: { ...process.env, PORT: '0', DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the game server did not start')), 300_000);
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /online-server listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    proc.once('exit', (code) => reject(new Error(`the game server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      if (proc.pid && proc.exitCode === null) proc.kill('SIGTERM');
    },
  };
}
