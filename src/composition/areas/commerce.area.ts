import type { StateReset } from '../../application/stores/state-reset';
import { billingModule } from '../modules/billing.module';
import { esportsModule } from '../modules/esports.module';
import { voucherModule } from '../modules/voucher.module';
import { accountCommerceSharedModule } from '../modules/account-commerce-shared.module';

/** The 'commerce' area: plans and billing by mobile number, esports, voucher. */
export const commerceArea = (stateReset: StateReset, fetchImpl: typeof fetch) => [
  billingModule(stateReset),
  esportsModule(stateReset, fetchImpl),
  voucherModule(stateReset),
  accountCommerceSharedModule(),
];
