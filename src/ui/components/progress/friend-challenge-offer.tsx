import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { decodeFriendChallenge, isPlayableChallenge } from '../../../domain/friend-challenge';
import { routeTo } from '../../../domain/route-paths';
import { useFormat } from '../../i18n/format';
import type { PlayLocationState } from '../../screens/play/play-location';
import { useGameWords } from './game-words';
import styles from './progress.module.css';

/**
 * A friend's challenge opened from its link (/home?g=…&m=…&s=…&sc=…): the score to beat and the very
 * same board to play. Nothing vouches for the score, so it is called a friendly challenge, never a
 * verified one (docs/decisions/0057); the challenger's name is shown as text only.
 */
export function FriendChallengeOffer({ search, modesOf }: { search: string; modesOf: (game: string) => readonly string[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useGameWords();
  const challenge = decodeFriendChallenge(search);
  if (!isPlayableChallenge(challenge)) return null;
  const modes = modesOf(challenge.game);
  if (modes.length === 0) return null;
  const mode = challenge.mode !== null && modes.includes(challenge.mode) ? challenge.mode : modes[0]!;
  const game = words.game(challenge.game);
  const modeName = words.mode(mode);
  const score = format.number(challenge.score ?? 0);
  const name = challenge.name;
  // The play screen shows both results after the round on this board.
  const state: PlayLocationState = { fromGamePage: true, friendChallenge: { score: challenge.score ?? 0, name } };
  return (
    <div className={styles.friend}>
      <p>
        <strong>{name === null ? t`A friendly challenge` : t`A friendly challenge from ${name}`}</strong>
      </p>
      <p>{t`Score more than ${score} in ${game} · ${modeName}, on the very same board.`}</p>
      <p className={styles.when}>{t`Nothing checks the score in the link: it is just for fun between friends.`}</p>
      <div className={styles.actions}>
        <Link className="button" to={routeTo.playBoard(challenge.game, mode, challenge.seed)} state={state}>
          {t`Play the challenge`}
        </Link>
      </div>
    </div>
  );
}
