import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { MEASURES_BUDGETS } from './quiet-machine';

const measuresBudgets = (spec: TestSpecification) =>
  spec.project.name === 'e2e' && readFileSync(spec.moduleId, 'utf8').includes(MEASURES_BUDGETS);

/**
 * Vitest's own order, except that the browser test files measuring wall-clock budgets run last: by
 * then the lanes `npm test` runs beside the browser tests are usually done, and they wait little or
 * not at all for a quiet machine (tests/e2e/support/quiet-machine.ts). When the browser tests are
 * split into shards (`--shard=1/2`, `--shard=2/2`, two lanes of `npm test`), the other files are
 * shared out as Vitest does and those files all go to the last shard: a shard that waited for a
 * quiet machine while another one is still running would wait for ever.
 */
export class BudgetsLastSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shard } = this.ctx.config;
    if (!shard) return files;
    const shared = await super.shard(files.filter((spec) => !measuresBudgets(spec)));
    return shard.index === shard.count ? [...shared, ...files.filter(measuresBudgets)] : shared;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((spec) => !measuresBudgets(spec)), ...sorted.filter(measuresBudgets)];
  }
}
