import { describe, expect, it } from 'vitest';
import { GoToPlans } from '../../../src/application/use-cases/games/go-to-plans';
import { RememberReturnPath } from '../../../src/application/use-cases/session/remember-return-path';
import { fakeNavigation, fakeStorage } from '../../support/fakes';

describe('GoToPlans', () => {
  it('remembers the game the player was opening, then goes to /plans', () => {
    const storage = fakeStorage();
    const navigation = fakeNavigation('/play/crown-quest');
    new GoToPlans(new RememberReturnPath(storage), navigation).execute();
    expect(storage.get('previous-url')).toBe('/play/crown-quest');
    expect(navigation.visited).toEqual(['/plans']);
  });
});
