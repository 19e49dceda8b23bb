import { useLingui } from '@lingui/react/macro';
import type { Notice } from '../../application/notices';
import { stageLabel } from '../../domain/tournament';
import type { QueuedGameAction } from '../../domain/queued-game-action';
import { useFormat } from '../i18n/format';
import { useKnownText } from '../i18n/known-texts';
import { stageReminderText } from '../i18n/reminder-words';

/**
 * A notice of the application (what happened and its data) worded in the active language. Only
 * shown after something happened (a queued action sent, a stage reached), so it and its words
 * come with the lazy screens' catalogue, not with /home's first load.
 */
export function NoticeText({ notice }: { notice: Notice }) {
  const { t } = useLingui();
  const known = useKnownText();
  const describe = useQueuedActionWords();
  const format = useFormat();
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
  const what = describe(notice.action);
  if (notice.code === 'queued-action-already-done') return t`${what} was not sent: your account already has it.`;
  if (notice.code === 'queued-action-failed') {
    const reason = known(notice.reason);
    return t`Failed: ${what} could not be sent. ${reason}`;
  }
  // Spec §8 "'Game rated successfully!'" for a rating, with what was sent.
  return notice.action.kind === 'rate' ? t`Game rated successfully! ${what} was sent.` : t`${what} was sent.`;
}

/** How the player reads an action made offline, in the active language: 'Like of Snake Classic'. */
export function useQueuedActionWords(): (action: QueuedGameAction) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (action) => {
    const game = action.gameName;
    if (action.kind === 'like') return action.liked ? t`Like of ${game}` : t`Unlike of ${game}`;
    if (action.kind === 'favourite') {
      return action.bookmarked ? t`Adding ${game} to favourites` : t`Removing ${game} from favourites`;
    }
    const stars = format.number(action.rating);
    return t`Your ${stars}-star rating of ${game}`;
  };
}
