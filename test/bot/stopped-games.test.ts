import { afterEach, describe, expect, test } from 'vitest';
import { act, buttonsOf, click, findButton, startHarness, type Harness } from './harness.ts';

/**
 * A game stopped before its end shows, like a finished one, the board (or table, or map) where it
 * stopped, in every game: the end message carries the picture and its embed shows it.
 */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a stopped game’s end message', () => {
  test.each([
    ['chacun', 1, ['board.jpg']],
    ['scrabble', 1, ['board.png']],
    ['jass', 3, ['table.png']],
    // The map, and the table under it (face-up cards, piles, players) in an embed of its own.
    ['tchu', 1, ['map.png', 'table.png']],
  ] as const)('%s: the picture where it stopped', async (game, bots, files) => {
    h = await startHarness({ bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const opened = await act(h, h.discord.slashCommand({ user: alice, name: game, subcommand: 'new', options: { bots }, channelId: h.discord.channelId }));
    const lobby = opened.original()!;
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const gameId = buttonsOf(lobby)[0]!.id.gameId;
    const asked = (await act(h, h.discord.slashCommand({ user: alice, name: game, subcommand: 'abort', channelId: h.discord.channelId }))).original()!;
    await click(h, alice, asked, findButton(asked, 'abort', (id) => id.kind === 'abort' && id.confirm === true).custom_id);
    const loaded = await h.bot.manager.getGame(gameId);
    expect(loaded.ok && loaded.value.session.status).toBe('aborted');
    const end = [...h.discord.messages(h.discord.channelId)].reverse().find((m) => /stopped/i.test(m.embeds[0]?.title ?? ''));
    expect(end, 'the end message').toBeDefined();
    expect(end!.attachments.map((a) => a.filename)).toEqual(files);
    // The embeds show them (Discord, like the stand-in, turns attachment:// into the file's address).
    for (const file of files) expect(end!.embeds.some((embed) => embed.image?.url.endsWith(`/${file}`) === true)).toBe(true);
  });

  // tCHu seats two: a resignation there ends the game by forfeit, whose message marks it (its player lines), as this one must.
  // In Jass the one who resigns is the one whose partner is a person: resigning beside an AI partner would end the game.
  test.each([
    ['chacun', 'en', 0, (name: string) => new RegExp(`^🟢 \\*\\*${name}\\*\\* — 0 points · resigned$`, 'm')],
    ['scrabble', 'fr', 0, (name: string) => new RegExp(`^\\*\\*${name}\\*\\* — 0 point · a abandonné$`, 'm')],
    ['jass', 'en', 1, (name: string) => new RegExp(`^(🔵|🟠) .*${name} \\(resigned\\)`, 'mu')],
  ] as const)('%s: a player who resigned before the game was stopped is shown as resigned (in %s)', async (game, locale, bots, resigned) => {
    h = await startHarness({ bot: { aiDelayMs: 1 } });
    const [alice, bob, chen] = ['Alice', 'Bob', 'Chen'].map((name) => h!.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const channelId = h.discord.channelId;
    const opened = await act(h, h.discord.slashCommand({ user: alice, name: game, subcommand: 'new', options: { bots, language: locale }, channelId }));
    const lobby = opened.original()!;
    for (const player of [bob, chen]) await click(h, player, h.discord.message(lobby.id)!, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
    const full = h.discord.message(lobby.id)!;
    await click(h, alice, full, findButton(full, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const gameId = buttonsOf(lobby)[0]!.id.gameId;
    const started = await h.bot.manager.getGame(gameId);
    const seats = started.ok ? started.value.session.seats : [];
    const partnerOf = (key: string) => seats.find((seat) => seat.seat === ({ N: 'S', S: 'N', E: 'W', W: 'E' } as Record<string, string>)[key]);
    const chenSeat = seats.find((seat) => seat.player.type === 'human' && seat.player.userId === chen.id)!;
    const leaver = game === 'jass' && partnerOf(chenSeat.seat)?.player.type === 'ai' ? bob : chen;
    const resign = (await act(h, h.discord.slashCommand({ user: leaver, name: game, subcommand: 'resign', channelId }))).original()!;
    await click(h, leaver, resign, findButton(resign, 'resign', (id) => id.kind === 'resign' && id.confirm === true).custom_id);
    const asked = (await act(h, h.discord.slashCommand({ user: alice, name: game, subcommand: 'abort', channelId }))).original()!;
    await click(h, alice, asked, findButton(asked, 'abort', (id) => id.kind === 'abort' && id.confirm === true).custom_id);
    const loaded = await h.bot.manager.getGame(gameId);
    expect(loaded.ok && loaded.value.session.endReason).toBe('aborted');
    const end = [...h.discord.messages(channelId)].reverse().find((m) => /stopped|arrêtée/i.test(m.embeds[0]?.title ?? ''))!;
    const text = end.embeds[0].description!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toMatch(resigned(leaver.globalName!));
    // Only the one who resigned.
    expect(text.match(/resigned|a abandonné/g)).toHaveLength(1);
  });
});
