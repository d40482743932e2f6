import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { SUB_ADMINS_LIST } from '../../../src/shared/lists';
import type * as v from 'valibot';
import { isModuleKey, type ModuleKey } from '../../../src/shared/modules';
import { formatPhone } from '../../../src/shared/phone';
import type { SubAdminCreateBodySchema, SubAdminUpdateBodySchema } from '../../../src/shared/schemas/sub-admin-body';
import type { SubAdminDetail, SubAdminRow } from '../../../src/shared/schemas/sub-admins';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/client';
import { admins, deviceTokens, media, operators, refreshTokens, savedViews } from '../../db/schema';
import { coded } from '../../../src/shared/messages';
import { conflict, fieldError, forbidden, HttpError, unprocessable } from '../../lib/errors';
import { entity, type RecordOf } from '../../lib/entity';
import { hashPassword } from '../../lib/password';
import type { IdScope } from '../../lib/scoped';

const NOT_FOUND = 'subadmin.not_found';

const columns = {
  id: admins.id,
  role: admins.role,
  firstName: admins.firstName,
  lastName: admins.lastName,
  email: admins.email,
  countryCode: admins.countryCode,
  countryCodeIso: admins.countryCodeIso,
  phoneNumber: admins.phoneNumber,
  profileImage: admins.profileImage,
  isActive: admins.isActive,
  permissions: admins.permissions,
  requestedAt: admins.requestedAt,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
};

type Record_ = RecordOf<typeof columns>;

/** The operator's accounts by id and in the list: never a removed one. */
const account = entity(
  admins,
  NOT_FOUND,
  {
    columns,
    toRow: ({ isActive, permissions: _, requestedAt, ...r }): SubAdminRow => ({
      ...r,
      requested: requestedAt !== null,
      phone: formatPhone(r.countryCode, r.phoneNumber),
      status: isActive ? 1 : 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }),
    filter: (q: { search?: string | undefined; status?: 0 | 1 | 'requested' | undefined }) => [
      eq(admins.role, 'SUB_ADMIN'),
      q.status === 'requested' ? isNotNull(admins.requestedAt) : isNull(admins.requestedAt),
      q.status === undefined || q.status === 'requested' ? undefined : eq(admins.isActive, q.status === 1),
    ],
    // The full name contains the first and the last name, so it finds both (admins_full_name_trgm_idx). Numbers
    // are stored as the dial code and the national digits: digits typed with spaces find them too.
    search: ({ pattern, digits }) => [
      sql`(${admins.firstName} || ' ' || ${admins.lastName}) ilike ${pattern}`,
      sql`${admins.email} ilike ${pattern}`,
      digits ? sql`(coalesce(${admins.countryCode}, '') || ${admins.phoneNumber}) like ${`%${digits}%`}` : undefined,
      digits
        ? sql`(replace(coalesce(${admins.countryCode}, ''), '+', '') || ${admins.phoneNumber}) like ${`%${digits}%`}`
        : undefined,
    ],
    /** Newest first, or a whitelisted field with the creation time and id after it (a total order). */
    sort: {
      list: SUB_ADMINS_LIST,
      fields: {
        name: sql`lower(${admins.firstName} || ' ' || ${admins.lastName})`,
        email: admins.email,
        status: admins.isActive,
        createdAt: admins.createdAt,
      },
      tieBreaker: [admins.createdAt, admins.id],
    },
    counted: 'sub-admins',
    buckets: (q) => (q.status === undefined ? ['0', '1'] : [String(q.status)]),
  },
  isNull(admins.deletedAt),
);
const { toRow } = account;

export const listSubAdmins = account.page;

// One account ----------------------------------------------------------------------------------

/** The account `id` as the caller may act on it: a sub-admin never acts on an ADMIN account (403). */
async function target(db: Db, caller: Caller, id: string): Promise<Record_> {
  const row = await account.find(db, caller.operatorId, id);
  if (row.role === 'ADMIN' && caller.role !== 'ADMIN') throw forbidden('subadmin.admin_account');
  return row;
}

