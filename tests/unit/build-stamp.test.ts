import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestOf, listInputs, needsBuild, writeStamp } from '../../server/tools/build-stamp.mjs';

/** The start-up rebuild decision of `npm start` (server/tools/build-stamp.mjs): stale vs fresh stamps. */
describe('build stamps', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const stampFile = () => path.join(root, 'out', 'stamp.json');
  const decide = (inputs?: string[]) =>
    needsBuild({ root, stampFile: stampFile(), outputs: ['out/main.mjs'], ...(inputs ? { inputs } : {}) });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    write('src/a.ts', 'export const a = 1;');
    write('src/deep/b.ts', 'export const b = 2;');
    write('src/a.test.ts', 'test');
    write('index.html', '<html></html>');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists the inputs sorted, without tests, stories or missing files', () => {
    write('src/View.stories.tsx', 'story');
    expect(listInputs(root, ['src', 'nowhere'], ['index.html', 'missing.json'])).toEqual(['index.html', 'src/a.ts', 'src/deep/b.ts']);
  });

  it('builds when there is no output, then when there is no stamp', () => {
    expect(decide()).toEqual({ build: true, reason: 'no build yet' });
    write('out/main.mjs', 'built');
    expect(decide()).toEqual({ build: true, reason: 'no build stamp' });
  });

  it('skips the build while the stamp matches the sources', () => {
    write('out/main.mjs', 'built');
    const inputs = listInputs(root, ['src'], ['index.html']);
    writeStamp(stampFile(), { inputs, digest: digestOf(root, inputs) });
    expect(decide()).toEqual({ build: false, reason: 'up to date' });
    expect(decide(listInputs(root, ['src'], ['index.html']))).toEqual({ build: false, reason: 'up to date' });
  });

  it('rebuilds after an edit, a touch, a deleted input or a new file in a walked folder', () => {
    write('out/main.mjs', 'built');
    const stampNow = () => {
      const inputs = listInputs(root, ['src'], ['index.html']);
      writeStamp(stampFile(), { inputs, digest: digestOf(root, inputs) });
    };
    stampNow();
    write('src/a.ts', 'export const a = 10;');
    expect(decide()).toEqual({ build: true, reason: 'sources changed' });
    stampNow();
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(root, 'src/deep/b.ts'), later, later);
    expect(decide()).toEqual({ build: true, reason: 'sources changed' });
    stampNow();
    fs.rmSync(path.join(root, 'src/deep/b.ts'));
    expect(decide()).toEqual({ build: true, reason: 'sources changed' });
    stampNow();
    write('src/c.ts', 'export const c = 3;');
    expect(decide(listInputs(root, ['src'], ['index.html']))).toEqual({ build: true, reason: 'sources changed' });
  });

  it('rebuilds when the output is gone or the stamp is unreadable', () => {
    write('out/main.mjs', 'built');
    const inputs = listInputs(root, ['src']);
    writeStamp(stampFile(), { inputs, digest: digestOf(root, inputs) });
    fs.rmSync(path.join(root, 'out/main.mjs'));
    expect(decide().build).toBe(true);
    write('out/main.mjs', 'built');
    fs.writeFileSync(stampFile(), 'not json');
    expect(decide()).toEqual({ build: true, reason: 'no build stamp' });
  });
});
