/**
 * Steps are history entries: in signup, password reset and buying, Back goes to the previous
 * step and Forward returns, with what was typed still there (never the typed code or password:
 * those live only in their step's form and in no address or history state). The address names
 * the step; the flow's state decides whether that step can be shown now.
 */
export interface StepFlow<S extends string> {
  /** The steps in order; the first is the one an address without a step names. */
  readonly steps: readonly S[];
  /** The step the flow's state is on. */
  current(): S;
  /** Whether the flow's state allows showing `step` now (e.g. the code step once a code was sent). */
  canShow(step: S): boolean;
  /** Moves the flow to `step`, keeping what it knows. Only called when canShow(step). */
  show(step: S): void;
}

/**
 * The step to show for the step an address names (Back, Forward, a reload, a typed address):
 * that step when the flow's state allows it, else the step the flow is on (and the address is
 * then corrected to it).
 */
export function followStepEntry<S extends string>(flow: StepFlow<S>, requested: string | null): S {
  const wanted = flow.steps.find((step) => step === requested) ?? flow.steps[0];
  if (wanted === undefined || wanted === flow.current()) return flow.current();
  if (!flow.canShow(wanted)) return flow.current();
  flow.show(wanted);
  return wanted;
}

/** What a screen whose steps are history entries calls with the step its address names. */
export interface FollowsStepEntries<S extends string> {
  readonly steps: readonly S[];
  current(): S;
  execute(requested: string | null): S;
}
