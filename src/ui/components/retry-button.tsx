import { useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * Runs `retry` when the browser comes back online or the tab is shown again, while the caller is
 * mounted: a load that failed while the signal dropped recovers by itself when it returns.
 */
export function useRetryOnReturn(retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;
  // Listening from the commit that shows the failure, not a moment after it: the signal that comes
  // back while the message is already on screen is never missed.
  useLayoutEffect(() => {
    const again = () => latest.current();
    const onVisible = () => document.visibilityState === 'visible' && again();
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

type RetryButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & { onRetry: () => void };

/**
 * The Retry of a failed load (design brief: "failed (message and a Retry button)"). Shown only while
 * the load has failed, it also retries by itself when the network returns or the tab is shown again.
 */
export function RetryButton({ onRetry, className = 'button button--ghost', ...rest }: RetryButtonProps) {
  useRetryOnReturn(onRetry);
  return (
    <button type="button" className={className} onClick={onRetry} {...rest}>
      <Trans>Retry</Trans>
    </button>
  );
}
