import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { gameDetailsPath } from '../../../domain/game';
import { useOpenGame } from './use-open-game';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useGameProgress } from './use-game-progress';
import { useFinishedRound } from './use-finished-round';
import { playAddressMode, playAddressSeed } from '../../../domain/play-address';
import { GameOverlay } from './game-overlay';
import { framedGame, PlayStage } from './play-stage';
import { usePlayTime } from './use-play-time';
import type { PlayLocationState } from './play-location';
import { lazyDialog } from '../../components/lazy-dialog';
import { useDataSaver } from '../../hooks/offline-hints';
import { afterIdle } from '../../hooks/after-idle';

/**
 * The dialogs over the game that most plays never see: a premium game's offer and family mode's
 * "time is up for today" with its PIN. Their code comes when they open, so the game's first frame
 * waits for neither; the time-up dialog's is fetched as soon as a daily limit counts, unless data
 * saver is on ("nothing loaded ahead").
 */
const PremiumDialog = lazyDialog(() => import('./premium-dialog').then((module) => module.PremiumDialog));
const TimeUpDialog = lazyDialog(() => import('./time-up-dialog').then((module) => module.TimeUpDialog));

/**
 * "Challenge a friend" shows once a round has ended: its code comes after the game is up, when the
 * browser is idle, or with data saver on once a round has ended.
 */
const ChallengeAFriend = lazyDialog(() => import('./challenge-a-friend').then((module) => module.ChallengeAFriend));

/**
 * /play/{gameUniqueName}: the game fills the viewport above the shell (design brief "Play screen"),
 * in a sandboxed same-origin iframe, with a small bar (Exit game, the score, Fullscreen). A free
 * game's page loads beside its session's start, under the game's own picture and name until both
 * have answered (OpenGame, StartGame.pageBeforeSession).
 */
export function Component() {
  const uniqueName = useParams().gameUniqueName ?? '';
  const { result, early, retry } = useOpenGame(uniqueName);
  const navigate = useNavigate();
  const location = useLocation();
  const frame = useRef<HTMLIFrameElement>(null);

  const game = result?.game ?? early?.game ?? null;
  const { t } = useLingui();
  const ready = result?.ok ? result : null;
  // The game's frame is on the page: its session has started, or a free game's page loads beside the start.
  const framed = framedGame(result, early) !== null;
  useSessionKeepAlive(ready?.sessionId ?? null);
  useGameProgress(frame, uniqueName, framed);
  const round = useFinishedRound(frame, framed);
  const saving = useDataSaver();
  useEffect(() => {
    if (framed && !saving) afterIdle(ChallengeAFriend.preload);
  }, [framed, saving]);
  const playState = location.state as PlayLocationState | null;
  const friendChallenge = friendChallengeOf(uniqueName, location.search, playState);
  // Family mode's daily play time: counted only when the device keeps family mode with a limit.
  const playTime = usePlayTime(frame, framed);
  useEffect(() => {
    if (playTime.limited && !saving) TimeUpDialog.preload();
  }, [playTime.limited, saving]);

  const exit = () => {
    // Back to the game page it came from (no second copy in the history), or to it for a deep link.
    if (playState?.fromGamePage) void navigate(-1);
    else void navigate(gameDetailsPath({ uniqueName }), { replace: true });
  };

  return (
    <div className="page">
      <GameOverlay
        title={game?.name ?? t`Starting game`}
        orientation={game?.orientation ?? null}
        frame={frame}
        playing={framed}
        onExit={exit}
        status={round && <ChallengeAFriend key={round.count} round={round} challenge={friendChallenge} />}
      >
        <PlayStage result={result} early={early} frame={frame} onRetry={retry} />
      </GameOverlay>
      {result && !result.ok && result.code === 'PREMIUM_REQUIRED' && (
        <PremiumDialog gameName={game?.name ?? ''} message={result.message} onClose={exit} />
      )}
      {playTime.up && <TimeUpDialog onMoreTime={playTime.moreTime} onExit={exit} />}
    </div>
  );
}

/** The friend's challenge this screen plays, when a challenge's link opened it on its board (mode and seed in the address). */
function friendChallengeOf(game: string, search: string, state: PlayLocationState | null) {
  const mode = playAddressMode(search);
  const seed = playAddressSeed(search);
  const toBeat = state?.friendChallenge;
  return toBeat && mode !== null && seed !== null ? { board: { game, mode, seed }, toBeat } : null;
}
