import { describe, expect, test } from 'vitest';
import { CATALOG, t, type Catalog } from '../../src/i18n/catalog.ts';
import { LOCALES } from '../../src/i18n/locale.ts';
import { aiOfLevel, levelName, levelTitle } from '../../src/i18n/levels.ts';
import { tc } from '../../src/i18n/clock-catalog.ts';
import { CLOCK_OPTIONS, clockNewOptions } from '../../src/bot/clock/options.ts';
import { scrabble } from '../../src/games/scrabble/index.ts';
import { describeCatalog, type FunctionSamples } from './check-catalog.ts';
import { CHACUN_DISCORD } from '../../src/games/chacun/discord/index.ts';

/** Sample parameters of every platform entry written as a function. */
const FUNCTION_SAMPLES: FunctionSamples<Catalog> = {
  'score.points': [{ count: 0 }, { count: 1 }, { count: 42 }],
  'bots.add': [{ level: 'facile' }, { level: 'easy' }],
  'bots.levels': [{ expert: false }, { expert: true }],
  'games.more': [{ count: 1 }, { count: 12 }],
  'undo.request': [
    { player: 'Ana', count: 1 },
    { player: 'Ana', count: 2 },
  ],
  'log.pastEnd': [
    { asked: 99, pages: 1 },
    { asked: 9, pages: 3 },
  ],
  'export.done': [{ id: 'abcd1234', moves: 42, file: 'chacun-abcd1234.json' }],
  'export.partial': [
    { id: 'abcd1234', moves: 1, file: 'jass-abcd1234.json', player: 'Bérénice' },
    { id: 'abcd1234', moves: 42, file: 'scrabble-abcd1234.json', player: 'a_very_long_display_name_32char' },
  ],
  'export.partialPublic': [{ id: 'abcd1234', moves: 0, file: 'tchu-abcd1234.json' }],
  'end.forfeit': [
    { players: 'Bérénice', count: 1 },
    { players: 'Bob and Dan', count: 2 },
  ],
  'abort.confirmTournament': [
    { winners: 'Ana, Ben and Dora', sides: 3, losers: '' },
    { winners: 'Ana and Ben', sides: 2, losers: 'Cleo' },
    { winners: 'Ben and Dora', sides: 1, losers: 'Ana and Cleo' },
  ],
  'end.tournamentCounts': [
    { winners: 'Ana, Ben and Dora', sides: 3, losers: '' },
    { winners: 'Ana and Ben', sides: 2, losers: 'Cleo' },
    { winners: 'Ben and Dora', sides: 1, losers: 'Ana and Cleo' },
  ],
  'turn.aiPlayed': [
    { players: 'Ötzi', count: 1 },
    { players: 'Ötzi and Lucy', count: 2 },
  ],
  'option.badChoice': [
    { option: 'attente', values: ['15 minutes', '1 heure (par défaut)', 'Pas de robots : des personnes seulement'] },
    { option: 'words', values: ['French', 'English'] },
  ],
};

describeCatalog('the platform catalog', CATALOG, t, FUNCTION_SAMPLES);

