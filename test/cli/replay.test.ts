import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseRecord, replay } from '../../src/games/chacun/engine/record.ts';
import { playRandomGame } from '../../src/games/chacun/engine/simulate.ts';
import { replayFiles } from '../../src/cli/replay-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'chacun-replay-'));

/** `npm run replay` on files, in this process (as `replayFiles`): its exit code, its stdout lines and its stderr. */
function run(...files: string[]) {
  let stdout = '';
  let stderr = '';
  const code = replayFiles(files, { out: (text) => { stdout += text; }, err: (text) => { stderr += text; } });
  return { code, out: stdout.trim().split('\n').filter(Boolean), err: stderr };
}

/** The same through the command itself, in a process of its own: its argument reading and exit code too. */
function runCommand(...files: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/replay.ts', ...files], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout.trim().split('\n').filter(Boolean), err: result.stderr };
}

describe('npm run replay', () => {
  test('replays 300 records of a .jsonl file in one process, one line each, in order', () => {
    const games = Array.from({ length: 300 }, (_, i) => playRandomGame(2 + (i % 4), 9000 + i));
    const file = join(dir, 'games.jsonl');
    writeFileSync(file, games.map((g) => JSON.stringify(g.record)).join('\n') + '\n');
    const { code, out } = runCommand(file);
    expect(code).toBe(0);
    expect(out).toHaveLength(300);
    out.forEach((line, i) => {
      const summary = JSON.parse(line);
      const { record, state } = games[i];
      expect(summary.nextAction).toBe('END_GAME');
      expect(Object.keys(summary.points)).toEqual(record.players);
      expect(summary.winners.length).toBeGreaterThan(0);
      expect(summary.messages).toHaveLength(state.messages.length);
      expect(Object.keys(summary.messages[0]).sort()).toEqual(['kind', 'points', 'scorers', 'tileIds']);
    });
  });

  test('an illegal action: an error line with its index and exit code 1, the other records still replayed', () => {
    const { record } = playRandomGame(3, 77);
    const bad = { ...record, actions: [...record.actions.slice(0, 4), { type: 'place', tile: 999, x: 0, y: 0, rotation: 'NONE' }] };
    const partial = { ...record, actions: record.actions.slice(0, 5) };
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, [bad, partial].map((r) => JSON.stringify(r)).join('\n'));
    const { code, out } = run(file);
    expect(code).toBe(1);
    const error = JSON.parse(out[0]).error;
    expect(error).toMatchObject({ actionIndex: 4 });
    expect(typeof error.code).toBe('string');
    expect(typeof error.message).toBe('string');
    expect(JSON.parse(out[1]).nextAction).not.toBe('END_GAME');
    expect(JSON.parse(out[1]).winners).toEqual([]);
  });

  test.each([
    ['not JSON', '{"game": "chacun",'],
    ['a wrong shape', '{"game": "chacun", "version": 1, "players": ["RED"], "decks": {"normal": [], "menhir": []}, "actions": []}'],
  ])('%s: a clear message on stderr and exit code 2', (_, text) => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, text);
    const { code, err } = run(file);
    expect(code).toBe(2);
    expect(err).toMatch(/broken\.json/);
  });

  test('a record of any game without a version: said so plainly, not as "a undefined"', () => {
    const file = join(dir, 'no-version.jsonl');
    writeFileSync(file, ['chacun', 'scrabble', 'jass', 'tchu'].map((game) => JSON.stringify({ game, players: [] })).join('\n'));
    const { code, err } = run(file);
    expect(code).toBe(2);
    const lines = err.trim().split('\n');
    expect(lines).toHaveLength(4);
    for (const [i, game] of ['ChaCuN', 'Scrabble', 'Jass', 'tCHu'].entries()) {
      expect(lines[i]).toBe(`${file}:${i + 1}: not a ${game} game record: it has no "version" (this tool reads records of version 1)`);
    }
  });
});

