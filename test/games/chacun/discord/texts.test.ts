import { describe, expect, test } from 'vitest';
import { refusalText } from '../../../../src/bot/replies.ts';
import { CHACUN_DISCORD } from '../../../../src/games/chacun/discord/index.ts';
import { DISCORD_CATALOG, t } from '../../../../src/games/chacun/discord/texts.ts';
import { ERROR_CODES } from '../../../../src/games/chacun/engine/result.ts';
import { CHACUN_CATALOG, errorText } from '../../../../src/games/chacun/texts/catalog.ts';
import { CATALOG, t as platformT } from '../../../../src/i18n/catalog.ts';
import { LOCALES } from '../../../../src/i18n/locale.ts';

describe('ChaCuN’s Discord side speaks with both catalogs', () => {
  test('the platform and ChaCuN share no key, and the merged catalog holds every key of both', () => {
    expect(Object.keys(CHACUN_CATALOG).filter((key) => Object.hasOwn(CATALOG, key))).toEqual([]);
    expect(Object.keys(DISCORD_CATALOG).sort()).toEqual([...Object.keys(CATALOG), ...Object.keys(CHACUN_CATALOG)].sort());
  });

  test.each(LOCALES)('a platform key and a ChaCuN key through the one t (%s)', (locale) => {
    expect(t(locale, 'game.over')).toBe(platformT(locale, 'game.over'));
    expect(t(locale, 'turn.yours', { player: 'Ana' })).toBe(locale === 'fr' ? 'Ana, à toi de jouer\u202f!' : 'Ana, your turn!');
  });
});

describe('ChaCuN’s seat and rule texts, as the platform asks for them', () => {
  test.each([
    ['fr', 'Choisir ma couleur', 'libre', 'prise par Ana', "Cette couleur est déjà prise\u00a0: choisis-en une autre.", 'Cette couleur n’existe pas\u00a0: rouge, bleu, vert, jaune ou violet.'],
    ['en', 'Choose my colour', 'free', 'taken by Ana', 'That colour is taken: choose another one.', 'There is no such colour: red, blue, green, yellow or purple.'],
  ] as const)('the colours in %s', (locale, choose, free, takenBy, taken, unknown) => {
    const seats = CHACUN_DISCORD.seats;
    expect(seats.choose(locale)).toBe(choose);
    expect(seats.free(locale)).toBe(free);
    expect(seats.takenBy('Ana', locale)).toBe(takenBy);
    expect(seats.taken(locale)).toBe(taken);
    expect(seats.unknown(locale)).toBe(unknown);
  });

  test('a name is filled in as it is, not typeset', () => {
    expect(CHACUN_DISCORD.seats.takenBy('Zoé !', 'fr')).toBe('prise par Zoé !');
  });

  test.each(LOCALES)('every engine code has its sentence; a code ChaCuN does not have has none (%s)', (locale) => {
    for (const code of ERROR_CODES) expect(CHACUN_DISCORD.ruleErrorText({ code, message: '' }, locale)).toBe(errorText(code, locale));
    expect(CHACUN_DISCORD.ruleErrorText({ code: 'NOT_A_CODE', message: '' }, locale)).toBeUndefined();
  });

  test('a refusal of a rule code or of a taken seat is worded by the game refused, else told as an unexpected error', () => {
    const refused = (code: string) => ({ code, message: 'test' });
    expect(refusalText(refused('TILE_DOES_NOT_FIT'), 'en', { game: CHACUN_DISCORD })).toBe(errorText('TILE_DOES_NOT_FIT', 'en'));
    expect(refusalText(refused('SEAT_TAKEN'), 'en', { game: CHACUN_DISCORD })).toBe('That colour is taken: choose another one.');
    expect(refusalText(refused('NOT_A_CODE'), 'en', { game: CHACUN_DISCORD })).toBe(platformT('en', 'game.unexpectedError'));
    expect(refusalText(refused('TILE_DOES_NOT_FIT'), 'en')).toBe(platformT('en', 'game.unexpectedError'));
    expect(refusalText(refused('GAME_OVER'), 'fr')).toBe('La partie est terminée.');
  });
});
