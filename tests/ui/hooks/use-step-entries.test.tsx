import { act, render } from '@testing-library/react';
import { Router, type Location, type Navigator } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useStepEntries } from '../../../src/ui/hooks/use-step-entries';
import { followStepEntry, type FollowsStepEntries, type StepFlow } from '../../../src/application/use-cases/step-history';

type Step = 'details' | 'code';

/** A two-step flow whose code step can be shown once a code was sent. */
class TwoSteps implements StepFlow<Step>, FollowsStepEntries<Step> {
  readonly steps = ['details', 'code'] as const;
  step: Step = 'details';
  codeSent = false;
  current = () => this.step;
  canShow = (step: Step) => step === 'details' || this.codeSent;
  show = (step: Step) => void (this.step = step);
  execute = (requested: string | null) => followStepEntry(this, requested);
}

function Steps({ flow }: { flow: TwoSteps }) {
  useStepEntries(flow, flow.current());
  return <p>{flow.current()}</p>;
}

const at = (search: string, key: string): Location => ({ pathname: '/signup', search, hash: '', state: null, key });

function navigator(): Navigator {
  return {
    createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`),
    go: vi.fn(),
    push: vi.fn(),
    replace: vi.fn(),
  };
}

/**
 * The details step shown at /signup, then a submit that sends the code: the flow moves on by itself
 * and the screen renders again on the same address.
 */
function submittedDetails() {
  const flow = new TwoSteps();
  const nav = navigator();
  const screen = () => (
    <Router location={at('', 'a')} navigator={nav}>
      <Steps flow={flow} />
    </Router>
  );
  const view = render(screen());
  flow.codeSent = true;
  flow.step = 'code';
  view.rerender(screen());
  return { flow, nav };
}

describe("a flow's steps as history entries", () => {
  it('adds an entry when the flow moves on by itself', () => {
    const { nav } = submittedDetails();
    expect(nav.push).toHaveBeenCalledTimes(1);
    expect(nav.push).toHaveBeenCalledWith(expect.objectContaining({ search: '?step=code' }), undefined, expect.anything());
  });

  it('goes back with Back tapped before the added entry was ever rendered', () => {
    const { flow } = submittedDetails();
    // Back lands on the first entry again before the router rendered the added one: the browser
    // moved through its history, to the address the router still shows.
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(flow.current()).toBe('details');
  });
});
