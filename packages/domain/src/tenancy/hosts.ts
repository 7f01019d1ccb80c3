/** Host → portal resolution (DECISIONS.md "Hosts and portals"), pure so server and web share it. */
export type HostKind = 'main' | 'investor' | 'broker' | 'landing' | 'unknown';

export interface HostConfig {
  mainHost: string;
  investorDomain: string;
  brokerDomain: string;
}

export interface ResolvedHost {
  kind: HostKind;
  /** The portal subdomain for investor/broker hosts, the full host for landing candidates. */
  subdomain: string | null;
  host: string;
}

/** Lower-cases and strips the port of a Host header value. */
export function normalizeHost(raw: string | undefined | null): string {
  if (!raw) return '';
  let h = raw.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  const colon = h.lastIndexOf(':');
  if (colon > -1) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

function portalLabel(host: string, domain: string): string | null | undefined {
  const suffix = `.${domain}`;
  if (!host.endsWith(suffix)) return undefined;
  const label = host.slice(0, -suffix.length);
  return SUBDOMAIN_LABEL.test(label) ? label : null;
}

/**
 * main host (and loopback addresses) → main; `<sub>.<investorDomain>` → investor; `<sub>.<brokerDomain>` → broker;
 * a deeper or malformed name under a portal domain → unknown; a name under the main host → unknown (but a landing
 * candidate under `localhost`); any other name → landing (a live booking may own it).
 */
export function resolveHost(rawHost: string | undefined | null, cfg: HostConfig): ResolvedHost {
  const host = normalizeHost(rawHost);
  if (!host || host === cfg.mainHost || host === '127.0.0.1' || host === '::1') {
    return { kind: 'main', subdomain: null, host };
  }
  for (const [kind, domain] of [
    ['investor', cfg.investorDomain],
    ['broker', cfg.brokerDomain],
  ] as const) {
    if (host === domain) return { kind: 'unknown', subdomain: null, host };
    const label = portalLabel(host, domain);
    if (label === null) return { kind: 'unknown', subdomain: null, host };
    if (label !== undefined) return { kind, subdomain: label, host };
  }
  // Names under the platform's own host are not a provider's to own — except under a loopback main host
  // (`localhost`), where a `*.localhost` name is the only way to reach a landing domain on one machine (issue 20).
  if (host.endsWith(`.${cfg.mainHost}`) && cfg.mainHost !== 'localhost')
    return { kind: 'unknown', subdomain: null, host };
  return { kind: 'landing', subdomain: host, host };
}
