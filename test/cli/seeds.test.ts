// npm run simulate and npm run replay with the 53-bit seeds the platform draws (issue 26).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { builtFile } from '../built.ts';
import { HOSTED } from '../../src/hosted.ts';
import { replayFiles } from '../../src/cli/replay-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'chacun-seeds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A command in a process of its own (its options checked as given): its exit code, its stdout lines and its stderr. */
function tool(script: string, args: readonly string[]) {
  const result = spawnSync(process.execPath, [builtFile(`src/cli/${script}.ts`), ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status, out: result.stdout.trim().split('\n').filter(Boolean), err: result.stderr };
}

/** `npm run replay` on a file, in this process (as `replayFiles`): its exit code, its stdout lines and its stderr. */
function replay(file: string) {
  let stdout = '';
  let stderr = '';
  const code = replayFiles([file], { out: (text) => { stdout += text; }, err: (text) => { stderr += text; } });
  return { code, out: stdout.trim().split('\n').filter(Boolean), err: stderr };
}

describe('wide seeds in the tools', () => {
  test('simulate plays games up to seed 2^53 − 1 (refusing a run that would pass it); replay replays every game’s wide-seed records', () => {
    const last = Number.MAX_SAFE_INTEGER;
    const simulated = tool('simulate', ['--game', 'tchu', '--games', '2', '--players', '2', '--seed', String(last - 1), '--out', dir]);
    expect(simulated.code, simulated.err).toBe(0);
    expect(simulated.out.map((line) => JSON.parse(line).seed)).toEqual([last - 1, last]);
    const tchu = HOSTED.get('tchu')!;
    const lines = readFileSync(join(dir, 'games.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([last - 1, last].map((seed) => JSON.parse(JSON.stringify(tchu.tools.randomGame(2, seed).record))));
    const refused = tool('simulate', ['--game', 'tchu', '--games', '2', '--seed', String(last)]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`--seed must be an integer from 0 to ${last - 1}`);

    // Every game's record of a wide seed, with the two simulated above.
    const records = HOSTED.modules.map((game) => game.tools.randomGame(game.rules.seats.min, 2 ** 50 + 321).record);
    const file = join(dir, 'wide.jsonl');
    writeFileSync(file, [...records.map((record) => JSON.stringify(record)), ...lines].join('\n') + '\n');
    const replayed = replay(file);
    expect(replayed.code, replayed.err).toBe(0);
    expect(replayed.out).toHaveLength(HOSTED.modules.length + 2);
    for (const line of replayed.out) expect(JSON.parse(line)).not.toHaveProperty('error');
  }, 30_000);
});
