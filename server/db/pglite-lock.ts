import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose commits.
 * We hold an exclusive lock file beside the folder for the life of the process.
 */
export interface DataDirLock {
  release(): void;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The folder's real path, so two names of one folder (a symlink, `a/../data`) share one lock. A
 * folder not created yet is named through its parent's real path.
 */
function realFolder(dataDir: string): string {
  if (fs.existsSync(dataDir)) return fs.realpathSync(dataDir);
  const parent = path.dirname(path.resolve(dataDir));
  return fs.existsSync(parent) ? path.join(fs.realpathSync(parent), path.basename(dataDir)) : path.resolve(dataDir);
}

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${realFolder(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return {
        release() {
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder)) {
        throw new Error(
          `数据目录 ${dataDir} 已被进程 ${holder} 占用（锁文件 ${lockPath}）。PGlite 只允许一个进程打开同一数据目录：` +
            `请先停止该进程，或用 DATA_DIR 指定另一个目录 / 用 DATABASE_URL 连接 PostgreSQL。`,
        );
      }
      // The holder is gone (killed without cleanup): the lock is stale, take it over.
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`无法获取数据目录锁 ${lockPath}`);
}
