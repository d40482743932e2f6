import * as v from 'valibot';
import { isValidPhone, phoneParts } from '../phone';
import { ConfirmPasswordSchema, NewPasswordSchema } from './profile';
import { PermissionSchema } from './sub-admins';

/**
 * A sub-admin as the add/edit dialog sends it (spec part 2 §3, §5): names, email, phone checked for its country
 * with libphonenumber-js (decision 009; spaces stripped), the profile image (an uploaded image's URL, required),
 * and on add the password (minimum length, `min_length_password`) with its confirmation (`password_mismatch`).
 * The same schemas validate the dialog in the browser and the request on the server.
 */
const name = v.pipe(v.string(), v.trim(), v.nonEmpty('validations.required'), v.maxLength(80));

export const SubAdminFieldsSchema = v.object({
  firstName: name,
  lastName: name,
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.maxLength(254),
    v.email('invalid_email'),
    v.toLowerCase(),
  ),
  /** The dial code (`+91`). */
  countryCode: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.regex(/^\+?\d{1,4}$/, 'invalid_phone'),
  ),
  /** The picker's country (`IN`); kept to show the same flag again. */
  countryCodeIso: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z]{2})?$/, 'validations.invalid')), ''),
  /** The national number; spaces are dropped. */
  phoneNumber: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/\s+/g, '')),
    v.nonEmpty('validations.required'),
    v.maxLength(20),
  ),
  /** An uploaded image (`/uploads/<id>.<ext>`, from POST /upload). */
  profileImage: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validations.required'),
    v.maxLength(200),
    v.regex(/^\/uploads\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/, 'subadmin.image_not_uploaded'),
  ),
});

/** The dial code and the national number's digits, as stored. */
const storedPhone = <T extends { countryCode: string; phoneNumber: string; countryCodeIso: string }>(body: T) => {
  const parts = phoneParts(body.countryCode, body.phoneNumber);
  return {
    ...body,
    countryCode: parts?.countryCode ?? body.countryCode,
    phoneNumber: parts?.phoneNumber ?? body.phoneNumber,
    countryCodeIso: body.countryCodeIso === '' ? null : body.countryCodeIso.toUpperCase(),
  };
};

export const SubAdminCreateBodySchema = v.pipe(
  v.object({
    ...SubAdminFieldsSchema.entries,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    /** The modules granted at once; a new sub-admin gets dashboard when none is given. */
    permissions: v.optional(v.pipe(v.array(PermissionSchema), v.maxLength(40)), [{ module: 'dashboard' }]),
  }),
  v.forward(
    v.partialCheck(
      [['countryCode'], ['phoneNumber']],
      (input) => isValidPhone(input.countryCode, input.phoneNumber),
      'invalid_phone',
    ),
    ['phoneNumber'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'password_mismatch',
    ),
    ['confirmPassword'],
  ),
  v.transform(({ confirmPassword: _, ...body }) => storedPhone(body)),
);
export type SubAdminCreateBody = v.InferInput<typeof SubAdminCreateBodySchema>;

export const SubAdminUpdateBodySchema = v.pipe(
  SubAdminFieldsSchema,
  v.forward(
    v.partialCheck(
      [['countryCode'], ['phoneNumber']],
      (input) => isValidPhone(input.countryCode, input.phoneNumber),
      'invalid_phone',
    ),
    ['phoneNumber'],
  ),
  v.transform(storedPhone),
);
export type SubAdminUpdateBody = v.InferInput<typeof SubAdminUpdateBodySchema>;