async function operatorModules(db: Db, operatorId: string): Promise<ModuleKey[]> {
  const [row] = await db.select({ modules: operators.modules }).from(operators).where(eq(operators.id, operatorId));
  return (row?.modules ?? []).filter(isModuleKey);
}

async function detailOf(db: Db, operatorId: string, row: Record_): Promise<SubAdminDetail> {
  const enabled = await operatorModules(db, operatorId);
  const held = row.role === 'ADMIN' ? enabled : enabled.filter((m) => row.permissions.includes(m));
  return { ...toRow(row), permissions: held.map((module) => ({ module })), operatorModules: enabled };
}

/** The routes of one account: a malformed, unknown or other operator's id is 404 (an ADMIN's, to a sub-admin, 403). */
export const subAdmin: IdScope = {
  notFound: NOT_FOUND,
  exists: (db, _operatorId, id, caller) => target(db, caller as Caller, id),
};

export async function getSubAdmin(db: Db, caller: Caller, id: string): Promise<SubAdminDetail> {
  return detailOf(db, caller.operatorId, await target(db, caller, id));
}

/**
 * What the caller may grant: modules the operator has that the caller holds (an ADMIN holds all of them).
 * Anything else is an escalation: 403 naming the module.
 */
function checkGrantable(caller: Caller, modules: readonly string[]): void {
  for (const module of modules) {
    if (!isModuleKey(module) || !caller.modules.includes(module)) {
      throw forbidden('subadmin.cannot_grant', { module });
    }
  }
}

/** The profile image must be an image this operator uploaded. */
async function checkImage(db: Db, operatorId: string, url: string): Promise<void> {
  const id = /^\/uploads\/([0-9a-f-]{36})\./.exec(url)?.[1];
  const [found] = id
    ? await db
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.id, id), eq(media.operatorId, operatorId)))
        .limit(1)
    : [];
  if (!found) throw unprocessable({ profileImage: fieldError('subadmin.image_not_uploaded') });
}

async function checkEmailFree(db: Db, email: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(sql`lower(${admins.email}) = lower(${email})`, exceptId ? ne(admins.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw emailTaken();
}

const emailTaken = () =>
  new HttpError(409, coded('subadmin.email_taken'), { email: fieldError('subadmin.email_taken') });

/** A unique-index violation on the email (two adds racing) is the same 409 as a checked one. */
function mapUniqueViolation(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') throw emailTaken();
  throw error;
}

type CreateBody = v.InferOutput<typeof SubAdminCreateBodySchema>;
type UpdateBody = v.InferOutput<typeof SubAdminUpdateBodySchema>;

export async function createSubAdmin(db: Db, caller: Caller, body: CreateBody): Promise<SubAdminRow> {
  const permissions = [...new Set(body.permissions.map((p) => p.module))];
  checkGrantable(caller, permissions);
  await checkImage(db, caller.operatorId, body.profileImage);
  await checkEmailFree(db, body.email);
  const passwordHash = await hashPassword(body.password);
  const [created] = await db
    .insert(admins)
    .values({
      operatorId: caller.operatorId,
      role: 'SUB_ADMIN',
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      countryCode: body.countryCode,
      countryCodeIso: body.countryCodeIso,
      phoneNumber: body.phoneNumber,
      profileImage: body.profileImage,
      permissions,
      isActive: true,
    })
    .returning(columns)
    .catch(mapUniqueViolation);
  return toRow(created as Record_);
}

export async function updateSubAdmin(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<SubAdminRow> {
  await target(db, caller, id);
  await checkImage(db, caller.operatorId, body.profileImage);
  await checkEmailFree(db, body.email, id);
  return account
    .update(db, caller.operatorId, id, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      countryCode: body.countryCode,
      countryCodeIso: body.countryCodeIso,
      phoneNumber: body.phoneNumber,
      profileImage: body.profileImage,
    })
    .catch(mapUniqueViolation);
}

/** Nobody deactivates or removes their own account (and so never the last active ADMIN by themselves). */
function notSelf(caller: Caller, id: string): void {
  if (caller.adminId === id.toLowerCase()) throw conflict('subadmin.self');
}

/**
 * Locks the operator's active ADMIN accounts and refuses when `row` is the last of them (409). Two ADMINs
 * deactivating each other at once: the second waits for the first and then finds itself the last.
 */
async function keepOneAdmin(db: Db, operatorId: string, row: Record_): Promise<void> {
  if (row.role !== 'ADMIN') return;
  const active = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        eq(admins.operatorId, operatorId),
        isNull(admins.deletedAt),
        eq(admins.role, 'ADMIN'),
        eq(admins.isActive, true),
      ),
    )
    .for('update');
  if (active.filter((a) => a.id !== row.id).length === 0) throw conflict('subadmin.last_admin');
}

