import { profileImageProblem } from '../../../domain/profile-image';
import type { FieldProblem } from '../../../domain/field-problem';
import type { ProfileEditingPort } from '../../ports/profile.port';
import type { DataUrlReader } from '../../ports/data-url-reader.port';
import type { ProfileState } from '../../stores/profile.store';
import type { ShowNotification } from '../notifications/show-notification';
import type { ShowToast } from '../notifications/show-toast';

import { runLoad } from '../run-load';

export type ImageUploadOutcome = { ok: true } | { ok: false; problem?: FieldProblem };

/**
 * POST /auth/profile/image/upload {imageinbase64}. The file is checked (type, 1 MB) before anything
 * is read or sent, so a wrong pick costs no mobile data; the answer's URL becomes the picture.
 */
export class UploadProfileImage {
  constructor(
    private readonly profiles: ProfileEditingPort,
    private readonly reader: DataUrlReader,
    private readonly state: ProfileState,
    private readonly notify: ShowNotification,
    private readonly toast: ShowToast,
  ) {}

  async execute(file: Blob): Promise<ImageUploadOutcome> {
    const problem = profileImageProblem(file);
    if (problem) {
      // Nothing was sent: the picture input shows the problem.
      this.state.imageUpload = { status: 'failed', error: undefined };
      return { ok: false, problem };
    }
    const upload = await runLoad(
      () => this.state.imageUpload,
      async () => this.profiles.uploadImage(await this.reader.read(file)),
      {
        apply: (url) => {
          if (this.state.profile) this.state.profile.profileImageUrl = url;
          this.toast.execute({ code: 'profile-picture-updated' }, 'success');
        },
      },
    );
    if (upload.status === 'succeeded') return { ok: true };
    if (upload.status === 'failed') this.notify.failed(upload.error, 'something-went-wrong');
    return { ok: false };
  }
}
