import { containerSteps, type Composition } from '../../src/composition/container';
import type { Platform } from '../../src/composition/platform';

/**
 * The production container (the steps main.tsx takes with a pause between them), built without
 * pausing, so a test has it at once.
 */
export function buildContainer(platform: Platform): Composition {
  const steps = containerSteps(platform);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
  }
}
