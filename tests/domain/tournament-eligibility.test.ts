import { describe, expect, it } from 'vitest';
import { registrationChecklist, type Requirement } from '../../src/domain/tournament-eligibility';

const premium = { isPremiumUser: true, mobile: '01700000001' };
const free = { isPremiumUser: false, mobile: '01700000002' };

/** Everything is in place: Register is one tap. */
const allMet = (checklist: readonly Requirement[]) => checklist.every((item) => item.status === 'met');

describe('what registering for a tournament needs', () => {
  it('a guest must log in first; the plan and number cannot be known yet', () => {
    const checklist = registrationChecklist({ signedIn: false, profile: null });
    expect(checklist).toEqual([
      { id: 'account', status: 'missing' },
      { id: 'plan', status: 'unknown' },
      { id: 'mobile', status: 'unknown' },
    ]);
    expect(allMet(checklist)).toBe(false);
  });

  it('a free user has an account and a number but misses the plan (spec §6: premium users only)', () => {
    const checklist = registrationChecklist({ signedIn: true, profile: free });
    expect(checklist).toEqual([
      { id: 'account', status: 'met' },
      { id: 'plan', status: 'missing' },
      { id: 'mobile', status: 'met' },
    ]);
    expect(allMet(checklist)).toBe(false);
  });

  it('a premium user with a verified number has everything in place', () => {
    const checklist = registrationChecklist({ signedIn: true, profile: premium });
    expect(checklist.map((item) => item.status)).toEqual(['met', 'met', 'met']);
    expect(allMet(checklist)).toBe(true);
  });

  it('a number that is not a mobile number does not count as verified', () => {
    const checklist = registrationChecklist({ signedIn: true, profile: { isPremiumUser: true, mobile: '' } });
    expect(checklist[2]).toEqual({ id: 'mobile', status: 'missing' });
  });

  it('says nothing is known while the signed-in player’s profile loads', () => {
    const checklist = registrationChecklist({ signedIn: true, profile: null });
    expect(checklist.map((item) => item.status)).toEqual(['met', 'unknown', 'unknown']);
  });
});
