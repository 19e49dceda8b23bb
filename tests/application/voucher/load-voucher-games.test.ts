import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/domain/game';
import { initialVoucherState } from '../../../src/application/stores/voucher.store';
import { LoadVoucherGames } from '../../../src/application/use-cases/voucher/load-voucher-games';
import type { VoucherPort } from '../../../src/application/ports/voucher.port';
import { createStore } from '../../../src/application/stores/create-store';

const game = (id: string): Game => ({ id, uniqueName: id, name: id, genre: 'arcade', thumbnailUrl: '', isPremium: false });

const port = (overrides: Partial<VoucherPort>): VoucherPort => ({
  fetchLink: async () => 'https://vouchers.partner.com/shop?token=v1',
  fetchGames: async () => [],
  ...overrides,
});

describe('LoadVoucherGames (spec §9: voucher games are shuffled on the client)', () => {
  it('shuffles through the injected random source, so a fixed source gives a fixed order', async () => {
    const games = ['a', 'b', 'c', 'd'].map(game);
    const state = createStore(initialVoucherState);
    await new LoadVoucherGames(port({ fetchGames: async () => games }), state, () => 0).execute();
    // Fisher–Yates with random() = 0 swaps each item with the first: a, b, c, d → b, c, d, a.
    expect(state.games.map((g) => g.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(state.gamesLoad.status).toBe('succeeded');
    expect(games.map((g) => g.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
