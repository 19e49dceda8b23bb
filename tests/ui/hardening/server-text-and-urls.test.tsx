import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { DEMO_SUBSCRIBER } from '../../../src/adapters/mock-backend/seed/users';
import { seededGame, signedIn } from '../games/games-screens-kit';

/*
 * Text from the server or from users (names, comments, notification texts) is rendered as text,
 * and every URL from the server (image URLs included) passes one URL guard.
 */
const SCRIPT_NAME = '<script>window.__pwned = 1</script>Dragon';
const IMG_COMMENT = '<img src=x onerror="window.__pwned = 1">great game';
const EVIL_IMAGE = 'https://evil.example/track.gif';

describe('hostile text and URLs from the server', () => {
  const server = useMockServer();
  const db = () => server.backend().ctx.db;

  it('the game page shows script-bearing names and comments as text and loads no foreign banner', async () => {
    const game = seededGame(server);
    db().game.update({
      where: { id: { equals: game.id } },
      data: { name: SCRIPT_NAME, bannerUrl: EVIL_IMAGE, thumbnailUrl: 'javascript:alert(1)' },
    });
    const [review] = db().rating.findMany({ where: { gameId: { equals: game.id } } });
    db().rating.update({ where: { id: { equals: review.id } }, data: { comment: IMG_COMMENT } });

    const app = renderApp(`/game-details/${game.uniqueName}`);

    expect(await app.findByRole('heading', { level: 1, name: SCRIPT_NAME })).toBeInTheDocument();
    expect(await app.findByText(IMG_COMMENT, { exact: false })).toBeInTheDocument();
    const sources = () => [...app.container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await waitFor(() => expect(sources().length).toBeGreaterThan(0));
    expect(sources()).not.toContain(EVIL_IMAGE);
    expect(sources()).not.toContain('x');
    expect(sources().some((src) => src?.startsWith('javascript:'))).toBe(false);
    expect(app.container.querySelector('script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('the profile shows initials instead of a picture from a foreign origin', async () => {
    db().user.update({ where: { id: { equals: DEMO_SUBSCRIBER.id } }, data: { profileImage: EVIL_IMAGE } });
    const app = renderApp('/profile', { storage: signedIn(server) });
    await app.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(app.getByText(DEMO_SUBSCRIBER.email, { exact: false })).toBeInTheDocument());
    expect(app.container.querySelector(`img[src="${EVIL_IMAGE}"]`)).toBeNull();
  });

  it('the profile shows an uploaded picture, which arrives as an inline raster data URL', async () => {
    const picture =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    db().user.update({ where: { id: { equals: DEMO_SUBSCRIBER.id } }, data: { profileImage: picture } });
    const app = renderApp('/profile', { storage: signedIn(server) });
    await app.findByRole('heading', { level: 1, name: 'Profile' });
    await waitFor(() => expect(app.container.querySelector(`img[src="${picture}"]`)).not.toBeNull());
  });
});
