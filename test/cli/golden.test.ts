import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { HOSTED } from '../../src/hosted.ts';
import { replayFiles } from '../../src/cli/replay-files.ts';
import { simulateGames } from '../../src/cli/simulate-games.ts';

/**
 * The outputs of `npm run simulate` and `npm run replay` for 1,000 games, as the version before
 * games became modules printed them (test/fixtures/replay-golden.json): the same bytes today.
 * Both run in this process, through the functions the commands call (`simulateGames`, `replayFiles`).
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

/** What `npm run simulate -- --games N --players K --seed S --out DIR` writes on stdout (ChaCuN, no option). */
function simulate(run: Run, out: string): Buffer {
  let stdout = '';
  simulateGames({ game: HOSTED.get('chacun')!, games: run.games, players: run.players, seed: run.seed, options: undefined, out }, { out: (text) => { stdout += text; }, err: () => {} });
  return Buffer.from(stdout, 'utf8');
}

/** The exit code of `npm run replay -- FILE` and what it writes on stdout. */
function replay(file: string): { code: number; stdout: Buffer } {
  let stdout = '';
  const code = replayFiles([file], { out: (text) => { stdout += text; }, err: () => {} });
  return { code, stdout: Buffer.from(stdout, 'utf8') };
}

function digest(bytes: Buffer): { sha256: string; bytes: number } {
  return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
}

describe('npm run simulate and npm run replay print what they printed before games became modules', () => {
  test('a thousand games (four runs of 250, two to five players): records and replays byte for byte', () => {
    expect(golden.runs.reduce((sum, run) => sum + run.games, 0)).toBe(1000);
    for (const run of golden.runs) {
      const out = join(dir, `p${run.players}`);
      expect(digest(simulate(run, out)), `simulate stdout, ${run.players} players`).toEqual(run.simulateStdout);
      expect(digest(readFileSync(join(out, 'games.jsonl'))), `records, ${run.players} players`).toEqual(run.gamesJsonl);
      const replayed = replay(join(out, 'games.jsonl'));
      expect(replayed.code).toBe(0);
      expect(digest(replayed.stdout), `replay stdout, ${run.players} players`).toEqual(run.replayStdout);
    }
  }, 180_000);
});
