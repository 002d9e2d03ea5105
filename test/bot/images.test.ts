import { afterEach, describe, expect, test, vi } from 'vitest';
import { imageService, stateKey, type DrawSettings, type ImageJob } from '../../src/bot/images.ts';
import type { GameSession } from '../../src/session/session.ts';

/** A job that counts its drawings and answers with its own name. */
function counted(kind: string, locale: 'fr' | 'en', key: string | undefined, seen: DrawSettings[] = []) {
  let count = 0;
  const job: ImageJob = {
    kind,
    locale,
    ...(key === undefined ? {} : { key }),
    paint: { game: 'test', painter: kind, input: null },
    draw: async (settings) => {
      count++;
      seen.push(settings);
      return Buffer.from(`${kind}:${locale}:${key}:${count}`);
    },
  };
  return { job, count: () => count };
}

describe('the image service', () => {
  test('an image of one kind, language and key is drawn once and shared; any other kind, language or key is drawn anew', async () => {
    const images = imageService();
    const board = counted('board', 'fr', 'g1:4');
    const [a, b] = await Promise.all([images.draw(board.job), images.draw(board.job)]);
    expect(a.toString()).toBe('board:fr:g1:4:1');
    expect(b).toBe(a);
    expect(board.count()).toBe(1);
    for (const other of [counted('board', 'en', 'g1:4'), counted('end', 'fr', 'g1:4'), counted('board', 'fr', 'g1:5')]) {
      await images.draw(other.job);
      expect(other.count()).toBe(1);
    }
  });

  test('a job without key is drawn every time', async () => {
    const images = imageService();
    const preview = counted('preview', 'en', undefined);
    await images.draw(preview.job);
    await images.draw(preview.job);
    expect(preview.count()).toBe(2);
  });

  test('a failed drawing is not kept: the next ask draws again', async () => {
    const images = imageService();
    let calls = 0;
    const job: ImageJob = {
      kind: 'board',
      locale: 'en',
      key: 'k',
      paint: { game: 'test', painter: 'board', input: null },
      draw: async () => {
        calls++;
        if (calls === 1) throw new Error('font missing');
        return Buffer.from('ok');
      },
    };
    await expect(images.draw(job)).rejects.toThrow('font missing');
    expect((await images.draw(job)).toString()).toBe('ok');
    expect(calls).toBe(2);
  });

  test('only the last images are kept (cacheSize), the longest unused first out', async () => {
    const images = imageService({ cacheSize: 2 });
    const jobs = ['a', 'b', 'c'].map((key) => counted('board', 'en', key));
    await images.draw(jobs[0].job);
    await images.draw(jobs[1].job);
    await images.draw(jobs[0].job); // a used again: b is now the oldest
    await images.draw(jobs[2].job);
    await images.draw(jobs[0].job);
    await images.draw(jobs[1].job);
    expect(jobs.map((j) => j.count())).toEqual([1, 2, 1]);
  });

  test('the images kept weigh at most cacheBytes: the longest unused go first; the counts say what was drawn and served again', async () => {
    const images = imageService({ cacheBytes: 40 });
    // Each image of these jobs weighs about 20 bytes ('board:en:a:1' and so on, padded).
    const jobs = ['a', 'b', 'c'].map((key) => {
      let count = 0;
      const job: ImageJob = { kind: 'board', locale: 'en', key, paint: { game: 'test', painter: 'board', input: null }, draw: async () => Buffer.alloc(18, `${key}${++count}`) };
      return { job, count: () => count };
    });
    await images.draw(jobs[0].job);
    await images.draw(jobs[1].job);
    await images.draw(jobs[0].job); // kept: 36 bytes in all
    await images.draw(jobs[2].job); // 54 bytes: b, the longest unused, goes
    await images.draw(jobs[0].job);
    await images.draw(jobs[1].job);
    expect(jobs.map((j) => j.count())).toEqual([1, 2, 1]);
    expect(images.counts?.()).toEqual({ drawn: 4, reused: 2, dropped: 0, waiting: 0, keptBytes: 36 });
  });

  describe('images not asked for within cacheIdleMs', () => {
    afterEach(() => vi.useRealTimers());

    test('are let go, at the next ask or by the minute\'s sweep, while those asked for again stay', async () => {
      vi.useFakeTimers();
      const images = imageService({ cacheIdleMs: 5 * 60_000 });
      const [a, b] = ['a', 'b'].map((key) => counted('board', 'en', key));
      await images.draw(a.job);
      await images.draw(b.job);
      vi.advanceTimersByTime(4 * 60_000);
      await images.draw(b.job); // b asked for again: its five minutes start anew
      vi.advanceTimersByTime(2 * 60_000);
      expect(images.counts?.()).toMatchObject({ drawn: 2, reused: 1 });
      await images.draw(a.job); // a unused for six minutes: drawn again
      await images.draw(b.job); // b unused for two: served
      expect([a.count(), b.count()]).toEqual([2, 1]);
      // Nothing asked for: the sweep lets both go.
      expect(images.counts?.().keptBytes).toBeGreaterThan(0);
      vi.advanceTimersByTime(6 * 60_000);
      expect(images.counts?.().keptBytes).toBe(0);
      // With nothing kept, no timer is left running (a service dropped without close is let go).
      expect(vi.getTimerCount()).toBe(0);
      await images.draw(b.job);
      expect([a.count(), b.count()]).toEqual([2, 2]);
      await images.close?.();
    });
  });

  test('the bot\'s drawing settings reach the game\'s drawing', async () => {
    const seen: DrawSettings[] = [];
    await imageService({ maxSide: 640 }).draw(counted('board', 'en', undefined, seen).job);
    await imageService().draw(counted('board', 'en', undefined, seen).job);
    expect(seen).toEqual([{ maxSide: 640 }, {}]);
  });
});

describe('the key that names a state among the images kept', () => {
  const session = { id: 'g1', moveNumber: 12 } as GameSession;
  const note = { seat: 'red', userId: 'u1', moveNumber: 11, dropped: 1, agreed: false, at: 1_700_000_000_000 };

  test('is the game and its move number while no step has been taken back', () => {
    expect(stateKey(session)).toBe('g1:12');
  });

  test('after an undo, the same move number played again is another state, with another key', () => {
    const again = { ...session, undoNotes: [note] } as GameSession;
    const twice = { ...session, undoNotes: [note, { ...note, at: note.at + 5_000 }] } as GameSession;
    expect(new Set([stateKey(session), stateKey(again), stateKey(twice)]).size).toBe(3);
  });
});