describe('parseRecord', () => {
  const good = { game: 'chacun', version: 1, players: ['RED', 'BLUE'], decks: { normal: [1, 2], menhir: [80] }, actions: [] };
  test.each([
    ['a colour twice', { ...good, players: ['RED', 'RED'] }],
    ['six players', { ...good, players: ['RED', 'BLUE', 'GREEN', 'YELLOW', 'PURPLE', 'RED'] }],
    ['an unknown colour', { ...good, players: ['RED', 'ORANGE'] }],
    ['the start tile in a deck', { ...good, decks: { normal: [56], menhir: [] } }],
    ['a menhir tile in the normal deck', { ...good, decks: { normal: [80], menhir: [] } }],
    ['a tile twice', { ...good, decks: { normal: [1, 1], menhir: [] } }],
    ['an unknown action', { ...good, actions: [{ type: 'jump' }] }],
    ['a rotation by name unknown', { ...good, actions: [{ type: 'place', tile: 1, x: 0, y: 1, rotation: 'UP' }] }],
    ['an occupant without a zone', { ...good, actions: [{ type: 'occupy', occupant: { kind: 'PAWN' } }] }],
    ['another game', { ...good, game: 'jass' }],
  ])('refuses %s', (_, value) => {
    expect(parseRecord(value).ok).toBe(false);
  });

  test('accepts a good record, and replay stops at the first illegal action', () => {
    const parsed = parseRecord({ ...good, actions: [{ type: 'occupy', occupant: null }] });
    if (!parsed.ok) throw new Error(parsed.error);
    const result = replay(parsed.value);
    expect(result.error).toMatchObject({ code: 'WRONG_PHASE', actionIndex: 0 });
  });
});

describe('npm run replay on a record exported during a game', () => {
  test("a partial record that leaves out what a replay needs is refused, saying so; ChaCuN's (the deck order alone left out) replays", async () => {
    const { jassRules } = await import('../../src/games/jass/rules.ts');
    const { playRandomGame: randomJass } = await import('../../src/games/jass/engine/simulate.ts');
    const { chacunRules } = await import('../../src/games/chacun/rules.ts');
    const jass = jassRules.truncate(randomJass(2).record, 12);
    const jassFile = join(dir, 'jass-partial.json');
    writeFileSync(jassFile, JSON.stringify(jassRules.visibleRecord(jass, 'E')));
    const refused = run(jassFile);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/a partial Jass record \(the game after 12 moves as seat E could know it, exported while it was under way\).*cannot be replayed/);
    const chacun = chacunRules.truncate(playRandomGame(2, 5).record, 9);
    const chacunFile = join(dir, 'chacun-partial.json');
    writeFileSync(chacunFile, JSON.stringify(chacunRules.visibleRecord(chacun, null)));
    const replayed = run(chacunFile);
    expect(replayed.code).toBe(0);
    // What the replay prints of it is what it prints of the whole record.
    expect(replayed.out[0]).toBe(run(writeRecord(chacun)).out[0]);
  });
});

function writeRecord(record: object): string {
  const file = join(dir, 'whole.json');
  writeFileSync(file, JSON.stringify(record));
  return file;
}

describe('npm run replay of a game won by forfeit', () => {
  test('every game: the record exported with the seats that resigned prints the winners of the forfeit rule; a bad note is refused', async () => {
    const { HOSTED } = await import('../../src/hosted.ts');
    const lines: string[] = [];
    const expected: { game: string; seats: readonly string[]; winners: readonly string[] }[] = [];
    for (const game of HOSTED.modules) {
      const players = game.rules.seats.min === 4 ? 4 : 2;
      const { record } = game.tools.randomGame(players, 41);
      // Stopped a few moves in, as a game ended by resignations is.
      const cut = game.rules.truncate(record, 6);
      const seats = game.rules.recordSeats(cut);
      const resigned = [seats[0]];
      lines.push(JSON.stringify({ ...(cut as object), forfeit: { resigned } }));
      expect(game.rules.isOver(game.rules.entries(cut).reduce((state, entry) => { const next = game.rules.replay(state, entry); if (!next.ok) throw new Error(next.error.code); return next.value; }, game.rules.start(cut)))).toBe(false);
      const teams = game.rules.seats.teams ?? [];
      const lost = teams.find((team) => team.includes(seats[0])) ?? [seats[0]];
      expected.push({ game: game.id, seats, winners: seats.filter((key) => !lost.includes(key)) });
    }
    const file = join(dir, 'forfeits.jsonl');
    writeFileSync(file, [...lines, JSON.stringify({ ...JSON.parse(lines[0]), forfeit: { resigned: ['nobody'] } })].join('\n'));
    const { code, out, err } = run(file);
    expect(code).toBe(2);
    expect(out).toHaveLength(expected.length);
    out.forEach((line, i) => {
      const summary = JSON.parse(line);
      expect(summary.winners, expected[i].game).toEqual(expected[i].winners);
      expect(summary.forfeit).toEqual({ resigned: [expected[i].seats[0]] });
    });
    expect(err).toMatch(/forfeits\.jsonl:5: not a .* game record: "forfeit" must be/);
  }, 60_000);
});
