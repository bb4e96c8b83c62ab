import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import type { ButtonField as ButtonFieldModel } from '@portal/common/forms/field-model';
import { LuExternalLink } from 'react-icons/lu';

/** button: a link styled as a button (a blank OSHA 300A form, say), opening in a new tab. It holds no answer. */
export function ButtonField({ field }: { field: ButtonFieldModel }) {
  const { label, url } = field.props;
  return (
    <Box alignSelf="end">
      {url ? (
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            {label}
            <LuExternalLink aria-hidden="true" />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          {label}
        </Button>
      )}
    </Box>
  );
}
