import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldProblemText } from '../field-problem-text';
import type { FieldProblem } from '../../../domain/field-problem';
import { useId, useState, type ChangeEvent } from 'react';
import { initials, type Profile } from '../../../domain/profile';
import { PROFILE_IMAGE_TYPES } from '../../../domain/profile-image';
import { ProfileStore } from '../../../application/stores/profile.store';
import { UploadProfileImage } from '../../../application/use-cases/profile/upload-profile-image';
import { useService, useStore } from '../../hooks/container-context';
import { useSafeImage } from '../../hooks/use-safe-image';
import styles from './profile.module.css';

/** The avatar (picture or initials) and the picture input; the use case checks type and size first. */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const upload = useService(UploadProfileImage);
  const { imageUpload } = useStore(ProfileStore);
  const [problem, setProblem] = useState<FieldProblem>();
  const id = useId();
  const avatar = useSafeImage()(profile.profileImageUrl);
  const uploading = imageUpload.status === 'loading';
  const { t } = useLingui();
  const { problemText } = useFieldProblemText();

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire change again
    if (!file) return;
    setProblem(undefined);
    const outcome = await upload.execute(file);
    setProblem(outcome.ok ? undefined : outcome.problem);
  }

  return (
    <div className={styles.picture}>
      {avatar ? (
        <img className={styles.avatar} src={avatar} alt="" width={88} height={88} />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
          {initials(profile)}
        </span>
      )}
      <label className={`button button--ghost ${styles.pictureButton}`}>
        {uploading ? t`Uploading…` : t`Change picture`}
        <input
          className="visually-hidden"
          type="file"
          aria-label={t`Profile picture`}
          aria-describedby={`${id}-hint ${id}-problem`}
          aria-invalid={problem ? true : undefined}
          accept={PROFILE_IMAGE_TYPES.join(',')}
          disabled={uploading}
          onChange={(event) => void onPick(event)}
        />
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        <Trans>PNG, JPEG or WebP, up to 1 MB.</Trans>
      </p>
      <p id={`${id}-problem`} className={styles.problem} role={problem ? 'alert' : undefined}>
        {problem && problemText(problem)}
      </p>
    </div>
  );
}
