import { describe, expect, test } from 'vitest';
import { PlayTime, ScheduleStore } from '../../src/session/schedule-store.ts';
import {
  clockAfter,
  DeadlineHeap,
  defaultSettings,
  lobbyClock,
  ManualClock,
  nextDeadline,
  parseClock,
  type SessionClock,
} from '../../src/session/schedule.ts';
import { parseSession } from '../../src/session/session.ts';
import { memoryStore } from '../../src/session/store.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { HOSTED } from '../../src/hosted.ts';

const HOUR = 3_600_000;

function clock(overrides: Partial<SessionClock> = {}, settings: Partial<SessionClock['settings']> = {}): SessionClock {
  return { ...lobbyClock({ ...defaultSettings('normal'), ...settings }), move: 4, since: 1_000, ...overrides };
}

describe('the deadline heap', () => {
  test('gives the games in the order they are due, whatever the order they came in, and drops replaced deadlines', () => {
    const heap = new DeadlineHeap();
    const random = new Random(3);
    const due = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      const id = `g${random.int(500)}`;
      const at = random.int(1_000_000);
      heap.set(id, at);
      due.set(id, at);
      if (random.int(10) === 0) {
        heap.delete(id);
        due.delete(id);
      }
    }
    expect(heap.size).toBe(due.size);
    const popped = heap.popDue(Infinity);
    expect(popped.map((e) => e.at)).toEqual([...due.values()].sort((a, b) => a - b));
    expect(new Map(popped.map((e) => [e.gameId, e.at]))).toEqual(due);
    expect(heap.size).toBe(0);
  });

  test('popDue takes only what is due; load builds a heap from many entries at once', () => {
    const heap = new DeadlineHeap();
    heap.load([
      { gameId: 'c', at: 30 },
      { gameId: 'a', at: 10 },
      { gameId: 'b', at: 20 },
    ]);
    expect(heap.popDue(20).map((e) => e.gameId)).toEqual(['a', 'b']);
    expect(heap.peek()).toEqual({ gameId: 'c', at: 30 });
    heap.set('c', 5);
    expect(heap.popDue(5)).toEqual([{ gameId: 'c', at: 5 }]);
    expect(heap.peek()).toBeUndefined();
  });
});

describe('a game clock', () => {
  test.each([
    { name: 'reminders only: the next period', c: clock({ reminded: 0 }), waiting: true, want: { kind: 'reminder', at: 1_000 + 12 * HOUR, move: 4 } },
    { name: 'the second reminder', c: clock({ reminded: 1 }), waiting: true, want: { kind: 'reminder', at: 1_000 + 24 * HOUR, move: 4 } },
    { name: 'a limit shorter than the period: the reminder comes at half the limit', c: clock({}, { limitMs: HOUR }), waiting: true, want: { kind: 'reminder', at: 1_000 + HOUR / 2, move: 4 } },
    { name: 'a limit equal to the period: the reminder still comes before it', c: clock({}, { limitMs: 12 * HOUR }), waiting: true, want: { kind: 'reminder', at: 1_000 + 6 * HOUR, move: 4 } },
    { name: 'that reminder sent: the limit', c: clock({ reminded: 1 }, { limitMs: HOUR }), waiting: true, want: { kind: 'timeout', at: 1_000 + HOUR, move: 4 } },
    { name: 'a limit of several periods: reminders as chosen', c: clock({}, { limitMs: 72 * HOUR }), waiting: true, want: { kind: 'reminder', at: 1_000 + 12 * HOUR, move: 4 } },
    { name: 'nobody waited for (an AI to act)', c: clock(), waiting: false, want: null },
    { name: 'reminders off, no limit', c: clock({}, { reminderMs: null }), waiting: true, want: null },
    { name: 'in the lobby', c: clock({ move: -1 }), waiting: true, want: null },
  ])('$name', ({ c, waiting, want }) => {
    expect(nextDeadline(c, waiting)).toEqual(want);
  });

  test('a new move starts its time again and forgets its reminders; the same move keeps it; acting clears a seat’s timeouts', () => {
    const c = clock({ reminded: 2, timeouts: { red: 2, blue: 1 } });
    expect(clockAfter(c, 4, 9_999, null)).toBe(c);
    expect(clockAfter(c, 5, 9_999, null)).toEqual({ ...c, move: 5, since: 9_999, reminded: 0 });
    expect(clockAfter(c, 5, 9_999, 'red')).toEqual({ ...c, move: 5, since: 9_999, reminded: 0, timeouts: { blue: 1 } });
  });

  test('is read back from the store as written, and anything malformed is refused', () => {
    const c: SessionClock = {
      ...clock({ timeouts: { red: 1 } }, { limitMs: HOUR, level: 'auto' }),
      vote: { seat: 'blue', yes: ['123'] },
      notes: [
        { kind: 'timeout', seat: 'red', name: 'Ana', moveNumber: 3, at: 5 },
        { kind: 'timeout', seat: 'blue', name: 'Ben', moveNumber: 4, at: 6, lost: true },
      ],
    };
    expect(parseClock(JSON.parse(JSON.stringify(c)), ['easy', 'normal'], ['red', 'blue'])).toEqual({ ok: true, value: c });
    const bad: unknown[] = [
      null,
      { ...c, settings: { ...c.settings, level: 'genius' } },
      { ...c, settings: { ...c.settings, limitMs: -5 } },
      { ...c, settings: { ...c.settings, handOverAfter: 0 } },
      { ...c, move: -2 },
      { ...c, timeouts: { green: 1 } },
      { ...c, vote: { seat: 'red', yes: [3] } },
      { ...c, notes: [{ kind: 'handover', seat: 'red', name: 'Ana', moveNumber: 3, at: 5, lost: true }] },
      { ...c, notes: [{ kind: 'timeout', seat: 'red', name: 'Ana', moveNumber: 3, at: 5, lost: 'yes' }] },
    ];
    for (const value of bad) expect(parseClock(value, ['easy', 'normal'], ['red', 'blue']).ok, JSON.stringify(value)).toBe(false);
  });
});

