import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './api-error';

/**
 * Puts a refused request's field messages (a 400's `fields`, SPEC §8) on the form's fields named in
 * `fields`, as react-hook-form 'server' errors; any other error leaves the form as it is. Returns how
 * many fields got a message.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  fields: readonly FieldPath<Values>[],
): number {
  const pairs = fieldErrorsOf(error, fields);
  for (const [name, message] of pairs) form.setError(name, { type: 'server', message });
  return pairs.length;
}
