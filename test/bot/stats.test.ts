import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeCustomId, encodeCustomId } from '../../src/bot/custom-id.ts';
import { StatsService } from '../../src/stats/service.ts';
import { SessionManager } from '../../src/session/manager.ts';
import { memoryStore } from '../../src/session/store.ts';
import { startFakeDiscord, type FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { openGame as openStoredGame, playOut } from '../stats/play.ts';
import { isAiSeat, seatOfKey } from '../../src/session/session.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, type Harness } from './harness.ts';
import { command, members, openGame, type Table } from './driver.ts';
import { HOSTED } from '../../src/hosted.ts';
import type { ImageService } from '../../src/bot/images.ts';
import { leaderboardView } from '../../src/bot/stats/views.ts';

let h: Harness;
let ana: ReturnType<typeof members>[number];
let ben: ReturnType<typeof members>[number];

/** Plays the table's game to its end through the session manager (quick), then lets the bot announce it. */
async function finish(table: Table): Promise<void> {
  const manager = h.bot.manager;
  for (;;) {
    const loaded = await manager.getGame(table.gameId);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const { session, state } = loaded.value;
    if (session.status !== 'playing') break;
    const rules = manager.gameOf(session).rules;
    const seat = seatOfKey(session, rules.toAct(state)[0])!;
    if (isAiSeat(seat) || seat.player.type !== 'human') throw new Error('people only here');
    const played = await manager.move(table.channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: seat.player.userId, action: rules.autoAction(state, seat.seat) });
    if (!played.ok) throw new Error(played.error.code);
  }
  await h.bot.announcer.due(table.channelId, table.gameId);
  await h.settle();
}

function endMessage(table: Table) {
  return [...h.discord.messages(table.channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'animation' && b.id.gameId === table.gameId))!;
}

