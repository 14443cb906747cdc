// What the globalSetup files hand to test files through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the shared API server (tests/api/global-setup.ts). */
    apiBaseUrl: string;
    /** Base URL of the server that serves the built console (tests/e2e/global-setup.ts). */
    e2eBaseUrl: string;
  }
}

export {};
