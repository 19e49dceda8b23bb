import type { VoucherPort } from '../../ports/voucher.port';
import type { VoucherState } from '../../stores/voucher.store';
import type { RedirectPolicy } from '../auth/redirect-policy';
import { runLoad } from '../run-load';

/**
 * GET /intg/voucher/token (spec §7 "reads data.urlWithToken"). The URL comes from the server, so
 * it becomes a link only once the URL guard accepts it (this app's origin or an allowed partner).
 */
export class LoadVoucherLink {
  constructor(
    private readonly vouchers: VoucherPort,
    private readonly state: VoucherState,
    private readonly policy: RedirectPolicy,
  ) {}

  async execute(): Promise<void> {
    if (this.state.linkLoad.status === 'loading') return;
    const load = await runLoad(
      () => this.state.linkLoad,
      () => this.vouchers.fetchLink(),
      {
        apply: (link) => {
          const check = this.policy.check(link);
          this.state.urlWithToken = check.ok ? check.url : null;
          if (!check.ok) Object.assign(this.state.linkLoad, { status: 'failed', error: { code: 'voucher-link-refused' } });
        },
      },
    );
    if (load.status === 'failed') this.state.urlWithToken = null;
  }
}
