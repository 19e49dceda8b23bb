import { useEffect, useState } from 'react';
import { AuthStore } from '../../../application/stores/auth.store';
import { LoadPlayerProgress, type PlayerProgressView } from '../../../application/use-cases/progress/load-player-progress';
import { useService, useStore } from '../../hooks/container-context';

/** The progress of whoever plays now (read again when that changes), or null while it is read. */
export function usePlayerProgress(game?: string): PlayerProgressView | null {
  const load = useService(LoadPlayerProgress);
  const auth = useStore(AuthStore);
  const owner = auth.token ? auth.userId : null;
  const [view, setView] = useState<PlayerProgressView | null>(null);
  useEffect(() => {
    let live = true;
    void load.execute(game).then((next) => live && setView(next));
    return () => {
      live = false;
    };
  }, [load, game, owner]);
  return view;
}
