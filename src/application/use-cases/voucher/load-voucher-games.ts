import { shuffle } from '../../../domain/shuffle';
import type { RandomSource } from '../../ports/random.port';
import type { VoucherPort } from '../../ports/voucher.port';
import type { VoucherState } from '../../stores/voucher.store';
import { loadUnlessLoading } from '../load-unless-loading';

/** GET /intg/game/list (spec §7 "reads data.games (shuffled)"; §9 voucher games "are shuffled randomly on the client"). */
export class LoadVoucherGames {
  constructor(
    private readonly vouchers: VoucherPort,
    private readonly state: VoucherState,
    private readonly random: RandomSource,
  ) {}

  async execute(): Promise<void> {
    await loadUnlessLoading(this.state, 'gamesLoad', () => this.vouchers.fetchGames(), {
      apply: (games) => (this.state.games = shuffle(games, this.random)),
    });
  }
}
