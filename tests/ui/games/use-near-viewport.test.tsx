import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from '../../../src/ui/hooks/use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** A hand-driven IntersectionObserver: the test says when the element comes into range. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly disconnect = vi.fn();
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts everything as near where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true once the element comes within a screen of the viewport, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    const observer = FakeObserver.last as FakeObserver;
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observer.options?.rootMargin).toMatch(/^\d+px/);

    act(() => observer.fire(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer.fire(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
  });
});
