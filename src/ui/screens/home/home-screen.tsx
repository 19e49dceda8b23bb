import { Trans } from '@lingui/react/macro';
import { AuthStore, isLoggedIn } from '../../../application/stores/auth.store';
import { homeRow, type HomeRowId } from '../../../domain/home-rows';
import { useService, useStore } from '../../hooks/container-context';
import { PlayedOnDevice } from '../../../application/use-cases/games/played-on-device';
import { HOME_ROWS_AFTER_WIDGETS, HOME_ROWS_BEFORE_WIDGETS } from './home-layout';
import { HomeRowSection } from './home-row';
import { useItemsInSteps } from '../../hooks/use-items-in-steps';
import { TrailersRow } from './trailers-row';
import { HeroGateProvider, useHeroFirstGate } from './hero-first';
import { HomeLeaderboard } from './home-leaderboard';
import { AvailableOfflineShelf } from './available-offline-shelf';
import { DailyChallengeSlot } from './daily-challenge-slot';
import styles from './home.module.css';
import { useLocation } from 'react-router-dom';
import { CHALLENGE_FIELDS } from '../../../domain/friend-challenge-fields';

/** Rows rendered with the first screen (a phone shows the trailers and three rows). */
const FIRST_ROWS = 4;
/**
 * The daily challenge comes after the rows of a phone's first screen (nine games at 360×740):
 * playing at once comes first, and the challenge is the first thing below them (decision 0059).
 */
const ROWS_BEFORE_CHALLENGE = 3;

/**
 * /home: a stack of independently loading rows (design brief: "Home is a stack of rows").
 * Favourites are the player's own row: a guest does not see it. Continue playing shows a guest the
 * games played on this device, when there are any.
 */
export function Component() {
  const auth = useStore(AuthStore);
  const loggedIn = isLoggedIn(auth);
  // A guest's Continue playing is there from the first paint when the device has played something,
  // and absent otherwise: deciding before the first paint keeps the rows below it from moving.
  const playedHere = useService(PlayedOnDevice).games().length > 0;
  const visible = (id: HomeRowId) => {
    const row = homeRow(id);
    if (loggedIn || !row) return true;
    return !row.requiresLogin && (!row.guestsFromDevice || playedHere);
  };
  const heroGate = useHeroFirstGate();
  // A friend's challenge link (/home?g=…) is what the player came for: the challenge comes first.
  const challengeFirst = new URLSearchParams(useLocation().search).has(CHALLENGE_FIELDS.game);
  const before = HOME_ROWS_BEFORE_WIDGETS.filter(visible);
  const after = HOME_ROWS_AFTER_WIDGETS.filter(visible);
  // The rows a phone's first screen shows render with it; the others follow a few at a time while
  // the browser is idle (they are below the fold: nothing in view moves when they arrive).
  const shown = useItemsInSteps(before.length + after.length, FIRST_ROWS, FIRST_ROWS);
  return (
    <HeroGateProvider value={heroGate}>
      <div className={`page ${styles.home}`}>
        <h1 className="visually-hidden">
          <Trans>Home</Trans>
        </h1>
        <TrailersRow />
        {challengeFirst && <DailyChallengeSlot />}
        {before.slice(0, Math.min(shown, ROWS_BEFORE_CHALLENGE)).map((id, index) => (
          <HomeRowSection key={id} id={id} priority={index === 0} />
        ))}
        {!challengeFirst && <DailyChallengeSlot />}
        {before.slice(ROWS_BEFORE_CHALLENGE, shown).map((id) => (
          <HomeRowSection key={id} id={id} />
        ))}
        {shown >= before.length && (
          <>
            <AvailableOfflineShelf />
            <HomeLeaderboard />
            {after.slice(0, shown - before.length).map((id) => (
              <HomeRowSection key={id} id={id} />
            ))}
          </>
        )}
      </div>
    </HeroGateProvider>
  );
}
