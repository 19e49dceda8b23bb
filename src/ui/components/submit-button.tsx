import type { ReactNode } from 'react';

/** A form's submit button: while the form is being sent it cannot be pressed again and says it is busy. */
export function SubmitButton({ busy, className, children }: { busy: boolean; className: string; children: ReactNode }) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
