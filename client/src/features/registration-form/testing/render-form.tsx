import { Button, ChakraProvider } from '@chakra-ui/react';
import { system } from '../../../theme/system';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';
import { GlobalAlertModal } from '../../../components/global-alert-modal';
import { RegistrationForm, type RegistrationFormProps } from '../registration-form';

/** The form alone (no router, no network), with Submit and Save as a draft buttons and the Alert modal. */
export function renderForm(props: Partial<RegistrationFormProps> = {}) {
  const onSubmit = vi.fn<NonNullable<RegistrationFormProps['onSubmit']>>();
  const onSaveDraft = vi.fn<NonNullable<RegistrationFormProps['onSaveDraft']>>();
  // applyAccept off: a wrong file type must reach the form's own check, as a drag-and-drop would.
  // The pointer-events check reads computed styles up the tree on every event: slow on a form this size.
  const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <ChakraProvider value={system}>
      <RegistrationForm
        mode="registration"
        onSubmit={onSubmit}
        onSaveDraft={onSaveDraft}
        renderActions={({ saveDraft }) => (
          <>
            <Button onClick={() => void saveDraft()}>Save as a draft</Button>
            <Button type="submit">Submit</Button>
          </>
        )}
        {...props}
      />
      <GlobalAlertModal />
    </ChakraProvider>,
  );
  return { ...view, user, onSubmit, onSaveDraft };
}

/**
 * The whole registration form takes 1-2 s to render in jsdom (some 300 styled controls and the country
 * list); a test that renders it a few times needs more than the suite's default 15 s on a busy machine.
 */
export const FORM_TEST_TIMEOUT = 40_000;
