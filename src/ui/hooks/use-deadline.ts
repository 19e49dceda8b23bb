import { useEffect, useState } from 'react';

/**
 * True once `ms` have passed since the component mounted. For waits that keep a page calm while its
 * first content arrives: the wait has a bound, and after it the page goes on without that content.
 */
export function useDeadline(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
