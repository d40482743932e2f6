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

const link = (id: string, route: string, label: MessageDescriptor, permission: ModuleKey, icon?: Icon): MenuItem => ({
  id,
  type: 'link',
  route,
  label,
  permission,
  ...(icon ? { icon } : {}),
});
const sub = (id: string, route: string, label: MessageDescriptor, icon: Icon, children: MenuItem[]): MenuItem => ({
  id,
  type: 'sub',
  route,
  label,
  icon,
  children,
});

export const MENU: MenuItem[] = [
  link('dashboard', 'dashboard', msg`Dashboard`, 'dashboard', IconLayoutDashboard),
  link('orders', 'orders', msg`Bookings`, 'bookings', IconCalendarEvent),
  sub('people', '', msg`Users`, IconUsers, [
    link('customers', 'users/customerlist', msg`Customers`, 'customer'),
    link('providers', 'userss/service_providers', msg`Service providers`, 'service_providers'),
    link('merchants', 'merchants', msg`Merchants`, 'merchants'),
    link('agents', 'agents', msg`Agents`, 'agents'),
  ]),
  sub('services', '', msg`Services`, IconCategory, [
    link('service-types', 'services_types', msg`Service types`, 'services_types'),
    link('catalogues', 'catalogues', msg`Categories`, 'catalogues'),
    link('products', 'product', msg`Products`, 'services'),
  ]),
  sub('money', '', msg`Money`, IconCash, [
    link('transactions', 'transactions', msg`Transactions`, 'transactions'),
    link('payouts', 'payouts', msg`Payouts`, 'payouts'),
  ]),
  sub('support', 'support', msg`Support`, IconHeadset, [
    link('customer-support', 'customer_support', msg`Customer support`, 'customer_support'),
    link('provider-support', 'provider_support', msg`Provider support`, 'provider_support'),
    link('support-chat', 'chat', msg`Support chat`, 'support_chat'),
  ]),
  sub('marketing', 'marketing', msg`Marketing`, IconSpeakerphone, [
    link('campaigns', 'campaigns', msg`Campaigns`, 'marketing'),
    link('app-banners', 'app_banners', msg`App banners`, 'app_banners'),
    link('coupons', 'coupon', msg`Coupons`, 'coupon'),
  ]),
  link('notification', 'notification', msg`Notifications`, 'notifications', IconBell),
  link('sub-admins', 'sub-admins', msg`Sub-admins`, 'sub-admins', IconShieldLock),
  link('reports', 'reports', msg`Reports`, 'reports', IconChartBar),
  sub('settings', 'settings', msg`Settings`, IconSettings, [
    link('settings-general', 'general', msg`General`, 'settings'),
    link('configuration', 'configuration', msg`Configuration`, 'configuration'),
    link('faqs', 'faqs', msg`FAQs`, 'faqs'),
    link('cms', 'cms', msg`Content pages`, 'cms'),
    link('languages', 'languages', msg`Languages`, 'languages'),
    link('city', 'city', msg`Cities`, 'city'),
    link('geofence', 'geofence', msg`Geofences`, 'geofence'),
  ]),
  {
    id: 'api-reference',
    type: 'extTabLink',
    route: '/api/v1/openapi.json',
    label: msg`API reference`,
    icon: IconApi,
    badge: { label: msg`New`, color: 'accent.9' },
  },
];
