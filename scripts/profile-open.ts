/**
 * Where the time of opening a table goes, on an already built copy (`npm run bench -- open` builds
 * dist-bench): one game opened cold (fresh profile) then warm (after every picture is stored), as the
 * open bench does. Default: a CPU profile (CDP Profiler) summed as self time by script and by function,
 * with the boot marks (src/main.ts, src/app, src/table) and the files fetched. `--trace`: a Chromium
 * trace instead, summed per stage (between the boot marks) for the renderer's main thread and the GPU
 * process (under SwiftShader the GPU process shares the two cores). Profiles are kept in /tmp.
 *   npx tsx scripts/profile-open.ts <game> [--trace] [--dir dist-bench] [--port 4203]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../playwright.config';
import { openNew, pictureStats, picturesStored, quietEnglish, swReady, watchOpening } from './open-page';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const game = args[0] && !args[0].startsWith('--') ? args[0] : 'northwood';
const trace = args.includes('--trace');
const outDir = opt('--dir', 'dist-bench');
const port = Number(opt('--port', process.env.E2E_PORT || '4203'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const top = (m: Map<string, number>, k: number, unit = 1) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([n, v]) => `${(v / unit).toFixed(0).padStart(6)} ms  ${n}`);

function cpuSummary(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = (byId.get(id) as ProfileNode).callFrame;
    const url = f.url.replace(/^.*\//, '') || `(${f.functionName})`;
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
    const fn = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  });
  return { byUrl: top(byUrl, 15), byFn: top(byFn, 30) };
}

/** Per stage between the boot marks: busy time and its heaviest kinds, on the main thread and the GPU's. */
function traceSummary(events: TraceEvent[]): string[] {
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const marks = events
    .filter((e) => e.cat.includes('blink.user_timing') && /^(boot|table):/.test(e.name))
    .sort((a, b) => a.ts - b.ts);
  const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? marks[0]?.ts ?? 0;
  const edges = [t0, ...marks.map((m) => m.ts), Number.POSITIVE_INFINITY];
  const names = ['navigation', ...marks.map((m) => m.name)];
  const of = (label: string) => [...threads].filter(([, n]) => n === label).map(([k]) => k);
  const row = (keys: string[], a: number, b: number) => {
    const by = new Map<string, number>();
    let busy = 0;
    for (const e of events) {
      if (e.ph !== 'X' || !e.dur || e.ts < a || e.ts >= b || !keys.includes(`${e.pid}:${e.tid}`)) continue;
      if (e.name === 'ThreadControllerImpl::RunTask') busy += e.dur;
      else if (!/RunTask$/.test(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur);
    }
    return `busy ${(busy / 1000).toFixed(0)} ms: ${top(by, 6, 1000)
      .map((s) => s.trim())
      .join('; ')}`;
  };
  return names.map((name, i) => {
    const [a, b] = [edges[i] as number, edges[i + 1] as number];
    const span = b === Number.POSITIVE_INFINITY ? '…' : `${((b - a) / 1000).toFixed(0)} ms`;
    return `${((a - t0) / 1000).toFixed(0).padStart(6)} ${name} (${span})\n    main ${row(of('CrRendererMain'), a, b)}\n    gpu  ${row(of('CrGpuMain'), a, b)}`;
  });
}

async function openOnce(browser: Browser, page: Page, base: string, label: string): Promise<void> {
  await page.goto('about:blank');
  const cdp = trace ? null : await page.context().newCDPSession(page);
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  } else {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'blink.user_timing', 'v8', 'v8.execute', 'toplevel', 'gpu', 'blink', 'loading'],
    });
  }
  const times = await openNew(page, `${base}/#/${game}/new`);
  const head = { game, label, ...times };
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/profile-${game}-${label}.cpuprofile`, JSON.stringify(profile));
    const page_ = await page.evaluate(() => ({
      marks: performance.getEntriesByType('mark').map((m) => `${Math.round(m.startTime)} ${m.name}`),
      files: performance.getEntriesByType('resource').map((r) => {
        const e = r as PerformanceResourceTiming;
        return `${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ${e.transferSize} ${e.name.replace(/^.*\//, '')}`;
      }),
    }));
    const pictures = await pictureStats(page);
    console.log(JSON.stringify({ ...head, ...cpuSummary(profile as Profile), ...page_, pictures }, null, 1));
  } else {
    const buf = await browser.stopTracing();
    writeFileSync(`/tmp/trace-${game}-${label}.json`, buf);
    console.log(JSON.stringify(head));
    console.log(traceSummary((JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents).join('\n'));
  }
}

const server = await preview({
  root: join(import.meta.dirname, '..'),
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
  logLevel: 'error',
});
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  await quietEnglish(page);
  await watchOpening(page);
  await openOnce(browser, page, base, 'cold');
  await picturesStored(page, game);
  await swReady(page);
  await openOnce(browser, page, base, 'warm');
} finally {
  await browser.close();
  await new Promise<void>((r) => server.httpServer.close(() => r()));
}
