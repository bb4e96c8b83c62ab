import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { system } from '../../theme/system';

/**
 * Test-only: renders a widget holding its value in local state, as a form's controller would, and records
 * every change, so a test sees what a person sees after typing or choosing.
 */
export function renderControlled<V>(initial: V, widget: (value: V, onChange: (value: V) => void) => ReactElement) {
  const changes: V[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return widget(value, (next) => {
      changes.push(next);
      setValue(next);
    });
  }
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <Host />
    </ChakraProvider>,
  );
  return { ...view, user, changes };
}
