import { useEffect, useState } from 'react';
import { TournamentsInFamilyMode } from '../../application/use-cases/family/tournaments-in-family-mode';
import { useService } from './container-context';

/**
 * Whether family mode hides the tournaments for the player now ("premium and tournaments hidden"):
 * false at once for a visitor without family mode, null while family mode is asked. When family
 * mode's code cannot be fetched, they stay hidden: a child is not shown them by a failed download.
 */
export function useTournamentsHidden(): boolean | null {
  const rule = useService(TournamentsInFamilyMode);
  const [hidden, setHidden] = useState<boolean | null>(() => rule.known());
  useEffect(() => {
    if (hidden !== null) return;
    let live = true;
    void rule.hidden().then(
      (answer) => live && setHidden(answer),
      () => live && setHidden(true),
    );
    return () => {
      live = false;
    };
  }, [hidden, rule]);
  return hidden;
}
