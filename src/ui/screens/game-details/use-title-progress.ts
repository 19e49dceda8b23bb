import { useEffect } from 'react';
import { AuthStore } from '../../../application/stores/auth.store';
import { GameProgressStore, type TitleProgress } from '../../../application/stores/game-progress.store';
import { LoadGameProgress } from '../../../application/use-cases/progress/load-game-progress';
import { useService, useStore } from '../../hooks/container-context';

/**
 * A title's progress on this device for its game page: the best score and whether an unfinished
 * round waits. Read again when the player logs in or out: it is always the current player's.
 */
export function useTitleProgress(uniqueName: string): TitleProgress | undefined {
  const load = useService(LoadGameProgress);
  const { token, userId } = useStore(AuthStore);
  useEffect(() => {
    void load.execute(uniqueName);
  }, [load, uniqueName, token, userId]);
  return useStore(GameProgressStore).byTitle[uniqueName];
}
