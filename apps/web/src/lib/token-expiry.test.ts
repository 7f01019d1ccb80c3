import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './session.ts';

const b64url = (v: unknown) =>
  btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.signature`;

describe('tokenExpiry', () => {
  it('reads the exp of a JWT (the refresh is planned ahead of it)', () => {
    expect(tokenExpiry(jwt({ sub: '1', exp: 1_800_000_000 }))).toBe(1_800_000_000);
  });
  it('is null without a token, without exp or for garbage', () => {
    expect(tokenExpiry(undefined)).toBeNull();
    expect(tokenExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
