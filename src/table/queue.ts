/**
 * Plays the table's animations one step at a time, in the order the machine emitted its events.
 * Durations follow the speed setting; `fastForward` (a click on the table) finishes every running
 * tween at once and plays the rest of the queue instantly. `idle()` resolves when nothing is left,
 * which is when bots may move and the player's next choice lights up.
 */
import type Phaser from 'phaser';
import { settings } from '../app/settings';

export type Step = (q: AnimQueue) => Promise<void> | void;

export class AnimQueue {
  private steps: { run: Step; label: string }[] = [];
  private running = false;
  private skipping = false;
  private live = new Set<Phaser.Tweens.Tween>();
  private waiters: (() => void)[] = [];
  /** Labels of the steps played, newest last (tests and the inspector read it). */
  readonly log: string[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  /** The speed multiplier now (settings × fast-forward; browser tests may ask for no animation). */
  get speed(): number {
    if (this.skipping || window.__scriptorium?.instant === true) return Number.POSITIVE_INFINITY;
    return settings().speed;
  }

  get busy(): boolean {
    return this.running || this.steps.length > 0;
  }

  push(label: string, run: Step): void {
    this.steps.push({ run, label });
    if (!this.running) void this.drain();
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.steps.length) {
      const step = this.steps.shift() as { run: Step; label: string };
      this.log.push(step.label);
      if (this.log.length > 500) this.log.shift();
      try {
        await step.run(this);
      } catch (e) {
        console.warn(`animation step "${step.label}" failed`, e);
      }
    }
    this.running = false;
    this.skipping = false;
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves once the queue is empty. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Milliseconds scaled by speed (0 while fast-forwarding). */
  ms(base: number): number {
    const s = this.speed;
    return Number.isFinite(s) ? base / s : 0;
  }

  /** A tween whose duration and delay follow the speed; resolves when it completes. */
  tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    const duration = this.ms(Number(config.duration ?? 300));
    const delay = this.ms(Number(config.delay ?? 0));
    if (duration === 0 && delay === 0) {
      // Instant (fast-forward, tests): set the end values now. A zero-length Phaser tween completed
      // before its first update would never write them.
      applyEnd(config);
      (config.onComplete as (() => void) | undefined)?.();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const onComplete = config.onComplete;
      const tw = this.scene.tweens.add({
        ...config,
        duration,
        delay,
        onComplete: (...args: unknown[]) => {
          this.live.delete(tw);
          (onComplete as ((...a: unknown[]) => void) | undefined)?.(...args);
          resolve();
        },
      });
      this.live.add(tw);
      if (duration === 0 && delay === 0) tw.complete();
    });
  }

  /** Several tweens at once; resolves when all have finished. */
  all(configs: Phaser.Types.Tweens.TweenBuilderConfig[]): Promise<void> {
    return Promise.all(configs.map((c) => this.tween(c))).then(() => undefined);
  }

  wait(base: number): Promise<void> {
    const ms = this.ms(base);
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.waits.delete(finish);
        timer.remove(false);
        resolve();
      };
      const timer = this.scene.time.delayedCall(ms, finish);
      this.waits.add(finish);
    });
  }

  private waits = new Set<() => void>();

  /** Finishes what is running and plays the rest instantly (the player clicked to hurry). */
  fastForward(): void {
    if (!this.busy) return;
    this.skipping = true;
    for (const tw of [...this.live]) tw.complete();
    for (const finish of [...this.waits]) finish();
  }

  clear(): void {
    this.steps = [];
    this.fastForward();
  }
}

const RESERVED = new Set([
  'targets',
  'duration',
  'delay',
  'ease',
  'yoyo',
  'repeat',
  'repeatDelay',
  'hold',
  'loop',
  'loopDelay',
  'paused',
  'persist',
  'props',
  'onStart',
  'onUpdate',
  'onComplete',
  'onYoyo',
  'onRepeat',
  'onLoop',
  'onStop',
  'callbackScope',
  'completeDelay',
  'flipX',
  'flipY',
  'offset',
  'interpolation',
]);

/** Writes a tween's end values onto its targets at once (a yoyo ends where it began). */
function applyEnd(config: Phaser.Types.Tweens.TweenBuilderConfig): void {
  if (config.yoyo) return;
  const targets = (Array.isArray(config.targets) ? config.targets : [config.targets]) as Record<string, unknown>[];
  for (const [key, raw] of Object.entries(config)) {
    if (RESERVED.has(key)) continue;
    for (const target of targets) {
      const now = Number(target[key] ?? 0);
      let end: unknown = raw;
      if (raw && typeof raw === 'object' && 'to' in (raw as object)) end = (raw as { to: unknown }).to;
      if (typeof end === 'string') {
        const m = /^([+\-*/])=(-?[\d.]+)$/.exec(end);
        if (m) {
          const v = Number(m[2]);
          end = m[1] === '+' ? now + v : m[1] === '-' ? now - v : m[1] === '*' ? now * v : now / v;
        } else end = Number(end);
      }
      if (typeof end === 'function') end = (end as (t: unknown, k: string, v: number) => unknown)(target, key, now);
      if (typeof end === 'number' && Number.isFinite(end)) target[key] = end;
    }
  }
}
