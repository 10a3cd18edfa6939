// The CPU slowdown the bench throttles with, taken from the host's speed as Lighthouse does: its
// BenchmarkIndex, mapped by Lighthouse's CPU-throttling calculator to the slowdown that makes this
// host stand for Lighthouse's reference phone (docs/adr/0082-figures-beside-a-floor-on-the-same-host.md).

/**
 * Lighthouse's calculator: index ≥ 1300 → 3 + (index − 1300) / 233; 800–1300 → 2 + (index − 800) / 500;
 * 150–800 → 1 + (index − 150) / 650; below 150 (or not a number), no slowdown. Rounded to a tenth.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  let slowdown = 1;
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) slowdown = 1;
  else if (benchmarkIndex < 800) slowdown = 1 + (benchmarkIndex - 150) / 650;
  else if (benchmarkIndex < 1300) slowdown = 2 + (benchmarkIndex - 800) / 500;
  else slowdown = 3 + (benchmarkIndex - 1300) / 233;
  return Math.round(slowdown * 10) / 10;
}

/** `--cpu N` from the command line: a positive number, else undefined (then the host decides). */
export function cpuOverride(argv: readonly string[]): number | undefined {
  const at = argv.indexOf('--cpu');
  if (at < 0) return undefined;
  const value = Number(argv[at + 1]);
  if (!Number.isFinite(value) || value < 1) throw new Error(`bench: --cpu needs a slowdown ≥ 1, got ${argv[at + 1] ?? 'nothing'}`);
  return value;
}
