/**
 * Every registered game's tutorial, replayed headlessly through its real machine to the end: each
 * step's `before` events are accepted, each required move is accepted and moves the tutorial on,
 * other moves are refused with the step's hint, `ui` steps are skipped (as the scene would report
 * them), Back returns to the same position by replay, and at the end the guard is gone. Also checks
 * that every step's text (and hint) is translated in both languages.
 */
import { describe, expect, it } from 'vitest';
import '../../machines/registry';
import { type AnyGameModule, loadGame, registeredGames } from '../../machines/core/game';
import { has } from '../../src/i18n';
import type { GameEvent } from '../../src/session/session';
import { type AnyScript, createTutorialSession, TUTORIAL_REFUSAL, TutorialRunner } from '../../src/tutorial/runner';
import { nim } from '../fixtures/nim';

const tick = () => new Promise<void>((r) => queueMicrotask(r));

/** A scripted Nim tutorial, so the runner is tested even before any game registers. */
const nimTutorial: AnyScript = {
  seed: 'tutorial',
  seats: 2,
  options: { maxTake: 3 },
  learnerSeat: 0,
  steps: [],
};

function nimModule(): AnyGameModule {
  // Whoever starts, the script makes seat 0 (the learner) take 1, then the tutor answers.
  const s = createTutorialSession({ ...nim, tutorial: nimTutorial } as AnyGameModule);
  const first = s.activeSeats()[0] as number;
  const steps: AnyScript['steps'] = [{ id: 'hello', text: 'x.hello', expect: 'next' }];
  if (first !== 0)
    steps.push({ id: 'tutor', text: 'x.tutor', before: [{ type: 'TAKE', seat: 1, n: 2 }], expect: 'next' });
  steps.push(
    { id: 'take', text: 'x.take', expect: { event: { type: 'TAKE', seat: 0, n: 1 } }, hint: 'x.hint' },
    { id: 'tap', text: 'x.tap', expect: { ui: 'open', target: 'pile' } },
    {
      id: 'any',
      text: 'x.any',
      before: [{ type: 'TAKE', seat: 1, n: 1 }],
      expect: { event: { type: 'TAKE', seat: 0, n: 3 }, accepts: (e: GameEvent) => e.type === 'TAKE' && e.seat === 0 },
    },
    { id: 'end', text: 'x.end', expect: 'next' },
  );
  return { ...nim, id: 'fixture-nim-tutorial', tutorial: { ...nimTutorial, steps } } as AnyGameModule;
}

/** Walks a script to its end the way a learner who does exactly as told would. */
async function walk(module: AnyGameModule, opts: { backAt?: number[] } = {}) {
  const session = createTutorialSession(module);
  const refusals: string[] = [];
  const runner = new TutorialRunner(session, module.tutorial as AnyScript, {
    hint: (k) => k ?? '',
    onChange: (_r, refused) => refused && refusals.push(refused.message),
  });
  runner.start();
  const backAt = new Set(opts.backAt ?? []);
  const visited: string[] = [];
  let guard = 0;
  while (!runner.finished) {
    if (guard++ > 5000) throw new Error('the tutorial does not end');
    const step = runner.step;
    if (!step) break;
    visited.push(step.id);
    if (backAt.has(runner.index) && runner.canBack) {
      backAt.delete(runner.index);
      const here = runner.index;
      const value = JSON.stringify(session.snapshot.value);
      const context = JSON.stringify(session.snapshot.context);
      const count = session.eventCount;
      expect(runner.back()).toBe(true);
      expect(runner.index).toBe(here - 1);
      // Redo the previous step; we must arrive exactly where we were.
      await doStep(module, runner);
      expect(runner.index).toBe(here);
      expect(session.eventCount).toBe(count);
      expect(JSON.stringify(session.snapshot.value)).toBe(value);
      expect(JSON.stringify(session.snapshot.context)).toBe(context);
      continue;
    }
    await doStep(module, runner);
  }
  return { session, runner, visited, refusals };
}

