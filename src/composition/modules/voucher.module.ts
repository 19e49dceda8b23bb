import { ContainerModule } from 'inversify';
import { RandomSource } from '../../application/ports/random.port';
import { VoucherPort } from '../../application/ports/voucher.port';
import { VoucherStore, initialVoucherState } from '../../application/stores/voucher.store';
import type { StateReset } from '../../application/stores/state-reset';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { LoadVoucherGames } from '../../application/use-cases/voucher/load-voucher-games';
import { LoadVoucherLink } from '../../application/use-cases/voucher/load-voucher-link';
import { HttpVoucherGateway } from '../../adapters/http/http-voucher-gateway';
import { bindClass } from '../bind-class';
import { bindHttpGateway, resettableStore } from '../module-bindings';

/** Partner vouchers: the voucher link and the voucher games; the 'voucher' area is reset on logout (spec §4). */
export const voucherModule = (stateReset: StateReset) =>
  new ContainerModule(({ bind }) => {
    bind(VoucherStore).toConstantValue(resettableStore(stateReset, 'voucher', initialVoucherState));
    bindHttpGateway(bind, VoucherPort, HttpVoucherGateway);

    bindClass(bind, LoadVoucherLink, [VoucherPort, VoucherStore, RedirectPolicy]);
    bindClass(bind, LoadVoucherGames, [VoucherPort, VoucherStore, RandomSource]);
  });
