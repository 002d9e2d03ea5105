// npm run tournament against a game's reference player (GameTools.reference), reached through
// the hosted games like every other tool.
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { builtFile } from '../built.ts';
import { pairedShare } from '../../src/games/ai-stats.ts';
import { HOSTED } from '../../src/hosted.ts';

function tournament(args: readonly string[]) {
  const result = spawnSync(process.execPath, [builtFile('src/cli/tournament.ts'), ...args], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return { code: result.status, out: result.stdout.trim().split('\n'), err: result.stderr };
}

describe('npm run tournament -- --against reference', () => {
  test('plays each deal from both sides through the game’s reference player, and reports the share it gives', () => {
    const args = ['--game', 'jass', '--against', 'reference', '--games', '2', '--seats', 'easy', '--seed', '7', '--reference-iterations', '60', '--workers', '0', '--option', 'variant=schieber'];
    const run = tournament(args);
    expect(run.code, run.err).toBe(0);
    const json = JSON.parse(run.out.at(-1)!);
    expect(json).toMatchObject({ game: 'jass', against: 'reference', options: { variant: 'schieber' }, referenceIterations: 60, deals: 2, seats: ['easy'], seed: 7 });
    // The same plays as the module's own reference gives, deal by deal and side by side.
    const reference = HOSTED.get('jass')!.tools.reference!;
    const setup = { level: 'easy', options: { variant: 'schieber' }, seed: 7, iterations: 60 };
    const pairs = [0, 1].map((deal) => [reference.duel(setup, deal, 0), reference.duel(setup, deal, 1)] as const);
    const { share, low, high } = pairedShare(pairs);
    expect(json.levels.easy.share).toBeCloseTo(share, 4);
    expect(json.levels.easy.shareCI95).toEqual([Number(low.toFixed(4)), Number(high.toFixed(4))]);
    // Every card of the four deals played was someone's decision: 36 cards and the calls.
    expect(json.levels.easy.decisions + pairs.flat().reduce((n, play) => n + play.referenceMs.length, 0)).toBeGreaterThanOrEqual(4 * 36);
    expect(run.out[0]).toContain('Jass (variant=schieber) against the reference (determinized UCT');
  }, 60_000);

  test('is refused for a game without a reference player, and for an option the duel does not set', () => {
    const chacun = tournament(['--game', 'chacun', '--against', 'reference', '--games', '1', '--seats', 'easy']);
    expect(chacun.code).toBe(2);
    expect(chacun.err).toContain('--against reference is for a game with a reference player: jass');
    const option = tournament(['--game', 'jass', '--against', 'reference', '--games', '1', '--seats', 'easy', '--option', 'target=1000']);
    expect(option.code).toBe(2);
    expect(option.err).toContain("--option target=1000: jass's options against the reference are variant=course|schieber");
  }, 60_000);
});

describe('pairedShare', () => {
  test('is the mean over the pairs of the level’s share of both plays, with a normal 95% interval', () => {
    const play = (level: number, reference: number) => ({ points: [level, reference] as const, levelMs: [], referenceMs: [] });
    // Shares 0.6 and 0.4: mean 0.5, sample deviation √0.02, half-width 1.96 × √(0.02 / 2) = 0.196.
    const { share, low, high } = pairedShare([
      [play(100, 57), play(88.4, 68.6)],
      [play(60, 97), play(65.6, 91.4)],
    ]);
    expect(share).toBeCloseTo(0.5, 10);
    expect(low).toBeCloseTo(0.5 - 0.196, 10);
    expect(high).toBeCloseTo(0.5 + 0.196, 10);
  });
});
