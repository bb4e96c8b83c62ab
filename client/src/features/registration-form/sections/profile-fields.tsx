import { GridItem } from '@chakra-ui/react';
import { isRequiredIn, PROFILE_FIELDS, type ProfileField, type ProfileFieldScreen } from '@portal/common/validation/registration-fields';
import { TextField } from '../fields/text-field';

type ShownField = ProfileField & { readonly screen: ProfileFieldScreen };

/** The rows of common's PROFILE_FIELDS a section renders from the table, in their screen order. */
export function profileFieldsOf(section: ProfileFieldScreen['section'], fields: readonly ProfileField[] = PROFILE_FIELDS): ShownField[] {
  return fields.filter((f): f is ShownField => f.screen?.section === section).sort((a, b) => a.screen.order - b.screen.order);
}

/**
 * A section's table-declared fields as text inputs (labels, hints and the required mark from the row), so a
 * simple profile field appears on both screens (registration and General Info) without a component of its own.
 */
export function ProfileFields({ section }: { section: ProfileFieldScreen['section'] }) {
  return profileFieldsOf(section).map((field) => {
    const { name, label, multiline, max, screen } = field;
    const input = (
      <TextField
        key={name}
        name={name}
        label={label}
        required={isRequiredIn(field, 'registration')}
        multiline={multiline}
        maxLength={multiline ? max : undefined}
        type={screen.type}
        inputMode={screen.inputMode}
        autoComplete={screen.autoComplete}
        placeholder={screen.placeholder}
        helperText={screen.helperText}
      />
    );
    return screen.wide ? (
      <GridItem key={name} colSpan={{ base: 1, md: 2 }}>
        {input}
      </GridItem>
    ) : (
      input
    );
  });
}
