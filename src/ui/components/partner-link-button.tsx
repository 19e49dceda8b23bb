import type { ReactNode } from 'react';
import type { AsyncState } from '../../application/stores/async-state';
import { StoreLoadStates } from './store-load-states';

/**
 * The button that opens a partner's site (the esports arena, the voucher shop) once its link is
 * loaded; a grey button while it loads; the failure with Retry. The link opens without an opener.
 */
export function PartnerLinkButton({
  load,
  href,
  what,
  unavailable,
  problemClassName,
  skeletonClassName,
  onRetry,
  children,
}: {
  load: AsyncState;
  /** The partner link, null until loaded. */
  href: string | null;
  what?: ReactNode;
  /** Said when the load succeeded without a link. */
  unavailable?: ReactNode;
  problemClassName: string;
  skeletonClassName: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <StoreLoadStates
      load={load}
      loaded={Boolean(href)}
      what={what}
      problemClassName={problemClassName}
      onRetry={onRetry}
      empty={unavailable}
      loading={<span className={`skeleton ${skeletonClassName}`} aria-hidden="true" />}
    >
      <a className="button" href={href ?? undefined} rel="noopener noreferrer">
        {children}
      </a>
    </StoreLoadStates>
  );
}
