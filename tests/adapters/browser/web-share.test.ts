import { describe, expect, it, vi } from 'vitest';
import { WebShare } from '../../../src/adapters/browser/web-share';
import { ShareCancelled } from '../../../src/application/ports/share.port';

const content = { title: 'Neon Drift', text: 'Play Neon Drift', url: 'https://play.example.com/game-details/neon-drift' };

describe('WebShare', () => {
  it('uses navigator.share where the browser has it', async () => {
    const share = vi.fn(async () => undefined);
    const adapter = new WebShare({ share });
    expect(adapter.canShare()).toBe(true);
    await adapter.share(content);
    expect(share).toHaveBeenCalledWith(content);
  });

  it('turns the AbortError of a closed share sheet into ShareCancelled', async () => {
    const adapter = new WebShare({
      share: async () => {
        throw new DOMException('closed', 'AbortError');
      },
    });
    await expect(adapter.share(content)).rejects.toBeInstanceOf(ShareCancelled);
  });

  it('passes other share failures on', async () => {
    const adapter = new WebShare({
      share: async () => {
        throw new DOMException('no', 'NotAllowedError');
      },
    });
    await expect(adapter.share(content)).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('has no share sheet without navigator.share, and copies with the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    const adapter = new WebShare({ clipboard: { writeText } });
    expect(adapter.canShare()).toBe(false);
    await expect(adapter.share(content)).rejects.toThrow('Web Share is not available');
    await adapter.copy(content.url);
    expect(writeText).toHaveBeenCalledWith(content.url);
  });

  it('shares a picture with the text only where the share sheet says it takes the file', async () => {
    const picture = new File(['png'], 'result.png', { type: 'image/png' });
    const share = vi.fn(async () => undefined);
    const canShare = vi.fn((data: ShareData) => (data.files ?? []).every((file) => file.type === 'image/png'));
    const adapter = new WebShare({ share, canShare });
    expect(adapter.canShareFiles([picture])).toBe(true);
    await adapter.share({ ...content, files: [picture] });
    expect(share).toHaveBeenCalledWith({ ...content, files: [picture] });

    expect(new WebShare({ share }).canShareFiles([picture])).toBe(false);
    expect(new WebShare({ canShare }).canShareFiles([picture])).toBe(false);
    const throwing = new WebShare({
      share,
      canShare: () => {
        throw new TypeError('files');
      },
    });
    expect(throwing.canShareFiles([picture])).toBe(false);
  });

  it('refuses to copy without a clipboard (or outside a browser)', async () => {
    await expect(new WebShare({}).copy('x')).rejects.toThrow('The clipboard is not available');
    await expect(new WebShare(undefined).copy('x')).rejects.toThrow();
  });
});
