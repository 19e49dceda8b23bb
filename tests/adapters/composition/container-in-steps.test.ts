import { describe, expect, it, vi } from 'vitest';
import { createContainerInSteps } from '../../../src/composition/container';
import { buildContainer } from '../../support/build-container';
import { RestoreSession } from '../../../src/application/use-cases/session/restore-session';
import { LoadTrailers } from '../../../src/application/use-cases/games/load-trailers';
import { ReportError } from '../../../src/application/use-cases/diagnostics/report-error';
import { FeatureAreasPort } from '../../../src/application/ports/feature-areas.port';
import { testPlatform } from '../../support/test-platform';

/** The browser builds the container in steps, yielding to the page between them (less blocking time). */
describe('the container built in steps', () => {
  it('pauses between its steps and binds what the container the tests build at once binds', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const stepped = await createContainerInSteps(testPlatform(), pause);
    expect(pause).toHaveBeenCalledTimes(8);
    const whole = buildContainer(testPlatform());
    for (const composition of [stepped, whole]) {
      expect(composition.resolver.get(RestoreSession)).toBeInstanceOf(RestoreSession);
      expect(composition.resolver.get(LoadTrailers)).toBeInstanceOf(LoadTrailers);
      expect(composition.resolver.get(ReportError)).toBeInstanceOf(ReportError);
    }
    expect(stepped.resolver.get(FeatureAreasPort)).toBe(stepped.features);
  });
});
