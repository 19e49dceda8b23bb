import { GAME_SANDBOX } from '../play/play-stage';
import { useEffect } from 'react';
import { UpdateTournamentSession } from '../../../application/use-cases/tournament/play-tournament-game';
import { useService } from '../../hooks/container-context';
import { Modal } from '../../components/modal';
import styles from './tournament.module.css';

/** How often a running tournament game tells the server it is still being played (spec silent). */
const SESSION_UPDATE_MS = 60_000;

/**
 * The tournament game in a sandboxed frame (its URL passed the URL guard in StartTournamentGame),
 * with its session kept alive (spec §7 "POST /tournament/game/session/update {sessionid}").
 */
export function TournamentGameDialog({
  title,
  game,
  onClose,
}: {
  title: string;
  game: { sessionId: string; playUrl: string };
  onClose: () => void;
}) {
  const updateSession = useService(UpdateTournamentSession);
  useEffect(() => {
    const timer = setInterval(() => void updateSession.execute(game.sessionId), SESSION_UPDATE_MS);
    return () => {
      clearInterval(timer);
      void updateSession.execute(game.sessionId);
    };
  }, [game.sessionId, updateSession]);

  return (
    <Modal
      title={title}
      onClose={onClose}
      closeOnBackdrop={false}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <iframe className={styles.gameFrame} src={game.playUrl} title={`${title}: game`} sandbox={GAME_SANDBOX} />
    </Modal>
  );
}
