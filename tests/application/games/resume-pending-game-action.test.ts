import { describe, expect, it } from 'vitest';
import { ResumePendingGameAction } from '../../../src/application/use-cases/games/resume-pending-game-action';
import { RateGame } from '../../../src/application/use-cases/games/rate-game';
import { LoadRatingDetails } from '../../../src/application/use-cases/games/load-rating-details';
import type { GameDetail } from '../../../src/domain/game';
import { gameActionsSetup } from './games-fakes';

/** A guest taps on the game page, logs in (the token arrives) and the game page loads again. */
function guestThenLogin(game: Partial<GameDetail> = {}) {
  const setup = gameActionsSetup({ loggedIn: false, game });
  const resume = new ResumePendingGameAction(setup.storage, setup.auth, setup.store, setup.like, setup.bookmark);
  const logIn = () => Object.assign(setup.auth, { token: 'tok', userId: 'u-1', loginSource: 'SelfWeb' });
  return { ...setup, resume, logIn };
}

describe('ResumePendingGameAction', () => {
  it('likes the game a guest tapped Like on, once they have logged in', async () => {
    const { like, resume, logIn, actions, store } = guestThenLogin({ isLiked: false, totalLikes: 3 });
    expect(await like.execute()).toBe('login-required');
    logIn();
    expect(await resume.execute()).toBeNull();
    expect(actions.like).toHaveBeenCalledWith('g-1');
    expect(store.game).toMatchObject({ isLiked: true, totalLikes: 4 });
    // Used once: coming back to the page does not toggle it off again.
    await resume.execute();
    expect(actions.like).toHaveBeenCalledTimes(1);
  });

  it('does not unlike a game the account already likes (the call toggles)', async () => {
    const { like, resume, logIn, actions, store } = guestThenLogin({ isLiked: false });
    await like.execute();
    logIn();
    store.game = { ...(store.game as GameDetail), isLiked: true };
    await resume.execute();
    expect(actions.like).not.toHaveBeenCalled();
  });

  it('saves the game a guest tapped Favourite on, unless it is already saved', async () => {
    const first = guestThenLogin({ isBookmarked: false });
    await first.bookmark.execute();
    first.logIn();
    await first.resume.execute();
    expect(first.actions.bookmark).toHaveBeenCalledWith('g-1');

    const second = guestThenLogin({ isBookmarked: false });
    await second.bookmark.execute();
    second.logIn();
    second.store.game = { ...(second.store.game as GameDetail), isBookmarked: true };
    await second.resume.execute();
    expect(second.actions.bookmark).not.toHaveBeenCalled();
  });

  it('gives back a rating form a guest filled in, without sending it', async () => {
    const setup = guestThenLogin();
    const rate = new RateGame(
      setup.actions,
      setup.store,
      setup.requireLogin,
      setup.notify,
      new LoadRatingDetails(setup.actions, setup.store),
    );
    expect(await rate.execute({ rating: 3, comment: 'Lovely game' })).toEqual({ outcome: 'login-required' });
    setup.logIn();
    expect(await setup.resume.execute()).toEqual({ rating: 3, comment: 'Lovely game' });
    expect(setup.actions.rate).not.toHaveBeenCalled();
  });

  it('drops an action meant for another game instead of replaying it later', async () => {
    const { like, resume, logIn, actions, store, storage } = guestThenLogin({ id: 'g-1' });
    await like.execute();
    logIn();
    store.game = { ...(store.game as GameDetail), id: 'g-2', uniqueName: 'other' };
    await resume.execute();
    expect(actions.like).not.toHaveBeenCalled();
    expect(storage.get('pending-game-action')).toBeUndefined();
  });

  it('does nothing for a guest still logged out', async () => {
    const { like, resume, actions, storage } = guestThenLogin();
    await like.execute();
    expect(await resume.execute()).toBeNull();
    expect(actions.like).not.toHaveBeenCalled();
    expect(storage.get('pending-game-action')).toMatchObject({ kind: 'like', gameId: 'g-1' });
  });
});
