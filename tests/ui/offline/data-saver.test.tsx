import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { signedIn } from '../shell/signed-in';
import { rowSection } from '../games/games-screens-kit';

/** The trailer cards' pictures that have an address (a picture without one downloads nothing). */
async function trailerPictures(app: ReturnType<typeof renderApp>) {
  const trailers = await rowSection(app, 'Trailers');
  await within(trailers).findAllByRole('link');
  return [...trailers.querySelectorAll('img')].filter((img) => img.getAttribute('src'));
}

describe('data saver', () => {
  const server = useMockServer();

  it('says so on the page and loads no trailer poster past the first when the player turned it on', async () => {
    const app = renderApp('/home', { storage: { 'data-saver': 'on' } });
    expect(await app.findByText(/^Data saver is on/)).toBeInTheDocument();
    const trailers = await rowSection(app, 'Trailers');
    expect((await within(trailers).findAllByRole('link')).length).toBeGreaterThan(1);
    expect(trailers.querySelectorAll('img')).toHaveLength(1);
  });

  it('is off, with no notice, on a connection that does not ask to save data', async () => {
    const app = renderApp('/home');
    await trailerPictures(app);
    expect(app.queryByText(/^Data saver is on/)).not.toBeInTheDocument();
    expect((await rowSection(app, 'Trailers')).querySelectorAll('img').length).toBeGreaterThan(1);
  });

  const NOTICE = 'Data saver is on: fewer pictures, nothing loaded ahead.';

  it('is turned on and off in the profile, and the choice is kept on the device', async () => {
    const app = renderApp('/profile', { storage: signedIn(server) });
    const always = await app.findByRole('radio', { name: /^Always on/ });
    await userEvent.click(always);
    expect(await app.findByText(NOTICE)).toBeInTheDocument();
    expect(app.storage.dump()['data-saver']).toBe('on');
    await userEvent.click(app.getByRole('radio', { name: /^Automatic/ }));
    expect(app.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(app.storage.dump()['data-saver']).toBeUndefined();
  });
});
