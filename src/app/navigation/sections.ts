import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ModuleKey } from '@/shared/modules';

type Section = { title: MessageDescriptor; modules: ModuleKey[]; children?: Record<string, Section> };

/**
 * Console sections that have no screen yet, with the module(s) that open them. The generic
 * `/$section` route shows a "coming soon" page for them, behind the same permission as the menu.
 */
export const SECTIONS: Record<string, Section> = {
  orders: { title: msg`Bookings`, modules: ['bookings'] },
  users: { title: msg`Customers`, modules: ['customer'] },
  userss: { title: msg`Service providers`, modules: ['service_providers'] },
  merchants: { title: msg`Merchants`, modules: ['merchants'] },
  agents: { title: msg`Agents`, modules: ['agents'] },
  catalogues: { title: msg`Categories`, modules: ['catalogues'] },
  product: { title: msg`Products`, modules: ['services'] },
  transactions: { title: msg`Transactions`, modules: ['transactions'] },
  payouts: { title: msg`Payouts`, modules: ['payouts'] },
  notification: { title: msg`Notifications`, modules: ['notifications'] },
  'sub-admins': { title: msg`Sub-admins`, modules: ['sub-admins'] },
  reports: { title: msg`Reports`, modules: ['reports'] },
  support: {
    title: msg`Support`,
    modules: ['customer_support', 'provider_support', 'support_chat'],
    children: {
      customer_support: { title: msg`Customer support`, modules: ['customer_support'] },
      provider_support: { title: msg`Provider support`, modules: ['provider_support'] },
      chat: { title: msg`Support chat`, modules: ['support_chat'] },
    },
  },
  marketing: {
    title: msg`Marketing`,
    modules: ['marketing', 'app_banners', 'coupon'],
    children: {
      campaigns: { title: msg`Campaigns`, modules: ['marketing'] },
      app_banners: { title: msg`App banners`, modules: ['app_banners'] },
      coupon: { title: msg`Coupons`, modules: ['coupon'] },
    },
  },
  settings: {
    title: msg`Settings`,
    modules: ['settings', 'configuration', 'faqs', 'cms', 'languages', 'city', 'geofence'],
    children: {
      general: { title: msg`General`, modules: ['settings'] },
      configuration: { title: msg`Configuration`, modules: ['configuration'] },
      faqs: { title: msg`FAQs`, modules: ['faqs'] },
      cms: { title: msg`Content pages`, modules: ['cms'] },
      languages: { title: msg`Languages`, modules: ['languages'] },
      city: { title: msg`Cities`, modules: ['city'] },
      geofence: { title: msg`Geofences`, modules: ['geofence'] },
    },
  },
};

/** The section (and sub-section) a path opens, or null for unknown paths. */
export function sectionFor(section: string, rest = ''): Section | null {
  const top = SECTIONS[section];
  if (!top) return null;
  const child = rest.split('/').filter(Boolean)[0];
  return (child && top.children?.[child]) || top;
}
