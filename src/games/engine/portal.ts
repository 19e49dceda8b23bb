import { GAME_SOURCE, parseProgressMessage, type GameMessage, type ProgressMessage } from '../protocol';

type Outgoing = GameMessage extends infer T ? (T extends GameMessage ? Omit<T, 'source' | 'game'> : never) : never;

/**
 * The game's side of the portal bridge. The game runs in a sandboxed frame that may have an opaque
 * origin, so the target origin has to be '*'; nothing sensitive is sent. Opened on its own (no
 * portal around it) it sends nothing and never hears a progress answer.
 */
export interface PortalLink {
  readonly embedded: boolean;
  send(message: Outgoing): void;
  /** cb(progress) for the portal's answer to a progress request of this key. */
  onProgress(key: string, cb: (progress: ProgressMessage) => void): void;
}

export function portalLink(game: string, win: Window = window): PortalLink {
  const embedded = win.parent !== win;
  return {
    embedded,
    send(message) {
      if (!embedded) return;
      try {
        win.parent.postMessage({ ...message, source: GAME_SOURCE, game }, '*');
      } catch {
        // The portal may be gone (navigated away) or the state not cloneable: nothing to do.
      }
    },
    onProgress(key, cb) {
      win.addEventListener('message', (event) => {
        // Only the portal around the game answers; another frame's message is not progress.
        if (event.source !== win.parent) return;
        const progress = parseProgressMessage(event.data);
        if (progress && progress.key === key) cb(progress);
      });
    },
  };
}
