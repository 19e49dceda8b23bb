import { useState } from 'react';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { PushNotificationStore } from '../../../application/stores/push-notification.store';
import { RegisterForTournament } from '../../../application/use-cases/tournament/register-for-tournament';
import { StartTournamentGame } from '../../../application/use-cases/tournament/play-tournament-game';
import { SubscribeToPush } from '../../../application/use-cases/notifications/subscribe-to-push';
import { isRegistered, COMPLETED } from '../../../domain/tournament';
import { useService, useStore } from '../../hooks/container-context';
import { PendingStatus } from '../../components/pending-status';
import { TournamentGameDialog } from './tournament-game-dialog';
import styles from './tournament.module.css';

/** Register (premium users; the server decides), play the tournament game, turn on alerts. */
export function TournamentActions() {
  const state = useStore(TournamentStore);
  const push = useStore(PushNotificationStore);
  const register = useService(RegisterForTournament);
  const startGame = useService(StartTournamentGame);
  const subscribe = useService(SubscribeToPush);
  const [game, setGame] = useState<{ sessionId: string | null; playUrl: string } | null>(null);
  const [gameError, setGameError] = useState<string | null>(null);
  const tournament = state.details.tournament;
  if (!tournament) return null;

  const registered = isRegistered(tournament);
  const over = tournament.currentState === COMPLETED;
  const play = async () => {
    setGameError(null);
    const result = await startGame.execute();
    if (result.ok) setGame({ sessionId: result.sessionId, playUrl: result.playUrl });
    else setGameError(result.message);
  };

  return (
    <div className={styles.actions}>
      {!registered && state.openStatus.isOpen !== false && !over && (
        <button
          type="button"
          className={`button${state.registration.status === 'loading' ? ' tap-pending' : ''}`}
          disabled={state.registration.status === 'loading'}
          onClick={() => void register.execute()}
        >
          {state.registration.status === 'loading' ? 'Registering…' : 'Register'}
        </button>
      )}
      <PendingStatus text={state.registration.status === 'loading' && 'Registering for the tournament…'} />
      {registered && !over && (
        <button type="button" className="button" onClick={() => void play()}>
          Play tournament game
        </button>
      )}
      <button
        type="button"
        className="button button--ghost"
        disabled={push.webPush.status === 'loading'}
        onClick={() => void subscribe.execute()}
      >
        Turn on tournament alerts
      </button>
      {gameError && (
        <p className={styles.error} role="alert">
          {gameError}
        </p>
      )}
      {push.webPush.status === 'failed' && (
        <p className={styles.error} role="alert">
          {push.webPush.error}
        </p>
      )}
      {push.webPush.status === 'succeeded' && (
        <p className={styles.muted} role="status">
          Tournament alerts are on.
        </p>
      )}
      {game && <TournamentGameDialog title={tournament.name} game={game} onClose={() => setGame(null)} />}
    </div>
  );
}
