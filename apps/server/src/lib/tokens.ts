import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isRole, type Role } from '@zp/domain';
import { SignJWT } from 'jose';

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
  /**
   * The session (refresh family) the token belongs to: checked against the database on every request, so a
   * token dies with its session (logout, reuse, password reset) at once on every instance. Tokens without it
   * (signed before issue 15) are not bound to a session.
   */
  sessionId?: string;
}

const ISSUER = 'zeichnungsplattform';
/** Verified tokens kept (about 15 min of distinct sessions; a few MB at most). */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens verified before, with their claims and expiry: the exact same string has the same signature, so it
   * is not checked again (an HMAC and two JSON parses on every request); the expiry still is.
   */
  private readonly verified = new Map<string, { claims: AuthClaims; exp: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(c: AuthClaims): Promise<string> {
    return new SignJWT({
      role: c.role,
      rid: c.roleId,
      tid: c.tenantId,
      ...(c.sessionId ? { sid: c.sessionId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(c.userId))
      .setIssuer(ISSUER)
      .setAudience(c.scope)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * Returns the claims, or null when the token is malformed, tampered or expired. Verified synchronously with
   * node:crypto (HS256 only, as signed above): every authenticated request passes here, and WebCrypto's
   * asynchronous HMAC cost several times as much CPU per request.
   */
  async verifyAccess(token: string): Promise<AuthClaims | null> {
    const now = Math.floor(Date.now() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > now) return known.claims;
      this.verified.delete(token);
    }
    const payload = this.verifyHs256(token);
    if (!payload) return null;
    const claims = this.claimsOf(payload, now);
    if (claims) {
      // Full: start over (a simple bound; a client re-verifies at most once after that).
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.clear();
      this.verified.set(token, { claims: Object.freeze(claims), exp: payload.exp as number });
    }
    return claims;
  }

  private claimsOf(payload: Record<string, unknown>, now: number): AuthClaims | null {
    if (payload.iss !== ISSUER) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if (!isRole(payload.role) || typeof payload.rid !== 'number' || typeof aud !== 'string' || !aud)
      return null;
    if (typeof payload.sub !== 'string') return null;
    return {
      userId: Number(payload.sub),
      role: payload.role,
      roleId: payload.rid,
      tenantId: typeof payload.tid === 'number' ? payload.tid : null,
      scope: aud,
      ...(typeof payload.sid === 'string' && payload.sid ? { sessionId: payload.sid } : {}),
    };
  }

  /** The payload of a compact JWS signed with HS256 by this key; null for anything else. */
  private verifyHs256(token: string): Record<string, unknown> | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [h, p, sig] = parts as [string, string, string];
    const b64url = /^[A-Za-z0-9_-]*$/;
    if (!b64url.test(h) || !b64url.test(p) || !b64url.test(sig)) return null;
    const header = parseJson(Buffer.from(h, 'base64url').toString('utf8'));
    if (header?.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return null;
    const expected = createHmac('sha256', this.key).update(`${h}.${p}`).digest();
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return parseJson(Buffer.from(p, 'base64url').toString('utf8'));
  }
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A random URL-safe secret (activation/reset codes, refresh tokens). */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
