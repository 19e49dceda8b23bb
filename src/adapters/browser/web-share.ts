import { ShareCancelled, type ShareContent, type SharePort } from '../../application/ports/share.port';

/** The parts of `navigator` sharing uses (absent outside a browser, and `share` on many desktops). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** Web Share API with the async Clipboard API as the fallback the use case chooses. */
export class WebShare implements SharePort {
  constructor(private readonly nav: ShareNavigator | undefined = globalThis.navigator) {}

  canShare(): boolean {
    return typeof this.nav?.share === 'function';
  }

  canShareFiles(files: readonly File[]): boolean {
    if (!this.canShare() || typeof this.nav?.canShare !== 'function') return false;
    try {
      return this.nav.canShare({ files: [...files] });
    } catch {
      return false;
    }
  }

  async share(content: ShareContent): Promise<void> {
    const share = this.nav?.share;
    if (!share) throw new Error('Web Share is not available');
    const data: ShareData = { title: content.title, text: content.text, url: content.url };
    if (content.files?.length) data.files = [...content.files];
    try {
      await share.call(this.nav, data);
    } catch (error) {
      // The spec of navigator.share rejects with AbortError when the user closes the sheet.
      if (error instanceof Error && error.name === 'AbortError') throw new ShareCancelled();
      throw error;
    }
  }

  async copy(text: string): Promise<void> {
    const clipboard = this.nav?.clipboard;
    if (!clipboard) throw new Error('The clipboard is not available');
    await clipboard.writeText(text);
  }
}
