import type { IconType } from 'react-icons';

export interface NavItem {
  label: string;
  to: string;
  icon: IconType;
}
