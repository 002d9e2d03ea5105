/**
 * The playground's world in its store: a playground stopped and started again on the same store is
 * the same Discord (users and their languages, channels, threads, messages, pictures, ids), its new
 * ids come after the old ones, pictures an edit replaced are let go of, and private messages are
 * not kept. The stand-in without a store (tests) keeps everything in memory, as before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { HOSTED } from '../../src/hosted.ts';
import { startFakeDiscord, TINY_PNG, type FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { MESSAGE_WINDOW, startPlayground, type Playground } from '../../src/playground/playground.ts';
import { DISCORD_EPOCH, snowflakeGenerator } from '../../src/playground/discord/fake/snowflake.ts';
import { openStore } from '../../src/session/store.ts';
import { WORLD_PREFIX } from '../../src/playground/world-store.ts';

let dir: string;
let storeUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'playground-world-'));
  storeUrl = `sqlite://${join(dir, 'playground.sqlite')}`;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const start = (): Promise<Playground> => startPlayground({ games: async () => HOSTED, storeUrl, bot: false });

/** A message the bot posts or edits through the REST API, with one picture. */
async function botSend(pg: Playground, method: 'POST' | 'PATCH', path: string, content: string, bytes: Buffer, flags = 0): Promise<FakeMessage> {
  const form = new FormData();
  form.append('payload_json', JSON.stringify({ content, flags, attachments: [{ id: 0, filename: 'board.png' }] }));
  form.append('files[0]', new Blob([bytes], { type: 'image/png' }), 'board.png');
  const response = await fetch(`${pg.discord.apiUrl}/v10${path}`, { method, body: form, headers: { authorization: `Bot ${pg.discord.botToken}` } });
  expect(response.status).toBe(200);
  return pg.discord.message(((await response.json()) as { id: string }).id)!;
}

