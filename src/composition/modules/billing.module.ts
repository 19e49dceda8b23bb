import { IdGenerator } from '../../application/ports/id-generator.port';
import { ContainerModule } from 'inversify';
import { AppOrigin } from '../../application/ports/app-origin.port';
import { BillingPort } from '../../application/ports/billing.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { BillingStore, initialBillingState } from '../../application/stores/billing.store';
import { ProfileStore } from '../../application/stores/profile.store';
import { SubscriptionStore, initialSubscriptionState } from '../../application/stores/subscription.store';
import type { StateReset } from '../../application/stores/state-reset';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { LoadProfile } from '../../application/use-cases/profile/load-profile';
import { SetPremiumFlags } from '../../application/use-cases/profile/set-premium-flags';
import { CancelEsportsSubscription } from '../../application/use-cases/billing/cancel-esports-subscription';
import { CancelSubscription } from '../../application/use-cases/billing/cancel-subscription';
import { FindPurchaseReturnPath } from '../../application/use-cases/billing/continue-after-purchase';
import { HandleRechargeReturn } from '../../application/use-cases/billing/handle-recharge-return';
import { LoadPricingSlots } from '../../application/use-cases/billing/load-pricing-slots';
import { LeavePaymentGroup, ResetBilling } from '../../application/use-cases/billing/reset-billing';
import { SelectPlan } from '../../application/use-cases/billing/select-plan';
import { SendSubscriptionCode } from '../../application/use-cases/billing/send-subscription-code';
import { VerifySubscriptionCode } from '../../application/use-cases/billing/verify-subscription-code';
import { HttpBillingGateway } from '../../adapters/http/http-billing-gateway';
import { bindClass } from '../bind-class';
import { AuthStore } from '../../application/stores/auth.store';
import { Clock } from '../../application/ports/clock.port';
import { PurchaseProgress } from '../../application/use-cases/billing/purchase-progress';
import { ListReceipts, RecordReceipt } from '../../application/use-cases/billing/receipts';
import { FindPlansReason } from '../../application/use-cases/billing/find-plans-reason';
import { bindHttpGateway, resettableStore } from '../module-bindings';
import { FamilyChecks, FamilyGatePort } from '../../application/ports/family-gate.port';
import { FeatureAreasPort } from '../../application/ports/feature-areas.port';
import { FamilyGateOnDemand } from '../../application/use-cases/family/family-gate-on-demand';

/** Plans and purchases: the 'subscription' (pricing slots) and 'billing' state areas, both reset on logout (spec §4). */
export const billingModule = (stateReset: StateReset) =>
  new ContainerModule(({ bind }) => {
    bind(SubscriptionStore).toConstantValue(resettableStore(stateReset, 'subscription', initialSubscriptionState));
    bind(BillingStore).toConstantValue(resettableStore(stateReset, 'billing', initialBillingState));
    bindHttpGateway(bind, BillingPort, HttpBillingGateway);
    // Family mode's checks are bound by the 'family' area, which the gate loads when a purchase or
    // a cancellation asks: resolved at the time of use.
    bind(FamilyGatePort)
      .toDynamicValue((context) => new FamilyGateOnDemand(context.get(FeatureAreasPort), () => context.get(FamilyChecks)))
      .inSingletonScope();

    // Receipts after each purchase and cancellation; the profile's "Billing history" lists them
    // (kept on the device), so /profile loads this area too.
    bindClass(bind, RecordReceipt, [DeviceStoragePort, AuthStore, Clock, IdGenerator]);
    bindClass(bind, ListReceipts, [DeviceStoragePort, AuthStore]);
    bindClass(bind, PurchaseProgress, [DeviceStoragePort, AuthStore, BillingStore, Clock]);
    bindClass(bind, LoadPricingSlots, [BillingPort, SubscriptionStore]);
    bindClass(bind, SelectPlan, [SubscriptionStore, BillingStore, ProfileStore, NavigationPort, PurchaseProgress]);
    bindClass(bind, SendSubscriptionCode, [
      BillingPort,
      BillingStore,
      ShowNotification,
      ShowToast,
      NavigationPort,
      PurchaseProgress,
      SubscriptionStore,
      FamilyGatePort,
    ]);
    bindClass(bind, VerifySubscriptionCode, [
      BillingPort,
      BillingStore,
      SubscriptionStore,
      SetPremiumFlags,
      RedirectPolicy,
      NavigationPort,
      ShowNotification,
      AppOrigin,
      PurchaseProgress,
      RecordReceipt,
      FindPurchaseReturnPath,
      DeviceStoragePort,
    ]);
    bindClass(bind, HandleRechargeReturn, [
      BillingPort,
      BillingStore,
      ProfileStore,
      LoadProfile,
      NavigationPort,
      ShowNotification,
      SubscriptionStore,
      PurchaseProgress,
      RecordReceipt,
      FindPurchaseReturnPath,
      DeviceStoragePort,
    ]);
    const cancelDependencies = [
      BillingPort,
      BillingStore,
      SetPremiumFlags,
      ShowNotification,
      ProfileStore,
      RecordReceipt,
      FamilyGatePort,
    ] as const;
    bindClass(bind, CancelSubscription, [...cancelDependencies]);
    bindClass(bind, CancelEsportsSubscription, [...cancelDependencies]);
    bindClass(bind, ResetBilling, [BillingStore, PurchaseProgress]);
    bindClass(bind, LeavePaymentGroup, [NavigationPort, ResetBilling]);
    bindClass(bind, FindPurchaseReturnPath, [DeviceStoragePort, RedirectPolicy]);
    bindClass(bind, FindPlansReason, [FindPurchaseReturnPath]);
  });
