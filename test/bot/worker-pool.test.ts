import { constants, getPriority } from 'node:os';
import { afterEach, describe, expect, test } from 'vitest';
import { SupersededError, WorkerPool, WorkersUnavailableError } from '../../src/bot/worker-pool.ts';
import { POOL_TEST_MODULE, POOL_TEST_NAME, type PoolTestTask } from './fixtures/pool-worker.ts';

let pool: WorkerPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

function testPool(size: number, maxCrashes?: number): WorkerPool {
  pool = new WorkerPool({ name: POOL_TEST_NAME, module: POOL_TEST_MODULE, size, ...(maxCrashes === undefined ? {} : { maxCrashes }) });
  return pool;
}

const ask = (p: WorkerPool, task: PoolTestTask, state?: { scope: string; move: number }) => p.run(task, state) as Promise<{ echo: unknown; thread: number }>;

describe('the worker pool', () => {
  test('answers every job with what the thread computed, in two threads at most, jobs beyond waiting their turn', async () => {
    const p = testPool(2);
    const jobs = Array.from({ length: 7 }, (_, i) => ask(p, { do: 'hold', value: i, ms: 20 }));
    expect(p.running).toBe(2);
    expect(p.waiting).toBe(5);
    const answers = await Promise.all(jobs);
    expect(answers.map((a) => a.echo)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(new Set(answers.map((a) => a.thread)).size).toBeLessThanOrEqual(2);
    expect(p.waiting).toBe(0);
  });

  test('each running thread reports its own memory after its jobs, failed ones too; a thread gone reports nothing', async () => {
    const p = testPool(2);
    expect(p.memory()).toEqual([]);
    await Promise.all([ask(p, { do: 'hold', value: 1, ms: 20 }), ask(p, { do: 'hold', value: 2, ms: 20 })]);
    const two = p.memory();
    expect(two).toHaveLength(2);
    for (const thread of two) {
      expect(thread.heapMiB).toBeGreaterThan(0);
      expect(thread.heapCommittedMiB).toBeGreaterThanOrEqual(thread.heapMiB);
      expect(thread.externalMiB).toBeGreaterThanOrEqual(0);
    }
    await expect(ask(p, { do: 'throw', value: 'x' })).rejects.toThrow('refused x');
    expect(p.memory()).toHaveLength(2);
    await expect(ask(p, { do: 'crash' })).rejects.toThrow();
    expect(p.memory()).toHaveLength(1);
  });

  test('an error in a job fails that job only, with its message', async () => {
    const p = testPool(1);
    await expect(ask(p, { do: 'throw', value: 'x' })).rejects.toThrow('refused x');
    expect((await ask(p, { do: 'echo', value: 'after' })).echo).toBe('after');
  });

  test('a thread that dies fails its job and is replaced by a new thread for the next ones', async () => {
    const p = testPool(1);
    const first = await ask(p, { do: 'echo', value: 1 });
    const crashed = ask(p, { do: 'crash' });
    const queued = ask(p, { do: 'echo', value: 2 });
    await expect(crashed).rejects.toThrow(/exit code 3/);
    const next = await queued;
    expect(next.echo).toBe(2);
    expect(next.thread).not.toBe(first.thread);
    expect(p.unavailable).toBe(false);
  });

  test('threads dying again and again make the pool give up: jobs fail as unavailable (the caller does them itself)', async () => {
    const p = testPool(1, 2);
    await expect(ask(p, { do: 'crash' })).rejects.toThrow(/exit code 3/);
    await expect(ask(p, { do: 'crash' })).rejects.toThrow(/exit code 3/);
    expect(p.unavailable).toBe(true);
    await expect(ask(p, { do: 'echo', value: 1 })).rejects.toBeInstanceOf(WorkersUnavailableError);
  });

  test('a waiting job for a game is dropped when a job for a later move of that game comes; other games and the job under way are kept', async () => {
    const p = testPool(1);
    const busy = ask(p, { do: 'hold', value: 'under way', ms: 30 }, { scope: 'g1', move: 1 });
    const old = ask(p, { do: 'echo', value: 'g1 move 2' }, { scope: 'g1', move: 2 });
    const other = ask(p, { do: 'echo', value: 'g2 move 1' }, { scope: 'g2', move: 1 });
    const unnamed = ask(p, { do: 'echo', value: 'no state' });
    const newer = ask(p, { do: 'echo', value: 'g1 move 3' }, { scope: 'g1', move: 3 });
    const same = ask(p, { do: 'echo', value: 'g1 move 3 again' }, { scope: 'g1', move: 3 });
    await expect(old).rejects.toBeInstanceOf(SupersededError);
    expect((await Promise.all([busy, other, unnamed, newer, same])).map((a) => a.echo)).toEqual(['under way', 'g2 move 1', 'no state', 'g1 move 3', 'g1 move 3 again']);
  });

  test('an urgent job goes ahead of the waiting jobs, behind the urgent ones already waiting; hurrying a waiting job makes it urgent', async () => {
    const p = testPool(1);
    const order: unknown[] = [];
    const track = (promise: Promise<unknown>) => promise.then((answer) => void order.push((answer as { echo: unknown }).echo));
    const busy = track(p.run({ do: 'hold', value: 'under way', ms: 30 } satisfies PoolTestTask));
    const panelA = track(p.run({ do: 'echo', value: 'panel a' } satisfies PoolTestTask));
    const panelB = p.submit({ do: 'echo', value: 'panel b' } satisfies PoolTestTask);
    const panelC = track(p.run({ do: 'echo', value: 'panel c' } satisfies PoolTestTask));
    const turn1 = track(p.run({ do: 'echo', value: 'turn 1' } satisfies PoolTestTask, undefined, true));
    const turn2 = track(p.run({ do: 'echo', value: 'turn 2' } satisfies PoolTestTask, undefined, true));
    panelB.hurry();
    await Promise.all([busy, panelA, track(panelB.done), panelC, turn1, turn2]);
    expect(order).toEqual(['under way', 'turn 1', 'turn 2', 'panel b', 'panel a', 'panel c']);
  });

  test.runIf(process.platform === 'linux')('worker threads run at a lower priority than the bot\'s thread, which answers clicks', async () => {
    const p = testPool(1);
    const worker = (await ask(p, { do: 'priority' })).echo as number;
    // Run niced already (nice ≥ 10), the bot's thread is where the worker would go.
    expect(worker).toBe(Math.max(getPriority(), constants.priority.PRIORITY_BELOW_NORMAL));
  });

  test('once closed, waiting jobs fail and new ones are refused', async () => {
    const p = testPool(1);
    const under = ask(p, { do: 'hold', ms: 20 });
    const waiting = ask(p, { do: 'echo' });
    // Expected before closing: the rejections happen during close().
    const underFails = expect(under).rejects.toThrow(/closed/);
    const waitingFails = expect(waiting).rejects.toThrow(/closed/);
    await p.close();
    await underFails;
    await waitingFails;
    await expect(ask(p, { do: 'echo' })).rejects.toThrow(/closed/);
  });
});
