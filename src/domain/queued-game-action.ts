/**
 * A like, favourite or rating the player made while the device had no network. It waits on the
 * device, under the player's own account, and is sent once, in the order it was made, when the
 * network returns. Like and favourite are toggles on the server (spec §7 "POST /play/game/like
 * {gameid}", "POST /play/game/bookmark {gameid}"), so each remembers the state the player asked
 * for: that is what tells a queued toggle from one that would undo a change made elsewhere.
 */
interface QueuedBase {
  /** Unique on this device; the order of the queue is the order of the taps. */
  id: string;
  /** The account the action belongs to: it is never sent under another account. */
  userId: string;
  gameId: string;
  uniqueName: string;
  /** For the messages ("Your like of Snake Classic ..."). */
  gameName: string;
  /** ISO date-time of the tap. */
  queuedAt: string;
}

export type QueuedGameAction =
  | (QueuedBase & { kind: 'like'; liked: boolean })
  | (QueuedBase & { kind: 'bookmark'; bookmarked: boolean })
  | (QueuedBase & { kind: 'rate'; rating: number; comment: string });

export type QueuedKind = QueuedGameAction['kind'];

/**
 * The queue after one more tap. A second like (or favourite) of a game whose first is still
 * waiting asks for the state the server already has: the two cancel out and nothing is sent. A
 * second rating replaces the first, and goes to the end (it is the newer wish).
 */
export function addToQueue(queue: readonly QueuedGameAction[], action: QueuedGameAction): QueuedGameAction[] {
  const same = (queued: QueuedGameAction) => queued.gameId === action.gameId && queued.kind === action.kind;
  const earlier = queue.find(same);
  const others = queue.filter((queued) => !same(queued));
  if (earlier && action.kind !== 'rate') return others;
  return [...others, action];
}

/** The queue without one action (sent, or shown as failed). */
export const withoutQueued = (queue: readonly QueuedGameAction[], id: string): QueuedGameAction[] =>
  queue.filter((queued) => queued.id !== id);

/** What is waiting for one game, by kind, for its page to show as pending. */
export function queuedFor(queue: readonly QueuedGameAction[], gameId: string): Partial<Record<QueuedKind, QueuedGameAction>> {
  const found: Partial<Record<QueuedKind, QueuedGameAction>> = {};
  for (const queued of queue) if (queued.gameId === gameId) found[queued.kind] = queued;
  return found;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A stored queue, keeping only well-formed entries of this account (the store may be old or tampered). */
export function parseQueuedActions(value: unknown, userId: string): QueuedGameAction[] {
  if (!Array.isArray(value)) return [];
  const valid: QueuedGameAction[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const v = item as Record<string, unknown>;
    if (!text(v.id) || v.userId !== userId || !text(v.gameId) || !text(v.uniqueName)) continue;
    const base = {
      id: v.id,
      userId,
      gameId: v.gameId,
      uniqueName: v.uniqueName,
      gameName: text(v.gameName) ? v.gameName : v.uniqueName,
      queuedAt: typeof v.queuedAt === 'string' ? v.queuedAt : '',
    };
    if (v.kind === 'like' && typeof v.liked === 'boolean') valid.push({ ...base, kind: 'like', liked: v.liked });
    // 'favourite' is how an earlier version of the portal named a queued bookmark on this device.
    else if ((v.kind === 'bookmark' || v.kind === 'favourite') && typeof v.bookmarked === 'boolean') {
      valid.push({ ...base, kind: 'bookmark', bookmarked: v.bookmarked });
    } else if (v.kind === 'rate' && Number.isInteger(v.rating) && typeof v.comment === 'string') {
      valid.push({ ...base, kind: 'rate', rating: v.rating as number, comment: v.comment });
    }
  }
  return valid;
}
