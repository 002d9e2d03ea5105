import { afterEach, describe, expect, test } from 'vitest';
import { HOSTED } from '../../src/hosted.ts';
import { AiWorker } from '../../src/bot/ai-worker.ts';
import { playMatch } from '../../src/games/chacun/ai/match.ts';
import { planTurnOfRecord } from '../../src/games/chacun/ai/record-turn.ts';
import { replay, type GameRecord } from '../../src/games/chacun/engine/record.ts';
import { currentPlayer } from '../../src/games/chacun/engine/game.ts';
import { BUILT_AI_WORKER, BUILT_GAMES } from './harness.ts';

let worker: AiWorker | null = null;
afterEach(async () => {
  await worker?.close();
  worker = null;
});

/** A record cut after some actions, at the start of a turn. */
function recordAt(actions: number): GameRecord {
  const { record } = playMatch(['normal', 'easy'], { dealSeed: 12, aiSeed: 3 });
  let cut = actions;
  while (record.actions[cut]?.type !== 'place') cut++;
  return { ...record, actions: record.actions.slice(0, cut) };
}

/** The seat to play at the end of a record. */
function toPlay(record: GameRecord): string {
  return currentPlayer(replay(record).state) ?? '';
}

describe('AI turns in a worker thread', () => {
  test('give the same turns as on the calling thread, one request after another or several at once', async () => {
    worker = new AiWorker(HOSTED);
    const records = [recordAt(0), recordAt(20), recordAt(45)];
    const here = records.map((record) => planTurnOfRecord(record, 'hard', { seed: 5, budgetMs: 20 }));
    const there = await Promise.all(records.map((record) => worker!.planTurn('chacun', record, toPlay(record), 'hard', { seed: 5, budgetMs: 20 })));
    expect(there).toEqual(here);
    expect(there.every((turn) => (turn[0] as { type: string }).type === 'place')).toBe(true);
    expect(await worker.planTurn('chacun', records[1], toPlay(records[1]), 'normal', { seed: 9 })).toEqual(planTurnOfRecord(records[1], 'normal', { seed: 9 }));
  });

  test('a record that does not replay is refused with the reason; the worker goes on answering', async () => {
    worker = new AiWorker(HOSTED);
    const record = recordAt(10);
    const broken: GameRecord = { ...record, actions: [...record.actions, { type: 'retake', zone: 1 }] };
    await expect(worker.planTurn('chacun', broken, 'RED', 'easy', { seed: 1 })).rejects.toThrow(/record refused at action/);
    expect((await worker.planTurn('chacun', record, toPlay(record), 'easy', { seed: 1 })).length).toBeGreaterThan(0);
  });

  test("run from this run's build, as the harness's bots run it: the same turns, thought in the thread", async () => {
    worker = new AiWorker(BUILT_GAMES, BUILT_AI_WORKER);
    const record = recordAt(20);
    expect(await worker.planTurn('chacun', record, toPlay(record), 'hard', { seed: 5, budgetMs: 20 })).toEqual(planTurnOfRecord(record, 'hard', { seed: 5, budgetMs: 20 }));
    // A thread that never started would leave the turn to this one, with no memory to tell.
    expect(worker.memory().length).toBe(1);
  });

  test('once closed, it refuses new requests', async () => {
    worker = new AiWorker(HOSTED);
    await worker.close();
    await expect(worker.planTurn('chacun', recordAt(0), 'RED', 'easy', { seed: 1 })).rejects.toThrow(/closed/);
  });
});
