import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parseRecord, replay, type GameRecord } from '../../src/games/chacun/engine/record.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { playRandomGame } from '../../src/games/chacun/engine/simulate.ts';
import { replayFiles } from '../../src/cli/replay-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'chacun-replay-robust-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run replay` on files, in this process (as `replayFiles`): its exit code, its stdout lines and its stderr lines. */
function run(...files: string[]) {
  let stdout = '';
  let stderr = '';
  const code = replayFiles(files, { out: (text) => { stdout += text; }, err: (text) => { stderr += text; } });
  return { code, out: stdout.split('\n').filter(Boolean), err: stderr.split('\n').filter(Boolean) };
}

/** The same through the command itself, in a process of its own: its argument reading and exit code too. */
function runCommand(...files: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status, out: result.stdout.split('\n').filter(Boolean), err: result.stderr.split('\n').filter(Boolean) };
}

/** A value nested `depth` arrays deep. */
function nested(depth: number): unknown {
  let value: unknown = 'RED';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0]/u;
const games = [1, 2, 3, 4, 5].map((seed) => playRandomGame(2 + (seed % 4), 4200 + seed).record);
const line = (record: unknown) => JSON.stringify(record);
/** The JSON of a record with its "DEEP" string replaced by a value nested `depth` arrays deep (too deep for JSON.stringify). */
const deepLine = (record: unknown, depth: number) => line(record).replace('"DEEP"', '['.repeat(depth) + '"RED"' + ']'.repeat(depth));

describe('npm run replay on bad records', () => {
  test('each bad record gets one short line on stderr and exit code 2; every good record around it is still replayed, in order', () => {
    const [a, b, c, d, e] = games;
    const lines = [
      line(a),
      deepLine({ ...a, players: ['DEEP', 'BLUE'] }, 5_000),
      line(b),
      line({ ...b, players: ['RED', 'x'.repeat(10_000_000)] }),
      '\ufeff' + line(c),
      line({ ...c, decks: { normal: [], menhir: [] }, actions: [] }),
      '{"game": "chacun",\u200b "version": 1}',
      line(d),
      deepLine({ ...d, decks: { ...d.decks, normal: ['DEEP'] } }, 5_000),
      line(e),
    ];
    const file = join(dir, 'mixed.jsonl');
    writeFileSync(file, lines.join('\n') + '\n');
    const alone = games.map((record, i) => {
      const single = join(dir, `good-${i}.json`);
      writeFileSync(single, line(record));
      return run(single).out[0];
    });

    const { code, out, err } = run(file);
    expect(code).toBe(2);
    expect(out).toEqual(alone);
    expect(err.map((message) => message.split(': ')[0])).toEqual([2, 4, 6, 7, 9].map((n) => `${file}:${n}`));
    for (const message of err) {
      expect(message.length).toBeLessThan(file.length + 200);
      expect(message).not.toMatch(INVISIBLE);
      expect(message).not.toMatch(/^\s+at /);
    }
    expect(err[0]).toMatch(/nested more than \d+ levels deep/);
    expect(err[1]).toMatch(/players: "x{10,}…" \(10000000 characters\)/);
    expect(err[2]).toMatch(/decks\.normal is empty: the game cannot start/);
    expect(err[3]).toMatch(/not valid JSON: .*\\u200b/);
  });

  test('a .json file starting with a UTF-8 BOM is replayed as without it', () => {
    const plain = join(dir, 'plain.json');
    const bom = join(dir, 'bom.json');
    writeFileSync(plain, line(games[0]));
    writeFileSync(bom, '\ufeff' + line(games[0]));
    const expected = run(plain);
    expect(run(bom)).toEqual({ ...expected, code: 0 });
    expect(expected.out).toHaveLength(1);
  });

  test('empty decks are an unreadable record, not a finished game', () => {
    const file = join(dir, 'empty-decks.json');
    writeFileSync(file, line({ game: 'chacun', version: 1, players: ['RED', 'BLUE'], decks: { normal: [], menhir: [] }, actions: [] }));
    const { code, out, err } = runCommand(file);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([`${file}: not a ChaCuN game record: decks.normal is empty: the game cannot start`]);
  });
});

describe('parseRecord quotes at most a short excerpt of a bad value', () => {
  const good = { game: 'chacun', version: 1, players: ['RED', 'BLUE'], decks: { normal: [1, 2], menhir: [80] }, actions: [] };
  test.each([
    ['a colour nested 100,000 deep', { ...good, players: ['RED', nested(100_000)] }],
    ['a tile id nested 100,000 deep', { ...good, decks: { normal: [nested(100_000)], menhir: [] } }],
    ['a 10 MB colour', { ...good, players: ['RED', 'B'.repeat(10_000_000)] }],
    ['a 10 MB tile id', { ...good, decks: { normal: ['1'.repeat(10_000_000)], menhir: [] } }],
    ['a colour with a BOM and a line separator', { ...good, players: ['\ufeffRED\u2028', 'BLUE'] }],
    ['an object for a colour', { ...good, players: ['RED', { a: { b: {} } }] }],
    ['an action nested deep', { ...good, actions: [nested(100_000)] }],
    ['an occupant nested deep', { ...good, actions: [{ type: 'occupy', occupant: nested(100_000) }] }],
  ])('%s: refused with a short, printable message', (_, value) => {
    const parsed = parseRecord(value);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.length).toBeLessThan(160);
    expect(parsed.error).not.toMatch(INVISIBLE);
  });

  test('invisible characters are shown escaped', () => {
    const parsed = parseRecord({ ...good, players: ['\ufeffRED\u2028', 'BLUE'] });
    expect(parsed).toEqual({ ok: false, error: 'players: "\\ufeffRED\\u2028" is not one of RED, BLUE, GREEN, YELLOW, PURPLE' });
  });

  test.each([
    ['empty decks', { normal: [], menhir: [] }],
    ['only menhir tiles', { normal: [], menhir: [80, 81] }],
  ])('%s: refused, the game cannot start', (_, decks) => {
    expect(parseRecord({ ...good, decks })).toEqual({ ok: false, error: 'decks.normal is empty: the game cannot start' });
  });

  test('every record of random games is still accepted', () => {
    for (let seed = 0; seed < 40; seed++) {
      const { record } = playRandomGame(2 + (seed % 4), 600 + seed);
      expect(parseRecord(JSON.parse(JSON.stringify(record)))).toMatchObject({ ok: true });
    }
  });
});

/** A copy of a JSON value with one node, chosen at random, replaced by a strange value. */
function mutate(value: unknown, random: Random): unknown {
  const strange = (): unknown => {
    switch (random.int(9)) {
      case 0: return nested(1 + random.int(3_000));
      case 1: return 'é\u2028\ufeff'.repeat(random.int(2_000));
      case 2: return random.int(200) - 100;
      case 3: return null;
      case 4: return {};
      case 5: return [];
      case 6: return 1.5;
      case 7: return ['RED', 'BLUE', 'GREEN', 'YELLOW', 'PURPLE', 'place', 'occupy', 'retake', 'PAWN', 'HUT', 'NONE', 'RIGHT'][random.int(12)];
      default: return random.int(100);
    }
  };
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  // Walk down a random path and replace (or delete) what is there.
  let parent: Record<string, unknown> | unknown[] = copy;
  for (;;) {
    const keys = Array.isArray(parent) ? parent.map((_, i) => i) : Object.keys(parent);
    if (keys.length === 0) return copy;
    const key = keys[random.int(keys.length)];
    const child = (parent as Record<string | number, unknown>)[key];
    if (typeof child === 'object' && child !== null && random.int(3) !== 0) {
      parent = child as Record<string, unknown>;
      continue;
    }
    if (random.int(8) === 0 && !Array.isArray(parent)) delete parent[key as string];
    else (parent as Record<string | number, unknown>)[key] = strange();
    return copy;
  }
}

describe('parseRecord and replay never throw on mutations of valid records', () => {
  test('3,000 mutated records: each accepted and replayed, or refused with a short message', () => {
    const random = new Random(12);
    const bases: GameRecord[] = games.map((record) => ({ ...record, actions: record.actions.slice(0, 30) }));
    let refused = 0;
    for (let i = 0; i < 3_000; i++) {
      const value = mutate(bases[i % bases.length], random);
      const parsed = parseRecord(value);
      if (!parsed.ok) {
        refused++;
        expect(parsed.error.length).toBeLessThan(200);
        continue;
      }
      const result = replay(parsed.value);
      expect(result.state.nextAction).not.toBe('START_GAME');
    }
    expect(refused).toBeGreaterThan(500);
    expect(refused).toBeLessThan(2_950); // and some mutated records are legal ones, replayed
  });
});
