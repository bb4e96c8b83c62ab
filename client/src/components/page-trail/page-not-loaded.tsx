import { Heading, Stack, Text } from '@chakra-ui/react';
import { ParentBreadcrumb } from './parent-breadcrumb';

interface PageNotLoadedProps {
  /** The list the page belongs to: its address and name ("/admin/users", "Users"). */
  to: string;
  parent: string;
  /** The page's title, also the breadcrumb's last step ("User Details"). */
  title: string;
  /** Why there is nothing to show ("This user could not be loaded."). */
  message: string;
}

/** A detail page whose record could not be read: the trail back to its list, the page's title and why. */
export function PageNotLoaded({ to, parent, title, message }: PageNotLoadedProps) {
  return (
    <Stack gap="4">
      <ParentBreadcrumb to={to} parent={parent} current={title} />
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text>{message}</Text>
    </Stack>
  );
}
