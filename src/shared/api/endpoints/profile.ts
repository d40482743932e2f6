import { MeDataSchema } from '../../schemas/auth';
import { ChangePasswordBodySchema, ProfileBodySchema, UploadDataSchema } from '../../schemas/profile';
import type { Endpoint } from '../endpoint';
import { OkSchema } from '../endpoint';

export const profileEndpoints = {
  updateProfile: {
    method: 'PATCH',
    path: '/me',
    summary: "Update the signed-in user's name, phone and picture",
    tag: 'auth',
    auth: 'user',
    body: ProfileBodySchema,
    data: MeDataSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/me/password',
    summary: 'Change the password (current password required); other sessions are signed out',
    tag: 'auth',
    auth: 'user',
    body: ChangePasswordBodySchema,
    data: OkSchema,
  },
  upload: {
    method: 'POST',
    path: '/uploads',
    summary:
      'Upload an image (multipart: file, flag). PNG, JPEG, WebP or GIF, checked by content, at most 5 MB; decoded and ' +
      'encoded again without metadata (EXIF location never kept, orientation applied), with a WebP thumbnail (256 px)',
    tag: 'uploads',
    auth: 'user',
    multipart: true,
    multipartFields: {
      file: { description: 'The image', file: true, required: true },
      flag: {
        description: 'What the image is for: profile, category, product, proof, banner or branding (default profile)',
      },
    },
    errors: {
      413: 'The image is larger than 5 MB (upload.too_large)',
      415: 'Not multipart/form-data',
      422: 'Not an accepted image: upload.not_image, upload.not_allowed, upload.damaged (cannot be decoded), upload.extra_data, upload.sides',
    },
    data: UploadDataSchema,
  },
} as const satisfies Record<string, Endpoint>;
