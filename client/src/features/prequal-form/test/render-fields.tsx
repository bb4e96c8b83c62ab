import { ApolloProvider } from '@apollo/client/react';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { onTestFinished } from 'vitest';
import { createApolloClient } from '../../../api/apollo-client';
import { system } from '../../../theme/system';
import type { AnswerMode, Answers } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useRef, type ProfilerOnRenderCallback } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { answersResolver } from '../answers-resolver';
import { FormFieldsView } from '../components/form-fields-view';
import { FieldRenderProbeContext } from '../components/renderer-context';
import { defaultValuesOf } from '../form-values';

interface HarnessProps {
  fields: FormField[];
  readOnly?: boolean;
  vendorId?: string;
  probe?: ProfilerOnRenderCallback;
  onValid: (answers: Answers) => void;
}

/** The renderer in a form like the vendor's screen: "Check draft" and "Check submit" validate in each mode. */
function Harness({ fields, readOnly, vendorId, probe, onValid }: HarnessProps) {
  const mode = useRef<AnswerMode>('draft');
  const resolver = useMemo(() => answersResolver(fields, () => mode.current), [fields]);
  const form = useForm({ defaultValues: defaultValuesOf(fields), resolver, mode: 'onTouched' });
  const check = (next: AnswerMode) => {
    mode.current = next;
    void form.handleSubmit((answers) => onValid(answers as Answers))();
  };
  return (
    <FieldRenderProbeContext.Provider value={probe ?? null}>
      <FormProvider {...form}>
        <FormFieldsView fields={fields} readOnly={readOnly} vendorId={vendorId} />
        <Button onClick={() => check('draft')}>Check draft</Button>
        <Button onClick={() => check('submit')}>Check submit</Button>
      </FormProvider>
    </FieldRenderProbeContext.Provider>
  );
}

/** Renders the field tree; `valid` collects the answers each successful check produced. */
export function renderFields(fields: FormField[], options: Omit<HarnessProps, 'fields' | 'onValid'> = {}) {
  const valid: Answers[] = [];
  const user = userEvent.setup({ applyAccept: false });
  // File answers read their names from the API.
  const client = createApolloClient({ onSessionEnded: () => {}, onError: () => {} });
  onTestFinished(() => client.stop());
  const view = render(
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <Harness fields={fields} {...options} onValid={(answers) => valid.push(answers)} />
      </ChakraProvider>
    </ApolloProvider>,
  );
  return { ...view, user, valid };
}
