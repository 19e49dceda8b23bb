import { describe, expect, it } from 'vitest';
import { GoToPlans } from '../../../src/application/use-cases/games/go-to-plans';
import { RememberReturnPath } from '../../../src/application/use-cases/session/remember-return-path';
import { player } from './games-fakes';

function setup(loggedIn: boolean) {
  const who = player({ loggedIn, path: '/play/crown-quest' });
  return { ...who, goToPlans: new GoToPlans(new RememberReturnPath(who.storage), who.navigation, who.requireLogin) };
}

describe('GoToPlans', () => {
  it('remembers the game the player was opening, then goes to /plans', () => {
    const { storage, navigation, goToPlans } = setup(true);
    goToPlans.execute();
    expect(storage.get('previous-url')).toBe('/play/crown-quest');
    expect(navigation.visited).toEqual(['/plans']);
  });

  it('sends a guest to log in first, coming back to the game', () => {
    const { storage, navigation, goToPlans } = setup(false);
    goToPlans.execute();
    expect(navigation.visited).toEqual(['/login']);
    expect(storage.get('previous-url')).toBe('/play/crown-quest');
  });
});
