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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  DEMO_DATA: bool.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: z.string().optional(),
});

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
    demoData: production ? false : (env.DEMO_DATA ?? embedded),
    jwtSecret: env.JWT_SECRET ?? 'development-only-secret-change-me-in-production!!',
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
    /** Requests per minute and IP on each sign-in, sign-up, reset and activation route. */
    authRateLimit: env.AUTH_RATE_LIMIT,
    /** Proxy addresses whose X-Forwarded-For is trusted (comma list or 'true'); off by default. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
      parsed.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got "${String(cleaned[String(i.path[0])])}")`,
      ),
    );
  }
  return finalize(parsed.data);
}

/** Base URL of a host for links in mails. */
export function publicUrl(config: Config, host: string): string {
  const port = config.production || config.port === 80 || config.port === 443 ? '' : `:${config.port}`;
  return `${config.publicScheme}://${host}${port}`;
}
