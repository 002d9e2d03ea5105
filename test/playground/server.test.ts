/**
 * The playground's server without a browser: users, refusals in the acting user's language, and
 * what each user may see (another user's ephemeral reply and its files stay hidden).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EPHEMERAL_FLAG, TINY_PNG } from '../../src/playground/discord/fake-discord.ts';
import { startPlayground, type Playground } from '../../src/playground/playground.ts';
import { visibleTo, type PageMessage, type PageUser } from '../../src/playground/view.ts';

let pg: Playground;

async function post(path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(`${pg.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, data: (await response.json()) as Record<string, unknown> };
}

describe('the playground server', () => {
  beforeAll(async () => {
    pg = await startPlayground({ storeUrl: 'memory://', bot: false });
  });
  afterAll(async () => {
    await pg.close();
  });

  test('users are created with a name and a language; bad names and duplicates are refused in the language asked for', async () => {
    const alice = await post('/api/users', { name: 'Alice', locale: 'en-US' });
    expect(alice.status).toBe(201);
    expect(alice.data).toMatchObject({ name: 'alice', bot: false, locale: 'en-US' });
    expect((await post('/api/users', { name: 'alice', locale: 'fr' })).data.error).toBe('Il y a déjà quelqu’un qui s’appelle alice.');
    expect((await post('/api/users', { name: 'a b', locale: 'en-US' })).data.error).toBe('A name has 2 to 32 characters: lowercase letters, digits, _ or .');
    expect((await post('/api/users', { name: 'x', locale: 'fr' })).data.error).toBe('Un nom a de 2 à 32 caractères\u00a0: lettres minuscules, chiffres, _ ou .');
    expect((await post('/api/users', { name: 'carol', locale: 'de' })).status).toBe(400);
    const state = (await (await fetch(`${pg.url}/api/state`)).json()) as { users: PageUser[] };
    expect(state.users.filter((u) => !u.bot).map((u) => u.name)).toEqual(['alice']);
  });

  test('acting needs a user, a known channel and a proper message; each refusal in the user’s language', async () => {
    const bob = (await post('/api/users', { name: 'bob', locale: 'fr' })).data as unknown as PageUser;
    expect((await post('/api/messages', { channelId: pg.discord.channelId, content: 'hi' })).data.error).toBe('Choose a user first (bottom left).');
    expect((await post('/api/messages', { user: bob.id, channelId: 'nope', content: 'hi' })).data.error).toBe('Ce salon n’existe pas.');
    expect((await post('/api/messages', { user: bob.id, channelId: pg.discord.channelId, content: '  ' })).data.error).toBe('Un message a de 1 à 2000 caractères.');
    expect((await post('/api/interactions', { user: bob.id, kind: 'teleport' })).data.error).toBe('Ce genre d’interaction n’existe pas.');
    const posted = await post('/api/messages', { user: bob.id, channelId: pg.discord.channelId, content: 'salut' });
    expect(posted.status).toBe(201);
    expect(pg.discord.lastMessage()?.content).toBe('salut');
  });

  test('an ephemeral message and its image are seen only by the user of its interaction', async () => {
    const carol = (await post('/api/users', { name: 'carol', locale: 'en-US' })).data as unknown as PageUser;
    const dave = (await post('/api/users', { name: 'dave', locale: 'en-US' })).data as unknown as PageUser;
    // What the bot's ephemeral reply leaves in the stand-in: the flag and the interaction's user.
    const message = pg.discord.restoreBotMessage({ content: 'only for carol', components: [], ephemeral: true });
    expect(message.flags & EPHEMERAL_FLAG).toBe(EPHEMERAL_FLAG);
    const list = async (userId: string): Promise<PageMessage[]> => (await (await fetch(`${pg.url}/api/messages?channel=${pg.discord.channelId}&user=${userId}`)).json()) as PageMessage[];
    // Without an interaction, an ephemeral message belongs to nobody: nobody sees it.
    expect((await list(carol.id)).some((m) => m.id === message.id)).toBe(false);
    // With one, only its user does.
    const answered = { ...message, interaction: { id: '1', type: 2, name: 'chacun', userId: carol.id } };
    expect(visibleTo(answered, carol.id)).toBe(true);
    expect(visibleTo(answered, dave.id)).toBe(false);
    expect(visibleTo(answered, null)).toBe(false);
    const withImage = pg.discord.postMessage({ user: carol.id, content: 'a board', files: [{ filename: 'board.png', bytes: TINY_PNG, contentType: 'image/png' }] });
    const seen = (await list(dave.id)).find((m) => m.id === withImage.id)!;
    expect(seen.attachments[0]).toMatchObject({ filename: 'board.png', width: 1, height: 1, url: `/files/${withImage.id}/0/board.png` });
    const file = await fetch(`${pg.url}${seen.attachments[0].url}?user=${dave.id}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(TINY_PNG));
  });
});
