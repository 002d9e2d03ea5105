/**
 * Every text players read, in both languages, as a native speaker writes it: each game's and
 * the platform's catalogs (through `describeCatalog`, with numbers that have decimals and signs
 * where an entry takes numbers), every string written in a catalog or in the words drawn on
 * images (read from the sources, so that no branch of a function is missed), and the slash
 * commands' names and descriptions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { commandDefinitions } from '../../src/bot/definitions.ts';
import { JASS_CATALOG, t as jassT } from '../../src/games/jass/texts/catalog.ts';
import { SCRABBLE_CATALOG, t as scrabbleT } from '../../src/games/scrabble/texts/catalog.ts';
import { TCHU_CATALOG, t as tchuT } from '../../src/games/tchu/texts/catalog.ts';
import { HOSTED } from '../../src/hosted.ts';
import { CLOCK_CATALOG, tc } from '../../src/i18n/clock-catalog.ts';
import { t as platformT } from '../../src/i18n/catalog.ts';
import { LOCALES, type Locale } from '../../src/i18n/locale.ts';
import { STATS_CATALOG } from '../../src/i18n/stats-catalog.ts';
import { TOURNAMENT_CATALOG } from '../../src/i18n/tournament-catalog.ts';
import { TABLES_CATALOG } from '../../src/i18n/tables.ts';
import { TOURNAMENT_BOT_CATALOG, tt } from '../../src/bot/tournament/texts.ts';
import type { Translate } from '../../src/i18n/translator.ts';
import { describeCatalog, typographyFaults, type FunctionSamples } from './check-catalog.ts';

describeCatalog("Jass's catalog", JASS_CATALOG, jassT, {
  'jass.options': [
    { variant: 'Schieber', target: 1000 },
    { variant: 'Schieber', target: 2500 },
  ],
  'jass.turn.scoreLine': [{ team: 'Bleus', turn: 57, game: 1234 }],
  'jass.turn.scoreLineCall': [{ team: 'Bleus', call: '♠\uFE0E ×2', turn: 314, game: 1234 }],
  'jass.event.trick': [{ trick: 9, player: 'Ana', cards: '♠\uFE0EA, ♥10', points: 25 }],
  'jass.event.turnEnd': [{ turn: 3, blue: 157, orange: 0 }],
  'jass.event.weis': [{ team: 'équipe bleue', points: 70, shown: 'Alice 9♥ 10♥ V♥ D♥ et Furka 6♦ 7♦ 8♦' }],
  'jass.event.announce': [
    { player: 'Ana', points: 20, cards: 3 },
    { player: 'Furka', points: 200, cards: 4 },
  ],
  'jass.panel.weis': [
    { weis: '9♥ 10♥ V♥ D♥ (50 points)', count: 1 },
    { weis: 'V♠\uFE0E V♥ V♦ V♣\uFE0E (200 points) · 6♦ 7♦ 8♦ (20 points)', count: 2 },
  ],
  'jass.panel.weisItem': [{ cards: '9♥ 10♥ V♥', points: 20 }],
} satisfies FunctionSamples<typeof JASS_CATALOG>);

describeCatalog("Scrabble's catalog", SCRABBLE_CATALOG, scrabbleT, {
  'sc.points': [{ count: 0 }, { count: 1 }, { count: -12 }, { count: 1234 }],
  'sc.tiles': [{ count: 1 }, { count: 7 }],
  'sc.bag': [{ count: 0 }, { count: 1 }, { count: 86 }],
  'sc.board.titleOver': [{ turns: 1 }, { turns: 24 }],
} satisfies FunctionSamples<typeof SCRABBLE_CATALOG>);

describeCatalog("tCHu's catalog", TCHU_CATALOG, tchuT, {
  'tchu.cards': [{ count: 1 }, { count: 2 }],
  'tchu.cars': [{ count: 1 }, { count: 40 }],
  'tchu.tickets': [{ count: 0 }, { count: 3 }],
  'tchu.points': [{ count: 1 }, { count: -13 }, { count: 0 }],
  'tchu.turn.lastRound': [{ count: 1 }, { count: 2 }],
  'tchu.end.line': [
    { routes: '52', won: '+12', lost: '−4', bonus: '+10', length: 18 },
    { routes: '3', won: '0', lost: '0', bonus: '0', length: 1 },
  ],
  'tchu.turn.playerLine': [{ cars: 40, cards: 4, tickets: 3, points: -7 }],
  'tchu.did.keptTickets': [{ player: 'Ana', count: 1, of: 3 }],
  'tchu.did.extra': [{ count: 0 }, { count: 2 }],
  'tchu.error.MUST_KEEP_AT_LEAST': [{ min: 1 }, { min: 3 }],
  'tchu.place.beyond': [
    { direction: 'au nord', station: 'Bâle' },
    { direction: 'à l’est', station: 'Interlaken' },
  ],
  'tchu.route.detail': [
    { length: 1, color: 'gris', tunnel: false },
    { length: 6, color: 'rouge', tunnel: true },
  ],
} satisfies FunctionSamples<typeof TCHU_CATALOG>);

describeCatalog("the clock's catalog", CLOCK_CATALOG, tc as unknown as Translate<typeof CLOCK_CATALOG>, {
  'clock.duration': [{ ms: 60_000 }, { ms: 5_400_000 }, { ms: 3 * 86_400_000 }],
  'clock.level': [{ level: 'auto' }, { level: 'hard' }],
  'clock.summary': [
    { reminders: '', limit: '', by: '' },
    { reminders: '12 h', limit: '1 jour', by: 'robot facile' },
  ],
  'settings.show': [
    { dm: true, language: '' },
    { dm: false, language: 'en' },
    { dm: true, language: 'fr' },
  ],
} satisfies FunctionSamples<typeof CLOCK_CATALOG>);

// The statistics' entries take their numbers already formatted (see src/i18n/numbers.ts).
const STATS_SAMPLES: { readonly [key: string]: readonly Readonly<Record<string, unknown>>[] } = {
  'stats.games': [{ played: 12, won: 5, rate: '42' }],
  'stats.turnTime': [
    { median: '14 s', p90: '14 s', longest: '14 s', sampled: 1, turns: 1, share: '0' },
    { median: '1 min', p90: '2 min', longest: '2 min', sampled: 4, turns: 4, share: '25' },
    { median: '3 min', p90: '1 h', longest: '2 h', sampled: 12, turns: 12, share: '8' },
  ],
  'stats.rank': [{ rank: 1, count: 12 }],
  'stats.unranked': [{ need: 1 }, { need: 3 }],
  'stats.otherGames': [{ list: 'Jass (2 parties)' }],
  'stats.gameCount': [{ game: 'Jass', count: 1 }],
  'ranks.title': [{ game: 'Jass' }],
  'ranks.empty': [{ game: 'Jass', min: 3 }],
  'ranks.row': [{ rank: 2, name: 'Ana', rating: '12,5', games: 7, rate: '43' }],
  'ranks.you': [{ rank: 2, count: 9 }],
  'ranks.youUnranked': [{ games: 1, min: 3 }],
  'ranks.footer': [{ min: 3, page: 1, pages: 2, base: '1\u202f000' }],
  'ranks.emptySpeed': [{ game: 'Jass', min: 3 }],
  'ranks.rowSpeed': [{ rank: 2, name: 'Ana', median: '4 min 10 s', games: 1 }, { rank: 3, name: 'Bruno', median: '12 s', games: 7 }],
  'ranks.youNoTimes': [{ games: 1, min: 3 }, { games: 0, min: 3 }],
  'ranks.footerSpeed': [{ min: 3, page: 1, pages: 2, turns: 200 }],
  'button.animation': [{ count: 1 }],
  'animation.posted': [{ frames: 95, by: 'Ana' }],
};
const statsSamples = Object.fromEntries(
  Object.entries(STATS_SAMPLES).filter(([key]) => Object.hasOwn(STATS_CATALOG, key) && typeof (STATS_CATALOG as Record<string, { fr: unknown }>)[key].fr === 'function'),
);
describeCatalog('the statistics catalog', STATS_CATALOG, platformT as unknown as Translate<typeof STATS_CATALOG>, statsSamples as FunctionSamples<typeof STATS_CATALOG>);
describeCatalog('the tournaments catalog', TOURNAMENT_CATALOG, platformT as unknown as Translate<typeof TOURNAMENT_CATALOG>, {
  'tournament.picture.pointsOf': [
    { count: 1, points: '1', record: '1-0-2' },
    { count: 1.5, points: '1,5', record: '1-1-1' },
    { count: 3, points: '3', record: '3-0-0' },
  ],
} satisfies FunctionSamples<typeof TOURNAMENT_CATALOG>);

describeCatalog('the rematch and queue catalog', TABLES_CATALOG, platformT as unknown as Translate<typeof TABLES_CATALOG>, {
  'rematch.waitingFor': [{ players: '<@1>', count: 1 }, { players: '<@1> et <@2>', count: 2 }],
  'lfg.introAi': [{ players: '<@1>', game: 'Jass', count: 1 }, { players: '<@1>', game: 'Jass', count: 3 }],
} satisfies FunctionSamples<typeof TABLES_CATALOG>);
describeCatalog('the tournaments’ Discord catalog', TOURNAMENT_BOT_CATALOG, tt as unknown as Translate<typeof TOURNAMENT_BOT_CATALOG>, {
  'tournament.details': [
    { limit: '1 h', size: 2, teams: false, cap: 16, bots: 0, level: 'normal' },
    { limit: '1 h', size: 4, teams: false, cap: 1, bots: 3, level: 'hard' },
    { limit: '1 h', size: 2, teams: true, cap: 16, bots: 2, level: 'easy' },
  ],
  'tournament.bye': [{ names: 'Ana', count: 1 }, { names: 'Ana et Bruno', count: 2 }],
  'tournament.rowByes': [{ count: 1 }, { count: 2 }],
  'tournament.fixedTableSize': [
    { game: 'Jass', size: 2, why: 'teams' },
    { game: 'Scrabble', size: 2, why: 'duels' },
    { game: 'tCHu', size: 2, why: 'game' },
  ],
  'tournament.noRoundYet': [{ id: 'abcd', round: 1, cancelled: false }, { id: 'abcd', round: 2, cancelled: true }],
  'tournament.accessShown': [{ everyone: true }, { everyone: false }],
  'tournament.places': [{ taken: 1, cap: 16, held: 0 }, { taken: 2, cap: 16, held: 1 }, { taken: 16, cap: 16, held: 3 }],
  'tournament.requestEnded': (['accepted', 'declined', 'withdrawn', 'closed', 'left', 'teamed'] as const).map((end) => ({ end, from: 'Ana', to: 'Bruno', who: 'Bruno' })),
  'tournament.requestAnswered': [
    { from: '<@1>', to: '**Bruno**', accepted: true, canAsk: true, command: '`/tournament join partner:…`' },
    { from: '<@1>', to: '**Bruno**', accepted: false, canAsk: true, command: '`/tournoi rejoindre partenaire:…`' },
    { from: '<@1>', to: '**Bruno**', accepted: false, canAsk: false, command: '`/tournament join partner:@Ana`' },
  ],
  'tournament.partnerLeft': [
    { to: '<@1>', who: '**Bruno**', id: 'abcd', request: false, canAsk: true, command: '`/tournament join partner:…`' },
    { to: '<@1>', who: '**Bruno**', id: 'abcd', request: false, canAsk: false, command: '`/tournoi rejoindre partenaire:@Ana`' },
    { to: '<@1>', who: '**Bruno**', id: 'abcd', request: true, canAsk: true, command: '`/tournoi rejoindre partenaire:…`' },
    { to: '<@1>', who: '**Bruno**', id: 'abcd', request: true, canAsk: false, command: '`/tournament join partner:@Ana`' },
  ],
  'tournament.asked': [
    { id: 'abcd', name: 'Bruno', link: 'https://discord.com/channels/1/2/3', joined: true, left: 2, max: 3 },
    { id: 'abcd', name: 'Bruno', link: '<#2>', joined: false, left: 0, max: 3 },
    { id: 'abcd', name: 'Bruno', link: '<#2>', joined: true, left: 0, max: 3 },
  ],
  'tournament.partnerLimit': [
    { max: 3, signedUp: true, command: '`/tournament join partner:@Ana`', join: 'Join', pending: '' },
    { max: 3, signedUp: true, command: '`/tournament join partner:@Ana`', join: 'Join', pending: 'Bruno' },
    { max: 3, signedUp: false, command: '`/tournoi rejoindre partenaire:@Ana`', join: 'S’inscrire', pending: '' },
  ],
  'tournament.leftPartner': [{ name: 'Bruno', told: true }, { name: 'Bruno', told: false }],
  'tournament.fullHeld': [{ cap: 4, held: 1 }, { cap: 16, held: 3 }],
  'tournament.stats': [{ played: 1, podiums: 0, won: 0 }, { played: 3, podiums: 2, won: 1 }],
} satisfies FunctionSamples<typeof TOURNAMENT_BOT_CATALOG>);

/** The files whose `fr:` and `en:` strings players read: the catalogs and the words drawn on images. */
function textFiles(): string[] {
  const list = (dir: string, keep: (name: string) => boolean) =>
    readdirSync(dir)
      .filter(keep)
      .map((name) => join(dir, name));
  const games = readdirSync('src/games', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [
    ...list('src/i18n', (name) => name.endsWith('.ts')),
    'src/bot/tournament/texts.ts',
    ...games.flatMap((game) => [`src/games/${game.name}/texts`, `src/games/${game.name}/render`]).flatMap((dir) => {
      try {
        return list(dir, (name) => name.endsWith('.ts'));
      } catch {
        return [];
      }
    }),
  ];
}

/** Every piece of literal text under a `fr:` or `en:` property of a file, with its language and line. */
function writtenTexts(file: string): { locale: Locale; line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { locale: Locale; line: number; text: string }[] = [];
  const visit = (node: ts.Node, locale: Locale | null): void => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && (LOCALES as readonly string[]).includes(node.name.text)) {
      locale = node.name.text as Locale;
    }
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if (locale !== null && literal) found.push({ locale, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    ts.forEachChild(node, (child) => visit(child, locale));
  };
  visit(source, null);
  return found;
}

describe('every string written in a catalog or drawn on an image', () => {
  const files = textFiles();

  test('the sweep finds the catalogs and the drawn words', () => {
    expect(files).toEqual(expect.arrayContaining(['src/i18n/catalog.ts', 'src/games/tchu/texts/catalog.ts', 'src/games/chacun/render/text.ts']));
    expect(files.flatMap(writtenTexts).length).toBeGreaterThan(1000);
  });

  test.each(files)('%s: no straight apostrophe or quote, no three dots, no decimal point in French', (file) => {
    const faults = writtenTexts(file).flatMap(({ locale, line, text }) => typographyFaults(text, locale).map((fault) => `${file}:${line} (${locale}) ${fault}: ${text}`));
    expect(faults).toEqual([]);
  });
});

describe('the slash commands', () => {
  /** Every name and description of the commands, their options and choices, with its language. */
  function commandTexts(): { locale: Locale; text: string }[] {
    const found: { locale: Locale; text: string }[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (typeof value !== 'object' || value === null) return;
      const record = value as Record<string, unknown>;
      for (const key of ['name', 'description'] as const) if (typeof record[key] === 'string') found.push({ locale: 'en', text: record[key] });
      for (const key of ['name_localizations', 'description_localizations'] as const) {
        const localized = record[key] as Record<string, string> | undefined;
        if (localized?.fr !== undefined) found.push({ locale: 'fr', text: localized.fr });
      }
      Object.values(record).forEach(visit);
    };
    visit(commandDefinitions(HOSTED));
    return found;
  }

  test('names and descriptions are written as a native speaker writes them, in both languages', () => {
    const texts = commandTexts();
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.flatMap(({ locale, text }) => typographyFaults(text, locale).map((fault) => `(${locale}) ${fault}: ${text}`))).toEqual([]);
  });
});
