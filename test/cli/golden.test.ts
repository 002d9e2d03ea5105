import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * The outputs of `npm run simulate` and `npm run replay` for 1,000 games, as the version before
 * games became modules printed them (test/fixtures/replay-golden.json): the same bytes today.
 */
interface Run {
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  readonly gamesJsonl: { readonly sha256: string; readonly bytes: number };
  readonly simulateStdout: { readonly sha256: string; readonly bytes: number };
  readonly replayStdout: { readonly sha256: string; readonly bytes: number };
}

const golden = JSON.parse(readFileSync(new URL('../fixtures/replay-golden.json', import.meta.url), 'utf8')) as { readonly runs: readonly Run[] };
const dir = mkdtempSync(join(tmpdir(), 'chacun-golden-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tool(script: string, args: readonly string[]): { code: number | null; stdout: Buffer } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], { maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status, stdout: result.stdout };
}

function digest(bytes: Buffer): { sha256: string; bytes: number } {
  return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
}

describe('npm run simulate and npm run replay print what they printed before games became modules', () => {
  test('a thousand games (four runs of 250, two to five players): records and replays byte for byte', () => {
    expect(golden.runs.reduce((sum, run) => sum + run.games, 0)).toBe(1000);
    for (const run of golden.runs) {
      const out = join(dir, `p${run.players}`);
      const simulated = tool('simulate', ['--games', String(run.games), '--players', String(run.players), '--seed', String(run.seed), '--out', out]);
      expect(simulated.code).toBe(0);
      expect(digest(simulated.stdout), `simulate stdout, ${run.players} players`).toEqual(run.simulateStdout);
      expect(digest(readFileSync(join(out, 'games.jsonl'))), `records, ${run.players} players`).toEqual(run.gamesJsonl);
      const replayed = tool('replay', [join(out, 'games.jsonl')]);
      expect(replayed.code).toBe(0);
      expect(digest(replayed.stdout), `replay stdout, ${run.players} players`).toEqual(run.replayStdout);
    }
  }, 180_000);
});
