import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { PATHS } from '../../../domain/route-paths';
import { useTournamentsHidden } from '../../hooks/use-tournaments-hidden';
import { AuthStore } from '../../../application/stores/auth.store';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { LoadTournament } from '../../../application/use-cases/tournament/load-tournament';
import { LoadWinners } from '../../../application/use-cases/tournament/load-board-list';
import { SelectLeaderboardStage } from '../../../application/use-cases/tournament/select-leaderboard-stage';
import { RefreshBoardOnReturn } from '../../../application/use-cases/tournament/refresh-board-on-return';
import { leaderboardStage } from '../../../domain/leaderboard';
import { useService, useStore } from '../../hooks/container-context';
import { useDeadline } from '../../hooks/use-deadline';
import { TournamentDetails } from './tournament-details';
import { LeaderboardPanel } from './leaderboard-panel';
import { WinnersSection } from './winners-section';
import styles from './tournament.module.css';

/** How long the winners wait for the details above them before they are shown regardless. */
export const WINNERS_WAIT_MS = 2000;
/**
 * How long the board waits for the details (its stages and the stage in play): after that it shows
 * the stage in play's board without them, and the details say they are late, with Retry (decision 0054).
 */
export const DETAILS_WAIT_MS = 5000;

/**
 * /tournament (public, spec §2 "Tournament screen: details, leaderboard with a stage selector,
 * winners"). The details are loaded again when the token changes (userState is the user's own);
 * the board starts on the stage in play (COMPLETED shows FINAL) and the live stream is released
 * when the screen is left, or closed while the tab stays hidden and refreshed on return.
 */
export function Component() {
  // "Premium and tournaments hidden" while family mode guards the player: nothing is loaded then.
  const hidden = useTournamentsHidden();
  if (hidden === null) return <div className="page" />;
  return hidden ? <HiddenInFamilyMode /> : <TournamentPage />;
}

function HiddenInFamilyMode() {
  return (
    <div className="page page--centered">
      <h1>
        <Trans>Tournaments are not available in family mode</Trans>
      </h1>
      <p>
        <Trans>Family mode keeps this phone to games for children. There are lots of them to play!</Trans>
      </p>
      <Link className="button" to={PATHS.home}>
        <Trans>Go to Home</Trans>
      </Link>
    </div>
  );
}

function TournamentPage() {
  const auth = useStore(AuthStore);
  const state = useStore(TournamentStore);
  const loadTournament = useService(LoadTournament);
  const loadWinners = useService(LoadWinners);
  const selectStage = useService(SelectLeaderboardStage);
  const refreshOnReturn = useService(RefreshBoardOnReturn);
  const tournament = state.details.tournament;

  useEffect(() => {
    void loadTournament.execute();
    void loadWinners.execute();
  }, [auth.token, loadTournament, loadWinners]);

  const currentState = tournament?.currentState;
  useEffect(() => {
    if (!currentState) return;
    void selectStage.execute(state.board.stage ?? leaderboardStage(currentState));
    // Only a new tournament state re-selects; the user's own choice goes through onSelect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentState, selectStage]);

  useEffect(() => () => selectStage.stop(), [selectStage]);
  // Back from the background: a board whose stream was closed is fetched at once, then goes live.
  useEffect(() => refreshOnReturn.start(), [refreshOnReturn]);

  // The sections below the details wait for them: the details grow from a skeleton to their full
  // height when they arrive, and anything drawn under them meanwhile would jump (layout shift, CLS).
  // The winners do not need the details, so a stalled details call holds them back for 2 s at most.
  // The leaderboard does: its stages and the stage in play come with the details.
  const waitedLongEnough = useDeadline(WINNERS_WAIT_MS);
  const detailsSettled = tournament !== null || state.details.status === 'failed' || waitedLongEnough;
  // Without the details (late or failed), the board of the stage in play shows without stages; once
  // shown it stays while the details are asked for again.
  const detailsLate = useDeadline(DETAILS_WAIT_MS);
  const boardWithoutDetails =
    tournament === null && (state.details.status === 'failed' || detailsLate || state.board.status !== 'idle');
  useEffect(() => {
    if (boardWithoutDetails) void selectStage.showCurrentBoard();
  }, [boardWithoutDetails, selectStage]);
  return (
    <div className={`page ${styles.page}`}>
      <TournamentDetails late={detailsLate} />
      {tournament ? (
        <LeaderboardPanel stages={tournament.stages} onSelect={(stage) => void selectStage.execute(stage)} />
      ) : (
        boardWithoutDetails && (
          <LeaderboardPanel
            stages={[]}
            onSelect={(stage) => void selectStage.execute(stage)}
            onRetry={() => void selectStage.showCurrentBoard()}
          />
        )
      )}
      {detailsSettled && <WinnersSection />}
    </div>
  );
}