describe('stored sessions', () => {
  const base = {
    format: 2,
    game: 'chacun',
    id: 'abc123',
    guildId: '1',
    channelId: '2',
    status: 'lobby',
    createdBy: '10',
    createdAt: 1,
    updatedAt: 1,
    locale: 'en',
    seats: [{ seat: 'RED', player: { type: 'human', userId: '10', name: 'Ana' }, joinedAt: 1 }],
    seed: null,
    record: null,
    moveNumber: 0,
    messageIds: {},
    turnMemo: null,
  };

  test('a session stored before clocks is read without one (the defaults apply)', () => {
    const parsed = parseSession(base, HOSTED);
    expect(parsed.ok && parsed.value.clock).toBeUndefined();
  });

  test('a session with a clock keeps it, and a bad clock makes the session unreadable', () => {
    const c = lobbyClock({ reminderMs: null, limitMs: 3 * 24 * HOUR, level: 'hard', handOverAfter: 3 });
    const parsed = parseSession({ ...base, clock: c }, HOSTED);
    expect(parsed.ok && parsed.value.clock).toEqual(c);
    expect(parseSession({ ...base, clock: { ...c, settings: { ...c.settings, level: 'nope' } } }, HOSTED).ok).toBe(false);
  });
});

describe('play time and the stored index', () => {
  test('play time stands still while the bot is down and goes on from where it was', async () => {
    const wall = new ManualClock();
    const store = memoryStore();
    const index = new ScheduleStore(store, () => {});
    const first = new PlayTime(() => wall.now());
    first.resume((await index.playTime('main')).ok ? 0 : -1);
    wall.advance(5 * HOUR);
    await index.savePlayTime('main', first.now());
    wall.advance(100 * HOUR);
    const second = new PlayTime(() => wall.now());
    const stored = await index.playTime('main');
    second.resume(stored.ok ? stored.value : -1);
    expect(second.now()).toBe(5 * HOUR);
    wall.advance(HOUR);
    expect(second.now()).toBe(6 * HOUR);
  });

  test('two processes writing one play time keep the furthest: the one behind never takes it back', async () => {
    const store = memoryStore();
    const [ahead, behind] = [new ScheduleStore(store, () => {}), new ScheduleStore(store, () => {})];
    await ahead.savePlayTime('main', 7 * HOUR);
    await behind.savePlayTime('main', 6 * HOUR);
    expect(await ahead.playTime('main')).toEqual({ ok: true, value: 7 * HOUR });
    await behind.savePlayTime('main', 8 * HOUR);
    expect(await ahead.playTime('main')).toEqual({ ok: true, value: 8 * HOUR });
  });

  test('the index is kept per server and read back by the servers asked for', async () => {
    const store = memoryStore();
    const index = new ScheduleStore(store, () => {});
    await Promise.all([index.put('g1', 'a', { channelId: 'c1', at: 10, move: 3 }), index.put('g2', 'b', { channelId: 'c2', at: 20, move: 1 }), index.put('g1', 'c', { channelId: 'c3', at: 5, move: 0 })]);
    await index.put('g1', 'c', null);
    await index.idle();
    const again = new ScheduleStore(store, () => {});
    const loaded = await again.load(['g1']);
    expect(loaded).toEqual({ ok: true, value: [{ gameId: 'a', guildId: 'g1', channelId: 'c1', at: 10, move: 3 }] });
  });

  test('the manual clock runs timers in order as it moves, and never those cancelled', () => {
    const wall = new ManualClock(0);
    const seen: string[] = [];
    wall.setTimer(() => seen.push('b'), 20);
    const cancelled = wall.setTimer(() => seen.push('x'), 5);
    wall.setTimer(() => {
      seen.push('a');
      wall.setTimer(() => seen.push('a2'), 5);
    }, 10);
    cancelled.cancel();
    wall.advance(16);
    expect(seen).toEqual(['a', 'a2']);
    wall.advance(4);
    expect(seen).toEqual(['a', 'a2', 'b']);
    expect(wall.now()).toBe(20);
  });
});
