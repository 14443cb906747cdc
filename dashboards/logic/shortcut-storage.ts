import { readStored, writeStored, type StorageScope } from '../../platform/state/storage';
import { SHORTCUTS_MAX } from './dashboard-constants';

/** Storage name of the common-menu shortcuts (kept per account and hospital). */
export const SHORTCUTS_STORAGE_NAME = 'dashboardShortcuts';

const isPathList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Keeps the first occurrence of each path, at most seven. */
export function normaliseShortcuts(paths: readonly string[]): string[] {
  return [...new Set(paths.filter((path) => path.length > 0))].slice(0, SHORTCUTS_MAX);
}

/** The user's chosen menu paths for this hospital, in their order; none stored gives an empty list. */
export function readShortcuts(scope: Required<StorageScope>): string[] {
  return normaliseShortcuts(readStored<string[]>(SHORTCUTS_STORAGE_NAME, [], { scope, isValid: isPathList }));
}

export function writeShortcuts(scope: Required<StorageScope>, paths: readonly string[]): string[] {
  const kept = normaliseShortcuts(paths);
  writeStored(SHORTCUTS_STORAGE_NAME, kept, scope);
  return kept;
}
