import { afterEach, describe, expect, test, vi } from 'vitest';
import { encodeCustomId } from '../../src/bot/custom-id.ts';
import { lfgQueues } from '../../src/bot/lfg/service.ts';
import type { FakeUser, OptionValue } from '../../src/playground/discord/fake-discord.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { members } from './driver.ts';
import { forgeClick } from './forge.ts';
import { act, click, findButton, privateText, startHarness, waitForBots, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function lfg(user: FakeUser, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}, locale = 'en-GB') {
  return act(h!, h!.discord.slashCommand({ user, name: 'lfg', subcommand, options, locale }));
}

async function gamesList(user: FakeUser): Promise<string> {
  const handle = await act(h!, h!.discord.slashCommand({ user, name: 'games' }));
  return handle.original()!.embeds[0].description ?? '';
}

/** Waits until the bot has opened as many threads in the channel, and everything is posted. */
async function threadsOpened(count: number) {
  await vi.waitFor(() => expect(h!.discord.threads()).toHaveLength(count), { timeout: 20_000, interval: 5 });
  await lfgQueues(h!.bot.context).idle();
  await waitForBots(h!);
  return h!.discord.threads();
}

describe('/lfg', () => {
  test('two people queue for tCHu: the second completes the table, which opens in a thread mentioning both; /games lists the queue meanwhile', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    h = await startHarness({ bot: { clock } });
    const [alice, bob, carol] = members(h, 3);
    const first = await lfg(alice, 'tchu', { wait: 'never' });
    expect(privateText(first)).toBe('You are waiting for a game of tCHu (1 of 2 waiting). The table opens in a thread when 2 are waiting, with no AI player.');
    expect(await gamesList(carol)).toContain('__Looking for a game__\n**tCHu**\n1 of 2: Alice · search started <t:');
    const second = await lfg(bob, 'tchu');
    const [thread] = await threadsOpened(1);
    expect(privateText(second)).toBe(`Your table is ready: <#${thread.id}>.`);
    const opened = await h.bot.manager.get(thread.id);
    if (!opened.ok) throw new Error(opened.error.code);
    const { session } = opened.value;
    expect(session.table).toBe(`lfg:${h.discord.guildId}:1-${clock.now()}`);
    expect(session.seats.map((seat) => seat.player.type === 'human' && seat.player.userId)).toEqual([alice.id, bob.id]);
    expect(h.discord.messages(thread.id)[0].content).toBe(`<@${alice.id}> and <@${bob.id}>: the queue for tCHu found you a table.`);
    // The queue is empty again.
    expect(await gamesList(carol)).not.toContain('Looking for a game');
  });

  test('queues emptied and filled again open a new table each time (the table counter is kept, not started again)', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    h = await startHarness({ bot: { clock } });
    const [alice, bob] = members(h, 2);
    await lfg(alice, 'tchu', { wait: 'never' });
    await lfg(bob, 'tchu');
    const [first] = await threadsOpened(1);
    // Nobody waits anywhere now; the same two ask again.
    expect(await gamesList(alice)).not.toContain('Looking for a game');
    await lfg(bob, 'tchu', { wait: 'never' });
    const again = await lfg(alice, 'tchu');
    const threads = await threadsOpened(2);
    const second = threads.find((thread) => thread.id !== first.id)!;
    expect(privateText(again)).toBe(`Your table is ready: <#${second.id}>.`);
    const opened = await h.bot.manager.get(second.id);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.session.table).toBe(`lfg:${h.discord.guildId}:2-${clock.now()}`);
    expect(opened.value.session.status).not.toBe('finished');
  });

  test('one person with a short wait: when it runs out a table opens with an AI player, with the options asked for', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    h = await startHarness({ bot: { clock } });
    const [alice] = members(h, 1);
    const joined = await lfg(alice, 'scrabble', { words: 'en', wait: '15m' });
    expect(privateText(joined)).toMatch(/^You are waiting for a game of Scrabble · .*English.* \(1 of 4 waiting\)\. The table opens in a thread when 4 are waiting, or with AI players <t:\d+:R>\.$/);
    clock.advance(14 * 60_000);
    await lfgQueues(h.bot.context).idle();
    expect(h.discord.threads()).toEqual([]);
    clock.advance(60_000);
    const [thread] = await threadsOpened(1);
    const opened = await h.bot.manager.get(thread.id);
    if (!opened.ok) throw new Error(opened.error.code);
    const { session } = opened.value;
    expect(session.options?.words).toBe('en');
    expect(session.seats.map((seat) => seat.player.type)).toEqual(['human', 'ai']);
    expect(h.discord.messages(thread.id)[0].content).toBe(`<@${alice.id}>: nobody else came in time, so an AI player fills the Scrabble table.`);
  });

  test('a wait survives a restart: the table opens when it runs out after it', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    h = await startHarness({ bot: { clock } });
    const [alice] = members(h, 1);
    await lfg(alice, 'chacun', { wait: '1h' });
    await h.restart();
    clock.advance(3_600_000);
    const [thread] = await threadsOpened(1);
    const opened = await h.bot.manager.get(thread.id);
    expect(opened.ok && opened.value.session.seats.map((seat) => seat.player.type)).toEqual(['human', 'ai']);
  });

  test('leaving by the button or the command takes one out; bad input gets a translated refusal and changes nothing', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    h = await startHarness({ bot: { clock } });
    const [alice, bob] = members(h, 2);
    const joined = (await lfg(alice, 'chacun', { wait: '15m' })).original()!;
    // Already waiting for that game: refused, in French too.
    expect(privateText(await lfg(alice, 'chacun'))).toBe('You are already waiting for a game of ChaCuN on this server. `/lfg leave` takes you out of the queue.');
    expect(privateText(await lfg(alice, 'chacun', {}, 'fr'))).toBe('Tu attends déjà une partie de ChaCuN sur ce serveur. `/chercher quitter` te retire de la file.');
    // A Leave of a game that is not offered (a forged button) changes nothing.
    expect(privateText(await forgeClick(h, alice, joined, encodeCustomId({ kind: 'lfg', gameId: 'chess' })))).toBe('That game is not offered here.');
    expect(await gamesList(bob)).toContain('**ChaCuN**\n1 of 4: Alice');
    // Nothing to leave.
    expect(privateText(await lfg(bob, 'leave'))).toBe('You are not waiting in any queue on this server.');
    expect(privateText(await lfg(bob, 'leave', { game: 'jass' }, 'fr'))).toBe('Tu n’attends pas de partie de Jass sur ce serveur.');
    // Alice leaves with the button of her answer.
    expect(privateText(await click(h, alice, joined, findButton(joined, 'lfg').custom_id))).toBe('You left the queue: ChaCuN.');
    expect(await gamesList(bob)).not.toContain('ChaCuN');
    clock.advance(20 * 60_000);
    await lfgQueues(h.bot.context).idle();
    expect(h.discord.threads()).toEqual([]);
    // And by the command.
    await lfg(bob, 'scrabble', { words: 'fr' });
    await lfg(bob, 'jass', { wait: 'never' });
    expect(privateText(await lfg(bob, 'leave'))).toBe('You left the queue: Scrabble and Jass.');
    expect(await gamesList(alice)).not.toContain('Looking for a game');
  });

  test('a wait that is not offered is refused with the option and its choices as the user’s Discord names them, in French too', async () => {
    h = await startHarness({ bot: { clock: new ManualClock(Date.UTC(2026, 10, 1)) } });
    const [alice] = members(h, 1);
    expect(privateText(await lfg(alice, 'tchu', { wait: 'forever' }))).toBe('Values for “wait”: “15 minutes”, “1 hour (default)”, “6 hours”, “1 day” or “No AI: people only”.');
    expect(privateText(await lfg(alice, 'tchu', { wait: 'never!' }, 'fr'))).toBe(
      'Valeurs possibles pour «\u00a0attente\u00a0»\u00a0: «\u00a015 minutes\u00a0», «\u00a01 heure (par défaut)\u00a0», «\u00a06 heures\u00a0», «\u00a01 jour\u00a0» ou «\u00a0Pas de robots\u00a0: des personnes seulement\u00a0».',
    );
    // A game's own option too: Scrabble's word list, named as the French menu shows it.
    expect(privateText(await lfg(alice, 'scrabble', { words: 'de' }, 'fr'))).toMatch(/^Valeurs possibles pour «\u00a0mots\u00a0»\u00a0: «\u00a0[^»]+\u00a0» ou «\u00a0[^»]+\u00a0»\.$/u);
    expect(await gamesList(alice)).not.toContain('Looking for a game');
  });

  test('once the wait ends, its answer says how without its Leave button: the table opened, or the user left by the command', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    h = await startHarness({ bot: { clock } });
    const [alice, bob, carol] = members(h, 3);
    const waiting = (await lfg(alice, 'tchu', { wait: 'never' })).original()!;
    expect(findButton(waiting, 'lfg')).toBeDefined();
    await lfg(bob, 'tchu');
    const [thread] = await threadsOpened(1);
    const edited = h.discord.message(waiting.id)!;
    expect(edited.content).toBe(`Your wait is over: your tCHu table is ready in <#${thread.id}>.`);
    expect(edited.components).toEqual([]);
    // Left by the command, in French: the answer says so, without its button.
    const carolWaits = (await lfg(carol, 'chacun', {}, 'fr')).original()!;
    await lfg(carol, 'leave', {}, 'fr');
    expect(h.discord.message(carolWaits.id)).toMatchObject({ content: 'Tu as quitté la file d’attente\u00a0: ChaCuN.', components: [] });
  });

  test('the Leave button of a wait that is over (its answer could not be edited) changes nothing, and says so, though the user waits again', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 1));
    h = await startHarness({ bot: { clock } });
    const [alice, bob, carol] = members(h, 3);
    const first = (await lfg(alice, 'tchu', { wait: 'never' })).original()!;
    // A restart forgets the answers to edit (as Discord's 15 minutes would): the first answer keeps its button.
    await h.restart();
    await lfg(bob, 'tchu');
    const [thread] = await threadsOpened(1);
    expect(findButton(h.discord.message(first.id)!, 'lfg')).toBeDefined();
    // Alice waits again; the old button does not take her out of this new wait.
    await lfg(alice, 'tchu', { wait: 'never' });
    const stale = await click(h, alice, first, findButton(first, 'lfg').custom_id);
    expect(privateText(stale)).toBe(`This wait for a game of tCHu is over: its button no longer changes anything.\nYour wait is over: your tCHu table is ready in <#${thread.id}>.`);
    expect(h.discord.message(first.id)!.components).toEqual([]);
    expect(await gamesList(carol)).toContain('**tCHu**\n1 of 2: Alice');
    // In French too, for a wait this process did not see end (its answer says only that it is over).
    const second = (await lfg(carol, 'chacun', { wait: 'never' }, 'fr')).original()!;
    await h.restart();
    await lfg(carol, 'leave', {}, 'fr');
    await h.restart();
    const french = await act(h, h.discord.clickButton({ user: carol, messageId: second.id, customId: findButton(second, 'lfg').custom_id, locale: 'fr' }));
    expect(privateText(french)).toBe('Cette attente d’une partie de ChaCuN est finie\u00a0: son bouton ne change plus rien.');
    expect(await gamesList(carol)).toContain('**tCHu**\n1 of 2: Alice');
  });
});
