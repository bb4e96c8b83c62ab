import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" aria-label={label} />
    </Center>
  );
}
