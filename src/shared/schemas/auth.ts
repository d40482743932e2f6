import * as v from 'valibot';
import { MODULES } from '../modules';
import { UuidSchema } from './common';

const trimmed = (field: string, max: number) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`please enter ${field}`),
    v.maxLength(max, `${field} is too long`),
  );

export const ClientLoginBodySchema = v.object({
  clientId: trimmed('clientId', 200),
  clientSecret: v.pipe(
    v.string('clientSecret must be text'),
    v.nonEmpty('please enter clientSecret'),
    v.maxLength(500),
  ),
});
export const ClientLoginDataSchema = v.object({ clientToken: v.string(), expiresIn: v.number() });

export const LoginBodySchema = v.object({
  username: trimmed('username', 320),
  password: v.pipe(
    v.string('password must be text'),
    v.nonEmpty('please enter password'),
    v.maxLength(1024, 'password is too long'),
  ),
  deviceToken: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4096))),
});
export type LoginBody = v.InferInput<typeof LoginBodySchema>;

export const RoleSchema = v.picklist(['ADMIN', 'SUB_ADMIN']);
export type Role = v.InferOutput<typeof RoleSchema>;

export const SessionUserSchema = v.object({
  id: UuidSchema,
  operatorId: UuidSchema,
  email: v.string(),
  username: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  countryCode: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  profileImage: v.nullable(v.string()),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

export const TokenPairSchema = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  /** Seconds until the access token expires. */
  expiresIn: v.number(),
  refreshExpiresIn: v.number(),
});
export type TokenPair = v.InferOutput<typeof TokenPairSchema>;

export const LoginDataSchema = v.object({
  ...TokenPairSchema.entries,
  role: RoleSchema,
  user: SessionUserSchema,
  modules: v.array(v.picklist(MODULES)),
});
export type LoginData = v.InferOutput<typeof LoginDataSchema>;

export const RefreshBodySchema = v.object({
  refreshToken: v.pipe(
    v.string('refreshToken must be text'),
    v.nonEmpty('please enter refreshToken'),
    v.maxLength(200),
  ),
  deviceToken: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4096))),
});
export const RefreshDataSchema = TokenPairSchema;

export const LogoutBodySchema = v.object({
  refreshToken: v.pipe(
    v.string('refreshToken must be text'),
    v.nonEmpty('please enter refreshToken'),
    v.maxLength(200),
  ),
});

export const MeDataSchema = v.object({
  user: SessionUserSchema,
  role: RoleSchema,
  modules: v.array(v.picklist(MODULES)),
});
export type MeData = v.InferOutput<typeof MeDataSchema>;
