import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  IconApi,
  IconCalendarEvent,
  IconCategory,
  IconCash,
  IconChartBar,
  IconHeadset,
  IconLayoutDashboard,
  IconBell,
  IconSpeakerphone,
  IconSettings,
  IconShieldLock,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ModuleKey } from '@/shared/modules';

/**
 * The side menu as static, typed data (spec part 1 §2): `link` routes inside the console, `extLink`
 * opens another site in this tab, `extTabLink` in a new tab, `sub` groups children. A link's URL is the
 * chain of its parents' routes plus its own; an item is shown only when the user has its permission
 * (a `sub` when any child is shown).
 */
export type MenuItem = {
  id: string;
  type: 'link' | 'extLink' | 'extTabLink' | 'sub';
  /** Path segment(s) of this item (joined to the parents' routes), or a full URL for external links. */
  route: string;
  label: MessageDescriptor;
  icon?: Icon;
  badge?: { label: MessageDescriptor; color: string };
  permission?: ModuleKey;
  children?: MenuItem[];
};

export const MENU: MenuItem[] = [
  {
    id: 'dashboard',
    type: 'link',
    route: 'dashboard',
    label: msg`Dashboard`,
    icon: IconLayoutDashboard,
    permission: 'dashboard',
  },
  {
    id: 'orders',
    type: 'link',
    route: 'orders',
    label: msg`Bookings`,
    icon: IconCalendarEvent,
    permission: 'bookings',
  },
  {
    id: 'people',
    type: 'sub',
    route: '',
    label: msg`Users`,
    icon: IconUsers,
    children: [
      { id: 'customers', type: 'link', route: 'users/customerlist', label: msg`Customers`, permission: 'customer' },
      {
        id: 'providers',
        type: 'link',
        route: 'userss/service_providers',
        label: msg`Service providers`,
        permission: 'service_providers',
      },
      { id: 'merchants', type: 'link', route: 'merchants', label: msg`Merchants`, permission: 'merchants' },
      { id: 'agents', type: 'link', route: 'agents', label: msg`Agents`, permission: 'agents' },
    ],
  },
  {
    id: 'services',
    type: 'sub',
    route: '',
    label: msg`Services`,
    icon: IconCategory,
    children: [
      {
        id: 'service-types',
        type: 'link',
        route: 'services_types',
        label: msg`Service types`,
        permission: 'services_types',
      },
      { id: 'catalogues', type: 'link', route: 'catalogues', label: msg`Categories`, permission: 'catalogues' },
      { id: 'products', type: 'link', route: 'product', label: msg`Products`, permission: 'services' },
    ],
  },
  {
    id: 'money',
    type: 'sub',
    route: '',
    label: msg`Money`,
    icon: IconCash,
    children: [
      { id: 'transactions', type: 'link', route: 'transactions', label: msg`Transactions`, permission: 'transactions' },
      { id: 'payouts', type: 'link', route: 'payouts', label: msg`Payouts`, permission: 'payouts' },
    ],
  },
  {
    id: 'support',
    type: 'sub',
    route: 'support',
    label: msg`Support`,
    icon: IconHeadset,
    children: [
      {
        id: 'customer-support',
        type: 'link',
        route: 'customer_support',
        label: msg`Customer support`,
        permission: 'customer_support',
      },
      {
        id: 'provider-support',
        type: 'link',
        route: 'provider_support',
        label: msg`Provider support`,
        permission: 'provider_support',
      },
      { id: 'support-chat', type: 'link', route: 'chat', label: msg`Support chat`, permission: 'support_chat' },
    ],
  },
  {
    id: 'marketing',
    type: 'sub',
    route: 'marketing',
    label: msg`Marketing`,
    icon: IconSpeakerphone,
    children: [
      { id: 'campaigns', type: 'link', route: 'campaigns', label: msg`Campaigns`, permission: 'marketing' },
      { id: 'app-banners', type: 'link', route: 'app_banners', label: msg`App banners`, permission: 'app_banners' },
      { id: 'coupons', type: 'link', route: 'coupon', label: msg`Coupons`, permission: 'coupon' },
    ],
  },
  {
    id: 'notification',
    type: 'link',
    route: 'notification',
    label: msg`Notifications`,
    icon: IconBell,
    permission: 'notifications',
  },
  {
    id: 'sub-admins',
    type: 'link',
    route: 'sub-admins',
    label: msg`Sub-admins`,
    icon: IconShieldLock,
    permission: 'sub-admins',
  },
  { id: 'reports', type: 'link', route: 'reports', label: msg`Reports`, icon: IconChartBar, permission: 'reports' },
  {
    id: 'settings',
    type: 'sub',
    route: 'settings',
    label: msg`Settings`,
    icon: IconSettings,
    children: [
      { id: 'settings-general', type: 'link', route: 'general', label: msg`General`, permission: 'settings' },
      {
        id: 'configuration',
        type: 'link',
        route: 'configuration',
        label: msg`Configuration`,
        permission: 'configuration',
      },
      { id: 'faqs', type: 'link', route: 'faqs', label: msg`FAQs`, permission: 'faqs' },
      { id: 'cms', type: 'link', route: 'cms', label: msg`Content pages`, permission: 'cms' },
      { id: 'languages', type: 'link', route: 'languages', label: msg`Languages`, permission: 'languages' },
      { id: 'city', type: 'link', route: 'city', label: msg`Cities`, permission: 'city' },
      { id: 'geofence', type: 'link', route: 'geofence', label: msg`Geofences`, permission: 'geofence' },
    ],
  },
  {
    id: 'api-reference',
    type: 'extTabLink',
    route: '/api/v1/openapi.json',
    label: msg`API reference`,
    icon: IconApi,
    badge: { label: msg`New`, color: 'accent.9' },
  },
];
