import { waitFor } from '@testing-library/react';
import type { startMockServer } from '../../support/mock-server';
import type { renderApp } from '../../support/render-app';
import { sectionGames } from '../../../src/adapters/mock-backend/handlers/games-dto';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';

type Server = ReturnType<typeof startMockServer>;
type App = Pick<ReturnType<typeof renderApp>, 'findByRole'>;

/** A real session on the mock and the browser storage holding it (as the shell tests do). */
export function signedIn(server: Server, userId: string = DEMO_SUBSCRIBER.id): Record<string, string> {
  const token = `games-token-${userId}`;
  server.backend().ctx.db.authSession.create({ token, userId, loginSource: 'SelfWeb', createdAt: new Date().toISOString() });
  return { 'auth-token': token, user_id: userId, loginSource: 'SelfWeb' };
}

/** A seeded game, free or premium, that has reviews and similar games. */
export function seededGame(server: Server, premium = false) {
  const db = server.backend().ctx.db;
  const game = db.game
    .findMany({ where: { isPremium: { equals: premium } } })
    .find((g) => db.rating.count({ where: { gameId: { equals: g.id } } }) >= 2);
  if (!game) throw new Error(`The seed has no ${premium ? 'premium' : 'free'} game with reviews`);
  return game;
}

/** The API calls the mock received with this method and path. */
export const callsTo = (server: Server, method: string, path: string) =>
  server
    .backend()
    .log.list()
    .filter((r) => r.method === method && r.path === path);

/** The section a heading labels (a home row, a search section). */
export async function rowSection(app: App, title: string): Promise<HTMLElement> {
  const heading = await app.findByRole('heading', { level: 2, name: title });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around the heading '${title}'`);
  return section;
}

/** The names of the mock's top ten, most played first, as the mock answers them. */
export function topTenNames(server: ReturnType<typeof startMockServer>): string[] {
  return sectionGames(server.backend().ctx.db, 'top-ten').map((game) => game.name);
}

/** Waits until the element holds at least `count` game cards (links to a game page). */
export async function waitForCards(element: HTMLElement, count: number): Promise<HTMLAnchorElement[]> {
  let cards: HTMLAnchorElement[] = [];
  await waitFor(() => {
    cards = [...element.querySelectorAll<HTMLAnchorElement>('a[href^="/game-details/"]')];
    if (cards.length < count) throw new Error(`${cards.length} cards, waiting for ${count}`);
  });
  return cards;
}
