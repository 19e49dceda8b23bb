import { useLingui } from '@lingui/react/macro';
import type { FixedNotice, Notice } from '../../application/notices';
import { stageLabel } from '../../domain/tournament';
import type { QueuedGameAction } from '../../domain/queued-game-action';
import { useFormat } from '../i18n/format';
import { useFailureText } from '../i18n/failure-text';
import { stageReminderText } from '../i18n/reminder-words';

/**
 * A notice of the application (what happened and its data) worded in the active language. Only
 * shown after something happened (a queued action sent, a stage reached), so it and its words
 * come with the lazy screens' catalogue, not with /home's first load.
 */
export function NoticeText({ notice }: { notice: Notice }) {
  return useNoticeText()(notice);
}

/** The words of a notice in the active language (for the modal's title, text and button). */
export function useNoticeText(): (notice: Notice) => string {
  const { t } = useLingui();
  const failureText = useFailureText();
  const describe = useQueuedActionWords();
  const format = useFormat();
  const fixed: Record<FixedNotice, string> = {
    success: t`Success`,
    failed: t`Failed`,
    ok: t`Ok`,
    'go-to-home': t`Go to Home`,
    'see-favorite': t`See Favorite`,
    'game-rated': t`Game rated successfully!`,
    'saved-as-favorite': t`Saved as favorites`,
    'removed-from-favorites': t`Removed from favorites`,
    'added-to-favourite-list': t`This game is added to your favorite list`,
    'removed-from-favourite-list': t`This game is removed from your favorite list`,
    'subscription-successful': t`Subscription successful`,
    'subscription-active': t`Your subscription is active`,
    'payment-cancelled': t`Payment was cancelled. You have not been charged.`,
    'payment-failed': t`Payment failed. Please try again.`,
    'plan-cancelled': t`Plan cancelled successfully`,
    'esports-plan-cancelled': t`Esports Plan cancelled successfully`,
    'successfully-registered': t`Successfully registered`,
    'tournament-qualified-title': t`Tournament qualified`,
    'password-updated': t`Password updated successfully`,
    'use-new-password': t`Use your new password the next time you log in.`,
    'profile-updated': t`Profile updated successfully`,
    'changes-saved': t`Your changes are saved.`,
    'profile-picture-updated': t`Profile picture updated`,
    'code-resent': t`A new code has been sent`,
    'link-copied': t`Link copied`,
    'link-not-copied': t`The link could not be copied`,
    'partner-unavailable': t`You are logged in, but the partner site could not be opened. Please try again later.`,
    'log-in-to-play': t`Please log in to play.`,
    'log-in-to-play-premium': t`Please log in to play premium games.`,
  };
  return (notice) => {
    if (Object.hasOwn(fixed, notice.code)) return fixed[notice.code as FixedNotice];
    return wordNotice(notice as Exclude<Notice, { code: FixedNotice }>);
  };

  function wordNotice(notice: Exclude<Notice, { code: FixedNotice }>): string {
    if (notice.code === 'server-message') return notice.message;
    if (notice.code === 'tournament-qualified') {
      const stage = stageLabel(notice.stage);
      const tournament = notice.tournamentName;
      return t`You qualified for the ${stage} of ${tournament}. Keep playing to climb the leaderboard!`;
    }
    if (notice.code === 'tournament-registered') {
      const tournament = notice.tournamentName;
      return tournament
        ? t`You are successfully registered for ${tournament}. Good luck!`
        : t`You are successfully registered. Good luck!`;
    }
    if (notice.code === 'stage-reminder') return stageReminderText(notice);
    if (notice.code === 'plan-active') {
      // The number as the player typed it, in the digits of the active language.
      const mobile = notice.mobile.replace(/\d/g, (digit) => format.number(Number(digit)));
      const plan = notice.planName;
      return plan ? t`${plan} is active on ${mobile}.` : t`Your plan is active on ${mobile}.`;
    }
    if (
      notice.code !== 'queued-action-sent' &&
      notice.code !== 'queued-action-already-done' &&
      notice.code !== 'queued-action-failed'
    ) {
      return failureText(notice);
    }
    const what = describe(notice.action);
    if (notice.code === 'queued-action-already-done') return t`${what} was not sent: your account already has it.`;
    if (notice.code === 'queued-action-failed') {
      const reason = failureText(notice.failure);
      return t`Failed: ${what} could not be sent. ${reason}`;
    }
    // Spec §8 "'Game rated successfully!'" for a rating, with what was sent.
    return notice.action.kind === 'rate' ? t`Game rated successfully! ${what} was sent.` : t`${what} was sent.`;
  }
}

/** How the player reads an action made offline, in the active language: 'Like of Snake Classic'. */
export function useQueuedActionWords(): (action: QueuedGameAction) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (action) => {
    const game = action.gameName;
    if (action.kind === 'like') return action.liked ? t`Like of ${game}` : t`Unlike of ${game}`;
    if (action.kind === 'bookmark') {
      return action.bookmarked ? t`Adding ${game} to favourites` : t`Removing ${game} from favourites`;
    }
    const stars = format.number(action.rating);
    return t`Your ${stars}-star rating of ${game}`;
  };
}
