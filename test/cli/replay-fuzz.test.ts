import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { AnyGameModule } from '../../src/games/game.ts';
import { HOSTED } from '../../src/hosted.ts';
import { replayFiles } from '../../src/cli/replay-files.ts';

/** A small seeded generator (mulberry32), so that a failing case can be found again. */
function generator(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Words of every game's records, so that a mutation often looks almost right. */
const WORDS = ['RED', 'BLUE', 'P1', 'P2', 'N', 'E', 'S', 'W', 'H10', 'SA', 'D7', 'place', 'occupy', 'play', 'pass', 'trump', 'exchange', 'drawCard', 'drawTickets', 'keepTickets', 'claim', 'giveUp', 'LOCOMOTIVE', '8H', 'H8', 'deck', 'course', 'schieber', 'fr', 'en', 'table'];

/** A copy of a JSON value with one node, chosen at random, replaced by a strange value or deleted. */
function mutate(value: unknown, int: (n: number) => number): unknown {
  const strange = (): unknown => {
    switch (int(10)) {
      case 0: {
        let deep: unknown = 'RED';
        for (let i = 1 + int(3_000); i > 0; i--) deep = [deep];
        return deep;
      }
      case 1: return 'é\u2028\ufeff'.repeat(int(2_000));
      case 2: return int(200) - 100;
      case 3: return null;
      case 4: return {};
      case 5: return [];
      case 6: return 1.5;
      case 7: return int(1_000_000);
      default: return WORDS[int(WORDS.length)];
    }
  };
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  let parent: Record<string, unknown> | unknown[] = copy;
  for (;;) {
    const keys = Array.isArray(parent) ? parent.map((_, i) => i) : Object.keys(parent);
    if (keys.length === 0) return copy;
    const key = keys[int(keys.length)];
    const child = (parent as Record<string | number, unknown>)[key];
    if (typeof child === 'object' && child !== null && int(3) !== 0) {
      parent = child as Record<string, unknown>;
      continue;
    }
    if (int(8) === 0 && !Array.isArray(parent)) delete parent[key as string];
    else if (int(10) === 0 && Array.isArray(parent)) parent.splice(key as number, 1);
    else (parent as Record<string | number, unknown>)[key] = strange();
    return copy;
  }
}

/** A few records of a game, cut after a few entries (short enough to replay fast). */
function basesOf(game: AnyGameModule): unknown[] {
  return [1, 2, 3].map((seed) => {
    const { record } = game.tools.randomGame(game.rules.seats.min + (seed % (game.rules.seats.max - game.rules.seats.min + 1)), 900 + seed);
    // Every hosted game keeps its entries under "actions".
    const actions = (record as { actions: unknown[] }).actions;
    return { ...(record as object), actions: actions.slice(0, 12 + seed * 8) };
  });
}

/** Parses and replays a value as the replay tool does; what happened, or the exception (a bug). */
function replayValue(game: AnyGameModule, value: unknown): 'refused' | 'illegal' | 'replayed' {
  const parsed = game.rules.parseRecord(value);
  if (!parsed.ok) {
    if (typeof parsed.error !== 'string' || parsed.error.length > 400) throw new Error(`unclear refusal: ${String(parsed.error).slice(0, 100)}`);
    return 'refused';
  }
  let state = game.rules.start(parsed.value);
  for (const entry of game.rules.entries(parsed.value)) {
    const next = game.rules.replay(state, entry);
    if (!next.ok) return 'illegal';
    state = next.value;
  }
  game.tools.summary(parsed.value, state);
  return 'replayed';
}

const dir = mkdtempSync(join(tmpdir(), 'replay-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('replay fuzz: mutations of valid records of every game', () => {
  test.each(HOSTED.modules.map((game) => [game.id, game] as const))('%s: 2,500 mutated records are each refused with a short message, or replayed (legal or not), never a crash', (_id, game) => {
    const int = generator(77);
    const bases = basesOf(game);
    const seen = { refused: 0, illegal: 0, replayed: 0 };
    for (let i = 0; i < 2_500; i++) {
      const value = mutate(bases[i % bases.length], int);
      let outcome: keyof typeof seen;
      try {
        outcome = replayValue(game, value);
      } catch (error) {
        throw new Error(`case ${i} of ${game.id}: ${error instanceof Error ? error.stack : String(error)}\n${JSON.stringify(value).slice(0, 2_000)}`, { cause: error });
      }
      seen[outcome]++;
    }
    // Both sides are reached: the mutations are not all refused, nor all harmless.
    expect(seen.refused).toBeGreaterThan(200);
    expect(seen.illegal + seen.replayed).toBeGreaterThan(10);
  });

  test('300 mutated records of all games through npm run replay: one line each, exit code 0, 1 or 2, no stack trace', () => {
    const int = generator(78);
    const lines: string[] = [];
    for (const game of HOSTED.modules) {
      const bases = basesOf(game);
      for (let i = 0; i < 75; i++) lines.push(JSON.stringify(mutate(bases[i % bases.length], int)));
    }
    const file = join(dir, 'mutated.jsonl');
    writeFileSync(file, lines.join('\n') + '\n');
    // In this process, through `replayFiles` (what the command runs): an error it let out would fail the test here.
    let stdout = '';
    let stderr = '';
    const code = replayFiles([file], { out: (text) => { stdout += text; }, err: (text) => { stderr += text; } });
    expect([0, 1, 2]).toContain(code);
    const out = stdout.split('\n').filter(Boolean);
    const err = stderr.split('\n').filter(Boolean);
    expect(out.length + err.length).toBe(lines.length);
    for (const line of err) {
      expect(line).toMatch(/^\S+mutated\.jsonl:\d+: /);
      expect(line.length).toBeLessThan(500);
      expect(line).not.toMatch(/^\s+at |cannot replay/);
    }
    for (const line of out) expect(() => JSON.parse(line)).not.toThrow();
  });
});
