import { describe, expect, it } from 'vitest';
import { RestoreSession } from '../../../src/application/use-cases/session/restore-session';
import { RememberReturnPath } from '../../../src/application/use-cases/session/remember-return-path';
import { createAuthStore } from '../../../src/application/stores/auth.store';
import { fakeStorage } from '../../support/fakes';

describe('RestoreSession', () => {
  it('starts a guest with loginSource GUEST and a stored guest_ id', () => {
    const storage = fakeStorage();
    const auth = createAuthStore();
    new RestoreSession(storage, auth, () => 'x1').execute();
    expect(auth).toMatchObject({ token: null, loginSource: 'GUEST', guestId: 'guest_x1' });
    expect(storage.get('guest_id')).toBe('guest_x1');
  });

  it('keeps an existing guest id and restores a stored login', () => {
    const storage = fakeStorage({ guest_id: 'guest_old', 'auth-token': 'tok', user_id: 'u-1', loginSource: 'GOOGLE' });
    const auth = createAuthStore();
    new RestoreSession(storage, auth, () => 'new').execute();
    expect(auth).toMatchObject({ token: 'tok', userId: 'u-1', loginSource: 'GOOGLE', guestId: 'guest_old' });
  });
});

describe('RememberReturnPath', () => {
  it.each(['https://evil.example/x', '//evil.example', '/login?x=1'])('ignores %s', (path) => {
    const storage = fakeStorage();
    new RememberReturnPath(storage).execute(path);
    expect(storage.get('previous-url')).toBeUndefined();
  });

  it('remembers an in-app path with its query', () => {
    const storage = fakeStorage();
    new RememberReturnPath(storage).execute('/favorite?page=2');
    expect(storage.get('previous-url')).toBe('/favorite?page=2');
  });
});
