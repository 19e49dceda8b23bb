import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { UserRating } from '../../../domain/game';
import { MAX_COMMENT_LENGTH, MAX_STARS, type RatingErrors } from '../../../domain/game-actions';
import { RateGame } from '../../../application/use-cases/games/rate-game';
import { useService } from '../../hooks/container-context';
import { PendingStatus } from '../../components/pending-status';
import { StarChoice } from '../../components/star-choice';
import styles from './game-details.module.css';

export interface RatingFormProps {
  /** The player's own earlier rating (spec §3 userRating), to start from. */
  own: UserRating | null;
  /** What a guest filled in before logging in, to send now (it wins over `own`). */
  draft?: UserRating | null;
  pending: boolean;
}

/** The game page's stars: a 1–5 choice of 44 px targets. */
const STAR_CLASSES = {
  group: styles.starInput,
  label: styles.label,
  choices: styles.starChoices,
  choice: styles.starChoice,
  radio: styles.starRadio,
  error: styles.fieldError,
};

/**
 * Rate with a comment (spec §1, §4). RateGame checks the stars and the comment and answers with
 * a code and its limit for each field, worded here; the form shows them beside the fields and keeps what was typed.
 */
export function RatingForm({ own, draft = null, pending }: RatingFormProps) {
  const rateGame = useService(RateGame);
  const [rating, setRating] = useState((draft ?? own)?.rating ?? 0);
  const [comment, setComment] = useState((draft ?? own)?.comment ?? '');
  const [errors, setErrors] = useState<RatingErrors>({});
  const headingId = useId();
  const { t } = useLingui();
  const format = useFormat();
  const starsOutOfRange = (fewest: number, most: number) => {
    const [min, max] = [format.number(fewest), format.number(most)];
    return t`Choose from ${min} to ${max} stars.`;
  };
  const reviewTooLong = (most: number) => {
    const max = format.number(most);
    return t`Keep your review under ${max} characters.`;
  };
  const commentId = useId();
  const commentField = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = await rateGame.execute({ rating, comment });
    if (result.outcome !== 'invalid') {
      setErrors({});
      return;
    }
    setErrors(result.errors);
    // Focus the first field that needs attention.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    if (result.errors.rating) form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    else commentField.current?.focus();
  };

  const over = comment.trim().length > MAX_COMMENT_LENGTH;
  const starsError = errors.rating && starsOutOfRange(errors.rating.min, errors.rating.max);
  const commentError = errors.comment && reviewTooLong(errors.comment.max);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{own ? t`Your rating` : t`Rate this game`}</h2>
      <form ref={form} className={styles.ratingForm} onSubmit={(e) => void submit(e)} noValidate aria-busy={pending}>
        <StarChoice
          label={t`Your rating`}
          count={MAX_STARS}
          stars={rating}
          classes={STAR_CLASSES}
          onChoose={(stars) => {
            setRating(stars);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          error={starsError}
        />
        <div className={styles.field}>
          <label htmlFor={commentId} className={styles.label}>
            <Trans>Comment</Trans>
          </label>
          <textarea
            ref={commentField}
            id={commentId}
            className={styles.textarea}
            rows={3}
            value={comment}
            placeholder={t`What did you like? (optional)`}
            autoComplete="off"
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={`${commentId}-count${errors.comment ? ` ${commentId}-error` : ''}`}
            onChange={(e) => {
              setComment(e.target.value);
              setErrors((x) => ({ ...x, comment: undefined }));
            }}
          />
          <p id={`${commentId}-count`} className={styles.counter} data-over={over}>
            {format.number(comment.trim().length)} / {format.number(MAX_COMMENT_LENGTH)}
            <span className="visually-hidden">
              {' '}
              <Trans>characters</Trans>
            </span>
          </p>
          {errors.comment && (
            <p id={`${commentId}-error`} className={styles.fieldError}>
              {commentError}
            </p>
          )}
        </div>
        <button type="submit" className={`button${pending ? ' tap-pending' : ''}`} aria-disabled={pending || undefined}>
          {pending ? <Trans>Sending rating…</Trans> : <Trans>Submit rating</Trans>}
        </button>
        <PendingStatus text={pending && t`Sending your rating…`} />
      </form>
    </section>
  );
}
