import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, for checks that read the tree's own files. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every file under a folder of the tree, as a path from the root ("src/App.tsx"). */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(rel) : [rel];
  });
}

export const readTreeFile = (file: string): string => fs.readFileSync(path.join(repoRoot, file), 'utf8');
