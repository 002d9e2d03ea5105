import { afterEach, describe, expect, test } from 'vitest';
import { playOrderOf } from '../../src/games/game.ts';
import { HOSTED } from '../../src/hosted.ts';
import type { LoadedSession } from '../../src/session/manager.ts';
import { isAiSeat, seatOfKey } from '../../src/session/session.ts';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { act, buttonsOf, click, findButton, startHarness, TABLES_WITH_BOTS as GAMES, type Harness, waitForBots } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const THINKING = { en: 'is thinking…', fr: 'réfléchit…' } as const;

/** The seat order a game's rules give, the first of it the seat to act at the start (read from the engine, not the lobby). */
function firstToAct(game: string, seed: number, seats: readonly string[]): string {
  const module = HOSTED.get(game)!;
  const record = module.rules.newRecord(seats, seed, Object.fromEntries(module.rules.options.map((o) => [o.key, o.default])));
  const start = module.rules.start(record) as Record<string, unknown>;
  // tCHu: both choose tickets first; the turns start with the player drawn (`first`).
  if (game === 'tchu') return seats[start.first as number];
  return module.rules.toAct(start)[0];
}

/** A seed whose game starts with the given kind of seat to act (the person sits in the first seat). */
function seedWhereFirstIs(game: string, seats: readonly string[], wanted: 'person' | 'ai'): number {
  for (let seed = 1; seed < 200; seed++) if ((firstToAct(game, seed, seats) === seats[0]) === (wanted === 'person')) return seed;
  throw new Error(`no seed of ${game} starts with a ${wanted}`);
}

