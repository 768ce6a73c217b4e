/** What `npm start` and `npm run serve` share: one port for the app and the game server, and the LAN addresses to print. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import type { GameServer } from './index';

/** Puts the game server in front of whatever already answers `server`'s requests (Vite, the static files). */
export function routeFirst(server: http.Server, game: GameServer): void {
  const others = server.listeners('request').slice() as ((
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (game.handle(req, res)) return;
    for (const f of others) f.call(server, req, res);
  });
}

/** The addresses another device on the same network can open. */
export function lanUrls(port: number, host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}/`];
  const out = [`http://localhost:${port}/`];
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(`http://${a.address}:${port}/`);
  return out;
}

export function announce(port: number, host: string): void {
  const [local, ...lan] = lanUrls(port, host);
  console.log(`\n  Scriptorium: ${local}`);
  for (const u of lan) console.log(`  On this network (play online from another device): ${u}`);
  console.log('  Ctrl+C stops it.\n');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

/** Serves the built app from `root` (GET and HEAD only; nothing outside `root`). */
export function staticFiles(root: string): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      let path: string;
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        res.writeHead(400).end();
        return;
      }
      if (path.endsWith('/')) path += 'index.html';
      const file = normalize(join(root, path));
      if (!file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    })();
  };
}
