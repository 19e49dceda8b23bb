import { shuffle } from '../../../domain/shuffle';
import type { RandomSource } from '../../ports/random.port';
import type { VoucherPort } from '../../ports/voucher.port';
import type { VoucherState } from '../../stores/voucher.store';
import { serviceErrorText } from '../../failure-text';

/** GET /intg/game/list (spec §7 "reads data.games (shuffled)"; §9 voucher games "are shuffled randomly on the client"). */
export class LoadVoucherGames {
  constructor(
    private readonly vouchers: VoucherPort,
    private readonly state: VoucherState,
    private readonly random: RandomSource,
  ) {}

  async execute(): Promise<void> {
    if (this.state.gamesLoad.status === 'loading') return;
    this.state.gamesLoad = { status: 'loading', error: undefined };
    try {
      this.state.games = shuffle(await this.vouchers.fetchGames(), this.random);
      this.state.gamesLoad = { status: 'succeeded', error: undefined };
    } catch (error) {
      this.state.gamesLoad = { status: 'failed', error: serviceErrorText(error) };
    }
  }
}
