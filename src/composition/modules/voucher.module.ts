import { ContainerModule } from '../service-container';
import { RandomSource } from '../../application/ports/random.port';
import { VoucherPort } from '../../application/ports/voucher.port';
import { VoucherStore, createVoucherStore, initialVoucherState } from '../../application/stores/voucher.store';
import { resetStore } from '../../application/stores/create-store';
import type { StateReset } from '../../application/stores/state-reset';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { LoadVoucherGames } from '../../application/use-cases/voucher/load-voucher-games';
import { LoadVoucherLink } from '../../application/use-cases/voucher/load-voucher-link';
import { HttpClient } from '../../adapters/http/http-client';
import { HttpVoucherGateway } from '../../adapters/http/http-voucher-gateway';
import { bindClass } from '../bind-class';

/** Partner vouchers: the voucher link and the voucher games; the 'voucher' area is reset on logout (spec §4). */
export const voucherModule = (stateReset: StateReset) =>
  new ContainerModule(({ bind }) => {
    const voucher = createVoucherStore();
    stateReset.register('voucher', () => resetStore(voucher, initialVoucherState));
    bind(VoucherStore).toConstantValue(voucher);
    bindClass(bind, HttpVoucherGateway, [HttpClient]);
    bind(VoucherPort).toService(HttpVoucherGateway);

    bindClass(bind, LoadVoucherLink, [VoucherPort, VoucherStore, RedirectPolicy]);
    bindClass(bind, LoadVoucherGames, [VoucherPort, VoucherStore, RandomSource]);
  });
