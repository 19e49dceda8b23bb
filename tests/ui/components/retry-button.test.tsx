import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RetryButton } from '../../../src/ui/components/retry-button';

/** Every failed load offers Retry, and retries by itself when the network or the player returns. */
describe('Retry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('retries when tapped', () => {
    const retry = vi.fn();
    render(<RetryButton onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retries by itself when the browser comes back online', () => {
    const retry = vi.fn();
    render(<RetryButton onRetry={retry} />);
    fireEvent(window, new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retries by itself when the tab becomes visible again, not when it is hidden', () => {
    const retry = vi.fn();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(<RetryButton onRetry={retry} />);
    fireEvent(document, new Event('visibilitychange'));
    expect(retry).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the load no longer shows as failed', () => {
    const retry = vi.fn();
    const { unmount } = render(<RetryButton onRetry={retry} />);
    unmount();
    fireEvent(window, new Event('online'));
    expect(retry).not.toHaveBeenCalled();
  });
});
