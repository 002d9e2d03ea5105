/**
 * The playground's server without a browser: users, refusals in the acting user's language, what
 * each page may see (another user's ephemeral reply and its files stay hidden without that page's
 * token), and the requests it does not answer at all (another site's, a rebinding DNS's).
 */
import { PermissionFlagsBits } from 'discord.js';
import { request as httpRequest } from 'node:http';
import { HOSTED } from '../../src/hosted.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { TINY_PNG, type FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { checkHost, isLoopback } from '../../src/playground/guard.ts';
import { startPlayground, type Playground } from '../../src/playground/playground.ts';
import { maskStoreUrl, startLine } from '../../src/playground/run.ts';
import { visibleTo, type PageMessage, type PageRole, type PageUser } from '../../src/playground/view.ts';

let pg: Playground;

/** A user as the page gets it: the user and the page's token for acting as them. */
interface Taken {
  readonly user: PageUser;
  readonly token: string;
}

/** A POST as the page makes it: its own Origin, a JSON body, its token if it has one. */
async function post(path: string, body: unknown, token?: string): Promise<{ status: number; data: Record<string, unknown> }> {
  const headers: Record<string, string> = { origin: pg.url, 'content-type': 'application/json', ...(token === undefined ? {} : { 'x-playground-token': token }) };
  const response = await fetch(`${pg.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

async function get<T>(path: string, token?: string): Promise<T> {
  return (await (await fetch(`${pg.url}${path}`, { headers: token === undefined ? {} : { 'x-playground-token': token } })).json()) as T;
}

async function create(name: string, locale: 'fr' | 'en-US'): Promise<Taken> {
  const created = await post('/api/users', { name, locale });
  expect(created.status).toBe(201);
  return created.data as unknown as Taken;
}

/** A request with headers fetch would not let a test set (Host), as another program or a rebound page would send it. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(pg.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens the live connection as a page of `origin` would; resolves with the first state, or the HTTP status it was refused with. */
function live(origin: string | undefined, token?: string): Promise<{ me: string | null } | number> {
  const protocols = token === undefined ? ['playground'] : ['playground', `token.${token}`];
  const socket = new WebSocket(`${pg.url.replace('http', 'ws')}/live`, protocols, origin === undefined ? {} : { origin });
  return new Promise((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const hello = JSON.parse(data.toString()) as { type: string; state: { me: string | null } };
      socket.close();
      if (hello.type === 'hello') resolve(hello.state);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

/** What the bot's answer leaves in the stand-in: an ephemeral reply to a user's command, with an image. */
async function ephemeralReply(user: PageUser, content: string): Promise<FakeMessage> {
  const handle = pg.discord.slashCommand({ user: user.id, locale: 'en-US', name: 'games', subcommand: 'mine', options: {} });
  const form = new FormData();
  form.append('payload_json', JSON.stringify({ type: 4, data: { content, flags: 64, attachments: [{ id: 0, filename: 'hand.png' }] } }));
  form.append('files[0]', new Blob([TINY_PNG], { type: 'image/png' }), 'hand.png');
  const answered = await fetch(`${pg.discord.apiUrl}/v10/interactions/${handle.id}/${handle.token}/callback`, { method: 'POST', body: form });
  expect(answered.status).toBeLessThan(300);
  return handle.reply();
}

/** A message the bot posts or edits through the REST API, with one picture (`attachments` lists only the new one, as the bot's edits do). */
async function botSend(method: 'POST' | 'PATCH', path: string, content: string, bytes: Buffer): Promise<FakeMessage> {
  const form = new FormData();
  form.append('payload_json', JSON.stringify({ content, attachments: [{ id: 0, filename: 'board.png' }] }));
  form.append('files[0]', new Blob([bytes], { type: 'image/png' }), 'board.png');
  const response = await fetch(`${pg.discord.apiUrl}/v10${path}`, { method, body: form, headers: { authorization: `Bot ${pg.discord.botToken}` } });
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return pg.discord.message(id)!;
}

describe('the playground server', () => {
  beforeAll(async () => {
    pg = await startPlayground({ games: async () => HOSTED, storeUrl: 'memory://', bot: false });
  });
  afterAll(async () => {
    await pg.close();
  });

  test('users are created with a name and a language; bad names and duplicates are refused in the language asked for', async () => {
    const alice = await post('/api/users', { name: 'Alice', locale: 'en-US' });
    expect(alice.status).toBe(201);
    expect(alice.data.user).toMatchObject({ name: 'alice', bot: false, locale: 'en-US' });
    expect(alice.data.token).toMatch(/^[\w-]{32}$/);
    expect((await post('/api/users', { name: 'alice', locale: 'fr' })).data.error).toBe('Il y a déjà quelqu’un qui s’appelle alice.');
    expect((await post('/api/users', { name: 'a b', locale: 'en-US' })).data.error).toBe('A name has 2 to 32 characters: lowercase letters, digits, _ or .');
    expect((await post('/api/users', { name: 'x', locale: 'fr' })).data.error).toBe('Un nom a de 2 à 32 caractères\u00a0: lettres minuscules, chiffres, _ ou .');
    expect((await post('/api/users', { name: 'carol', locale: 'de' })).status).toBe(400);
    const state = await get<{ users: PageUser[]; me: string | null }>('/api/state');
    expect(state.users.filter((u) => !u.bot).map((u) => u.name)).toEqual(['alice']);
    expect(state.me).toBeNull();
    expect((await get<{ me: string | null }>('/api/state', alice.data.token as string)).me).toBe((alice.data.user as PageUser).id);
  });

  test('the page is told the server’s roles, highest first, for the role options of the message box: @everyone, the bot’s own, one made since', async () => {
    const before = await get<{ roles: PageRole[] }>('/api/state');
    expect(before.roles.map((r) => r.name)).toEqual([pg.discord.botUser.username, '@everyone']);
    expect(before.roles.at(-1)?.id).toBe(pg.discord.guildId);
    const made = pg.discord.createRole({ name: 'Moderators', permissions: 0n });
    expect((await get<{ roles: PageRole[] }>('/api/state')).roles[0]).toEqual({ id: made.id, name: 'Moderators' });
  });

  test('acting needs the page’s token for a user, a known channel and a proper message; each refusal in the user’s language', async () => {
    const bob = await create('bob', 'fr');
    expect((await post('/api/messages', { channelId: pg.discord.channelId, content: 'hi' })).data.error).toBe('Choose a user first (bottom left).');
    // A user's id in the body acts as nobody: only a token does.
    expect((await post('/api/messages', { user: bob.user.id, channelId: pg.discord.channelId, content: 'hi' })).data.error).toBe('Choose a user first (bottom left).');
    const unknown = await post('/api/messages', { channelId: pg.discord.channelId, content: 'hi' }, 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(unknown.data.error).toBe('This page no longer acts as anyone (did the playground restart?): reload it.');
    expect((await post('/api/messages', { channelId: 'nope', content: 'hi' }, bob.token)).data.error).toBe('Ce salon n’existe pas.');
    expect((await post('/api/messages', { channelId: pg.discord.channelId, content: '  ' }, bob.token)).data.error).toBe('Un message a de 1 à 2000 caractères.');
    expect((await post('/api/interactions', { kind: 'teleport' }, bob.token)).data.error).toBe('Ce genre d’interaction n’existe pas.');
    const posted = await post('/api/messages', { channelId: pg.discord.channelId, content: 'salut' }, bob.token);
    expect(posted.status).toBe(201);
    expect(pg.discord.lastMessage()).toMatchObject({ content: 'salut', authorId: bob.user.id });
  });

  test('a click or a choice Discord’s client would not send is refused in the user’s language, and nothing reaches the bot', async () => {
    const fred = await create('fred', 'fr');
    const gina = await create('gina', 'en-US');
    const message = pg.discord.restoreBotMessage({
      content: 'controls',
      components: [
        { type: 1, components: [{ type: 2, style: 1, label: 'Off', custom_id: 'off', disabled: true }] },
        { type: 1, components: [{ type: 3, custom_id: 'menu', options: [{ label: 'A', value: 'a' }] }] },
      ],
    });
    const before = pg.discord.events().length;
    const refused = async (body: Record<string, unknown>, token: string) => {
      const answer = await post('/api/interactions', body, token);
      expect(answer.status).toBe(409);
      return answer.data.error;
    };
    expect(await refused({ kind: 'button', messageId: '1', customId: 'off' }, gina.token)).toBe('This message no longer exists.');
    expect(await refused({ kind: 'button', messageId: message.id, customId: 'off' }, fred.token)).toBe('Ce bouton est désactivé.');
    expect(await refused({ kind: 'button', messageId: message.id, customId: 'gone' }, gina.token)).toBe('This control is no longer on the message: it has changed since.');
    expect(await refused({ kind: 'select', messageId: message.id, customId: 'menu', values: ['z'] }, fred.token)).toBe('Ce choix n’est plus dans le menu.');
    expect(pg.discord.events().slice(before).filter((e) => e.kind === 'interactionCreate')).toEqual([]);
  });

  test('a page takes a user of the list with a new token; an unknown user cannot be taken', async () => {
    const erin = await create('erin', 'en-US');
    const again = await post('/api/sessions', { user: erin.user.id });
    expect(again.status).toBe(201);
    expect((again.data.user as PageUser).id).toBe(erin.user.id);
    expect(again.data.token).not.toBe(erin.token);
    // Both pages act as erin (two tabs, or a page and its reload).
    for (const token of [erin.token, again.data.token as string]) expect((await get<{ me: string }>('/api/state', token)).me).toBe(erin.user.id);
    expect((await post('/api/sessions', { user: '123' })).status).toBe(404);
  });

  test('an ephemeral reply and its image are seen only by the page holding its user’s token', async () => {
    const carol = await create('carol', 'en-US');
    const dave = await create('dave', 'en-US');
    const panel = await ephemeralReply(carol.user, 'only for carol');
    const list = (token?: string, query = ''): Promise<PageMessage[]> => get<PageMessage[]>(`/api/messages?channel=${pg.discord.channelId}${query}`, token);
    const seen = (await list(carol.token)).find((m) => m.id === panel.id);
    expect(seen).toMatchObject({ content: 'only for carol', ephemeral: true });
    // Another page, with its own token or none, and whoever writes carol's id in the query: nothing.
    expect((await list(dave.token)).some((m) => m.id === panel.id)).toBe(false);
    expect((await list(undefined, `&user=${carol.user.id}`)).some((m) => m.id === panel.id)).toBe(false);
    expect((await list(dave.token, `&user=${carol.user.id}`)).some((m) => m.id === panel.id)).toBe(false);
    // Its image opens with the key carol's page was given, not with her id.
    const url = seen!.attachments[0]!.url;
    expect(url).toMatch(new RegExp(`^/files/${panel.id}/${panel.attachments[0]!.id}/hand\\.png\\?key=[\\w-]{43}$`));
    const file = await fetch(`${pg.url}${url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(TINY_PNG));
    const path = url.slice(0, url.indexOf('?'));
    for (const query of ['', `?user=${carol.user.id}`, '?key=x', `?key=${'A'.repeat(43)}`]) expect((await fetch(`${pg.url}${path}${query}`)).status).toBe(404);
    // A message without an interaction belongs to nobody: nobody sees it.
    const orphan = pg.discord.restoreBotMessage({ content: 'nobody', components: [], ephemeral: true });
    expect((await list(carol.token)).some((m) => m.id === orphan.id)).toBe(false);
    expect(visibleTo(orphan, null)).toBe(false);
    // A public message's image is everyone's.
    const board = pg.discord.postMessage({ user: carol.user.id, content: 'a board', files: [{ filename: 'board.png', bytes: TINY_PNG, contentType: 'image/png' }] });
    const shown = (await list(dave.token)).find((m) => m.id === board.id)!;
    expect(shown.attachments[0]).toMatchObject({ filename: 'board.png', width: 1, height: 1, url: `/files/${board.id}/${board.attachments[0]!.id}/board.png` });
    const first = await fetch(`${pg.url}${shown.attachments[0]!.url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/immutable/);
  });

  test('a channel’s messages come a page at a time: the newest 50, then those before an id; a bad page is refused in the reader’s language', async () => {
    const paula = await create('paula', 'fr');
    const thread = pg.discord.createThread({ parentId: pg.discord.channelId, name: 'pages', owner: paula.user.id });
    const posted = Array.from({ length: 120 }, (_, i) => pg.discord.postMessage({ user: paula.user.id, channelId: thread.id, content: `n°${i}` }).id);
    const page = async (query: string) => (await get<PageMessage[]>(`/api/messages?channel=${thread.id}${query}`, paula.token)).map((m) => m.id);
    const newest = await page('');
    expect(newest).toEqual(posted.slice(70));
    expect(await page(`&before=${newest[0]}`)).toEqual(posted.slice(20, 70));
    expect(await page(`&before=${posted[20]}&limit=50`)).toEqual(posted.slice(0, 20));
    expect(await page(`&before=${posted[0]}`)).toEqual([]);
    expect(await page(`&limit=3`)).toEqual(posted.slice(117));
    // Before an id that may be no message (deleted, or never was): those older than it all the same.
    expect(await page(`&before=${BigInt(posted[60]) + 1n}&limit=2`)).toEqual(posted.slice(59, 61));
    for (const query of ['&limit=0', '&limit=51', '&limit=2.5', '&limit=x', '&before=abc', '&before=-1']) {
      const refused = await fetch(`${pg.url}/api/messages?channel=${thread.id}${query}`, { headers: { 'x-playground-token': paula.token } });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe('Une page de messages se demande avec limit, de 1 à 50, et before, l’identifiant d’un message.');
    }
  });

  test('a thread made without a message leaves a notice in its channel that names it; a message a thread was started from names it too', async () => {
    const tess = await create('tess', 'en-US');
    const made = await post('/api/threads', { channelId: pg.discord.channelId, name: 'Friday game' }, tess.token);
    expect(made.status).toBe(201);
    const started = pg.discord.postMessage({ user: tess.user.id, content: 'who plays?' });
    const thread = pg.discord.createThread({ parentId: pg.discord.channelId, name: 'who plays', owner: tess.user.id, starterMessageId: started.id });
    const shown = await get<PageMessage[]>(`/api/messages?channel=${pg.discord.channelId}`, tess.token);
    const notice = shown.find((m) => m.type === 18 && m.threadId === made.data.id);
    expect(notice, 'the notice of the thread made with + Thread').toMatchObject({ authorId: tess.user.id, content: 'Friday game' });
    expect(shown.find((m) => m.id === started.id)).toMatchObject({ type: 0, threadId: thread.id });
    // Every other message of the channel: a notice names its thread, an ordinary message none.
    for (const message of shown) if (message.id !== started.id) expect(message.threadId !== null, message.content).toBe(message.type === 18);
  });

  test('an edit that uploads a new picture gives it a new URL; the old one no longer answers', async () => {
    const posted = await botSend('POST', `/channels/${pg.discord.channelId}/messages`, 'turn 1', Buffer.from(TINY_PNG));
    const before = (await get<PageMessage[]>(`/api/messages?channel=${pg.discord.channelId}`)).find((m) => m.id === posted.id)!.attachments[0]!.url;
    // The same file name, other bytes: what the bot sends when a tile is turned.
    const turned = Buffer.concat([Buffer.from(TINY_PNG), Buffer.from('turned')]);
    await botSend('PATCH', `/channels/${pg.discord.channelId}/messages/${posted.id}`, 'turn 1, turned', turned);
    const after = (await get<PageMessage[]>(`/api/messages?channel=${pg.discord.channelId}`)).find((m) => m.id === posted.id)!;
    expect(after.content).toBe('turn 1, turned');
    expect(after.attachments[0]!.url).not.toBe(before);
    expect(Buffer.from(await (await fetch(`${pg.url}${after.attachments[0]!.url}`)).arrayBuffer())).toEqual(turned);
    expect((await fetch(`${pg.url}${before}`)).status).toBe(404);
  });

  test('the live connection acts as the user of its token only', async () => {
    const frank = await create('frank', 'en-US');
    expect(await live(pg.url, frank.token)).toMatchObject({ me: frank.user.id });
    expect(await live(pg.url)).toMatchObject({ me: null });
    expect(await live(pg.url, 'unknown')).toMatchObject({ me: null });
  });
});

describe('requests the playground does not answer', () => {
  beforeAll(async () => {
    pg = await startPlayground({ games: async () => HOSTED, storeUrl: 'memory://', bot: false });
  });
  afterAll(async () => {
    await pg.close();
  });
  const port = (): string => new URL(pg.url).port;
  const names = async (): Promise<string[]> => (await get<{ users: PageUser[] }>('/api/state')).users.filter((u) => !u.bot).map((u) => u.name);

  test.each(['evil.example', '127.example.com', '127.0.0.1.evil.example', 'localhost.evil.example', '0.0.0.0', '[::ffff:7f00:1]'])('a page or API request naming Host %s is refused', async (name) => {
    const page = await raw('GET', '/', { host: `${name}:${port()}` });
    expect(page.status).toBe(421);
    expect(page.text).toMatch(/only at its own address/);
    expect((await raw('GET', `/api/state`, { host: `${name}:${port()}` })).status).toBe(421);
  });

  test('the loopback names with the server’s port are served; another port or none is refused', async () => {
    for (const name of ['127.0.0.1', 'localhost', '127.0.0.2', '[::1]', 'LOCALHOST']) expect((await raw('GET', '/', { host: `${name}:${port()}` })).status, name).toBe(200);
    expect((await raw('GET', '/', { host: `127.0.0.1:${Number(port()) + 1}` })).status).toBe(421);
    expect((await raw('GET', '/', { host: '127.0.0.1' })).status).toBe(421);
  });

  test('a POST from another site, or without Origin, is refused and does nothing', async () => {
    const json = { 'content-type': 'application/json', host: `127.0.0.1:${port()}` };
    for (const origin of ['http://evil.example', 'null', `http://localhost:${port()}`, `https://127.0.0.1:${port()}`]) {
      const refused = await raw('POST', '/api/users', { ...json, origin }, JSON.stringify({ name: 'mallory' }));
      expect(refused.status, origin).toBe(403);
    }
    expect((await raw('POST', '/api/users', json, JSON.stringify({ name: 'mallory' }))).status).toBe(403);
    expect(await names()).not.toContain('mallory');
  });

  test.each([
    ['text/plain', 'trent'],
    ['application/x-www-form-urlencoded', 'trudy'],
    ['multipart/form-data; boundary=x', 'oscar'],
    ['', 'peggy'],
  ])('a POST of type "%s" is refused with 415, even from the page’s origin', async (type, name) => {
    const headers: Record<string, string> = { origin: pg.url, host: `127.0.0.1:${port()}`, ...(type === '' ? {} : { 'content-type': type }) };
    const refused = await raw('POST', '/api/users', headers, JSON.stringify({ name: 'mallory' }));
    expect(refused.status).toBe(415);
    expect(await names()).not.toContain('mallory');
    // The same request as JSON goes through.
    expect((await raw('POST', '/api/users', { ...headers, 'content-type': 'application/json; charset=utf-8' }, JSON.stringify({ name }))).status).toBe(201);
  });

  test('a WebSocket from another site, or without Origin, is refused; the page’s own origin gets one', async () => {
    expect(await live('http://evil.example')).toBe(403);
    expect(await live(undefined)).toBe(403);
    expect(await live(pg.url)).toMatchObject({ me: null });
  });
});

