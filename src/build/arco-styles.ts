import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const LIBRARY = '@arco-design/web-react';
// `import { Button, Modal as M } from '@arco-design/web-react'`, as it reads after TypeScript is stripped.
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@arco-design\/web-react['"]/g;

/** The component names of every named import from the library in `code`. */
export function arcoImportsOf(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(NAMED_IMPORT)) {
    for (const specifier of match[1]!.split(',')) {
      const name = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (/^[A-Z]\w*$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

/**
 * Arco's styles per component instead of the whole library's 555 KB dist/css/arco.css: each
 * `import { Button } from '@arco-design/web-react'` in our sources gains
 * `import '@arco-design/web-react/es/Button/style/css.js'`, which brings the shared base styles
 * (tokens, normalize, icons) and the styles of the components it is built from. The same in build,
 * dev and Storybook. Written instead of @arco-plugins/vite-react, which parses every module
 * (node_modules included) with Babel, quadrupling the build time, and imports the whole CSS in dev.
 * The style imports go first on the first line, so a file's own CSS still comes after Arco's and
 * source maps stay right below line 1.
 */
export function arcoStyles(): Plugin {
  const esRoot = path.join(path.dirname(createRequire(import.meta.url).resolve(`${LIBRARY}/package.json`)), 'es');
  const hasStyle = new Map<string, boolean>();
  const styleOf = (name: string) => {
    if (!hasStyle.has(name)) hasStyle.set(name, fs.existsSync(path.join(esRoot, name, 'style', 'css.js')));
    return hasStyle.get(name) ? `${LIBRARY}/es/${name}/style/css.js` : undefined;
  };
  return {
    name: 'arco-styles',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?(\?.*)?$/, exclude: /node_modules/ }, code: LIBRARY },
      handler(code) {
        const styles = arcoImportsOf(code).flatMap((name) => styleOf(name) ?? []);
        if (!styles.length) return undefined;
        return { code: styles.map((file) => `import '${file}';`).join('') + code, map: null };
      },
    },
  };
}
