import path from 'node:path';

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
  /** Public base address of uploaded files, returned by /api/system/cfg. */
  ossUrl: string;
  staticDir: string;
  logLevel: string;
  /** Automated tests only: every captcha shows this text so a test can answer it. */
  testCaptchaText: string | undefined;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
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
    ossUrl: env.OSS_URL || '/files/',
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    testCaptchaText: env.TEST_CAPTCHA_TEXT || undefined,
    entitySchemaDirs: (env.ENTITY_SCHEMA_DIRS || '')
      .split(',')
      .map((dir) => dir.trim())
      .filter(Boolean)
      .map((dir) => path.resolve(dir)),
  };
}
