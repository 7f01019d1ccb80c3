import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]+$/, 'must be a host name such as invest.example.com');

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The loopback (Fastify binds 127.0.0.1 and ::1 for 'localhost'); HOST=0.0.0.0 opens every interface.
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  MAIN_HOST: hostName.default('localhost'),
  INVESTOR_DOMAIN: hostName.default('invest.localhost'),
  BROKER_DOMAIN: hostName.default('broker.localhost'),
  PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Zeichnungsplattform <no-reply@zeichnungsplattform.local>'),
  OPERATOR_EMAIL: z.string().email().default('admin@example.com'),
  // The operator as its invoices name it (§14 UStG; issue 16). The defaults are demo values: set them in production.
  OPERATOR_NAME: z.string().trim().min(1).default('Zeichnungsplattform GmbH'),
  OPERATOR_ADDRESS: z.string().trim().min(1).default('Musterstraße 1, 10115 Berlin'),
  OPERATOR_TAX_NUMBER: z.string().trim().default('37/123/45678'),
  OPERATOR_VAT_ID: z.string().trim().default('DE123456789'),
  OPERATOR_IBAN: z.string().trim().min(1).default('DE02120300000000202051'),
  OPERATOR_BIC: z.string().trim().default('BYLADEM1001'),
  OPERATOR_BANK_NAME: z.string().trim().default('Deutsche Kreditbank Berlin'),
  DEMO_DATA: bool.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Every answer also encoded by zod and compared with the compiled serialiser's (lib/answer-serializer.ts); the
  // server suite and the end-to-end server set it.
  ANSWER_CROSSCHECK: bool.optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.string().optional(),
  CHAIN_RPC_URL: httpUrl.optional(),
  CHAIN_ID: z.coerce.number().int().min(1).optional(),
  CHAIN_DEPLOYER_KEY: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex digits')
    .optional(),
  CHAIN_PUBLIC_RPC_URL: httpUrl.optional(),
  CHAIN_EXPLORER_URL: httpUrl.optional(),
  CHAIN_NAME: z.string().trim().min(1).optional(),
  CHAIN_LOCAL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

/** Variables whose value never appears in a message (ConfigError) or a log line. */
const SECRET_VARS = new Set(['CHAIN_DEPLOYER_KEY', 'JWT_SECRET', 'S3_SECRET_ACCESS_KEY']);

export type Config = ReturnType<typeof finalize>;

