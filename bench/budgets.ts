import { HOME_FIRST_LOAD_BUDGET_BYTES, formatKb } from '../scripts/first-load-size';

/** The speed budgets, checked by the benchmark on every measured page (medians of the runs). */
export interface PageResult {
  /** The route pattern, e.g. "/genres/:genre". */
  route: string;
  /** The path measured, e.g. "/genres/racing". */
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Entry + static imports + the route's lazy chunk(s) + their static imports, gzip. */
  firstLoadJsGzipBytes: number;
  firstLoadCssGzipBytes: number;
  /** Every script Lighthouse saw the page fetch, gzip (includes lazy chunks fetched after load). */
  fetchedJsGzipBytes: number;
  /** When each start-up phase ended, ms from navigation (median of the runs; observed, not simulated). */
  phaseEndsMs: Record<string, number>;
}

export interface BudgetCheck {
  page: string;
  budget: string;
  actual: string;
  pass: boolean;
}

const SCORE_MIN = 95;
const LCP_MAX_MS = 2000;
const TBT_MAX_MS = 100;
const CLS_MAX = 0.02;

export function checkBudgets(pages: readonly PageResult[]): BudgetCheck[] {
  return pages.flatMap((page) => {
    const checks: BudgetCheck[] = [
      { page: page.path, budget: `performance score ≥ ${SCORE_MIN}`, actual: String(page.score), pass: page.score >= SCORE_MIN },
      { page: page.path, budget: `LCP ≤ ${LCP_MAX_MS / 1000} s`, actual: seconds(page.lcpMs), pass: page.lcpMs <= LCP_MAX_MS },
      {
        page: page.path,
        budget: `TBT ≤ ${TBT_MAX_MS} ms`,
        actual: `${Math.round(page.tbtMs)} ms`,
        pass: page.tbtMs <= TBT_MAX_MS,
      },
      { page: page.path, budget: `CLS ≤ ${CLS_MAX}`, actual: page.cls.toFixed(3), pass: page.cls <= CLS_MAX },
    ];
    if (page.route === '/home') {
      checks.push({
        page: page.path,
        budget: `first-load JS ≤ ${formatKb(HOME_FIRST_LOAD_BUDGET_BYTES)} gzip`,
        actual: formatKb(page.firstLoadJsGzipBytes),
        pass: page.firstLoadJsGzipBytes <= HOME_FIRST_LOAD_BUDGET_BYTES,
      });
    }
    return checks;
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A plain-text table: the first row is the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** A repeat visit of /home with the service worker warm (bench/repeat-visit.ts). */
export const REPEAT_VISIT_LCP_MAX_MS = 1000;
/** Not a budget the run fails on: the goal for what a repeat visit downloads before its pictures. */
export const REPEAT_VISIT_BYTES_GOAL = 20 * 1024;

export function checkRepeatVisit(visit: { lcpMs: number }): BudgetCheck[] {
  return [
    {
      page: '/home (repeat visit)',
      budget: `LCP ≤ ${REPEAT_VISIT_LCP_MAX_MS / 1000} s`,
      actual: seconds(visit.lcpMs),
      pass: visit.lcpMs <= REPEAT_VISIT_LCP_MAX_MS,
    },
  ];
}
