import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { BundledGameModes } from '../../../application/ports/bundled-game-modes.port';
import { ShareDailyResult, type DailyShareOutcome } from '../../../application/use-cases/progress/share-daily-result';
import { ShareStatus } from '../../components/progress/share-status';
import { challengeOutcome, encodeFriendChallenge, isChallengeRound, MAX_CHALLENGER_NAME } from '../../../domain/friend-challenge';
import { modeOfKey } from '../../../domain/game-modes';
import { FormField } from '../../components/form-field';
import { LaterIcon } from '../../components/later-icons';
import { Modal } from '../../components/modal';
import { useGameWords } from '../../components/progress/game-words';
import { useService } from '../../hooks/container-context';
import { useFormat } from '../../i18n/format';
import type { FinishedRoundHeard } from './use-finished-round';
import type { PlayLocationState } from './play-location';
import playStyles from './play.module.css';
import styles from './challenge.module.css';

export interface ChallengeAFriendProps {
  /** The round the game has just finished. */
  round: FinishedRoundHeard;
  /** The friend's challenge being played, and its board (the play address's game, mode and seed), or null. */
  challenge: {
    board: { game: string; mode: string; seed: number };
    toBeat: NonNullable<PlayLocationState['friendChallenge']>;
  } | null;
}

/**
 * After a bundled game's round, "Challenge a friend" in the play bar (never over the game): a link
 * holding the game, mode and seed of that very round and its score, with the player's name if they
 * choose to give one (docs/decisions/0057), sent with the phone's share sheet or copied. When the
 * round was a friend's challenge, both results side by side open by themselves, with "Challenge
 * back". Nothing vouches for a score in a link, so it is a friendly challenge, never a verified one.
 * Nothing shows for a round whose board the game cannot deal again (one resumed from a save).
 */
export function ChallengeAFriend({ round, challenge }: ChallengeAFriendProps) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useGameWords();
  const games = useService(BundledGameModes);
  const shareResult = useService(ShareDailyResult);
  const formId = useId();
  // The dialog starts on its button, not the name field, which would bring up a phone's keyboard.
  const sendButton = useRef<HTMLButtonElement>(null);
  const game = games.find((candidate) => candidate.slug === round.game);
  const mode = game ? modeOfKey(game, round.key) : null;
  const seed = round.seed ?? null;
  const versus =
    challenge && game && mode !== null && seed !== null && isChallengeRound(challenge.board, { game: game.slug, mode, seed })
      ? challenge.toBeat
      : null;
  // The friend came to compare: their result opens by itself; anyone else's waits for the button.
  const [open, setOpen] = useState(versus !== null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState<DailyShareOutcome | null>(null);
  if (!game || mode === null || seed === null) return null;

  const mine = format.number(round.score);
  const gameName = words.game(game.slug);
  const modeName = words.mode(mode);
  const action = versus ? t`Challenge back` : t`Challenge a friend`;
  const send = async () => {
    const text = t`Can you beat my ${mine} points in ${gameName} (${modeName})? The very same board for you on PlayZone: a friendly challenge.`;
    const query = encodeFriendChallenge({ game: game.slug, mode, seed, score: round.score, name });
    setShared(await shareResult.execute(t`A friendly challenge on PlayZone`, text, query));
  };
  const verdict = versus
    ? { beaten: t`You beat it!`, level: t`A tie!`, short: t`Not this time.` }[challengeOutcome(round.score, versus.score)]
    : null;
  const close = () => setOpen(false);

  return (
    <>
      <button type="button" className={playStyles.barButton} onClick={() => setOpen(true)}>
        <LaterIcon name="share" size={20} />
        <span>{action}</span>
      </button>
      {open && (
        <Modal
          title={versus ? t`A friendly challenge` : t`Challenge a friend`}
          onClose={close}
          initialFocus={sendButton}
          actions={
            <>
              <button type="button" className="button button--ghost" onClick={close}>
                {t`Close`}
              </button>
              <button ref={sendButton} type="submit" form={formId} className="button">
                {versus ? action : t`Send the challenge`}
              </button>
            </>
          }
        >
          {versus ? (
            <>
              <p className={styles.verdict}>{verdict}</p>
              <dl className={styles.versus}>
                <div>
                  <dt>{t`You`}</dt>
                  <dd>{mine}</dd>
                </div>
                <div>
                  <dt>{versus.name ?? t`Your friend`}</dt>
                  <dd>{format.number(versus.score)}</dd>
                </div>
              </dl>
              <p className={styles.note}>{t`Nothing checks the score in the link: it is just for fun between friends.`}</p>
            </>
          ) : (
            <p>{t`Score ${mine}. Can a friend beat it on the very same board?`}</p>
          )}
          <form
            id={formId}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <FormField
              label={t`Your name in the link (optional)`}
              value={name}
              maxLength={MAX_CHALLENGER_NAME}
              autoComplete="nickname"
              onChange={(event) => setName(event.target.value)}
            />
          </form>
          <ShareStatus outcome={shared} thing="friend-challenge" className={styles.status} />
        </Modal>
      )}
    </>
  );
}
