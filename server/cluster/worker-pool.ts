import cluster, { type Worker } from 'node:cluster';
import { workerSecrets } from './worker-secrets.js';

export interface WorkerPool {
  /** The port once every worker listens on it; rejects if a worker dies before. */
  listening: Promise<number>;
  /** SIGTERM to every worker, then waits for them (SIGKILL after STOP_WAIT_MS). */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 15_000;

/**
 * The primary's side of WORKERS > 1 (node:cluster): forks `count` workers, each running the server's
 * app on the same port (the primary accepts the connections and hands them out in turn). A worker
 * that dies later is replaced; one that dies before the pool is listening fails the start.
 */
export function startWorkerPool(count: number): WorkerPool {
  let stopping = false;
  let ready = false;
  const listened = new Set<number>();
  let resolveListening: (port: number) => void = () => undefined;
  let rejectListening: (error: Error) => void = () => undefined;
  const listening = new Promise<number>((resolve, reject) => {
    resolveListening = resolve;
    rejectListening = reject;
  });

  const env = workerSecrets();
  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    if (!ready && listened.size >= count) {
      ready = true;
      resolveListening(address.port);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ?? `code ${code}`;
    if (!ready) {
      rejectListening(new Error(`工作进程 ${worker.id} 在开始服务前退出 (${how}) / worker ${worker.id} exited before listening`));
      return;
    }
    console.error(`工作进程 ${worker.id} 已退出 (${how})，正在启动新的工作进程 / worker ${worker.id} exited, starting another`);
    cluster.fork(env);
  });
  for (let index = 0; index < count; index += 1) cluster.fork(env);

  return {
    listening,
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const killer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_WAIT_MS);
              worker.once('exit', () => {
                clearTimeout(killer);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
