/**
 * Once per run, before any test file: the bot compiled as `npm run build` compiles it
 * (src/cli/build.ts), into a folder of this run under `node_modules/.cache` (inside the checkout,
 * so that its imports of packages resolve; never `dist/`, which `npm start` may be running).
 * The tests that start processes of the bot or of a tool run this build (test/built.ts): each
 * process and each of its threads then loads plain JavaScript instead of compiling the sources
 * through tsx (docs/development.md, "Layout", test/). Tests about running from the sources
 * (`npm run play`, `src/main.ts` under tsx, the replay command) still start `src/`.
 *
 * The build is started here and not awaited: the first files start meanwhile, and a file that
 * imports test/built.ts waits for it there. Removed at the end of the run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDist } from '../src/cli/build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's build: its `main.js` appears once it is complete, or `failed.txt` saying why not. */
    botBuild: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const cache = resolve(import.meta.dirname, '../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const out = join(cache, `chacun-test-bot-${process.pid}`);
  rmSync(out, { recursive: true, force: true });
  project.provide('botBuild', out);
  // buildDist writes beside `out` and renames the whole folder into place: `main.js` there means a complete build.
  const building = buildDist(out).then(
    () => undefined,
    (error: unknown) => {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'failed.txt'), error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  );
  return async () => {
    await building;
    rmSync(out, { recursive: true, force: true });
  };
}
