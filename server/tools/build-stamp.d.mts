/** Types of build-stamp.mjs (plain JavaScript so that `npm start` needs node alone). */
export interface BuildStamp {
  digest: string;
  inputs?: string[];
}
export interface BuildDecision {
  build: boolean;
  reason: 'no build yet' | 'no build stamp' | 'stamp lists no inputs' | 'sources changed' | 'up to date' | 'forced';
}
export const SERVER_BUNDLE: string;
export const CONSOLE_INPUTS: { dirs: string[]; files: string[] };
export function listInputs(root: string, dirs: string[], files?: string[]): string[];
export function digestOf(root: string, inputs: string[]): string;
export function readStamp(stampFile: string): BuildStamp | undefined;
export function writeStamp(stampFile: string, stamp: BuildStamp): void;
export function needsBuild(options: { root: string; stampFile: string; outputs: string[]; inputs?: string[] }): BuildDecision;
export function ensureConsoleBuilt(root: string, options?: { force?: boolean }): void;
export function ensureServerBuilt(root: string, options?: { force?: boolean }): Promise<void>;