async function doStep(module: AnyGameModule, runner: TutorialRunner): Promise<void> {
  const step = runner.step;
  if (!step) return;
  const session = runner.session;
  const at = runner.index;
  const x = step.expect;
  if (x === 'next') {
    expect(runner.next(), `${module.id}: Next on ${step.id}`).toBe(true);
  } else if ('ui' in x) {
    expect(runner.gesture(x.ui, x.target), `${module.id}: gesture on ${step.id}`).toBe(true);
  } else {
    const res = session.send(x.event as GameEvent, 'human');
    expect(res, `${module.id}: step ${step.id} (${x.event.type})`).toEqual({ ok: true });
    await tick();
  }
  expect(runner.index, `${module.id}: moved on from ${step.id}`).toBe(at + 1);
}

describe('tutorial runner (fixture)', () => {
  it('waits for the required move, refuses others with the hint, skips ui steps, goes back by replay', async () => {
    const module = nimModule();
    const saves: string[] = [];
    const store = { write: (_g: string, json: string) => saves.push(json) > 0 };
    const session = createTutorialSession(module, undefined, store);
    expect(session.record.meta?.tutorial).toBe(true);
    const runner = new TutorialRunner(session, module.tutorial as AnyScript, { hint: (k) => `hint:${k}` });
    runner.start();
    expect(runner.waiting).toBe('next');
    // On a reading step every move is refused, and nothing changes.
    const r0 = session.send({ type: 'TAKE', seat: 0, n: 1 });
    expect(r0.ok).toBe(false);
    if (!r0.ok) expect(r0.reason).toMatchObject({ code: TUTORIAL_REFUSAL, message: 'hint:tutorial.readFirst' });
    while (runner.step?.id !== 'take') expect(runner.next()).toBe(true);
    const r1 = session.send({ type: 'TAKE', seat: 0, n: 2 });
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.reason.message).toBe('hint:x.hint');
    expect(session.send({ type: 'TAKE', seat: 0, n: 1 }).ok).toBe(true);
    await tick();
    expect(runner.step?.id).toBe('tap');
    expect(runner.next()).toBe(false);
    // A gesture step has no Next: a move is refused with "do what the page asks", not "press Next".
    const r2 = session.send({ type: 'TAKE', seat: 0, n: 1 });
    if (!r2.ok) expect(r2.reason.message).toBe('hint:tutorial.doFirst');
    expect(r2.ok).toBe(false);
    expect(runner.gesture('open', 'elsewhere')).toBe(false);
    expect(runner.gesture('open', 'pile')).toBe(true);
    expect(runner.step?.id).toBe('any');
    const count = session.eventCount;
    // Back to the gesture step: the tutor's `before` move of 'any' is taken back.
    expect(runner.back()).toBe(true);
    expect(runner.step?.id).toBe('tap');
    expect(session.eventCount).toBe(count - 1);
    expect(runner.gesture('open', 'pile')).toBe(true);
    expect(session.eventCount).toBe(count);
    // `accepts` lets another move count.
    const pile = session.snapshot.context.pile as number;
    expect(session.send({ type: 'TAKE', seat: 0, n: Math.min(2, pile) }).ok).toBe(true);
    await tick();
    expect(runner.step?.id).toBe('end');
    expect(runner.next()).toBe(true);
    expect(runner.finished).toBe(true);
    runner.release();
    expect(saves).toEqual([]); // never autosaved
  });
});

const games = registeredGames();
describe.each(games.length ? games.map((g) => g.id) : ['(none registered yet)'])('tutorial of %s', (id) => {
  it.skipIf(!games.length)('replays to its end through the real machine, with Back on the way', async () => {
    const module = await loadGame(id);
    const script = module.tutorial as AnyScript;
    expect(script.seats).toBeGreaterThanOrEqual(module.seats.min);
    expect(script.seats).toBeLessThanOrEqual(module.seats.max);
    const n = script.steps.length;
    const { runner, session, visited } = await walk(module, {
      backAt: n > 3 ? [1, Math.floor(n / 2), n - 1] : [],
    });
    expect(runner.finished).toBe(true);
    expect(new Set(visited)).toEqual(new Set(script.steps.map((s) => s.id)));
    runner.release();
    expect(session.record.meta?.tutorial).toBe(true);
  });

  it.skipIf(!games.length)('has every step’s text and hint in both languages', async () => {
    const module = await loadGame(id);
    const missing: string[] = [];
    for (const step of (module.tutorial as AnyScript).steps) {
      for (const key of [step.text, step.hint].filter((k): k is string => Boolean(k))) {
        for (const lang of ['en', 'ru'] as const) if (!has(key, lang)) missing.push(`${key} (${lang})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
