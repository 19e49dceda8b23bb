import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more each time the
 * browser is idle, until all are there. A cheap phone renders a long list (a home page's two dozen
 * rows, a trending row's 60 cards) in several short tasks instead of one long one, so a tap is
 * never kept waiting behind it (Lighthouse's total blocking time counts every task over 50 ms).
 * Where the browser has no idle callback (Safari, jsdom) everything renders at once.
 */
export function useItemsInSteps(total: number, first: number, step: number): number {
  const stepwise = typeof requestIdleCallback === 'function';
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (!stepwise || count >= total) return undefined;
    // At the latest after a second, a busy page also gets the rest.
    // In a transition, React renders the step in slices a tap can interrupt.
    const id = requestIdleCallback(() => startTransition(() => setCount((shown) => shown + step)), { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }, [stepwise, count, total, step]);
  return stepwise ? Math.min(count, total) : total;
}
