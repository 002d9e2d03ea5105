import { afterEach, describe, expect, test } from 'vitest';
import { customIdKinds, encodeCustomId, gameIdSpecs, HAND_OVER_STEPS, ID_PLACES, LOBBY_ACTIONS, placeOf, REMATCH_STEPS, TOURNAMENT_ACTIONS, type CustomId, type PlatformKind } from '../../src/bot/custom-id.ts';
import { modalHandlers } from '../../src/bot/registry.ts';
import { t } from '../../src/i18n/catalog.ts';
import type { GameSession } from '../../src/session/session.ts';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../../src/playground/discord/fake-discord.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { command, members, openGame as openChacun, playerToMove } from './driver.ts';
import { forgeClick } from './forge.ts';
import { act, buttonsOf, click, findButton, startHarness, turnMessage, type Harness } from './harness.ts';
import { HOSTED } from '../../src/hosted.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

const REFUSED = t('en', 'router.notOnThisMessage');

/** One example of each platform kind (all its variants that act differently), for a game at a move. */
const PLATFORM_SAMPLES: Record<PlatformKind, (gameId: string, move: number) => CustomId[]> = {
  lobby: (gameId) => LOBBY_ACTIONS.map((action) => ({ kind: 'lobby', gameId, action })),
  color: (gameId) => [{ kind: 'color', gameId }],
  ai: (gameId) => [
    { kind: 'ai', gameId, op: 'add', arg: 0 },
    { kind: 'ai', gameId, op: 'remove', arg: 0 },
  ],
  board: (gameId) => [{ kind: 'board', gameId }],
  log: (gameId) => [{ kind: 'log', gameId, page: 0 }],
  abort: (gameId) => [false, true].flatMap((confirm): CustomId[] => [{ kind: 'abort', gameId, confirm }, { kind: 'abort', gameId, confirm, lobby: true }]),
  resign: (gameId) => [
    { kind: 'resign', gameId, confirm: false },
    { kind: 'resign', gameId, confirm: true },
  ],
  export: (gameId) => [{ kind: 'export', gameId }],
  handover: (gameId) => HAND_OVER_STEPS.map((vote) => ({ kind: 'handover', gameId, seat: 0, vote })),
  undo: (gameId, move) => [{ kind: 'undo', gameId, move }],
  'undo-vote': (gameId, move) => [true, false].map((agree) => ({ kind: 'undo-vote', gameId, move, agree })),
  replay: (gameId) => [{ kind: 'replay', gameId, move: 0 }],
  replayJump: (gameId) => [{ kind: 'replayJump', gameId }],
  replayGoto: (gameId) => [{ kind: 'replayGoto', gameId }],
  replayMove: (gameId) => [{ kind: 'replayMove', gameId }],
  animation: (gameId) => [{ kind: 'animation', gameId }],
  ranks: () => [{ kind: 'ranks', gameId: 'chacun', page: 0 }],
  rematch: (gameId) => REMATCH_STEPS.map((step) => ({ kind: 'rematch', gameId, step })),
  lfg: () => [{ kind: 'lfg', gameId: 'chacun' }],
  tournament: (gameId) => TOURNAMENT_ACTIONS.map((action) => ({ kind: 'tournament', gameId, action })),
};

/** Form submissions are not clicked: their kinds are judged with the message the form was opened from. */
const FORMS = new Set<string>(modalHandlers(HOSTED).map((handler) => handler.kind));

/** Examples of a kind for a game at a move: a game's kind gets the move, and the first value of its other fields. */
function samples(kind: string, gameId: string, move: number): CustomId[] {
  if (Object.hasOwn(PLATFORM_SAMPLES, kind)) return PLATFORM_SAMPLES[kind as PlatformKind](gameId, move);
  const spec = gameIdSpecs().find((s) => s.kind === kind);
  if (spec === undefined) throw new Error(`no spec for ${kind}`);
  const fields = spec.fields.map(([name, field]) => [name, name === 'move' ? move : 'int' in field ? Math.max(0, field.int[0]) : 'word' in field ? field.word[0] : false]);
  return [{ kind: spec.kind, gameId, ...Object.fromEntries(fields) } as unknown as CustomId];
}

