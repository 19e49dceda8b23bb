import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazyDialog } from '../../../src/ui/components/lazy-dialog';

/** A download the test answers when it chooses. */
function download() {
  let answer!: { ok: (value: unknown) => void; fail: (error: unknown) => void };
  const promise = new Promise<unknown>((ok, fail) => (answer = { ok, fail }));
  return { promise, ...answer };
}

const Greeting = ({ name }: { name: string }) => <p role="dialog">Hello {name}</p>;

/**
 * A dialog most visits never open comes with its own download: while it downloads the page says it
 * is loading, a failed download says so with Retry, and once here the dialog shows with its props.
 */
describe('a dialog whose code comes when it opens', () => {
  it('says it is loading, then shows the dialog with its props', async () => {
    const first = download();
    const Dialog = lazyDialog(() => first.promise.then(() => Greeting));
    render(<Dialog name="Rina" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    first.ok(undefined);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Rina');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Retry when the download fails, and Retry downloads it afresh', async () => {
    const attempts = [download(), download()];
    const load = vi.fn(() => attempts[load.mock.calls.length - 1]!.promise.then(() => Greeting));
    const Dialog = lazyDialog(load);
    render(<Dialog name="Rina" />);
    attempts[0]!.fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of the portal could not be downloaded. Check your connection.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    attempts[1]!.ok(undefined);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Rina');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads once when preloaded, and opens at once after that', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Dialog = lazyDialog(load);
    Dialog.preload();
    // The dialog keeps what the download gave before anyone else waiting for it hears of it.
    await load.mock.results[0]!.value;
    render(<Dialog name="Rina" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Hello Rina');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
