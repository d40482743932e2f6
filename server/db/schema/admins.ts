import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/** Console users: role ADMIN (all of the operator's modules) or SUB_ADMIN (modules in `permissions`). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['ADMIN', 'SUB_ADMIN'] }).notNull(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    countryCode: text('country_code'),
    countryCodeIso: text('country_code_iso'),
    phoneNumber: text('phone_number'),
    profileImage: text('profile_image'),
    /** Module keys granted to a sub-admin (ignored for ADMIN). */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Removed (DELETE /sub-admins/{id}): the row stays so that what the account did keeps its name, but it
     * cannot sign in (inactive, email and password replaced) and no list shows it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Asked for through the register page (POST /auth/register): inactive until an ADMIN approves it by
     * activating it (which clears this), or removes it.
     */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admins_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('admins_username_idx').on(sql`lower(${t.username})`),
    index('admins_operator_idx').on(t.operatorId, t.createdAt),
    // The sub-admins search (full name or email contains the term) and its count read these, not every account.
    index('admins_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('admins_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // The sub-admins list (sub-admins that are neither removed nor awaiting approval) in each of its orders,
    // ties by creation time and id (issue 14); the name sorts on the expression the list orders by.
    ...(
      [
        ['admins_sub_admin_name_idx', sql`lower(${t.firstName} || ' ' || ${t.lastName})`],
        ['admins_sub_admin_email_idx', t.email],
        ['admins_sub_admin_status_idx', t.isActive],
        ['admins_sub_admin_created_idx', null],
      ] as const
    ).map(([name, key]) =>
      index(name)
        .on(t.operatorId, ...(key ? [key] : []), t.createdAt, t.id)
        .where(sql`${t.role} = 'SUB_ADMIN' and ${t.deletedAt} is null and ${t.requestedAt} is null`),
    ),
  ],
);
