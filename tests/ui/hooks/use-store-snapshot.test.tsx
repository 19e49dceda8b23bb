import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { proxy } from 'valtio/vanilla';
import type * as React from 'react';

// React's startTransition, watched: a change from the network renders in a transition, a change
// made in the player's own event does not.
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count += 1;
      react.startTransition(scope);
    },
  };
});

const { useStoreSnapshot } = await import('../../../src/ui/hooks/use-store-snapshot');

function Score({ store, onRender }: { store: { score: number; other: number }; onRender?: () => void }) {
  const state = useStoreSnapshot(store);
  onRender?.();
  return (
    <button type="button" onClick={() => (store.score += 1)}>
      Score {state.score}
    </button>
  );
}

describe('a state area read by a component', () => {
  afterEach(() => {
    transitions.count = 0;
  });

  it('renders a change that arrives from outside any event, in a transition', async () => {
    const store = proxy({ score: 1, other: 0 });
    render(<Score store={store} />);
    expect(screen.getByRole('button')).toHaveTextContent('Score 1');
    await act(async () => {
      store.score = 2;
    });
    expect(screen.getByRole('button')).toHaveTextContent('Score 2');
    expect(transitions.count).toBe(1);
  });

  it('renders a burst of changes made together once', async () => {
    const store = proxy({ score: 1, other: 0 });
    const renders = vi.fn();
    render(<Score store={store} onRender={renders} />);
    renders.mockClear();
    await act(async () => {
      store.score = 2;
      store.score = 3;
      store.score = 4;
    });
    expect(screen.getByRole('button')).toHaveTextContent('Score 4');
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('renders a change made while the player taps at once, not in a transition', () => {
    const store = proxy({ score: 1, other: 0 });
    render(<Score store={store} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Score 2');
    expect(transitions.count).toBe(0);
  });

  it('does not render again when a part it did not read changes', async () => {
    const store = proxy({ score: 1, other: 0 });
    const renders = vi.fn();
    render(<Score store={store} onRender={renders} />);
    renders.mockClear();
    await act(async () => {
      store.other = 5;
    });
    expect(renders).not.toHaveBeenCalled();
    expect(transitions.count).toBe(0);
  });

  it('sees a change made between its first render and its subscription', async () => {
    const store = proxy({ score: 1, other: 0 });
    function ChangesBeforeSubscribing() {
      const state = useStoreSnapshot(store);
      // A sibling's render changing the area before the effects run.
      if (state.score === 1) store.score = 7;
      return <p>Score {state.score}</p>;
    }
    render(<ChangesBeforeSubscribing />);
    expect(await screen.findByText('Score 7')).toBeInTheDocument();
  });
});
