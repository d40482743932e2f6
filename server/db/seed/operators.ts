import { LOCALES } from '../../../src/shared/locales';
import { MODULES, type ModuleKey, ONDA_MODULES, SPARKLE_MODULES } from '../../../src/shared/modules';
import { CHINA, type Flavour, INDIA, PORTUGAL } from './data';

/** Modules the console adds on top of the marketplace's own lists (API brief, tenancy). */
const CONSOLE_MODULES: ModuleKey[] = ['merchants', 'agents', 'reports', 'catalogues'];

export const DEMO_PASSWORD = 'Demo@12345';

export type DemoAccount = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: 'ADMIN' | 'SUB_ADMIN';
  permissions: ModuleKey[];
};

export type DemoOperator = {
  /** Stable key, used to derive this operator's random streams. */
  key: 'sparkle' | 'onda' | 'lotus' | 'demo';
  name: string;
  domains: string[];
  isDefault: boolean;
  title: string;
  shortName: string;
  primaryColor: string;
  logoUrl: string;
  currency: 'INR' | 'EUR' | 'CNY';
  languages: string[];
  modules: ModuleKey[];
  flavour: Flavour;
  /** UTC offset in hours of the operator's market, for realistic booking hours. */
  utcOffsetHours: number;
  /** Domain of the sub-admins' e-mail addresses (firstname.lastname+N@<emailDomain>). */
  emailDomain: string;
  serviceTypeCount: number;
  accounts: DemoAccount[];
};

export const DEMO_OPERATORS: DemoOperator[] = [
  {
    key: 'sparkle',
    name: 'Sparkle Home Services',
    domains: ['sparkle.localhost'],
    isDefault: false,
    title: 'Sparkle Home Services',
    shortName: 'Sparkle',
    primaryColor: '#1B86FE',
    logoUrl: '/branding/sparkle.webp',
    currency: 'INR',
    languages: ['en-US', 'hi-IN'],
    modules: [...SPARKLE_MODULES, ...CONSOLE_MODULES],
    flavour: INDIA,
    utcOffsetHours: 5.5,
    emailDomain: 'sparkle.test',
    serviceTypeCount: 6,
    accounts: [
      {
        email: 'admin@sparkle.test',
        username: 'sparkle-admin',
        firstName: 'Priya',
        lastName: 'Sharma',
        role: 'ADMIN',
        permissions: [],
      },
      {
        email: 'ops@sparkle.test',
        username: 'sparkle-ops',
        firstName: 'Rahul',
        lastName: 'Verma',
        role: 'SUB_ADMIN',
        permissions: ['dashboard', 'bookings'],
      },
      {
        email: 'finance@sparkle.test',
        username: 'sparkle-finance',
        firstName: 'Meera',
        lastName: 'Iyer',
        role: 'SUB_ADMIN',
        permissions: ['transactions', 'payouts'],
      },
    ],
  },
  {
    key: 'onda',
    name: 'Onda Serviços',
    domains: ['onda.localhost'],
    isDefault: false,
    title: 'Onda Serviços',
    shortName: 'Onda',
    primaryColor: '#23AEC1',
    logoUrl: '/branding/onda.webp',
    currency: 'EUR',
    languages: ['en-US', 'pt-PT'],
    modules: [...ONDA_MODULES, ...CONSOLE_MODULES],
    flavour: PORTUGAL,
    utcOffsetHours: 0,
    emailDomain: 'onda.test',
    serviceTypeCount: 5,
    accounts: [
      {
        email: 'admin@onda.test',
        username: 'onda-admin',
        firstName: 'Inês',
        lastName: 'Costa',
        role: 'ADMIN',
        permissions: [],
      },
    ],
  },
  {
    key: 'lotus',
    name: 'Lotus Services',
    domains: ['lotus.localhost'],
    isDefault: false,
    title: 'Lotus Services',
    shortName: 'Lotus',
    primaryColor: '#1B86FE',
    logoUrl: '/branding/lotus.webp',
    currency: 'CNY',
    languages: ['en-US', 'zh-CN', 'zh-TW'],
    modules: [...MODULES],
    flavour: CHINA,
    utcOffsetHours: 8,
    emailDomain: 'lotus.test',
    serviceTypeCount: 5,
    accounts: [
      {
        email: 'admin@lotus.test',
        username: 'lotus-admin',
        firstName: '伟',
        lastName: '李',
        role: 'ADMIN',
        permissions: [],
      },
    ],
  },
  {
    key: 'demo',
    name: 'Demo Marketplace',
    domains: [],
    isDefault: true,
    title: 'Admin Dashboard',
    shortName: 'Demo',
    primaryColor: '#1B86FE',
    logoUrl: '/branding/default.webp',
    currency: 'INR',
    languages: [...LOCALES],
    modules: [...MODULES],
    flavour: INDIA,
    utcOffsetHours: 5.5,
    emailDomain: 'demo.test',
    serviceTypeCount: 6,
    accounts: [
      {
        email: 'admin@demo.test',
        username: 'demo-admin',
        firstName: 'Arjun',
        lastName: 'Mehta',
        role: 'ADMIN',
        permissions: [],
      },
    ],
  },
];
