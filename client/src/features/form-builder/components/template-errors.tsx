import { Alert, List } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** Why the template cannot be saved (the template schema's findings, or the server's), field by field. */
export function TemplateErrors({ errors }: { errors: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // Brought into view and focused when it appears, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    ref.current?.focus();
  }, [errors]);
  return (
    <Alert.Root ref={ref} status="error" role="alert" tabIndex={-1} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The form cannot be saved:</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {errors.map((message, i) => (
              <List.Item key={`${i}-${message}`}>{message}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
