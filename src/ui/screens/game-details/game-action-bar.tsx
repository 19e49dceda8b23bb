import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';
import { useId } from 'react';
import { GameDetailStore } from '../../../application/stores/game-detail.store';
import { ToggleLike } from '../../../application/use-cases/games/toggle-like';
import { ToggleBookmark } from '../../../application/use-cases/games/toggle-bookmark';
import { ShareGame } from '../../../application/use-cases/games/share-game';
import { useService, useStore } from '../../hooks/container-context';
import { PendingStatus } from '../../components/pending-status';
import { Icon } from '../../components/icons';
import { LaterIcon } from '../../components/later-icons';
import styles from './game-details.module.css';

/**
 * Like, favorite and share (design brief "like / favourite / share actions with counts"). The
 * rules (login first, ±1, the 'Success' condition, the modals) are the use cases'; the buttons
 * only show the store. aria-disabled, not disabled, while a request runs: focus stays put.
 * A tap answers at once: while the request runs the icon shows the state asked for (the thumb or
 * the heart filling) and it is announced; aria-pressed, the name and the count change only on
 * success (spec §4 "Like success flips isLiked"), and a failure leaves them as they were.
 */
export function GameActionBar() {
  const { game, pending } = useStore(GameDetailStore);
  const toggleLike = useService(ToggleLike);
  const toggleBookmark = useService(ToggleBookmark);
  const share = useService(ShareGame);
  const likesId = useId();
  const { t } = useLingui();
  const format = useFormat();
  if (!game) return null;
  const wantsLike = pending.like ? !game.isLiked : game.isLiked;
  const wantsBookmark = pending.bookmark ? !game.isBookmarked : game.isBookmarked;
  const intended = (on: boolean) => (on ? 'on' : 'off');

  return (
    <div className={styles.actions}>
      {/* The count sits beside the button, not in it: the button's visible label must be part of
          its name (WCAG 2.5.3), and "Like" is the name; the count is its description. */}
      <div className={styles.like}>
        <button
          type="button"
          className={`${styles.action}${pending.like ? ' tap-pending' : ''}`}
          data-pending={pending.like ? intended(wantsLike) : undefined}
          aria-label={t`Like`}
          aria-pressed={game.isLiked}
          aria-describedby={likesId}
          aria-disabled={pending.like || undefined}
          onClick={() => void toggleLike.execute()}
        >
          <LaterIcon name="thumb" size={22} filled={wantsLike} />
        </button>
        <span id={likesId} className={styles.likes}>
          {format.number(game.totalLikes)}
          <span className="visually-hidden">
            {' '}
            <Plural value={game.totalLikes} one="like" other="likes" />
          </span>
        </span>
      </div>
      <button
        type="button"
        className={`${styles.action}${pending.bookmark ? ' tap-pending' : ''}`}
        data-active={game.isBookmarked}
        data-pending={pending.bookmark ? intended(wantsBookmark) : undefined}
        aria-label={game.isBookmarked ? t`Remove from favourites` : t`Add to favourites`}
        aria-disabled={pending.bookmark || undefined}
        onClick={() => void toggleBookmark.execute()}
      >
        <Icon name="heart" size={22} filled={wantsBookmark} />
        {/* "Favourites" is a word of both names ("Add to favourites", "Remove from favourites"): the
            visible label is part of the name (WCAG 2.5.3), on screens wide enough to show it. */}
        <span className={styles.actionLabel} aria-hidden="true">
          <Trans>Favourites</Trans>
        </span>
      </button>
      <button type="button" className={styles.action} onClick={() => void share.execute(t`Play ${game.name}`)}>
        <LaterIcon name="share" size={22} />
        <span>
          <Trans>Share</Trans>
        </span>
      </button>
      <PendingStatus
        text={
          (pending.like && (wantsLike ? t`Liking…` : t`Removing your like…`)) ||
          (pending.bookmark && (wantsBookmark ? t`Adding to favourites…` : t`Removing from favourites…`))
        }
      />
    </div>
  );
}
