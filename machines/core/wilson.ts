/** Confidence intervals for balance figures (`npm run sim`, the games' reports). */

/** 95% Wilson score interval of k successes in n, as [low, high]. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

/** A figure of a report to three decimals. */
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;
