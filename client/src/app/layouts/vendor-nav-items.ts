import { LuClipboardList, LuFolder, LuHouse, LuInfo, LuUsers } from 'react-icons/lu';
import type { NavItem } from './nav-item';

/** Vendor sidebar (spec section 2). Items the role may not open are filtered out by the layout. */
export const VENDOR_NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/vendor/overview', icon: LuHouse },
  { label: 'General Info', to: '/vendor/general-info', icon: LuInfo },
  { label: 'Prequalification', to: '/vendor/prequal-form', icon: LuClipboardList },
  { label: 'File Manager', to: '/vendor/file-manager', icon: LuFolder },
  { label: 'Users', to: '/vendor/users', icon: LuUsers },
];
