import { describe, expect, test } from 'vitest';
import { OCCUPANT_KINDS } from '../../src/games/chacun/engine/board.ts';
import { ROTATIONS } from '../../src/games/chacun/engine/basics.ts';
import { NEXT_ACTIONS } from '../../src/games/chacun/engine/game.ts';
import { ERROR_CODES } from '../../src/games/chacun/engine/result.ts';
import {
  CATALOG,
  errorText,
  interpolate,
  nextActionText,
  occupantName,
  rotationText,
  t,
  type CatalogKey,
  type CatalogShape,
  type Entry,
  type ParamsOf,
} from '../../src/i18n/catalog.ts';
import { LOCALES, type Locale } from '../../src/i18n/locale.ts';

const KEYS = Object.keys(CATALOG) as CatalogKey[];
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the catalog', () => {
  test.each(KEYS)('%s has a non-empty text in every language', (key) => {
    for (const locale of LOCALES) {
      const entry = CATALOG[key][locale];
      expect(['string', 'function']).toContain(typeof entry);
      if (typeof entry === 'string') expect(entry.trim()).not.toBe('');
    }
  });

  test.each(KEYS.filter((key) => typeof CATALOG[key].fr === 'string'))('%s has the same placeholders in both languages', (key) => {
    const texts = LOCALES.map((locale) => CATALOG[key][locale]);
    for (const text of texts) expect(typeof text).toBe('string');
    const [fr, en] = texts as string[];
    expect(placeholders(fr)).toEqual(placeholders(en));
  });

  test('each key is a template in both languages or a function in both', () => {
    expect(KEYS.filter((key) => typeof CATALOG[key].fr !== typeof CATALOG[key].en)).toEqual([]);
  });
});

