import { StaleWhileRevalidate, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { fetchedWithin, stampedWithFetchTime } from './refresh-window';

/**
 * Stale-while-revalidate that leaves a kept answer alone while it is younger than the refresh
 * window (./refresh-window.ts): the kept copy answers and nothing reaches the network. Older, it is
 * answered at once and refreshed in the background, as workbox's own strategy does.
 */
export class RevalidateAfterWindow extends StaleWhileRevalidate {
  private readonly refreshSeconds: number;

  constructor({ refreshSeconds, plugins = [], ...options }: StrategyOptions & { refreshSeconds: number }) {
    // Marked last, after the plugins that decide whether the answer is kept at all.
    super({
      ...options,
      plugins: [...plugins, { cacheWillUpdate: async ({ response }) => stampedWithFetchTime(response, Date.now()) }],
    });
    this.refreshSeconds = refreshSeconds;
  }

  override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await handler.cacheMatch(request);
    if (kept && fetchedWithin(kept, Date.now(), this.refreshSeconds)) return kept;
    return super._handle(request, handler);
  }
}
