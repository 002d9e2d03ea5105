import { describe, expect, test } from 'vitest';
import { playRandomGame } from '../../src/games/chacun/engine/simulate.ts';
import { parseSession, type GameSession } from '../../src/session/session.ts';

const game = playRandomGame(2, 7);
const record = { ...game.record, actions: game.record.actions.slice(0, 10) };

const valid: GameSession = {
  format: 1,
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
    { color: 'RED', player: { type: 'human', userId: '100000000000000001', name: 'Alice' }, joinedAt: 1_700_000_000_000 },
    { color: 'BLUE', player: { type: 'ai', level: 'hard', name: 'Grog' }, joinedAt: 1_700_000_000_001 },
  ],
  seed: 7,
  record,
  moveNumber: 10,
  messageIds: { turn: '400000000000000001' },
};

function json(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('parseSession', () => {
  test('a stored session reads back equal to what was written', () => {
    expect(parseSession(json(valid))).toEqual({ ok: true, value: valid });
  });

  test('a lobby has no record and no seed', () => {
    const lobby = { ...valid, status: 'lobby', record: null, seed: null, moveNumber: 0, startedAt: undefined };
    expect(parseSession(json(lobby)).ok).toBe(true);
  });

  test('unknown fields are dropped', () => {
    const parsed = parseSession({ ...(json(valid) as object), extra: 1 });
    expect(parsed.ok && 'extra' in parsed.value).toBe(false);
  });

  test.each<[string, (session: Record<string, unknown>) => unknown]>([
    ['not an object', () => 'hello'],
    ['another format', (s) => ({ ...s, format: 2 })],
    ['an id with capitals', (s) => ({ ...s, id: 'ABC' })],
    ['an unknown status', (s) => ({ ...s, status: 'paused' })],
    ['a missing channel', (s) => ({ ...s, channelId: undefined })],
    ['a bad locale', (s) => ({ ...s, locale: 'French!' })],
    ['a moveNumber that is not the action count', (s) => ({ ...s, moveNumber: 11 })],
    ['a lobby with a record', (s) => ({ ...s, status: 'lobby' })],
    ['a game in play without a record', (s) => ({ ...s, record: null, seed: null, moveNumber: 0 })],
    ['a record whose players are not the seats', (s) => ({ ...s, record: { ...record, players: ['RED', 'GREEN'] } })],
    ['a broken record', (s) => ({ ...s, record: { ...record, decks: { normal: [1, 1], menhir: [] } } })],
    ['two seats of one colour', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[1], color: 'RED' }] })],
    ['seats out of colour order', (s) => ({ ...s, seats: [valid.seats[1], valid.seats[0]] })],
    ['a user in two seats', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[0], color: 'BLUE' }] })],
    ['a seat of an unknown type', (s) => ({ ...s, seats: [valid.seats[0], { ...valid.seats[1], player: { type: 'ghost', name: 'x' } }] })],
    ['an empty player name', (s) => ({ ...s, seats: [{ ...valid.seats[0], player: { type: 'human', userId: '1', name: '' } }, valid.seats[1]] })],
    ['a message id that is not a string', (s) => ({ ...s, messageIds: { turn: 4 } })],
    ['a seed without record', (s) => ({ ...s, status: 'aborted', record: null, moveNumber: 0 })],
  ])('refuses %s', (_, mutate) => {
    const parsed = parseSession(mutate(json(valid) as Record<string, unknown>));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(5);
  });
});
