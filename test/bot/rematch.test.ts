import { afterEach, describe, expect, test } from 'vitest';
import { playOrderOf } from '../../src/games/game.ts';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import type { GameSession } from '../../src/session/session.ts';
import { HOSTED } from '../../src/hosted.ts';
import { rematchSeats } from '../../src/bot/rematch/requests.ts';
import { rematchView } from '../../src/bot/rematch/view.ts';
import { members } from './driver.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, waitForBots, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A Scrabble game in French words with one AI player and a 6-hour reminder, played by two people, ended by a resignation: its end message. */
async function endedGame(people: readonly FakeUser[]): Promise<{ session: GameSession; end: FakeMessage }> {
  const [alice, bob] = people;
  const opened = await act(h!, h!.discord.slashCommand({ user: alice, name: 'scrabble', subcommand: 'new', options: { words: 'fr', bots: 1, bot_level: 'easy', reminders: '6h' } }));
  let lobby = opened.original()!;
  await click(h!, bob, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
  lobby = h!.discord.message(lobby.id)!;
  await click(h!, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
  await waitForBots(h!);
  const gameId = buttonsOf(lobby)[0].id.gameId;
  // Both people resign: the game ends by forfeit, its end message has the end buttons.
  for (const user of [bob, alice]) {
    const asked = (await act(h!, h!.discord.slashCommand({ user, name: 'scrabble', subcommand: 'resign' }))).original()!;
    await click(h!, user, asked, findButton(asked, 'resign', (id) => id.kind === 'resign' && id.confirm).custom_id);
    await waitForBots(h!);
  }
  const loaded = await h!.bot.manager.getGame(gameId);
  if (!loaded.ok) throw new Error(loaded.error.code);
  expect(loaded.value.session.status).toBe('aborted');
  const end = [...h!.discord.messages()].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'rematch'))!;
  expect(end).toBeDefined();
  return { session: loaded.value.session, end };
}

/** The rematch request message of the channel (its latest). */
function requestMessage(): FakeMessage {
  return [...h!.discord.messages()].reverse().find((m) => m.embeds[0]?.title?.includes('Rematch') === true || m.embeds[0]?.title?.includes('Revanche') === true)!;
}

const rematchOf = (message: FakeMessage, step: 'ask' | 'yes' | 'no') => findButton(message, 'rematch', (id) => id.kind === 'rematch' && id.step === step).custom_id;

/** The user id (or AI level) of each seat, in order. */
const who = (session: GameSession) => session.seats.map((seat) => (seat.player.type === 'human' ? seat.player.userId : `ai:${seat.player.level}`));

