import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReadFamilyMode, type FamilyModeView } from '../../../application/use-cases/family/read-family-mode';
import { useService } from '../../hooks/container-context';
import { PageFrame } from '../../components/page-frame';
import { useFormat } from '../../i18n/format';
import { usePrices } from '../../i18n/price';
import { TurnOnForm } from './turn-on-form';
import { ChangeFamilyModeForm } from './change-family-mode';
import { ForgotPin } from './forgot-pin';
import styles from './family-mode.module.css';
import { TitledSection } from '../../components/titled-section';

/**
 * /family-mode (private, from the profile): a parent makes the phone safe to hand to a child. Off:
 * turn it on with a PIN and the limits. On: what it allows, what was spent this month and played
 * today, the changes and turning it off (the PIN asked), and a forgotten PIN's reset by a code.
 */
export function Component() {
  const read = useService(ReadFamilyMode);
  const [view, setView] = useState<FamilyModeView>(() => read.execute());
  const [said, setSaid] = useState<string | null>(null);
  const refresh = (message: string | null) => {
    setView(read.execute());
    setSaid(message);
  };
  const { t } = useLingui();

  return (
    <PageFrame title={<Trans>Family mode</Trans>} className={styles.page}>
      {said ? (
        <p className={styles.done} role="status">
          {said}
        </p>
      ) : null}
      {view.on ? (
        <>
          <FamilyModeStatus view={view} />
          {/* Keyed by the settings, so the form starts from what is now kept. */}
          <ChangeFamilyModeForm
            key={`${view.monthlyLimit}-${view.dailyMinutes}-${view.allowedGames.join()}`}
            view={view}
            onDone={(message) => refresh(message)}
          />
          <ForgotPin onDone={(message) => refresh(message)} />
        </>
      ) : (
        <TurnOnForm onDone={() => refresh(t`Family mode is on. Purchases and cancellations now ask for the PIN.`)} />
      )}
    </PageFrame>
  );
}

function FamilyModeStatus({ view }: { view: Extract<FamilyModeView, { on: true }> }) {
  const { t } = useLingui();
  const prices = usePrices();
  const format = useFormat();
  const minutes = (value: number) => {
    const n = format.number(value);
    return value === 1 ? t`${n} minute` : t`${n} minutes`;
  };
  const named = view.allowedGames.join(', ');
  return (
    <TitledSection id="family-status-title" title={<Trans>Family mode is on</Trans>} className={styles.card}>
      <dl className={styles.status}>
        <div>
          <dt>
            <Trans>Monthly spending limit</Trans>
          </dt>
          <dd>{view.monthlyLimit === null ? t`No limit` : prices.amount(view.monthlyLimit, 'BDT')}</dd>
        </div>
        <div>
          <dt>
            <Trans>Spent this month on this phone</Trans>
          </dt>
          <dd>{prices.amount(view.spentThisMonth, 'BDT')}</dd>
        </div>
        <div>
          <dt>
            <Trans>Daily play time</Trans>
          </dt>
          <dd>{view.dailyMinutes === null ? t`No limit` : minutes(view.dailyMinutes)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Played today on this phone</Trans>
          </dt>
          <dd>{minutes(view.minutesPlayedToday)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Games shown</Trans>
          </dt>
          <dd>
            {view.allowedGames.length === 0 ? (
              <Trans>Kids' and puzzle games, without premium games or tournaments</Trans>
            ) : (
              <Trans>Kids' and puzzle games and {named}, without premium games or tournaments</Trans>
            )}
          </dd>
        </div>
      </dl>
      {view.keptFor === 'device' ? (
        <p className={styles.note}>
          <Trans>These settings were set for this phone from another login; they guard this account too.</Trans>
        </p>
      ) : null}
    </TitledSection>
  );
}
