/**
 * Why a form's field is refused before anything is sent, as a code with the limit it names. The
 * form words it in the player's language, so a limit is written once, in its rule; the server's
 * own refusal of a field travels as its message (`refused`) and is shown as it came.
 */
export type FieldProblem =
  // Login and password reset: "Email or mobile number".
  | { code: 'identifier-required' }
  | { code: 'identifier-invalid' }
  // Passwords (password-rules.ts, profile-form.ts).
  | { code: 'your-password-required' }
  | { code: 'password-required' }
  | { code: 'password-too-short'; min: number }
  | { code: 'password-too-long'; max: number }
  | { code: 'password-no-letter' }
  | { code: 'password-no-digit' }
  | { code: 'confirmation-required' }
  | { code: 'passwords-differ' }
  | { code: 'current-password-required' }
  | { code: 'same-password' }
  // Signup and profile details (signup-form.ts, profile-form.ts).
  | { code: 'first-name-required' }
  | { code: 'last-name-required' }
  | { code: 'name-too-long'; max: number }
  | { code: 'email-required' }
  | { code: 'email-invalid' }
  | { code: 'date-of-birth-required' }
  | { code: 'date-of-birth-invalid' }
  | { code: 'date-of-birth-in-future' }
  /** Below the minimum age; `signingUp` when the form is the signup form (it says so). */
  | { code: 'too-young'; age: number; signingUp: boolean }
  | { code: 'mobile-required' }
  | { code: 'mobile-invalid' }
  // The profile picture (profile-image.ts).
  | { code: 'picture-type' }
  | { code: 'picture-empty' }
  | { code: 'picture-too-large'; maxBytes: number }
  // The server refused the field: its own words.
  | { code: 'refused'; message: string };

export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;
