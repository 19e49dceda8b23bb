import { useRef, useState } from 'react';
import type { FieldErrors } from '../../domain/field-problem';
import { useFieldProblemText } from './field-problem-text';

/**
 * The state of a form of passwords (changing it, or choosing a new one after a reset): the typed
 * passwords live only here; one "Show passwords" choice shows them all; a field's problem goes as
 * soon as it is typed in again; after a refused submit the focus goes to the first field with one.
 */
export function usePasswordForm<Field extends string>(empty: Record<Field, string>, fieldOrder: readonly Field[]) {
  const { problemText, passwordHint } = useFieldProblemText();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [shown, setShown] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const showProblems = (problems: FieldErrors<Field>) => {
    setErrors(problems);
    const firstInvalid = fieldOrder.find((name) => problems[name]);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
  };
  const clear = () => {
    setValues(empty);
    setErrors({});
  };
  const field = (name: Field) => ({
    name,
    type: shown ? 'text' : 'password',
    value: values[name],
    error: errors[name] && problemText(errors[name]),
    autoCapitalize: 'none',
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    ref: (element: HTMLInputElement | null) => void (inputs.current[name] = element),
  });
  const showPasswords = { checked: shown, onChange: (event: { target: { checked: boolean } }) => setShown(event.target.checked) };

  return { values, field, showProblems, clear, showPasswords, passwordHint };
}
