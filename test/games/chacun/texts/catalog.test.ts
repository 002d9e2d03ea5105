import { describe, expect, test } from 'vitest';
import { ROTATIONS } from '../../../../src/games/chacun/engine/basics.ts';
import { OCCUPANT_KINDS } from '../../../../src/games/chacun/engine/board.ts';
import { NEXT_ACTIONS } from '../../../../src/games/chacun/engine/game.ts';
import { ERROR_CODES } from '../../../../src/games/chacun/engine/result.ts';
import {
  CHACUN_CATALOG,
  errorText,
  nextActionText,
  occupantName,
  rotationText,
  t,
  type ChacunCatalog,
} from '../../../../src/games/chacun/texts/catalog.ts';
import { LOCALES } from '../../../../src/i18n/locale.ts';
import { describeCatalog, type FunctionSamples } from '../../../i18n/check-catalog.ts';

/** Sample parameters of every ChaCuN entry written as a function. */
const FUNCTION_SAMPLES: FunctionSamples<ChacunCatalog> = {
  'game.tilesLeft': [{ normal: 1, menhir: 0 }, { normal: 12, menhir: 3 }],
  'game.tilesDiscarded': [{ tiles: [42] }, { tiles: [42, 17, 3] }],
  'turn.occupantsLeft': [{ pawns: 1, huts: 0 }, { pawns: 5, huts: 3 }],
  'place.positionCount': [{ count: 1 }, { count: 17 }],
  'place.rotationCount': [{ count: 1 }, { count: 4 }],
  'place.rotationHint': [{ count: 2, button: 'Poser en M12' }],
  'log.more': [{ count: 3 }],
  'option.rotationDoesNotFit': [
    { position: 'M12', rotation: 'Quart de tour à droite', fitting: [{ name: 'Demi-tour', degrees: 180 }] },
    { position: 'M12', rotation: 'Sans rotation', fitting: [{ name: 'Demi-tour', degrees: 180 }, { name: 'Quart de tour à gauche', degrees: 270 }] },
  ],
  'option.fitsNowhereThere': [
    { position: 'M12', squares: ['L13'], total: 1 },
    { position: 'M12', squares: ['L13', 'N13'], total: 2 },
    { position: 'M12', squares: ['M11', 'N12', 'L13', 'M10'], total: 9 },
  ],
};

describeCatalog('ChaCuN’s catalog', CHACUN_CATALOG, t, FUNCTION_SAMPLES);

