import { describe, expect, it } from 'vitest';
import { type HostConfig, type HostKind, normalizeHost, resolveHost } from './hosts.ts';

const cfg: HostConfig = {
  mainHost: 'localhost',
  investorDomain: 'invest.localhost',
  brokerDomain: 'broker.localhost',
};

describe('resolveHost with the default host configuration', () => {
  it.each<[string | undefined, HostKind, string | null]>([
    ['localhost', 'main', null],
    ['localhost:3000', 'main', null],
    ['LOCALHOST:5173', 'main', null],
    ['127.0.0.1', 'main', null],
    ['127.0.0.1:3000', 'main', null],
    ['[::1]:3000', 'main', null],
    [undefined, 'main', null],
    ['demo.invest.localhost', 'investor', 'demo'],
    ['demo.invest.localhost:3000', 'investor', 'demo'],
    ['Demo.INVEST.localhost:3000', 'investor', 'demo'],
    ['demo.invest.localhost.', 'investor', 'demo'],
    ['my-fund-1.invest.localhost', 'investor', 'my-fund-1'],
    ['demo.broker.localhost', 'broker', 'demo'],
    ['demo.broker.localhost:8080', 'broker', 'demo'],
    ['invest.localhost', 'unknown', null],
    ['broker.localhost:3000', 'unknown', null],
    ['a.b.invest.localhost', 'unknown', null],
    ['a.b.broker.localhost', 'unknown', null],
    ['-bad.invest.localhost', 'unknown', null],
    ['bad-.invest.localhost', 'unknown', null],
    // a landing candidate under a loopback main host (the demo landing domain `demo-kapital.localhost`)
    ['x.localhost', 'landing', 'x.localhost'],
    ['x.localhost:3000', 'landing', 'x.localhost'],
    ['www.example.com', 'landing', 'www.example.com'],
    ['WWW.Example.com:443', 'landing', 'www.example.com'],
    ['fonds.anbieter.de', 'landing', 'fonds.anbieter.de'],
  ])('%s → %s (%s)', (host, kind, subdomain) => {
    const resolved = resolveHost(host, cfg);
    expect(resolved.kind).toBe(kind);
    expect(resolved.subdomain).toBe(subdomain);
  });

  it('keeps the normalised host for every kind', () => {
    expect(resolveHost('Demo.Invest.Localhost:3000', cfg).host).toBe('demo.invest.localhost');
    expect(resolveHost('WWW.Example.com:8443', cfg).host).toBe('www.example.com');
  });

  it('accepts a 100-character subdomain and refuses a 101-character one', () => {
    const ok = 'a'.repeat(100);
    expect(resolveHost(`${ok}.invest.localhost`, cfg)).toMatchObject({ kind: 'investor', subdomain: ok });
    expect(resolveHost(`${'a'.repeat(101)}.invest.localhost`, cfg).kind).toBe('unknown');
  });
});

describe('resolveHost with production domains', () => {
  const prod: HostConfig = {
    mainHost: 'plattform.example.com',
    investorDomain: 'invest.example.com',
    brokerDomain: 'partner.example.com',
  };

  it.each<[string, HostKind, string | null]>([
    ['plattform.example.com', 'main', null],
    ['alpha.invest.example.com', 'investor', 'alpha'],
    ['alpha.partner.example.com', 'broker', 'alpha'],
    ['localhost', 'landing', 'localhost'],
    ['x.plattform.example.com', 'unknown', null],
    ['alpha.invest.localhost', 'landing', 'alpha.invest.localhost'],
  ])('%s → %s', (host, kind, subdomain) => {
    expect(resolveHost(host, prod)).toMatchObject({ kind, subdomain });
  });
});

describe('normalizeHost', () => {
  it.each<[string | null | undefined, string]>([
    [null, ''],
    ['', ''],
    ['  Example.COM:80 ', 'example.com'],
    ['example.com.', 'example.com'],
    ['[::1]:3000', '::1'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });
});