async function createUser(pg: Playground, name: string, locale: string): Promise<string> {
  const response = await fetch(`${pg.url}/api/users`, { method: 'POST', headers: { origin: pg.url, 'content-type': 'application/json' }, body: JSON.stringify({ name, locale }) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

describe('the playground world across a restart', () => {
  test('users, channels, threads, messages, pictures and ids come back; new ids come after them', async () => {
    const first = await start();
    const aliceId = await createUser(first, 'alice', 'fr');
    const alice = first.discord.user(aliceId)!;
    const games = first.discord.channels().find((c) => c.name === 'games')!;
    const thread = first.discord.createThread({ parentId: games.id, name: 'chacun-1', owner: alice });
    const said = first.discord.postMessage({ user: alice, channelId: thread.id, content: 'hello' });
    const board = await botSend(first, 'POST', `/channels/${thread.id}/messages`, 'turn 1', Buffer.from(TINY_PNG));
    const turned = Buffer.concat([Buffer.from(TINY_PNG), Buffer.from('turned')]);
    const edited = await botSend(first, 'PATCH', `/channels/${thread.id}/messages/${board.id}`, 'turn 1, turned', turned);
    const replaced = board.attachments[0]!.id;
    // Once the store has the picture, memory lets go of its bytes; the page's file comes from the store.
    await vi.waitFor(() => expect(first.discord.message(board.id)!.attachments[0]!.released).toBe(true));
    const live = (await (await fetch(`${first.url}/api/messages?channel=${thread.id}`)).json()) as { id: string; attachments: { url: string }[] }[];
    expect(Buffer.from(await (await fetch(`${first.url}${live.find((m) => m.id === board.id)!.attachments[0]!.url}`)).arrayBuffer())).toEqual(turned);
    const lastId = first.discord.lastId();
    const before = {
      guild: first.discord.guildId,
      bot: first.discord.botUser.id,
      channels: first.discord.channels().map((c) => ({ id: c.id, name: c.name, parentId: c.parentId })),
      messages: first.discord.messages(thread.id).map((m) => ({ id: m.id, content: m.content, authorId: m.authorId, revision: m.revision })),
    };
    await first.close();

    // The picture the edit replaced is not in the store any more; the current one is.
    const store = await openStore(storeUrl);
    if (!store.ok) throw new Error(store.error.message);
    expect(await store.value.get(`${WORLD_PREFIX}attachments:${replaced}`)).toEqual({ ok: true, value: undefined });
    expect(await store.value.get(`${WORLD_PREFIX}attachments:${edited.attachments[0]!.id}`)).toMatchObject({ ok: true, value: expect.objectContaining({ filename: 'board.png' }) });
    await store.value.close();

    const second = await start();
    try {
      expect(second.discord.guildId).toBe(before.guild);
      expect(second.discord.botUser.id).toBe(before.bot);
      expect(second.discord.channels().map((c) => ({ id: c.id, name: c.name, parentId: c.parentId }))).toEqual(before.channels);
      expect(second.discord.messages(thread.id).map((m) => ({ id: m.id, content: m.content, authorId: m.authorId, revision: m.revision }))).toEqual(before.messages);
      expect(second.discord.message(said.id)?.content).toBe('hello');
      // The picture, at the stand-in's new address, and on the page.
      // Kept in the store only (memory holds none of its bytes), read back from there.
      const restored = second.discord.message(board.id)!;
      expect(restored.attachments[0]!.released).toBe(true);
      expect(restored.attachments[0]!.bytes.byteLength).toBe(0);
      expect(() => second.discord.attachmentBytes(board.id)).toThrow(/kept by the journal only/);
      expect(Buffer.from((await second.discord.fileBytes(restored.attachments[0]!))!)).toEqual(turned);
      expect(restored.attachments[0]!.url.startsWith(second.discord.baseUrl)).toBe(true);
      expect(Buffer.from(await (await fetch(restored.attachments[0]!.url)).arrayBuffer())).toEqual(turned);
      const page = (await (await fetch(`${second.url}/api/messages?channel=${thread.id}`)).json()) as { id: string; attachments: { url: string }[] }[];
      const shown = page.find((m) => m.id === board.id)!.attachments[0]!.url;
      expect(Buffer.from(await (await fetch(`${second.url}${shown}`)).arrayBuffer())).toEqual(turned);
      // alice is a playground user again, in French; her name is taken.
      const state = (await (await fetch(`${second.url}/api/state`)).json()) as { users: { id: string; name: string; locale: string | null }[] };
      expect(state.users).toContainEqual({ id: aliceId, name: 'alice', bot: false, locale: 'fr' });
      const again = await fetch(`${second.url}/api/users`, { method: 'POST', headers: { origin: second.url, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'alice', locale: 'en-US' }) });
      expect(again.status).toBe(409);
      // New ids never meet old ones.
      const next = second.discord.postMessage({ user: aliceId, channelId: thread.id, content: 'after the restart' });
      expect(BigInt(next.id)).toBeGreaterThan(BigInt(lastId));
      // The "games" channel was not made a second time.
      expect(second.discord.channels().filter((c) => c.name === 'games')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  test('a world kept when its server had no page owner yet (an earlier playground) gives it to its oldest user at the next start', async () => {
    const first = await start();
    await createUser(first, 'zed', 'en-US');
    const people = ((await (await fetch(`${first.url}/api/state`)).json()) as { users: { id: string; bot: boolean }[] }).users.filter((u) => !u.bot).map((u) => u.id);
    const oldest = [...people].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))[0]!;
    // The guild back to the stand-in's own owner, whom no page shows, as an earlier playground left it.
    const made = first.discord.members().find((m) => !people.includes(m.userId) && m.userId !== first.discord.botUser.id)!.userId;
    first.discord.setGuildOwner({ user: made });
    await first.close();
    const second = await start();
    try {
      expect(second.discord.owner.id).toBe(oldest);
      expect(((await (await fetch(`${second.url}/api/state`)).json()) as { guild: { ownerId: string } }).guild.ownerId).toBe(oldest);
    } finally {
      await second.close();
    }
  });

  test('private messages and their pictures are not kept', async () => {
    const first = await start();
    const secret = await botSend(first, 'POST', `/channels/${first.discord.channelId}/messages`, 'kept', Buffer.from(TINY_PNG));
    // A private answer to a command (what a player's panel is).
    const handle = first.discord.slashCommand({ user: first.discord.owner, name: 'games', subcommand: 'mine', options: {} });
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ type: 4, data: { content: 'only yours', flags: 64, attachments: [{ id: 0, filename: 'hand.png' }] } }));
    form.append('files[0]', new Blob([TINY_PNG], { type: 'image/png' }), 'hand.png');
    expect((await fetch(`${first.discord.apiUrl}/v10/interactions/${handle.id}/${handle.token}/callback`, { method: 'POST', body: form })).status).toBeLessThan(300);
    const panel = await handle.reply();
    await first.close();
    const second = await start();
    try {
      expect(second.discord.message(secret.id)?.content).toBe('kept');
      expect(second.discord.message(panel.id)).toBeUndefined();
    } finally {
      await second.close();
    }
  });
});

describe('the playground world in memory', () => {
  test('a private panel changed by a click lets go of its earlier picture, though its interaction still holds that message', async () => {
    const pg = await start();
    try {
      const user = pg.discord.owner;
      const answer = async (interaction: { id: string; token: string }, type: number, content: string, bytes: Buffer): Promise<void> => {
        const form = new FormData();
        const button = { type: 1, components: [{ type: 2, style: 1, label: 'next', custom_id: 'next' }] };
        form.append('payload_json', JSON.stringify({ type, data: { content, flags: 64, components: [button], attachments: [{ id: 0, filename: 'hand.png' }] } }));
        form.append('files[0]', new Blob([bytes], { type: 'image/png' }), 'hand.png');
        expect((await fetch(`${pg.discord.apiUrl}/v10/interactions/${interaction.id}/${interaction.token}/callback`, { method: 'POST', body: form })).status).toBeLessThan(300);
      };
      const opened = pg.discord.slashCommand({ user, name: 'games', subcommand: 'mine', options: {} });
      await answer(opened, 4, 'first', Buffer.from(TINY_PNG));
      const panel = await opened.reply();
      expect(panel.attachments[0]!.bytes.byteLength).toBe(TINY_PNG.byteLength);
      const second = Buffer.concat([Buffer.from(TINY_PNG), Buffer.from('second')]);
      const clicked = pg.discord.clickButton({ user, messageId: panel.id, customId: 'next' });
      await answer(clicked, 7, 'second', second);
      const changed = await clicked.callback();
      expect(changed.kind).toBe('update');
      // The panel as the first interaction answered it: its picture is gone from memory.
      expect((await opened.callback()).kind).toBe('reply');
      expect(panel.attachments[0]!.bytes.byteLength).toBe(0);
      expect(panel.attachments[0]!.released).toBe(true);
      // The panel now shows the second picture, whole.
      const now = pg.discord.message(panel.id)!;
      expect(now.content).toBe('second');
      expect(Buffer.from(pg.discord.attachmentBytes(now))).toEqual(second);
    } finally {
      await pg.close();
    }
  });
});

describe('a long channel', () => {
  test('keeps its newest messages in memory; the older ones are read from the store by the page, the bot and a click, and across a restart', async () => {
    const first = await start();
    const botJson = async (method: string, path: string, body?: unknown): Promise<Response> =>
      fetch(`${first.discord.apiUrl}/v10${path}`, { method, headers: { authorization: `Bot ${first.discord.botToken}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const channelId = first.discord.createTextChannel({ name: 'long' }).id;
    const button = { type: 1, components: [{ type: 2, style: 1, label: 'again', custom_id: 'again' }] };
    const oldest = await botSend(first, 'POST', `/channels/${channelId}/messages`, 'message 0', Buffer.from(TINY_PNG));
    const posted = [oldest.id];
    for (let i = 1; i < MESSAGE_WINDOW + 10; i++) {
      const response = await botJson('POST', `/channels/${channelId}/messages`, { content: `message ${i}`, components: i === 1 ? [button] : [] });
      posted.push(((await response.json()) as { id: string }).id);
    }
    // Once written, the oldest left memory.
    // (SQLite writes one record at a time: a loaded machine takes a few seconds for the sixty.)
    await vi.waitFor(() => expect(first.discord.messages(channelId)).toHaveLength(MESSAGE_WINDOW), { timeout: 20_000 });
    expect(posted.slice(0, 10).map((id) => first.discord.message(id))).toEqual(Array(10).fill(undefined));
    expect(first.discord.message(posted.at(-1)!)?.content).toBe(`message ${MESSAGE_WINDOW + 9}`);
    // Its picture left memory with it, and is served from the store at its address.
    const picture = oldest.attachments[0]!;
    expect(first.discord.record('attachments', picture.id)).toBeUndefined();
    expect(Buffer.from(await (await fetch(picture.url)).arrayBuffer())).toEqual(Buffer.from(TINY_PNG));

    // The page: the newest 50 and then those before them, every message in order, and the oldest one's picture from the store.
    const pageOf = async (url: string, before?: string) =>
      (await (await fetch(`${url}/api/messages?channel=${channelId}${before === undefined ? '' : `&before=${before}`}`)).json()) as { id: string; content: string; attachments: { url: string }[] }[];
    const wholeChannel = async (url: string) => {
      const newest = await pageOf(url);
      expect(newest).toHaveLength(50);
      return [...(await pageOf(url, newest[0]!.id)), ...newest];
    };
    const page = await wholeChannel(first.url);
    expect(page.map((m) => m.id)).toEqual(posted);
    expect(page[0]!.content).toBe('message 0');
    expect(Buffer.from(await (await fetch(`${first.url}${page[0]!.attachments[0]!.url}`)).arrayBuffer())).toEqual(Buffer.from(TINY_PNG));
    // The bot: its history, and one old message by id.
    const history = (await (await botJson('GET', `/channels/${channelId}/messages?limit=100`)).json()) as { id: string }[];
    expect(history.map((m) => m.id)).toEqual([...posted].reverse());
    expect(((await (await botJson('GET', `/channels/${channelId}/messages/${posted[2]}`)).json()) as { content: string }).content).toBe('message 2');
    // An edit of an old message puts it back in memory, changed; the store has the change.
    expect((await botJson('PATCH', `/channels/${channelId}/messages/${posted[3]}`, { content: 'message 3, edited' })).status).toBe(200);
    expect(first.discord.message(posted[3]!)?.content).toBe('message 3, edited');
    // A click on an old message's button, once it is back.
    expect(first.discord.message(posted[1]!)).toBeUndefined();
    await first.discord.recallMessage(posted[1]!);
    const clicked = first.discord.clickButton({ user: first.discord.owner, messageId: posted[1]!, customId: 'again' });
    expect(clicked.id).toBeTruthy();
    // A new picture on the oldest message: it comes back to memory with its files, and the one replaced is let go of.
    const redrawn = await botSend(first, 'PATCH', `/channels/${channelId}/messages/${oldest.id}`, 'message 0, redrawn', Buffer.from([...TINY_PNG, 0]));
    expect(redrawn.attachments.map((a) => a.id)).not.toContain(picture.id);
    // (The store lets go of it with the next batch of writes.)
    await vi.waitFor(async () => expect((await fetch(picture.url)).status).toBe(404), { timeout: 5_000 });
    expect(Buffer.from(await (await fetch(redrawn.attachments[0]!.url)).arrayBuffer())).toEqual(Buffer.from([...TINY_PNG, 0]));
    await first.close();

    const second = await start();
    try {
      expect(second.discord.message(oldest.id)).toBeUndefined();
      const again = await wholeChannel(second.url);
      expect(again.map((m) => m.id)).toEqual(posted);
      expect(again[3]!.content).toBe('message 3, edited');
      expect(Buffer.from(await (await fetch(`${second.url}${again[0]!.attachments[0]!.url}`)).arrayBuffer())).toEqual(Buffer.from([...TINY_PNG, 0]));
      // The stand-in's own file URL, made by the first run's port, is served by this one.
      const stored = await second.discord.storedMessage(oldest.id);
      expect(stored?.attachments[0]!.url.startsWith(second.discord.baseUrl)).toBe(true);
      expect(Buffer.from(await (await fetch(stored!.attachments[0]!.url)).arrayBuffer())).toEqual(Buffer.from([...TINY_PNG, 0]));
    } finally {
      await second.close();
    }
  });
});

describe('ids after a restart', () => {
  test('a generator started after an id from the future (a clock gone back) still gives higher ids, in order', () => {
    const future = ((BigInt(Date.now() + 3_600_000) - DISCORD_EPOCH) << 22n | (1n << 17n) | 4094n).toString();
    const next = snowflakeGenerator(1, future);
    const ids = [next(), next(), next()].map((id) => BigInt(id));
    expect(ids[0]).toBeGreaterThan(BigInt(future));
    expect(ids[1]).toBeGreaterThan(ids[0]!);
    expect(ids[2]).toBeGreaterThan(ids[1]!);
  });
});

describe('the stand-in without a store', () => {
  test('keeps every picture an edit replaced, as before (tests read old URLs)', async () => {
    const discord = await startFakeDiscord();
    try {
      const user = discord.createMember({ username: 'zed' });
      const posted = discord.postMessage({ user, content: 'x', files: [{ filename: 'a.png', bytes: TINY_PNG, contentType: 'image/png' }] });
      const url = posted.attachments[0]!.url;
      const deleted = await fetch(`${discord.apiUrl}/v10/channels/${discord.channelId}/messages/${posted.id}`, { method: 'DELETE', headers: { authorization: `Bot ${discord.botToken}` } });
      expect(deleted.status).toBe(204);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await discord.close();
    }
  });
});
