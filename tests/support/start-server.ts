import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataStore, type DataStore } from './data-store.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Server settings a test may set; everything else of the parent's server config is dropped. */
const SERVER_ENV_KEYS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'DEMO_SEED',
  'ADMIN_PASSWORD',
  'AUTO_LOGOUT_DELAY',
  'ADMIN_TOKEN_EXPIRE_SECONDS',
  'LOGIN_RATE_LIMIT_PER_MINUTE',
  'OSS_URL',
  'STATIC_DIR',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'TEST_CAPTCHA_TEXT',
  'WORKERS',
  'TRUST_PROXY',
];
const READY_LINE = /Console ready: (http:\/\/\S+)\/login/;
const OUTPUT_LIMIT = 200_000;
/** A cold start takes ~60 s on 2 idle cores (PGlite, migrations, the demo seed); allow for a loaded machine. */
const READY_TIMEOUT_MS = 240_000;

export interface ServerOptions {
  /** Extra server env, e.g. {AUTO_LOGOUT_DELAY: '2'}. */
  env?: Record<string, string>;
  /**
   * Reuse a store (restart tests); when omitted one is made and removed on stop(): a copy of the run's
   * seeded template if there is one (tests/support/seeded-template.ts), else an empty store.
   */
  store?: DataStore;
  /** An empty store even when a seeded template exists: for tests of the first start itself. */
  fresh?: boolean;
  readyTimeoutMs?: number;
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  store: DataStore;
  /** Everything the server printed so far (tail), for failure messages. */
  output(): string;
  /** SIGTERM, wait for the exit; returns the exit code (null if it had to be killed). */
  stop(): Promise<number | null>;
}

export interface FailedStart {
  exitCode: number | null;
  output: string;
}

// A test worker that dies must not leave servers behind holding ports and data folders.
const liveChildren = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/** The built server when the run's setup built it (tests/support/built-server.ts), else the sources through tsx. */
const serverArgs = () => (process.env.TEST_SERVER_BUNDLE ? [process.env.TEST_SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts']);

function launch(env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SERVER_ENV_KEYS.includes(key)));
  const child = spawn(process.execPath, serverArgs(), {
    cwd: repoRoot,
    env: { ...inherited, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      liveChildren.delete(child);
      resolve(code);
    });
  });
  return { child, exited, output: () => output };
}

/** Waits for the ready line; rejects with the server's output if it exits or hangs instead. */
function waitForReady(launched: ReturnType<typeof launch>, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      launched.child.kill('SIGKILL');
      reject(new Error(`server not ready after ${timeoutMs} ms:\n${launched.output()}`));
    }, timeoutMs);
    const check = () => {
      const match = READY_LINE.exec(launched.output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    launched.child.stdout!.on('data', check);
    void launched.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before it was ready:\n${launched.output()}`));
    });
  });
}

/** Settings read only on a first start (when the seed runs): a server given one needs an empty store. */
const FIRST_START_KEYS = ['DEMO_SEED', 'ADMIN_PASSWORD'];

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const ownsStore = !options.store;
  const firstStart = options.fresh || FIRST_START_KEYS.some((key) => key in (options.env ?? {}));
  const store = options.store ?? (await createDataStore({ seeded: !firstStart }));
  const launched = launch({ ...store.env, ...options.env });
  let baseUrl: string;
  try {
    baseUrl = await waitForReady(launched, options.readyTimeoutMs ?? READY_TIMEOUT_MS);
  } catch (error) {
    if (ownsStore) await store.dispose();
    throw error;
  }
  let stopped: Promise<number | null> | undefined;
  return {
    baseUrl,
    pid: launched.child.pid!,
    store,
    output: launched.output,
    stop() {
      stopped ??= (async () => {
        launched.child.kill('SIGTERM');
        const killer = setTimeout(() => launched.child.kill('SIGKILL'), 15_000);
        const code = await launched.exited;
        clearTimeout(killer);
        if (ownsStore) await store.dispose();
        return code;
      })();
      return stopped;
    },
  };
}

/** Starts a server that is expected to refuse to start; resolves with its exit code and output. */
export async function startServerExpectingFailure(options: ServerOptions & { store: DataStore }): Promise<FailedStart> {
  const launched = launch({ ...options.store.env, ...options.env });
  try {
    const baseUrl = await waitForReady(launched, options.readyTimeoutMs ?? READY_TIMEOUT_MS);
    launched.child.kill('SIGKILL');
    throw new Error(`server unexpectedly started at ${baseUrl}`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('server unexpectedly')) throw error;
  }
  return { exitCode: await launched.exited, output: launched.output() };
}
