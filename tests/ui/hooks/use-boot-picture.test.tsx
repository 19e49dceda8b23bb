import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { releaseBootPicture, useBootPicture } from '../../../src/ui/hooks/use-boot-picture';

/** What index.html's boot script leaves in the page: a picture over the first paint. */
function paintBootPicture(src: string): HTMLImageElement {
  const img = document.createElement('img');
  img.className = 'boot-picture';
  img.dataset.picture = 'banner';
  img.src = src;
  document.body.appendChild(img);
  return img;
}

/** A genre's first card picture: the boot script paints it in the first cell of a grid. */
function paintBootCard(src: string): { grid: HTMLDivElement; img: HTMLImageElement } {
  const img = paintBootPicture(src);
  img.dataset.picture = 'card';
  const grid = document.createElement('div');
  const cell = document.createElement('span');
  grid.className = 'boot-grid';
  cell.className = 'boot-thumb';
  cell.appendChild(img);
  grid.appendChild(cell);
  document.body.appendChild(grid);
  return { grid, img };
}

/** A picture as the hero and banner components render it. */
function Picture({ src, onShown }: { src: string; onShown?: (picture: HTMLImageElement) => void }) {
  const bootPicture = useBootPicture(src, onShown);
  return (
    <div data-testid="box">
      {bootPicture ? <span ref={bootPicture} style={{ display: 'contents' }} /> : <img src={src} alt="" />}
    </div>
  );
}

describe('useBootPicture', () => {
  afterEach(() => {
    document.querySelectorAll('img, .boot-grid').forEach((element) => element.remove());
    vi.useRealTimers();
  });

  it("takes the boot script's picture into the component as the same element, in the page's styles", () => {
    const painted = paintBootPicture('/art/banner.png');
    // Still loading: it counts as shown on its load event, as an <img>'s onLoad would.
    Object.defineProperty(painted, 'complete', { value: false });
    const onShown = vi.fn();
    const { getByTestId } = render(<Picture src="/art/banner.png" onShown={onShown} />);
    const pictures = getByTestId('box').querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toBe(painted);
    expect(painted.className).toBe('');
    expect(painted.dataset.picture).toBeUndefined();
    expect(onShown).not.toHaveBeenCalled();
    painted.dispatchEvent(new Event('load'));
    expect(onShown).toHaveBeenCalledOnce();
    expect(onShown).toHaveBeenCalledWith(painted);
  });

  it('renders its own picture when the boot picture shows another one', () => {
    const painted = paintBootPicture('/art/other.png');
    const { getByTestId } = render(<Picture src="/art/banner.png" />);
    const own = getByTestId('box').querySelector('img');
    expect(own).not.toBe(painted);
    expect(painted.className).toBe('boot-picture');
  });

  it('renders its own picture for a later source, and the boot picture leaves with the old one', () => {
    const painted = paintBootPicture('/art/banner.png');
    const { getByTestId, rerender } = render(<Picture src="/art/banner.png" />);
    rerender(<Picture src="/art/next.png" />);
    const own = getByTestId('box').querySelector('img');
    expect(own).not.toBe(painted);
    expect(own?.getAttribute('src')).toBe('/art/next.png');
    expect(painted.isConnected).toBe(false);
  });

  it("takes a genre's first card picture out of its grid, and the grid leaves the page", () => {
    const { grid, img } = paintBootCard('/art/card.png');
    const { getByTestId } = render(<Picture src="/art/card.png" />);
    expect(getByTestId('box').querySelector('img')).toBe(img);
    expect(grid.isConnected).toBe(false);
  });

  it('a boot card picture nothing took over leaves with its grid', () => {
    vi.useFakeTimers();
    const { grid } = paintBootCard('/art/card.png');
    releaseBootPicture(document, 2000);
    vi.advanceTimersByTime(2000);
    expect(grid.isConnected).toBe(false);
  });

  it('a boot picture nothing took over is removed a short while after the first render', () => {
    vi.useFakeTimers();
    const painted = paintBootPicture('/art/banner.png');
    releaseBootPicture(document, 2000);
    vi.advanceTimersByTime(1999);
    expect(painted.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(painted.isConnected).toBe(false);
  });

  it('a boot picture taken over stays after that while', () => {
    vi.useFakeTimers();
    const painted = paintBootPicture('/art/banner.png');
    render(<Picture src="/art/banner.png" />);
    releaseBootPicture(document, 2000);
    vi.advanceTimersByTime(2000);
    expect(painted.isConnected).toBe(true);
  });
});
