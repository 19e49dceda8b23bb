import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';
import { homeRow, type HomeRowId } from '../../../domain/home-rows';
import { useStore } from '../../hooks/container-context';
import { HOME_ROWS_AFTER_WIDGETS, HOME_ROWS_BEFORE_WIDGETS } from './home-layout';
import { HomeRowSection } from './home-row';
import { TrailersRow } from './trailers-row';
import { HeroGateProvider, useHeroFirstGate } from './hero-first';
import { HomeLeaderboard } from './home-leaderboard';
import styles from './home.module.css';

/**
 * /home: a stack of independently loading rows (design brief: "Home is a stack of rows").
 * Recently played and favorites are the player's own rows: a guest does not see them.
 */
export function Component() {
  const auth = useStore(AuthStore);
  const loggedIn = isLoggedIn(auth);
  const visible = (id: HomeRowId) => loggedIn || !homeRow(id)?.requiresLogin;
  const heroGate = useHeroFirstGate();
  return (
    <HeroGateProvider value={heroGate}>
      <div className={`page ${styles.home}`}>
        <h1 className="visually-hidden">Home</h1>
        <TrailersRow />
        {HOME_ROWS_BEFORE_WIDGETS.filter(visible).map((id, index) => (
          <HomeRowSection key={id} id={id} priority={index === 0} />
        ))}
        <HomeLeaderboard />
        {HOME_ROWS_AFTER_WIDGETS.filter(visible).map((id) => (
          <HomeRowSection key={id} id={id} />
        ))}
      </div>
    </HeroGateProvider>
  );
}
