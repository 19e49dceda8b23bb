import { expect, inject } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { gameIn, gamePhase } from './play-game';

/**
 * What a browser test of one bundled game needs: a catalogue title that launches it (in the mode
 * the test wants), the game's frame, and the messages the portal received through the bridge.
 */

/** A free catalogue title of the mock seed that launches `slug`, in `mode` when one is named. */
export function titleFor(slug: string, { mode, premium = false }: { mode?: string; premium?: boolean } = {}): string {
  const title = inject('bundledTitles').find(({ playUrl, isPremium }) => {
    const url = new URL(playUrl, 'http://portal.test');
    return url.pathname === `/games/${slug}/` && isPremium === premium && (!mode || url.searchParams.get('mode') === mode);
  });
  if (!title)
    throw new Error(`The mock seed has no ${premium ? 'premium' : 'free'} title of ${slug}${mode ? ` in mode ${mode}` : ''}`);
  return title.uniqueName;
}

/** Records, in the portal's page, every message a game posts to it (call before the page loads). */
export async function recordBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { bridgeMessages: unknown[] }).bridgeMessages = seen;
    window.addEventListener('message', (event) => {
      const data = event.data as { source?: unknown } | null;
      if (data && data.source === 'portal-game') seen.push(data);
    });
  });
}

interface BridgeMessage {
  type: string;
  score?: number;
  state?: unknown;
}

/** The bridge messages the portal has received so far. */
export const bridgeMessages = (page: Page): Promise<BridgeMessage[]> =>
  page.evaluate(() => (window as unknown as { bridgeMessages: BridgeMessage[] }).bridgeMessages ?? []);

/** Opens a title's play screen and waits for its game to run; returns the game's frame. */
export async function openGame(page: Page, uniqueName: string): Promise<FrameLocator> {
  await page.goto(`/play/${uniqueName}`);
  const game = gameIn(page);
  await expect.poll(() => gamePhase(game), { message: `${uniqueName} loads` }).not.toBeNull();
  return game;
}

/** Waits until the game is in `phase` (ready, playing, paused, over). */
export async function expectPhase(game: FrameLocator, phase: string, message = `the game is ${phase}`): Promise<void> {
  await expect.poll(() => gamePhase(game), { message }).toBe(phase);
}

/** The portal's play bar says the round is over with a score, which it heard through the bridge. */
export async function expectFinalScoreShown(page: Page): Promise<number> {
  const text = page.getByText(/^Game over · Score [\d,]+$/);
  await expect.poll(() => text.count(), { message: 'the portal shows the final score' }).toBe(1);
  const over = (await bridgeMessages(page)).filter((m) => m.type === 'game-over');
  expect(over.length, 'the game reported its end through the bridge').toBeGreaterThan(0);
  return over.at(-1)!.score!;
}
