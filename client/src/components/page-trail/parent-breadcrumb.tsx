import { Breadcrumb } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface ParentBreadcrumbProps {
  /** The list this page belongs to: its address and name ("/admin/companies", "Companies"). */
  to: string;
  parent: string;
  /** This page's name. */
  current: ReactNode;
}

/** The trail above a page reached from a list: the list, linked, then this page. */
export function ParentBreadcrumb({ to, parent, current }: ParentBreadcrumbProps) {
  return (
    <Breadcrumb.Root aria-label="Breadcrumb">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to={to}>{parent}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
