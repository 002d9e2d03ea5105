// End-to-end games of Scrabble through the local Discord: stub images, AI turns planned in this
// thread (so the English word list is loaded once, by this file), a short AI pause.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HOSTED } from '../../../src/hosted.ts';
import { planHere } from '../../../src/bot/ai-worker.ts';
import { replayFiles } from '../../../src/cli/replay-files.ts';
import { dictionary } from '../../../src/games/scrabble/dictionary/load.ts';
import type { ScrabbleState } from '../../../src/games/scrabble/engine/game.ts';
import type { ScrabbleRecord } from '../../../src/games/scrabble/engine/record.ts';
import { parsePosition, squareAt } from '../../../src/games/scrabble/engine/board.ts';
import { allMoves } from '../../../src/games/scrabble/engine/movegen.ts';
import { seatOfKey, seatOfUser, type GameSession } from '../../../src/session/session.ts';
import type { FakeMessage, FakeUser, OptionValue } from '../../../src/playground/discord/fake-discord.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, type Harness, waitForBots } from '../../bot/harness.ts';
import { checkGcg } from './gcg-check.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const EN = dictionary('en');
const FR = dictionary('fr');

async function start(seed: number): Promise<Harness> {
  return startHarness({
    seed,
    bot: {
      aiDelayMs: 1,
      sessions: { newSeed: () => seed, planAiTurn: async (game, view, seat, level, options) => planHere(HOSTED, game, view, seat, level, options) },
    },
  });
}

function scrabble(harness: Harness, user: FakeUser, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}, locale?: string) {
  return act(harness, harness.discord.slashCommand({ user, name: 'scrabble', subcommand, options, channelId: harness.discord.channelId, ...(locale === undefined ? {} : { locale }) }));
}


