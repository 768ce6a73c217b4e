import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** Unit tests of the games' machines alone (see `test.projects`). */
const GAME_TESTS = ['tests/unit/{northwood,temperaments,clouds}/**/*.test.ts'];

/**
 * Phaser's device check (`Features.webGL`, run as Phaser's module is evaluated) makes a whole WebGL
 * context only to learn whether WebGL exists, and leaves it alive. Under software rendering
 * that held the page 100–230 ms while the app's chunk was evaluated, with the new-game sheet waiting
 * behind it. The check becomes "the browser has WebGL": the table's own context (src/app/gl-context.ts,
 * or Phaser's) is made anyway, and Phaser's renderer says so if that fails.
 */
const PROBE = "canvas.getContext('webgl') || canvas.getContext('experimental-webgl')";
const PHASER = /[\\/]phaser[\\/]dist[\\/]phaser\.esm\.js$/;

/** Used twice: by the build, and by the dev server's pre-bundling of dependencies (`npm start`). */
function phaserWebglProbe(): Plugin {
  return {
    name: 'phaser-webgl-probe',
    transform(code, id) {
      if (!PHASER.test(id)) return null;
      // a Phaser whose check reads otherwise: stop the build rather than ship the cost unnoticed
      if (code.split(PROBE).length !== 2) this.error(`Phaser's WebGL check is not the one this plugin knows: ${PROBE}`);
      return { code: code.replace(PROBE, "window['WebGLRenderingContext'] && {}"), map: null };
    },
  };
}

/**
 * The app's chunk and every chunk it imports (Phaser's among them) named in the page itself, so they are
 * fetched and compiled while the entry's own modules load, not only once the entry runs its `import()`.
 */
const PRELOADED = ['/src/app/app.ts', '/src/app/boot-phaser.ts'];
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const files = new Set<string>();
        const walk = (file: string) => {
          const c = bundle[file];
          if (files.has(file) || c?.type !== 'chunk') return;
          files.add(file);
          for (const f of c.imports) walk(f);
        };
        for (const entry of PRELOADED) {
          const chunk = Object.values(bundle).find(
            (c) => c.type === 'chunk' && c.facadeModuleId?.replaceAll('\\', '/').endsWith(entry),
          );
          if (!chunk) throw new Error(`preload-app: no chunk for ${entry}`);
          walk(chunk.fileName);
        }
        return [...files]
          .filter((f) => !html.includes(f))
          .map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  base: './',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    reportCompressedSize: false,
  },
  worker: { format: 'es' },
  optimizeDeps: { rolldownOptions: { plugins: [phaserWebglProbe()] } },
  plugins: [
    phaserWebglProbe(),
    preloadApp(),
    // Installable and offline (src/app/pwa.ts registers it and asks before updating): every file of the
    // build is precached on the first visit, so solo, hot-seat, bots, tutorials and the inspector need
    // no network afterwards. The worker is a plain file of the site (CSP: script-src/worker-src 'self').
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/*.png'],
      manifest: {
        name: 'Scriptorium',
        short_name: 'Scriptorium',
        description:
          'Three board games on a page of an illuminated chronicle. / Три настольные игры на странице летописи.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#24170e',
        theme_color: '#24170e',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,wav,woff2,png,svg,json,webmanifest}'],
        // Faces for scripts the app never writes in.
        // and the pictures drawn at build time (public/pictures): kept as they are first shown, not all
        // on the first visit; offline, one never shown is drawn (src/art/raster-cache.ts).
        globIgnores: ['**/*-{greek,greek-ext,vietnamese,math,symbols}-*.woff2', 'pictures/**', 'sw-scripts.js'],
        // The app's scripts answered without V8 code caches (public/sw-scripts.js; README, "Code caches").
        importScripts: ['sw-scripts.js'],
        runtimeCaching: [
          {
            urlPattern: /\/pictures\/[\w-]+\.png$/,
            handler: 'CacheFirst',
            options: { cacheName: 'pictures', expiration: { maxEntries: 2000 } },
          },
        ],
        // The Phaser chunk is over Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  test: {
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      // The games' own tests (pure machines, no globals, no registry changes) share each worker's
      // modules rather than importing the machines afresh for every file: 60 → 46 CPU-s for these 41
      // files. The other files stub globals or register fixture games, so each keeps its own modules.
      { extends: true, test: { name: 'games', include: GAME_TESTS, isolate: false } },
      { extends: true, test: { name: 'app', include: ['tests/unit/**/*.test.ts'], exclude: GAME_TESTS } },
    ],
    testTimeout: 60_000,
  },
});
