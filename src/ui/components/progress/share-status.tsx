import type { DailyShareOutcome } from '../../../application/use-cases/progress/share-daily-result';

/**
 * What became of a share, said where the player shared (a status region, so a screen reader hears
 * it too): each place words the outcomes it reports; the others say nothing.
 */
export function ShareStatus({
  outcome,
  words,
  className,
}: {
  outcome: DailyShareOutcome | null;
  words: Partial<Record<DailyShareOutcome, string>>;
  className?: string;
}) {
  return (
    <p role="status" className={className}>
      {(outcome && words[outcome]) ?? ''}
    </p>
  );
}
