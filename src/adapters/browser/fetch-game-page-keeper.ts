import type { GamePageKeeper } from '../../application/ports/game-page-keeper.port';

/** The game's page fetched from the portal's own origin: the service worker keeps what it answers. */
export class FetchGamePageKeeper implements GamePageKeeper {
  constructor(private readonly fetchPage: typeof fetch = (...args) => fetch(...args)) {}

  async keep(slug: string): Promise<void> {
    const response = await this.fetchPage(`/games/${encodeURIComponent(slug)}/`, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`The page of ${slug} answered ${response.status}`);
  }
}