describe('t', () => {
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

  test('numbers are filled in as written', () => {
    expect(t('fr', 'lobby.count', { count: 3, max: 5 })).toBe('Inscriptions\u00a0: 3/5');
  });

  test.each([
    ['fr', 0, '0 point'],
    ['fr', 1, '1 point'],
    ['fr', 2, '2 points'],
    ['en', 0, '0 points'],
    ['en', 1, '1 point'],
    ['en', 2, '2 points'],
  ] as const)('points in %s: %d → %j', (locale, count, expected) => {
    expect(t(locale, 'score.points', { count })).toBe(expected);
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
    ['fr', [42], "Une tuile n'allait nulle part\u00a0: elle a été mise de côté."],
    ['fr', [42, 17], "2 tuiles n'allaient nulle part\u00a0: elles ont été mises de côté."],
    ['en', [42], 'A tile fitted nowhere and was set aside.'],
    ['en', [42, 17, 3], '3 tiles fitted nowhere and were set aside.'],
  ] as const)('discarded tiles in %s: %j', (locale, tiles, expected) => {
    expect(t(locale, 'game.tilesDiscarded', { tiles })).toBe(expected);
  });

  test.each(LOCALES)('the store text fits a failed read as well as a failed write (%s)', (locale) => {
    const text = t(locale, 'game.storeUnavailable');
    expect(text).not.toMatch(/saved|enregistrer/);
    expect(text).toMatch(/nothing was changed|rien n'a changé/);
  });

  test.each([
    ['fr', 'Il faut au moins 2 places occupées, robots compris, pour commencer.', '(2 à 5 places, robots compris)'],
    ['en', 'At least 2 seats must be filled, bots included, to start.', '(2 to 5 seats, bots included)'],
  ] as const)('the lobby counts seats, bots included, not people (%s)', (locale, tooFew, hint) => {
    expect(t(locale, 'lobby.tooFew', { min: 2 })).toBe(tooFew);
    expect(t(locale, 'lobby.hint', { host: 'Ana', min: 2, max: 5 })).toContain(hint);
    expect(t(locale, 'lobby.hint', { host: 'Ana', min: 2, max: 5 })).not.toMatch(/joueurs|players/);
  });

  test('the help calls the lobby the lobby message, not a channel', () => {
    expect(t('fr', 'help.tips')).toContain("du message d'inscription");
    expect(t('fr', 'help.tips')).not.toContain("salon d'attente");
    expect(t('en', 'help.tips')).toContain('of the lobby message');
  });

  test.each([
    ['fr', 'easy', 'Ajouter un robot facile'],
    ['fr', 'normal', 'Ajouter un robot moyen'],
    ['fr', 'hard', 'Ajouter un robot difficile'],
    ['en', 'easy', 'Add an easy bot'],
    ['en', 'normal', 'Add a normal bot'],
    ['en', 'hard', 'Add a hard bot'],
  ] as const)('the bots panel button in %s for the %s level reads %j, short enough for a button', (locale, level, expected) => {
    const label = t(locale, 'bots.add', { level: t(locale, `level.${level}`) });
    expect(label).toBe(expected);
    expect(label.length).toBeLessThanOrEqual(80);
  });

  test.each(LOCALES)('the resignation texts describe the automatic moves, not "the bot" (%s)', (locale) => {
    const texts = [t(locale, 'resign.confirm'), t(locale, 'resign.public', { player: 'Ana' })];
    for (const text of texts) {
      expect(text).not.toMatch(/\bbot\b/i);
      expect(text).toMatch(locale === 'fr' ? /automatiquement.*première case possible.*sans occupant/ : /automatically.*first square that fits.*no occupants/);
    }
  });

  test.each([
    ['fr', 'Ta couleur sera ensuite jouée automatiquement', 'Ana a abandonné\u00a0: sa couleur est désormais jouée automatiquement (première case possible, sans occupant).'],
    ['en', 'Your colour will then be played automatically', 'Ana resigned: that colour is now played automatically (first square that fits, no occupants).'],
  ] as const)('resigning in %s', (locale, confirm, told) => {
    expect(t(locale, 'resign.confirm')).toContain(confirm);
    expect(t(locale, 'resign.public', { player: 'Ana' })).toBe(told);
  });

  test.each(LOCALES)('the help names the place button as it is labelled (%s)', (locale) => {
    const help = t(locale, 'help.turn');
    expect(help).toContain(`**${t(locale, 'button.confirmPlace', { position: 'M12' })}**`);
    expect(help).toContain(`**${t(locale, 'button.play')}**`);
    expect(help).not.toMatch(/confirm/i);
  });

  test.each(LOCALES)('the export message speaks to players, not developers (%s)', (locale) => {
    const text = t(locale, 'export.done', { id: 'abcd1234', moves: 42, file: 'chacun-abcd1234.json' });
    expect(text).toContain('chacun-abcd1234.json');
    expect(text).not.toMatch(/npm|`/);
    expect(text).toMatch(locale === 'fr' ? /toute la partie coup par coup/ : /the whole game move by move/);
  });

  test.each([
    ['fr', 'Le nombre de robots doit être compris entre 0 et 4.', "Ce bouton n'est plus valable\u00a0: la partie a avancé depuis."],
    ['en', 'The number of bots must be from 0 to 4.', 'This button has expired: the game has moved on.'],
  ] as const)('option and stale-button texts in %s', (locale, badBots, stale) => {
    expect(t(locale, 'option.badBots')).toBe(badBots);
    expect(t(locale, 'game.staleButton')).toBe(stale);
  });

  test('the rules say where the drawn tile goes', () => {
    expect(t('en', 'rules.turn')).toMatch(/^1\. Place the drawn tile next to one already on the board:/);
    expect(t('fr', 'rules.turn')).toMatch(/^1\. Pose la tuile tirée à côté d'une tuile déjà posée\u00a0:/);
  });

  test('French says "zone" for part of the landscape (never "partie", the game) and where a tile "peut aller"', () => {
    expect(errorText('AREA_ALREADY_OCCUPIED', 'fr')).toBe('Cette zone du paysage est déjà occupée.');
    expect(t('fr', 'place.instructions')).toContain('où la tuile peut aller.');
  });

  test.each(LOCALES)('a lobby cancelled or kept is called a lobby, not a game (%s)', (locale) => {
    const lobbyTexts = [t(locale, 'abort.doneLobby'), t(locale, 'abort.keptLobby')];
    for (const text of lobbyTexts) expect(text).toMatch(locale === 'fr' ? /^L'inscription / : /^The lobby /);
    expect(new Set([...lobbyTexts, t(locale, 'abort.done'), t(locale, 'abort.kept'), t(locale, 'abort.keptNothing')]).size).toBe(5);
  });

  test.each(LOCALES)('old lobby and bots-panel buttons are answered about seats, not about lobby buttons (%s)', (locale) => {
    expect(t(locale, 'lobby.startedButtons')).toBe(
      locale === 'fr' ? 'La partie a déjà commencé\u00a0: les places ne peuvent plus changer.' : 'The game has already started: seats can no longer change.',
    );
  });

  test('an unknown placeholder stays visible instead of vanishing', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
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
    ];
    expect(checks).toHaveLength(4);
  });

  test('a key without one of the languages does not compile', () => {
    const incomplete = {
      // @ts-expect-error English is missing
      'test.only': { fr: 'seulement en français' },
    } satisfies CatalogShape;
    const extra = {
      // @ts-expect-error German is not a language of the bot
      'test.extra': { fr: 'a', en: 'b', de: 'c' },
    } satisfies CatalogShape;
    expect(Object.keys({ ...incomplete, ...extra })).toHaveLength(2);
  });
});

/** Sample parameters of every entry written as a function; a template gets a name in each placeholder. */
const FUNCTION_SAMPLES: { readonly [K in CatalogKey]?: readonly ParamsOf<K>[] } = {
  'game.tilesLeft': [{ normal: 1, menhir: 0 }, { normal: 12, menhir: 3 }],
  'game.tilesDiscarded': [{ tiles: [42] }, { tiles: [42, 17, 3] }],
  'turn.occupantsLeft': [{ pawns: 1, huts: 0 }, { pawns: 5, huts: 3 }],
  'score.points': [{ count: 0 }, { count: 1 }, { count: 42 }],
  'bots.add': [{ level: 'facile' }, { level: 'easy' }],
  'place.positionCount': [{ count: 1 }, { count: 17 }],
  'place.rotationCount': [{ count: 1 }, { count: 4 }],
  'place.rotationHint': [{ count: 2, button: 'Poser en M12' }],
  'log.more': [{ count: 3 }],
  'export.done': [{ id: 'abcd1234', moves: 42, file: 'chacun-abcd1234.json' }],
};

/** The parameter sets a key is tried with. */
function samplesOf(key: CatalogKey): readonly Readonly<Record<string, unknown>>[] {
  const entry: Entry = (CATALOG as CatalogShape)[key].fr;
  if (typeof entry === 'string') return [Object.fromEntries(placeholders(entry).map((name) => [name, 'Ana']))];
  const samples = FUNCTION_SAMPLES[key] as readonly Readonly<Record<string, unknown>>[] | undefined;
  if (samples === undefined) throw new Error(`no sample parameters for ${key}: add some to FUNCTION_SAMPLES`);
  return samples;
}

/** The text of an entry as written in the catalog, before any typesetting. */
function asWritten(key: CatalogKey, locale: Locale, params: Readonly<Record<string, unknown>>): string {
  const entry: Entry = (CATALOG as CatalogShape)[key][locale];
  return typeof entry === 'function' ? (entry as (p: unknown) => string)(params) : interpolate(entry, params);
}

const anyT = t as (locale: Locale, key: CatalogKey, params?: Readonly<Record<string, unknown>>) => string;

describe('French typography', () => {
  const cases = KEYS.flatMap((key) => samplesOf(key).map((params) => [key, params] as const));

  test('every entry written as a function has sample parameters', () => {
    expect(KEYS.filter((key) => typeof CATALOG[key].fr === 'function' && FUNCTION_SAMPLES[key] === undefined)).toEqual([]);
  });

  test.each(cases)('%s in French has no-break spaces before : ; ! ? and inside « » (%j)', (key, params) => {
    const text = anyT('fr', key, params);
    expect(text).not.toMatch(/ [:;!?»]|« /);
    // Only spaces changed: with them made plain again, the text is the one written in the catalog.
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toBe(asWritten(key, 'fr', params));
  });

  test.each(cases)('%s in English is exactly as written (%j)', (key, params) => {
    expect(anyT('en', key, params)).toBe(asWritten(key, 'en', params));
  });

  test('French texts get their no-break spaces, and their code spans stay as written', () => {
    expect(t('fr', 'perm.noAttach')).toContain('la permission «\u00a0Joindre des fichiers\u00a0», ou utilise /chacun plateau privé:True.');
    expect(t('fr', 'help.tips')).toContain('Pas assez de monde\u202f? Le bouton');
    expect(t('fr', 'help.tips')).toContain('`/chacun nouvelle robots:2`');
    expect(t('fr', 'rules.end')).toContain('sont comptés\u202f; le plus de points');
  });

  test('parameters are filled in as they are, not typeset', () => {
    expect(t('fr', 'option.badPosition', { value: 'A ! 1 : b' })).toMatch(/^«\u00a0A ! 1 : b\u00a0» n'est pas une case\u00a0: /);
    expect(t('fr', 'turn.yours', { player: 'Zoé !' })).toBe('Zoé !, à toi de jouer\u202f!');
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
