import { describe, expect, test } from 'vitest';
import { defineGameIdSpecs, type IdSpec } from '../../src/bot/custom-id.ts';
import { hostGames, type GamePlugin } from '../../src/bot/hosting.ts';
import { MOVE_FIELD } from '../../src/bot/custom-id-fields.ts';
import { HOSTED } from '../../src/hosted.ts';

/** A hosted game's plugin under another id or command, the rest unchanged. */
function renamed(plugin: GamePlugin, id: string, command = plugin.discord.command.name): GamePlugin {
  return {
    ...plugin,
    module: { ...plugin.module, id },
    discord: { ...plugin.discord, game: id, command: { ...plugin.discord.command, name: command }, customIds: [] },
  };
}

/** A spec written outside the types, as a plugin could hand it in. */
function spec(value: object): IdSpec {
  return value as IdSpec;
}

describe('the table of hosted games (src/bot/hosting.ts)', () => {
  const [chacun, scrabble] = HOSTED.plugins;

  test('finds every game by id and by command, and gives each worker module by id', () => {
    for (const plugin of HOSTED.plugins) {
      expect(HOSTED.get(plugin.module.id)).toBe(plugin.module);
      expect(HOSTED.discordOf(plugin.module.id)).toBe(plugin.discord);
      expect(HOSTED.byCommand(plugin.discord.command.name)).toBe(plugin.discord);
      expect(HOSTED.paintingModules[plugin.module.id]).toBe(plugin.workers.painting);
      expect(HOSTED.aiModules[plugin.module.id]).toBe(plugin.workers.ai);
    }
    expect(HOSTED.get('no-such-game')).toBeUndefined();
    expect(HOSTED.get(42)).toBeUndefined();
    expect(() => HOSTED.discordOf('no-such-game')).toThrow(/not hosted/);
  });

  test('refuses a game listed twice, a Discord side handed in for another game, and a command taken twice', () => {
    expect(() => hostGames([chacun, chacun])).toThrow(/hosted twice/);
    expect(() => hostGames([{ ...chacun, discord: scrabble.discord }])).toThrow(/handed in for the game chacun/);
    expect(() => hostGames([chacun, renamed(scrabble, 'other', chacun.discord.command.name)])).toThrow(/taken by two games/);
  });

  test('another table of the same games in the same process is accepted (their custom-id kinds are the same)', () => {
    expect(hostGames(HOSTED.plugins).modules).toEqual(HOSTED.modules);
  });
});

describe("the games' custom-id kinds handed to the codec", () => {
  const field = ['move', MOVE_FIELD] as const;

  test('a kind or code of the platform, or of another game, is refused', () => {
    expect(() => defineGameIdSpecs([spec({ kind: 'lobby', code: 'zq', place: 'panel', fields: [] })])).toThrow(/defined twice/);
    expect(() => defineGameIdSpecs([spec({ kind: 'test-new', code: 'L', place: 'panel', fields: [] })])).toThrow(/taken or malformed/);
    expect(() => defineGameIdSpecs([spec({ kind: 'test-new', code: 'jc', place: 'panel', fields: [] })])).toThrow(/taken or malformed/);
    expect(() => defineGameIdSpecs([spec({ kind: 'test-new', code: 'zq-1', place: 'panel', fields: [] })])).toThrow(/taken or malformed/);
  });

  test('a spec without its place, naming a field twice, or with a mark or an optional field before its last field is refused', () => {
    expect(() => defineGameIdSpecs([spec({ kind: 'test-a', code: 'zqa', fields: [] })])).toThrow(/does not say where/);
    expect(() => defineGameIdSpecs([spec({ kind: 'test-b', code: 'zqb', place: 'panel', fields: [field, field] })])).toThrow(/names a field twice/);
    expect(() => defineGameIdSpecs([spec({ kind: 'test-c', code: 'zqc', place: 'panel', fields: [['kind', MOVE_FIELD]] })])).toThrow(/names a field twice/);
    expect(() => defineGameIdSpecs([spec({ kind: 'test-d', code: 'zqd', place: 'panel', fields: [['m', { mark: 'x' }], field] })])).toThrow(/may be left out before its last field/);
    expect(() => defineGameIdSpecs([spec({ kind: 'test-e', code: 'zqe', place: 'panel', fields: [['o', { int: [0, 9], optional: true }], field] })])).toThrow(/may be left out before its last field/);
  });
});