/** Ends every session of the account and stops its devices' pushes. */
async function endSessions(db: Db, adminId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.adminId, adminId), isNull(refreshTokens.revokedAt)));
  await db.delete(deviceTokens).where(eq(deviceTokens.adminId, adminId));
}

export async function setSubAdminStatus(db: Db, caller: Caller, id: string, status: number): Promise<SubAdminRow> {
  const row = await target(db, caller, id);
  notSelf(caller, id);
  return db.transaction(async (tx) => {
    if (status === 0) {
      await keepOneAdmin(tx, caller.operatorId, row);
      await endSessions(tx, row.id);
    }
    // Activating a requested account approves it: it joins the team.
    return account.update(tx, caller.operatorId, row.id, {
      isActive: status === 1,
      ...(status === 1 ? { requestedAt: null } : {}),
    });
  });
}

/**
 * Replaces the modules the caller holds: what the account has beyond them stays as it is (a sub-admin cannot
 * take away what it could not give). An ADMIN holds every module already; nobody changes their own rights.
 */
export async function setSubAdminPermissions(
  db: Db,
  caller: Caller,
  id: string,
  requested: readonly { module: string }[],
): Promise<SubAdminDetail> {
  const row = await target(db, caller, id);
  if (caller.adminId === row.id) throw forbidden('subadmin.own_rights');
  if (row.role === 'ADMIN') throw conflict('subadmin.admin_has_all');
  const wanted = [...new Set(requested.map((p) => p.module))];
  checkGrantable(caller, wanted);
  const kept = row.permissions.filter((m) => !(caller.modules as string[]).includes(m));
  const permissions = [...new Set([...kept, ...wanted])];
  const updated = await db
    .update(admins)
    .set({ permissions, updatedAt: sql`now()` })
    .where(account.where(caller.operatorId, row.id))
    .returning(columns);
  return detailOf(db, caller.operatorId, account.found(updated));
}

/**
 * Removes an account: it stays as a row (what it did keeps its name) but cannot sign in (inactive; email and
 * password replaced, so the address may be used again), is in no list, and its sessions, devices and saved
 * views end.
 */
export async function deleteSubAdmin(db: Db, caller: Caller, id: string): Promise<{ id: string }> {
  const row = await target(db, caller, id);
  notSelf(caller, id);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    await keepOneAdmin(tx, caller.operatorId, row);
    await endSessions(tx, row.id);
    await tx.delete(savedViews).where(eq(savedViews.adminId, row.id));
    await tx
      .update(admins)
      .set({
        deletedAt: sql`now()`,
        isActive: false,
        email: `removed+${row.id}@removed.invalid`,
        username: null,
        passwordHash: unusable,
        permissions: [],
        updatedAt: sql`now()`,
      })
      .where(account.where(caller.operatorId, row.id));
  });
  return { id: row.id };
}