/** The platform's custom-id kinds and the hosted games' (not those of a test's own table of games run earlier in the same process). */
function hostedKinds(): CustomId['kind'][] {
  const gameKinds = new Set<string>(gameIdSpecs().map((spec) => spec.kind));
  const hosted = new Set<string>(HOSTED.discords.flatMap((discord) => discord.customIds.map((spec) => spec.kind)));
  return customIdKinds().filter((kind) => !gameKinds.has(kind) || hosted.has(kind));
}

/** The custom ids of every clickable kind (a game's own kinds: only those of `game`, if given), for a game at a move. */
function everyClickable(gameId: string, move: number, place?: (typeof ID_PLACES)[number], game?: string): CustomId[] {
  const own = game === undefined ? null : new Set<string>(HOSTED.discordOf(game).customIds.map((spec) => spec.kind));
  return hostedKinds()
    .filter((kind) => !FORMS.has(kind) && (place === undefined || placeOf(kind) === place))
    .filter((kind) => own === null || Object.hasOwn(PLATFORM_SAMPLES, kind) || own.has(kind))
    .flatMap((kind) => samples(kind, gameId, move));
}

/** The text the bot last answered an interaction with, which must be private. */
function privateAnswer(handle: InteractionHandle, what: string): string {
  const messages = [handle.original(), ...handle.followUps()].filter((m): m is FakeMessage => m !== null);
  const last = messages[messages.length - 1];
  expect(last, `${what}: answered`).toBeDefined();
  expect(last!.flags & 64, `${what}: answered privately`).toBe(64);
  return [last!.content, ...last!.embeds.map((e) => e.description ?? '')].join(' ').trim();
}

function slash(harness: Harness, user: FakeUser, game: string, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}, channelId = harness.discord.channelId) {
  return act(harness, harness.discord.slashCommand({ user, name: game, subcommand, options, channelId }));
}

