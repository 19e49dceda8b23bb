import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the real page, without @axe-core/playwright (its current release needs Node 22):
 * the library's own browser build is evaluated through DevTools (so the portal's CSP stays on) and
 * `axe.run` is called in the page.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The accessibility bar: WCAG 2.1 A and AA. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, one readable line each. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_21_AA_TAGS);
  return violations
    .filter((v) => v.impact !== null && BLOCKING.has(v.impact))
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => `      ${n.target.join(' ')}: ${firstFix(n.failureSummary)}`);
      const more = v.nodes.length > 3 ? [`      … and ${v.nodes.length - 3} more`] : [];
      return [`${label}: [${v.impact}] ${v.id}: ${v.help}`, ...nodes, ...more].join('\n');
    });
}

function firstFix(summary: string | undefined): string {
  return (summary ?? '').split('\n').slice(0, 2).join(' ').trim();
}
