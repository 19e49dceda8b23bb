import { useLingui } from '@lingui/react/macro';
import type { DailyShareOutcome } from '../../../application/use-cases/progress/share-daily-result';

/** What was shared: the day's result (the daily challenge card) or a friendly challenge (the play screen). */
export type SharedThing = 'daily-result' | 'friend-challenge';

/**
 * What became of a share, said where the player shared (a status region, so a screen reader hears
 * it too). The day's result says nothing when the share sheet took it (the sheet said so itself);
 * a challenge says it is sent.
 */
export function ShareStatus({
  outcome,
  thing,
  className,
}: {
  outcome: DailyShareOutcome | null;
  thing: SharedThing;
  className?: string;
}) {
  const { t } = useLingui();
  const words: Record<SharedThing, Partial<Record<DailyShareOutcome, string>>> = {
    'daily-result': {
      copied: t`Your result is copied: paste it in a message.`,
      failed: t`Your result could not be shared or copied.`,
    },
    'friend-challenge': {
      copied: t`The challenge is copied: paste it in a message.`,
      failed: t`The challenge could not be shared or copied.`,
      shared: t`The challenge is sent.`,
    },
  };
  return (
    <p role="status" className={className}>
      {(outcome && words[thing][outcome]) ?? ''}
    </p>
  );
}
