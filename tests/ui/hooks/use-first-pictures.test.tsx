import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FIRST_CALL_WAIT_MS, FIRST_PICTURES_WAIT_MS, useFirstPictures } from '../../../src/ui/hooks/use-first-pictures';

/** Stands in for the browser's observer: its presence is what makes the later pictures wait. */
class IdleObserver {
  observe() {}
  disconnect() {}
}

/** The gate that lets the later pictures (on /home: the rows below the hero) load has deadlines. */
describe('useFirstPictures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', IdleObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens FIRST_CALL_WAIT_MS after mounting when the first call never answers', () => {
    const { result } = renderHook(() => useFirstPictures(false));
    act(() => {
      vi.advanceTimersByTime(FIRST_CALL_WAIT_MS - 1);
    });
    expect(result.current.rest).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.rest).toBe(true);
  });

  it('waits FIRST_PICTURES_WAIT_MS from the answer, not the stall deadline, once the first call has answered', () => {
    const { result, rerender } = renderHook(({ showing }) => useFirstPictures(showing), { initialProps: { showing: false } });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    rerender({ showing: true });
    act(() => {
      vi.advanceTimersByTime(FIRST_CALL_WAIT_MS - 1500);
    });
    expect(result.current.rest).toBe(false);
    act(() => {
      vi.advanceTimersByTime(FIRST_PICTURES_WAIT_MS - (FIRST_CALL_WAIT_MS - 1500));
    });
    expect(result.current.rest).toBe(true);
  });
});
