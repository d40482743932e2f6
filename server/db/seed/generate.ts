/**
 * Builds the demo rows of one operator in memory (no database access), deterministically from the
 * operator's key and `now`.
 */
import type {
  admins,
  agents,
  categories,
  customers,
  notificationReads,
  notifications,
  operators,
  orderStatusHistory,
  orders,
  payoutStatusHistory,
  payouts,
  productMedia,
  products,
  productVariantOptions,
  productVariants,
  providers,
  serviceTypes,
  supportRequests,
  transactions,
} from '../schema';
import {
  CANCEL_REASONS,
  CATALOGUE,
  DEMO_IMAGES,
  type Flavour,
  type Name,
  ORDER_NOTES,
  PAYOUT_REJECTION_NOTES,
  PRODUCT_EDITIONS,
  SERVICE_TYPES,
  SUPPORT_SUBJECTS,
  WORKING_HOURS,
} from './data';
import type { MessageParams } from '../../../src/shared/message-format';
import { englishNotification, type NotificationCode } from '../../../src/shared/notification-messages';
import type { DemoOperator } from './operators';
import { createRandom, type Random } from './random';

export type OperatorRows = {
  operator: typeof operators.$inferInsert;
  admins: (typeof admins.$inferInsert)[];
  serviceTypes: (typeof serviceTypes.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  providers: (typeof providers.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productVariants: (typeof productVariants.$inferInsert)[];
  productVariantOptions: (typeof productVariantOptions.$inferInsert)[];
  productMedia: (typeof productMedia.$inferInsert)[];
  customers: (typeof customers.$inferInsert)[];
  agents: (typeof agents.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  history: (typeof orderStatusHistory.$inferInsert)[];
  transactions: (typeof transactions.$inferInsert)[];
  payouts: (typeof payouts.$inferInsert)[];
  /** The decision row of every decided payout. */
  payoutHistory: (typeof payoutStatusHistory.$inferInsert)[];
  supportRequests: (typeof supportRequests.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  notificationReads: (typeof notificationReads.$inferInsert)[];
};

export type GenerateOptions = {
  now: Date;
  bookings: number;
  /** scrypt hash of the demo password, shared by every seeded account. */
  passwordHash: string;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const COUNTS = {
  subAdmins: 20,
  customers: 600,
  providers: 300,
  agents: 30,
  payouts: 200,
  support: 40,
  notifications: { booking: 140, provider: 50, payout: 20, customer: 50 },
} as const;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A "shop" price in the operator's currency from a price in INR. */
function nicePrice(inr: number, currency: DemoOperator['currency']): number {
  if (currency === 'EUR') {
    const eur = inr / 55;
    const v = eur < 50 ? Math.round(eur) - 0.1 : Math.round(eur / 5) * 5 - 0.1;
    return round2(Math.max(9.9, v));
  }
  if (currency === 'CNY') {
    const cny = inr / 9;
    const step = cny < 100 ? 10 : cny < 1000 ? 20 : 100;
    return Math.max(38, Math.round(cny / step) * step - 2);
  }
  const step = inr < 1000 ? 50 : 100;
  return Math.max(99, Math.round(inr / step) * step - 1);
}

const DISCOUNT_AMOUNTS: Record<DemoOperator['currency'], number[]> = {
  INR: [50, 100, 150, 200, 250],
  EUR: [2, 3, 5, 10],
  CNY: [5, 10, 20, 30],
};

const PAYOUT_RANGE: Record<DemoOperator['currency'], [number, number]> = {
  INR: [1500, 60000],
  EUR: [40, 1500],
  CNY: [200, 6000],
};

function personName(f: Flavour, first: Name, last: Name): string {
  return f.familyNameFirst ? `${last.display}${first.display}` : `${first.display} ${last.display}`;
}

function mobile(f: Flavour, r: Random): string {
  const prefix = r.pick(f.mobilePrefixes);
  let digits = prefix;
  while (digits.length < f.mobileLength) digits += String(r.int(0, 9));
  return digits;
}

type Address = { full: string; short: string };

function address(f: Flavour, r: Random): Address {
  const city = r.pick(f.cities);
  const locality = r.pick(city.localities);
  const street = r.pick(city.streets);
  if (f.key === 'cn') {
    return {
      full: `${city.name}${locality.name}${street}${r.int(1, 999)}号${r.pick(f.buildings)}${r.int(1, 30)}栋${r.int(1, 32)}0${r.int(1, 6)}室`,
      short: `${city.name}${locality.name}`,
    };
  }
  if (f.key === 'pt') {
    return {
      full: `${street}, ${r.int(1, 250)}, ${r.pick(f.buildings)}, ${locality.postal} ${city.name}`,
      short: `${locality.name}, ${city.name}`,
    };
  }
  return {
    full: `Flat ${r.int(1, 14)}0${r.int(1, 8)}, ${r.pick(f.buildings)}, ${street}, ${locality.name}, ${city.name} ${locality.postal}`,
    short: `${locality.name}, ${city.name}`,
  };
}

function businessName(f: Flavour, r: Random, company: boolean): string {
  const prefix = r.pick(f.businessPrefixes);
  const suffix = r.pick(f.businessSuffixes);
  if (f.key === 'cn') {
    const city = r.pick(f.cities).name.replace(/市$/, '');
    return `${city}${prefix}${suffix}${company ? '有限公司' : ''}`;
  }
  if (f.key === 'pt') return `${prefix} ${suffix}${company ? ', Lda.' : ''}`;
  return `${prefix} ${suffix}${company ? ' Pvt. Ltd.' : ''}`;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

/** Emails unique within a run (adds a number on collision). */
function emailMaker(r: Random, f: Flavour) {
  const used = new Set<string>();
  return (local: string, domain = r.pick(f.emailDomains)) => {
    let candidate = `${local}@${domain}`;
    let i = 2;
    while (used.has(candidate)) candidate = `${local}${i++}@${domain}`;
    used.add(candidate);
    return candidate;
  };
}

/** Index of the first element whose time is >= t in an ascending list of times. */
function countBefore(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Status paths from creation to each final status (alternatives for cancellations). */
function statusPath(status: number, r: Random, future: boolean): number[] {
  switch (status) {
    case 0:
      return [0];
    case 1:
      return [0, 1];
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
      return Array.from({ length: status + 1 }, (_, i) => i);
    case 7:
      if (future) return r.chance(0.5) ? [0, 7] : [0, 1, 7];
      return r.weighted(
        [
          [0, 7],
          [0, 1, 7],
          [0, 1, 2, 7],
        ],
        [50, 40, 10],
      );
    case 8:
      return [0, 8];
    default:
      if (future) return [0, 1, 9];
      return r.chance(0.8) ? [0, 1, 9] : [0, 1, 2, 9];
  }
}

export function generateOperator(spec: DemoOperator, options: GenerateOptions): OperatorRows {
  const { now, passwordHash } = options;
  const nowMs = now.getTime();
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const f = spec.flavour;
  const root = createRandom(`marketplace-demo:${spec.key}`);
  const idStream = (label: string) => root.fork(`ids:${label}`);
  const currency = spec.currency;

  // Operator ------------------------------------------------------------------------------------
  const operatorId = idStream('operator').uuid();
  const operatorCreated = new Date(nowMs - 760 * DAY);
  const operator: typeof operators.$inferInsert = {
    id: operatorId,
    name: spec.name,
    domains: spec.domains,
    isDefault: spec.isDefault,
    title: spec.title,
    shortName: spec.shortName,
    primaryColor: spec.primaryColor,
    logoUrl: spec.logoUrl,
    currency,
    languages: spec.languages,
    modules: spec.modules,
    push: null,
    createdAt: operatorCreated,
  };

  // Admins --------------------------------------------------------------------------------------
  const ra = root.fork('admins');
  const adminIds = idStream('admins');
  const adminRows: (typeof admins.$inferInsert)[] = [];
  for (const account of spec.accounts) {
    const created = new Date(operatorCreated.getTime() + adminRows.length * HOUR);
    adminRows.push({
      id: adminIds.uuid(),
      operatorId,
      role: account.role,
      email: account.email,
      username: account.username,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      countryCode: f.dialCode,
      countryCodeIso: f.countryIso,
      phoneNumber: mobile(f, ra),
      profileImage: DEMO_IMAGES.avatar(adminRows.length),
      permissions: account.permissions,
      isActive: true,
      createdAt: created,
      updatedAt: created,
    });
  }
  const adminId = adminRows[0]?.id as string;
  const grantable = spec.modules.filter((m) => m !== 'dashboard');
  for (let i = 1; i <= COUNTS.subAdmins; i++) {
    const first = ra.pick(f.firstNames);
    const last = ra.pick(f.lastNames);
    const created = ra.date(nowMs - 700 * DAY, nowMs - 2 * DAY);
    const permissions = ['dashboard', ...ra.sample(grantable, ra.int(1, 7))].sort();
    adminRows.push({
      id: adminIds.uuid(),
      operatorId,
      role: 'SUB_ADMIN',
      email: `${slug(first.ascii)}.${slug(last.ascii)}+${i}@${spec.emailDomain}`,
      username: null,
      passwordHash,
      firstName: first.display,
      lastName: last.display,
      countryCode: f.dialCode,
      countryCodeIso: f.countryIso,
      phoneNumber: mobile(f, ra),
      profileImage: DEMO_IMAGES.avatar(i + 3),
      permissions,
      isActive: ra.chance(0.8),
      createdAt: created,
      updatedAt: ra.date(created, nowMs),
    });
  }

  // Service types and categories -----------------------------------------------------------------
  const rc = root.fork('catalogue');
  const catalogueIds = idStream('catalogue');
  const catalogueCreated = nowMs - 740 * DAY;
  const serviceTypeRows: (typeof serviceTypes.$inferInsert)[] = SERVICE_TYPES.slice(0, spec.serviceTypeCount).map(
    (name, i) => {
      const created = new Date(catalogueCreated + i * MINUTE);
      return { id: catalogueIds.uuid(), operatorId, name, isActive: true, createdAt: created, updatedAt: created };
    },
  );
  const serviceTypeByName = new Map(serviceTypeRows.map((s) => [s.name, s.id as string]));

  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const productRows: (typeof products.$inferInsert)[] = [];
  type ProductInfo = { id: string; price: number; l1: number; created: number; providerId: string | null };
  const productInfo: ProductInfo[] = [];
  let categoryClock = catalogueCreated + HOUR;
  const nextCategoryTime = () => {
    categoryClock += rc.int(2, 90) * MINUTE;
    return new Date(categoryClock);
  };
  // Products are created after providers (some belong to one provider); collect specs first.
  type ProductSpec = { name: string; l1Index: number; l3Id: string; serviceTypeId: string; premium: boolean };
  const productSpecs: ProductSpec[] = [];
  CATALOGUE.forEach((l1, l1Index) => {
    const l1Created = nextCategoryTime();
    const l1Id = catalogueIds.uuid();
    const serviceTypeId = serviceTypeByName.get(l1.serviceType) as string;
    categoryRows.push({
      id: l1Id,
      operatorId,
      level: 1,
      parentId: null,
      serviceTypeId,
      name: l1.name,
      description: l1.description,
      image: DEMO_IMAGES.category(l1Index),
      thumbnail: DEMO_IMAGES.category(l1Index),
      isActive: true,
      createdAt: l1Created,
      updatedAt: l1Created,
    });
    for (const l2 of l1.children) {
      const l2Id = catalogueIds.uuid();
      const l2Created = nextCategoryTime();
      categoryRows.push({
        id: l2Id,
        operatorId,
        level: 2,
        parentId: l1Id,
        serviceTypeId: null,
        name: l2.name,
        description: `${l2.name} services in ${l1.name}.`,
        image: DEMO_IMAGES.category(l1Index),
        thumbnail: DEMO_IMAGES.category(l1Index),
        isActive: rc.chance(0.95),
        createdAt: l2Created,
        updatedAt: l2Created,
      });
      for (const l3 of l2.children) {
        const l3Id = catalogueIds.uuid();
        const l3Created = nextCategoryTime();
        categoryRows.push({
          id: l3Id,
          operatorId,
          level: 3,
          parentId: l2Id,
          serviceTypeId: null,
          name: l3.name,
          description: `${l3.name} (${l2.name}).`,
          image: DEMO_IMAGES.category(l1Index),
          thumbnail: DEMO_IMAGES.category(l1Index),
          isActive: rc.chance(0.95),
          createdAt: l3Created,
          updatedAt: l3Created,
        });
        for (const name of l3.products) productSpecs.push({ name, l1Index, l3Id, serviceTypeId, premium: false });
      }
    }
  });
  for (const base of rc.sample(productSpecs, 6)) {
    productSpecs.push({ ...base, name: `${rc.pick(PRODUCT_EDITIONS)} ${base.name}`, premium: true });
  }

  // Providers ------------------------------------------------------------------------------------
  const rp = root.fork('providers');
  const providerIds = idStream('providers');
  const providerEmail = emailMaker(rp, f);
  type ProviderInfo = {
    id: string;
    name: string;
    firstName: string;
    created: number;
    verified: boolean;
    business: boolean;
  };
  const providerDrafts: { row: typeof providers.$inferInsert; info: ProviderInfo }[] = [];
  for (let i = 0; i < COUNTS.providers; i++) {
    const type = rp.weighted(['Individual', 'Agency', 'Company'], [60, 30, 10]);
    const first = rp.pick(f.firstNames);
    const last = rp.pick(f.lastNames);
    const business = type !== 'Individual';
    const name = business ? businessName(f, rp, type === 'Company') : personName(f, first, last);
    const created = rp.chance(0.3)
      ? rp.date(nowMs - 900 * DAY, nowMs - 366 * DAY)
      : rp.date(nowMs - 365 * DAY, nowMs - HOUR);
    const recent = nowMs - created.getTime() < 14 * DAY;
    const isVerified = rp.chance(recent ? 0.3 : 0.75);
    const isActive = rp.chance(0.92);
    const emailLocal = business
      ? f.key === 'cn'
        ? `service${i + 1}`
        : slug(name)
      : `${slug(first.ascii)}.${slug(last.ascii)}`;
    const addr = address(f, rp);
    const row: typeof providers.$inferInsert = {
      id: providerIds.uuid(),
      operatorId,
      name,
      firstName: first.display,
      lastName: last.display,
      email: providerEmail(emailLocal),
      countryCode: f.dialCode,
      phoneNumber: mobile(f, rp),
      address: addr.full,
      businessType: type,
      workingHours: rp.pick(WORKING_HOURS),
      servicable: isVerified && isActive ? rp.chance(0.85) : rp.chance(0.1),
      rating: isVerified && rp.chance(0.9) ? Math.round((3 + 2 * Math.sqrt(rp.next())) * 10) / 10 : null,
      isVerified,
      isActive,
      profileImage: rp.chance(0.6) ? DEMO_IMAGES.avatar(i) : null,
      createdAt: created,
      updatedAt: rp.date(created, nowMs),
    };
    providerDrafts.push({
      row,
      info: {
        id: row.id as string,
        name,
        firstName: first.display,
        created: created.getTime(),
        verified: isVerified,
        business,
      },
    });
  }
  providerDrafts.sort((a, b) => a.info.created - b.info.created);
  const providerRows = providerDrafts.map((d) => d.row);
  const verifiedProviders = providerDrafts.filter((d) => d.info.verified).map((d) => d.info);
  const verifiedTimes = verifiedProviders.map((p) => p.created);
  const establishedBusinesses = verifiedProviders.filter((p) => p.business && p.created < nowMs - 400 * DAY);

  // Products -------------------------------------------------------------------------------------
  const productIds = idStream('products');
  for (const [k, s] of productSpecs.entries()) {
    const l1 = CATALOGUE[s.l1Index] as (typeof CATALOGUE)[number];
    const [lo, hi] = l1.priceRange;
    const inr = (lo + (hi - lo) * rc.next() ** 2) * (s.premium ? 1.5 : 1);
    const price = nicePrice(inr, currency);
    const created = rc.chance(0.9)
      ? rc.date(nowMs - 700 * DAY, nowMs - 380 * DAY)
      : rc.date(nowMs - 330 * DAY, nowMs - 20 * DAY);
    const owner = establishedBusinesses.length > 0 && rc.chance(0.15) ? rc.pick(establishedBusinesses).id : null;
    const id = productIds.uuid();
    productRows.push({
      id,
      operatorId,
      serviceTypeId: s.serviceTypeId,
      categoryId: s.l3Id,
      name: s.name,
      description: `${s.name} by trained, background-verified professionals. ${l1.description}`,
      basePrice: price,
      bufferTime: rc.pick(l1.bufferTimes),
      displayImage: DEMO_IMAGES.product(s.l1Index, k),
      thumbnail: DEMO_IMAGES.productThumbnail(s.l1Index, k),
      isActive: rc.chance(0.93),
      providerId: owner,
      createdAt: created,
      updatedAt: created,
    });
    productInfo.push({ id, price, l1: s.l1Index, created: created.getTime(), providerId: owner });
  }
  // Variants and images of every third product (their own random stream: the rows above stay as they were).
  const rv = root.fork('product-variants');
  const variantIds = idStream('product-variants');
  const variantRows: (typeof productVariants.$inferInsert)[] = [];
  const optionRows: (typeof productVariantOptions.$inferInsert)[] = [];
  const mediaRows: (typeof productMedia.$inferInsert)[] = [];
  for (const [k, row] of productRows.entries()) {
    if (k % 3 !== 0) continue;
    const productId = row.id as string;
    const baseMinor = Math.round(Number(row.basePrice) * 100);
    const l1Index = productSpecs[k]?.l1Index ?? 0;
    const variants = rv.chance(0.5)
      ? [
          {
            name: 'Size',
            options: [
              ['Small', 1],
              ['Medium', 1.25],
              ['Large', 1.6],
            ] as const,
          },
        ]
      : [
          {
            name: 'Duration',
            options: [
              ['1 hour', 1],
              ['2 hours', 1.8],
            ] as const,
          },
          {
            name: 'Visit',
            options: [
              ['Weekday', 1],
              ['Weekend', 1.15],
            ] as const,
          },
        ];
    for (const [position, variant] of variants.entries()) {
      const variantId = variantIds.uuid();
      variantRows.push({ id: variantId, productId, name: variant.name, position });
      for (const [j, [name, factor]] of variant.options.entries()) {
        optionRows.push({ id: variantIds.uuid(), variantId, name, price: Math.round(baseMinor * factor), position: j });
      }
    }
    for (let m = 0; m < 2; m++) {
      const image = DEMO_IMAGES.product(l1Index, k + m);
      const thumbnail = DEMO_IMAGES.productThumbnail(l1Index, k + m);
      mediaRows.push({ id: variantIds.uuid(), productId, image, thumbnail, position: m, isDefault: m === 0 });
    }
  }

  // Popularity: a random ranking with a long tail.
  const popularity = rc.shuffle(productInfo.map((_, i) => i)).map((rank) => 1 / (rank + 3) ** 0.9);

  // Customers ------------------------------------------------------------------------------------
  const ru = root.fork('customers');
  const customerIds = idStream('customers');
  const customerEmail = emailMaker(ru, f);
  type CustomerInfo = { id: string; first: string; last: string; name: string; created: number; address: Address };
  const customerDrafts: { row: typeof customers.$inferInsert; info: CustomerInfo }[] = [];
  for (let i = 0; i < COUNTS.customers; i++) {
    const first = ru.pick(f.firstNames);
    const last = ru.pick(f.lastNames);
    const created = ru.chance(0.25)
      ? ru.date(nowMs - 730 * DAY, nowMs - 366 * DAY)
      : ru.date(nowMs - 365 * DAY, nowMs - 10 * MINUTE);
    const row: typeof customers.$inferInsert = {
      id: customerIds.uuid(),
      operatorId,
      firstName: first.display,
      lastName: last.display,
      email: ru.chance(0.92) ? customerEmail(`${slug(first.ascii)}.${slug(last.ascii)}${ru.int(1, 99)}`) : null,
      countryCode: f.dialCode,
      phoneNumber: mobile(f, ru),
      profileImage: ru.chance(0.4) ? DEMO_IMAGES.avatar(i) : null,
      isActive: ru.chance(0.95),
      createdAt: created,
      updatedAt: created,
    };
    customerDrafts.push({
      row,
      info: {
        id: row.id as string,
        first: first.display,
        last: last.display,
        name: personName(f, first, last),
        created: created.getTime(),
        address: address(f, ru),
      },
    });
  }
  customerDrafts.sort((a, b) => a.info.created - b.info.created);
  const customerRows = customerDrafts.map((d) => d.row);
  const customerInfo = customerDrafts.map((d) => d.info);
  const customerTimes = customerInfo.map((c) => c.created);

  // Agents ---------------------------------------------------------------------------------------
  const rg = root.fork('agents');
  const agentIds = idStream('agents');
  const agentEmail = emailMaker(rg, f);
  const agentRows: (typeof agents.$inferInsert)[] = [];
  const businesses = verifiedProviders.filter((p) => p.business);
  for (let i = 0; i < COUNTS.agents; i++) {
    const first = rg.pick(f.firstNames);
    const last = rg.pick(f.lastNames);
    const merchant = businesses.length > 0 && rg.chance(0.65) ? rg.pick(businesses) : null;
    const addr = address(f, rg);
    const created = rg.date(Math.max(merchant?.created ?? 0, nowMs - 500 * DAY), nowMs - 2 * DAY);
    agentRows.push({
      id: agentIds.uuid(),
      operatorId,
      name: personName(f, first, last),
      email: agentEmail(`${slug(first.ascii)}.${slug(last.ascii)}`),
      phone: `${f.dialCode} ${mobile(f, rg)}`,
      address: addr.full,
      displayAddress: addr.short,
      merchantId: merchant?.id ?? null,
      merchantName: merchant?.name ?? null,
      rating: rg.chance(0.85) ? Math.round((3 + 2 * Math.sqrt(rg.next())) * 10) / 10 : null,
      servicable: rg.chance(0.75),
      status: rg.chance(0.12) ? 'blocked' : 'active',
      createdAt: created,
      updatedAt: rg.date(created, nowMs),
    });
  }

  // Bookings -------------------------------------------------------------------------------------
  const ro = root.fork('orders');
  const orderIds = idStream('orders');
  const historyIds = idStream('history');
  const txIds = idStream('transactions');
  const localHourWeights = [1, 0, 0, 0, 0, 1, 2, 4, 7, 9, 10, 10, 9, 8, 8, 8, 9, 10, 10, 9, 7, 5, 3, 2];
  const hours = localHourWeights.map((_, h) => h);
  const total = Math.max(0, Math.floor(options.bookings));
  const todayCount = Math.min(total, ro.int(6, 15));
  const created: number[] = [];
  // Past bookings: a day in the last year (more recent days weigh more), at a busy local hour.
  while (created.length < total - todayCount) {
    const dayOffset = ro.int(1, 365);
    if (!ro.chance(0.55 + 0.45 * (1 - dayOffset / 365))) continue;
    const localHour = ro.weighted(hours, localHourWeights);
    const t =
      todayStart -
      dayOffset * DAY +
      (localHour - spec.utcOffsetHours) * HOUR +
      ro.int(0, 59) * MINUTE +
      ro.int(0, 59) * 1000;
    created.push(Math.min(t, todayStart - 1000));
  }
  created.sort((a, b) => a - b);
  // Today's bookings, between midnight (UTC) and now.
  const todayTimes: number[] = [];
  for (let i = 0; i < todayCount; i++)
    todayTimes.push(todayStart + Math.floor(ro.next() * Math.max(1, nowMs - todayStart)));
  todayTimes.sort((a, b) => a - b);

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const txRows: (typeof transactions.$inferInsert)[] = [];
  type OrderInfo = {
    id: string;
    status: number;
    customer: CustomerInfo;
    product: string;
    providerId: string | null;
    lastChange: number;
    scheduledAt: number;
  };
  const orderInfo: OrderInfo[] = [];

  const pickCustomer = (t: number): CustomerInfo => {
    const available = Math.max(1, countBefore(customerTimes, t));
    return customerInfo[Math.floor(available * ro.next() ** 1.3)] as CustomerInfo;
  };
  const pickProvider = (t: number): string | null => {
    if (verifiedProviders.length === 0) return null;
    const available = Math.max(1, countBefore(verifiedTimes, t));
    return (verifiedProviders[Math.floor(available * ro.next())] as ProviderInfo).id;
  };
  const pickProduct = (t: number): ProductInfo => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const p = ro.weighted(productInfo, popularity);
      if (p.created < t) return p;
    }
    return productInfo.find((p) => p.created < t) ?? (productInfo[0] as ProductInfo);
  };

  const allCreated = [...created, ...todayTimes];
  // Statuses forced so that every status appears: the first six bookings of today cover 0..5 and
  // four past bookings cover 6..9.
  const forced = new Map<number, number>();
  for (let i = 0; i < Math.min(6, todayTimes.length); i++) forced.set(created.length + i, i);
  for (let i = 0; i < Math.min(4, created.length); i++) forced.set(Math.floor(((i + 0.5) * created.length) / 4), 6 + i);

  for (let index = 0; index < allCreated.length; index++) {
    const c = allCreated[index] as number;
    const forcedStatus = forced.get(index);
    let scheduled: number;
    let status: number;
    if (forcedStatus !== undefined && forcedStatus >= 2 && forcedStatus <= 5) {
      // In progress: scheduled between creation and now.
      scheduled = c + Math.floor((nowMs - c) * ro.float(0.3, 0.8));
      status = forcedStatus;
    } else {
      const lead = ro.weighted(
        [() => ro.int(60, 360), () => ro.int(360, 2880), () => ro.int(2880, 10080)],
        [40, 40, 20],
      )();
      scheduled = c + lead * MINUTE;
      if (forcedStatus === 0 || forcedStatus === 1) scheduled = Math.max(scheduled, nowMs + ro.int(30, 600) * MINUTE);
      if (forcedStatus !== undefined) status = forcedStatus;
      else if (scheduled > nowMs) status = ro.weighted([0, 1, 7, 8, 9], [35, 45, 10, 5, 5]);
      else if (nowMs - scheduled < 4 * HOUR) status = ro.weighted([2, 3, 4, 5, 6, 7, 9], [15, 15, 15, 20, 25, 5, 5]);
      else status = ro.weighted([6, 7, 8, 9], [74, 13, 8, 5]);
    }
    const future = scheduled > nowMs;
    const customer = pickCustomer(c);
    const product = pickProduct(c);
    const providerId = product.providerId ?? pickProvider(c);
    const quantity = ro.weighted([1, 2, 3, 4], [72, 18, 7, 3]);
    // Money in integer cents so the stored values match SQL arithmetic exactly.
    const subtotalCents = Math.round(product.price * 100) * quantity;
    let discount = 0;
    let discountType = 2;
    let orderCents = subtotalCents;
    const d = ro.next();
    if (d < 0.25) {
      discount = ro.pick([5, 10, 15, 20, 25]);
      discountType = 1;
      orderCents = Math.round((subtotalCents * (100 - discount)) / 100);
    } else if (d < 0.4) {
      const amount = ro.pick(DISCOUNT_AMOUNTS[currency]);
      if (amount * 100 <= subtotalCents * 0.4) {
        discount = amount;
        orderCents = subtotalCents - amount * 100;
      }
    }
    const orderPrice = orderCents / 100;
    const id = orderIds.uuid();

    // Status history with ascending timestamps, never after now.
    const path = statusPath(status, ro, future);
    const times: number[] = [c];
    for (let step = 1; step < path.length; step++) {
      const to = path[step] as number;
      const prev = times[step - 1] as number;
      let t: number;
      switch (to) {
        case 1:
          t = c + ro.int(2, 90) * MINUTE;
          break;
        case 2:
          t = scheduled - ro.int(10, 45) * MINUTE;
          break;
        case 3:
          t = scheduled + ro.int(-10, 15) * MINUTE;
          break;
        case 4:
          t = prev + ro.int(2, 10) * MINUTE;
          break;
        case 5:
          t = prev + ro.int(1, 5) * MINUTE;
          break;
        case 6:
          t = prev + ro.int(30, 240) * MINUTE;
          break;
        case 8:
          t = c + ro.int(5, 180) * MINUTE;
          break;
        default: // 7, 9: some time before the appointment
          t = prev + (Math.max(scheduled, prev + HOUR) - prev) * ro.float(0.1, 0.9);
      }
      times.push(Math.max(Math.round(t), prev + 1000));
    }
    const last = times[times.length - 1] as number;
    if (last > nowMs) {
      const span = Math.max(1, last - c);
      const room = Math.max(0, nowMs - c);
      for (let i = 1; i < times.length; i++) times[i] = c + Math.floor((((times[i] as number) - c) * room) / span);
      for (let i = 1; i < times.length; i++) times[i] = Math.max(times[i] as number, (times[i - 1] as number) + 1);
    }
    path.forEach((to, step) => {
      const from = step === 0 ? null : (path[step - 1] as number);
      let note: string | null = null;
      let changedBy: string | null = null;
      if (to === 7) note = `Cancelled by customer: ${ro.pick(CANCEL_REASONS.customer)}`;
      if (to === 8) note = `Rejected by host: ${ro.pick(CANCEL_REASONS.rejected)}`;
      if (to === 9) note = `Cancelled by host: ${ro.pick(CANCEL_REASONS.host)}`;
      if ((to === 7 || to === 9) && ro.chance(0.15)) changedBy = adminId;
      if (to === 1 && ro.chance(0.05)) changedBy = adminId;
      historyRows.push({
        id: historyIds.uuid(),
        orderId: id,
        operatorId,
        fromStatus: from,
        toStatus: to,
        changedBy,
        note,
        createdAt: new Date(times[step] as number),
      });
    });
    const lastChange = times[times.length - 1] as number;

    orderRows.push({
      id,
      operatorId,
      customerId: customer.id,
      providerId,
      productId: product.id,
      status,
      orderPrice,
      unitPrice: product.price,
      productQuantity: quantity,
      orderDiscount: discount,
      orderDiscountType: discountType,
      scheduledAt: new Date(scheduled),
      orderDate: new Date(c),
      notes: ro.chance(0.25) ? ro.pick(ORDER_NOTES) : null,
      address: customer.address.full,
      createdAt: new Date(c),
      updatedAt: new Date(lastChange),
    });
    orderInfo.push({ id, status, customer, product: product.id, providerId, lastChange, scheduledAt: scheduled });

    // Payment.
    let txStatus: number | null;
    switch (status) {
      case 0:
        txStatus = ro.weighted([2, 0, null], [50, 10, 40]);
        break;
      case 1:
        txStatus = ro.weighted([1, 2, null], [40, 40, 20]);
        break;
      case 6:
        txStatus = nowMs - lastChange < 3 * DAY && ro.chance(0.3) ? 2 : ro.weighted([1, 0], [95, 5]);
        break;
      case 7:
        txStatus = ro.weighted([3, 0, null], [60, 10, 30]);
        break;
      case 8:
        txStatus = ro.weighted([3, null], [40, 60]);
        break;
      case 9:
        txStatus = ro.weighted([3, null], [70, 30]);
        break;
      default:
        txStatus = ro.weighted([1, 2], [70, 30]);
    }
    if (txStatus !== null) {
      const paidAt = Math.min(nowMs, c + ro.int(10, 300) * 1000);
      txRows.push({
        id: txIds.uuid(),
        operatorId,
        orderId: id,
        customerId: customer.id,
        providerId,
        amount: orderPrice,
        discountAmount: subtotalCents > orderCents ? (subtotalCents - orderCents) / 100 : null,
        type: 1,
        status: txStatus,
        createdAt: new Date(paidAt),
        updatedAt: new Date(Math.max(paidAt, txStatus === 3 ? Math.min(nowMs, lastChange + DAY) : paidAt)),
      });
    }
  }

  // Payouts --------------------------------------------------------------------------------------
  const rpay = root.fork('payouts');
  const payoutIds = idStream('payouts');
  const payoutRows: (typeof payouts.$inferInsert)[] = [];
  const payoutHistoryIds = idStream('payout-history');
  const payoutHistoryRows: (typeof payoutStatusHistory.$inferInsert)[] = [];
  const payoutInfo: { id: string; providerId: string; created: number; status: number; amount: number }[] = [];
  const [payMin, payMax] = PAYOUT_RANGE[currency];
  for (let i = 0; i < COUNTS.payouts && verifiedProviders.length > 0; i++) {
    const provider = rpay.pick(verifiedProviders);
    // The first three cover every state; the rest depend on age.
    const createdAt =
      i === 0
        ? rpay.date(nowMs - 3 * DAY, nowMs - HOUR)
        : rpay.date(Math.max(provider.created, nowMs - 365 * DAY), nowMs - HOUR);
    const age = nowMs - createdAt.getTime();
    let status: number;
    if (i < 3) status = i;
    else if (age < 10 * DAY) status = rpay.weighted([0, 1, 2], [80, 15, 5]);
    else status = rpay.weighted([1, 2, 0], [75, 20, 5]);
    if (i >= 3 && status !== 0 && age < 2 * HOUR) status = 0;
    const decided = status === 0 ? null : Math.min(nowMs, createdAt.getTime() + rpay.int(1, 72) * HOUR);
    const raw = payMin + (payMax - payMin) * rpay.next() ** 2;
    const amount = currency === 'INR' || currency === 'CNY' ? Math.round(raw) : round2(raw);
    const id = payoutIds.uuid();
    payoutRows.push({
      id,
      operatorId,
      providerId: provider.id,
      amount,
      status,
      proof: status === 1 ? [DEMO_IMAGES.proof(i)] : status === 2 && rpay.chance(0.5) ? [DEMO_IMAGES.proof(i)] : [],
      decidedBy: decided === null ? null : adminId,
      decidedAt: decided === null ? null : new Date(decided),
      note: status === 2 ? rpay.pick(PAYOUT_REJECTION_NOTES) : null,
      createdAt,
      updatedAt: decided === null ? createdAt : new Date(decided),
    });
    if (decided !== null) {
      payoutHistoryRows.push({
        id: payoutHistoryIds.uuid(),
        payoutId: id,
        operatorId,
        fromStatus: 0,
        toStatus: status,
        adminId,
        note: status === 2 ? (payoutRows.at(-1)?.note ?? null) : null,
        createdAt: new Date(decided),
      });
    }
    payoutInfo.push({ id, providerId: provider.id, created: createdAt.getTime(), status, amount });
  }

  // Support requests -----------------------------------------------------------------------------
  const rs = root.fork('support');
  const supportIds = idStream('support');
  const supportRows: (typeof supportRequests.$inferInsert)[] = [];
  for (let i = 0; i < COUNTS.support; i++) {
    const fromCustomer = i % 2 === 0;
    const createdAt = rs.date(nowMs - 90 * DAY, nowMs - 5 * MINUTE);
    const age = nowMs - createdAt.getTime();
    const status =
      age < 3 * DAY
        ? rs.weighted(['open', 'pending'], [70, 30])
        : rs.weighted(['resolved', 'closed', 'pending', 'open'], [55, 30, 10, 5]);
    const customer = fromCustomer
      ? (customerInfo[Math.floor(rs.next() * Math.max(1, countBefore(customerTimes, createdAt.getTime())))] ??
        customerInfo[0])
      : null;
    const provider = fromCustomer ? null : rs.pick(providerDrafts).info;
    const subject = rs.pick(fromCustomer ? SUPPORT_SUBJECTS.customer : SUPPORT_SUBJECTS.provider);
    supportRows.push({
      id: supportIds.uuid(),
      operatorId,
      customerId: customer?.id ?? null,
      providerId: provider?.id ?? null,
      audience: fromCustomer ? 'customer' : 'provider',
      subject,
      message: `${subject}. Please look into this as soon as possible.`,
      status,
      createdAt,
      updatedAt: rs.date(createdAt, nowMs),
    });
  }

  // Notifications --------------------------------------------------------------------------------
  const rn = root.fork('notifications');
  const notificationIds = idStream('notifications');
  const notificationRows: (typeof notifications.$inferInsert)[] = [];
  const readRows: (typeof notificationReads.$inferInsert)[] = [];
  const addNotification = (n: Omit<typeof notifications.$inferInsert, 'id' | 'operatorId' | 'recipientAdminId'>) => {
    const createdAt = n.createdAt as Date;
    const age = nowMs - createdAt.getTime();
    const read = age > 2 * DAY ? rn.chance(0.8) : age > 2 * HOUR ? rn.chance(0.3) : false;
    const id = notificationIds.uuid();
    const recipientAdminId = rn.chance(0.15) ? adminId : null;
    const readAt = read ? new Date(Math.min(nowMs, createdAt.getTime() + rn.int(5, 600) * MINUTE)) : null;
    notificationRows.push({ id, operatorId, recipientAdminId, ...n });
    // An old notification has been read by everyone it was for (the main admin, or every admin).
    if (readAt) {
      const readers = recipientAdminId ? [recipientAdminId] : adminRows.map((a) => a.id as string);
      for (const reader of readers) readRows.push({ notificationId: id, adminId: reader, readAt });
    }
  };
  const productNames = new Map(productRows.map((p) => [p.id as string, p.name]));
  // What a notification says is a code and parameters (decision 007); title and message keep the English.
  type Coded = Omit<
    typeof notifications.$inferInsert,
    'id' | 'operatorId' | 'recipientAdminId' | 'title' | 'message'
  > & {
    code: NotificationCode;
    params: MessageParams;
  };
  const addCoded = (n: Coded) => addNotification({ ...n, ...englishNotification(n) });
  const recentOrders = [...orderInfo]
    .sort((a, b) => b.lastChange - a.lastChange)
    .slice(0, COUNTS.notifications.booking);
  for (const o of recentOrders) {
    const params = { customer: o.customer.name, product: productNames.get(o.product) ?? '', booking: o.id };
    addCoded({
      ...(o.status === 0
        ? { code: 'notification.booking_received', params }
        : { code: 'notification.booking_update', params: { ...params, status: o.status } }),
      label: 'bookings',
      icon: 'calendar-event',
      color: o.status >= 7 ? '#F74141' : o.status === 6 ? '#12B886' : '#1B86FE',
      pushType: 11,
      pushTypeId: o.id,
      subOrderId: o.id,
      createdAt: new Date(o.lastChange),
    });
  }
  const recentProviders = [...providerDrafts].sort((a, b) => b.info.created - a.info.created);
  for (const d of recentProviders.slice(0, COUNTS.notifications.provider)) {
    const p = d.info;
    const verifiedLater = p.verified && rn.chance(0.5);
    const at = verifiedLater ? Math.min(nowMs, p.created + rn.int(1, 96) * HOUR) : p.created;
    addCoded({
      code: verifiedLater ? 'notification.provider_verified' : 'notification.provider_signup',
      params: { provider: p.name },
      label: 'providers',
      icon: 'building-store',
      color: verifiedLater ? '#12B886' : '#7950F2',
      pushType: 12,
      pushTypeId: p.id,
      providerId: p.id,
      createdAt: new Date(at),
    });
  }
  const providerNames = new Map(providerDrafts.map((d) => [d.info.id, d.info.name]));
  for (const p of [...payoutInfo].sort((a, b) => b.created - a.created).slice(0, COUNTS.notifications.payout)) {
    addCoded({
      code: 'notification.payout_requested',
      params: { provider: providerNames.get(p.providerId) ?? null, amount: p.amount, currency },
      label: 'payouts',
      icon: 'cash',
      color: '#F59F00',
      pushType: 13,
      pushTypeId: p.id,
      providerId: p.providerId,
      createdAt: new Date(p.created),
    });
  }
  const customerNames = new Map(customerInfo.map((c) => [c.id, c.name]));
  for (const s of supportRows) {
    const byCustomer = s.customerId !== null;
    const user = byCustomer ? customerNames.get(s.customerId ?? '') : providerNames.get(s.providerId ?? '');
    addCoded({
      code: byCustomer ? 'notification.support_customer' : 'notification.support_provider',
      params: { user: user ?? null, subject: s.subject },
      label: 'support',
      icon: 'headset',
      color: '#FD7E14',
      pushType: 14,
      pushTypeId: s.id as string,
      providerId: byCustomer ? null : s.providerId,
      customerId: byCustomer ? s.customerId : null,
      createdAt: s.createdAt as Date,
    });
  }
  for (const c of [...customerInfo].reverse().slice(0, COUNTS.notifications.customer)) {
    addCoded({
      code: 'notification.customer_signup',
      params: { customer: c.name },
      label: 'customers',
      icon: 'user-plus',
      color: '#1B86FE',
      pushType: 15,
      pushTypeId: c.id,
      customerId: c.id,
      createdAt: new Date(c.created),
    });
  }

  return {
    operator,
    admins: adminRows,
    serviceTypes: serviceTypeRows,
    categories: categoryRows,
    providers: providerRows,
    products: productRows,
    productVariants: variantRows,
    productVariantOptions: optionRows,
    productMedia: mediaRows,
    customers: customerRows,
    agents: agentRows,
    orders: orderRows,
    history: historyRows,
    transactions: txRows,
    payouts: payoutRows,
    payoutHistory: payoutHistoryRows,
    supportRequests: supportRows,
    notifications: notificationRows,
    notificationReads: readRows,
  };
}
