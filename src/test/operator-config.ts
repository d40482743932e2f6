import type { OperatorConfig } from '@/shared/schemas/operators';

/** An operator's configuration as the console receives it (tests that need one start from this). */
export const SAMPLE_OPERATOR_CONFIG: OperatorConfig = {
  operatorId: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
  name: 'Onda Serviços',
  title: 'Onda',
  shortName: 'Onda',
  currency: 'EUR',
  languages: ['en-US', 'pt-PT'],
  primaryColor: '#23AEC1',
  logoUrl: null,
  faviconUrl: null,
  modules: ['dashboard', 'bookings'],
  push: null,
};
