import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FollowsStepEntries } from '../../application/use-cases/step-history';

/** The search parameter naming a flow's step; the first step has none (a plain /signup). */
const STEP_PARAM = 'step';

/**
 * Makes a flow's steps history entries (docs/decisions/0029): when the flow moves on by itself (a
 * submit), the step is added to the address as a new entry (`?step=code`); when the address
 * changes (Back, Forward, a reload), the flow's use case shows that step if its state allows,
 * else the address is corrected to the step shown. Only the step's name is in the address: never
 * what was typed. `finalStep` replaces its entry instead of adding one, so Back leaves a finished
 * flow quickly.
 */
export function useStepEntries<S extends string>(flow: FollowsStepEntries<S>, current: S, finalStep?: S): void {
  const [params, setParams] = useSearchParams();
  const moves = useHistoryMoves();
  const requested = params.get(STEP_PARAM);
  const first = flow.steps[0];
  const named = (step: S) => (step === first ? null : step);

  // The address changed: follow it where the flow's state allows. Back and Forward count even when
  // the router shows no change: Back tapped just after a submit added its step can land on the
  // entry the router still shows, before it ever rendered the added one, and the flow, already on
  // the new step, must still go back with the address.
  useEffect(() => {
    const shown = flow.execute(requested);
    if (named(shown) !== requested) setParams((p) => withStep(p, named(shown)), { replace: true });
    // Only an address change triggers this; the flow's own moves are the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, moves]);

  // The flow moved on (or back) by itself: a history entry for the new step.
  useEffect(() => {
    if (named(current) === requested) return;
    setParams((p) => withStep(p, named(current)), { replace: current === finalStep });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
}

/** How many times the browser moved through its history (Back, Forward) while the screen was open. */
function useHistoryMoves(): number {
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    const moved = () => setMoves((count) => count + 1);
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);
  return moves;
}

function withStep(params: URLSearchParams, step: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (step === null) next.delete(STEP_PARAM);
  else next.set(STEP_PARAM, step);
  return next;
}
