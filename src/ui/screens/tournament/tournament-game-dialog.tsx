import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { UpdateTournamentSession } from '../../../application/use-cases/tournament/play-tournament-game';
import { useService } from '../../hooks/container-context';
import { useDialogFocus } from '../../hooks/use-dialog-focus';
import { GameOverlay } from '../play/game-overlay';
import { GAME_SANDBOX } from '../play/play-stage';
import playStyles from '../play/play.module.css';
import { useGameAddress } from '../play/use-game-address';
import { LiveRankChip } from './live-rank-chip';

/** How often a running tournament game tells the server it is still being played (spec silent). */
const SESSION_UPDATE_MS = 60_000;

/**
 * The tournament game over the whole viewport, like any game (its URL passed the URL guard in
 * StartTournamentGame), with its session kept alive (spec §7 "POST /tournament/game/session/update
 * {sessionid}"). It is a layer over the tournament page: focus moves into it and comes back to
 * Play when the player exits. The game's bar shows the player's live rank.
 */
export function TournamentGameDialog({
  title,
  game,
  onClose,
}: {
  title: string;
  /** sessionId is null when the start answer named no session: nothing to keep alive then. */
  game: { sessionId: string | null; playUrl: string };
  onClose: () => void;
}) {
  const updateSession = useService(UpdateTournamentSession);
  const layer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const address = useGameAddress(game.playUrl);
  const { t } = useLingui();
  useDialogFocus(layer, { onEscape: onClose, initialFocus: frame, lockScroll: false });
  useEffect(() => {
    const sessionId = game.sessionId;
    if (!sessionId) return undefined;
    const timer = setInterval(() => void updateSession.execute(sessionId), SESSION_UPDATE_MS);
    return () => {
      clearInterval(timer);
      void updateSession.execute(sessionId);
    };
  }, [game.sessionId, updateSession]);

  return (
    <div ref={layer} role="dialog" aria-modal="true" aria-label={title}>
      <GameOverlay title={title} orientation={null} frame={frame} playing onExit={onClose} status={<LiveRankChip />}>
        <div className={playStyles.stage}>
          <iframe
            ref={frame}
            className={playStyles.frame}
            src={address}
            title={t`${title}: game`}
            sandbox={GAME_SANDBOX}
            allow="fullscreen; autoplay"
          />
        </div>
      </GameOverlay>
    </div>
  );
}