describe('rematch', () => {
  test('accepted by everyone: the same players, options and clock in a new thread, another person first; a non-player is refused; a second Rematch shows the request', async () => {
    h = await startHarness();
    const [alice, bob, carol] = members(h, 3);
    const { session: old, end } = await endedGame([alice, bob]);
    expect(buttonsOf(end).map((b) => b.component.label)).toContain('Rematch');

    // Someone who did not play may neither ask nor answer.
    expect(privateText(await click(h, carol, end, rematchOf(end, 'ask')))).toBe('Only the players of this game can ask for a rematch or answer one.');
    expect(h.discord.messages().filter((m) => m.embeds[0]?.title?.includes('Rematch'))).toEqual([]);

    await click(h, alice, end, rematchOf(end, 'ask'));
    let request = requestMessage();
    expect(request.content).toBe(`<@${bob.id}>, do you accept?`);
    expect(request.embeds[0].description).toMatch(/^Alice asks for a rematch of Scrabble: .*; this time Bérénice starts\./);
    expect(request.embeds[0].description).toMatch(/✅ \*\*Alice\*\*/);
    expect(request.embeds[0].description).toMatch(/⏳ \*\*Bérénice\*\*/);

    const refused = await act(h, h.discord.clickButton({ user: carol, messageId: request.id, customId: rematchOf(request, 'yes'), locale: 'fr' }));
    expect(privateText(refused)).toBe('Seuls les joueurs de cette partie peuvent proposer une revanche ou y répondre.');
    // A second Rematch shows the request waiting, rather than asking again.
    const again = await click(h, bob, end, rematchOf(end, 'ask'));
    expect(privateText(again)).toContain(`A rematch has already been asked for ([see the request](https://discord.com/channels/${h.discord.guildId}/${h.discord.channelId}/${request.id})). Accepted so far: Alice.`);
    expect(h.discord.messages().filter((m) => m.embeds[0]?.title?.includes('Rematch'))).toHaveLength(1);

    await click(h, bob, request, rematchOf(request, 'yes'));
    await waitForBots(h);
    request = h.discord.message(request.id)!;
    const [thread] = h.discord.threads();
    expect(thread).toBeDefined();
    expect(request.embeds[0].description).toContain(`Everyone has accepted: the rematch is played in <#${thread.id}>.`);
    expect(buttonsOf(request)).toEqual([]);

    const opened = await h.bot.manager.get(thread.id);
    if (!opened.ok) throw new Error(opened.error.code);
    const rematch = opened.value.session;
    expect(rematch.table).toBe(`rematch:${old.id}`);
    expect(rematch.status).toBe('playing');
    expect(rematch.options).toEqual(old.options);
    expect(rematch.options?.words).toBe('fr');
    expect(rematch.clock?.settings).toEqual(old.clock?.settings);
    expect(new Set(who(rematch))).toEqual(new Set(who(old)));
    // The AI player keeps its name, as the request named it.
    const aiName = old.seats.find((seat) => seat.player.type === 'ai')!.player.name;
    expect(rematch.seats.find((seat) => seat.player.type === 'ai')!.player.name).toBe(aiName);
    expect(request.embeds[0].description).toContain(aiName);
    // The order turned: another person begins.
    const firstOf = (session: GameSession) => session.seats.find((seat) => seat.seat === playOrderOf(HOSTED.get(session.game)!.rules, session.record)[0])!.player;
    const before = firstOf(old);
    const now = firstOf(rematch);
    expect(now.type).toBe('human');
    expect(now.type === 'human' && before.type === 'human' && now.userId !== before.userId).toBe(true);
    // The thread names the players in the new order of play, the one who begins first.
    expect(thread.name).toBe(`Scrabble rematch (${rematch.seats.map((seat) => seat.player.name).join(', ').replace(/, ([^,]*)$/, ' and $1')})`);
    expect(thread.name.startsWith(`Scrabble rematch (${now.name}`)).toBe(true);
    const intro = h.discord.messages(thread.id)[0];
    expect(intro.content).toMatch(new RegExp(`<@(${alice.id}|${bob.id})> and <@(${alice.id}|${bob.id})>: here is your rematch of Scrabble\\.`));

    // Asked again, the rematch already played is named.
    expect(privateText(await click(h, alice, end, rematchOf(end, 'ask')))).toBe(`The rematch of this game is already played in <#${thread.id}>.`);
    expect(h.discord.threads()).toHaveLength(1);
  });

  test('declined: the request closes and says who declined, nothing is opened; a new Rematch may be asked afterwards', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const { end } = await endedGame([alice, bob]);
    await click(h, alice, end, rematchOf(end, 'ask'));
    const request = requestMessage();
    await click(h, bob, request, rematchOf(request, 'no'));
    const closed = h.discord.message(request.id)!;
    expect(closed.embeds[0].description).toContain('Bérénice declined the rematch.');
    // The one who declined is marked so, not as still awaited.
    expect(closed.embeds[0].description).toContain('❌ **Bérénice** — declined');
    expect(closed.embeds[0].description).not.toContain('⏳');
    expect(buttonsOf(closed)).toEqual([]);
    expect(h.discord.threads()).toEqual([]);
    await click(h, bob, end, rematchOf(end, 'ask'));
    expect(requestMessage().id).not.toBe(request.id);
  });

  test('a restart between the request and the last answer loses nothing: the acceptance after it opens the rematch', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const { session: old, end } = await endedGame([alice, bob]);
    await click(h, bob, end, rematchOf(end, 'ask'));
    const request = requestMessage();
    await h.restart();
    expect(privateText(await click(h, bob, request, rematchOf(request, 'yes')))).toBe('You have already accepted: waiting for the others.');
    await click(h, alice, request, rematchOf(request, 'yes'));
    await waitForBots(h);
    const [thread] = h.discord.threads();
    const opened = await h.bot.manager.get(thread.id);
    expect(opened.ok && opened.value.session.table).toBe(`rematch:${old.id}`);
    expect(h.discord.message(request.id)!.embeds[0].description).toContain(`<#${thread.id}>`);
  });

  test('a tournament game has no Rematch on its end message', async () => {
    const { endButtons } = await import('../../src/bot/chrome/end-buttons.ts');
    const session = { id: 'game1', locale: 'en', table: 'tournament:cup:1:2' } as GameSession;
    const kinds = (s: GameSession) => endButtons(s).flatMap((row) => row.components.map((c) => ('custom_id' in c ? c.custom_id.split(':')[1] : '')));
    expect(kinds(session)).not.toContain('Rm');
    expect(kinds({ ...session, table: 'rematch:abcd' } as GameSession)).toContain('Rm');
  });

  test.each([
    ['finished after 12 moves', 'finished', 'completed', 12, ['log', 'export', 'replay', 'animation', 'rematch']],
    ['won by forfeit after 12 moves', 'aborted', 'resigned', 12, ['log', 'export', 'replay', 'animation', 'rematch']],
    ['won by forfeit before any move', 'aborted', 'resigned', 0, ['log', 'export', 'rematch']],
    ['stopped after 12 moves', 'aborted', 'aborted', 12, ['log', 'export', 'replay', 'animation']],
    ['stopped before any move', 'aborted', 'aborted', 0, ['log', 'export']],
  ] as const)('a game %s: its end message offers %j', async (_what, status, endReason, moveNumber, expected) => {
    const { endButtons } = await import('../../src/bot/chrome/end-buttons.ts');
    const { decodeCustomId } = await import('../../src/bot/custom-id.ts');
    const session = { id: 'game1', locale: 'en', table: null, status, endReason, moveNumber } as unknown as GameSession;
    const kinds = endButtons(session).flatMap((row) => row.components.map((c) => ('custom_id' in c ? decodeCustomId(c.custom_id)?.kind : undefined)));
    expect(kinds).toEqual(expected);
  });

  test('a Rematch button left on the end message of a stopped game says it has none, and asks nobody', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const opened = await act(h, h.discord.slashCommand({ user: alice, name: 'scrabble', subcommand: 'new', options: { words: 'en' } }));
    let lobby = opened.original()!;
    await click(h, bob, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
    lobby = h.discord.message(lobby.id)!;
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const gameId = buttonsOf(lobby)[0].id.gameId;
    const asked = (await act(h, h.discord.slashCommand({ user: alice, name: 'scrabble', subcommand: 'abort' }))).original()!;
    await click(h, alice, asked, findButton(asked, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    const end = h.discord.lastMessage()!;
    expect(end.embeds[0]?.title).toBe('Game stopped');
    // Stopped before any move: nothing to replay or animate, no rematch.
    expect(buttonsOf(end).map((b) => b.id.kind)).toEqual(['log', 'export']);
    // An end message an older version of the bot posted, with its Rematch:
    const { encodeCustomId } = await import('../../src/bot/custom-id.ts');
    const customId = encodeCustomId({ kind: 'rematch', gameId, step: 'ask' });
    const posted = h.discord.restoreBotMessage({ content: '', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Rematch', custom_id: customId }] }] });
    const old = await act(h, h.discord.clickButton({ user: bob, messageId: posted.id, customId }));
    expect(privateText(old)).toBe('This game was stopped without a result: it has no rematch. Open a new one instead.');
    expect(requestMessage()).toBeUndefined();
    // Its Animation button too: nothing to animate, nothing posted.
    const animationId = encodeCustomId({ kind: 'animation', gameId });
    const withAnimation = h.discord.restoreBotMessage({ content: '', components: [{ type: 1, components: [{ type: 2, style: 2, label: 'Animation', custom_id: animationId }] }] });
    const before = h.discord.messages().length;
    const animated = await act(h, h.discord.clickButton({ user: bob, messageId: withAnimation.id, customId: animationId }));
    expect(privateText(animated)).toBe('No move was played in this game: there is nothing to animate.');
    expect(h.discord.messages().length).toBe(before);
  });
});

describe('the seats of a rematch', () => {
  test('a game that draws who starts (tCHu, Jass) says so, not who will', () => {
    const session = {
      id: 'abcdefgh', locale: 'en', record: null,
      seats: [{ seat: 'p1', player: { type: 'human', userId: 'a', name: 'Ana' }, joinedAt: 0 }, { seat: 'p2', player: { type: 'human', userId: 'b', name: 'Ben' }, joinedAt: 0 }],
    } as unknown as GameSession;
    const request = { gameId: 'abcdefgh', channelId: 'c', messageId: 'm', people: ['a', 'b'], accepted: ['a'], askedBy: 'a', opening: false };
    const order = [{ userId: 'b', name: 'Ben' }, { userId: 'a', name: 'Ana' }];
    for (const id of ['tchu', 'jass', 'chacun', 'scrabble']) {
      const drawn = HOSTED.get(id)!.rules.seats.firstDrawn === true;
      expect(drawn).toBe(id === 'tchu' || id === 'jass');
      const text = rematchView(session, id, request, order, { outcome: null, firstDrawn: drawn }).embeds![0].description;
      expect(text).toContain(drawn ? '; who starts is drawn again.' : '; this time Ben starts.');
    }
  });

  test('the order turns, and every AI player keeps its own name (not the n-th name of the old order)', () => {
    const seat = (key: string, player: GameSession['seats'][number]['player']) => ({ seat: key, player, joinedAt: 0 });
    const session = {
      record: null,
      seats: [
        seat('red', { type: 'human', userId: 'a', name: 'Ana' }),
        seat('blue', { type: 'ai', level: 'easy', name: 'Ötzi' }),
        seat('green', { type: 'human', userId: 'b', name: 'Ben' }),
        seat('yellow', { type: 'ai', level: 'hard', name: 'Lucy' }),
      ],
    } as unknown as GameSession;
    expect(rematchSeats(HOSTED.get('chacun')!, session)).toEqual([
      { userId: 'b', name: 'Ben' },
      { ai: 'hard', name: 'Lucy' },
      { userId: 'a', name: 'Ana' },
      { ai: 'easy', name: 'Ötzi' },
    ]);
  });
});
