import type { ReactNode } from 'react';

/** The placeholder of a list while it loads: grey cards, and for screen readers what is loading. */
export function SkeletonList({
  className,
  itemClassName,
  count,
  label,
}: {
  className: string;
  itemClassName: string;
  count: number;
  /** Read out while loading, e.g. 'Loading voucher games…'. */
  label: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`skeleton ${itemClassName}`} />
      ))}
    </div>
  );
}