describe('who owns the playground’s server', () => {
  beforeAll(async () => {
    pg = await startPlayground({ games: async () => HOSTED, storeUrl: 'memory://', bot: false });
  });
  afterAll(async () => {
    await pg.close();
  });

  /** A live page, once connected: the first message of a kind it gets from then on. */
  const livePage = (type: string): Promise<{ next: Promise<Record<string, unknown>> }> => {
    const socket = new WebSocket(`${pg.url.replace('http', 'ws')}/live`, ['playground'], { origin: pg.url });
    return new Promise((connected, reject) => {
      let got: (message: Record<string, unknown>) => void = () => {};
      const next = new Promise<Record<string, unknown>>((resolve) => (got = resolve));
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        if (message.type === 'hello') connected({ next });
        if (message.type !== type) return;
        socket.close();
        got(message);
      });
      socket.on('error', reject);
    });
  };

  test('the first user owns it, as whoever makes a Discord server: their interactions carry every right, Manage Server among them; the next one’s do not', async () => {
    const nobody = await get<{ guild: { ownerId: string }; users: PageUser[] }>('/api/state');
    // The stand-in's own owner, whom no page shows, until someone comes.
    expect(nobody.users.some((u) => u.id === nobody.guild.ownerId)).toBe(false);
    const page = await livePage('guild');
    const olga = await create('olga', 'fr');
    // A page open meanwhile is told, and marks her.
    expect(((await page.next).guild as { ownerId: string }).ownerId).toBe(olga.user.id);
    const pat = await create('pat', 'en-US');
    expect((await get<{ guild: { ownerId: string } }>('/api/state')).guild.ownerId).toBe(olga.user.id);
    expect(pg.discord.owner.id).toBe(olga.user.id);
    const rights = (userId: string): bigint => {
      const handle = pg.discord.slashCommand({ user: userId, name: 'games', subcommand: 'mine', options: {} });
      return BigInt((handle.payload.member as { permissions: string }).permissions);
    };
    expect(rights(olga.user.id) & PermissionFlagsBits.ManageGuild).toBe(PermissionFlagsBits.ManageGuild);
    expect(rights(pat.user.id) & (PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ManageEvents | PermissionFlagsBits.ManageChannels)).toBe(0n);
  });
});

