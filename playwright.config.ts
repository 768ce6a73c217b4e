import { defineConfig } from '@playwright/test';

/** Debian's Chromium (no browser downloads here); flags so WebGL runs on SwiftShader headless. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--autoplay-policy=no-user-gesture-required',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

// Each run builds into its own folder, so parallel runs on other ports never share a dist/.
const port = Number(process.env.E2E_PORT || 4173);
const outDir = `dist-e2e/${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  fullyParallel: true,
  // Generous: SwiftShader on two shared cores draws a few frames a second when the machine is busy.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    // The tests' browser rasterises the page's own layers (sheets, text, the HUD) with Skia on the CPU,
    // as Chromium does on a machine without a GPU, rather than through SwiftShader's emulated GPU: 15–25%
    // less CPU for the same specs. The table's canvas is still WebGL on SwiftShader (the specs assert it).
    // The scripts (pictures, bench, shots) keep chromiumArgs as they are, so their numbers stay comparable.
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--disable-gpu-rasterization'] },
    // Recorded when a failed test runs again (CI retries once): each action with the page's DOM before
    // and after. Not for every test: recording them all (to keep a failure's) cost the runner 4–10% over
    // the Cloud Marches and mobile specs; locally, `--trace on`. No screencast: filming every frame cost
    // 18% more CPU over the title and Northwood specs (163 against 136 CPU-s).
    trace: { mode: 'on-first-retry', screenshots: false },
    // The app's service worker would precache the whole build in every test; offline.spec.ts allows it.
    serviceWorkers: 'block',
    // A calm page (src/app/settings.ts calmPictures): no candle, motes or pulsing rings, which kept every
    // frame drawn and made each input wait on a software-rendered frame. title.spec.ts shows the motion.
    reducedMotion: 'reduce',
  },
  // Two workers take the queue in order, so the longest tests (the online games, ~2 min and ~1 min
  // quiet) go first rather than leaving one worker alone with them at the end.
  projects: [
    { name: 'online', testMatch: 'online.spec.ts' },
    { name: 'tables', testIgnore: 'online.spec.ts' },
  ],
  webServer: {
    // `npm test` (scripts/test.mjs) builds while the type checkers run, and says so with E2E_BUILT.
    command: `${process.env.E2E_BUILT ? '' : `npx vite build --logLevel warn --outDir ${outDir} && `}npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