/** Opens a game of `game` as alice with AI seats, and starts it: the lobby message. */
async function openWithBots(harness: Harness, alice: FakeUser, game: string, bots: number, locale = 'en-GB'): Promise<{ lobby: FakeMessage; gameId: string }> {
  const opened = await act(harness, harness.discord.slashCommand({ user: alice, name: game, subcommand: 'new', options: { bots }, channelId: harness.discord.channelId, locale }));
  const lobby = opened.original()!;
  await click(harness, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
  await harness.settle();
  return { lobby: harness.discord.message(lobby.id)!, gameId: buttonsOf(lobby)[0].id.gameId };
}

async function stored(harness: Harness, gameId: string): Promise<LoadedSession> {
  const read = await harness.bot.manager.getGame(gameId);
  if (!read.ok) throw new Error(read.error.code);
  return read.value;
}


/** The person plays the game's own simple move for their seat (as a resigned seat would), and it is announced. */
async function personPlays(harness: Harness, alice: FakeUser, gameId: string): Promise<void> {
  const { session, state } = await stored(harness, gameId);
  const rules = harness.bot.manager.gameOf(session).rules;
  const seat = rules.toAct(state).find((key) => seatOfKey(session, key)?.player.type === 'human')!;
  const moved = await harness.bot.manager.move(session.channelId, { gameId, moveNumber: session.moveNumber, userId: alice.id, action: rules.autoAction(state, seat) });
  if (!moved.ok) throw new Error(`${moved.error.code}: ${moved.error.message}`);
  await harness.bot.announcer.due(session.channelId, gameId);
}

describe('an AI’s turn message once it has played', () => {
  test.each(GAMES)('$game: the “is thinking…” line gives way to “has played”, and only the AI’s turn under way says it thinks', async ({ game, bots }) => {
    const seats = HOSTED.get(game)!.rules.seats.keys.slice(0, bots + 1);
    // Jass posts a turn message for an AI only when it starts a deal: an AI starts there.
    h = await startHarness({ seed: game === 'jass' ? seedWhereFirstIs(game, seats, 'ai') : 1, bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const { gameId } = await openWithBots(h, alice, game, bots);
    await waitForBots(h);
    let played = 0;
    for (let step = 0; step < 60 && played < 3; step++) {
      const { session, state } = await stored(h, gameId);
      if (session.status !== 'playing') break;
      const toAct = h.bot.manager.gameOf(session).rules.toAct(state);
      if (toAct.some((key) => seatOfKey(session, key)?.player.type === 'human')) {
        await personPlays(h, alice, gameId);
        played++;
      }
      await waitForBots(h);
    }
    const { session } = await stored(h, gameId);
    const channel = h.discord.messages(h.discord.channelId);
    const aiNames = session.seats.filter(isAiSeat).map((seat) => seat.player.name);
    const done = channel.filter((m) => /^🤖 .+ (has|have) played\.$/.test(m.content));
    expect(done.length).toBeGreaterThan(0);
    for (const message of done) expect(aiNames.some((name) => message.content.includes(name))).toBe(true);
    // Retired AI turn messages keep no button but the log's, and their board.
    for (const message of done) expect(buttonsOf(message)).toEqual([]);
    // The person is to act (or the game is over): no message says an AI is thinking.
    expect(channel.filter((m) => m.content.includes(THINKING.en)).map((m) => m.content)).toEqual([]);
    // Nor does a past turn still call the person to play: a person's turn message, once retired, is its embed alone.
    const calls = channel.filter((m) => m.content.includes(`<@${alice.id}>`) && /your (turn|card to play)/.test(m.content));
    expect(calls.length).toBeLessThanOrEqual(1);
    for (const message of calls) expect(buttonsOf(message).some((b) => b.component.disabled !== true)).toBe(true);
    const retired = channel.filter((m) => m.embeds.length > 0 && m.content === '' && buttonsOf(m).every((b) => b.id.kind === 'log'));
    expect(retired.length).toBeGreaterThan(0);
  }, 60_000);

  test('in French: « a joué » in the game’s language', async () => {
    const seats = ['S', 'E', 'N', 'W']; // Jass's seats in play order (counter-clockwise)
    h = await startHarness({ seed: seedWhereFirstIs('jass', seats, 'ai'), bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    await openWithBots(h, alice, 'jass', 3, 'fr');
    await waitForBots(h);
    const channel = h.discord.messages(h.discord.channelId);
    expect(channel.some((m) => /^🤖 .+ a joué\.$/.test(m.content))).toBe(true);
    expect(channel.filter((m) => m.content.includes(THINKING.fr))).toEqual([]);
  }, 60_000);
});

describe('the order of play in the started lobby', () => {
  /** The seat names in the order the lobby's text gives them. */
  function namesInOrder(text: string, names: readonly string[]): string[] {
    return [...names].filter((name) => text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
  }

  test.each(GAMES.flatMap(({ game, bots }) => (['person', 'ai'] as const).map((first) => ({ game, bots, first }))).filter(({ game, first }) => first === 'person' || game === 'jass' || game === 'tchu'))(
    '$game, a $first first: the order starts with who plays first and names every seat, AI players too',
    async ({ game, bots, first }) => {
      const seats = HOSTED.get(game)!.rules.seats.keys.slice(0, bots + 1);
      const seed = seedWhereFirstIs(game, seats, first);
      h = await startHarness({ seed });
      const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
      const { lobby, gameId } = await openWithBots(h, alice, game, bots);
      const { session } = await stored(h, gameId);
      const text = lobby.embeds[0]?.description ?? '';
      expect(text).toMatch(/^The game begins! Order of play: /);
      const names = session.seats.map((seat) => seat.player.name);
      const order = namesInOrder(text, names);
      expect(order).toHaveLength(seats.length);
      const starter = firstToAct(game, seed, seats);
      expect(order[0]).toBe(seatOfKey(session, starter)!.player.name);
      expect(order[0] === 'Alice').toBe(first === 'person');
      // Round the table from there, in the rules' seat order.
      const at = seats.indexOf(starter);
      expect(order).toEqual([...seats.slice(at), ...seats.slice(0, at)].map((key) => seatOfKey(session, key)!.player.name));
      expect(playOrderOf(HOSTED.get(game)!.rules, session.record)).toEqual([...seats.slice(at), ...seats.slice(0, at)]);
    },
    30_000,
  );
});
