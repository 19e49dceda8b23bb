import type { ReactNode } from 'react';

/** A part of a page that screen readers name by its heading. */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