describe('ratings, statistics, leaderboards and replays through the local Discord', () => {
  const tables: Table[] = [];
  beforeAll(async () => {
    h = await startHarness({ images: 'real' });
    [ana, ben] = members(h, 2);
    for (let i = 0; i < 3; i++) {
      const table = await openGame(h, [ana, ben]);
      await finish(table);
      tables.push(table);
    }
  }, 120_000);
  afterAll(async () => h?.close());

  test('finished games move both people’s ratings the right way', async () => {
    const stats = new StatsService(h.store, HOSTED);
    const table = await stats.ratings(h.discord.guildId, 'chacun');
    if (!table.ok) throw new Error('store');
    const a = table.value[`u:${ana.id}`];
    const b = table.value[`u:${ben.id}`];
    expect(a.games).toBe(3);
    expect(b.games).toBe(3);
    // The one who won more games is rated higher; after a single game, the winner is above 25, the loser below.
    if (a.wins !== b.wins) expect(a.wins > b.wins).toBe(a.mu > b.mu);
  });

  test('/stats answers privately with its chart and the same facts as text', async () => {
    const handle = await act(h, h.discord.slashCommand({ user: ana, name: 'stats', options: {}, locale: 'en-GB' }));
    const reply = handle.original()!;
    expect(reply.embeds[0].description).toContain('Games: 3');
    // The rating on its familiar scale: a whole number from 1000 on, never negative, and what it means.
    expect(reply.embeds[0].description).toMatch(/^Rating: \d{1,3}(,\d{3})? \(estimated skill \d{1,3}(,\d{3})?, less a margin of \d+\)$/m);
    expect(reply.embeds[0].footer?.text).toBe(
      'Ratings start at 1,000 and never go below 0: your estimated skill less its margin of uncertainty, which narrows with each game. A 200-point gap means the higher-rated player wins about three games in four.',
    );
    expect(reply.embeds[0].description).toMatch(/^Points: \d+(\.\d)? on average/m);
    expect(reply.embeds[0].description).toContain('Points by kind');
    const image = reply.attachments.find((a) => a.filename === 'stats.png')!;
    expect(image.size).toBeGreaterThan(5_000);
    const french = await act(h, h.discord.slashCommand({ user: ben, name: 'stats', options: { user: ana.id }, locale: 'fr' }));
    const text = french.original()!.embeds[0];
    expect(text.description).toMatch(/Parties\s:\s3/u);
    // French: "cote" for the rating ("classement" is the leaderboard), grouped digits, decimal commas.
    expect(text.description).toMatch(/^Cote\u00a0: \d{1,3}(\u202f\d{3})? \(niveau estimé \d{1,3}(\u202f\d{3})?, moins une marge de \d+\)$/mu);
    expect(text.description).not.toMatch(/Classement|\d\.\d|-\d/u);
    expect(text.description).toMatch(/^Points\u00a0: \d+(,\d)? en moyenne/mu);
    expect(text.footer?.text).toMatch(/^La cote part de 1\u202f000 et ne descend jamais sous 0\u00a0: /u);
    // Another person's statistics speak of their level, not the reader's; one's own, of "ton niveau".
    expect(text.footer?.text).toContain('c’est le niveau estimé d’Alice moins sa marge d’incertitude');
    expect(text.footer?.text).not.toContain('ton niveau');
    const own = (await act(h, h.discord.slashCommand({ user: ana, name: 'stats', options: {}, locale: 'fr' }))).original()!.embeds[0];
    expect(own.footer?.text).toContain('c’est ton niveau estimé moins sa marge d’incertitude');
    const english = (await act(h, h.discord.slashCommand({ user: ana, name: 'stats', options: { user: ben.id }, locale: 'en-GB' }))).original()!.embeds[0];
    expect(english.footer?.text).toBe(
      'Ratings start at 1,000 and never go below 0: Bérénice’s estimated skill less its margin of uncertainty, which narrows with each game. A 200-point gap means the higher-rated player wins about three games in four.',
    );
  });

  test('/leaderboard ranks both people with its picture and tells the caller their place', async () => {
    const handle = await act(h, h.discord.slashCommand({ user: ben, name: 'leaderboard', options: { game: 'chacun' }, locale: 'en-GB' }));
    const reply = handle.original()!;
    expect(reply.embeds[0].description).toMatch(/^1\. /);
    expect(reply.embeds[0].description).toMatch(/^\*\*You: [12] of 2, rating \d{1,3}(,\d{3})?\*\*$/m);
    expect(reply.embeds[0].description).toMatch(/^1\. \S+ — \d{1,3}(,\d{3})? \(3 games, \d+% won\)$/m);
    expect(reply.embeds[0].footer?.text).toBe('Page 1/1 · from 3 games on · rating: estimated skill less its margin of uncertainty, 1,000 at first');
    expect(reply.attachments.some((a) => a.filename === 'leaderboard.png' && a.size > 5_000)).toBe(true);
    const french = (await act(h, h.discord.slashCommand({ user: ana, name: 'leaderboard', options: { game: 'chacun' }, locale: 'fr' }))).original()!.embeds[0];
    // The leaderboard is the "classement"; the number of each player, their "cote".
    expect(french.title).toBe('Classement — ChaCuN');
    expect(french.description).toMatch(/^\*\*Toi\u00a0: [12] sur 2, cote \d{1,3}(\u202f\d{3})?\*\*$/mu);
    expect(french.description).toMatch(/^1\. \S+ — \d{1,3}(\u202f\d{3})? \(3 parties, \d+\u202f% gagnées\)$/mu);
    expect(french.footer?.text).toBe('Page 1/1 · à partir de 3 parties · cote\u00a0: niveau estimé moins sa marge d’incertitude, 1\u202f000 au départ');
  });

  test('/leaderboard says its footer once, under its picture: the picture does not draw it too', async () => {
    const table = await new StatsService(h.store, HOSTED).ratings(h.discord.guildId, 'chacun');
    if (!table.ok) throw new Error('store');
    for (const order of ['rating', 'speed'] as const) {
      const pictures: unknown[] = [];
      const images: ImageService = { draw: async (job) => (pictures.push(job.paint?.input), Buffer.alloc(0)) };
      const view = await leaderboardView({ game: 'chacun', games: HOSTED, images, table: table.value, page: 0, userId: ana.id, locale: 'en', order });
      const footer = view.embeds?.[0]?.footer?.text ?? '';
      expect(footer).toMatch(/^Page 1\/1 · from 3 games on · /);
      expect(pictures).toHaveLength(1);
      expect(JSON.stringify(pictures[0])).not.toContain('Page 1/1');
    }
  });

  test('/leaderboard sort:speed ranks the same people by median time to move, and its pages keep that order', async () => {
    const reply = (await act(h, h.discord.slashCommand({ user: ben, name: 'leaderboard', options: { game: 'chacun', sort: 'speed' }, locale: 'en-GB' }))).original()!;
    expect(reply.embeds[0].title).toBe('Fastest to move — ChaCuN');
    expect(reply.embeds[0].description).toMatch(/^1\. \S+ — \d+ (s|min \d+ s) \(3 games\)$/m);
    expect(reply.embeds[0].description).toMatch(/^\*\*You: [12] of 2, median time \d+ (s|min \d+ s)\*\*$/m);
    expect(reply.embeds[0].footer?.text).toBe('Page 1/1 · from 3 games on · median time to move over the last 200 turns, fastest first');
    expect(reply.attachments.some((a) => a.filename === 'leaderboard.png' && a.size > 5_000)).toBe(true);
    const french = (await act(h, h.discord.slashCommand({ user: ana, name: 'leaderboard', options: { game: 'chacun', sort: 'speed' }, locale: 'fr' }))).original()!.embeds[0];
    expect(french.title).toBe('Les plus rapides — ChaCuN');
    expect(french.description).toMatch(/^\*\*Toi\u00a0: [12] sur 2, temps médian \d+\ss\*\*$/mu);
    // A page button of the leaderboard by speed carries its order (the old ones, without it, stay the rating's).
    expect(encodeCustomId({ kind: 'ranks', gameId: 'chacun', page: 1, speed: true })).toBe('cc:Vl:chacun:1:s');
    expect(decodeCustomId('cc:Vl:chacun:1')).toEqual({ kind: 'ranks', gameId: 'chacun', page: 1 });
  });

  test('the replay viewer steps through a finished game and never shows a move not played yet', async () => {
    const end = endMessage(tables[2]);
    const opened = await click(h, ana, end, findButton(end, 'replay').custom_id);
    let viewer = opened.followUps()[0] ?? opened.original()!;
    expect(viewer.embeds[0].title).toContain('before the first move');
    // The steps keep their places from the start to the end, disabled where they lead nowhere.
    const steps = (message: FakeMessage) => buttonsOf(message).map(({ component }) => `${component.label}${component.disabled === true ? ' (off)' : ''}`);
    expect(steps(viewer)).toEqual(['Start (off)', 'Previous (off)', 'Next', 'End', 'Go to move…']);
    const next = findButton(viewer, 'replay', (id) => id.kind === 'replay' && id.move === 1);
    await click(h, ana, viewer, next.custom_id);
    viewer = h.discord.message(viewer.id)!;
    expect(viewer.embeds[0].title).toContain('move 1 of');
    expect(viewer.attachments.length).toBeGreaterThan(0);
    // Only what that move wrote on the message board (the first tile scores nothing yet).
    expect(viewer.embeds[1]).toMatchObject({ title: 'This move on the message board', description: 'This move wrote nothing on the message board.' });
    expect(steps(viewer)).toEqual(['Start', 'Previous', 'Next', 'End', 'Go to move…']);
    await click(h, ana, viewer, findButton(viewer, 'replay', (id) => id.kind === 'replay' && id.slot === 3).custom_id);
    viewer = h.discord.message(viewer.id)!;
    expect(viewer.embeds[0].title).toMatch(/move (\d+) of \1$/);
    expect(steps(viewer)).toEqual(['Start', 'Previous', 'Next (off)', 'End (off)', 'Go to move…']);
    // Each move of the menu names who made it.
    const options = selectOf(viewer)!.options;
    expect(options[0]).not.toHaveProperty('description');
    for (const option of options.slice(1)) expect(option.description).toMatch(/^\S+ (Alice|Bérénice)$/u);
  });

  test('the viewer goes to any move typed in its form, and refuses a bad number without changing', async () => {
    const end = endMessage(tables[1]);
    const opened = await click(h, ben, end, findButton(end, 'replay').custom_id);
    const viewer = opened.followUps()[0] ?? opened.original()!;
    const loaded = await h.bot.manager.getGame(tables[1].gameId);
    if (!loaded.ok) throw new Error('no game');
    const total = loaded.value.session.moveNumber;
    const target = total - 1;
    const form = await act(h, h.discord.clickButton({ user: ben, messageId: viewer.id, customId: findButton(viewer, 'replayGoto').custom_id }));
    expect(await form.modal()).toMatchObject({ title: 'Go to a move' });
    await act(h, h.discord.submitModal({ user: ben, from: form, fields: { move: String(target) } }));
    let shown = h.discord.message(viewer.id)!;
    expect(shown.embeds[0].title).toBe(`Replay — move ${target} of ${total}`);
    // Beyond the moves played, or not a number: a reply in the player's language, the viewer as it was.
    const french = await act(h, h.discord.clickButton({ user: ben, messageId: viewer.id, customId: findButton(shown, 'replayGoto').custom_id, locale: 'fr' }));
    expect(await french.modal()).toMatchObject({ title: 'Aller à un coup' });
    const beyond = await act(h, h.discord.submitModal({ user: ben, from: french, fields: { move: String(total + 1) }, locale: 'fr' }));
    // French puts no-break spaces inside « » and before a colon.
    expect(privateText(beyond).replace(/[\u00a0\u202f]/gu, ' ')).toBe(`« ${total + 1} » n’est pas un numéro de coup de cette partie : donne un nombre entier de 0 à ${total}.`);
    const english = await act(h, h.discord.clickButton({ user: ben, messageId: viewer.id, customId: findButton(shown, 'replayGoto').custom_id }));
    const words = await act(h, h.discord.submitModal({ user: ben, from: english, fields: { move: 'ten' } }));
    expect(privateText(words)).toBe(`“ten” is not a move number of this game: give a whole number from 0 to ${total}.`);
    // Past the last move of a game that is over, by the command: it ended there, nothing more will be played.
    const past = await act(h, h.discord.slashCommand({ user: ben, name: 'chacun', subcommand: 'replay', options: { move: total + 5 }, channelId: tables[1].channelId }));
    expect(privateText(past)).toBe(`This game ended at move ${total}: there is no move ${total + 5}.`);
    shown = h.discord.message(viewer.id)!;
    expect(shown.embeds[0].title).toBe(`Replay — move ${target} of ${total}`);
  });

  test('the viewer of a game under way never shows a move not played yet', async () => {
    // A game under way: its next moves are hidden (the tile to come), so the viewer refuses them.
    const running = await openGame(h, [ana, ben]);
    const loaded = await h.bot.manager.getGame(running.gameId);
    if (!loaded.ok) throw new Error('no game');
    const beyond = await command(h, ben, 'replay', { move: loaded.value.session.moveNumber + 1 });
    expect(privateText(beyond)).toContain('has not been played yet');
    const forged = encodeCustomId({ kind: 'replay', gameId: running.gameId, move: loaded.value.session.moveNumber + 5 });
    expect(forged).toContain(running.gameId);
    // Another game's command shows nothing of this ChaCuN game, and names the same command of ChaCuN.
    for (const subcommand of ['replay', 'export']) {
      const other = await act(h, h.discord.slashCommand({ user: ben, name: 'jass', subcommand, options: {}, channelId: running.channelId }));
      expect(privateText(other)).toBe(`No game of Jass in this channel: the game open here is one of ChaCuN (/chacun ${subcommand}).`);
    }
    const french = await act(h, h.discord.slashCommand({ user: ben, name: 'jass', subcommand: 'export', options: {}, channelId: running.channelId, locale: 'fr' }));
    expect(privateText(french).replace(/[\u00a0\u202f]/gu, ' ')).toBe('Pas de partie de Jass dans ce salon : la partie ouverte ici est une partie de ChaCuN (/chacun exporter).');
    await h.bot.manager.abort(running.channelId, { userId: ana.id });
  });

  test('the animation of a finished game is posted within the upload limit', async () => {
    const end = endMessage(tables[0]);
    const handle = await click(h, ben, end, findButton(end, 'animation').custom_id);
    const posted = handle.original()!;
    expect(posted.content, h.logs.filter((line) => line.includes('animation')).join('\n')).toContain('frames');
    const gif = posted.attachments.find((a) => a.filename.endsWith('.gif'))!;
    expect(Buffer.from(gif.bytes.slice(0, 6)).toString('ascii')).toBe('GIF89a');
    expect(gif.size).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(posted.content).toMatch(/one frame per turn \(\d+ frames\)/);
  }, 60_000);
});

