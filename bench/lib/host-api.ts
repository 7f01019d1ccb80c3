import http from 'node:http';
import type { BenchServer } from './server.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of several endpoints, read field by field
export type Json = any;

export interface HostApiOptions {
  /** The portal's Host header (fetch would replace it with the address's, hence plain http). */
  host: string;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One request to the server under `/api`, sent with a portal's Host header; a non-JSON body comes back as text. */
export function hostApi(options: HostApiOptions) {
  return (
    server: BenchServer,
    method: string,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; json: Json }> => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method,
          path: `/api${url.replace(/^\/api/, '')}`,
          agent: options.agent,
          headers: {
            host: options.host,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
          timeout: options.timeoutMs ?? 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            try {
              resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
            } catch {
              resolve({ status: res.statusCode ?? 0, json: text });
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.end(payload);
    });
  };
}

/** A date `days` working days ahead (the transfer date must lie inside the 14-working-day window). */
export function workingDaysAhead(days: number): string {
  const d = new Date();
  let left = days;
  while (left > 0) {
    d.setDate(d.getDate() + 1);
    if (d.getDay() !== 0 && d.getDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}