/** Opens a game of people only in a channel (the first opens, the others join with the button) and starts it; its id. */
async function openGame(harness: Harness, game: string, users: readonly FakeUser[], options: Readonly<Record<string, OptionValue>> = {}, channelId = harness.discord.channelId): Promise<string> {
  const lobby = (await slash(harness, users[0], game, 'new', options, channelId)).original()!;
  const join = findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id;
  for (const user of users.slice(1)) await click(harness, user, harness.discord.message(lobby.id)!, join);
  const ready = harness.discord.message(lobby.id)!;
  await click(harness, users[0], ready, findButton(ready, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
  return buttonsOf(lobby)[0].id.gameId;
}

async function stored(harness: Harness, gameId: string): Promise<{ session: GameSession; toAct: readonly string[] }> {
  const loaded = await harness.bot.manager.getGame(gameId);
  if (!loaded.ok) throw new Error(loaded.error.code);
  const { session, state } = loaded.value;
  return { session, toAct: state === null ? [] : harness.bot.manager.gameOf(session).rules.toAct(state) };
}

/** What a forged click must leave as it was: the game's moves, status and seats. */
async function footprint(harness: Harness, gameId: string): Promise<string> {
  const { session } = await stored(harness, gameId);
  return JSON.stringify({ status: session.status, move: session.moveNumber, seats: session.seats.map((s) => [s.seat, s.player.type, s.resignedAt ?? null]), vote: session.clock?.vote ?? null });
}

/** The user whose seat is (first) to act. */
async function toAct(harness: Harness, gameId: string, users: readonly FakeUser[]): Promise<FakeUser> {
  const { session, toAct: seats } = await stored(harness, gameId);
  const holder = session.seats.find((s) => s.seat === seats[0])?.player;
  const user = users.find((u) => holder?.type === 'human' && holder.userId === u.id);
  if (user === undefined) throw new Error(`nobody of the table holds ${seats[0]}`);
  return user;
}

/** The newest message of a channel with a button of a kind. */
function newest(harness: Harness, kind: string, channelId = harness.discord.channelId): FakeMessage {
  const found = [...harness.discord.messages(channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === kind));
  if (found === undefined) throw new Error(`no message with a ${kind} button`);
  return found;
}

/** Forges a click of every id on a message; each must be refused privately, leaving the message and the games as they were. */
async function expectAllRefused(harness: Harness, user: FakeUser, message: FakeMessage, ids: readonly CustomId[], games: readonly string[], text?: string): Promise<void> {
  const before = harness.discord.message(message.id)!;
  const games0 = await Promise.all(games.map((g) => footprint(harness, g)));
  for (const id of ids) {
    const customId = encodeCustomId(id);
    const answered = privateAnswer(await forgeClick(harness, user, before, customId), customId);
    if (text !== undefined) expect(answered, customId).toBe(text);
    const now = harness.discord.message(message.id)!;
    expect(now.revision, `${customId} edited the message`).toBe(before.revision);
    expect(await Promise.all(games.map((g) => footprint(harness, g))), `${customId} changed a game`).toEqual(games0);
  }
}

describe('every control acts only on its own game, message and player', () => {
  test('every custom-id kind, the platform\'s and every game\'s, says where it is put', () => {
    const kinds = hostedKinds();
    expect(kinds.length).toBeGreaterThan(40);
    const unclassified = kinds.filter((kind) => !(ID_PLACES as readonly (string | undefined)[]).includes(placeOf(kind)));
    expect(unclassified).toEqual([]);
    // The examples below cover every kind (a new platform kind must get one: the Record is complete).
    for (const kind of kinds) expect(samples(kind, 'abcdef', 1).length, kind).toBeGreaterThan(0);
  });

  test('ChaCuN: a forged "No" of /resign or /abort on the lobby or on the live turn message edits nothing, and the game goes on', async () => {
    h = await startHarness();
    const [alice, berenice] = members(h, 2);
    const lobby = (await command(h, alice, 'new')).original()!;
    const gameId = buttonsOf(lobby)[0].id.gameId;
    const noes: CustomId[] = [
      { kind: 'resign', gameId, confirm: false },
      { kind: 'abort', gameId, confirm: false },
      { kind: 'abort', gameId, confirm: false, lobby: true },
    ];
    await expectAllRefused(h, alice, lobby, noes, [gameId], REFUSED);
    await expectAllRefused(h, berenice, lobby, noes, [gameId], REFUSED);
    // The lobby works as before.
    await click(h, berenice, h.discord.message(lobby.id)!, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
    const ready = h.discord.message(lobby.id)!;
    await click(h, alice, ready, findButton(ready, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const turn = newest(h, 'play');
    const player = await toAct(h, gameId, [alice, berenice]);
    await expectAllRefused(h, player, turn, noes, [gameId], REFUSED);
    await expectAllRefused(h, player === alice ? berenice : alice, turn, noes, [gameId], REFUSED);
    // The Play button is still there and opens the panel: the game goes on.
    const play = findButton(h.discord.message(turn.id)!, 'play');
    const panel = (await click(h, player, turn, play.custom_id)).original()!;
    expect(panel.flags & 64).toBe(64);
    expect(panel.components.length).toBeGreaterThan(0);
    // Another user's private panel: the "No" of a confirmation is refused there too, the panel stays.
    await expectAllRefused(h, player === alice ? berenice : alice, panel, noes, [gameId], t('en', 'router.notYourMessage'));
  });

  test.each([
    ['chacun', 2, {}],
    ['jass', 4, { variant: 'schieber' }],
    ['scrabble', 2, { words: 'en' }],
    ['tchu', 2, {}],
  ] as const)('%s: every panel control, the platform\'s and the game\'s, forged on the live turn message by the player to act edits nothing; the turn goes on', async (game, count, options) => {
    h = await startHarness();
    const users = members(h, count);
    const gameId = await openGame(h, game, users, options);
    const playKind = HOSTED.discordOf(game).customIds.find((spec) => spec.place === 'public' && spec.kind.endsWith('play'))!.kind;
    const turn = newest(h, playKind);
    const player = await toAct(h, gameId, users);
    const { session } = await stored(h, gameId);
    const ids = everyClickable(gameId, session.moveNumber, 'panel', game);
    expect(ids.some((id) => HOSTED.discordOf(game).customIds.some((spec) => spec.kind === id.kind))).toBe(true);
    await expectAllRefused(h, player, turn, ids, [gameId], REFUSED);
    const panel = (await click(h, player, turn, findButton(h.discord.message(turn.id)!, playKind).custom_id)).original()!;
    expect(panel.flags & 64).toBe(64);
    expect(panel.components.length).toBeGreaterThan(0);
  });

  test('a control of a game clicked in another game\'s channel, on its turn message or on a panel there, is refused and changes nothing', async () => {
    h = await startHarness();
    const [alice, berenice] = members(h, 2);
    const other = h.discord.createTextChannel({ name: 'other' });
    const gameA = await openGame(h, 'chacun', [alice, berenice]);
    const gameB = await openGame(h, 'chacun', [berenice, alice], {}, other.id);
    const moveA = (await stored(h, gameA)).session.moveNumber;
    const ids = everyClickable(gameA, moveA);
    const turnB = newest(h, 'play', other.id);
    const inA = await toAct(h, gameA, [alice, berenice]);
    await expectAllRefused(h, inA, turnB, ids, [gameA, gameB]);
    const inB = await toAct(h, gameB, [alice, berenice]);
    const panelB = (await click(h, inB, turnB, findButton(h.discord.message(turnB.id)!, 'play').custom_id)).original()!;
    await expectAllRefused(h, inB, panelB, ids, [gameA, gameB]);
    // Both games go on: the turn message in B still has its Play button.
    expect(findButton(h.discord.message(turnB.id)!, 'play')).toBeDefined();
  });

  test('a forged answer to a hand-over vote, on the turn message or on the timeout notice, edits nothing and leaves the vote open', async () => {
    const clock = new ManualClock();
    h = await startHarness({ bot: { clock, aiDelayMs: 1 } });
    const players = ['alice', 'bob', 'carol'].map((username) => h!.discord.createMember({ username }));
    const table = await openChacun(h, players, { newOptions: { time_limit: '1h' } });
    const absent = (await playerToMove(table))!;
    const [first, second] = players.filter((p) => p.id !== absent.id);
    clock.advance(3_600_000);
    await h.bot.deadlines.idle();
    await h.settle();
    const notice = h.discord.messages(h.discord.channelId).find((m) => m.content.startsWith('⌛'))!;
    const propose = findButton(notice, 'handover');
    const seat = (buttonsOf(notice).find((b) => b.component.custom_id === propose.custom_id)!.id as Extract<CustomId, { kind: 'handover' }>).seat;
    const vote = (await click(h, first, notice, propose.custom_id)).original()!;
    const answers: CustomId[] = [
      { kind: 'handover', gameId: table.gameId, seat, vote: 'no' },
      { kind: 'handover', gameId: table.gameId, seat, vote: 'yes' },
    ];
    await expectAllRefused(h, second, turnMessage(h)!, answers, [table.gameId], REFUSED);
    await expectAllRefused(h, second, notice, answers, [table.gameId], REFUSED);
    // On its own message, the answer counts.
    await click(h, second, h.discord.message(vote.id)!, findButton(vote, 'handover', (id) => id.kind === 'handover' && id.vote === 'no').custom_id);
    expect(h.discord.message(vote.id)!.content).toMatch(/refused/);
  });

  test('a lobby whose message is not known yet: a lobby control clicked on another message never edits that message', async () => {
    h = await startHarness();
    const [alice, berenice, chen] = members(h, 3);
    // Opened without its message id stored (as right after /new, before the id is written).
    const created = await h.bot.manager.createLobby({ game: 'chacun', guildId: h.discord.guildId, channelId: h.discord.channelId, creator: { userId: alice.id, name: 'Alice' }, locale: 'en' });
    if (!created.ok) throw new Error(created.error.code);
    const gameId = created.value.session.id;
    const row = (id: CustomId) => [{ type: 1, components: [{ type: 2, style: 2, label: 'button', custom_id: encodeCustomId(id) }] }];
    const elsewhere = h.discord.restoreBotMessage({ content: 'another message', components: row({ kind: 'log', gameId: 'otherga01', page: 0 }) });
    await forgeClick(h, berenice, elsewhere, encodeCustomId({ kind: 'lobby', gameId, action: 'join' }));
    expect(h.discord.message(elsewhere.id)!.revision).toBe(elsewhere.revision);
    expect((await stored(h, gameId)).session.seats).toHaveLength(2);
    // The lobby message itself (it carries this game's lobby buttons) shows the change.
    const lobby = h.discord.restoreBotMessage({ content: 'lobby', components: row({ kind: 'lobby', gameId, action: 'join' }) });
    await click(h, chen, lobby, encodeCustomId({ kind: 'lobby', gameId, action: 'join' }));
    expect(h.discord.message(lobby.id)!.revision).toBe(lobby.revision + 1);
    expect(h.discord.message(lobby.id)!.embeds[0]?.description).toContain('Players: 3/5');
  });
});
