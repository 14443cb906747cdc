import path from 'node:path';
import { filesUnder, readTreeFile } from './tree-files';

/** The folders whose components render the console's UI (designers review them in Storybook). */
export const UI_FOLDERS = ['src', 'platform', 'dashboards', 'engine/client'];

const isStory = (file: string) => file.endsWith('.stories.tsx');
const isTestOrSupport = (file: string) => /\.test\.tsx$/.test(file) || file.includes('/test-support/') || file.includes('/stories/');

/** `Name` for every `export function Name` / `export const Name` with a capital first letter. */
function exportedComponents(source: string): string[] {
  const names = [...source.matchAll(/^export (?:default )?(?:function|const) ([A-Z][A-Za-z0-9]*)\b/gm)].map((m) => m[1]!);
  return names.filter((name) => !/^[A-Z0-9_]+$/.test(name));
}

/** "file#Name" for every name a story file imports from a module of the tree. */
function namesImportedByStories(storyFiles: string[]): Set<string> {
  const seen = new Set<string>();
  for (const story of storyFiles) {
    const source = readTreeFile(story);
    for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(story), match[2]!));
      for (const name of match[1]!.split(',')) {
        const bare = name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (bare) seen.add(`${target}.tsx#${bare}`);
      }
    }
  }
  return seen;
}

/** Components (file#Name) that no story imports. */
export function componentsWithoutStory(): string[] {
  const files = UI_FOLDERS.flatMap(filesUnder).filter((file) => file.endsWith('.tsx'));
  const covered = namesImportedByStories(files.filter(isStory));
  return files
    .filter((file) => !isStory(file) && !isTestOrSupport(file))
    .flatMap((file) => exportedComponents(readTreeFile(file)).map((name) => `${file}#${name}`))
    .filter((component) => !covered.has(component));
}
