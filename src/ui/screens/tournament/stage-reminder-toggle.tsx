import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuthStore } from '../../../application/stores/auth.store';
import { TournamentStore } from '../../../application/stores/tournament.store';
import { StageReminders } from '../../../application/use-cases/tournament/stage-reminders';
import { hasStagesToRemind } from '../../../domain/stage-reminders';
import { useService, useStore } from '../../hooks/container-context';
import { stageReminderNotification } from '../../i18n/reminder-words';
import styles from './tournament.module.css';

/**
 * For a registered player: a reminder before each stage, where the details give the stage's start.
 * It says plainly how a reminder arrives, and that none can arrive while the portal is closed.
 */
export function StageReminderToggle() {
  const auth = useStore(AuthStore);
  const { details, reminders } = useStore(TournamentStore);
  const stageReminders = useService(StageReminders);
  const tournament = details.tournament;
  const { t } = useLingui();

  useEffect(() => {
    stageReminders.load();
    // Reminders are for the whole visit, not this screen: the check keeps running while the portal is
    // open, and a system notification is worded in the language active when it is shown.
    stageReminders.wordWith(stageReminderNotification);
    stageReminders.start();
  }, [stageReminders, auth.userId, tournament?.id, tournament?.userState]);

  if (!tournament || !hasStagesToRemind(tournament, new Date())) return null;
  const how = reminders.systemNotifications
    ? t`as a notification when PlayZone is in a background tab, or a notice on screen`
    : t`as a notice on screen (notifications are off for this site)`;
  return (
    <div className={styles.reminders}>
      <label className={styles.reminderSwitch}>
        <input
          type="checkbox"
          checked={reminders.on}
          onChange={(event) => (event.target.checked ? void stageReminders.turnOn() : stageReminders.turnOff())}
        />
        <span>
          <Trans>Remind me before each stage</Trans>
        </span>
      </label>
      <p className={styles.muted}>
        {reminders.on
          ? t`30 minutes before a stage starts, at most twice a day, ${how}.`
          : t`30 minutes before a stage starts, at most twice a day.`}{' '}
        <Trans>Reminders come only while PlayZone is open in your browser: with it closed, none can reach you.</Trans>
      </p>
    </div>
  );
}
