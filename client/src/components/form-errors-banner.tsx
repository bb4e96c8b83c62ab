import { Alert, Button, List } from '@chakra-ui/react';

/** One question a Submit refused: on which tab, where (its form name), its label and why. */
export interface FormProblem {
  tab: string;
  tabLabel: string;
  path: string;
  label: string;
  message: string;
}

export const FORM_PROBLEMS_TITLE = 'The following required fields have validation errors:';

/**
 * Why a Submit of the prequalification forms was refused (the vendor's own, or staff's for the vendor): every failing
 * question by its tab and label, with its message; each is a link that shows its tab and focuses the question (which
 * is marked beside it too).
 */
export function FormErrorsBanner({ problems, onGo }: { problems: readonly FormProblem[]; onGo: (problem: FormProblem) => void }) {
  return (
    <Alert.Root status="error" mb="3" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{FORM_PROBLEMS_TITLE}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1">
            {problems.map((p) => (
              <List.Item key={`${p.tab}:${p.path}`}>
                <Button variant="plain" size="sm" h="auto" px="0" textDecoration="underline" whiteSpace="normal" textAlign="start" onClick={() => onGo(p)}>
                  {`${p.tabLabel}: ${p.label}`}
                </Button>
                {` ${p.message}`}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
