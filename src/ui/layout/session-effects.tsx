import { useEffect } from 'react';
import { AuthStore, isLoggedIn } from '../../application/stores/auth.store';
import { ProfileStore } from '../../application/stores/profile.store';
import { LoadProfile } from '../../application/use-cases/profile/load-profile';
import { useService, useStore } from '../hooks/container-context';

/**
 * Side effects of the signed-in session that belong to no single screen. Rendered once by the
 * AppShell. Once logged in, the profile is loaded once (its premium flags and mobile drive other
 * features); a failed load is not retried in a loop: the profile screen offers Retry. A logout
 * resets the profile to idle, so the next login loads the new user's profile.
 */
export function SessionEffects() {
  const auth = useStore(AuthStore);
  const profile = useStore(ProfileStore);
  const loadProfile = useService(LoadProfile);
  const loggedIn = isLoggedIn(auth);

  useEffect(() => {
    if (loggedIn && profile.status === 'idle') void loadProfile.execute();
  }, [loggedIn, auth.token, profile.status, loadProfile]);

  return null;
}
