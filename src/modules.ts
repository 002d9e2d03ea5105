/**
 * Where a module is as this code runs: from TypeScript (`src/`, tsx: tests, tools, `npm run play`)
 * or compiled (`dist/`, `npm start`, src/cli/build.ts), where every `.ts` file is a `.js` file in
 * the same folder. What is loaded by URL or path (worker threads' modules, the bot's entry point
 * that the playground and the sharding manager start) is named by its TypeScript path and found here.
 */
import { fileURLToPath } from 'node:url';

/** Whether the module at this URL (an `import.meta.url`) runs compiled. */
export function runsCompiled(moduleUrl: string): boolean {
  return moduleUrl.endsWith('.js');
}

/** The URL of the module at `path` (relative, ending in `.ts`) from the module at `base` (its `import.meta.url`): its `.js` when that one runs compiled. */
export function moduleBeside(path: string, base: string): string {
  const url = new URL(path, base);
  if (runsCompiled(base)) url.pathname = url.pathname.replace(/\.ts$/, '.js');
  return url.href;
}

/** The file of the bot's entry point (src/main.ts or dist/main.js), from a module under `src/` one folder deep. */
export function mainFile(base: string): string {
  return fileURLToPath(moduleBeside('../main.ts', base));
}
