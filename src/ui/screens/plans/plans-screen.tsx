import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanId } from '../../../domain/billing';
import { ProfileStore } from '../../../application/stores/profile.store';
import { HandleRechargeReturn } from '../../../application/use-cases/billing/handle-recharge-return';
import { LoadPricingSlots } from '../../../application/use-cases/billing/load-pricing-slots';
import { FindPlansReason } from '../../../application/use-cases/billing/find-plans-reason';
import { useService, useStore } from '../../hooks/container-context';
import { CancelStep } from './cancel-plan-form';
import { CurrentPlans } from './current-plans';
import { OutcomeBanner } from './outcome-banner';
import { PlanSection } from './plan-section';
import { useLeavePaymentGroup } from './use-leave-payment-group';
import styles from './plans.module.css';
import { PATHS } from '../../../domain/route-paths';
import { PageFrame } from '../../components/page-frame';

/**
 * /plans (private): both plans' pricing slots, the user's current state, the outcome of a recharge
 * (spec §2: "the return route after a recharge, with query recharge=success, canceled or error")
 * and cancelling, a step of its own (?cancel=general|esports, a history entry). When a feature
 * that needs a plan sent the player here, the reason is at the top and the plans that unlock it
 * come first. First screen of the payment group.
 */
export function Component() {
  const { profile } = useStore(ProfileStore);
  const loadSlots = useService(LoadPricingSlots);
  const handleReturn = useService(HandleRechargeReturn);
  const findReason = useService(FindPlansReason);
  // Read once, when /plans opens: the purchase uses the remembered path up.
  const [reason] = useState(() => findReason.execute());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recharge = params.get('recharge');
  const cancelling = params.get('cancel');
  useLeavePaymentGroup();
  const { t } = useLingui();
  const sectionTitles: Record<PlanId, string> = { general: t`Premium games`, esports: t`Esports` };

  useEffect(() => {
    void loadSlots.execute();
  }, [loadSlots]);

  useEffect(() => {
    if (recharge !== null) void handleReturn.execute(recharge);
  }, [recharge, handleReturn]);

  const held: Record<PlanId, string | null> = {
    general: profile?.isPremiumUser ? (profile.subscription ?? '') : null,
    esports: profile?.isPremiumUserESports ? (profile.subscriptionESports ?? '') : null,
  };
  const cancelPlan: PlanId | null = cancelling === 'general' || cancelling === 'esports' ? cancelling : null;
  const order: PlanId[] = reason?.unlockedBy === 'esports' ? ['esports', 'general'] : ['general', 'esports'];

  if (cancelPlan && held[cancelPlan] !== null) {
    return (
      <PageFrame title={<Trans>Plans</Trans>} className={styles.page}>
        <OutcomeBanner />
        <CancelStep
          plan={cancelPlan}
          planName={held[cancelPlan] || null}
          mobile={profile?.mobile ?? null}
          onCancelled={() => void navigate(PATHS.plans, { replace: true })}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={<Trans>Plans</Trans>} className={styles.page}>
      {reason ? (
        <div className={styles.reason} role="note" aria-label={t`Why you are here`}>
          <p>
            {reason.feature === 'tournament'
              ? t`Tournaments need a plan: any premium games plan below lets you register, and you come back to the tournament after buying it.`
              : t`Premium games need a plan: any premium games plan below unlocks them, and you come back to the game after buying it.`}
          </p>
        </div>
      ) : null}
      <OutcomeBanner />
      <CurrentPlans />
      {order.map((plan) => (
        <PlanSection key={plan} plan={plan} title={sectionTitles[plan]} currentPlan={held[plan] || null} />
      ))}
      <p className={styles.muted}>
        <Trans>
          Plans are charged to your mobile number after you confirm it with a one-time code. Each plan renews automatically until
          you cancel it here.
        </Trans>
      </p>
      <nav className={styles.more} aria-label={t`More for subscribers`}>
        <Link to={PATHS.esports}>
          <Trans>Upcoming esports cups</Trans>
        </Link>
        <Link to={PATHS.voucher}>
          <Trans>Partner vouchers</Trans>
        </Link>
      </nav>
    </PageFrame>
  );
}
