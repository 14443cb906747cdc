import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migratePlatform } from '../db/migrate.js';
import { restoreSuperAdmin } from './super-admin-restore.js';

/**
 * `ADMIN_PASSWORD=… npm run admin:restore [-- --login admin]`: the way back in when no super admin
 * can sign in. Reads DATABASE_URL or DATA_DIR like the server; a PGlite folder needs the server stopped.
 */
function loginNameFrom(args: string[]): string {
  const index = args.indexOf('--login');
  if (index === -1) return 'admin';
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error('--login 后面需要账号 / --login needs an account name');
  return value;
}

async function main(): Promise<void> {
  const loginName = loginNameFrom(process.argv.slice(2));
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('请用环境变量 ADMIN_PASSWORD 指定新密码 / set the new password in ADMIN_PASSWORD');
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    await migratePlatform(database.db);
    const outcome = await restoreSuperAdmin(database.db, loginName, password);
    const where = database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.log(
      outcome === 'created'
        ? `已创建超级管理员 ${loginName} / super admin ${loginName} created (${where})`
        : `已恢复超级管理员 ${loginName}：类型 03、已启用、密码已重置 / super admin ${loginName} restored: type 03, enabled, new password (${where})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`恢复失败 / restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
