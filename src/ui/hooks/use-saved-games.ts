import { useEffect } from 'react';
import { SavedGamesStore } from '../../application/stores/saved-games.store';
import { LoadSavedGames } from '../../application/use-cases/offline/load-saved-games';
import { useService, useStore } from './container-context';

/** The bundled games' sizes, the titles saved on this device and the storage figure, read on mount. */
export function useSavedGames() {
  const state = useStore(SavedGamesStore);
  const load = useService(LoadSavedGames);
  useEffect(() => void load.execute(), [load]);
  return state;
}
