// The account facts sessions and hospital access are decided by (the auth core); the accounts area
// and the others read them here, so the core imports no area.

/** Account types (dictionary ACCT_TYPE). 03 is the platform super admin. */
export const ACCT_TYPE_SUPER_ADMIN = '03';
/** 01 is the hospital standard user; 02 (director) and 04 (interface) accounts exist but hold no console session. */
export const ACCT_TYPE_HOSPITAL_USER = '01';
/**
 * Seeds 000 and 001 section 4: only 01 and 03 load a session; any other type is 未知账户类型.
 * Such an account may sign in and learn its type (the console then logs the error and logs out),
 * but every other call is refused.
 */
export const SESSION_ACCOUNT_TYPES: ReadonlySet<string> = new Set([ACCT_TYPE_HOSPITAL_USER, ACCT_TYPE_SUPER_ADMIN]);
export const UNKNOWN_ACCOUNT_TYPE_MESSAGE = '未知账户类型';
/** ACCT_STATE: '1' active (a new account's default), '0' disabled. */
export const ACCT_STATE_ACTIVE = '1';
/** USER_STATE: 01 on duty, 02 on leave, 03 resigned (离职: no longer bound in practice). */
export const USER_STATE_RESIGNED = '03';
