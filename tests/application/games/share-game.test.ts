import { describe, expect, it, vi } from 'vitest';
import { ShareGame } from '../../../src/application/use-cases/games/share-game';
import { ShareCancelled, type SharePort } from '../../../src/application/ports/share.port';
import { createGameDetailStore } from '../../../src/application/stores/game-detail.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { detail } from './games-fakes';

function setup(options: { native?: boolean; withGame?: boolean } = {}) {
  const port = {
    canShare: vi.fn(() => options.native ?? false),
    share: vi.fn<SharePort['share']>(async () => undefined),
    copy: vi.fn<SharePort['copy']>(async () => undefined),
  } satisfies SharePort;
  const store = createGameDetailStore();
  if (options.withGame ?? true) store.game = detail({ uniqueName: 'neon drift', name: 'Neon Drift' });
  const toasts = createToastStore();
  const share = new ShareGame(port, store, 'https://play.example.com', new ShowToast(toasts));
  return { port, toasts, share };
}

/** The UI's words for the share sheet, for the game on screen. */
const invite = 'Play Neon Drift';

describe('ShareGame', () => {
  it("opens the browser's share sheet with the game's deep link where there is one", async () => {
    const { port, toasts, share } = setup({ native: true });
    expect(await share.execute(invite)).toBe('shared');
    expect(port.share).toHaveBeenCalledWith({
      title: 'Neon Drift',
      text: 'Play Neon Drift',
      url: 'https://play.example.com/game-details/neon%20drift',
    });
    expect(port.copy).not.toHaveBeenCalled();
    expect(toasts.toasts).toEqual([]);
  });

  it("copies the deep link and says 'Link copied' where there is no share sheet", async () => {
    const { port, toasts, share } = setup({ native: false });
    expect(await share.execute(invite)).toBe('copied');
    expect(port.copy).toHaveBeenCalledWith('https://play.example.com/game-details/neon%20drift');
    expect(toasts.toasts).toEqual([expect.objectContaining({ notice: { code: 'link-copied' }, kind: 'success' })]);
  });

  it('says nothing when the player closes the share sheet', async () => {
    const { port, toasts, share } = setup({ native: true });
    port.share.mockRejectedValue(new ShareCancelled());
    expect(await share.execute(invite)).toBe('cancelled');
    expect(port.copy).not.toHaveBeenCalled();
    expect(toasts.toasts).toEqual([]);
  });

  it('falls back to copying when the share sheet fails for another reason', async () => {
    const { port, toasts, share } = setup({ native: true });
    port.share.mockRejectedValue(new Error('NotAllowedError'));
    expect(await share.execute(invite)).toBe('copied');
    expect(toasts.toasts[0]?.notice).toEqual({ code: 'link-copied' });
  });

  it('tells the player when the link could not be copied either', async () => {
    const { port, toasts, share } = setup({ native: false });
    port.copy.mockRejectedValue(new Error('denied'));
    expect(await share.execute(invite)).toBe('failed');
    expect(toasts.toasts).toEqual([expect.objectContaining({ notice: { code: 'link-not-copied' }, kind: 'error' })]);
  });

  it('does nothing while no game is on screen', async () => {
    const { port, share } = setup({ withGame: false });
    expect(await share.execute(invite)).toBe('ignored');
    expect(port.copy).not.toHaveBeenCalled();
  });
});
