/**
 * The SMS verification code's lifetime and rate limits (docs/messaging.md). Read from the
 * environment once, at start, like server/config.ts; the defaults suit production, tests shorten them.
 */
export interface VerificationConfig {
  /** How long a code is valid (MSG_CODE_TTL_SECONDS, default 300). */
  ttlSeconds: number;
  /** Least seconds between two codes for one phone (MSG_CODE_INTERVAL_SECONDS, default 60). */
  intervalSeconds: number;
  /** Codes per phone per hour (MSG_CODE_PER_PHONE_HOUR, default 5). */
  perPhonePerHour: number;
  /** Codes asked from one client address per hour, whatever the phone (MSG_CODE_PER_ADDRESS_HOUR, default 20). */
  perAddressPerHour: number;
  /** Wrong answers a code takes before it is burnt. */
  maxAttempts: number;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`环境变量 ${name} 必须是非负整数，当前值: ${raw}`);
  return value;
}

export function verificationConfigFrom(env: NodeJS.ProcessEnv = process.env): VerificationConfig {
  return {
    ttlSeconds: intFrom(env, 'MSG_CODE_TTL_SECONDS', 300),
    intervalSeconds: intFrom(env, 'MSG_CODE_INTERVAL_SECONDS', 60),
    perPhonePerHour: intFrom(env, 'MSG_CODE_PER_PHONE_HOUR', 5),
    perAddressPerHour: intFrom(env, 'MSG_CODE_PER_ADDRESS_HOUR', 20),
    maxAttempts: 5,
  };
}
