import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchAsYouType } from '../../../src/application/use-cases/games/search-as-you-type';

describe('searchAsYouType', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses for 300 ms, with the last term', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('n');
    box.input('ne');
    await vi.advanceTimersByTimeAsync(299);
    box.input('neo');
    await vi.advanceTimersByTimeAsync(299);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('neo');
    box.dispose();
  });

  it('does not search the same term twice in a row', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('neo');
    await vi.advanceTimersByTimeAsync(300);
    box.input('neo ');
    await vi.advanceTimersByTimeAsync(300);
    expect(search).toHaveBeenCalledTimes(1);
    box.dispose();
  });

  it('clears at once when the field is emptied', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('neo');
    await vi.advanceTimersByTimeAsync(300);
    box.input('');
    await vi.advanceTimersByTimeAsync(0);
    expect(search).toHaveBeenLastCalledWith('');
    box.dispose();
  });

  it('stops searching after dispose', async () => {
    const search = vi.fn(async () => undefined);
    const box = searchAsYouType(search);
    box.input('neo');
    box.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('keeps working after a search fails', async () => {
    const search = vi.fn<(term: string) => Promise<void>>().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const box = searchAsYouType(search);
    box.input('a');
    await vi.advanceTimersByTimeAsync(300);
    box.input('ab');
    await vi.advanceTimersByTimeAsync(300);
    expect(search).toHaveBeenLastCalledWith('ab');
    box.dispose();
  });
});
