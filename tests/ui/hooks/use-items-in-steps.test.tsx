import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useItemsInSteps } from '../../../src/ui/hooks/use-items-in-steps';

const items = Array.from({ length: 20 }, (_, i) => `Row ${i + 1}`);

function Rows() {
  const shown = useItemsInSteps(items.length, 6, 6);
  return (
    <ul>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('a long page renders in steps while the browser is idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its first items at once and the rest a few at a time, each step in an idle moment', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Rows />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    act(() => idle.shift()!());
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    act(() => idle.shift()!());
    act(() => idle.shift()!());
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(idle).toHaveLength(0);
  });

  it('shows every item at once where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Rows />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});
