import { createContext, useContext, useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { DataSaverStore } from '../../application/stores/data-saver.store';
import { SavedGamesStore } from '../../application/stores/saved-games.store';
import { DataSaver } from '../../application/use-cases/offline/data-saver';
import { LoadSavedGames } from '../../application/use-cases/offline/load-saved-games';
import { downloadSize, type BundledGames } from '../../domain/saved-games';
import { useService, useStore } from './container-context';

interface OfflineHints {
  /** Data saver is on (domain/data-saver.ts decides). */
  saving: boolean;
  /** The bundled games' sizes; null until known. */
  bundled: Readonly<BundledGames> | null;
}

/** Outside the app's shell (a card rendered on its own): full pictures, no sizes. */
const OfflineHintsContext = createContext<OfflineHints>({ saving: false, bundled: null });

/**
 * Hands every card and row what data saver and the download sizes need, read once for the whole
 * page rather than once per card. Starts following the data saver choice and the connection.
 */
export function OfflineHintsProvider({ children }: { children: ReactNode }) {
  const { on } = useStore(DataSaverStore);
  const { bundled } = useStore(SavedGamesStore);
  const dataSaver = useService(DataSaver);
  const load = useService(LoadSavedGames);
  useEffect(() => dataSaver.start(), [dataSaver]);
  useEffect(() => void load.loadSizes(), [load]);
  const value = useMemo(() => ({ saving: on, bundled }), [on, bundled]);
  return <OfflineHintsContext.Provider value={value}>{children}</OfflineHintsContext.Provider>;
}

export const useDataSaver = (): boolean => useContext(OfflineHintsContext).saving;

/** A game's download size in bytes, or null when it is not a bundled game (then nothing is shown). */
export function useDownloadSize(playUrl: string | undefined): number | null {
  return downloadSize(playUrl, useContext(OfflineHintsContext).bundled);
}

/**
 * Data saver: "grids load art only on screen". True when the element's picture may load: at once
 * normally (the browser's lazy loading and the first-pictures gate pace it), and in data saver
 * only once the element is on screen (the browser's own lazy loading fetches well ahead of the
 * viewport). No observer is made unless data saver is on.
 */
export function usePictureAllowed(ref: RefObject<Element | null>): boolean {
  const saving = useDataSaver();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!saving || seen || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, saving, seen]);
  return !saving || seen || typeof IntersectionObserver === 'undefined';
}
