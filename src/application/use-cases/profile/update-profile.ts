import type { ProfileUpdate } from '../../../domain/profile';
import { checkProfileUpdate, hasErrors, type FieldErrors } from '../../../domain/profile-form';
import { localIsoDate } from '../../../domain/signup-form';
import type { ProfileEditingPort } from '../../ports/profile.port';
import type { ProfileState } from '../../stores/profile.store';
import type { ShowNotification } from '../notifications/show-notification';

import { submitRequest } from '../submit-request';

export type ProfileUpdateOutcome = { ok: true } | { ok: false; fieldErrors: FieldErrors<keyof ProfileUpdate> };

/**
 * PUT /auth/user/profile. Spec §3 "A profile update replaces the stored profile"; §5 it "counts as
 * successful only when response status is OK" (any other answer reaches here as a thrown
 * ServiceError); §8 success "shows 'Profile updated successfully' with a Go to Home button"
 * leading to /home (§2), failures "an error modal 'Failed'".
 */
export class UpdateProfile {
  constructor(
    private readonly profiles: ProfileEditingPort,
    private readonly state: ProfileState,
    private readonly notify: ShowNotification,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(input: ProfileUpdate): Promise<ProfileUpdateOutcome> {
    const { value, errors } = checkProfileUpdate(input, localIsoDate(this.now()));
    if (hasErrors(errors)) return { ok: false, fieldErrors: errors };
    if (this.state.update.status === 'loading') return { ok: false, fieldErrors: {} };

    const updated = await submitRequest(
      () => this.state.update,
      () => this.profiles.update(value),
      {
        apply: (profile) => {
          this.state.profile = profile;
          this.notify.saved({ code: 'profile-updated' }, { code: 'changes-saved' });
        },
      },
      this.notify,
    );
    return updated ? { ok: true } : { ok: false, fieldErrors: {} };
  }
}
