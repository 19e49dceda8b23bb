import { useLingui } from '@lingui/react/macro';
import type { FieldProblem } from '../../domain/field-problem';
import { PASSWORD_MIN_LENGTH } from '../../domain/password-rules';
import { useFormat } from '../i18n/format';

/**
 * The forms' field problems (src/domain/field-problem.ts) in the active language, the limits they
 * name in its digits; a server's refusal is shown as it came. Only the forms of the lazy screens
 * show them, so their words travel in the lazy screens' catalogue.
 */
export function useFieldProblemText() {
  const { t } = useLingui();
  const format = useFormat();
  const problemText = (problem: FieldProblem): string => {
    switch (problem.code) {
      case 'identifier-required':
        return t`Enter your email or mobile number`;
      case 'identifier-invalid':
        return t`Enter a valid email or a mobile number like 01712345678`;
      case 'your-password-required':
        return t`Enter your password`;
      case 'password-required':
        return t`Enter a password`;
      case 'password-too-short': {
        const min = format.number(problem.min);
        return t`Use at least ${min} characters`;
      }
      case 'password-too-long':
      case 'name-too-long': {
        const max = format.number(problem.max);
        return t`Use at most ${max} characters`;
      }
      case 'password-no-letter':
        return t`Include at least one letter`;
      case 'password-no-digit':
        return t`Include at least one digit`;
      case 'confirmation-required':
        return t`Enter the password again`;
      case 'passwords-differ':
        return t`The passwords do not match`;
      case 'current-password-required':
        return t`Enter your current password`;
      case 'same-password':
        return t`Choose a password different from your current one`;
      case 'first-name-required':
        return t`Enter your first name`;
      case 'last-name-required':
        return t`Enter your last name`;
      case 'email-required':
        return t`Enter your email`;
      case 'email-invalid':
        return t`Enter a valid email, like name@example.com`;
      case 'date-of-birth-required':
        return t`Enter your date of birth`;
      case 'date-of-birth-invalid':
        return t`Enter a valid date of birth`;
      case 'date-of-birth-in-future':
        return t`The date of birth must be in the past`;
      case 'too-young': {
        const age = format.number(problem.age);
        return problem.signingUp ? t`You must be at least ${age} years old to sign up` : t`You must be at least ${age} years old`;
      }
      case 'mobile-required':
        return t`Enter your mobile number`;
      case 'mobile-invalid':
        return t`Enter a Bangladeshi mobile number, like 01712345678`;
      case 'picture-type':
        return t`Choose a PNG, JPEG or WebP picture.`;
      case 'picture-empty':
        return t`This picture is empty. Choose another one.`;
      case 'picture-too-large': {
        const megabytes = format.number(problem.maxBytes / (1024 * 1024));
        return t`This picture is larger than ${megabytes} MB. Choose a smaller one.`;
      }
      case 'refused':
        return problem.message;
    }
  };
  const min = format.number(PASSWORD_MIN_LENGTH);
  return {
    problemText,
    /** The rule of a new password, under its field. */
    passwordHint: t`At least ${min} characters, with a letter and a digit.`,
  };
}
