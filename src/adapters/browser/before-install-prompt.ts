import type { InstallAnswer, InstallPromptPort } from '../../application/ports/install-prompt.port';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Keeps the browser's install offer for later: its own mini-infobar is suppressed, and the portal
 * shows its offer at a moment of its choosing (application/use-cases/offline-app/offer-install.ts).
 * The listener is attached when the container is built, so an early event is not missed.
 */
export class BeforeInstallPrompt implements InstallPromptPort {
  private event: BeforeInstallPromptEvent | undefined;
  private onAvailable: (() => void) | undefined;

  constructor(win: Window | undefined = globalThis.window) {
    win?.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      this.event = event as BeforeInstallPromptEvent;
      this.onAvailable?.();
    });
    win?.addEventListener('appinstalled', () => {
      this.event = undefined;
    });
  }

  watch(onAvailable: () => void): void {
    this.onAvailable = onAvailable;
    if (this.event) onAvailable();
  }

  async prompt(): Promise<InstallAnswer> {
    const event = this.event;
    this.event = undefined;
    if (!event) return 'dismissed';
    await event.prompt();
    const { outcome } = await event.userChoice;
    return outcome === 'accepted' ? 'accepted' : 'dismissed';
  }
}
