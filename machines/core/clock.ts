/** Wall-clock milliseconds for timings and time-bounded bots (never for rules). Node and browsers both have `performance`. */
declare const performance: { now(): number };
export const now = (): number => performance.now();
