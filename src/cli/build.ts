/**
 * `npm run build` (run by `npm start` before it starts): the bot as JavaScript in `dist/`, one file
 * per TypeScript file of `src/` (the same folders, so that the modules a thread loads by URL and
 * the files found beside a module are where they are in `src/`), and the other files of `src/`
 * (the playground's page) copied, not the READMEs. The bot then runs on Node alone: without it, tsx compiles
 * TypeScript in every thread (the bot's, each worker's) and keeps its compiler and loader thread
 * in memory (docs/performance.md, 2026-11-28). Tests and tools keep running the TypeScript.
 *
 * Each file is compiled on its own (esbuild, types stripped, nothing bundled): its relative imports
 * name the `.js` file beside it, packages stay imports of `node_modules`. Prints one line.
 */
import { build, type Plugin } from 'esbuild';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The checkout's root. */
const ROOT = resolve(import.meta.dirname, '../..');
/** Where the JavaScript goes (`npm start` runs `dist/main.js`). */
export const DIST = join(ROOT, 'dist');
const SRC = join(ROOT, 'src');

/** Every file under a folder, by absolute path. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Keeps every import an import: a relative one of a `.ts` file names its `.js`, a package stays a package. */
const importsStay: Plugin = {
  name: 'imports-stay',
  setup(built) {
    built.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const relativeTs = /^\.\.?\//.test(args.path) && args.path.endsWith('.ts');
      return { path: relativeTs ? `${args.path.slice(0, -'.ts'.length)}.js` : args.path, external: true };
    });
  },
};

/**
 * Compiles `src/` into `out` (default `dist/`); the number of modules written. Another folder
 * (tests) must be inside this checkout, for its imports of packages to resolve. The build is
 * written beside `out` and put in its place at once when complete: a bot already running from
 * `out` (a standby started on the same machine runs `npm start` again) still finds every module it
 * loads later, a worker thread's or a game's, never a folder half written.
 */
export async function buildDist(out = DIST): Promise<number> {
  const files = filesUnder(SRC);
  const modules = files.filter((file) => file.endsWith('.ts'));
  const fresh = `${out}.${process.pid}.new`;
  rmSync(fresh, { recursive: true, force: true });
  await build({
    entryPoints: modules,
    outdir: fresh,
    outbase: SRC,
    bundle: true,
    plugins: [importsStay],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  for (const file of files.filter((name) => !name.endsWith('.ts') && !name.endsWith('.md'))) cpSync(file, join(fresh, relative(SRC, file)));
  const old = `${out}.${process.pid}.old`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(fresh, out);
  rmSync(old, { recursive: true, force: true });
  return modules.length;
}

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  const count = await buildDist();
  process.stdout.write(`built ${count} modules into ${relative(process.cwd(), DIST) || '.'} in ${Math.round(performance.now() - started)} ms\n`);
}
