import path from 'node:path';
import { logFormatFor, type LogFormat } from './http/log-format.js';
import { trustedProxiesFrom } from './http/trusted-proxies.js';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PGlite folder, used only when databaseUrl is unset. */
  dataDir: string;
  databaseUrl: string | undefined;
  demoSeed: boolean;
  adminPassword: string | undefined;
  /** Idle seconds after which a session is refused with code 098. */
  autoLogoutDelay: number;
  /** Lifetime of an admin-login token, in seconds. */
  adminTokenExpireSeconds: number;
  /** Login attempts allowed per client address per minute. */
  loginRateLimitPerMinute: number;
  /** Load balancers (addresses, CIDR ranges) whose X-Forwarded-For names the client (TRUST_PROXY); empty: none. */
  trustedProxies: string[];
  /** Public base address of uploaded files, returned by /api/system/cfg. */
  ossUrl: string;
  staticDir: string;
  logLevel: string;
  /** pretty (a terminal) or json (piped, collected); LOG_FORMAT overrides. */
  logFormat: LogFormat;
  /** Automated tests only: every captcha shows this text so a test can answer it. */
  testCaptchaText: string | undefined;
  /** Subsystem addresses (seed 000 section 2.4): the first values of the catalogue (订阅项目), which is their source afterwards. */
  subsystemUrls: { production: SubsystemUrls; test: SubsystemUrls };
  /** Host names (without port) on which the console counts as a test installation. */
  subsystemTestHosts: string[];
  /** Folders of entity schemas read besides ./schemas (comma-separated ENTITY_SCHEMA_DIRS). */
  entitySchemaDirs: string[];
}

function intFrom(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`环境变量 ${name} 必须是非负整数，当前值: ${raw}`);
  return value;
}

/** The four subsystems a chosen hospital can open in a new window. */
export type SubsystemUrls = Record<'manager' | 'benefit' | 'sharingCenter' | 'maintenanceCycle', string>;

// Clearly fake defaults: a real installation sets its own addresses.
const SUBSYSTEM_ENV: Record<keyof SubsystemUrls, { env: string; host: string }> = {
  manager: { env: 'SUBSYSTEM_MANAGER', host: 'asset-center' },
  benefit: { env: 'SUBSYSTEM_BENEFIT', host: 'benefit-center' },
  sharingCenter: { env: 'SUBSYSTEM_SHARING', host: 'sharing-center' },
  maintenanceCycle: { env: 'SUBSYSTEM_MAINTENANCE_CYCLE', host: 'pm-cycle-center' },
};

function urlFrom(name: string, fallback: string, env: NodeJS.ProcessEnv): string {
  const raw = env[name] || fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`环境变量 ${name} 必须是 http:// 或 https:// 开头的完整地址，当前值: ${raw}`);
  }
  return url.toString();
}

function subsystemUrlsFrom(env: NodeJS.ProcessEnv, suffix: '' | '_TEST'): SubsystemUrls {
  const entries = Object.entries(SUBSYSTEM_ENV).map(([key, { env: name, host }]) => [
    key,
    urlFrom(`${name}${suffix}_URL`, `https://${host}${suffix === '_TEST' ? '-test' : ''}.example.com/`, env),
  ]);
  return Object.fromEntries(entries) as SubsystemUrls;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTTY = Boolean(process.stdout.isTTY)): ServerConfig {
  const port = intFrom('PORT', 8080, env);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demoSeed: env.DEMO_SEED !== '0',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    autoLogoutDelay: intFrom('AUTO_LOGOUT_DELAY', 180, env),
    adminTokenExpireSeconds: intFrom('ADMIN_TOKEN_EXPIRE_SECONDS', 8 * 3600, env),
    loginRateLimitPerMinute: intFrom('LOGIN_RATE_LIMIT_PER_MINUTE', 30, env),
    trustedProxies: trustedProxiesFrom(env.TRUST_PROXY),
    ossUrl: env.OSS_URL || '/files/',
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormatFor(env.LOG_FORMAT || undefined, stdoutIsTTY),
    testCaptchaText: env.TEST_CAPTCHA_TEXT || undefined,
    subsystemUrls: { production: subsystemUrlsFrom(env, ''), test: subsystemUrlsFrom(env, '_TEST') },
    subsystemTestHosts: (env.SUBSYSTEM_TEST_HOSTS ?? 'localhost,127.0.0.1')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    entitySchemaDirs: extraSchemaDirs(env),
  };
}

/** The folders of ENTITY_SCHEMA_DIRS (comma-separated), absolute. */
export function extraSchemaDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.ENTITY_SCHEMA_DIRS || '')
    .split(',')
    .map((dir) => dir.trim())
    .filter(Boolean)
    .map((dir) => path.resolve(dir));
}