/** Opens a game of one person against an AI player and starts it. */
async function openAgainstAi(harness: Harness, alice: FakeUser, options: Readonly<Record<string, OptionValue>> = {}): Promise<string> {
  const opened = await scrabble(harness, alice, 'new', { words: 'en', bots: 1, ...options });
  const lobby = opened.original()!;
  expect(lobby.embeds[0]?.description ?? '').toBeTruthy();
  await click(harness, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
  await waitForBots(harness);
  return buttonsOf(lobby)[0].id.gameId;
}

async function game(harness: Harness, gameId: string): Promise<{ session: GameSession; state: ScrabbleState }> {
  const loaded = await harness.bot.manager.getGame(gameId);
  if (!loaded.ok || loaded.value.state === null) throw new Error('no game');
  return { session: loaded.value.session, state: loaded.value.state as ScrabbleState };
}

function lastTurnMessage(harness: Harness): FakeMessage {
  const found = [...harness.discord.messages(harness.discord.channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'scrabble-play'));
  if (found === undefined) throw new Error('no turn message with a Play button');
  return found;
}

/** Opens the player's panel with Play on the turn message. */
async function openPanel(harness: Harness, user: FakeUser): Promise<FakeMessage> {
  const turn = lastTurnMessage(harness);
  const opened = await click(harness, user, turn, findButton(turn, 'scrabble-play').custom_id);
  return opened.original()!;
}

/** Passes from the panel: Pass, then the confirmation. Returns the confirmation shown. */
async function passFromPanel(harness: Harness, user: FakeUser, panel: FakeMessage): Promise<FakeMessage> {
  await click(harness, user, panel, findButton(panel, 'scrabble-pass').custom_id);
  const asked = harness.discord.message(panel.id)!;
  await click(harness, user, asked, findButton(asked, 'scrabble-passok').custom_id);
  return asked;
}

/** Plays a word with the panel's form: Play a word, the form, the preview, Confirm. Returns the preview shown. */
async function playByForm(harness: Harness, user: FakeUser, position: string, word: string): Promise<FakeMessage> {
  const panel = await openPanel(harness, user);
  const opener = await act(harness, harness.discord.clickButton({ user, messageId: panel.id, customId: findButton(panel, 'scrabble-word').custom_id }));
  const form = await opener.modal();
  expect(form.title).toBe('Play a word');
  // The example word is one of the game's word list (these games are in English).
  expect(JSON.stringify(form.components)).toContain('"placeholder":"ZEBRA"');
  await act(harness, harness.discord.submitModal({ user, from: opener, fields: { position, word } }));
  const preview = harness.discord.message(panel.id)!;
  await click(harness, user, preview, findButton(preview, 'scrabble-confirm').custom_id);
  // Played, or placed for the table to judge.
  expect(harness.discord.message(panel.id)!.embeds[0]?.description).toMatch(/^(Word played\.|Move placed: the others must now accept or contest your word\.)\n/);
  return preview;
}

describe('a person against an AI player, in English words', () => {
  test('the whole game through the panel and the form, to the ranking', async () => {
    h = await start(7);
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const gameId = await openAgainstAi(h, alice);
    let turns = 0;
    let typedLower = 0;
    for (;;) {
      // The AI's turn is scheduled once its turn message is posted: wait until it is Alice's turn or the end.
      await vi.waitFor(async () => {
        const now = await game(h!, gameId);
        if (now.session.status === 'playing' && now.state.seats[now.state.current] !== seatOfUser(now.session, alice.id)!.seat) throw new Error('the AI is to play');
      }, { timeout: 20_000, interval: 5 });
      await waitForBots(h);
      const { session, state } = await game(h, gameId);
      if (session.status !== 'playing') break;
      expect(turns++).toBeLessThan(80);
      const me = seatOfUser(session, alice.id)!;
      const rack = state.racks[state.seats.indexOf(me.seat)];
      const best = allMoves('en', state.board, rack, EN).sort((a, b) => b.points - a.points || (a.position + a.word < b.position + b.word ? -1 : 1))[0];
      if (best === undefined) {
        await passFromPanel(h, alice, await openPanel(h, alice));
      } else {
        // With no blank on the rack, the word is typed in lower case, as a phone types it: played the same.
        const lowerCase = !rack.includes('?');
        if (lowerCase) typedLower++;
        const preview = await playByForm(h, alice, best.position, lowerCase ? best.word.toLowerCase() : best.word);
        expect(preview.embeds[0]?.title).toBe(`Preview: ${best.word.toUpperCase()} at ${best.position}`);
        expect(preview.embeds[0]?.description).toContain(`This move scores **${best.points} point`);
        // The channel says it in words.
        const said = [...h.discord.messages(h.discord.channelId)].reverse().find((m) => /^Turn \d+ — /.test(m.embeds[0]?.title ?? '') && m.embeds[0]?.description?.includes('Alice:'));
        if ((await game(h, gameId)).session.status === 'playing') expect(said?.embeds[0]?.description).toContain(`Alice: ${best.word} at ${best.position}, ${best.points} point`);
      }
      await waitForBots(h);
    }
    const { session, state } = await game(h, gameId);
    expect(session.status).toBe('finished');
    expect(turns).toBeGreaterThan(5);
    expect(typedLower).toBeGreaterThan(0);
    expect(state.ending).not.toBeNull();
    const record = session.record as ScrabbleRecord;
    expect(record.language).toBe('en');
    const channel = h.discord.messages(h.discord.channelId);
    const end = channel[channel.length - 1];
    expect(end.embeds[0]?.title).toBe('Game over');
    const description = end.embeds[0]?.description ?? '';
    for (const seat of session.seats) expect(description).toContain(`**${seat.player.name}** — ${state.scores[state.seats.indexOf(seat.seat)]} point`);
    expect(description).toContain('Best moves');
    // The move that ended the game is told in words, as every other move was.
    const last = state.turns[state.turns.length - 1];
    expect(last.type).toBe('play');
    expect(description).toContain(`**Last move**`);
    expect(description).toContain(`${seatOfKey(session, state.seats[last.player])?.player.name}: ${last.word} at ${last.position}, ${last.points} point`);
    expect(end.attachments.map((a) => a.filename)).toEqual(['end.png']);
    // Every turn message had the board, the bag and the scores.
    const turnMessages = channel.filter((m) => /^Turn \d+ — /.test(m.embeds[0]?.title ?? ''));
    expect(turnMessages.length).toBeGreaterThan(10);
    for (const message of turnMessages) {
      expect(message.embeds[0]?.description).toMatch(/(left in the bag|The bag is empty)/);
      expect(message.embeds[0]?.fields?.[0]?.name).toBe('Scores');
    }
  }, 40_000);
});

describe('refusals, an exchange and a pass', () => {
  test('refused moves say why and change nothing; the panel is private; exchange and pass are played', async () => {
    h = await start(3);
    const [alice, zoe] = [h.discord.createMember({ username: 'alice', globalName: 'Alice' }), h.discord.createMember({ username: 'zoe', globalName: 'Zoé' })];
    const gameId = await openAgainstAi(h, alice);
    let { session, state } = await game(h, gameId);
    if (state.seats[state.current] !== seatOfUser(session, alice.id)!.seat) throw new Error('the AI plays first with this seed');
    const move = session.moveNumber;
    const rack = state.racks[state.current];

    // The panel is the player's alone: ephemeral, with the rack's letters; someone else is refused.
    const panel = await openPanel(h, alice);
    expect(panel.flags & 64).toBe(64);
    expect(panel.embeds[0]?.description).toContain([...rack].join(' '));
    const turn = lastTurnMessage(h);
    const stranger = await click(h, zoe, turn, findButton(turn, 'scrabble-play').custom_id);
    expect(privateText(stranger)).toBe('You are not playing in this game.');

    // A word not in the list, named.
    let nonWord = '';
    for (const a of rack) for (const b of rack) for (const c of rack) if (!nonWord && a !== '?' && b !== '?' && c !== '?' && !EN.has(a + b + c) && `${a}${b}${c}`.split('').every((l, i, all) => all.filter((x) => x === l).length <= [...rack].filter((x) => x === l).length)) nonWord = a + b + c;
    expect(nonWord).not.toBe('');
    expect(privateText(await scrabble(h, alice, 'play', { position: '8H', word: nonWord }))).toBe(`Not in the word list: ${nonWord}.`);
    // A letter not on the rack, named; the first move away from the centre.
    const missing = [...'QZXJKVWY'].find((letter) => !rack.includes(letter))!;
    expect(privateText(await scrabble(h, alice, 'play', { position: 'H8', word: `${missing}${missing}` }))).toBe(`There is no ${missing} on your rack.`);
    const real = allMoves('en', state.board, rack, EN)[0];
    expect(privateText(await scrabble(h, alice, 'play', { position: '1A', word: real.word }))).toBe('The first word must cover the centre square H8.');
    expect(privateText(await scrabble(h, alice, 'play', { position: 'Z9', word: real.word }))).toMatch(/^That is not a position/);
    // The form says the same.
    const opener = await act(h, h.discord.clickButton({ user: alice, messageId: panel.id, customId: findButton(panel, 'scrabble-word').custom_id }));
    const refused = await act(h, h.discord.submitModal({ user: alice, from: opener, fields: { position: '8H', word: nonWord } }));
    expect(privateText(refused)).toBe(`Not in the word list: ${nonWord}.`);
    expect((await game(h, gameId)).session.moveNumber).toBe(move);

    // An exchange: two tiles picked in the menu, confirmed.
    const fresh = await openPanel(h, alice);
    const menu = selectOf(fresh)!;
    await act(h, h.discord.selectMenu({ user: alice, messageId: fresh.id, customId: menu.custom_id, values: ['0', '1'] }));
    const asked = h.discord.message(fresh.id)!;
    expect(asked.embeds[0]?.title).toBe(`Exchange these tiles: ${[rack[0], rack[1]].map((tile) => (tile === '?' ? 'blank' : tile)).join(' ')}`);
    await click(h, alice, asked, findButton(asked, 'scrabble-swapok').custom_id);
    ({ session } = await game(h, gameId));
    expect((session.record as ScrabbleRecord).actions[move]).toEqual({ type: 'exchange', tiles: rack.slice(0, 2) });
    expect(h.discord.message(fresh.id)!.embeds[0]?.description).toMatch(/^Tiles exchanged\.\nYour tiles: `/);
    expect(h.discord.messages(h.discord.channelId).some((m) => m.embeds[0]?.description?.includes('Alice exchanged 2 tiles.'))).toBe(true);
    await waitForBots(h);
    // The first panel's form is not opened any more: the game has moved past it.
    const staleForm = await act(h, h.discord.clickButton({ user: alice, messageId: panel.id, customId: findButton(panel, 'scrabble-word').custom_id }));
    expect(privateText(staleForm)).toBe('This choice has expired: the game has moved on.');

    // A pass, after shuffling the rack in the panel (the game's rack keeps its order).
    ({ session, state } = await game(h, gameId));
    const before = state.racks[state.seats.indexOf(seatOfUser(session, alice.id)!.seat)];
    const third = await openPanel(h, alice);
    await click(h, alice, third, findButton(third, 'scrabble-shuffle').custom_id);
    const shuffled = h.discord.message(third.id)!;
    const shown = /`([^`]*)`/.exec(shuffled.embeds[0]?.description ?? '')![1].split(' ');
    expect([...shown].sort()).toEqual([...before].sort());
    // Back from an exchange, a pass or a preview shows the rack in the shuffled order again.
    const lettersOf = (message: FakeMessage) => /`([^`]*)`/.exec(message.embeds[0]?.description ?? '')![1];
    const back = async () => {
      const asking = h!.discord.message(third.id)!;
      await click(h!, alice, asking, findButton(asking, 'scrabble-back').custom_id);
      return lettersOf(h!.discord.message(third.id)!);
    };
    await act(h, h.discord.selectMenu({ user: alice, messageId: third.id, customId: selectOf(shuffled)!.custom_id, values: ['0'] }));
    expect(await back()).toBe(shown.join(' '));
    await click(h, alice, h.discord.message(third.id)!, findButton(h.discord.message(third.id)!, 'scrabble-pass').custom_id);
    expect(await back()).toBe(shown.join(' '));
    const legal = allMoves('en', state.board, before, EN)[0];
    const form = await act(h, h.discord.clickButton({ user: alice, messageId: third.id, customId: findButton(h.discord.message(third.id)!, 'scrabble-word').custom_id }));
    await act(h, h.discord.submitModal({ user: alice, from: form, fields: { position: legal.position, word: legal.word } }));
    expect(h.discord.message(third.id)!.embeds[0]?.title).toMatch(/^Preview: /);
    expect(await back()).toBe(shown.join(' '));
    await passFromPanel(h, alice, h.discord.message(third.id)!);
    ({ session } = await game(h, gameId));
    const actions = (session.record as ScrabbleRecord).actions;
    expect(actions.filter((a) => a.type === 'pass').length).toBeGreaterThanOrEqual(1);
    expect(h.discord.messages(h.discord.channelId).some((m) => m.embeds[0]?.description?.includes('Alice passed.'))).toBe(true);
  }, 30_000);
});

describe('the table judge', () => {
  test('the AI judges the person’s word; the person contests the AI’s, which plays again', async () => {
    h = await start(11);
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const gameId = await openAgainstAi(h, alice, { judge: 'table' });
    let { session, state } = await game(h, gameId);
    expect(state.judge).toBe('table');
    if (state.seats[state.current] === seatOfUser(session, alice.id)!.seat) {
      const rack = state.racks[state.current];
      const best = allMoves('en', state.board, rack, EN)[0];
      await playByForm(h, alice, best.position, best.word);
      await waitForBots(h);
      ({ state } = await game(h, gameId));
    }
    // The AI's play now waits for Alice's verdict, on the public message.
    expect(state.pending).not.toBeNull();
    const ai = state.seats[state.current];
    const message = h.discord.lastMessage(h.discord.channelId)!;
    expect(message.content).toContain(`<@${alice.id}>`);
    const contested = await click(h, alice, message, findButton(message, 'scrabble-judge', (id) => id.kind === 'scrabble-judge' && id.verdict === 'challenge').custom_id);
    expect(privateText(contested)).toBe('Your answer is recorded.');
    await waitForBots(h);
    ({ session, state } = await game(h, gameId));
    expect(state.turns.some((turn) => turn.type === 'withdrawn')).toBe(true);
    expect(h.discord.messages(h.discord.channelId).some((m) => m.embeds[0]?.description?.includes('was contested and taken back'))).toBe(true);
    // The AI played again: its new play waits for Alice, who accepts it.
    expect(state.seats[state.current]).toBe(ai);
    expect(seatOfKey(session, ai)?.player.type).toBe('ai');
    const again = h.discord.lastMessage(h.discord.channelId)!;
    await click(h, alice, again, findButton(again, 'scrabble-judge', (id) => id.kind === 'scrabble-judge' && id.verdict === 'accept').custom_id);
    ({ state } = await game(h, gameId));
    expect(state.pending).toBeNull();
    expect(state.turns.at(-1)?.type).toBe('play');
  }, 30_000);
});

/** Waits until it is the person's turn (the AI has played) or the game is over; false at the end. */
async function untilMyTurn(harness: Harness, gameId: string, user: FakeUser): Promise<boolean> {
  await vi.waitFor(async () => {
    const now = await game(harness, gameId);
    if (now.session.status === 'playing' && now.state.seats[now.state.current] !== seatOfUser(now.session, user.id)!.seat) throw new Error('the AI is to play');
  }, { timeout: 20_000, interval: 5 });
  await waitForBots(harness);
  return (await game(harness, gameId)).session.status === 'playing';
}

/** The person plays their best-scoring play by `/scrabble play` and Confirm (or passes with none); returns the play or null. */
async function playBestByCommand(harness: Harness, gameId: string, user: FakeUser, locale?: string): Promise<{ position: string; word: string } | null> {
  const { session, state } = await game(harness, gameId);
  const rack = state.racks[state.seats.indexOf(seatOfUser(session, user.id)!.seat)];
  const graph = state.language === 'fr' ? FR : EN;
  const best = allMoves(state.language, state.board, rack, graph).sort((a, b) => b.points - a.points || (a.position + a.word < b.position + b.word ? -1 : 1))[0];
  if (best === undefined) {
    await passFromPanel(harness, user, await openPanel(harness, user));
    return null;
  }
  const preview = (await scrabble(harness, user, 'play', { position: best.position, word: best.word }, locale)).original()!;
  await click(harness, user, preview, findButton(preview, 'scrabble-confirm').custom_id);
  return best;
}

describe('autocomplete of /scrabble play and the .gcg export', () => {
  test('positions where the rack can start a word, in GCG notation, for the player to play only; the export has the .json and the .gcg', async () => {
    h = await start(5);
    const [alice, zoe] = [h.discord.createMember({ username: 'alice', globalName: 'Alice' }), h.discord.createMember({ username: 'zoe', globalName: 'Zoé' })];
    const gameId = await openAgainstAi(h, alice);
    for (let turn = 0; turn < 3; turn++) {
      expect(await untilMyTurn(h, gameId, alice)).toBe(true);
      const { session, state } = await game(h, gameId);
      const rack = state.racks[state.seats.indexOf(seatOfUser(session, alice.id)!.seat)];
      const moves = allMoves('en', state.board, rack, EN);
      const starts = new Set(moves.map((m) => m.position));
      const ask = (user: FakeUser, options: Readonly<Record<string, OptionValue>>) => h!.discord.autocomplete({ user, name: 'scrabble', subcommand: 'play', options, focused: 'position' }).choices();
      const choices = await ask(alice, { position: '' });
      expect(choices.length).toBe(Math.min(25, starts.size));
      for (const choice of choices) {
        expect(starts.has(String(choice.value))).toBe(true);
        expect(choice.name).toMatch(/^(?:(?:1[0-5]|[1-9])[A-O] — across|[A-O](?:1[0-5]|[1-9]) — down)$/);
      }
      // The best play's position comes first; typed letters filter; a typed word gives where it fits.
      const best = [...moves].sort((a, b) => b.points - a.points)[0];
      expect(moves.filter((m) => m.position === String(choices[0].value)).some((m) => m.points === best.points)).toBe(true);
      const prefix = best.position.slice(0, best.position.length - 1);
      for (const choice of await ask(alice, { position: prefix })) expect(String(choice.value).startsWith(prefix)).toBe(true);
      const forWord = await ask(alice, { position: '', word: best.word });
      expect(forWord.map((c) => c.value)).toContain(best.position);
      // Someone not in the game: nothing.
      expect(await ask(zoe, { position: '' })).toEqual([]);
      await playBestByCommand(h, gameId, alice);
    }
    // Once the AI has answered, nothing moves until Alice plays: the export shows this state.
    expect(await untilMyTurn(h, gameId, alice)).toBe(true);
    const { session, state } = await game(h, gameId);
    const exported = (await scrabble(h, alice, 'export')).original()!;
    expect(exported.attachments.map((a) => a.filename)).toEqual([`scrabble-${gameId}.json`, `scrabble-${gameId}.gcg`]);
    // The answer names both files.
    expect(exported.content).toContain(`\nAlso attached: scrabble-${gameId}.gcg (the same game in GCG, the format Quackle and Woogles read).`);
    const gcg = h.discord.attachmentBytes(exported, `scrabble-${gameId}.gcg`).toString('utf8');
    const { problems, totals } = checkGcg(gcg);
    expect(problems).toEqual([]);
    // The players by their names in the game.
    expect(gcg.split('\n').slice(1, 1 + session.seats.length)).toEqual(session.seats.map((seat, i) => `#player${i + 1} ${seat.seat} ${seat.player.name}`));
    state.seats.forEach((seat, i) => expect(totals[seat]).toBe(state.scores[i]));
    expect(gcg.split('\n').filter((l) => l.startsWith('>')).length).toBe(state.turns.length);
    expect(session.record).not.toBeNull();
  }, 40_000);
});

describe('a game in French words, and a restart mid-game', () => {
  test('French words through /scrabble play, the AI plays French words; after a restart the rack is shown again and the game goes on to its end', async () => {
    h = await start(21);
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const gameId = await openAgainstAi(h, alice, { words: 'fr' });
    expect((await game(h, gameId)).state.language).toBe('fr');
    let mine = 0;
    let restarted = false;
    while (await untilMyTurn(h, gameId, alice)) {
      expect(mine++).toBeLessThan(80);
      if (mine === 4 && !restarted) {
        // Restart the bot on the same store: the panel shows the same rack, the game goes on.
        const before = await game(h, gameId);
        const rack = before.state.racks[before.state.seats.indexOf(seatOfUser(before.session, alice.id)!.seat)];
        await h.restart();
        restarted = true;
        const panel = await openPanel(h, alice);
        expect(panel.embeds[0]?.description).toContain([...rack].join(' '));
        expect(panel.attachments.length).toBe(1);
        const after = await game(h, gameId);
        expect(after.session.moveNumber).toBe(before.session.moveNumber);
      }
      const played = await playBestByCommand(h, gameId, alice, 'fr');
      if (played !== null) expect(FR.has(played.word.toUpperCase())).toBe(true);
    }
    const { session, state } = await game(h, gameId);
    expect(restarted).toBe(true);
    expect(session.status).toBe('finished');
    expect(state.ending).not.toBeNull();
    // Every word played by either side is a French word of the list; the AI played after the restart.
    for (const turn of state.turns) for (const word of turn.words) expect([word, FR.has(word)]).toEqual([word, true]);
    const aiSeat = state.seats.find((seat) => seat !== seatOfUser(session, alice.id)!.seat)!;
    const aiTurns = state.turns.filter((turn) => state.seats[turn.player] === aiSeat);
    expect(aiTurns.length).toBeGreaterThan(4);
  }, 60_000);
});

/** The newest message of the channel with Accept / Contest buttons still enabled (the play being judged). */
function judgeMessage(harness: Harness): FakeMessage {
  const found = [...harness.discord.messages(harness.discord.channelId)].reverse()
    .find((m) => buttonsOf(m).some((b) => b.id.kind === 'scrabble-judge' && b.component.disabled !== true));
  if (found === undefined) throw new Error('no message with judge buttons');
  return found;
}

async function verdict(harness: Harness, user: FakeUser, choice: 'accept' | 'challenge'): Promise<string> {
  const message = judgeMessage(harness);
  const answered = await click(harness, user, message, findButton(message, 'scrabble-judge', (id) => id.kind === 'scrabble-judge' && id.verdict === choice).custom_id);
  return privateText(answered);
}

/**
 * A play of the rack that forms a word not in the list: a legal placement (connected, through the
 * centre first) of the rack's letters, reordered until the main word is not a word. The table
 * judge lets it be placed; the others must judge it.
 */
function nonWordPlay(board: string, rack: string): { position: string; word: string } {
  for (const move of allMoves('en', board, rack, EN)) {
    const start = parsePosition(move.position)!;
    const fresh = [...move.word].map((_, i) => board[squareAt(start, i)!] === '.');
    const letters = [...move.word].filter((_, i) => fresh[i]);
    for (let shift = 1; shift < letters.length; shift++) {
      const turned = [...letters.slice(shift), ...letters.slice(0, shift)];
      let k = 0;
      const word = [...move.word].map((letter, i) => (fresh[i] ? turned[k++] : letter)).join('');
      if (!EN.has(word.toUpperCase())) return { position: move.position, word };
    }
  }
  throw new Error(`no play of ${rack} makes a non-word`);
}

describe('three people and an AI player with the table judge', () => {
  test('the others accept with their buttons; a contested word is taken back and played again; the AI contests a non-word and accepts words; resignations end the game', async () => {
    h = await start(13);
    const people = ['alice', 'bob', 'carol'].map((username) => h!.discord.createMember({ username, globalName: username[0].toUpperCase() + username.slice(1) }));
    const [alice, bob, carol] = people;
    const lobbyId = (await scrabble(h, alice, 'new', { words: 'en', judge: 'table', bots: 1 })).original()!.id;
    for (const user of [bob, carol]) await click(h, user, h.discord.message(lobbyId)!, findButton(h.discord.message(lobbyId)!, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
    const lobby = h.discord.message(lobbyId)!;
    await click(h, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    await waitForBots(h);
    const gameId = buttonsOf(lobby)[0].id.gameId;
    let { session, state } = await game(h, gameId);
    expect(state.seats.length).toBe(4);
    expect(state.judge).toBe('table');
    const aiSeat = session.seats.find((seat) => seat.player.type === 'ai')!.seat;
    const personAt = (seat: string) => people.find((user) => seatOfUser(session, user.id)?.seat === seat)!;
    const rackOf = (seat: string) => state.racks[state.seats.indexOf(seat)];

    let contested = false;
    let refusedByAi = false;
    let aiPlays = 0;
    for (let turn = 0; turn < 6; turn++) {
      ({ session, state } = await game(h, gameId));
      const seat = state.seats[state.current];
      if (seat === aiSeat) {
        // The AI has played: its play waits for the three people, named on the public message.
        expect(state.pending).not.toBeNull();
        const words = state.pending!.analysis.words.map(({ word }) => word);
        for (const word of words) expect(EN.has(word)).toBe(true);
        const message = judgeMessage(h);
        for (const user of people) expect(message.content).toContain(`<@${user.id}>`);
        for (const user of people) expect(await verdict(h, user, 'accept')).toBe('Your answer is recorded.');
        await waitForBots(h);
        ({ session, state } = await game(h, gameId));
        expect(state.pending).toBeNull();
        expect(state.turns.at(-1)).toMatchObject({ type: 'play', player: state.seats.indexOf(aiSeat) });
        aiPlays++;
        continue;
      }
      const player = personAt(seat);
      const others = people.filter((user) => user !== player);
      const rack = rackOf(seat);
      const scoreBefore = state.scores[state.current];
      if (!refusedByAi) {
        // A word not in the list: placed, then contested by the AI player at once; the player plays again.
        const wrong = nonWordPlay(state.board, rack);
        const preview = (await scrabble(h, player, 'play', wrong)).original()!;
        await click(h, player, preview, findButton(preview, 'scrabble-confirm').custom_id);
        await waitForBots(h);
        ({ session, state } = await game(h, gameId));
        expect(state.pending).toBeNull();
        expect(state.turns.at(-1)).toMatchObject({ type: 'withdrawn', word: wrong.word });
        expect(state.seats[state.current]).toBe(seat);
        expect(rackOf(seat)).toBe(rack);
        expect(h.discord.messages(h.discord.channelId).some((m) => m.embeds[0]?.description?.includes(`${wrong.word.toUpperCase()} at ${wrong.position} was contested and taken back`))).toBe(true);
        refusedByAi = true;
      }
      const played = await playBestByCommand(h, gameId, player);
      expect(played).not.toBeNull();
      await waitForBots(h);
      if (!contested) {
        // The first real word: one of the others contests it; it is taken back, the same player plays again.
        expect(await verdict(h, others[0], 'challenge')).toBe('Your answer is recorded.');
        await waitForBots(h);
        ({ session, state } = await game(h, gameId));
        expect(state.turns.at(-1)).toMatchObject({ type: 'withdrawn', word: played!.word });
        expect(state.seats[state.current]).toBe(seat);
        expect(state.scores[state.current]).toBe(scoreBefore);
        contested = true;
        expect(await playBestByCommand(h, gameId, player)).toEqual(played);
        await waitForBots(h);
      }
      // The AI accepts a listed word by itself; the two other people with their buttons.
      ({ session, state } = await game(h, gameId));
      expect(state.pending?.accepted).toEqual([aiSeat]);
      expect(await verdict(h, others[0], 'accept')).toBe('Your answer is recorded.');
      ({ state } = await game(h, gameId));
      expect(state.pending).not.toBeNull();
      // Its player, and one who accepted already, are told why their click does nothing; nothing changes.
      const waiting = seatOfUser(session, others[1].id)!.player.name;
      expect(await verdict(h, player, 'accept')).toBe(`This move is yours: the others accept or contest it. Waiting for: ${waiting}.`);
      expect(await verdict(h, others[0], 'challenge')).toBe(`You have already accepted this move. Waiting for: ${waiting}.`);
      expect((await game(h, gameId)).state).toEqual(state);
      await verdict(h, others[1], 'accept');
      await waitForBots(h);
      // The play counts and the turn moves on (the AI player may already have played after it).
      ({ session, state } = await game(h, gameId));
      const last = state.turns.filter((t) => t.type === 'play' && state.seats[t.player] === seat).at(-1)!;
      expect(last.word).toBe(played!.word);
      expect(state.scores[state.seats.indexOf(seat)]).toBe(scoreBefore + last.points);
      expect(state.seats[state.current]).not.toBe(seat);
    }
    expect([contested, refusedByAi, aiPlays > 0]).toEqual([true, true, true]);

    // Resignations: Carol's and Bob's seats then accept by themselves; when Alice resigns, the AI is left and wins by forfeit.
    for (const user of [carol, bob, alice]) {
      await waitForBots(h);
      const asked = (await scrabble(h, user, 'resign')).original()!;
      await click(h, user, asked, findButton(asked, 'resign', (id) => id.kind === 'resign' && id.confirm).custom_id);
      await waitForBots(h);
      ({ session, state } = await game(h, gameId));
      if (user !== alice) expect(session.status).toBe('playing');
    }
    expect(session.status).toBe('aborted');
    const end = h.discord.messages(h.discord.channelId).at(-1)!;
    expect(end.embeds[0]?.description ?? end.content).toContain(`${session.seats.find((s) => s.seat === aiSeat)!.player.name} wins by forfeit: too few players were left to go on.`);
    // The board where it stopped, as a finished game shows its final board.
    expect(end.attachments.map((a) => a.filename)).toEqual(['board.png']);
    // Its board (and a replay's last move) marks nobody to play.
    const board = (await scrabble(h, bob, 'board')).original()!;
    expect(board.embeds[0]?.fields?.[0]?.value).not.toContain('▶');
    // The exported record says who resigned, in order, and its replay names the winner.
    const exported = (await scrabble(h, bob, 'export')).original()!;
    const json = h.discord.attachmentBytes(exported, `scrabble-${gameId}.json`).toString('utf8');
    const seatOf = (user: FakeUser) => seatOfUser(session, user.id)!.seat;
    expect(JSON.parse(json).forfeit).toEqual({ resigned: [seatOf(carol), seatOf(bob), seatOf(alice)] });
    const file = join(mkdtempSync(join(tmpdir(), 'scrabble-forfeit-')), 'game.json');
    writeFileSync(file, json);
    // `npm run replay`, in this process.
    let stdout = '';
    expect(replayFiles([file], { out: (text) => { stdout += text; }, err: () => {} })).toBe(0);
    const summary = JSON.parse(stdout);
    expect(summary.winners).toEqual([aiSeat]);
    expect(summary.forfeit).toEqual({ resigned: [seatOf(carol), seatOf(bob), seatOf(alice)] });
  }, 30_000);
});

describe('the expert level', () => {
  test('chosen at /scrabble new and offered by the Bots panel in French; the expert AI plays its turns', async () => {
    h = await start(5);
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    // A level the game does not have: the refusal lists the game's own levels, and no lobby opens.
    const refused = await scrabble(h, alice, 'new', { bots: 1, bot_level: 'master' }, 'fr');
    expect(privateText(refused)).toMatch(/^Niveaux possibles\s: facile, moyen, difficile et expert\.$/);
    expect(h.discord.messages(h.discord.channelId)).toEqual([]);
    const opened = (await scrabble(h, alice, 'new', { bots: 1, bot_level: 'expert' }, 'fr')).original()!;
    const gameId = buttonsOf(opened)[0].id.gameId;
    const lobby = await h.bot.manager.getGame(gameId);
    if (!lobby.ok) throw new Error('no lobby');
    expect(lobby.value.session.seats.map((s) => [s.player.name, s.player.type === 'ai' ? s.player.level : 'person'])).toEqual([['Alice', 'person'], ['Littré', 'expert']]);
    expect(opened.embeds[0]?.description).toContain('**Littré**');
    expect(opened.embeds[0]?.description).toContain('robot expert');
    const panel = (await click(h, alice, opened, findButton(opened, 'lobby', (id) => id.kind === 'lobby' && id.action === 'bots').custom_id)).original()!;
    // The panel is Alice's own, in her Discord's language (English here).
    expect(buttonsOf(panel).filter((b) => b.id.kind === 'ai' && b.id.op === 'add').map((b) => b.component.label)).toEqual(['Add an easy AI player', 'Add a normal AI player', 'Add a hard AI player', 'Add an expert AI player']);
    expect(panel.embeds[0]?.description).toContain('**Expert**: against one opponent, tries its best moves');
    await click(h, alice, opened, findButton(opened, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    await waitForBots(h);
    let now = await game(h, gameId);
    const me = seatOfUser(now.session, alice.id)!.seat;
    if (now.state.seats[now.state.current] === me) {
      await passFromPanel(h, alice, await openPanel(h, alice));
      await waitForBots(h);
      now = await game(h, gameId);
    }
    // The expert AI has played: its move is in the record and in the channel, and it is Alice's turn again.
    const record = now.session.record as ScrabbleRecord;
    expect(record.actions.length).toBeGreaterThanOrEqual(1);
    expect(now.state.seats[now.state.current]).toBe(me);
    expect(h.discord.messages(h.discord.channelId).some((m) => /^Tour \d+ — /.test(m.embeds[0]?.title ?? '') && (m.embeds[0]?.description ?? '').includes('Littré'))).toBe(true);
  }, 40_000);
});

describe('what a newcomer types and clicks', () => {
  test('the word list and the AI names follow the creator’s language unless the option says otherwise; accents and ligatures are folded and said; Pass asks to confirm; a stopped game shows its board', async () => {
    h = await start(3);
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const lobbyOf = async (message: FakeMessage) => {
      const loaded = await h!.bot.manager.getGame(buttonsOf(message)[0].id.gameId);
      if (!loaded.ok) throw new Error('no lobby');
      return loaded.value.session;
    };
    const cancelLobby = async (message: FakeMessage) => {
      const asked = (await scrabble(h!, alice, 'abort')).original()!;
      const confirm = buttonsOf(asked).find((b) => b.id.kind === 'abort' && b.id.confirm);
      if (confirm !== undefined) await click(h!, alice, asked, confirm.component.custom_id);
      expect((await lobbyOf(message)).status).toBe('aborted');
    };
    // A French creator without the option: French words, a French lexicographer.
    const fr = (await scrabble(h, alice, 'new', { bots: 1 }, 'fr')).original()!;
    expect(fr.embeds[0]?.description ?? '').toContain('*Mots français, jugés');
    let lobby = await lobbyOf(fr);
    expect(lobby.options?.words).toBe('fr');
    expect(lobby.seats.map((s) => s.player.name)).toEqual(['Alice', 'Littré']);
    await cancelLobby(fr);
    // The option still wins over the creator's language.
    const en = (await scrabble(h, alice, 'new', { bots: 2, words: 'en' }, 'fr')).original()!;
    lobby = await lobbyOf(en);
    expect(lobby.options?.words).toBe('en');
    expect(lobby.seats.map((s) => s.player.name)).toEqual(['Alice', 'Johnson', 'Webster']);
    await cancelLobby(en);
    // An English creator without the option: English words, and the game's own messages name the English AI.
    const opened = (await scrabble(h, alice, 'new', { bots: 1 }, 'en-US')).original()!;
    expect(opened.embeds[0]?.description ?? '').toContain('English words');
    await click(h, alice, opened, findButton(opened, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    await waitForBots(h);
    const gameId = buttonsOf(opened)[0].id.gameId;
    const started = await game(h, gameId);
    const state = started.state;
    let session = started.session;
    expect(state.language).toBe('en');
    expect(session.seats.map((s) => s.player.name)).toEqual(['Alice', 'Johnson']);
    if (state.seats[state.current] !== seatOfUser(session, alice.id)!.seat) throw new Error('the AI plays first with this seed');
    const move = session.moveNumber;

    // A word typed with accents is played without them, and the preview says so.
    const rack = state.racks[state.current];
    const ACCENTED: Readonly<Record<string, string>> = { A: 'À', E: 'É', I: 'Î', O: 'Ô', U: 'Û', C: 'Ç' };
    const real = allMoves('en', state.board, rack, EN).find((m) => /^[A-Z]+$/.test(m.word) && [...m.word].some((l) => l in ACCENTED))!;
    expect(real).toBeDefined();
    const typed = [...real.word].map((l) => ACCENTED[l] ?? l).join('');
    const preview = (await scrabble(h, alice, 'play', { position: real.position, word: typed })).original()!;
    expect(preview.embeds[0]?.title).toBe(`Preview: ${real.word} at ${real.position}`);
    expect(preview.embeds[0]?.description).toContain(`${typed} is played as ${real.word}: Scrabble tiles have no accents or ligatures.`);
    // The autocomplete of the position reads the word the same way.
    const where = (word: string) => h!.discord.autocomplete({ user: alice, name: 'scrabble', subcommand: 'play', options: { position: '', word }, focused: 'position' }).choices();
    const plainly = await where(real.word);
    expect(plainly.map((c) => c.value)).toContain(real.position);
    expect(await where(typed)).toEqual(plainly);
    expect(plainly).not.toEqual(await where(''));
    // A lower-case accented letter is a blank's letter, as any lower-case letter; ligatures count two letters.
    const blanks = privateText(await scrabble(h, alice, 'play', { position: real.position, word: typed.toLowerCase() }));
    expect(blanks.split('\n')[0]).toBe(`${typed.toLowerCase()} is played as ${real.word.toLowerCase()}: Scrabble tiles have no accents or ligatures.`);
    expect(blanks.split('\n')[1]).toMatch(/^You have no blank left for the lower-case [a-z]: lower case marks a blank, so type the other letters in capitals\.$/);
    expect(privateText(await scrabble(h, alice, 'play', { position: '8H', word: 'ŒŒŒŒŒŒŒŒ' }))).toBe('ŒŒŒŒŒŒŒŒ is played as OEOEOEOEOEOEOEOE, 16 letters: a word has 15 at most.');
    expect(privateText(await scrabble(h, alice, 'play', { position: '8H', word: 'ŒŒŒŒŒŒŒŒ' }, 'fr'))).toMatch(/^ŒŒŒŒŒŒŒŒ se joue OEOEOEOEOEOEOEOE, soit 16 lettres\s?: un mot en a 15 au plus\.$/);
    expect(privateText(await scrabble(h, alice, 'play', { position: '8H', word: 'ÉT-É' }))).toBe('A word is 2 to 15 letters A to Z, accents allowed (lower case for a blank, a dot for a tile already on the board).');
    expect((await game(h, gameId)).session.moveNumber).toBe(move);

    // Pass asks first, privately; Back leaves the turn as it was; the confirmation passes.
    const panel = await openPanel(h, alice);
    await click(h, alice, panel, findButton(panel, 'scrabble-pass').custom_id);
    let asked = h.discord.message(panel.id)!;
    expect(asked.flags & 64).toBe(64);
    expect(asked.embeds[0]?.title).toBe('Pass your turn?');
    expect(asked.embeds[0]?.description).toBe('You score nothing and keep your tiles. After six scoreless turns in a row, the game ends.');
    expect(buttonsOf(asked).map((b) => b.id.kind)).toEqual(['scrabble-passok', 'scrabble-back']);
    await click(h, alice, asked, findButton(asked, 'scrabble-back').custom_id);
    expect((await game(h, gameId)).session.moveNumber).toBe(move);
    expect(buttonsOf(h.discord.message(panel.id)!).some((b) => b.id.kind === 'scrabble-pass')).toBe(true);
    await click(h, alice, h.discord.message(panel.id)!, findButton(h.discord.message(panel.id)!, 'scrabble-pass').custom_id);
    asked = h.discord.message(panel.id)!;
    const confirmId = findButton(asked, 'scrabble-passok').custom_id;
    // Confirmed from a second panel, the first one still asking.
    const second = await openPanel(h, alice);
    await click(h, alice, second, findButton(second, 'scrabble-pass').custom_id);
    await click(h, alice, h.discord.message(second.id)!, findButton(h.discord.message(second.id)!, 'scrabble-passok').custom_id);
    ({ session } = await game(h, gameId));
    expect((session.record as ScrabbleRecord).actions[move]).toEqual({ type: 'pass' });
    expect(h.discord.message(second.id)!.embeds[0]?.description).toMatch(/^You passed your turn\.\nYour tiles: `/);
    expect(h.discord.messages(h.discord.channelId).some((m) => m.embeds[0]?.description?.includes('Alice passed.'))).toBe(true);
    await waitForBots(h);
    // The first panel's confirmation, once the turn is over: refused, nothing played.
    const entries = (await game(h, gameId)).state.turns.length;
    expect(privateText(await click(h, alice, asked, confirmId))).toBe('This choice has expired: the game has moved on.');
    expect((await game(h, gameId)).state.turns.length).toBe(entries);

    // Stopped: the end message shows the board where the game stopped.
    const stop = (await scrabble(h, alice, 'abort')).original()!;
    await click(h, alice, stop, findButton(stop, 'abort', (id) => id.kind === 'abort' && id.confirm).custom_id);
    ({ session } = await game(h, gameId));
    expect(session.status).toBe('aborted');
    const end = [...h.discord.messages(h.discord.channelId)].reverse().find((m) => m.embeds.some((e) => e.footer?.text?.includes(gameId)))!;
    expect(end.embeds[0]?.title).toMatch(/ended early|stopped/i);
    expect(end.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(end.embeds[0]?.image?.url).toMatch(/\/board\.png$/);
  }, 40_000);
});
