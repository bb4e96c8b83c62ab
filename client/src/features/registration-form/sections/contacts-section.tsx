import { Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { canAddContact, canRemoveContact, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { useFieldArray } from 'react-hook-form';
import { FormSection } from './form-section';
import type { RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';
import { TextField } from '../fields/text-field';

const BLANK_CONTACT = { firstName: '', lastName: '', jobTitle: '', email: '', cellPhone: '' };

/** "Primary Contact" for the first, "Contact 2" and "Contact 3" for the secondary ones. */
export function contactTitle(index: number): string {
  return index === 0 ? 'Primary Contact' : `Contact ${index + 1}`;
}

/**
 * The contacts list: the first is the primary contact and cannot be removed; Add Contact is offered
 * while there are 2 or fewer (at most 3 in all).
 */
export function ContactsSection() {
  const { readOnly, formId } = useRegistrationFormContext();
  const { fields, append, remove } = useFieldArray<RegistrationFormValues, 'contacts'>({ name: 'contacts' });
  return (
    <FormSection title="Contacts" columns={1}>
      {fields.map((contact, index) => {
        const title = contactTitle(index);
        const path = `contacts.${index}`;
        return (
          <Stack role="group" key={contact.id} gap="3" aria-labelledby={`${formId}-${path}-title`}>
            <HStack justify="space-between">
              <Heading as="h3" size="sm" id={`${formId}-${path}-title`}>
                {title}
              </Heading>
              {!readOnly && canRemoveContact(index) && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(index)} aria-label={`Remove ${title}`}>
                  Remove
                </Button>
              )}
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name={`${path}.firstName`} label={L['contacts.firstName']} required autoComplete="off" />
              <TextField name={`${path}.lastName`} label={L['contacts.lastName']} required autoComplete="off" />
              <TextField name={`${path}.jobTitle`} label={L['contacts.jobTitle']} required autoComplete="off" />
              <TextField name={`${path}.email`} label={L['contacts.email']} required type="email" autoComplete="off" />
              <TextField name={`${path}.cellPhone`} label={L['contacts.cellPhone']} required type="tel" helperText="Format: 555-555-5555" autoComplete="off" />
            </SimpleGrid>
          </Stack>
        );
      })}
      {!readOnly && canAddContact(fields.length) && (
        <HStack>
          <Button variant="outline" onClick={() => append({ ...BLANK_CONTACT })}>
            Add Contact
          </Button>
        </HStack>
      )}
    </FormSection>
  );
}
