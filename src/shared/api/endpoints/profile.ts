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
    summary: 'Upload an image (multipart: file, flag). PNG, JPEG, WebP or GIF, checked by content, at most 2 MB',
    tag: 'uploads',
    auth: 'user',
    multipart: true,
    data: UploadDataSchema,
  },
} as const satisfies Record<string, Endpoint>;
