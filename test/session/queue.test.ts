import { describe, expect, test } from 'vitest';
import { KeyedQueue } from '../../src/session/queue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('KeyedQueue', () => {
  test('tasks under one key run one at a time, in the order they were queued', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue.run('a', task('1', 20)), queue.run('a', task('2', 1)), queue.run('a', task('3', 5))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  test('tasks under different keys overlap', async () => {
    const queue = new KeyedQueue();
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick(10);
      running--;
    };
    await Promise.all([queue.run('a', task), queue.run('b', task), queue.run('c', task)]);
    expect(most).toBe(3);
  });

  test('a task that throws rejects its own promise only; the key is freed afterwards', async () => {
    const queue = new KeyedQueue();
    const failing = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('a', async () => 'after');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
    await tick(0);
    expect(queue.busyKeys).toBe(0);
  });
});
