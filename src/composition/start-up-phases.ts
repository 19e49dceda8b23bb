/** The phases of the portal's start-up in the browser, in the order they run. */
export const START_UP_PHASES = ['configuration', 'container', 'first data', 'diagnostics', 'first screen', 'render'] as const;
export type StartUpPhase = (typeof START_UP_PHASES)[number];

/** What a phase needs of the Performance API (the browser's `performance`; a fake in tests). */
export type Timeline = Pick<Performance, 'mark' | 'measure'>;

/** The name of a phase in the performance timeline: `portal:<phase>`. */
export const phaseMeasure = (name: StartUpPhase): string => `portal:${name}`;

/**
 * Runs one phase of the start-up and marks it in the performance timeline (a mark at its start, a
 * measure `portal:<phase>` over it), so a trace and the benchmark read like the start-up code.
 * A phase that fails is measured too, and its error passes on.
 */
export async function runPhase<T>(name: StartUpPhase, run: () => T | Promise<T>, timeline: Timeline = performance): Promise<T> {
  const start = `${phaseMeasure(name)}:start`;
  timeline.mark(start);
  try {
    return await run();
  } finally {
    timeline.measure(phaseMeasure(name), start);
  }
}
