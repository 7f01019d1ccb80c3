// "Is this request from this machine?" for the development routes (dev mailbox): decided by the socket's
// address, never by X-Forwarded-For (a client can write any) — and a request a proxy forwarded on behalf of
// another address is not local even when the proxy itself runs on this machine.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** `1.2.3.4:80` → `1.2.3.4`, `[::1]:80` → `::1`; anything else as it is. */
function withoutPort(value: string): string {
  const v = value.trim();
  const bracketed = /^\[([^\]]*)\]/.exec(v);
  if (bracketed) return bracketed[1] ?? '';
  return /^[\d.]+:\d+$/.test(v) ? v.slice(0, v.lastIndexOf(':')) : v;
}

/** The addresses a proxy says it forwarded for (X-Forwarded-For, Forwarded: for=…). */
function forwardedFor(request: FastifyRequest): string[] {
  const out: string[] = [];
  const xff = request.headers['x-forwarded-for'];
  for (const value of Array.isArray(xff) ? xff : xff ? [xff] : []) out.push(...value.split(','));
  const forwarded = request.headers.forwarded;
  if (forwarded) for (const m of forwarded.matchAll(/for=("?)([^";,]+)\1/gi)) out.push(m[2] ?? '');
  return out.map(withoutPort).filter(Boolean);
}

/** True when the socket is the loopback and no proxy forwarded the request for another address. */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  return forwardedFor(request).every(isLoopbackAddress);
}
