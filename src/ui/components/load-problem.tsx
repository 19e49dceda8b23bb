import type { ReactNode } from 'react';
import { RetryButton } from './retry-button';

/**
 * A load that failed, said where its content would be (design brief: "failed (message and a Retry
 * button)"): what could not be loaded, why, and Retry.
 */
export function LoadProblem({
  className,
  children,
  why,
  onRetry,
}: {
  className: string;
  /** What could not be loaded, e.g. 'These plans could not be loaded.' */
  children?: ReactNode;
  why: ReactNode;
  onRetry: () => void;
}) {
  return (
    <div className={className} role="alert">
      <p>
        {children}
        {children ? ' ' : null}
        {why}
      </p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
