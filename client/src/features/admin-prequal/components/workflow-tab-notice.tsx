import { Text } from '@chakra-ui/react';

/** Tabs 4 to 9 list prequalification forms, which arrive with the prequalification workflow. */
export function WorkflowTabNotice({ label }: { label: string }) {
  return (
    <Text color="fg.muted" py="6">
      The {label} list comes with the prequalification workflow.
    </Text>
  );
}
