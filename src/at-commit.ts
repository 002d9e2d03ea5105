/**
 * A benchmark's "before" measured beside its "after", under the same load (`--compare REF`): the
 * benchmark file as it is here, run against another commit's code, checked out in a temporary
 * worktree that shares this checkout's node_modules. Only for the tools, never for the bot.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The modules a benchmark imports for itself rather than for the code it measures: copied beside it. */
const TOOL_MODULES = ['src/at-commit.ts', 'src/command-line.ts'];

function git(...args: string[]): void {
  execFileSync('git', ['-C', ROOT, ...args], { stdio: 'ignore' });
}

/**
 * Runs `file` (a benchmark of this checkout, by its absolute path) with `args` at commit `ref`, at
 * the same time as whatever the caller does meanwhile; resolves to the last line it printed (the
 * benchmarks' JSON). Its table and errors go to this process's stderr.
 */
export async function runAtCommit(ref: string, file: string, args: readonly string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'chacun-at-commit-'));
  git('worktree', 'add', '--detach', dir, ref);
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    // The benchmark as it is here, and the modules of the tools it imports (older commits may lack them).
    const copy = join(dir, relative(ROOT, file));
    copyFileSync(file, copy);
    for (const tool of TOOL_MODULES) copyFileSync(join(ROOT, tool), join(dir, tool));
    const child = spawn(process.execPath, ['--import', TSX, copy, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    if (code !== 0) throw new Error(`the run at ${ref} failed (exit ${code})`);
    return out.trim().split('\n').pop() ?? '';
  } finally {
    git('worktree', 'remove', '--force', dir);
  }
}
