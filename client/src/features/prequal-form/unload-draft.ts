import { withAnswers, type Answers } from '@portal/common/forms/answers';
import { isGroup, type FormField } from '@portal/common/forms/field-model';

/** The tree as the server reads a posted form: structure and answers; the form's own template decides the rest. */
interface PostedField {
  slug: string;
  type: FormField['type'];
  props: { multipleDynamicInputs?: boolean };
  children?: PostedField[];
  userInput?: unknown;
}

function slim(fields: readonly FormField[]): PostedField[] {
  return fields.map((field) => {
    const posted: PostedField = { slug: field.slug, type: field.type, props: {} };
    if (isGroup(field)) {
      posted.props = { multipleDynamicInputs: field.props.multipleDynamicInputs };
      posted.children = slim(field.children);
    }
    if (field.userInput !== undefined) posted.userInput = field.userInput;
    return posted;
  });
}

/**
 * The body of POST /api/v1/vendor/prequal that saves a draft as the page unloads: the answers tree (the
 * template's fields with each answer in its userInput, labels and options left out, since the server
 * ignores them and a keepalive request may carry at most 64 KB in all), DRAFT, and the version it was loaded at.
 */
export function unloadDraftBody(category: string, fields: readonly FormField[], answers: Answers, version: number, instance: string): string {
  return JSON.stringify({
    formTemplate: { category },
    formFields: { fields: slim(withAnswers(fields, answers)) },
    status: 'DRAFT',
    version,
    instance,
  });
}
