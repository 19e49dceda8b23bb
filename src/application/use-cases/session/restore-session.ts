import type { DeviceStoragePort } from '../../ports/device-storage.port';
import type { AuthState } from '../../stores/auth.store';
import { DEFAULT_LOGIN_SOURCE, guestId } from '../../../domain/session';

/** Reads the stored session into the auth store at start; gives a guest a guest_id (spec §3, §6). */
export class RestoreSession {
  constructor(
    private readonly storage: DeviceStoragePort,
    private readonly auth: AuthState,
    private readonly newId: () => string,
  ) {}

  execute(): void {
    let guest = this.storage.get('guest_id');
    if (!guest) {
      guest = guestId(this.newId());
      this.storage.set('guest_id', guest);
    }
    const storedToken = this.storage.get('auth-token');
    this.auth.guestId = guest;
    this.auth.token = storedToken ?? null;
    this.auth.userId = storedToken ? (this.storage.get('user_id') ?? null) : null;
    this.auth.loginSource = storedToken ? (this.storage.get('loginSource') ?? DEFAULT_LOGIN_SOURCE) : DEFAULT_LOGIN_SOURCE;
  }
}
