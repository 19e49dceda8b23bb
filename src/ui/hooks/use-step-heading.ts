import { useEffect, useRef } from 'react';

/**
 * The heading of the step an account flow shows. Each new step is announced by moving focus to its
 * heading; arriving at the screen does not move it.
 */
export function useStepHeading(step: string | number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
