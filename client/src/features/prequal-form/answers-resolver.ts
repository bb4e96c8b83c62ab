import { toNestErrors } from '@hookform/resolvers';
import { validateAnswers, type AnswerError, type AnswerMode, type Answers } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { FormValues } from './form-values';

/**
 * react-hook-form's errors from the answer errors of common/src/forms/answers.ts: each error lands on the
 * field its path names (`slug`, or `group.<row>.<slug>` in a repeatable group's row), so the screen says
 * what the server says. The first error of a path wins.
 */
export function flatErrorsOf(errors: readonly AnswerError[]): Record<string, FieldError> {
  const flat: Record<string, FieldError> = {};
  for (const e of errors) {
    if (e.path && !(e.path in flat)) flat[e.path] = { type: 'answer', message: e.message };
  }
  return flat;
}

/**
 * A resolver built on validateAnswers: the same rules the server applies. `mode()` is read at each
 * validation: 'draft' while filling in (only ill-typed answers are errors), 'submit' once the vendor
 * submits (every field answered). On success the values are the answers as the server stores them.
 */
export function answersResolver(fields: readonly FormField[], mode: () => AnswerMode): Resolver<FormValues, unknown, Answers> {
  return (values, _context, options) => {
    const result = validateAnswers(fields, values, mode());
    if (result.success) return { values: result.answers, errors: {} };
    return { values: {}, errors: toNestErrors(flatErrorsOf(result.errors), options) as FieldErrors<FormValues> };
  };
}
