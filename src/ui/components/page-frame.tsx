import type { ReactNode } from 'react';

/** A screen's frame: the page's layout and its one main heading, what it is named by. */
export function PageFrame({ title, className, children }: { title: ReactNode; className: string; children: ReactNode }) {
  return (
    <div className={`page ${className}`}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
