import { afterEach, describe, expect, test } from 'vitest';
import { openTable, type TableRequest } from '../../src/bot/tables/open-table.ts';
import type { FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { buttonsOf, startHarness, turnMessage, waitForBots, type Harness } from './harness.ts';
import { members } from './driver.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function request(people: readonly FakeUser[], extra: Partial<TableRequest> = {}): TableRequest {
  return {
    game: 'chacun',
    guildId: h!.discord.guildId,
    channelId: h!.discord.channelId,
    thread: { name: 'A table for three' },
    locale: 'en',
    options: {},
    seats: [...people.map((user) => ({ userId: user.id, name: user.globalName ?? user.username })), { ai: 'easy' }],
    key: 'lfg:test:1',
    ...extra,
  };
}

/** The messages the bot posted in a channel that are turn messages (a Play button, or an AI's turn). */
function turnMessages(channelId: string) {
  return h!.discord.messages(channelId).filter((m) => /^(Turn|Tour) \d+/.test(m.embeds[0]?.title ?? ''));
}

describe('openTable', () => {
  test('opens a thread with the people mentioned, every seat taken in the order given, the game started and its first turn posted; the key is kept with the game', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const opened = await openTable(h.bot.context, request([bob, alice], { clock: { reminderMs: 3_600_000, limitMs: null, level: 'auto', handOverAfter: 3 } }));
    await waitForBots(h);
    if (!opened.ok) throw new Error(opened.error.code);
    const threads = h.discord.threads();
    expect(threads.map((thread) => thread.id)).toEqual([opened.value.channelId]);
    expect(threads[0].name).toBe('A table for three');
    const [intro] = h.discord.messages(opened.value.channelId);
    expect(intro.content).toBe(`<@${bob.id}> and <@${alice.id}>: your game of ChaCuN starts here.`);
    expect(intro.embeds[0].description).toMatch(/Bérénice.*Alice/s);
    const loaded = await h.bot.manager.getGame(opened.value.gameId);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const { session } = loaded.value;
    expect(session.status).toBe('playing');
    expect(session.table).toBe('lfg:test:1');
    expect(session.parentChannelId).toBe(h.discord.channelId);
    expect(session.seats.map((seat) => (seat.player.type === 'human' ? seat.player.userId : seat.player.level))).toEqual([bob.id, alice.id, 'easy']);
    expect(session.createdBy).toBe(bob.id);
    expect(session.clock?.settings).toMatchObject({ reminderMs: 3_600_000, limitMs: null, handOverAfter: 3 });
    expect(turnMessage(h, opened.value.channelId)).toBeDefined();
    // Nothing was posted in the channel itself but Discord's note of the new thread.
    expect(h.discord.messages(h.discord.channelId).map((m) => m.type)).toEqual([18]);
  });

  test('opening again with the same key gives back the same table: one thread, one first message, one turn message', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const [first, second] = await Promise.all([openTable(h.bot.context, request([alice, bob])), openTable(h.bot.context, request([alice, bob]))]);
    const third = await openTable(h.bot.context, request([alice, bob]));
    await waitForBots(h);
    expect(first).toEqual(second);
    expect(third).toEqual(first);
    expect(h.discord.threads()).toHaveLength(1);
    if (!first.ok) throw new Error(first.error.code);
    expect(h.discord.messages(first.value.channelId).filter((m) => m.content.includes('starts here'))).toHaveLength(1);
    expect(turnMessages(first.value.channelId).filter((m) => buttonsOf(m).some((b) => b.id.kind === 'play'))).toHaveLength(1);
  });

  test('a restart in the middle (thread made, lobby seated, not started) finishes the one table at start-up', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const wanted = request([alice, bob], { key: 'rematch:abcd' });
    // What a bot stopped after its second step leaves: the thread, the lobby with its key, the record saying so.
    const thread = h.discord.createThread({ parentId: h.discord.channelId, name: 'A table for three' });
    const created = await h.bot.manager.createTable({ game: 'chacun', guildId: wanted.guildId, channelId: thread.id, parentChannelId: h.discord.channelId, locale: 'en', seats: wanted.seats, table: wanted.key });
    if (!created.ok) throw new Error(created.error.code);
    await h.store.set('table:rematch:abcd', { request: wanted, channelId: thread.id, threadMade: true });
    await h.store.set(`tables-pending:${h.discord.guildId}`, ['rematch:abcd']);
    await h.restart();
    await waitForBots(h);
    const loaded = await h.bot.manager.getGame(created.value.session.id);
    expect(loaded.ok && loaded.value.session.status).toBe('playing');
    expect(h.discord.threads()).toHaveLength(1);
    expect(h.discord.messages(thread.id).filter((m) => m.content.includes('starts here'))).toHaveLength(1);
    expect(turnMessages(thread.id).length).toBeGreaterThanOrEqual(1);
    expect((await h.store.get(`tables-pending:${h.discord.guildId}`)).ok).toBe(true);
    expect((await h.store.get(`tables-pending:${h.discord.guildId}`) as { value: unknown }).value).toBeUndefined();
    // Asked again afterwards, the key gives back that table.
    const again = await openTable(h.bot.context, wanted);
    expect(again).toEqual({ ok: true, value: { channelId: thread.id, gameId: created.value.session.id } });
  });

  test.each([
    ['an unknown game', { game: 'chess' }, 'UNKNOWN_GAME'],
    ['a single seat', { seats: [{ userId: '100000000000000001', name: 'Alice' }] }, 'NOT_ENOUGH_PLAYERS'],
    ['AI players only', { seats: [{ ai: 'easy' }, { ai: 'hard' }] }, 'AI_ONLY'],
    ['a bad option', { options: { nonsense: 'x' } as Record<string, string> }, 'UNKNOWN_CHOICE'],
  ] as const)('%s is refused before anything is made', async (_name, extra, code) => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const opened = await openTable(h.bot.context, request([alice, bob], extra as Partial<TableRequest>));
    expect(opened.ok ? null : opened.error.code).toBe(code);
    expect(h.discord.threads()).toEqual([]);
    expect(h.discord.messages(h.discord.channelId)).toEqual([]);
    expect((await h.store.get('table:lfg:test:1')) as unknown).toEqual({ ok: true, value: undefined });
  });

  test('where no thread can be made the table is refused, or played where orIn says', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const failing = h.discord.failRequests({ routes: ['thread.create'], status: 403 });
    const refused = await openTable(h.bot.context, request([alice, bob]));
    expect(refused.ok ? null : refused.error.code).toBe('NO_THREAD');
    const inChannel = await openTable(h.bot.context, request([alice, bob], { thread: { name: 'x', orIn: h.discord.channelId } }));
    failing.remove();
    await waitForBots(h);
    if (!inChannel.ok) throw new Error(inChannel.error.code);
    expect(inChannel.value.channelId).toBe(h.discord.channelId);
    expect(h.discord.threads()).toEqual([]);
    expect(turnMessage(h, h.discord.channelId)).toBeDefined();
    // A table in a channel where a game is open is refused, and its thread taken back.
    const busy = await openTable(h.bot.context, request([alice, bob], { key: 'lfg:test:2', thread: null }));
    expect(busy.ok ? null : busy.error.code).toBe('GAME_ALREADY_RUNNING');
  });
});
