import { useLayoutEffect, useRef, type RefObject } from 'react';
import { parseGameMessage, type GameMessage } from '../../../games/protocol';

/** A sandboxed frame without allow-same-origin posts from an opaque origin, serialised as 'null'. */
const SANDBOXED_ORIGIN = 'null';

/** Answers the game that posted a message (its origin is opaque: nothing sensitive is sent). */
export type ReplyToGame = (data: unknown) => void;

/**
 * The messages the running game posts through its bridge (src/games/protocol.ts), while `active`.
 * Only messages from the game's own frame count (a window reference cannot be forged); any other
 * window (another tab's opener, an extension) could post anything.
 */
export function useGameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  active: boolean,
  onMessage: (message: GameMessage, reply: ReplyToGame) => void,
): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  // Listening starts in the same commit that puts the frame on the page: the game's first message
  // (its progress request) can never come before the listener.
  useLayoutEffect(() => {
    if (!active) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== SANDBOXED_ORIGIN) return;
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const message = parseGameMessage(event.data);
      if (message) handler.current(message, (data) => source.postMessage(data, '*'));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, active]);
}
