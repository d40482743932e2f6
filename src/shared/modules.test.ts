import { describe, expect, it } from 'vitest';
import { effectiveModules, ONDA_MODULES, SPARKLE_MODULES } from './modules';

describe('effectiveModules', () => {
  it('gives an admin every module its operator enabled', () => {
    expect(effectiveModules('ADMIN', ['dashboard', 'payouts'], [])).toEqual(['dashboard', 'payouts']);
  });

  it('gives a sub-admin only permitted modules that the operator enabled', () => {
    expect(
      effectiveModules('SUB_ADMIN', ['dashboard', 'bookings', 'payouts'], ['bookings', 'geofence', 'dashboard']),
    ).toEqual(['dashboard', 'bookings']);
  });

  it('ignores unknown module names', () => {
    expect(effectiveModules('ADMIN', ['dashboard', 'hacking'], [])).toEqual(['dashboard']);
  });
});

describe('operator module lists', () => {
  it('gives Sparkle the first list of spec part 1 §6', () => {
    expect([...SPARKLE_MODULES].sort()).toEqual(
      [
        'dashboard',
        'services_types',
        'users',
        'service_providers',
        'services',
        'bookings',
        'transactions',
        'payouts',
        'marketing',
        'sub-admins',
        'settings',
        'configuration',
        'customer',
        'app_banners',
        'coupon',
        'notifications',
        'faqs',
        'cms',
        'languages',
        'city',
      ].sort(),
    );
  });

  it('gives Onda the second list of spec part 1 §6', () => {
    expect([...ONDA_MODULES].sort()).toEqual(
      [
        'dashboard',
        'services_types',
        'users',
        'services',
        'bookings',
        'transactions',
        'payouts',
        'support_chat',
        'marketing',
        'sub-admins',
        'settings',
        'configuration',
        'service_providers',
        'customer',
        'customer_support',
        'provider_support',
        'app_banners',
        'coupon',
        'notifications',
        'faqs',
        'cms',
        'languages',
        'geofence',
      ].sort(),
    );
  });
});
