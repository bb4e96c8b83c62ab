import type { Permission } from '@portal/common/auth/roles';
import type { IconType } from 'react-icons';

export interface NavItem {
  label: string;
  to: string;
  icon: IconType;
  /** Shown only to roles holding this permission (the page itself says so to the others). */
  permission?: Permission;
}
