import { describe, expect, test } from 'vitest';
import { playRandomGame } from '../../src/games/chacun/engine/simulate.ts';
import { parseSession, type GameCatalog, type GameSession } from '../../src/session/session.ts';
import { HOSTED } from '../../src/hosted.ts';

const game = playRandomGame(2, 7);
const record = { ...game.record, actions: game.record.actions.slice(0, 10) };

const valid: GameSession = {
  format: 2,
  game: 'chacun',
  id: 'k3v9q0a1zz',
  guildId: '200000000000000001',
  channelId: '300000000000000001',
  status: 'playing',
  createdBy: '100000000000000001',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  startedAt: 1_700_000_050_000,
  locale: 'fr',
  seats: [
    { seat: 'RED', player: { type: 'human', userId: '100000000000000001', name: 'Alice' }, joinedAt: 1_700_000_000_000 },
    { seat: 'BLUE', player: { type: 'ai', level: 'hard', name: 'Grog' }, joinedAt: 1_700_000_000_001 },
  ],
  seed: 7,
  record,
  moveNumber: 10,
  messageIds: { turn: '400000000000000001' },
  turnMemo: { turn: 4, from: 2, count: 3, asideNormal: 0, asideMenhir: 1 },
};

/** The same game as format 1 stored it: seats with a colour, the turn message's counts as strings among the message ids. */
const format1 = {
  format: 1,
  id: valid.id,
  guildId: valid.guildId,
  channelId: valid.channelId,
  status: valid.status,
  createdBy: valid.createdBy,
  createdAt: valid.createdAt,
  updatedAt: valid.updatedAt,
  startedAt: valid.startedAt,
  locale: valid.locale,
  seats: valid.seats.map(({ seat, ...rest }) => ({ color: seat, ...rest })),
  seed: valid.seed,
  record,
  moveNumber: valid.moveNumber,
  messageIds: { turn: '400000000000000001', turnMove: '4', turnFrom: '2', turnCount: '3', turnAsideNormal: '0', turnAsideMenhir: '1' },
};

function json(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('parseSession', () => {
  test('a stored session reads back equal to what was written', () => {
    expect(parseSession(json(valid), HOSTED)).toEqual({ ok: true, value: valid });
  });

  test('a lobby has no record, no seed and no turn memo', () => {
    const lobby = { ...valid, status: 'lobby', record: null, seed: null, moveNumber: 0, startedAt: undefined, turnMemo: null };
    expect(parseSession(json(lobby), HOSTED).ok).toBe(true);
  });

  test('unknown fields are dropped', () => {
    const parsed = parseSession({ ...(json(valid) as object), extra: 1 }, HOSTED);
    expect(parsed.ok && 'extra' in parsed.value).toBe(false);
  });

  test('a game that is not hosted here is refused, whatever its content', () => {
    const none: GameCatalog = { get: () => undefined };
    const parsed = parseSession(json(valid), none);
    expect(parsed.ok ? null : parsed.error).toMatch(/not hosted/);
  });

  test.each<[string, (session: Record<string, unknown>) => unknown]>([
    ['not an object', () => 'hello'],
    ['another format', (s) => ({ ...s, format: 3 })],
    ['no game', (s) => ({ ...s, game: undefined })],
    ['an unknown game', (s) => ({ ...s, game: 'jass' })],
    ['an id with capitals', (s) => ({ ...s, id: 'ABC' })],
    ['an unknown status', (s) => ({ ...s, status: 'paused' })],
    ['a missing channel', (s) => ({ ...s, channelId: undefined })],
    ['a bad locale', (s) => ({ ...s, locale: 'French!' })],
    ['a moveNumber that is not the action count', (s) => ({ ...s, moveNumber: 11 })],
    ['a lobby with a record', (s) => ({ ...s, status: 'lobby' })],
    ['a game in play without a record', (s) => ({ ...s, record: null, seed: null, moveNumber: 0 })],
    ['a record whose players are not the seats', (s) => ({ ...s, record: { ...record, players: ['RED', 'GREEN'] } })],
    ['a broken record', (s) => ({ ...s, record: { ...record, decks: { normal: [1, 1], menhir: [] } } })],
    ['a seat key that is no seat of the game', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[1], seat: 'ORANGE' }] })],
    ['a seat with a colour in format 2', (s) => ({ ...s, seats: [valid.seats[0], { color: 'BLUE', player: valid.seats[1].player, joinedAt: 1 }] })],
    ['two seats of one colour', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[1], seat: 'RED' }] })],
    ['seats out of colour order', (s) => ({ ...s, seats: [valid.seats[1], valid.seats[0]] })],
    ['a user in two seats', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[0], seat: 'BLUE' }] })],
    ['a seat of an unknown type', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[1], player: { type: 'ghost', name: 'x' } }] })],
    ['an AI level the game does not have', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[1], player: { type: 'ai', level: 'godlike', name: 'x' } }] })],
    ['an AI that resigned', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[1], resignedAt: 5 }] })],
    ['an empty player name', (s) => ({ ...s, seats: [{ ...valid.seats[0], player: { type: 'human', userId: '1', name: '' } }, valid.seats[1]] })],
    ['a message id that is not a string', (s) => ({ ...s, messageIds: { turn: 4 } })],
    ['a turn memo without its turn', (s) => ({ ...s, turnMemo: { from: 1 } })],
    ['a turn memo with a count that is not a number', (s) => ({ ...s, turnMemo: { turn: 1, from: '2' } })],
    ['a seed without record', (s) => ({ ...s, status: 'aborted', record: null, moveNumber: 0 })],
  ])('refuses %s', (_, mutate) => {
    const parsed = parseSession(mutate(json(valid) as Record<string, unknown>), HOSTED);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(5);
  });
});

