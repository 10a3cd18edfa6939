// Figures of alternated cold loads, compared pair by pair: each pair ran under the same load of the
// machine, so their ratio or difference is steadier than either figure alone
// (docs/adr/0082-figures-beside-a-floor-on-the-same-host.md).

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One figure of both sides of a pair, taken one right after the other. */
export interface Pair {
  /** The side being judged (the app, or this commit). */
  subject: number;
  /** What it is compared to (the floor, or the other commit). */
  reference: number;
}

export interface PairsSummary {
  pairs: number;
  subjectMedian: number;
  referenceMedian: number;
  /** Median of subject / reference over the pairs. */
  ratioMedian: number;
  /** Median of subject − reference over the pairs. */
  differenceMedian: number;
  /** Pairs where the subject took less (lower is better for every timed figure). */
  subjectWins: number;
  /** Pairs where the subject took more. */
  subjectLosses: number;
}

/** The pairs' medians, ratio, difference and wins; pairs with a side that is not a number are left out. */
export function summarizePairs(all: readonly Pair[]): PairsSummary {
  const pairs = all.filter((pair) => Number.isFinite(pair.subject) && Number.isFinite(pair.reference));
  return {
    pairs: pairs.length,
    subjectMedian: median(pairs.map((pair) => pair.subject)),
    referenceMedian: median(pairs.map((pair) => pair.reference)),
    ratioMedian: median(pairs.filter((pair) => pair.reference > 0).map((pair) => pair.subject / pair.reference)),
    differenceMedian: median(pairs.map((pair) => pair.subject - pair.reference)),
    subjectWins: pairs.filter((pair) => pair.subject < pair.reference).length,
    subjectLosses: pairs.filter((pair) => pair.subject > pair.reference).length,
  };
}
