/**
 * This run's build of `src/` (test/global-setup.ts compiles it once, as `npm run build` compiles
 * `dist/`): tests that start processes run its JavaScript, which every thread of the process then
 * loads without compiling TypeScript through tsx (about a second less per process on these
 * machines; docs/development.md, "Tests"). The tests about starting from the sources (`npm run
 * play`, `src/main.ts` under tsx) run `src/` itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { inject } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** Waits until this run's build is complete (it is started as the run starts); its folder. */
async function built(timeoutMs = 60_000): Promise<string> {
  const folder = inject('botBuild');
  const start = Date.now();
  while (!existsSync(join(folder, 'main.js'))) {
    const failed = join(folder, 'failed.txt');
    if (existsSync(failed)) throw new Error(`this run's build of src/ failed:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() - start > timeoutMs) throw new Error(`this run's build of src/ (${folder}) not there after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return folder;
}

const FOLDER = await built();

/** The compiled file of a module of `src/` (a path from the checkout's root or absolute, `src/main.ts` → `…/main.js`). */
export function builtFile(source: string): string {
  const path = relative(SRC, resolve(import.meta.dirname, '..', source));
  if (path.startsWith('..') || !path.endsWith('.ts')) throw new Error(`${source} is not a module of src/`);
  return join(FOLDER, `${path.slice(0, -'.ts'.length)}.js`);
}

/** The compiled bot's entry point (as `npm start` runs `dist/main.js`). */
export const BUILT_MAIN = builtFile('src/main.ts');
