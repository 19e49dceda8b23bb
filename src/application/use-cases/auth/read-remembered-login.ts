import type { DeviceStoragePort } from '../../ports/device-storage.port';

export interface RememberedLogin {
  identifier: string;
  rememberMe: boolean;
}

/** What the login form starts with: the identifier kept by "Remember me" (spec §3 isRememberMe, auth-mobile). */
export class ReadRememberedLogin {
  constructor(private readonly storage: DeviceStoragePort) {}

  execute(): RememberedLogin {
    const rememberMe = this.storage.get('isRememberMe') === true;
    return { rememberMe, identifier: rememberMe ? (this.storage.get('auth-mobile') ?? '') : '' };
  }
}