describe('what the playground counts as this machine, and prints', () => {
  test.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['127.example.com', false],
    ['127.0.0.1.nip.io', false],
    ['localhost.example', false],
    ['127.1', false],
    ['128.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.5', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });

  test.each([
    ['192.168.1.5:4380', '192.168.1.5', true],
    ['192.168.1.5:4380', '127.0.0.1', false],
    ['[fe80::1]:4380', 'fe80::1', true],
    ['0.0.0.0:4380', '0.0.0.0', false],
    ['localhost:4380', '0.0.0.0', true],
    ['evil.example:4380', '0.0.0.0', false],
  ])('Host %s with PLAYGROUND_HOST=%s is answered: %s', (header, host, answered) => {
    expect(checkHost({ host: header }, { port: 4380, host }) === null).toBe(answered);
  });

  test.each([
    ['redis://user:pa/ss@cache:6379', 'redis://user:***@cache:6379'],
    ['postgres://bot:s3cr#t/x@db:5432/games', 'postgres://bot:***@db:5432/games'],
    ['rediss://:only/secret@cache', 'rediss://:***@cache'],
    ['sqlite://data/playground.sqlite', 'data/playground.sqlite'],
  ])('the start line shows %s as %s', (url, shown) => {
    const line = startLine('http://127.0.0.1:4380', url, true);
    expect(line).toContain(`games stored in ${shown};`);
    expect(line).not.toMatch(/pa\/ss|s3cr|secret/);
  });

  test('the start line says how to play on Discord: without a token, to set one; with one (npm run play), that npm start uses it', () => {
    // Whether npm start or npm run play started it: without a token, npm start would start the playground again.
    expect(startLine('http://127.0.0.1:4380', 'sqlite://data/playground.sqlite', false)).toBe(
      'Playground: http://127.0.0.1:4380 (games stored in data/playground.sqlite; to play on Discord, set DISCORD_TOKEN in .env (see README.md); Ctrl-C stops)',
    );
    expect(startLine('http://127.0.0.1:4380', 'sqlite://data/playground.sqlite', true)).toBe(
      'Playground: http://127.0.0.1:4380 (games stored in data/playground.sqlite; npm start runs the bot on Discord with the DISCORD_TOKEN set; Ctrl-C stops)',
    );
  });

  test('a bot line holding the store URL, as given or as the drivers got it, is printed masked', () => {
    const url = 'postgres://bot:pa/ss@db/games';
    expect(maskStoreUrl(`cannot open ${url}: refused`, url)).toBe('cannot open postgres://bot:***@db/games: refused');
    expect(maskStoreUrl('cannot open postgres://bot:pa%2Fss@db/games', url)).toBe('cannot open postgres://bot:***@db/games');
    expect(maskStoreUrl('games resumed', url)).toBe('games resumed');
  });
});