describe('ChaCuN’s texts', () => {
  test.each([
    ['fr', 'Poser'],
    ['en', 'Place'],
  ] as const)('a plain label in %s', (locale, expected) => {
    expect(t(locale, 'button.place')).toBe(expected);
  });

  test.each([
    ['fr', '<@42>, à toi de jouer\u202f!'],
    ['en', '<@42>, your turn!'],
  ] as const)('the turn announcement in %s fills the player', (locale, expected) => {
    expect(t(locale, 'turn.yours', { player: '<@42>' })).toBe(expected);
  });

  test.each([
    ['fr', 1, 0, 'Il reste 1 tuile normale et 0 tuile menhir.'],
    ['fr', 12, 3, 'Il reste 12 tuiles normales et 3 tuiles menhir.'],
    ['en', 1, 0, '1 normal tile and 0 menhir tiles left.'],
    ['en', 12, 1, '12 normal tiles and 1 menhir tile left.'],
  ] as const)('tiles left in %s: %d normal, %d menhir', (locale, normal, menhir, expected) => {
    expect(t(locale, 'game.tilesLeft', { normal, menhir })).toBe(expected);
  });

  test.each([
    ['fr', [42], 'Une tuile n’allait nulle part\u00a0: elle a été mise de côté.'],
    ['fr', [42, 17], '2 tuiles n’allaient nulle part\u00a0: elles ont été mises de côté.'],
    ['en', [42], 'A tile fitted nowhere and was set aside.'],
    ['en', [42, 17, 3], '3 tiles fitted nowhere and were set aside.'],
  ] as const)('discarded tiles in %s: %j', (locale, tiles, expected) => {
    expect(t(locale, 'game.tilesDiscarded', { tiles })).toBe(expected);
  });

  test('the help calls the lobby the lobby message, not a channel', () => {
    expect(t('fr', 'help.tips')).toContain('du message d’inscription');
    expect(t('fr', 'help.tips')).not.toContain('salon d’attente');
    expect(t('en', 'help.tips')).toContain('of the lobby message');
  });

  test.each(LOCALES)('the help names the place button as it is labelled (%s)', (locale) => {
    const help = t(locale, 'help.turn');
    expect(help).toContain(`**${t(locale, 'button.confirmPlace', { position: 'M12' })}**`);
    expect(help).toContain(`**${t(locale, 'button.play')}**`);
    expect(help).not.toMatch(/confirm/i);
  });

  test('the rules say where the drawn tile goes', () => {
    expect(t('en', 'rules.turn')).toMatch(/^1\. Place the drawn tile next to one already on the board:/);
    expect(t('fr', 'rules.turn')).toMatch(/^1\. Pose la tuile tirée à côté d’une tuile déjà posée\u00a0:/);
  });

  test('French says "zone" for part of the landscape (never "partie", the game) and where a tile "peut aller"', () => {
    expect(errorText('AREA_ALREADY_OCCUPIED', 'fr')).toBe('Cette zone du paysage est déjà occupée.');
    expect(t('fr', 'place.instructions')).toContain('où la tuile peut aller.');
  });

  test('French texts get their no-break spaces, and their code spans stay as written', () => {
    expect(t('fr', 'help.tips')).toContain('Pas assez de monde\u202f? Le bouton');
    expect(t('fr', 'help.tips')).toContain('`/chacun nouvelle robots:2`');
    expect(t('fr', 'rules.end')).toContain('sont comptés\u202f; le plus de points');
  });

  test('parameters are filled in as they are, not typeset', () => {
    expect(t('fr', 'option.badPosition', { value: 'A ! 1 : b' })).toMatch(/^«\u00a0A ! 1 : b\u00a0» n’est pas une case\u00a0: /);
    expect(t('fr', 'turn.yours', { player: 'Zoé !' })).toBe('Zoé !, à toi de jouer\u202f!');
  });

  test('parameters are type-checked', () => {
    // These lines only have to compile (or fail to, where marked); tsc checks the test folder.
    const checks = [
      // @ts-expect-error the player is missing
      () => t('fr', 'turn.yours'),
      // @ts-expect-error a wrong parameter name
      () => t('fr', 'turn.yours', { name: 'x' }),
      // @ts-expect-error the menhir count is missing
      () => t('en', 'game.tilesLeft', { normal: 1 }),
      // @ts-expect-error an unknown key
      () => t('en', 'button.nope'),
      // @ts-expect-error a key of the platform's catalog is not ChaCuN's
      () => t('en', 'button.join'),
    ];
    expect(checks).toHaveLength(5);
  });
});

describe('engine words', () => {
  const everyLocale = <T,>(values: readonly T[]) => values.flatMap((value) => LOCALES.map((locale) => [value, locale] as const));

  test.each(everyLocale(ERROR_CODES))('error %s has a sentence in %s', (code, locale) => {
    const text = errorText(code, locale);
    expect(text).toMatch(/^[A-ZÀ-Ý].*\.$/);
    expect(text).not.toMatch(/[{}]|undefined/);
    expect(text).not.toContain(code);
  });

  test('the error texts differ between codes and between languages', () => {
    for (const locale of LOCALES) expect(new Set(ERROR_CODES.map((code) => errorText(code, locale))).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(errorText(code, 'fr')).not.toBe(errorText(code, 'en'));
  });

  test.each(everyLocale(NEXT_ACTIONS))('next action %s has a name in %s', (action, locale) => {
    expect(nextActionText(action, locale)).not.toBe('');
  });

  test.each(everyLocale(OCCUPANT_KINDS))('occupant %s has a name in %s', (kind, locale) => {
    expect(occupantName(kind, locale)).toMatch(/^[a-z]+$/);
  });

  test.each(everyLocale(ROTATIONS))('rotation %s has a name in %s', (rotation, locale) => {
    expect(rotationText(rotation, locale)).not.toBe('');
  });
});
