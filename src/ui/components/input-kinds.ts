import type { FormFieldProps } from './form-field';

/**
 * How the browser treats what a kind of field holds, written once for every form that asks for it:
 * an address or an account name is typed as it is (no capital letter, no spelling fixes), and the
 * phone's keyboard and autofill know what is asked.
 */
type InputKind = Pick<FormFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'name'>;

/** An email address, keyboard and autofill for email. */
export const EMAIL_INPUT: InputKind = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
};

/** The email or mobile number an account is found by, autofilled as the account's user name. */
export const ACCOUNT_IDENTIFIER_INPUT: InputKind = {
  name: 'username',
  type: 'text',
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
};
