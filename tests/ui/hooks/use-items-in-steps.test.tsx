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

describe('a long row renders in steps while the browser is idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its first cards at once and the rest a few at a time, each step in an idle moment', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Row />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    act(() => idle.shift()!());
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    act(() => idle.shift()!());
    act(() => idle.shift()!());
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(idle).toHaveLength(0);
  });

  it('shows every card at once where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Row />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});
