import * as v from 'valibot';

const name = (field: string) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`please enter ${field}`),
    v.maxLength(80, `${field} is too long`),
  );

export const PASSWORD_MIN_LENGTH = 8;

/** A new password in a request body: required, at least `PASSWORD_MIN_LENGTH`, at most 128 characters. */
export const NewPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('validations.required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'min_length_password'),
  v.maxLength(128),
);
/** Its confirmation: required, at most 128 characters (the match is checked on the object). */
export const ConfirmPasswordSchema = v.pipe(v.string(), v.nonEmpty('validations.required'), v.maxLength(128));

/** The signed-in user's own details (Profile page). */
export const ProfileBodySchema = v.object({
  firstName: name('first name'),
  lastName: v.pipe(v.string('last name must be text'), v.trim(), v.maxLength(80, 'last name is too long')),
  countryCode: v.nullish(v.pipe(v.string(), v.trim(), v.regex(/^\+\d{1,4}$/, 'must be a dial code like +91'))),
  phoneNumber: v.nullish(
    v.pipe(
      v.string(),
      v.transform((s) => s.replace(/[\s-]/g, '')),
      v.regex(/^\d{6,15}$/, 'must be a phone number of 6 to 15 digits'),
    ),
  ),
  profileImage: v.nullish(
    v.pipe(v.string(), v.maxLength(500), v.regex(/^\/(uploads|demo)\/[\w./-]+$/, 'must be an uploaded image')),
  ),
});
export type ProfileBody = v.InferInput<typeof ProfileBodySchema>;

export const ChangePasswordBodySchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty('please enter current password'), v.maxLength(1024)),
    newPassword: v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`),
      v.maxLength(128, 'must have at most 128 characters'),
      v.regex(/[A-Za-z]/, 'must contain a letter'),
      v.regex(/\d/, 'must contain a digit'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      'must differ from the current password',
    ),
    ['newPassword'],
  ),
);

/**
 * An upload's answer: `image` is the URL of the image (decoded and encoded again, without metadata), `thumbnail`
 * the URL of a WebP at most 256 px on its longer side; both names are unique and never change (cached a year).
 */
export const UploadDataSchema = v.object({
  image: v.string(),
  thumbnail: v.string(),
  id: v.string(),
  mimeType: v.string(),
  size: v.number(),
  width: v.number(),
  height: v.number(),
});
export type UploadData = v.InferOutput<typeof UploadDataSchema>;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_FLAGS = ['profile', 'category', 'product', 'proof', 'banner', 'branding'] as const;
