import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('the command-line tools read their options with one helper (src/command-line.ts)', () => {
  test.each([
    ['src/cli/tournament.ts', 'npm run tournament --'],
    ['src/cli/bench-soak.ts', 'npm run bench:soak'],
  ])('%s --help: its usage on stdout, exit code 0, nothing run', (script, synopsis) => {
    const { code, out, err } = run(script, '--help');
    expect(code).toBe(0);
    expect(out.startsWith(`usage: ${synopsis}`)).toBe(true);
    expect(err).toBe('');
  });

  test.each([
    ['src/cli/tournament.ts', ['--gmes', '3'], "Unknown option '--gmes'"],
    ['src/cli/bench-soak.ts', ['--minutes', '0'], '--minutes must be a number of minutes above 0'],
    ['src/cli/simulate.ts', ['stray'], "Unexpected argument 'stray'"],
  ])('%s %j: what is wrong and the usage on stderr, exit code 2, no stack trace', (script, args, message) => {
    const { code, out, err } = run(script, ...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(message);
    expect(err).toContain('\nusage: ');
    expect(err).not.toMatch(/\n\s+at /);
  });
});
