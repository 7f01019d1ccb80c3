import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrl } from '../../src/config.ts';

const SECRET = 'x'.repeat(32);
const KEY = `0x${'ab'.repeat(32)}`;
/** A production chain set-up (nothing connects to it in these tests). */
const PROD_CHAIN = {
  CHAIN_RPC_URL: 'https://rpc.example.com/v1/abc',
  CHAIN_ID: '137',
  CHAIN_DEPLOYER_KEY: KEY,
};

/** The ConfigError thrown for `env`, or a failure when none is thrown. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected loadConfig to refuse the environment');
}

describe('loadConfig defaults', () => {
  it('starts an embedded development platform without any variable', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    // The loopback only (Fastify binds 127.0.0.1 and ::1 for 'localhost'): nobody on the network reaches a demo.
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.hosts).toEqual({
      mainHost: 'localhost',
      investorDomain: 'invest.localhost',
      brokerDomain: 'broker.localhost',
    });
    expect(config.embedded).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.production).toBe(false);
    expect(config.publicScheme).toBe('http');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('resolves a relative DATA_DIR and treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: 'var/zp', PORT: '', SMTP_URL: '' });
    expect(config.dataDir).toBe(path.resolve('var/zp'));
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
  });

  it('seeds no demo data on PostgreSQL unless asked', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/zp' });
    expect(pg.embedded).toBe(false);
    expect(pg.databaseUrl).toBe('postgres://u@db:5432/zp');
    expect(pg.demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/zp', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('never seeds demo data in production', () => {
    const prod = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...PROD_CHAIN });
    expect(prod.production).toBe(true);
    expect(prod.embedded).toBe(true);
    expect(prod.demoData).toBe(false);
    expect(prod.publicScheme).toBe('https');
    expect(prod.jwtSecret).toBe(SECRET);
    expect(
      configError({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_DATA: 'true' }).problems[0],
    ).toMatch(/^DEMO_DATA:/);
  });

  it('lower-cases configured host names', () => {
    const config = loadConfig({ MAIN_HOST: 'Plattform.Example.COM', INVESTOR_DOMAIN: 'Invest.Example.com' });
    expect(config.hosts.mainHost).toBe('plattform.example.com');
    expect(config.hosts.investorDomain).toBe('invest.example.com');
  });

  it('builds public URLs with the port only outside production', () => {
    expect(publicUrl(loadConfig({ PORT: '3000' }), 'demo.invest.localhost')).toBe(
      'http://demo.invest.localhost:3000',
    );
    expect(
      publicUrl(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...PROD_CHAIN }), 'a.invest.de'),
    ).toBe('https://a.invest.de');
  });
});

describe('loadConfig refuses bad variables by name', () => {
  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['PORT', { PORT: 'abc' }, /^PORT: .*\(got "abc"\)/],
    ['PORT', { PORT: '70000' }, /^PORT: /],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must start with postgres/],
    ['SMTP_URL', { SMTP_URL: 'http://x' }, /^SMTP_URL: must start with smtp/],
    ['MAIN_HOST', { MAIN_HOST: 'bad host!' }, /^MAIN_HOST: must be a host name/],
    ['JWT_SECRET', { JWT_SECRET: 'short' }, /^JWT_SECRET: must be at least 32 characters/],
    ['NODE_ENV', { NODE_ENV: 'staging' }, /^NODE_ENV: /],
    ['OPERATOR_EMAIL', { OPERATOR_EMAIL: 'nobody' }, /^OPERATOR_EMAIL: /],
    ['S3_ENDPOINT', { S3_ENDPOINT: 'http://minio:9000' }, /^S3_ENDPOINT: needs S3_BUCKET/],
  ])('%s', (name, env, problem) => {
    const error = configError(env);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(problem);
    expect(error.message).toContain(name);
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' });
    expect(error.problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'PORT', 'SMTP_URL']);
  });

  it('refuses production without JWT_SECRET', () => {
    expect(configError({ NODE_ENV: 'production' }).problems).toEqual(['JWT_SECRET: required in production']);
  });
});

describe('chain configuration', () => {
  it('runs an embedded anvil (chain 31337, state next to the embedded database) without variables', () => {
    const { chain, dataDir } = loadConfig({});
    expect(chain).toMatchObject({
      rpcUrl: undefined,
      chainId: 31337,
      deployerKey: undefined,
      localPort: 8545,
    });
    expect(chain.statePath).toBe(path.join(dataDir, 'chain', 'anvil-state.json'));
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/zp' }).chain.statePath).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).chain.localPort).toBe(0);
  });

  it('refuses CHAIN_RPC_URL without CHAIN_ID and CHAIN_DEPLOYER_KEY', () => {
    expect(configError({ CHAIN_RPC_URL: 'https://rpc.example.com' }).problems).toEqual([
      'CHAIN_ID: required with CHAIN_RPC_URL',
      'CHAIN_DEPLOYER_KEY: required with CHAIN_RPC_URL (no default key for a remote chain)',
    ]);
    expect(configError({ CHAIN_RPC_URL: 'https://rpc.example.com', CHAIN_ID: '137' }).problems[0]).toMatch(
      /^CHAIN_DEPLOYER_KEY: required/,
    );
  });

  it('refuses production without CHAIN_RPC_URL', () => {
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: SECRET }).problems).toEqual([
      'CHAIN_RPC_URL: required in production (the embedded anvil is for development and tests)',
    ]);
  });

  it('never prints the deployer key: not in errors, JSON, inspect or strings', async () => {
    const bad = configError({ CHAIN_DEPLOYER_KEY: `0x${'zz'.repeat(32)}` }).problems[0]!;
    expect(bad).toMatch(/^CHAIN_DEPLOYER_KEY: .*\(value hidden\)$/);
    expect(bad).not.toContain('zz');
    const config = loadConfig({ ...PROD_CHAIN, JWT_SECRET: SECRET, NODE_ENV: 'production' });
    expect(config.chain.deployerKey?.reveal()).toBe(KEY);
    const { inspect } = await import('node:util');
    for (const text of [
      JSON.stringify(config),
      inspect(config, { depth: 10 }),
      `${config.chain.deployerKey}`,
    ]) {
      expect(text).not.toContain('abab');
      expect(text).toContain('[redacted]');
    }
  });

  it('tells wallets the Polygon parameters for chain 137', () => {
    const { chain } = loadConfig({ ...PROD_CHAIN, JWT_SECRET: SECRET, NODE_ENV: 'production' });
    expect(chain).toMatchObject({
      chainId: 137,
      chainName: 'Polygon Mainnet',
      currency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
      publicRpcUrl: 'https://polygon-rpc.com',
      explorerUrl: 'https://polygonscan.com',
      statePath: undefined,
    });
    const custom = loadConfig({
      ...PROD_CHAIN,
      CHAIN_PUBLIC_RPC_URL: 'https://rpc.example.org',
      CHAIN_EXPLORER_URL: 'https://scan.example.org',
      CHAIN_NAME: 'Polygon',
    }).chain;
    expect(custom).toMatchObject({
      chainName: 'Polygon',
      publicRpcUrl: 'https://rpc.example.org',
      explorerUrl: 'https://scan.example.org',
    });
  });
});
