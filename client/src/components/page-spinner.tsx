import { Center, Spinner } from '@chakra-ui/react';

/** The status region carries the label: aria-label is not allowed on the spinner's plain span. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite" aria-label={label}>
      <Spinner size="lg" aria-hidden="true" />
    </Center>
  );
}
