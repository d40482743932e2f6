import type { Endpoint } from '../endpoint';
import { OkSchema } from '../endpoint';
import {
  ClientLoginBodySchema,
  ClientLoginDataSchema,
  LoginBodySchema,
  LoginDataSchema,
  LogoutBodySchema,
  MeDataSchema,
  RefreshBodySchema,
  RefreshDataSchema,
} from '../../schemas/auth';

export const authEndpoints = {
  clientLogin: {
    method: 'POST',
    path: '/auth/client-login',
    summary: 'Exchange the web client credentials for a short-lived client token',
    tag: 'auth',
    auth: 'public',
    body: ClientLoginBodySchema,
    data: ClientLoginDataSchema,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email or username and password (requires X-Client-Token)',
    tag: 'auth',
    auth: 'client',
    body: LoginBodySchema,
    data: LoginDataSchema,
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Rotate the refresh token; a reused token revokes its whole family',
    tag: 'auth',
    auth: 'public',
    body: RefreshBodySchema,
    data: RefreshDataSchema,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the refresh-token family and detach its device token',
    tag: 'auth',
    auth: 'public',
    body: LogoutBodySchema,
    data: OkSchema,
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The signed-in user, role and effective modules',
    tag: 'auth',
    auth: 'user',
    data: MeDataSchema,
  },
} as const satisfies Record<string, Endpoint>;
