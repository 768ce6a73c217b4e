import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

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
  plugins: [
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
        globIgnores: ['**/*-{greek,greek-ext,vietnamese,math,symbols}-*.woff2', 'pictures/**'],
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
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 60_000,
  },
});
