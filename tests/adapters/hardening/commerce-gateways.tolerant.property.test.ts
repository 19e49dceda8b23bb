import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpBillingGateway } from '../../../src/adapters/http/http-billing-gateway';
import { HttpVoucherGateway } from '../../../src/adapters/http/http-voucher-gateway';
import { HttpEsportsCupsGateway } from '../../../src/adapters/http/http-esports-cups-gateway';
import {
  anyData,
  clientAnswering,
  failedOnlyAsMalformed,
  goodAmongBad,
  oddValue,
  outcome,
  validOrOdd,
  withOpenFields,
} from './open-answers';

/*
 * Spec §3 "Pricing slots: returned as pricingSlots; their fields are not shown": a slot needs an
 * id, a name and a price to be sold (the price may come as text). §7 the v2 verify "returns data"
 * (our paymentUrl), the voucher calls read data.urlWithToken (required) and data.games, and the
 * esports host's cups are not described at all. Everything else is open.
 */
const text = fc.string({ minLength: 1, maxLength: 10 }).filter((value) => value.trim() !== '');
const price = fc.oneof(
  fc.nat({ max: 5000 }).map((value) => ({ raw: value as unknown, value })),
  fc.nat({ max: 5000 }).map((value) => ({ raw: String(value) as unknown, value })),
);
const slot = fc.record({ id: fc.oneof(text, fc.nat()), name: text, price }).chain(({ id, name, price: { raw, value } }) =>
  withOpenFields({ id, name, price: raw }, ['description', 'currency', 'validityDays']).map((dto) => ({
    dto,
    expected: { id: String(id), name, price: value },
  })),
);

describe('the billing gateway reads pricing slots and purchase answers tolerantly (property)', () => {
  const billing = (data: unknown) => new HttpBillingGateway(clientAnswering(data));

  it.each(['general', 'esports'] as const)(
    '%s plan: keeps every sellable slot, in order, among malformed ones, whatever shape the open fields take',
    async (plan) => {
      await fc.assert(
        fc.asyncProperty(
          goodAmongBad(fc.array(slot, { maxLength: 4 }), (s) => s.dto),
          async ({ good, list }) => {
            const slots = await billing({ pricingSlots: list }).pricingSlots(plan);
            expect(slots.map(({ id, name, price: p }) => ({ id, name, price: p }))).toEqual(good.map((s) => s.expected));
            for (const read of slots) {
              expect(read.plan).toBe(plan);
              expect([typeof read.description, typeof read.currency]).toEqual(['string', 'string']);
              expect(read.currency).not.toBe('');
              expect(Number.isFinite(read.validityDays)).toBe(true);
            }
          },
        ),
      );
    },
  );

  it('the verify answer gives the payment page when it names one as text, else null, for any data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(withOpenFields({}, ['paymentUrl', 'message']), anyData), async (data) => {
        const result = await billing(data).verifySubscriptionCode({
          pricingSlotId: 's-1',
          otp: '123456',
          returnUrls: { ok: '/ok', deny: '/deny', error: '/error' },
        });
        const named = (data as { paymentUrl?: unknown } | null)?.paymentUrl;
        if (typeof named === 'string' && named !== '') expect(result.paymentUrl).toBe(named);
        else expect(result.paymentUrl === null || typeof result.paymentUrl === 'string').toBe(true);
      }),
    );
  });

  it('the cancel answers give the server message when it is text, else null, for any data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(withOpenFields({}, ['message']), anyData), async (data) => {
        const gateway = billing(data);
        const message = (data as { message?: unknown } | null)?.message;
        for (const reply of [
          await gateway.cancelSubscription({ platformRating: 3, reasonToCancel: 'x' }),
          await gateway.cancelEsportsSubscription(),
        ]) {
          if (typeof message === 'string' && message !== '') expect(reply).toBe(message);
          else expect(reply === null || typeof reply === 'string').toBe(true);
        }
      }),
    );
  });

  it('the calls whose answer is not read accept any data', async () => {
    await fc.assert(
      fc.asyncProperty(anyData, async (data) => {
        const gateway = billing(data);
        await expect(
          gateway.sendSubscriptionCode({ pricingSlotId: 's', mobile: '017', forwardedFrom: 'web' }),
        ).resolves.toBeUndefined();
        await expect(gateway.sendEsportsSubscriptionCode({ pricingSlotId: 's', mobile: '017' })).resolves.toBeUndefined();
        await expect(gateway.verifyEsportsSubscriptionCode({ pricingSlotId: 's', otp: '123456' })).resolves.toBeUndefined();
        await expect(gateway.confirmPurchase({ status: 'success', remarks: '' })).resolves.toBeUndefined();
      }),
      { numRuns: 40 },
    );
  });
});

describe('the voucher gateway keeps urlWithToken and tolerates the rest (property)', () => {
  const voucher = (data: unknown) => new HttpVoucherGateway(clientAnswering(data));

  it('the link comes through whatever other fields come; a missing or odd link fails only as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(withOpenFields({}, ['expiresAt']), validOrOdd('https://voucher.test/?token=1'), async (data, url) => {
        const result = await outcome(voucher({ ...data, urlWithToken: url }).fetchLink());
        expect(failedOnlyAsMalformed(result)).toBe(true);
        if (url === 'https://voucher.test/?token=1') expect(result).toEqual({ value: url });
      }),
    );
  });

  it('the voucher games keep every game among malformed entries; a games field of another shape is no games', async () => {
    const game = fc
      .record({ id: text, uniqueName: text, name: text })
      .chain((fixed) => withOpenFields(fixed, ['genre', 'thumbnailUrl', 'isPremium']).map((raw) => ({ raw, fixed })));
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(fc.array(game, { maxLength: 4 }), (g) => g.raw),
        oddValue.filter((value) => !Array.isArray(value)),
        async ({ good, list }, odd) => {
          const read = await voucher({ games: list }).fetchGames();
          expect(read.map(({ id, uniqueName, name }) => ({ id, uniqueName, name }))).toEqual(good.map((g) => g.fixed));
          expect(await voucher({ games: odd }).fetchGames()).toEqual([]);
        },
      ),
    );
  });
});

describe('the esports cups gateway reads the partner list tolerantly (property)', () => {
  it('keeps every cup with an id and a name, among malformed ones, whatever shape its other fields take', async () => {
    const cup = fc
      .record({ id: fc.oneof(text, fc.nat()), name: text })
      .chain((fixed) => withOpenFields(fixed, ['gameName', 'startsAt', 'prize', 'imageUrl']).map((raw) => ({ raw, fixed })));
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(fc.array(cup, { maxLength: 3 }), (c) => c.raw),
        fc.constantFrom('bare', 'data', 'cups'),
        async ({ good, list }, wrapping) => {
          const body = wrapping === 'bare' ? list : { [wrapping]: list };
          const gateway = new HttpEsportsCupsGateway({
            esportsBaseUrl: '/esports',
            appOrigin: 'http://app.test',
            fetch: (async () => new Response(JSON.stringify(body), { status: 200 })) as typeof fetch,
          });
          const cups = await gateway.preview({ limit: 3, status: 2 });
          expect(cups.map(({ id, name }) => ({ id, name }))).toEqual(
            good.map((c) => ({ id: String(c.fixed.id), name: c.fixed.name })),
          );
          for (const read of cups) {
            expect([typeof read.gameName, typeof read.startsAt, typeof read.prize, typeof read.imageUrl]).toEqual([
              'string',
              'string',
              'string',
              'string',
            ]);
          }
        },
      ),
    );
  });
});
