import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';

const PAGES: Array<[path: string, heading: string]> = [
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-&-conditions', 'Terms & Conditions'],
  ['/personal-info-&-data-policy', 'Personal info & data policy'],
  ['/parental-information', 'Parental information'],
  ['/cookie-statement', 'Cookie statement'],
  ['/frequently-asked-questions', 'Frequently asked questions'],
];

describe('help and legal pages (spec §2 public routes)', () => {
  let server: ReturnType<typeof startMockServer>;
  beforeAll(() => {
    server = startMockServer();
  });
  afterAll(() => server.close());

  it.each(PAGES)('a guest visiting %s directly sees its heading and sections', async (path, heading) => {
    const app = renderApp(path);
    expect(await app.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(path);
    expect(app.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    expect(app.getByRole('link', { name: 'support@playzone.example' })).toHaveAttribute(
      'href',
      'mailto:support@playzone.example',
    );
  });

  it('matches the percent-encoded form of /terms-&-conditions too', async () => {
    const app = renderApp('/terms-%26-conditions');
    expect(await app.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
  });

  it('names the configured product and support address in the content', async () => {
    const app = renderApp('/privacy-policy', { config: { productName: 'GameHub', supportEmail: 'help@gamehub.example' } });
    await app.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(app.getAllByText(/GameHub/).length).toBeGreaterThan(1);
    expect(app.getAllByText(/help@gamehub\.example/).length).toBeGreaterThan(1);
    expect(app.queryByText(/PlayZone/)).not.toBeInTheDocument();
  });

  it('links each page to the others, not to itself', async () => {
    const app = renderApp('/cookie-statement');
    await app.findByRole('heading', { level: 1, name: 'Cookie statement' });
    const more = app.getByRole('navigation', { name: 'More information' });
    expect(within(more).getAllByRole('link')).toHaveLength(PAGES.length - 1);
    expect(within(more).queryByRole('link', { name: 'Cookie statement' })).not.toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-&-conditions');
  });

  it('the FAQ is an accordion of at least ten questions that open on activation', async () => {
    const user = userEvent.setup();
    const app = renderApp('/frequently-asked-questions');
    await app.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const questions = app.container.ownerDocument.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const topics = Array.from(questions, (q) => q.textContent).join(' ');
    for (const topic of [
      /plan/i,
      /charged/i,
      /one-time code/i,
      /cancel/i,
      /tournament/i,
      /favourites/i,
      /phones/i,
      /offline/i,
      /support/i,
    ]) {
      expect(topics).toMatch(topic);
    }
    const cancel = app.getByText('How do I cancel my plan?');
    const details = cancel.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(cancel);
    expect(details.open).toBe(true);
  });

  it("the FAQ's offline answer sends the player to the game page's Save for offline, as the portal plays saved games offline", async () => {
    const user = userEvent.setup();
    const app = renderApp('/frequently-asked-questions');
    await app.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const question = app.getByText('Can I play offline?');
    await user.click(question);
    const answer = question.closest('details')!.textContent ?? '';
    expect(answer).toMatch(/^Can I play offline\?Yes/);
    expect(answer).toContain('Save for offline');
    expect(answer).not.toMatch(/cannot be downloaded/);
  });
});
