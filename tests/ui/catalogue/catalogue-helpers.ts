import { waitFor } from '@testing-library/react';
import type { startMockServer } from '../../support/mock-server';
import type { renderApp } from '../../support/render-app';
import { sectionGames } from '../../../src/adapters/mock-backend/handlers/games-dto';

type App = Pick<ReturnType<typeof renderApp>, 'findByRole'>;

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
