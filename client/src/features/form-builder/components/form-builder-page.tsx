import { Heading, Stack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import type { FormField } from '@portal/common/forms/field-model';
import { useCallback, useState, type ReactNode } from 'react';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { FormCategory } from '../../../gql/graphql';
import { builderTabs } from '../form-categories';
import { useLeaveGuard } from '../use-leave-guard';
import { TemplateTab } from './template-tab';

interface FormBuilderPageProps {
  /** Renders a field tree exactly as vendors see it (the vendor form's renderer), for the Preview. */
  renderPreview?: (fields: FormField[]) => ReactNode;
}

/**
 * /admin/pre-qual-metrics: the Pre-Qual Form Builder, one tab per form category. Those holding forms.edit
 * change the templates; every other internal user reads them. Unsaved edits survive switching tabs, and
 * leaving the page with any asks first.
 */
export function FormBuilderPage({ renderPreview }: FormBuilderPageProps) {
  const { role } = useAuth();
  const editable = hasPermission(role, 'forms.edit');
  const [dirtyTabs, setDirtyTabs] = useState<ReadonlySet<FormCategory>>(new Set());
  const onDirtyChange = useCallback((category: FormCategory, dirty: boolean) => {
    setDirtyTabs((current) => {
      if (current.has(category) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(category);
      else next.delete(category);
      return next;
    });
  }, []);
  const blocker = useLeaveGuard(dirtyTabs.size > 0);
  const tabs = builderTabs();

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Pre-Qual Form Builder
      </Heading>
      {/* Each tab mounts on its first visit and stays, so its unsaved edits are kept while another is open. */}
      <Tabs.Root defaultValue={tabs[0]!.category} variant="line" lazyMount>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.category} value={t.category}>
              {t.label}
              {dirtyTabs.has(t.category) && (
                <>
                  <span aria-hidden="true">*</span>
                  <VisuallyHidden>(unsaved changes)</VisuallyHidden>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.category} value={t.category}>
            <TemplateTab category={t.category} label={t.label} editable={editable} onDirtyChange={onDirtyChange} renderPreview={renderPreview} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Unsaved changes"
        message="You have unsaved changes to the forms. Leave without saving them?"
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}
