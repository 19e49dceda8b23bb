import { listContains, type MockDb } from '../db';
import type { SeedClock } from './clock';
import { sample, type Rng } from './prng';

/*
 * Pricing slots. Prices are in BDT and billed to the mobile number after a one-time code.
 * Exactly one general slot (the Monthly Pass) goes through the payment page instead of direct
 * carrier billing, so both billing paths of the spec can be demonstrated.
 */
const PRICING_SLOTS = [
  {
    id: 'ps-daily',
    area: 'general',
    name: 'Daily',
    description: 'Unlimited premium games and tournaments for 24 hours.',
    price: 5,
    validityDays: 1,
    usesPaymentPage: false,
  },
  {
    id: 'ps-weekly',
    area: 'general',
    name: 'Weekly',
    description: 'Unlimited premium games and tournaments for 7 days.',
    price: 25,
    validityDays: 7,
    usesPaymentPage: false,
  },
  {
    id: 'ps-monthly',
    area: 'general',
    name: 'Monthly Pass',
    description: 'Best value: every premium game and tournament for 30 days.',
    price: 80,
    validityDays: 30,
    usesPaymentPage: true,
  },
  {
    id: 'ps-esports-weekly',
    area: 'esports',
    name: 'Esports Weekly',
    description: 'Join esports cups for 7 days.',
    price: 30,
    validityDays: 7,
    usesPaymentPage: false,
  },
  {
    id: 'ps-esports-monthly',
    area: 'esports',
    name: 'Esports Monthly',
    description: 'Join every esports cup for 30 days.',
    price: 100,
    validityDays: 30,
    usesPaymentPage: false,
  },
] as const;

/** Esports cups; status 2 = upcoming (spec section 9), 1 = running, 3 = finished. */
const ESPORTS_CUPS = [
  { id: 'cup-101', name: 'Dhaka Night Cup', gameName: 'Skyline Royale', startsIn: 3, status: 2, prize: '50,000 BDT' },
  { id: 'cup-102', name: 'Chattogram Clash', gameName: 'Arena Legends', startsIn: 6, status: 2, prize: '30,000 BDT' },
  { id: 'cup-103', name: 'Sylhet Squad Series', gameName: 'Blitz Strike', startsIn: 10, status: 2, prize: '25,000 BDT' },
  { id: 'cup-104', name: 'Winter Warm-up', gameName: 'Skyline Royale', startsIn: 14, status: 2, prize: '15,000 BDT' },
  { id: 'cup-099', name: 'Autumn Showdown', gameName: 'Arena Legends', startsIn: -20, status: 3, prize: '40,000 BDT' },
] as const;

/** Count of partner voucher games (at least 8 so the voucher row is full). */
const VOUCHER_GAME_COUNT = 10;
const TRAILER_COUNT = 5;

export function seedCommerce(db: MockDb, rng: Rng, { daysAfter, daysBefore }: SeedClock): void {
  PRICING_SLOTS.forEach((slot, order) => db.pricingSlot.create({ ...slot, currency: 'BDT', order }));

  for (const cup of ESPORTS_CUPS) {
    const { startsIn, ...fields } = cup;
    db.esportsCup.create({
      ...fields,
      startsAt: startsIn >= 0 ? daysAfter(startsIn) : daysBefore(-startsIn),
      // Resolved by the art handler, which also draws cups and tournaments.
      imageUrl: `/mock-assets/art/${cup.id}.svg?variant=banner`,
    });
  }

  // Ids are taken in catalogue order after sampling, so the stored order is stable too.
  const games = db.game.getAll();
  sample(rng, games, VOUCHER_GAME_COUNT).forEach((game, index) => {
    db.voucherGame.create({ id: `vg-${String(index + 1).padStart(2, '0')}`, gameId: game.id });
  });

  // Trailers feature spotlight games: the first one is the home hero (never shuffled).
  const featured = games.filter((game) => listContains(game.sections, 'spotlight'));
  sample(rng, featured, TRAILER_COUNT).forEach((game, index) => {
    db.trailer.create({
      id: `tr-${String(index + 1).padStart(2, '0')}`,
      gameId: game.id,
      title: `${game.name}: official trailer`,
      posterUrl: game.bannerUrl,
    });
  });
}
