/**
 * Says politely what a tapped control is doing while its request runs ("Liking…"), and nothing
 * otherwise. The region is always in the page, so screen readers announce the text when it
 * appears; a control's own label change is not announced while it keeps focus.
 */
export function PendingStatus({ text }: { text: string | null | false | undefined }) {
  return (
    <span role="status" className="visually-hidden">
      {text || ''}
    </span>
  );
}
