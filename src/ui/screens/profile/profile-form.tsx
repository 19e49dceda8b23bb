import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldProblemText } from '../field-problem-text';
import { useRef, useState, type FormEvent } from 'react';
import type { Profile, ProfileUpdate } from '../../../domain/profile';
import type { FieldErrors } from '../../../domain/profile-form';
import { ProfileStore } from '../../../application/stores/profile.store';
import { UpdateProfile } from '../../../application/use-cases/profile/update-profile';
import { useService, useStore } from '../../hooks/container-context';
import { FormField } from '../../components/form-field';
import { EMAIL_INPUT } from '../../components/input-kinds';
import styles from './profile.module.css';

type Field = keyof ProfileUpdate;
const FIELD_ORDER: Field[] = ['firstName', 'lastName', 'email', 'dateOfBirth'];

const formOf = (p: Profile): ProfileUpdate => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  dateOfBirth: p.dateOfBirth,
});

/**
 * The edit form, prefilled from the profile. What the user typed stays in the form whatever
 * happens: field errors come from the use case's rules, server failures from its modal.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useService(UpdateProfile);
  const { update } = useStore(ProfileStore);
  const [values, setValues] = useState<ProfileUpdate>(() => formOf(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const saving = update.status === 'loading';
  const { t } = useLingui();
  const { problemText } = useFieldProblemText();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await updateProfile.execute(values);
    if (outcome.ok) return setErrors({});
    setErrors(outcome.fieldErrors);
    const firstInvalid = FIELD_ORDER.find((field) => outcome.fieldErrors[field]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
  }

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name] && problemText(errors[name]),
    onChange: (e: { target: { value: string } }) => change(name)(e.target.value),
    ref: (el: HTMLInputElement | null) => void (inputs.current[name] = el),
  });

  return (
    <section className={styles.section} aria-labelledby="profile-form-heading">
      <h2 id="profile-form-heading">
        <Trans>Edit profile</Trans>
      </h2>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className={styles.pair}>
          <FormField label={t`First name`} name="firstName" autoComplete="given-name" maxLength={50} {...field('firstName')} />
          <FormField label={t`Last name`} name="lastName" autoComplete="family-name" maxLength={50} {...field('lastName')} />
        </div>
        <FormField label={t`Email`} name="email" {...EMAIL_INPUT} {...field('email')} />
        <FormField label={t`Date of birth`} name="dateOfBirth" type="date" autoComplete="bday" {...field('dateOfBirth')} />
        <button type="submit" className={`button ${styles.submit}`} disabled={saving}>
          {saving ? t`Saving…` : t`Save changes`}
        </button>
      </form>
    </section>
  );
}
