import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { PushNotificationStore } from '../../../application/stores/push-notification.store';
import { RegisterForTournament } from '../../../application/use-cases/tournament/register-for-tournament';
import { StartTournamentGame } from '../../../application/use-cases/tournament/play-tournament-game';
import { SelectLeaderboardStage } from '../../../application/use-cases/tournament/select-leaderboard-stage';
import { leaderboardStage } from '../../../domain/leaderboard';
import { SubscribeToPush } from '../../../application/use-cases/notifications/subscribe-to-push';
import { isRegistered, COMPLETED } from '../../../domain/tournament';
import { useService, useStore } from '../../hooks/container-context';
import { useNoticeText } from '../../components/notice-text';
import type { Notice } from '../../../application/notices';
import { PendingStatus } from '../../components/pending-status';
import { LoadProblem } from '../../components/load-problem';
import type { TournamentGameDialog } from './tournament-game-dialog';
import { RegistrationChecklist } from './registration-checklist';
import { StageReminderToggle } from './stage-reminder-toggle';
import styles from './tournament.module.css';

/**
 * The game's layer: its code (the game's frame and bar, which the play screen shares) downloads
 * with the tap on Play, beside the game's start, not with the tournament's page; and the play
 * screen, which shares it, does not download the tournament's file (nor may this file share a
 * module with the play screen that the entry does not hold, such as the play screen's lazyDialog:
 * the tournament's chunk would take it along).
 */
const loadGameLayer = () => import('./tournament-game-dialog').then((module) => module.TournamentGameDialog);

/** Register (premium users; the server decides), play the tournament game, turn on alerts. */
export function TournamentActions() {
  const state = useStore(TournamentStore);
  const push = useStore(PushNotificationStore);
  const register = useService(RegisterForTournament);
  const startGame = useService(StartTournamentGame);
  const subscribe = useService(SubscribeToPush);
  const selectStage = useService(SelectLeaderboardStage);
  const [game, setGame] = useState<{ sessionId: string | null; playUrl: string } | null>(null);
  const [gameError, setGameError] = useState<Notice | null>(null);
  const [starting, setStarting] = useState(false);
  const [GameLayer, setGameLayer] = useState<typeof TournamentGameDialog | null>(null);
  const [layerFailed, setLayerFailed] = useState(false);
  const { t } = useLingui();
  const words = useNoticeText();
  const tournament = state.details.tournament;
  if (!tournament) return null;

  const registered = isRegistered(tournament);
  const over = tournament.currentState === COMPLETED;
  // A layer that fails to download says so where the game would be, with Retry (also when the
  // network returns), and keeps the session the server has started: it is not started again.
  const downloadLayer = () => {
    setLayerFailed(false);
    return loadGameLayer().then(
      (layer) => setGameLayer(() => layer),
      () => setLayerFailed(true),
    );
  };
  const play = async () => {
    setGameError(null);
    setStarting(true);
    if (!GameLayer) void downloadLayer();
    const result = await startGame.execute();
    setStarting(false);
    if (!result.ok) return setGameError(result.message);
    setGame({ sessionId: result.sessionId, playUrl: result.playUrl });
    // The rank chip in the game follows the live board: the stage in play is shown while playing.
    const live = leaderboardStage(tournament.currentState);
    if (state.board.stage !== live) void selectStage.execute(live);
  };

  const canRegister = !registered && state.openStatus.isOpen !== false && !over;
  return (
    <div className={styles.actions}>
      {canRegister && <RegistrationChecklist />}
      {canRegister && (
        <button
          type="button"
          className={`button${state.registration.status === 'loading' ? ' tap-pending' : ''}`}
          disabled={state.registration.status === 'loading'}
          onClick={() => void register.execute()}
        >
          {state.registration.status === 'loading' ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
        </button>
      )}
      <PendingStatus text={state.registration.status === 'loading' && t`Registering for the tournament…`} />
      {registered && !over && (
        <button
          type="button"
          className={`button${starting ? ' tap-pending' : ''}`}
          disabled={starting}
          onClick={() => void play()}
        >
          <Trans>Play tournament game</Trans>
        </button>
      )}
      <PendingStatus text={(starting || (game && !GameLayer && !layerFailed)) && t`Starting the game…`} />
      {registered && !over && <StageReminderToggle />}
      <button
        type="button"
        className="button button--ghost"
        disabled={push.webPush.status === 'loading'}
        onClick={() => void subscribe.execute()}
      >
        <Trans>Turn on tournament alerts</Trans>
      </button>
      {gameError && (
        <p className={styles.error} role="alert">
          {words(gameError)}
        </p>
      )}
      {push.webPush.status === 'failed' && (
        <p className={styles.error} role="alert">
          {push.webPush.error && words(push.webPush.error)}
        </p>
      )}
      {push.webPush.status === 'succeeded' && (
        <p className={styles.muted} role="status">
          <Trans>Tournament alerts are on.</Trans>
        </p>
      )}
      {game && layerFailed && (
        <LoadProblem
          className={styles.error}
          why={<Trans>Part of the portal could not be downloaded. Check your connection.</Trans>}
          onRetry={() => void downloadLayer()}
        />
      )}
      {game && GameLayer && <GameLayer title={tournament.name} game={game} onClose={() => setGame(null)} />}
    </div>
  );
}
