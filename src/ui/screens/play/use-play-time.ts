import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayTimeVerdict } from '../../../domain/family-play-time';
import type { FamilyPinRefusal } from '../../../application/ports/family-gate.port';
import { PlayTimeOnDemand } from '../../../application/use-cases/family/play-time-on-demand';
import { useService } from '../../hooks/container-context';
import { useGameMessages } from './use-game-messages';

/** How often the play so far is added while a daily limit counts: the limit is in minutes. */
export const PLAY_TIME_REPORT_MS = 15_000;

export interface PlayTime {
  /** Family mode's daily limit counts this play: time may be up before the game is left. */
  limited: boolean;
  /** Time is up for today: the game's round has ended, and no new one is played. */
  up: boolean;
  /** The parent's PIN for 15 more minutes: undefined when granted (or family mode is off), else why not. */
  moreTime: (pin: string) => Promise<FamilyPinRefusal | undefined>;
}

/**
 * Family mode's daily play time on the play screen: "when it is reached the game in play finishes
 * its round, then the portal says time is up for today". A round is in play from the game's start
 * until it reports game over over the bridge, and again from its next score; the play is added every
 * 15 seconds while the page is seen, and at the end of each round. Without family mode's daily limit
 * nothing is counted and no message is listened to.
 */
export function usePlayTime(frame: RefObject<HTMLIFrameElement | null>, playing: boolean): PlayTime {
  const playTime = useService(PlayTimeOnDemand);
  const [limited, setLimited] = useState(false);
  const [up, setUp] = useState(false);
  const roundInPlay = useRef(true);

  const follow = (verdict: PlayTimeVerdict) => {
    setLimited(verdict.code !== 'play-time-unlimited');
    setUp(verdict.code === 'play-time-up');
  };

  useEffect(() => {
    if (!playing) return;
    let live = true;
    roundInPlay.current = true;
    // A failed download of family mode's code leaves the game playing: the next game asks again.
    void playTime.start().then(
      (verdict) => live && follow(verdict),
      () => undefined,
    );
    return () => {
      live = false;
      playTime.pause();
    };
  }, [playing, playTime]);

  useEffect(() => {
    if (!limited || up) return;
    const report = () => {
      if (document.visibilityState !== 'hidden') follow(playTime.played(roundInPlay.current));
    };
    const seen = () => (document.visibilityState === 'hidden' ? playTime.pause() : playTime.resume());
    const timer = window.setInterval(report, PLAY_TIME_REPORT_MS);
    document.addEventListener('visibilitychange', seen);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', seen);
    };
  }, [limited, up, playTime]);

  useGameMessages(frame, playing && limited, (message) => {
    if (message.type === 'game-over') {
      roundInPlay.current = false;
      follow(playTime.played(false));
    } else if (message.type === 'score' || message.type === 'save') {
      roundInPlay.current = true;
    }
  });

  return {
    limited,
    up,
    moreTime: async (pin) => {
      const result = await playTime.grant(pin);
      if (result.code === 'family-more-time-granted') follow(result.verdict);
      else if (result.code === 'family-mode-off') follow({ code: 'play-time-unlimited' });
      else return result;
      return undefined;
    },
  };
}
