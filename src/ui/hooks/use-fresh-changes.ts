import { useEffect, useState } from 'react';
import { NO_RANK_CHANGES, type RankChanges } from '../../domain/rank-changes';

/** How long the ▲/▼ markers of a live update stay on the board. */
export const MARKERS_SHOWN_MS = 4000;

/** The rank changes of the last update for MARKERS_SHOWN_MS, then none (until the next update). */
export function useFreshChanges(changes: RankChanges): RankChanges {
  const [expired, setExpired] = useState<RankChanges | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(changes), MARKERS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [changes]);
  return expired === changes ? NO_RANK_CHANGES : changes;
}
