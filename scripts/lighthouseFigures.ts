/**
 * A page's Lighthouse figures over several runs: each metric's own median. Lighthouse's `computeMedianRun` instead
 * picks the one run nearest the median FCP and TTI, a coherent report but not the median of any other metric, so a
 * TBT far from the others can be the one reported (docs/performance.md, 2026-12-02, has the runs that showed it).
 */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The figures of one Lighthouse result (NaN where an audit has no value). */
export function figuresOf(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}): LighthouseFigures {
  const score = lhr.categories['performance']?.score;
  return {
    score: score == null ? Number.NaN : Math.round(score * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/**
 * The middle value, NaN values left out; NaN for none. An even count (a run that gave no metrics) takes the mean of the
 * two middle values: either one alone would favour the better or the worse run.
 */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
    : (sorted[Math.floor(middle)] as number);
}

export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}
