import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtFile } from '../built.ts';

/**
 * The Node arguments that run a tool in a process of its own: its file compiled in this run's build
 * (test/built.ts), which starts without tsx compiling its modules; the same code as `npm run …` runs.
 */
const tool = (script: string, ...args: string[]): string[] => [builtFile(script), ...args];

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, tool(script, ...args), { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('the command-line tools read their options with one helper (src/command-line.ts)', () => {
  test.each([
    ['src/cli/tournament.ts', 'npm run tournament --'],
  ])('%s --help: its usage on stdout, exit code 0, nothing run', (script, synopsis) => {
    const { code, out, err } = run(script, '--help');
    expect(code).toBe(0);
    expect(out.startsWith(`usage: ${synopsis}`)).toBe(true);
    expect(err).toBe('');
  });

  test.each([
    ['src/cli/tournament.ts', ['--gmes', '3'], "Unknown option '--gmes'"],
    ['src/cli/bench-soak.ts', ['--minutes', '0'], '--minutes must be a number of minutes above 0'],
    ['src/games/chacun/tools/weights-duel.ts', ['--weights', '{"meadowGrowht":0}'], '--weights: no weight is named meadowGrowht'],
    ['src/games/scrabble/tools/learn-leaves-by-draws.ts', ['--draws', '0'], '--games, --leaves and --draws must be integers ≥ 1'],
  ])('%s %j: what is wrong and the usage on stderr, exit code 2, no stack trace', (script, args, message) => {
    const { code, out, err } = run(script, ...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
    expect(err).toContain('\nusage: ');
    expect(err).not.toMatch(/\n\s+at /);
  });

  test('ratings:rebuild with an argument it does not know opens no store (it took the first one for the store before)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chacun-cli-')), 'never.sqlite');
    for (const args of [['--help'], ['--stroe', `sqlite://${file}`], [`sqlite://${file}`]]) {
      const result = spawnSync(process.execPath, tool('src/cli/ratings-rebuild.ts', ...args), { encoding: 'utf8', env: { ...process.env, STORE_URL: `sqlite://${file}` } });
      expect(result.status).toBe(args[0] === '--help' ? 0 : 2);
      expect(existsSync(file)).toBe(false);
    }
  });
});