describe('parseSession upgrades format 1 (ChaCuN before games were modules)', () => {
  test('seats get their colour as seat key, the counts among the message ids become the turn memo', () => {
    expect(parseSession(json(format1), HOSTED)).toEqual({ ok: true, value: valid });
  });

  test('a format 1 lobby without turn counts gets no turn memo, its message ids kept', () => {
    const lobby = { ...format1, status: 'lobby', record: null, seed: null, moveNumber: 0, startedAt: undefined, messageIds: { lobby: '400000000000000002' } };
    const parsed = parseSession(json(lobby), HOSTED);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.format).toBe(2);
    expect(parsed.value.game).toBe('chacun');
    expect(parsed.value.messageIds).toEqual({ lobby: '400000000000000002' });
    expect(parsed.value.turnMemo).toBeNull();
    expect(parsed.value.seats.map((s) => s.seat)).toEqual(['RED', 'BLUE']);
  });

  test('turn counts without the turn they belong to are dropped: no turn memo (the bot posts the turn message again)', () => {
    const parsed = parseSession({ ...(json(format1) as object), messageIds: { turn: '400000000000000001', turnFrom: '2' } }, HOSTED);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.messageIds).toEqual({ turn: '400000000000000001' });
    expect(parsed.value.turnMemo).toBeNull();
  });

  test('an upgraded session is written back as format 2 and reads back the same', () => {
    const parsed = parseSession(json(format1), HOSTED);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parseSession(json(parsed.value), HOSTED)).toEqual(parsed);
  });

  test.each<[string, (session: Record<string, unknown>) => unknown]>([
    ['a turn count that is not a number', (s) => ({ ...s, messageIds: { turn: '400000000000000001', turnMove: 'four' } })],
    ['a turn count that is a number, not a string', (s) => ({ ...s, messageIds: { turnMove: 4 } })],
    ['a seat keyed by seat instead of colour', (s) => ({ ...s, seats: valid.seats })],
    ['a colour that is no colour', (s) => ({ ...s, seats: [format1.seats[0], { ...format1.seats[1], color: 'ORANGE' }] })],
    ['no message ids', (s) => ({ ...s, messageIds: null })],
  ])('refuses a format 1 session with %s', (_, mutate) => {
    const parsed = parseSession(mutate(json(format1) as Record<string, unknown>), HOSTED);
    expect(parsed.ok).toBe(false);
  });
});
