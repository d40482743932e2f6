import * as v from 'valibot';
import { LOCALES } from '../locales';
import { MODULES } from '../modules';
import { UuidSchema } from './common';

export const OperatorLookupQuerySchema = v.object({
  domain: v.pipe(
    v.string('domain must be text'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('please enter domain'),
    v.maxLength(253, 'domain is too long'),
    v.regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be a host name'),
  ),
});
export const OperatorLookupDataSchema = v.object({ operatorId: UuidSchema, name: v.string() });

export const PushConfigSchema = v.nullable(
  v.object({
    apiKey: v.string(),
    authDomain: v.optional(v.string()),
    projectId: v.string(),
    messagingSenderId: v.string(),
    appId: v.string(),
    vapidKey: v.string(),
  }),
);

export const OperatorConfigSchema = v.object({
  operatorId: UuidSchema,
  name: v.string(),
  title: v.string(),
  shortName: v.string(),
  currency: v.string(),
  languages: v.array(v.picklist(LOCALES)),
  primaryColor: v.pipe(v.string(), v.hexColor()),
  logoUrl: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  modules: v.array(v.picklist(MODULES)),
  push: PushConfigSchema,
  // Settings → General (issue 68); optional so a configuration cached by an older console still reads.
  /** The install icon the operator uploaded (null: drawn in its colour). */
  iconUrl: v.optional(v.nullable(v.string())),
  /** IANA time zone of the operator's business. */
  timeZone: v.optional(v.string()),
  supportEmail: v.optional(v.nullable(v.string())),
  supportPhone: v.optional(v.nullable(v.string())),
});
export type OperatorConfig = v.InferOutput<typeof OperatorConfigSchema>;
