import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldProblemText } from '../field-problem-text';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { SignupStore } from '../../../application/stores/signup.store';
import { SubmitSignup } from '../../../application/use-cases/registration/submit-signup';
import { useService, useStore } from '../../hooks/container-context';
import { CheckboxField, FormField } from '../../components/form-field';
import { EMAIL_INPUT } from '../../components/input-kinds';
import { localIsoDate, type SignupErrors, type SignupField, type SignupForm } from '../../../domain/signup-form';
import styles from '../../components/account-card.module.css';
import { PATHS } from '../../../domain/route-paths';

export type SignupDetailsValues = Omit<SignupForm, 'password' | 'confirmPassword'>;
type Passwords = Pick<SignupForm, 'password' | 'confirmPassword'>;

const FIELD_ORDER: SignupField[] = ['firstName', 'lastName', 'email', 'dateOfBirth', 'mobile', 'password', 'confirmPassword'];

/**
 * Step 1: personal details and password. The rules and the request are SubmitSignup's; this form
 * keeps what was typed (after any error) and shows each message next to its field. The passwords
 * live only in this component's state and are gone once the step is left.
 */
export function SignupDetailsForm({
  headingRef,
  values,
  onValuesChange,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  values: SignupDetailsValues;
  onValuesChange: (update: (current: SignupDetailsValues) => SignupDetailsValues) => void;
}) {
  const { t } = useLingui();
  const { problemText, passwordHint } = useFieldProblemText();
  const submitSignup = useService(SubmitSignup);
  const { status } = useStore(SignupStore);
  const [passwords, setPasswords] = useState<Passwords>({ password: '', confirmPassword: '' });
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>({});
  const inputs = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});
  const busy = status === 'loading';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submitSignup.execute({ ...values, ...passwords });
    if (outcome.ok) return;
    setErrors(outcome.fieldErrors);
    const firstInvalid = FIELD_ORDER.find((field) => outcome.fieldErrors[field]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
  }

  const field = (name: SignupField) => ({
    name,
    value: name === 'password' || name === 'confirmPassword' ? passwords[name] : values[name],
    error: errors[name] && problemText(errors[name]),
    ref: (element: HTMLInputElement | null) => void (inputs.current[name] = element),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (name === 'password' || name === 'confirmPassword') setPasswords((current) => ({ ...current, [name]: value }));
      else onValuesChange((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        <Trans>Your details</Trans>
      </h2>
      <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className={styles.pair}>
          <FormField label={t`First name`} type="text" autoComplete="given-name" autoCapitalize="words" {...field('firstName')} />
          <FormField label={t`Last name`} type="text" autoComplete="family-name" autoCapitalize="words" {...field('lastName')} />
        </div>
        <FormField label={t`Email`} {...EMAIL_INPUT} placeholder="you@example.com" {...field('email')} />
        <FormField
          label={t`Date of birth`}
          type="date"
          autoComplete="bday"
          max={localIsoDate(new Date())}
          {...field('dateOfBirth')}
        />
        <FormField
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t`017XXXXXXXX`}
          hint={t`We send your verification code to this number.`}
          {...field('mobile')}
        />
        <FormField
          label={t`Password`}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          hint={passwordHint}
          {...field('password')}
        />
        <FormField
          label={t`Confirm password`}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          {...field('confirmPassword')}
        />
        <CheckboxField label={t`Show passwords`} checked={shown} onChange={(e) => setShown(e.target.checked)} />
        <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t`Creating account…` : t`Create account`}
        </button>
      </form>
      <p className={styles.links}>
        <Trans>
          Already have an account? <Link to={PATHS.login}>Log in</Link>
        </Trans>
      </p>
    </>
  );
}