describe('platform texts', () => {
  test.each([
    ['fr', 'Rejoindre'],
    ['en', 'Join'],
  ] as const)('a plain label in %s', (locale, expected) => {
    expect(t(locale, 'button.join')).toBe(expected);
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

  test.each(LOCALES)('the store text fits a failed read as well as a failed write (%s)', (locale) => {
    const text = t(locale, 'game.storeUnavailable');
    expect(text).not.toMatch(/saved|enregistrer/);
    expect(text).toMatch(/nothing was changed|rien n’a changé/);
  });

  test.each([
    ['fr', 'Il faut au moins 2 places occupées, robots compris, pour commencer.', '(2 à 5 places, robots compris)'],
    ['en', 'At least 2 seats must be filled, AI players included, to start.', '(2 to 5 seats, AI players included)'],
  ] as const)('the lobby counts seats, AI players included, not people (%s)', (locale, tooFew, hint) => {
    expect(t(locale, 'lobby.tooFew', { min: 2 })).toBe(tooFew);
    expect(t(locale, 'lobby.hint', { host: 'Ana', min: 2, max: 5 })).toContain(hint);
    expect(t(locale, 'lobby.hint', { host: 'Ana', min: 2, max: 5 })).not.toMatch(/joueurs|(?<!AI )players/);
    expect(t(locale, 'lobby.hint', { host: 'Ana', min: 2, max: 5 })).not.toMatch(/couleur|colour/);
  });

  test.each([
    ['fr', 'easy', 'Ajouter un robot facile'],
    ['fr', 'normal', 'Ajouter un robot moyen'],
    ['fr', 'hard', 'Ajouter un robot difficile'],
    ['en', 'easy', 'Add an easy AI player'],
    ['en', 'normal', 'Add a normal AI player'],
    ['en', 'hard', 'Add a hard AI player'],
    ['fr', 'expert', 'Ajouter un robot expert'],
    ['en', 'expert', 'Add an expert AI player'],
  ] as const)('the bots panel button in %s for the %s level reads %j, short enough for a button', (locale, level, expected) => {
    const label = t(locale, 'bots.add', { level: levelName(level, locale) });
    expect(label).toBe(expected);
    expect(label.length).toBeLessThanOrEqual(80);
  });

  test('one table names the levels: in running text, as an option’s choice, and as an AI player (a robot in French)', () => {
    expect(['easy', 'normal', 'hard', 'expert'].map((level) => levelName(level, 'fr'))).toEqual(['facile', 'moyen', 'difficile', 'expert']);
    expect(levelTitle('normal', 'fr')).toBe('Moyen');
    expect(levelTitle('hard', 'en')).toBe('Hard');
    expect(tc('fr', 'clock.level', { level: 'normal' })).toBe('robot moyen');
    expect(tc('fr', 'clock.level', { level: 'expert' })).toBe('robot expert');
    expect(tc('en', 'clock.level', { level: 'expert' })).toBe('expert AI');
    expect(aiOfLevel('normal', 'fr', true)).toBe('Robot moyen');
    expect(aiOfLevel('hard', 'en', true)).toBe('AI Hard');
    // A level a game adds without a name shows as it is.
    expect(levelName('grandmaster', 'fr')).toBe('grandmaster');
  });

  // The platform's resignation texts with ChaCuN's account of how a resigned colour plays on.
  const confirm = (locale: 'fr' | 'en') => t(locale, 'resign.confirm', { autoPlay: CHACUN_DISCORD.seats.autoPlay(locale) });
  const told = (locale: 'fr' | 'en') => t(locale, 'resign.public', { player: 'Ana', autoPlay: CHACUN_DISCORD.seats.autoPlayPublic(locale) });

  test.each(LOCALES)('the resignation texts describe the automatic moves, not "the bot" (%s)', (locale) => {
    const texts = [confirm(locale), told(locale)];
    for (const text of texts) {
      expect(text).not.toMatch(/\bbot\b/i);
      expect(text).toMatch(locale === 'fr' ? /automatiquement.*première case possible.*sans occupant/ : /automatically.*first square that fits.*no occupants/);
    }
  });

  test.each([
    ['fr', 'Ta couleur sera ensuite jouée automatiquement', 'Ana a abandonné\u00a0: sa couleur est désormais jouée automatiquement (première case possible, sans occupant).'],
    ['en', 'Your colour will then be played automatically', 'Ana resigned: that colour is now played automatically (first square that fits, no occupants).'],
  ] as const)('resigning in %s', (locale, confirmText, toldText) => {
    expect(confirm(locale)).toContain(confirmText);
    expect(told(locale)).toBe(toldText);
  });

  test.each(LOCALES)('the export message speaks to players, not developers (%s)', (locale) => {
    const text = t(locale, 'export.done', { id: 'abcd1234', moves: 42, file: 'chacun-abcd1234.json' });
    expect(text).toContain('chacun-abcd1234.json');
    expect(text).not.toMatch(/npm|`/);
    expect(text).toMatch(locale === 'fr' ? /toute la partie coup par coup/ : /the whole game move by move/);
  });

  test.each([
    ['fr', 'Le nombre de robots doit être compris entre 0 et 4.', 'Ce choix n’est plus valable\u00a0: la partie a avancé depuis.'],
    ['en', 'The number of AI players (bots) must be from 0 to 4.', 'This choice has expired: the game has moved on.'],
  ] as const)('option and stale-button texts in %s', (locale, badBots, stale) => {
    expect(t(locale, 'option.badBots', { max: 4 })).toBe(badBots);
    expect(t(locale, 'game.staleButton')).toBe(stale);
  });

  test.each(LOCALES)('a lobby cancelled or kept is called a lobby, not a game (%s)', (locale) => {
    const lobbyTexts = [t(locale, 'abort.doneLobby'), t(locale, 'abort.keptLobby')];
    for (const text of lobbyTexts) expect(text).toMatch(locale === 'fr' ? /^L’inscription / : /^The lobby /);
    expect(new Set([...lobbyTexts, t(locale, 'abort.done'), t(locale, 'abort.kept'), t(locale, 'abort.keptNothing')]).size).toBe(5);
  });

  test.each(LOCALES)('old lobby and bots-panel buttons are answered about seats, not about lobby buttons (%s)', (locale) => {
    expect(t(locale, 'lobby.startedButtons')).toBe(
      locale === 'fr' ? 'La partie a déjà commencé\u00a0: les places ne peuvent plus changer.' : 'The game has already started: seats can no longer change.',
    );
  });

  test('French texts get their no-break spaces, and their commands stay as written', () => {
    expect(t('fr', 'perm.noAttach', { board: '/chacun plateau' })).toContain('la permission «\u00a0Joindre des fichiers\u00a0», ou utilise /chacun plateau privé:True.');
    expect(t('fr', 'lobby.botsHint')).toBe('Il manque du monde\u202f? Le bouton Robots ajoute des adversaires, du niveau voulu.');
  });

  test('parameters are filled in as they are, not typeset', () => {
    expect(t('fr', 'game.unknownHere', { id: 'A ! 1 : b' })).toMatch(/^Je ne trouve pas de partie «\u00a0A ! 1 : b\u00a0» dans ce salon\u00a0: /);
    expect(t('fr', 'lobby.joined', { player: 'Zoé !' })).toBe('Zoé ! a rejoint la partie.');
  });

  test('parameters are type-checked', () => {
    // These lines only have to compile (or fail to, where marked); tsc checks the test folder.
    const checks = [
      // @ts-expect-error the player is missing
      () => t('fr', 'resign.public'),
      // @ts-expect-error a wrong parameter name
      () => t('fr', 'resign.public', { name: 'x' }),
      // @ts-expect-error the file is missing
      () => t('en', 'export.done', { id: 'abcd1234', moves: 1 }),
      // @ts-expect-error an unknown key
      () => t('en', 'button.nope'),
      // @ts-expect-error a key of ChaCuN's catalog is not the platform's
      () => t('en', 'place.title'),
    ];
    expect(checks).toHaveLength(5);
  });
});

describe('the hand-over option of /… new', () => {
  test('names each level of the game as an AI, normal by default, in both languages', () => {
    const option = clockNewOptions(scrabble as never).find((o) => o.name === CLOCK_OPTIONS.level) as { choices: { name: string; name_localizations: { fr: string }; value: string }[] };
    expect(option.choices.map((c) => c.name)).toEqual(['Simple automatic move', 'Easy AI', 'Normal AI (default)', 'Hard AI', 'Expert AI']);
    expect(option.choices.map((c) => c.name_localizations.fr)).toEqual(['Coup automatique simple', 'Robot facile', 'Robot moyen (par défaut)', 'Robot difficile', 'Robot expert']);
  });
});
