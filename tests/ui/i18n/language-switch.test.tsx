import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startMockServer } from '../../support/mock-server';

const server = startMockServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('the language switch', () => {
  it('turns the portal to Bangla at once, sets <html lang> and remembers the choice on the device', async () => {
    const app = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();

    // The top bar's switch (the drawer of the sidebar has the same one, for narrow phones).
    await userEvent.click(screen.getAllByRole('button', { name: 'বাংলা' })[0]!);

    const banglaNav = await screen.findByRole('navigation', { name: 'প্রধান' });
    expect(within(banglaNav).getByRole('link', { name: 'হোম' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(app.storage.dump().locale).toBe('bn');
    expect(screen.getAllByRole('button', { name: 'English' })[0]).toHaveAttribute('lang', 'en');

    await userEvent.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("shows the application's fixed texts in Bangla and a server's own text as it came", async () => {
    renderApp('/home');
    await userEvent.click((await screen.findAllByRole('button', { name: 'বাংলা' }))[0]!);
    await screen.findByRole('navigation', { name: 'প্রধান' });
    // The sidebar's menus are the domain's English names, shown translated.
    const sidebar = screen.getByRole('navigation', { name: 'সাইডবার' });
    expect(within(sidebar).getByRole('link', { name: 'এক্সপ্লোর' })).toBeInTheDocument();
  });

  it("shows a form's field check in Bangla on the login page, which has its own switch", async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'বাংলা' }));
    await userEvent.click(await screen.findByRole('button', { name: 'লগ ইন' }));
    expect(await screen.findByText('আপনার ইমেইল বা মোবাইল নম্বর লিখুন')).toBeInTheDocument();
  });
});
