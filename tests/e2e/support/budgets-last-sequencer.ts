import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { MEASURES_BUDGETS } from './quiet-machine';

/**
 * Vitest's own order, except that the browser test files measuring wall-clock budgets run last: by
 * then the lanes `npm test` runs beside the browser tests are usually done, and they wait little or
 * not at all for a quiet machine (tests/e2e/support/quiet-machine.ts).
 */
export class BudgetsLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (spec: TestSpecification) =>
      spec.project.name === 'e2e' && readFileSync(spec.moduleId, 'utf8').includes(MEASURES_BUDGETS);
    return [...sorted.filter((spec) => !last(spec)), ...sorted.filter(last)];
  }
}
