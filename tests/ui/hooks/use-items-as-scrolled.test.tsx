import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CardStrip } from '../../../src/ui/components/game-strip';

const items = Array.from({ length: 20 }, (_, i) => `Game ${i + 1}`);

function Row() {
  return (
    <CardStrip
      title="Trending"
      status="succeeded"
      items={items}
      itemKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      onRetry={() => undefined}
    />
  );
}

/** The observers the strip made: what each watches, within what, and a way to report on it. */
interface Watch {
  target: Element | null;
  options: IntersectionObserverInit | undefined;
  disconnected: boolean;
  report: (isIntersecting: boolean) => void;
}

function fakeObservers(): Watch[] {
  const watches: Watch[] = [];
  class FakeObserver {
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watch = {
        target: null,
        options,
        disconnected: false,
        report: (isIntersecting) =>
          callback(
            [{ isIntersecting, target: this.watch.target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      };
      watches.push(this.watch);
    }
    observe(target: Element) {
      this.watch.target = target;
    }
    disconnect() {
      this.watch.disconnected = true;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return watches;
}

const live = (watches: Watch[]) => watches.filter((watch) => !watch.disconnected);

describe('a long row renders more cards as it is scrolled towards them', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its first cards, and six more each time the last one comes within a strip width of view', async () => {
    const watches = fakeObservers();
    render(<Row />);
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    // The last card is watched within the strip itself, one strip width ahead to its right.
    const [first] = live(watches);
    expect(first!.target).toBe(screen.getAllByRole('listitem')[5]);
    expect(first!.options).toMatchObject({ root: list, rootMargin: '0px 50% 0px 0px' });

    // Not near yet: nothing more renders.
    act(() => first!.report(false));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);

    await act(async () => first!.report(true));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(live(watches)[0]!.target).toBe(screen.getAllByRole('listitem')[11]);

    await act(async () => live(watches)[0]!.report(true));
    await act(async () => live(watches)[0]!.report(true));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    // Every card is there: nothing is watched any more.
    expect(live(watches)).toHaveLength(0);
  });

  it('shows every card at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Row />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});
