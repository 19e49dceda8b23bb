import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { signedIn } from '../billing/billing-session';

const BANGLA_DIGIT = /[০-৯]/;
const ASCII_DIGIT = /[0-9]/;

describe('the help pages and the esports screen in Bangla', () => {
  const server = useMockServer();

  it('shows the privacy policy in Bangla, its date in Bangla digits, with the product name and address as they are', async () => {
    const app = renderApp('/privacy-policy');
    await userEvent.click((await app.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    expect(await app.findByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
    expect(app.getByRole('heading', { level: 2, name: 'আমরা কী সংগ্রহ করি' })).toBeInTheDocument();
    const updated = app.getByText(/^সর্বশেষ হালনাগাদ:/);
    expect(updated.textContent).toMatch(BANGLA_DIGIT);
    expect(updated.textContent).not.toMatch(ASCII_DIGIT);
    expect(app.getAllByText(/PlayZone বাংলাদেশের খেলোয়াড়দের জন্য/).length).toBe(1);
    expect(app.getAllByRole('link', { name: 'support@playzone.example' }).length).toBeGreaterThan(0);
    const more = app.getByRole('navigation', { name: 'আরও তথ্য' });
    expect(within(more).getByRole('link', { name: 'শর্তাবলি' })).toHaveAttribute('href', '/terms-&-conditions');
    expect(app.queryByText('What we collect')).not.toBeInTheDocument();
  });

  it('shows the FAQ in Bangla, its date in Bangla digits, with <html lang="bn">', async () => {
    const app = renderApp('/frequently-asked-questions');
    await userEvent.click((await app.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    expect(await app.findByRole('heading', { level: 1, name: 'সাধারণ প্রশ্ন ও উত্তর' })).toBeInTheDocument();
    expect(app.getByText('আমার প্ল্যান কীভাবে বাতিল করব?')).toBeInTheDocument();
    expect(app.getByText('সর্বশেষ হালনাগাদ: ১ মার্চ, ২০২৫')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('shows the esports screen in Bangla; the cups’ names and prizes as the partner sends them, their dates in Bangla digits', async () => {
    const app = renderApp('/esports', { storage: signedIn(server, DEMO_SUBSCRIBER.id) });
    await userEvent.click((await app.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    expect(await app.findByRole('heading', { level: 1, name: 'ই-স্পোর্টস' })).toBeInTheDocument();
    const cups = await app.findByRole('region', { name: 'আসন্ন কাপ' });
    const [first] = await within(cups).findAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 3, name: 'Dhaka Night Cup' })).toBeInTheDocument();
    expect(within(first!).getByText('পুরস্কার: 50,000 BDT')).toBeInTheDocument();
    const when = within(first!).getAllByText(BANGLA_DIGIT)[0]!;
    expect(when.textContent).not.toMatch(ASCII_DIGIT);
    expect(await app.findByRole('link', { name: 'ই-স্পোর্টস অ্যারেনা খুলুন' })).toBeInTheDocument();
    expect(app.getByText('আপনার ই-স্পোর্টস প্ল্যান দিয়ে সব কাপে যোগ দিতে পারবেন।')).toBeInTheDocument();
  });
});
