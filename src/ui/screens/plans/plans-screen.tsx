import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ProfileStore } from '../../../application/stores/profile.store';
import { HandleRechargeReturn } from '../../../application/use-cases/billing/handle-recharge-return';
import { LoadPricingSlots } from '../../../application/use-cases/billing/load-pricing-slots';
import { useService, useStore } from '../../hooks/container-context';
import { CancelEsportsPlan } from './cancel-esports-plan';
import { CancelPlanForm } from './cancel-plan-form';
import { CurrentPlans } from './current-plans';
import { OutcomeBanner } from './outcome-banner';
import { PlanSection } from './plan-section';
import { useLeavePaymentGroup } from './use-leave-payment-group';
import styles from './plans.module.css';

/**
 * /plans (private): both plans' pricing slots, the user's current state, the outcome of a recharge
 * (spec §2: "the return route after a recharge, with query recharge=success, canceled or error")
 * and cancelling. First screen of the payment group.
 */
export function Component() {
  const { profile } = useStore(ProfileStore);
  const loadSlots = useService(LoadPricingSlots);
  const handleReturn = useService(HandleRechargeReturn);
  const [params] = useSearchParams();
  const recharge = params.get('recharge');
  useLeavePaymentGroup();

  useEffect(() => {
    void loadSlots.execute();
  }, [loadSlots]);

  useEffect(() => {
    if (recharge !== null) void handleReturn.execute(recharge);
  }, [recharge, handleReturn]);

  return (
    <div className={`page ${styles.page}`}>
      <h1>Plans</h1>
      <OutcomeBanner />
      <CurrentPlans />
      <PlanSection plan="general" title="Premium games" currentPlan={profile?.isPremiumUser ? profile.subscription : null} />
      <PlanSection
        plan="esports"
        title="Esports"
        currentPlan={profile?.isPremiumUserESports ? profile.subscriptionESports : null}
      />
      <p className={styles.muted}>Plans are charged to your mobile number after you confirm it with a one-time code.</p>
      {profile?.isPremiumUser && <CancelPlanForm planName={profile.subscription} />}
      {profile?.isPremiumUserESports && <CancelEsportsPlan planName={profile.subscriptionESports} />}
      <nav className={styles.more} aria-label="More for subscribers">
        <Link to="/esports">Upcoming esports cups</Link>
        <Link to="/voucher">Partner vouchers</Link>
      </nav>
    </div>
  );
}
