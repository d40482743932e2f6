import { describe, expect, it } from 'vitest';
import { effectiveModules } from './modules';

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
