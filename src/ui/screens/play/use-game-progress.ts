import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { PORTAL_SOURCE, type ProgressMessage } from '../../../games/protocol';
import { LoadGameProgress } from '../../../application/use-cases/progress/load-game-progress';
import { SaveGameProgress } from '../../../application/use-cases/progress/save-game-progress';
import { RecordFinishedGame } from '../../../application/use-cases/progress/record-finished-game';
import { RecordGameEvent } from '../../../application/use-cases/progress/record-game-event';
import { playAddressSeed } from '../../../domain/play-address';
import { useService } from '../../hooks/container-context';
import { useGameMessages } from './use-game-messages';

/**
 * Keeps the running game's progress for its title on this device: the game asks for its best score
 * and unfinished round as it starts (and resumes it), reports moments to resume from, and the end of
 * each round. The game never waits for the answer. Each finished round of a bundled game also counts
 * toward the player's progress (its best, its achievements, and the day's challenge when it was played
 * with the day's seed from the address: docs/decisions/0057), and the moments the game sends for its
 * achievements (a win, a clean round) unlock them.
 */
export function useGameProgress(frame: RefObject<HTMLIFrameElement | null>, title: string, playing: boolean): void {
  const load = useService(LoadGameProgress);
  const save = useService(SaveGameProgress);
  const record = useService(RecordFinishedGame);
  const recordEvent = useService(RecordGameEvent);
  const seed = playAddressSeed(useLocation().search);
  useGameMessages(frame, playing && title !== '', (message, reply) => {
    if (message.type === 'progress-request') {
      void load.execute(title).then(({ best, state }) => {
        const answer: ProgressMessage = { source: PORTAL_SOURCE, type: 'progress', key: message.key, best, state };
        reply(answer);
      });
    } else if (message.type === 'save') {
      void save.save(title, message.state);
    } else if (message.type === 'game-over') {
      void save.roundOver(title, message.score);
      void record.execute({ game: message.game, key: message.key, score: message.score, seed });
    } else if (message.type === 'achievement') {
      void recordEvent.execute(message.game, message.event);
    }
  });
}