function finalize(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === 'production';
  const embedded = !env.DATABASE_URL;
  if (production && !env.JWT_SECRET) throw new ConfigError(['JWT_SECRET: required in production']);
  if (production && env.DEMO_DATA)
    throw new ConfigError(['DEMO_DATA: demo data is never seeded in production']);
  if (env.S3_ENDPOINT && !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ENDPOINT: needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too']);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  let jwtSecret = env.JWT_SECRET;
  const chain = chainConfig(env, { production, embedded, dataDir });
  return {
    nodeEnv: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    embedded,
    hosts: { mainHost: env.MAIN_HOST, investorDomain: env.INVESTOR_DOMAIN, brokerDomain: env.BROKER_DOMAIN },
    publicScheme: env.PUBLIC_SCHEME ?? (production ? 'https' : 'http'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    operatorEmail: env.OPERATOR_EMAIL,
    /** The issuer of the booking invoices (§14 UStG): name, address, tax number or VAT id, bank details. */
    operator: {
      name: env.OPERATOR_NAME,
      address: env.OPERATOR_ADDRESS,
      taxNumber: env.OPERATOR_TAX_NUMBER,
      vatId: env.OPERATOR_VAT_ID,
      iban: env.OPERATOR_IBAN,
      bic: env.OPERATOR_BIC,
      bankName: env.OPERATOR_BANK_NAME,
    },
    demoData: production ? false : (env.DEMO_DATA ?? embedded),
    /**
     * JWT_SECRET, or (outside production) a random secret generated once per DATA_DIR and kept there
     * (DATA_DIR/secrets/jwt-secret, mode 0600): read on first use, so a config that signs nothing writes nothing.
     */
    get jwtSecret(): string {
      jwtSecret ??= keptSecret(path.join(dataDir, 'secrets', 'jwt-secret'));
      return jwtSecret;
    },
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    jobsPollMs: env.JOBS_POLL_MS,
    /** Each answer's compiled JSON checked against zod's encode (a mismatch is an error); off unless set. */
    answerCrossCheck: env.ANSWER_CROSSCHECK ?? false,
    /** Requests per minute and IP on each sign-in, sign-up, reset and activation route. */
    authRateLimit: env.AUTH_RATE_LIMIT,
    /** Proxy addresses whose X-Forwarded-For is trusted (comma list or 'true'); off by default. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    chain,
  };
}

const MIN_SECRET_LENGTH = 32;

/**
 * The secret kept in `file`, created (random, 0600, its folder 0700) when missing. Creation is atomic (a
 * temporary file linked into place), so instances starting together on one DATA_DIR agree on one secret.
 */
function keptSecret(file: string): string {
  const read = () => {
    const value = fs.readFileSync(file, 'utf8').trim();
    if (value.length < MIN_SECRET_LENGTH)
      throw new ConfigError([
        `JWT_SECRET: ${file} holds fewer than ${MIN_SECRET_LENGTH} characters (delete it to get a new one)`,
      ]);
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    return value;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return read();
}

/**
 * A secret value that does not serialise: JSON.stringify (and so the logger), util.inspect and string
 * conversion all print "[redacted]"; only reveal() hands the value out.
 */
export class Secret<T extends string = string> {
  readonly #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  reveal(): T {
    return this.#value;
  }
  toJSON(): string {
    return '[redacted]';
  }
  toString(): string {
    return '[redacted]';
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[redacted]';
  }
}

/** Well-known networks: what wallets are told when CHAIN_NAME / CHAIN_PUBLIC_RPC_URL / CHAIN_EXPLORER_URL are unset. */
const KNOWN_CHAINS: Record<
  number,
  { name: string; currency: string; rpcUrl?: string; explorerUrl?: string }
> = {
  137: {
    name: 'Polygon Mainnet',
    currency: 'MATIC',
    rpcUrl: 'https://polygon-rpc.com',
    explorerUrl: 'https://polygonscan.com',
  },
  80002: {
    name: 'Polygon Amoy Testnet',
    currency: 'POL',
    rpcUrl: 'https://rpc-amoy.polygon.technology',
    explorerUrl: 'https://amoy.polygonscan.com',
  },
  31337: { name: 'Anvil (lokal)', currency: 'ETH' },
};

export interface ChainConfig {
  /** The node the server talks to; undefined → the server starts its own anvil (development and tests). */
  rpcUrl: string | undefined;
  chainId: number;
  chainName: string;
  currency: { name: string; symbol: string; decimals: number };
  /** The RPC URL wallets are told to use (wallet_addEthereumChain); undefined → the node's URL. */
  publicRpcUrl: string | undefined;
  explorerUrl: string | undefined;
  /** The deployer's private key; undefined only for the embedded chain (→ anvil account 0). Never log it. */
  deployerKey: Secret<`0x${string}`> | undefined;
  /** Embedded anvil: its state file (file-backed embedded database) or undefined (in memory). */
  statePath: string | undefined;
  /** Embedded anvil: its port (0 = any free port). */
  localPort: number;
  /** True when CHAIN_LOCAL_PORT named the port: then a busy port stops the start instead of moving elsewhere. */
  localPortFixed: boolean;
  /** Receipt polling interval. */
  pollMs: number;
}

/** 8545 for the default PORT 3000, shifted with PORT; 0 (a free port) where that leaves the port range. */
export function defaultChainPort(port: number): number {
  const p = 8545 + (port - 3000);
  return port > 0 && p >= 1024 && p <= 65535 ? p : 0;
}

function chainConfig(
  env: z.infer<typeof envSchema>,
  ctx: { production: boolean; embedded: boolean; dataDir: string },
): ChainConfig {
  const problems: string[] = [];
  const remote = env.CHAIN_RPC_URL;
  if (remote) {
    if (!env.CHAIN_ID) problems.push('CHAIN_ID: required with CHAIN_RPC_URL');
    if (!env.CHAIN_DEPLOYER_KEY) {
      problems.push('CHAIN_DEPLOYER_KEY: required with CHAIN_RPC_URL (no default key for a remote chain)');
    }
  } else if (ctx.production) {
    problems.push('CHAIN_RPC_URL: required in production (the embedded anvil is for development and tests)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const chainId = env.CHAIN_ID ?? 31337;
  const known = KNOWN_CHAINS[chainId];
  const currency = known?.currency ?? 'ETH';
  return {
    rpcUrl: remote,
    chainId,
    chainName: env.CHAIN_NAME ?? known?.name ?? `Chain ${chainId}`,
    currency: { name: currency, symbol: currency, decimals: 18 },
    publicRpcUrl: env.CHAIN_PUBLIC_RPC_URL ?? known?.rpcUrl,
    explorerUrl: env.CHAIN_EXPLORER_URL ?? known?.explorerUrl,
    deployerKey: env.CHAIN_DEPLOYER_KEY ? new Secret(env.CHAIN_DEPLOYER_KEY as `0x${string}`) : undefined,
    // The chain's state lives next to the embedded database (DATA_DIR/db), so deployed contracts survive restarts.
    statePath: !remote && ctx.embedded ? path.join(ctx.dataDir, 'chain', 'anvil-state.json') : undefined,
    // Each instance owns its chain: by default 8545 + (PORT − 3000), so `npm start` keeps the familiar 8545 and a
    // second instance on another PORT gets its own node (chain.ts moves to a free port when that one is busy).
    localPort: env.CHAIN_LOCAL_PORT ?? (env.NODE_ENV === 'test' ? 0 : defaultChainPort(env.PORT)),
    localPortFixed: env.CHAIN_LOCAL_PORT !== undefined && env.CHAIN_LOCAL_PORT !== 0,
    pollMs: remote ? 1000 : 50,
  };
}

function parseTrustProxy(v: string | undefined): boolean | string[] {
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0]);
        const got = SECRET_VARS.has(name) ? 'value hidden' : `got "${String(cleaned[name])}"`;
        return `${i.path.join('.')}: ${i.message} (${got})`;
      }),
    );
  }
  return finalize(parsed.data);
}

/** Base URL of a host for links in mails. */
export function publicUrl(config: Config, host: string): string {
  const port = config.production || config.port === 80 || config.port === 443 ? '' : `:${config.port}`;
  return `${config.publicScheme}://${host}${port}`;
}
