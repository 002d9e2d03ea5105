import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SHARED_SUBCOMMANDS } from '../../src/bot/definitions.ts';
import { HOSTED } from '../../src/hosted.ts';
import type { FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, TABLES_WITH_BOTS as GAMES, type Harness } from './harness.ts';

/**
 * A platform invariant, once for every game: a game's command acts on, and shows, only games of
 * that game. Every subcommand of every other game's command, typed in a channel whose game is
 * under way, changes nothing there and says which command is that game's.
 */

/** Subcommands that touch no game of the channel: a new game, the rules, the help. */
const GAME_FREE = new Set(['new', 'rules', 'help']);

const NAMES: Record<string, string> = { chacun: 'ChaCuN', scrabble: 'Scrabble', jass: 'Jass', tchu: 'tCHu' };

/** Values a game reads before it looks for its game (a card must be a card). */
const WELL_FORMED: Record<string, string> = { card: 'A♦' };

/** A value of the right type for an option, as a player could type it (the first choice where there are choices). */
function someValue(option: APIApplicationCommandBasicOption): string | number | boolean {
  const example = WELL_FORMED[option.name];
  if (example !== undefined) return example;
  if ('choices' in option && option.choices !== undefined && option.choices.length > 0) return option.choices[0].value;
  if (option.type === ApplicationCommandOptionType.Integer || option.type === ApplicationCommandOptionType.Number) return 1;
  if (option.type === ApplicationCommandOptionType.Boolean) return true;
  return 'a';
}

/** Every subcommand of a game's command that reaches the channel's game, with its required options filled. */
function subcommandsOf(game: string): { readonly name: string; readonly options: Record<string, string | number | boolean> }[] {
  const shared = SHARED_SUBCOMMANDS.filter((name) => !GAME_FREE.has(name)).map((name) => ({ name: name as string, options: {} }));
  const moves = HOSTED.discordOf(game).moves.map((move) => ({
    name: move.name,
    options: Object.fromEntries(move.options.filter((option) => option.required === true).map((option) => [option.name, someValue(option)])),
  }));
  return [...shared, ...moves];
}

describe.each(GAMES)('a game of $game under way', ({ game, bots }) => {
  let h: Harness;
  let alice: FakeUser;
  let channelId: string;
  let gameId: string;

  beforeAll(async () => {
    h = await startHarness({ seed: 3, bot: { aiDelayMs: 60_000 } });
    alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    channelId = h.discord.channelId;
    const opened = await act(h, h.discord.slashCommand({ user: alice, name: game, subcommand: 'new', options: { bots }, channelId }));
    const lobby = opened.original()!;
    gameId = buttonsOf(lobby)[0].id.gameId;
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    await h.settle();
  });
  afterAll(async () => {
    await h.close();
  });

  test('a new game of the same kind says so, and how to play another beside it, in both languages', async () => {
    const command = HOSTED.discordOf(game).command.name;
    const english = await act(h, h.discord.slashCommand({ user: alice, name: command, subcommand: 'new', options: {}, channelId }));
    expect(privateText(english)).toBe(`A game of ${NAMES[game]} is already under way in this channel (/${command} board). To play another beside it, open it in a thread: /${command} new thread:True.`);
    const french = await act(h, h.discord.slashCommand({ user: alice, name: command, subcommand: 'new', options: {}, channelId, locale: 'fr' }));
    expect(privateText(french).replace(/[\u00a0\u202f]/gu, ' ')).toBe(
      `Une partie de ${NAMES[game]} est déjà en cours dans ce salon (/${command} plateau). Pour en jouer une autre à côté, ouvre-la dans un fil : /${command} nouvelle fil:True.`,
    );
  });

  const others = GAMES.filter((other) => other.game !== game);
  test.each(others)('is left alone by every subcommand of /$game', async ({ game: other }) => {
    const before = await h.bot.manager.getGame(gameId);
    if (!before.ok) throw new Error(before.error.code);
    const messages = h.discord.messages(channelId).length;
    const command = HOSTED.discordOf(game).command.name;
    for (const { name, options } of subcommandsOf(other)) {
      const english = await act(h, h.discord.slashCommand({ user: alice, name: HOSTED.discordOf(other).command.name, subcommand: name, options, channelId }));
      // A subcommand that reads the game is named again for the channel's game; any other points to its board.
      const hint = ['board', 'log', 'replay', 'export', 'rules', 'help'].includes(name) ? name : 'board';
      expect(privateText(english), `/${other} ${name}`).toBe(`No game of ${NAMES[other]} in this channel: the game open here is one of ${NAMES[game]} (/${command} ${hint}).`);
    }
    // A new game of the other kind says which game is here, and how to play beside it.
    const opened = await act(h, h.discord.slashCommand({ user: alice, name: HOSTED.discordOf(other).command.name, subcommand: 'new', options: {}, channelId }));
    expect(privateText(opened)).toBe(
      `A game of ${NAMES[game]} is already under way in this channel (/${command} board). To play ${NAMES[other]} beside it, open it in a thread: /${HOSTED.discordOf(other).command.name} new thread:True.`,
    );
    const french = await act(h, h.discord.slashCommand({ user: alice, name: HOSTED.discordOf(other).command.name, subcommand: 'undo', options: {}, channelId, locale: 'fr' }));
    expect(privateText(french).replace(/[\u00a0\u202f]/gu, ' ')).toBe(`Pas de partie de ${NAMES[other]} dans ce salon : la partie ouverte ici est une partie de ${NAMES[game]} (/${command} plateau).`);
    const after = await h.bot.manager.getGame(gameId);
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.session.version).toBe(before.value.session.version);
    expect(after.value.session.status).toBe('playing');
    expect(h.discord.messages(channelId).length).toBe(messages);
  });
});
