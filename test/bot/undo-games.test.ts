import { afterEach, describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/catalog.ts';
import type { GameSession } from '../../src/session/session.ts';
import type { FakeMessage, FakeUser, OptionValue } from '../../src/playground/discord/fake-discord.ts';
import { members } from './driver.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, STUB_IMAGES, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

function slash(harness: Harness, user: FakeUser, game: string, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}) {
  return act(harness, harness.discord.slashCommand({ user, name: game, subcommand, options, channelId: harness.discord.channelId }));
}

/** Opens a game of people only (the first opens, the others join with the button) and starts it. */
async function openGame(harness: Harness, game: string, users: readonly FakeUser[], options: Readonly<Record<string, OptionValue>> = {}): Promise<string> {
  const lobby = (await slash(harness, users[0], game, 'new', options)).original()!;
  for (const user of users.slice(1)) await click(harness, user, harness.discord.message(lobby.id)!, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
  const ready = harness.discord.message(lobby.id)!;
  await click(harness, users[0], ready, findButton(ready, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
  return buttonsOf(lobby)[0].id.gameId;
}

async function stored(harness: Harness, gameId: string): Promise<{ session: GameSession; state: unknown; entries: number }> {
  const loaded = await harness.bot.manager.getGame(gameId);
  if (!loaded.ok) throw new Error(loaded.error.code);
  const { session, state } = loaded.value;
  return { session, state, entries: harness.bot.manager.gameOf(session).rules.entries(session.record).length };
}

/** The user whose seat is to act. */
async function toAct(harness: Harness, gameId: string, users: readonly FakeUser[]): Promise<FakeUser> {
  const { session, state } = await stored(harness, gameId);
  const seat = harness.bot.manager.gameOf(session).rules.toAct(state)[0];
  const holder = session.seats.find((s) => s.seat === seat)?.player;
  const user = users.find((u) => holder?.type === 'human' && holder.userId === u.id);
  if (user === undefined) throw new Error(`nobody of the table holds ${seat}`);
  return user;
}

/** The newest message of the channel with a button of a kind. */
function newest(harness: Harness, kind: string): FakeMessage {
  const found = [...harness.discord.messages(harness.discord.channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === kind));
  if (found === undefined) throw new Error(`no message with a ${kind} button`);
  return found;
}

describe('undo in the other games, through the local Discord', () => {
  test('Scrabble: a pass is taken back at once from the Undo button of the panel, and the rack panel comes back', async () => {
    h = await startHarness();
    const [alice, berenice] = members(h, 2);
    const gameId = await openGame(h, 'scrabble', [alice, berenice], { words: 'en' });
    const player = await toAct(h, gameId, [alice, berenice]);
    const turn = newest(h, 'scrabble-play');
    const panel = (await click(h, player, turn, findButton(turn, 'scrabble-play').custom_id)).original()!;
    await click(h, player, panel, findButton(h.discord.message(panel.id)!, 'scrabble-pass').custom_id);
    await click(h, player, panel, findButton(h.discord.message(panel.id)!, 'scrabble-passok').custom_id);
    expect((await stored(h, gameId)).entries).toBe(1);
    const done = h.discord.message(panel.id)!;
    await click(h, player, done, findButton(done, 'undo').custom_id);
    const after = await stored(h, gameId);
    expect(after.entries).toBe(0);
    expect(after.session.undoNotes).toHaveLength(1);
    expect(await toAct(h, gameId, [alice, berenice])).toBe(player);
    // The panel offers the turn's moves again.
    expect(buttonsOf(h.discord.message(panel.id)!).some((b) => b.id.kind === 'scrabble-pass')).toBe(true);
  });

  test('Scrabble: the board drawn after an undo is of the game as it is, not the picture kept for that move number before the undo', async () => {
    const boards: string[] = [];
    h = await startHarness({ images: { draw: async (job) => (job.kind === 'board' && job.key !== undefined && boards.push(job.key), STUB_IMAGES.draw(job)) } });
    const [alice, berenice] = members(h, 2);
    const gameId = await openGame(h, 'scrabble', [alice, berenice], { words: 'en' });
    const player = await toAct(h, gameId, [alice, berenice]);
    const pass = async () => {
      const turn = newest(h!, 'scrabble-play');
      const panel = (await click(h!, player, turn, findButton(turn, 'scrabble-play').custom_id)).original()!;
      await click(h!, player, panel, findButton(h!.discord.message(panel.id)!, 'scrabble-pass').custom_id);
      await click(h!, player, panel, findButton(h!.discord.message(panel.id)!, 'scrabble-passok').custom_id);
      await h!.settle();
      return panel;
    };
    const panel = await pass();
    const passed = boards.at(-1)!;
    await click(h, player, h.discord.message(panel.id)!, findButton(h.discord.message(panel.id)!, 'undo').custom_id);
    await pass();
    expect((await stored(h, gameId)).entries).toBe(1);
    // The same move number again, after the undo: another state, so another picture (a bot's cache would otherwise give the old one).
    expect(boards.at(-1)).not.toBe(passed);
    expect(boards.at(-1)).toContain(':u');
  });

  test('Jass (Schieber): the trump named is taken back by command; nobody else may undo it', async () => {
    h = await startHarness();
    const users = members(h, 4);
    const gameId = await openGame(h, 'jass', users, { variant: 'schieber' });
    const chooser = await toAct(h, gameId, users);
    const turn = newest(h, 'jass-play');
    const panel = (await click(h, chooser, turn, findButton(turn, 'jass-play').custom_id)).original()!;
    await click(h, chooser, panel, findButton(h.discord.message(panel.id)!, 'jass-trump').custom_id);
    expect((await stored(h, gameId)).entries).toBe(1);
    const other = users.find((u) => u !== chooser)!;
    const refused = privateText(await slash(h, other, 'jass', 'undo'));
    expect([t('en', 'undo.nothing'), t('fr', 'undo.nothing')]).toContain(refused);
    await slash(h, chooser, 'jass', 'undo');
    const after = await stored(h, gameId);
    expect(after.entries).toBe(0);
    expect(after.session.undoNotes?.[0]).toMatchObject({ agreed: false, moveNumber: 0 });
    expect(await toAct(h, gameId, users)).toBe(chooser);
  });

  test('tCHu: a card drawn from the deck is taken back once the other player agrees', async () => {
    h = await startHarness({ seed: 2 });
    const users = members(h, 2);
    const gameId = await openGame(h, 'tchu', users);
    const move = async (user: FakeUser, action: unknown) => {
      const { session } = await stored(h!, gameId);
      const moved = await h!.bot.manager.move(h!.discord.channelId, { gameId, moveNumber: session.moveNumber, userId: user.id, action });
      expect(moved.ok).toBe(true);
    };
    for (const user of users) {
      const { session, state } = await stored(h, gameId);
      const seat = session.seats.find((s) => s.player.type === 'human' && s.player.userId === user.id)!.seat;
      const tchu = state as { players: string[]; playerStates: { offered: number[] | null }[] };
      await move(user, { type: 'chooseTickets', keep: tchu.playerStates[tchu.players.indexOf(seat)].offered!.slice(0, 3) });
    }
    const player = await toAct(h, gameId, users);
    const other = users.find((u) => u !== player)!;
    await move(player, { type: 'drawCard', slot: 'deck' });
    expect((await stored(h, gameId)).entries).toBe(3);
    const asked = privateText(await slash(h, player, 'tchu', 'undo'));
    expect([t('en', 'undo.asked'), t('fr', 'undo.asked')]).toContain(asked);
    const request = newest(h, 'undo-vote');
    expect(request.content).toContain(`<@${other.id}>`);
    await click(h, other, request, findButton(request, 'undo-vote', (id) => id.kind === 'undo-vote' && id.agree).custom_id);
    const after = await stored(h, gameId);
    expect(after.entries).toBe(2);
    expect(after.session.undoNotes?.[0]).toMatchObject({ agreed: true, moveNumber: 2 });
    expect(await toAct(h, gameId, users)).toBe(player);
    expect(buttonsOf(h.discord.message(request.id)!)).toHaveLength(0);
  });

  test('tCHu: once both cards of a draw are taken, one undo takes back both, and the turn starts again', async () => {
    h = await startHarness({ seed: 2 });
    const users = members(h, 2);
    const gameId = await openGame(h, 'tchu', users);
    const move = async (user: FakeUser, action: unknown) => {
      const { session } = await stored(h!, gameId);
      const moved = await h!.bot.manager.move(h!.discord.channelId, { gameId, moveNumber: session.moveNumber, userId: user.id, action });
      expect(moved.ok).toBe(true);
    };
    for (const user of users) {
      const { session, state } = await stored(h, gameId);
      const seat = session.seats.find((s) => s.player.type === 'human' && s.player.userId === user.id)!.seat;
      const tchu = state as { players: string[]; playerStates: { offered: number[] | null }[] };
      await move(user, { type: 'chooseTickets', keep: tchu.playerStates[tchu.players.indexOf(seat)].offered!.slice(0, 3) });
    }
    const player = await toAct(h, gameId, users);
    const other = users.find((u) => u !== player)!;
    await move(player, { type: 'drawCard', slot: 'deck' });
    await move(player, { type: 'drawCard', slot: 0 });
    expect((await stored(h, gameId)).entries).toBe(4);
    expect(await toAct(h, gameId, users)).toBe(other);
    await slash(h, player, 'tchu', 'undo');
    const request = newest(h, 'undo-vote');
    await click(h, other, request, findButton(request, 'undo-vote', (id) => id.kind === 'undo-vote' && id.agree).custom_id);
    const after = await stored(h, gameId);
    expect(after.entries).toBe(2);
    expect(after.session.undoNotes).toEqual([expect.objectContaining({ agreed: true, moveNumber: 2, dropped: 2 })]);
    expect((after.state as { step: string }).step).toBe('TURN');
    expect(await toAct(h, gameId, users)).toBe(player);
  });
});
