/** Wall-clock milliseconds for timings and time-bounded bots (never for rules). Node and browsers both have `performance`. */
declare const performance: { now(): number };
export const now = (): number => performance.now();

/**
 * CPU milliseconds of this process (Node), so bench figures survive a busy shared machine; wall
 * time where there is no process (a browser).
 */
declare const process: { cpuUsage(): { user: number; system: number } } | undefined;
export const cpuMs = (): number => {
  if (typeof process === 'undefined') return now();
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
