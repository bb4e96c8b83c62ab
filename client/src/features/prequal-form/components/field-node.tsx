import type { FormField } from '@portal/common/forms/field-model';
import { memo, Profiler, useContext, type ReactNode } from 'react';
import { fieldName } from '../form-values';
import { ButtonField } from './button-field';
import { FileInputField } from './file-input-field';
import { FormGroupView, RepeatableGroupView, type RenderField } from './form-group-field';
import { CheckboxField, InputTextField, MultiSelectField, RadioField, SingleSelectField, TextAreaField } from './question-fields';
import { FieldRenderProbeContext } from './renderer-context';

interface FieldNodeProps {
  field: FormField;
  /** '' at the top; `group.<row>.` inside a repeatable group's row. */
  prefix: string;
  depth: number;
}

/**
 * One field of the tree, by its type. Memoized on its (stable) props: a field re-renders only for its own
 * value or error (each control subscribes to its own name), never because another field changed.
 */
export const FieldNode = memo(function FieldNode({ field, prefix, depth }: FieldNodeProps) {
  const probe = useContext(FieldRenderProbeContext);
  const name = fieldName(prefix, field.slug);
  const renderField: RenderField = (child, childPrefix, key) => <FieldNode key={key} field={child} prefix={childPrefix} depth={depth + 1} />;
  let content: ReactNode;
  switch (field.type) {
    case 'inputText':
      content = <InputTextField field={field} name={name} />;
      break;
    case 'inputTextArea':
      content = <TextAreaField field={field} name={name} />;
      break;
    case 'singleSelectDropdown':
      content = <SingleSelectField field={field} name={name} />;
      break;
    case 'multiSelectDropdown':
      content = <MultiSelectField field={field} name={name} />;
      break;
    case 'radio':
      content = <RadioField field={field} name={name} />;
      break;
    case 'checkbox':
      content = <CheckboxField field={field} name={name} />;
      break;
    case 'fileInput':
      content = <FileInputField field={field} name={name} />;
      break;
    case 'button':
      content = <ButtonField field={field} />;
      break;
    case 'formGroup':
      // A repeatable group inside another one is refused when a template is saved; rendered plainly here.
      content =
        field.props.multipleDynamicInputs && !prefix ? (
          <RepeatableGroupView field={field} depth={depth} renderField={renderField} />
        ) : (
          <FormGroupView field={field} prefix={prefix} depth={depth} renderField={renderField} />
        );
      break;
    default:
      content = null;
  }
  return probe ? (
    <Profiler id={name} onRender={probe}>
      {content}
    </Profiler>
  ) : (
    content
  );
});
