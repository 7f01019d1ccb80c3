import { createHash, randomBytes } from 'node:crypto';
import { isRole, type Role } from '@zp/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_MS = 7 * 24 * 3600 * 1000;
export const ACTIVATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 2 * 3600 * 1000;

/** What an access token says about its bearer. */
export interface AuthClaims {
  userId: number;
  role: Role;
  /** Id of the role row (superusers.id, investors.id, …); for admin the user id. */
  roleId: number;
  /** The tenant (superusers.id) the account belongs to; null for admin and reseller. */
  tenantId: number | null;
  /** The portal scope the token was issued for: 'main', 'investor:<tenant>' or 'broker:<tenant>'. */
  scope: string;
}

const ISSUER = 'zeichnungsplattform';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(c: AuthClaims): Promise<string> {
    return new SignJWT({ role: c.role, rid: c.roleId, tid: c.tenantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(c.userId))
      .setIssuer(ISSUER)
      .setAudience(c.scope)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** Returns the claims, or null when the token is malformed, tampered or expired. */
  async verifyAccess(token: string): Promise<AuthClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (!isRole(payload.role) || typeof payload.rid !== 'number' || !aud) return null;
      return {
        userId: Number(payload.sub),
        role: payload.role,
        roleId: payload.rid,
        tenantId: typeof payload.tid === 'number' ? payload.tid : null,
        scope: aud,
      };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

/** A random URL-safe secret (activation/reset codes, refresh tokens). */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
