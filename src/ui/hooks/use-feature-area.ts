import { useEffect, useState } from 'react';
import { FeatureAreasPort, type FeatureArea } from '../../application/ports/feature-areas.port';
import { useService } from './container-context';

export type AreaState = 'waiting' | 'ready' | 'failed';

/**
 * For a component outside its area's routes (the home leaderboard widget): loads the area once
 * `wanted` is true and reports when its services can be resolved.
 */
export function useFeatureArea(area: FeatureArea, wanted = true): { state: AreaState; retry: () => void } {
  const features = useService(FeatureAreasPort);
  const [state, setState] = useState<AreaState>(() => (features.isReady(area) ? 'ready' : 'waiting'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || state === 'ready') return undefined;
    let live = true;
    features.ensure(area).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
    // `state` is read only to skip work once ready; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [features, area, wanted, attempt]);

  return {
    state,
    retry: () => {
      setState('waiting');
      setAttempt((n) => n + 1);
    },
  };
}
