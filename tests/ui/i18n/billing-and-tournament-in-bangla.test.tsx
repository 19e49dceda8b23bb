import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_FREE_USER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../billing/billing-session';

describe('billing and the tournament in Bangla', () => {
  const server = useMockServer();

  it('shows /plans in Bangla, with prices in taka (৳) and Bangla digits', async () => {
    const app = renderApp('/plans', { storage: signedIn(server, DEMO_FREE_USER.id) });
    await userEvent.click((await app.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    expect(await app.findByRole('heading', { level: 1, name: 'প্ল্যান' })).toBeInTheDocument();
    const premium = await app.findByRole('region', { name: 'প্রিমিয়াম গেম' });
    const [first] = await within(premium).findAllByRole('article');
    expect(within(first!).getByRole('button', { name: /সাবস্ক্রাইব করুন$/ })).toBeInTheDocument();
    const price = within(first!).getByText(/৳/);
    expect(price.textContent).toMatch(/[০-৯]/);
    expect(price.textContent).not.toMatch(/[0-9]/);
    expect(within(first!).getByText(/স্বয়ংক্রিয়ভাবে নবায়ন হয়/)).toBeInTheDocument();
  });

  it('shows the tournament and its leaderboard in Bangla', async () => {
    const app = renderApp('/tournament');
    await userEvent.click((await app.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    expect(await app.findByRole('heading', { name: 'লিডারবোর্ড' })).toBeInTheDocument();
    expect(await app.findByRole('columnheader', { name: 'র‍্যাঙ্ক' })).toBeInTheDocument();
    expect(app.getByRole('columnheader', { name: 'স্কোর' })).toBeInTheDocument();
    // The stages are named in Bangla: in the stage chooser, the board's name and the details.
    const stages = await app.findByRole('radiogroup', { name: 'পর্ব' });
    expect(within(stages).getByRole('radio', { name: 'সেমিফাইনাল' })).toBeInTheDocument();
    expect(within(stages).getByRole('radio', { name: 'প্রথম রাউন্ড' })).toBeInTheDocument();
    expect(within(stages).queryByRole('radio', { name: /Semi-final|First-round/ })).toBeNull();
    expect(app.getByRole('table', { name: /^সেমিফাইনাল / })).toBeInTheDocument();
    expect(app.getAllByText('সেমিফাইনাল', { selector: 'dd' }).length).toBeGreaterThan(0);
  });
});
