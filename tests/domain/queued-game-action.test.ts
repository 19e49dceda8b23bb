import { describe, expect, it } from 'vitest';
import {
  addToQueue,
  parseQueuedActions,
  queuedFor,
  withoutQueued,
  type QueuedGameAction,
} from '../../src/domain/queued-game-action';

const base = { userId: 'u-1', uniqueName: 'snake', gameName: 'Snake', queuedAt: '' };
const like = (id: string, gameId = 'g-1', liked = true): QueuedGameAction => ({ ...base, id, gameId, kind: 'like', liked });
const rate = (id: string, rating: number, gameId = 'g-1'): QueuedGameAction => ({
  ...base,
  id,
  gameId,
  kind: 'rate',
  rating,
  comment: 'fun',
});

describe('the queue of actions made offline', () => {
  it('keeps the order of the taps', () => {
    const queue = addToQueue(addToQueue([], like('a', 'g-1')), like('b', 'g-2'));
    expect(queue.map((a) => a.id)).toEqual(['a', 'b']);
  });

  it('lets a second like of the same game cancel the first, since the server toggles', () => {
    const queue = addToQueue([like('a'), like('b', 'g-2')], like('c', 'g-1', false));
    expect(queue.map((a) => a.id)).toEqual(['b']);
  });

  it('replaces an earlier rating of the same game and sends the newer one last', () => {
    const queue = addToQueue([rate('a', 3), like('b', 'g-2')], rate('c', 5));
    expect(queue.map((a) => a.id)).toEqual(['b', 'c']);
    expect(queue[1]).toMatchObject({ rating: 5 });
  });

  it('does not mix a like and a rating of the same game', () => {
    expect(addToQueue([like('a')], rate('b', 4)).map((a) => a.id)).toEqual(['a', 'b']);
  });

  it('finds what waits for one game by kind, and removes one action', () => {
    const queue = [like('a'), rate('b', 4), like('c', 'g-2')];
    expect(Object.keys(queuedFor(queue, 'g-1')).sort()).toEqual(['like', 'rate']);
    expect(withoutQueued(queue, 'b').map((a) => a.id)).toEqual(['a', 'c']);
  });

  it('reads back only well-formed entries of the same account from storage', () => {
    const stored = [like('a'), { ...like('b'), userId: 'u-2' }, { id: 'c', kind: 'like' }, 'junk', rate('d', 2)];
    expect(parseQueuedActions(stored, 'u-1').map((a) => a.id)).toEqual(['a', 'd']);
    expect(parseQueuedActions('not a list', 'u-1')).toEqual([]);
  });

  it('reads a bookmark queued by the earlier version, which named it a favourite, as a bookmark', () => {
    const stored = [{ ...base, id: 'e', gameId: 'g-1', kind: 'favourite', bookmarked: true }];
    expect(parseQueuedActions(stored, 'u-1')).toEqual([{ ...base, id: 'e', gameId: 'g-1', kind: 'bookmark', bookmarked: true }]);
  });
});
