import type { GameRecord } from '../../src/games/chacun/engine/record.ts';
import { afterEach, describe, expect, test } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { command, loaded, openGame, playerToMove, playTurnByClicks } from './driver.ts';
import { buttonsOf, click, findButton, privateText, selectOf, startHarness, turnMessage, act, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

function lobbyButton(message: FakeMessage, action: string): string {
  return findButton(message, 'lobby', (id) => id.kind === 'lobby' && id.action === action).custom_id;
}

async function lobbyWith(count: number): Promise<{ h: Harness; users: FakeUser[]; lobby: () => FakeMessage }> {
  h = await startHarness();
  const users = Array.from({ length: count }, (_, i) => h!.discord.createMember({ username: `p${i}`, globalName: `Player ${i}` }));
  const opened = await command(h, users[0], 'new');
  const id = opened.original()!.id;
  return { h, users, lobby: () => h!.discord.message(id)! };
}

describe('the lobby', () => {
  test('players join and leave with the buttons; a sixth is refused; the lobby message keeps count', async () => {
    const { h, users, lobby } = await lobbyWith(6);
    expect(lobby().embeds[0]?.description).toContain('Players: 1/5');
    expect(buttonsOf(lobby()).find((b) => b.id.kind === 'lobby' && b.id.action === 'start')?.component.disabled).toBe(true);
    for (const user of users.slice(1, 5)) await click(h, user, lobby(), lobbyButton(lobby(), 'join'));
    expect(lobby().embeds[0]?.description).toContain('Players: 5/5');
    const sixth = await click(h, users[5], lobby(), lobbyButton(lobby(), 'join'));
    expect(privateText(sixth)).toBe('The game is full (5 seats).');
    const again = await click(h, users[1], lobby(), lobbyButton(lobby(), 'join'));
    expect(privateText(again)).toBe('You have already joined this game.');
    await click(h, users[2], lobby(), lobbyButton(lobby(), 'leave'));
    expect(lobby().embeds[0]?.description).toContain('Players: 4/5');
    expect(lobby().embeds[0]?.description).not.toContain('Player 2');
    const stranger = await click(h, users[5], lobby(), lobbyButton(lobby(), 'leave'));
    expect(privateText(stranger)).toBe('You haven’t joined this game.');
    // Only public text changed: no message was added to the channel.
    expect(h.discord.messages()).toHaveLength(1);
  });

  test('colours are assigned in order and can be chosen in the menu; a taken one is refused', async () => {
    const { h, users, lobby } = await lobbyWith(3);
    await click(h, users[1], lobby(), lobbyButton(lobby(), 'join'));
    const menu = selectOf(lobby())!;
    expect(menu.options.find((o) => o.value === 'BLUE')?.description).toBe('taken by Player 1');
    const taken = await act(h, h.discord.selectMenu({ user: users[1], messageId: lobby().id, customId: menu.custom_id, values: ['RED'] }));
    expect(privateText(taken)).toBe('That colour is taken: choose another one.');
    await act(h, h.discord.selectMenu({ user: users[1], messageId: lobby().id, customId: menu.custom_id, values: ['PURPLE'] }));
    // Someone not seated yet joins by picking a colour.
    await act(h, h.discord.selectMenu({ user: users[2], messageId: lobby().id, customId: menu.custom_id, values: ['YELLOW'] }));
    expect(lobby().embeds[0]?.description).toMatch(/🔴 \*\*Player 0\*\*[^\n]*\n🟡 \*\*Player 2\*\*[^\n]*\n🟣 \*\*Player 1\*\*/);
  });

  test('a refused colour does not stay picked: the lobby message is drawn again, its menu on the placeholder', async () => {
    const { h, users, lobby } = await lobbyWith(3);
    await click(h, users[1], lobby(), lobbyButton(lobby(), 'join'));
    const menu = selectOf(lobby())!;
    const before = lobby();
    // A seated player, then someone not seated yet, pick a colour held by another.
    for (const user of [users[1], users[2]]) {
      const revision = lobby().revision;
      const since = h.discord.nextSeq();
      const taken = await act(h, h.discord.selectMenu({ user, messageId: lobby().id, customId: menu.custom_id, values: ['RED'] }));
      expect(privateText(taken)).toBe('That colour is taken: choose another one.');
      // Discord draws its menus anew on an edit: the message was edited in answer to the pick, the same as before.
      expect(lobby().revision).toBe(revision + 1);
      expect(h.discord.events().some((e) => e.seq >= since && e.kind === 'messageUpdate' && e.message.id === lobby().id && e.source === 'interactionResponse')).toBe(true);
      const redrawn = selectOf(lobby())!;
      expect(redrawn.placeholder).toBe('Choose my colour');
      expect(redrawn.options.filter((o) => o.default === true)).toEqual([]);
      expect(lobby().embeds).toEqual(before.embeds);
      expect(lobby().components).toEqual(before.components);
    }
    expect(h.discord.messages()).toHaveLength(1);
  });

  test('only the creator starts, with at least two players; /chacun start works too', async () => {
    const { h, users, lobby } = await lobbyWith(2);
    const alone = await command(h, users[0], 'start');
    expect(privateText(alone)).toBe('At least 2 seats must be filled, AI players included, to start.');
    await click(h, users[1], lobby(), lobbyButton(lobby(), 'join'));
    // A second game asked while the lobby waits: the lobby is no game under way yet.
    const early = await command(h, users[1], 'new');
    expect(privateText(early)).toBe('A ChaCuN table is already waiting for players in this channel: join it with its button, or open your game in a thread: /chacun new thread:True.');
    const notHost = await click(h, users[1], lobby(), lobbyButton(lobby(), 'start'));
    expect(privateText(notHost)).toBe('Only the player who opened the game can start it.');
    const started = await command(h, users[0], 'start');
    expect(privateText(started)).toBe('The game has started!');
    expect(lobby().components).toEqual([]);
    expect(lobby().embeds[0]?.description).toContain('Order of play');
    expect(turnMessage(h)?.content).toBe(`<@${users[0].id}>, your turn!`);
    const twice = await command(h, users[0], 'new');
    expect(privateText(twice)).toBe('A game of ChaCuN is already under way in this channel (/chacun board). To play another beside it, open it in a thread: /chacun new thread:True.');
  });

  test('the creator cancels the lobby with its button; others may not', async () => {
    const { h, users, lobby } = await lobbyWith(2);
    await click(h, users[1], lobby(), lobbyButton(lobby(), 'join'));
    const refused = await click(h, users[1], lobby(), lobbyButton(lobby(), 'cancel'));
    expect(privateText(refused)).toContain('Only the player who opened the game');
    await click(h, users[0], lobby(), lobbyButton(lobby(), 'cancel'));
    expect(lobby().embeds[0]?.description).toBe('Player 0 cancelled the game.');
    expect(lobby().components).toEqual([]);
    const next = await command(h, users[1], 'new');
    expect(next.original()?.embeds[0]?.title).toBe('ChaCuN — new game');
  });

  test('a lobby in a new thread: the thread holds the lobby and the game, the channel gets a link', async () => {
    h = await startHarness();
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const opened = await command(h, alice, 'new', { thread: true, language: 'fr' });
    const [thread] = h.discord.threads();
    expect(thread).toBeDefined();
    expect(opened.original()?.content).toBe(`alice ouvre une partie de ChaCuN dans <#${thread.id}>\u00a0: viens la rejoindre\u202f!`);
    const lobby = h.discord.messages(thread.id)[0];
    expect(lobby.embeds[0]?.title).toBe('ChaCuN — nouvelle partie');
    await click(h, bob, lobby, lobbyButton(lobby, 'join'));
    const joined = h.discord.message(lobby.id)!;
    await click(h, alice, joined, lobbyButton(joined, 'start'));
    const table = { h, channelId: thread.id, players: [alice, bob], gameId: buttonsOf(lobby)[0].id.gameId };
    await playTurnByClicks(table, new Random(1));
    expect((await loaded(table)).session.parentChannelId).toBe(h.discord.channelId);
    expect(h.discord.messages(thread.id).length).toBe(3);
    // The parent channel can still have its own game.
    const other = await command(h, bob, 'new');
    expect(other.original()?.embeds[0]?.title).toBe('ChaCuN — new game');
  });

  test('thread:True typed in a game’s thread opens another thread beside it, in the same channel', async () => {
    h = await startHarness();
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    await command(h, alice, 'new', { thread: true });
    const [first] = h.discord.threads();
    const opened = await command(h, bob, 'new', { thread: true }, first.id);
    const second = h.discord.threads().find((thread) => thread.id !== first.id);
    expect(second, 'a second thread').toBeDefined();
    expect(opened.original()?.content).toBe(`bob is opening a game of ChaCuN in <#${second!.id}>: come and join!`);
    expect(h.discord.messages(second!.id)[0]?.embeds[0]?.title).toBe('ChaCuN — new game');
    // Beside the first thread, not in it: both belong to the channel.
    expect(second!.parentId).toBe(h.discord.channelId);
    const session = await h.bot.manager.get(second!.id);
    expect(session.ok && session.value.session.parentChannelId).toBe(h.discord.channelId);
  });
});

describe('an old lobby message', () => {
  test('whose id was not stored keeps its buttons after the start: they change nothing, say why, and Cancel does not stop the game', async () => {
    h = await startHarness();
    const [alice, bob, carol] = ['alice', 'bob', 'carol'].map((username) => h!.discord.createMember({ username }));
    const mod = h.discord.createMember({ username: 'mod', permissions: PermissionFlagsBits.ManageChannels | PermissionFlagsBits.ViewChannel });
    const lobbyId = (await command(h, alice, 'new')).original()!.id;
    const lobby = () => h!.discord.message(lobbyId)!;
    // The bot forgets the lobby message's id, as after a crash before it was written.
    h.bot.manager.annotate(h.discord.channelId, buttonsOf(lobby())[0].id.gameId, { messageIds: { lobby: null } });
    await click(h, bob, lobby(), lobbyButton(lobby(), 'join'));
    // Started by command: the bot cannot find the lobby message any more, so it keeps its buttons.
    expect(privateText(await command(h, alice, 'start'))).toBe('The game has started!');
    expect(lobbyButton(lobby(), 'cancel')).toBeDefined();
    const table = { h, channelId: h.discord.channelId, players: [alice, bob], gameId: buttonsOf(lobby())[0].id.gameId };
    const before = (await loaded(table)).session;

    for (const user of [alice, mod]) {
      const cancelled = await click(h, user, lobby(), lobbyButton(lobby(), 'cancel'));
      expect(privateText(cancelled)).toBe('The game has already started: this button only cancelled the lobby. To stop the game for everyone, use /chacun abort.');
    }
    const started = 'The game has already started: seats can no longer change.';
    expect(privateText(await click(h, carol, lobby(), lobbyButton(lobby(), 'join')))).toBe(started);
    expect(privateText(await click(h, bob, lobby(), lobbyButton(lobby(), 'leave')))).toBe(started);
    expect(privateText(await click(h, alice, lobby(), lobbyButton(lobby(), 'bots')))).toBe(started);
    const menu = selectOf(lobby())!;
    const revision = lobby().revision;
    expect(privateText(await act(h, h.discord.selectMenu({ user: carol, messageId: lobbyId, customId: menu.custom_id, values: ['GREEN'] })))).toBe(started);
    // A game under way is not drawn again as a lobby.
    expect(lobby().revision).toBe(revision);
    const fr = await act(h, h.discord.clickButton({ user: alice, messageId: lobbyId, customId: lobbyButton(lobby(), 'cancel'), locale: 'fr' }));
    expect(privateText(fr)).toBe('La partie a déjà commencé\u00a0: ce bouton n’annulait que l’inscription. Pour arrêter la partie pour tout le monde, utilise /chacun arrêter.');

    // Nothing changed: the game goes on, and nothing was posted about it.
    expect((await loaded(table)).session).toEqual(before);
    expect(h.discord.messages().filter((m) => m.embeds[0]?.title === 'Game stopped')).toEqual([]);
    expect(turnMessage(h)).toBeDefined();
  });

  test('a lobby confirmation of /chacun abort says "cancel it", and cancels nothing once the game has started', async () => {
    const { h, users, lobby } = await lobbyWith(2);
    const asked = (await command(h, users[0], 'abort')).original()!;
    expect(asked.content).toBe('Cancel this game before it starts?');
    expect(buttonsOf(asked).map((b) => b.component.label)).toEqual(['Yes, cancel it', 'No, keep it']);
    const askedFr = (await command(h, users[0], 'abort', {}, h.discord.channelId, 'fr')).original()!;
    expect(buttonsOf(askedFr).map((b) => b.component.label)).toEqual(['Oui, l’annuler', 'Non, la garder']);
    await click(h, users[1], lobby(), lobbyButton(lobby(), 'join'));
    await click(h, users[0], lobby(), lobbyButton(lobby(), 'start'));
    const late = await click(h, users[0], asked, findButton(asked, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    expect(privateText(late)).toContain('The game has already started: this button only cancelled the lobby.');
    // "No, keep it" on that old confirmation cannot say the lobby stays open: there is none.
    await click(h, users[0], asked, findButton(asked, 'abort', (id) => id.kind === 'abort' && !id.confirm).custom_id);
    expect(h.discord.message(asked.id)!.content).toBe('Nothing was cancelled.');
    const table = { h, channelId: h.discord.channelId, players: users, gameId: buttonsOf(asked)[0].id.gameId };
    expect((await loaded(table)).session.status).toBe('playing');
    // The confirmation asked during the game still stops it.
    const during = (await command(h, users[0], 'abort')).original()!;
    expect(buttonsOf(during).map((b) => b.component.label)).toEqual(['Yes, stop the game', 'No, keep playing']);
    await click(h, users[0], during, findButton(during, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    expect(h.discord.lastMessage()!.embeds[0]?.title).toBe('Game stopped');
  });
});

describe('the confirmation of /chacun abort in a lobby', () => {
  test.each([
    ['en', 'The lobby stays open.', 'The lobby is cancelled.'],
    ['fr', 'L’inscription reste ouverte.', 'L’inscription est annulée.'],
  ] as const)('answers about the lobby in %s: No keeps it open, Yes cancels it', async (locale, kept, cancelled) => {
    const { h, users, lobby } = await lobbyWith(2);
    const ask = async () => (await command(h, users[0], 'abort', {}, h.discord.channelId, locale)).original()!;
    const first = await ask();
    await act(h, h.discord.clickButton({ user: users[0], messageId: first.id, customId: findButton(first, 'abort', (id) => id.kind === 'abort' && !id.confirm).custom_id, locale }));
    expect(h.discord.message(first.id)!.content).toBe(kept);
    expect(lobby().components).not.toEqual([]);
    const second = await ask();
    await act(h, h.discord.clickButton({ user: users[0], messageId: second.id, customId: findButton(second, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id, locale }));
    expect(h.discord.message(second.id)!.content).toBe(cancelled);
    expect(lobby().components).toEqual([]);
    // The lobby message keeps the game's language (English here), whoever answered.
    expect(lobby().embeds[0]?.description).toBe('Player 0 cancelled the game.');
  });
});

describe('opening a lobby where the bot may do less', () => {
  test('in a thread where the bot may not post, the reply names Send Messages in Threads', async () => {
    h = await startHarness();
    const alice = h.discord.createMember({ username: 'alice' });
    const parent = h.discord.createTextChannel({ name: 'quiet-threads', botDeny: PermissionFlagsBits.SendMessagesInThreads });
    const thread = h.discord.createThread({ parentId: parent.id, name: 'talk', owner: alice });
    const refused = await command(h, alice, 'new', {}, thread.id);
    expect(privateText(refused)).toBe('I’m not allowed to send messages in this thread. I need View Channel and Send Messages in Threads.');
    const refusedFr = await command(h, alice, 'new', {}, thread.id, 'fr');
    expect(privateText(refusedFr)).toContain('«\u00a0Envoyer des messages dans les fils\u00a0»');
    expect((await h.bot.manager.get(thread.id)).ok).toBe(false);
  });

  test('when the lobby cannot be posted in its new thread, no lobby is left behind and the thread goes', async () => {
    h = await startHarness();
    const alice = h.discord.createMember({ username: 'alice' });
    const refusedPost = h.discord.failRequests({ routes: ['message.create'], status: 403, code: 50013, times: 1 });
    const opened = await command(h, alice, 'new', { thread: true });
    expect(refusedPost.hits()).toBe(1);
    expect(privateText(opened)).toBe('I can’t create a thread here. I need Create Public Threads and Send Messages in Threads, in a text channel.');
    expect(h.discord.threads()).toEqual([]);
    const active = await h.bot.manager.activeSessions([h.discord.guildId]);
    expect(active.ok && active.value.sessions).toEqual([]);
    // Nothing blocks a new try.
    await command(h, alice, 'new', { thread: true });
    const [thread] = h.discord.threads();
    expect(h.discord.messages(thread.id)[0]?.embeds[0]?.title).toBe('ChaCuN — new game');
  });
});

describe('stopping a game', () => {
  test('/chacun abort: the creator confirms, the channel is told who stopped it, the game is archived', async () => {
    h = await startHarness();
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, [alice, bob]);
    const refused = await command(h, bob, 'abort');
    expect(privateText(refused)).toContain('Only the player who opened the game, or someone who may manage this channel');
    const asked = await command(h, alice, 'abort');
    const confirm = asked.original()!;
    expect(confirm.content).toBe('Stop the game for everyone? It will be archived without a result.');
    await click(h, alice, confirm, findButton(confirm, 'abort', (id) => id.kind === 'abort' && !id.confirm).custom_id);
    expect(h.discord.message(confirm.id)!.content).toBe('The game goes on.');
    expect((await loaded(table)).session.status).toBe('playing');
    const again = (await command(h, alice, 'abort')).original()!;
    await click(h, alice, again, findButton(again, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    expect(h.discord.message(again.id)!.content).toBe('The game is stopped.');
    const notice = h.discord.lastMessage()!;
    expect(notice.embeds[0]?.title).toBe('Game stopped');
    expect(notice.embeds[0]?.description).toContain('The game was stopped by alice.');
    expect(buttonsOf(h.discord.messages()[1]).filter((b) => b.id.kind === 'play')).toEqual([]);
    expect((await loaded(table)).session.status).toBe('aborted');
  });

  test('a member who may manage the channel can stop someone else’s game', async () => {
    h = await startHarness();
    const [alice, bob] = ['alice', 'bob'].map((username) => h!.discord.createMember({ username }));
    const mod = h.discord.createMember({ username: 'mod', permissions: PermissionFlagsBits.ManageChannels | PermissionFlagsBits.ViewChannel });
    const table = await openGame(h, [alice, bob]);
    const asked = (await command(h, mod, 'abort')).original()!;
    await click(h, mod, asked, findButton(asked, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    expect((await loaded(table)).session.status).toBe('aborted');
  });

  test('a resignation among three: the seat plays itself, the channel is told; among two: a win by forfeit', async () => {
    h = await startHarness({ seed: 4 });
    const users = ['ana', 'bo', 'cy'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, users);
    const mover = (await playerToMove(table))!;
    const asked = (await command(h, mover, 'resign')).original()!;
    expect(asked.content).toContain('Resign from the game?');
    expect(asked.content).not.toContain('It ends at once');
    await click(h, mover, asked, findButton(asked, 'resign', (id) => id.kind === 'resign' && id.confirm).custom_id);
    const messages = h.discord.messages();
    expect(messages.some((m) => m.embeds[0]?.description === `${mover.username} resigned: that colour is now played automatically (first square that fits, no occupants).`)).toBe(true);
    const next = (await playerToMove(table))!;
    expect(next.id).not.toBe(mover.id);
    expect(turnMessage(h)!.content).toBe(`<@${next.id}>, your turn!`);
    const { session } = await loaded(table);
    expect((session.record as GameRecord).actions[0]).toMatchObject({ type: 'place' });
    // The one who resigned cannot play any more, and is told why.
    expect(privateText(await command(h, mover, 'board', { private: true }))).toContain('Board');
    const play = await click(h, mover, turnMessage(h)!, findButton(turnMessage(h)!, 'play').custom_id);
    expect(privateText(play)).toBe('You resigned from this game.');
    const playFr = await act(h, h.discord.clickButton({ user: mover, messageId: turnMessage(h)!.id, customId: findButton(turnMessage(h)!, 'play').custom_id, locale: 'fr' }));
    expect(privateText(playFr)).toBe('Tu as abandonné cette partie.');
    expect(privateText(await command(h, mover, 'resign'))).toBe('You resigned from this game.');
    const second = (await command(h, next, 'resign')).original()!;
    // The second one is told that their resignation ends the game, not that their seat plays on.
    expect(second.content).toBe('Resign from the game? It ends at once: those still playing win it by forfeit.');
    await click(h, next, second, findButton(second, 'resign', (id) => id.kind === 'resign' && id.confirm).custom_id);
    const end = h.discord.lastMessage()!;
    expect(end.embeds[0]?.title).toBe('Game stopped');
    expect(end.embeds[0]?.description).toMatch(/^\w+ wins by forfeit: too few players were left to go on\./);
    expect((await loaded(table)).session.endReason).toBe('resigned');
  });
});
