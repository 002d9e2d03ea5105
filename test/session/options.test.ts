import { describe, expect, test } from 'vitest';
import { resolveOptions, type GameOption, type GameOptions } from '../../src/games/game.ts';
import { chacun } from '../../src/games/chacun/index.ts';
import { SessionManager } from '../../src/session/manager.ts';
import { parseSession, type GameCatalog } from '../../src/session/session.ts';
import { memoryStore } from '../../src/session/store.ts';
import { ALICE, CHANNEL, GUILD } from './helpers.ts';

const TARGET: GameOption = { key: 'target', values: [1000, 2500], default: 1000 };
const VARIANT: GameOption = { key: 'variant', values: ['course', 'schieber'], default: 'course' };

describe('game options', () => {
  test.each<[string, Record<string, unknown>, ReturnType<typeof resolveOptions>]>([
    ['nothing chosen: every default', {}, { ok: true, value: { target: 1000, variant: 'course' } }],
    ['one chosen, the other by default', { variant: 'schieber' }, { ok: true, value: { target: 1000, variant: 'schieber' } }],
    ['a value not offered', { target: 1500 }, { ok: false, key: 'target' }],
    ['a number given as text', { target: '2500' }, { ok: false, key: 'target' }],
    ['a key the game does not have', { colour: 'red' }, { ok: false, key: 'colour' }],
  ])('%s', (_name, given, expected) => {
    expect(resolveOptions([TARGET, VARIANT], given)).toEqual(expected);
  });

  test('a lobby keeps its options, the stored game reads them back, and the record is made with them', async () => {
    // ChaCuN with two options, its record noting what newRecord was given.
    const made: GameOptions[] = [];
    const withOptions = {
      ...chacun,
      rules: {
        ...chacun.rules,
        options: [TARGET, VARIANT],
        newRecord: (seats: readonly string[], seed: number, options: GameOptions) => {
          made.push(options);
          return chacun.rules.newRecord(seats, seed, options);
        },
      },
    };
    const catalog: GameCatalog = { get: (id) => (id === 'chacun' ? withOptions : undefined) };
    const store = memoryStore();
    const manager = new SessionManager(store, catalog);
    const lobby = await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', ais: ['easy'], options: { variant: 'schieber' } });
    expect(lobby.ok && lobby.value.session.options).toEqual({ target: 1000, variant: 'schieber' });
    const started = await manager.start(CHANNEL, { userId: ALICE.userId });
    expect(started.ok).toBe(true);
    expect(made).toEqual([{ target: 1000, variant: 'schieber' }]);
    if (!started.ok) return;
    const stored = JSON.parse(JSON.stringify(started.value.session));
    expect(parseSession(stored, catalog)).toEqual({ ok: true, value: started.value.session });
    expect(parseSession({ ...stored, options: { target: 3000 } }, catalog)).toEqual({ ok: false, error: 'options.target is not an option of chacun or not one of its values' });
    expect(parseSession({ ...stored, options: 'schieber' }, catalog)).toEqual({ ok: false, error: 'options must be an object' });
    // A game stored before games had options starts with the defaults.
    const { options: _dropped, ...older } = stored;
    expect(parseSession(older, catalog).ok).toBe(true);
  });
});

describe('a table completed by AI players at the start', () => {
  test('a game that fills its seats gets AI players of the default level in the free seats, up to its minimum', async () => {
    const filling = { ...chacun, rules: { ...chacun.rules, seats: { ...chacun.rules.seats, min: 3, fillWithAi: true } } };
    const catalog: GameCatalog = { get: (id) => (id === 'chacun' ? filling : undefined) };
    const manager = new SessionManager(memoryStore(), catalog);
    await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en', seat: 'BLUE' });
    const started = await manager.start(CHANNEL, { userId: ALICE.userId });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const seats = started.value.session.seats;
    expect(seats.map((seat) => [seat.seat, seat.player.type, seat.player.type === 'ai' ? seat.player.level : null])).toEqual([
      ['RED', 'ai', 'normal'],
      ['BLUE', 'human', null],
      ['GREEN', 'ai', 'normal'],
    ]);
    expect(chacun.rules.recordSeats(started.value.session.record as never)).toEqual(['RED', 'BLUE', 'GREEN']);
  });

  test('a game that does not fill its seats refuses to start short of players', async () => {
    const manager = new SessionManager(memoryStore(), { get: (id) => (id === 'chacun' ? chacun : undefined) });
    await manager.createLobby({ game: 'chacun', guildId: GUILD, channelId: CHANNEL, creator: ALICE, locale: 'en' });
    const started = await manager.start(CHANNEL, { userId: ALICE.userId });
    expect(started.ok ? 'started' : started.error.code).toBe('NOT_ENOUGH_PLAYERS');
  });
});