describe('a game that ended before the bot had statistics', () => {
  test('is counted when the bot starts, once, and /stats shows it in English and French', async () => {
    const discord = await startFakeDiscord({ validate: true });
    const store = memoryStore();
    const [cleo, dan] = [discord.createMember({ username: 'cleo', globalName: 'Cleo' }), discord.createMember({ username: 'dan', globalName: 'Dan' })];
    // The game ends with no statistics listening, as under a bot that had none yet.
    const manager = new SessionManager(store, HOSTED, {});
    await openStoredGame(manager, { game: 'chacun', guildId: discord.guildId, channelId: discord.channelId, people: [[cleo.id, 'Cleo'], [dan.id, 'Dan']], seed: 9 });
    expect((await playOut(manager, HOSTED, discord.channelId)).status).toBe('finished');
    const late = await startHarness({ discord, store });
    try {
      await late.bot.statsCaughtUp();
      const english = await act(late, late.discord.slashCommand({ user: cleo, name: 'stats', options: {}, locale: 'en-GB' }));
      expect(english.original()!.embeds[0].description).toContain('Games: 1');
      const french = await act(late, late.discord.slashCommand({ user: dan, name: 'stats', options: { user: cleo.id }, locale: 'fr' }));
      expect(privateText(french)).toMatch(/Parties\s:\s1/u);
      // A second start does not count it again.
      await late.restart();
      await late.bot.statsCaughtUp();
      expect(await new StatsService(late.store, HOSTED).countOf(discord.guildId)).toEqual({ ok: true, value: 1 });
    } finally {
      await late.close();
    }
  }, 60_000);
});
