import { useEffect } from 'react';
import { SavedGamesStore } from '../../application/stores/saved-games.store';
import { LoadSavedGames } from '../../application/use-cases/offline/load-saved-games';
import { downloadSize } from '../../domain/saved-games';
import { useService, useStore } from './container-context';

/**
 * The bundled games' sizes and the titles saved on this device, read once per screen that shows
 * them (`withList`: the saved list and storage figure too, not only the sizes).
 */
export function useSavedGames(withList: boolean) {
  const state = useStore(SavedGamesStore);
  const load = useService(LoadSavedGames);
  useEffect(() => {
    void (withList ? load.execute() : load.loadSizes());
  }, [withList, load]);
  return state;
}

/** A game's download size in bytes, or null when it is not a bundled game (then nothing is shown). */
export function useDownloadSize(playUrl: string | undefined): number | null {
  const { bundled } = useSavedGames(false);
  return downloadSize(playUrl, bundled);
}
