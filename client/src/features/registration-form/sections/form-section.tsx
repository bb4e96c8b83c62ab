import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** Columns on wide screens; one column on phones. */
  columns?: number;
}

/** A titled part of the form: a region named by its heading, so screen readers can jump between them. */
export function FormSection({ title, children, columns = 2 }: FormSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" rounded="md" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: columns }} gap="5">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
