import { plural, t } from '@lingui/core/macro';
import type { Notice } from '../../application/notices';
import { stageLabel } from '../../domain/tournament';

type StageReminder = Extract<Notice, { code: 'stage-reminder' }>;

/** A stage reminder's sentence in the active language (the notice on screen says the same). */
export function stageReminderText(notice: StageReminder): string {
  const stage = stageLabel(notice.stage);
  const tournament = notice.tournamentName || t`the tournament`;
  const minutes = notice.minutes;
  return t`The ${stage} of ${tournament} starts in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
}

/** A stage reminder as a system notification, shown by the browser outside the page. */
export const stageReminderNotification = (notice: StageReminder) => ({
  title: t`Tournament reminder`,
  body: stageReminderText(notice),
});
