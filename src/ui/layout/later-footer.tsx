import { useEffect, useState, type ComponentType } from 'react';
import { afterIdle } from '../hooks/after-idle';
import { useService } from '../hooks/container-context';
import { DataSaverStore } from '../../application/stores/data-saver.store';
import { useRetryOnReturn } from '../components/retry-button';
import { screenWords } from '../i18n/catalogue';

// The footer's words travel in the lazy screens' catalogue, which comes with it.
const loadFooter = () => Promise.all([import('./footer'), screenWords()]).then(([module]) => module.Footer);

/**
 * The /home footer (spec §2) at the bottom of a long page, never in its first screen: its code and
 * words come once the browser is idle after the first screen (with data saver on, once the player
 * then scrolls the page), and again when the network returns if they could not come before.
 */
export function LaterFooter() {
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);
  const dataSaver = useService(DataSaverStore);
  useRetryOnReturn(() => setAttempt((n) => n + 1));
  useEffect(() => {
    let live = true;
    afterIdle(
      () =>
        void loadFooter().then(
          (loaded) => live && setFooter(() => loaded),
          () => undefined,
        ),
      () => dataSaver.on,
    );
    return () => {
      live = false;
    };
  }, [attempt, dataSaver]);
  return Footer ? <Footer /> : null;
}
