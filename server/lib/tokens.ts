import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

export type AccessClaims = {
  typ: 'access';
  sub: string;
  op: string;
  role: 'ADMIN' | 'SUB_ADMIN';
  fam: string;
  iat: number;
  exp: number;
};
export type ClientClaims = { typ: 'client'; cid: string; iat: number; exp: number };

const ALG = 'HS256';
const CLIENT_TOKEN_TTL = 600;

export function createTokenService(secret: string, accessTtl: number) {
  const now = () => Math.floor(Date.now() / 1000);
  return {
    accessTtl,
    clientTtl: CLIENT_TOKEN_TTL,
    signAccess(claims: Omit<AccessClaims, 'typ' | 'iat' | 'exp'>): Promise<string> {
      const iat = now();
      return sign({ ...claims, typ: 'access', iat, exp: iat + accessTtl }, secret, ALG);
    },
    signClient(clientId: string): Promise<string> {
      const iat = now();
      return sign({ typ: 'client', cid: clientId, iat, exp: iat + CLIENT_TOKEN_TTL }, secret, ALG);
    },
    /** The claims of a valid, unexpired access token, or null for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const payload = (await verify(token, secret, ALG)) as Partial<AccessClaims>;
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.op !== 'string') return null;
        return payload as AccessClaims;
      } catch {
        return null;
      }
    },
    async verifyClient(token: string): Promise<ClientClaims | null> {
      try {
        const payload = (await verify(token, secret, ALG)) as Partial<ClientClaims>;
        return payload.typ === 'client' ? (payload as ClientClaims) : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** An opaque refresh token (256 random bits); only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
