import { useEffect } from 'react';
import { SavedGamesStore } from '../../application/stores/saved-games.store';
import { LoadSavedGames } from '../../application/use-cases/offline/load-saved-games';
import { useService, useStore } from './container-context';
import { afterIdle } from './after-idle';

/**
 * The bundled games' sizes, the titles saved on this device and the storage figure, read once the
 * first screen is up: reading them brings the device storage's code, which /home's first screen
 * does not need (adapters/offline/lazy-saved-games.ts).
 */
export function useSavedGames() {
  const state = useStore(SavedGamesStore);
  const load = useService(LoadSavedGames);
  useEffect(() => afterIdle(() => void load.execute()), [load]);
  return state;
}
