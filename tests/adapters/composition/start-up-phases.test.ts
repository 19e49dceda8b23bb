import { describe, expect, it } from 'vitest';
import { runPhase, type Timeline } from '../../../src/composition/start-up-phases';

/** Records what a phase writes into the performance timeline. */
function recordingTimeline() {
  const entries: string[] = [];
  const timeline = {
    mark: (name: string) => entries.push(`mark ${name}`),
    measure: (name: string, start?: string) => entries.push(`measure ${name} from ${start}`),
  } as unknown as Timeline;
  return { entries, timeline };
}

describe('a start-up phase', () => {
  it('marks its start and measures itself as portal:<phase>, and returns what it made', async () => {
    const { entries, timeline } = recordingTimeline();
    const result = await runPhase('container', () => Promise.resolve(42), timeline);
    expect(result).toBe(42);
    expect(entries).toEqual(['mark portal:container:start', 'measure portal:container from portal:container:start']);
  });

  it('is measured when it fails, and the failure passes on', async () => {
    const { entries, timeline } = recordingTimeline();
    await expect(runPhase('configuration', () => Promise.reject(new Error('offline')), timeline)).rejects.toThrow('offline');
    expect(entries).toContain('measure portal:configuration from portal:configuration:start');
  });

  it('measures a phase that finishes at once', async () => {
    const { entries, timeline } = recordingTimeline();
    await runPhase('first data', () => undefined, timeline);
    expect(entries).toHaveLength(2);
  });
});
