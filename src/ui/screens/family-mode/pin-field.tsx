import type { Ref } from 'react';
import { FormField } from '../../components/form-field';
import { PIN_LENGTH } from '../../../domain/family-settings';

export interface PinFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A four-digit PIN field: hidden as it is typed, the number pad on a phone, never offered to the
 * browser's saved passwords; Bangla digits (০-৯) are typed as they are and read as the same PIN.
 */
export function PinField({ label, value, onChange, error, hint, disabled, ref }: PinFieldProps) {
  return (
    <FormField
      ref={ref}
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PIN_LENGTH}
      value={value}
      disabled={disabled}
      error={error}
      hint={hint}
      announceError
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
