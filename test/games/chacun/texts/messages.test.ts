import { describe, expect, test } from 'vitest';
import type { PlayerColor } from '../../../../src/games/chacun/engine/basics.ts';
import { MESSAGE_KINDS, type AnimalCounts, type Message, type MessageKind } from '../../../../src/games/chacun/engine/messages.ts';
import { playRandomGame } from '../../../../src/games/chacun/engine/simulate.ts';
import { colorName, playerNamesByColor } from '../../../../src/games/chacun/texts/colors.ts';
import { LOCALES, type Locale } from '../../../../src/i18n/locale.ts';
import { messageText } from '../../../../src/games/chacun/texts/messages.ts';

const NAMES: Record<PlayerColor, string> = { RED: 'Alice', BLUE: 'Bob', GREEN: 'Chloé', YELLOW: 'Dan', PURPLE: 'Eve' };
const names = (color: PlayerColor): string => NAMES[color];

function animals(mammoths: number, aurochs: number, deer: number, tigers = 0): AnimalCounts {
  return { MAMMOTH: mammoths, AUROCHS: aurochs, DEER: deer, TIGER: tigers };
}

/** One message of each kind, shaped as the engine writes them. */
const SAMPLES: Readonly<Record<MessageKind, Message>> = {
  forest: { kind: 'forest', points: 11, scorers: ['RED'], tileIds: [1, 2, 3, 4], tiles: 4, mushrooms: 1 },
  menhirForest: { kind: 'menhirForest', points: 0, scorers: [], tileIds: [5, 6], player: 'BLUE' },
  river: { kind: 'river', points: 5, scorers: ['RED', 'GREEN'], tileIds: [7, 8, 9], tiles: 3, fish: 2 },
  huntingTrap: { kind: 'huntingTrap', points: 9, scorers: ['YELLOW'], tileIds: [10, 11], animals: animals(1, 2, 2, 1) },
  logboat: { kind: 'logboat', points: 4, scorers: ['PURPLE'], tileIds: [12, 13], lakes: 2 },
  meadow: { kind: 'meadow', points: 7, scorers: ['RED', 'BLUE', 'GREEN'], tileIds: [14, 15], animals: animals(1, 1, 2, 3) },
  riverSystem: { kind: 'riverSystem', points: 6, scorers: ['BLUE'], tileIds: [16, 17], fish: 6 },
  pitTrap: { kind: 'pitTrap', points: 3, scorers: ['GREEN'], tileIds: [18], animals: animals(1, 0, 0) },
  raft: { kind: 'raft', points: 2, scorers: ['RED', 'PURPLE'], tileIds: [19, 20], lakes: 2 },
  winners: { kind: 'winners', points: 0, scorers: ['BLUE'], tileIds: [], winningPoints: 42 },
};

/** Signs of a sentence put together wrongly. */
function expectClean(text: string): void {
  expect(text).not.toMatch(/undefined|NaN|null|\[object|[{}]|\$/);
  expect(text).not.toMatch(/ {2}| [.,]|\.\./);
  expect(text).toMatch(/^\S.*\.$/);
}

const KINDS_BY_LOCALE = LOCALES.flatMap((locale) => MESSAGE_KINDS.map((kind) => [kind, locale] as const));

describe('every message kind', () => {
  test.each(KINDS_BY_LOCALE)('%s renders in %s as a clean sentence naming its players', (kind, locale) => {
    const message = SAMPLES[kind];
    const text = messageText(message, names, locale);
    expectClean(text);
    const players = message.player !== undefined ? [message.player] : message.scorers;
    for (const color of players) expect(text).toContain(NAMES[color]);
    if (message.points > 0) expect(text).toContain(`${message.points} points`);
  });

  test.each(KINDS_BY_LOCALE)('%s in %s falls back to colour names', (kind, locale) => {
    const message = SAMPLES[kind];
    const text = messageText(message, playerNamesByColor(locale), locale);
    expectClean(text);
    const first = message.player ?? message.scorers[0];
    const name = colorName(first, locale);
    expect(text.startsWith(name.charAt(0).toUpperCase() + name.slice(1))).toBe(true);
  });
});

describe('exact texts', () => {
  test.each<[string, Message, Locale, string]>([
    [
      'forest, one scorer, one mushroom group',
      SAMPLES.forest,
      'fr',
      'Alice a remporté 11 points grâce à sa majorité de cueilleurs dans une forêt de 4 tuiles avec 1 groupe de champignons.',
    ],
    [
      'forest, one scorer, one mushroom group',
      SAMPLES.forest,
      'en',
      'Alice scored 11 points with the most gatherers in a closed forest of 4 tiles holding 1 mushroom group.',
    ],
    [
      'forest, tie, no mushrooms',
      { kind: 'forest', points: 4, scorers: ['RED', 'BLUE'], tileIds: [1, 2], tiles: 2, mushrooms: 0 },
      'fr',
      'Alice et Bob ont remporté 4 points par couleur grâce à leur majorité de cueilleurs dans une forêt de 2 tuiles.',
    ],
    [
      'forest, tie, no mushrooms',
      { kind: 'forest', points: 4, scorers: ['RED', 'BLUE'], tileIds: [1, 2], tiles: 2, mushrooms: 0 },
      'en',
      'Alice and Bob each scored 4 points, tied for the most gatherers in a closed forest of 2 tiles.',
    ],
    [
      'forest, two mushroom groups',
      { kind: 'forest', points: 12, scorers: ['GREEN'], tileIds: [1, 2, 3], tiles: 3, mushrooms: 2 },
      'fr',
      'Chloé a remporté 12 points grâce à sa majorité de cueilleurs dans une forêt de 3 tuiles avec 2 groupes de champignons.',
    ],
    [
      'forest, two mushroom groups',
      { kind: 'forest', points: 12, scorers: ['GREEN'], tileIds: [1, 2, 3], tiles: 3, mushrooms: 2 },
      'en',
      'Chloé scored 12 points with the most gatherers in a closed forest of 3 tiles holding 2 mushroom groups.',
    ],
    ['menhir forest', SAMPLES.menhirForest, 'fr', 'Bob a fermé une forêt contenant un menhir et peut donc poser une tuile menhir.'],
    ['menhir forest', SAMPLES.menhirForest, 'en', 'Bob closed a forest with a menhir and may therefore place a menhir tile.'],
    [
      'river, tie, two fish',
      SAMPLES.river,
      'fr',
      'Alice et Chloé ont remporté 5 points par couleur grâce à leur majorité de pêcheurs dans une rivière de 3 tuiles avec 2 poissons.',
    ],
    [
      'river, tie, two fish',
      SAMPLES.river,
      'en',
      'Alice and Chloé each scored 5 points, tied for the most fishers in a closed river of 3 tiles holding 2 fish.',
    ],
    [
      'river, one fish',
      { kind: 'river', points: 3, scorers: ['BLUE'], tileIds: [1, 2], tiles: 2, fish: 1 },
      'fr',
      'Bob a remporté 3 points grâce à sa majorité de pêcheurs dans une rivière de 2 tuiles avec 1 poisson.',
    ],
    [
      'river, one fish',
      { kind: 'river', points: 3, scorers: ['BLUE'], tileIds: [1, 2], tiles: 2, fish: 1 },
      'en',
      'Bob scored 3 points with the most fishers in a closed river of 2 tiles holding 1 fish.',
    ],
    [
      'river, no fish',
      { kind: 'river', points: 2, scorers: ['BLUE'], tileIds: [1, 2], tiles: 2, fish: 0 },
      'fr',
      'Bob a remporté 2 points grâce à sa majorité de pêcheurs dans une rivière de 2 tuiles.',
    ],
    [
      'hunting trap, tigers left out',
      SAMPLES.huntingTrap,
      'fr',
      'Dan a remporté 9 points en posant la fosse à pieux, qui a piégé 1 mammouth, 2 aurochs et 2 cerfs.',
    ],
    [
      'hunting trap, tigers left out',
      SAMPLES.huntingTrap,
      'en',
      'Dan scored 9 points by placing the hunting trap, which caught 1 mammoth, 2 aurochs and 2 deer.',
    ],
    [
      'hunting trap, one of each singular',
      { kind: 'huntingTrap', points: 3, scorers: ['RED'], tileIds: [1], animals: animals(0, 1, 1) },
      'fr',
      'Alice a remporté 3 points en posant la fosse à pieux, qui a piégé 1 auroch et 1 cerf.',
    ],
    [
      'hunting trap, one of each singular',
      { kind: 'huntingTrap', points: 3, scorers: ['RED'], tileIds: [1], animals: animals(0, 1, 1) },
      'en',
      'Alice scored 3 points by placing the hunting trap, which caught 1 aurochs and 1 deer.',
    ],
    [
      'hunting trap, one point',
      { kind: 'huntingTrap', points: 1, scorers: ['RED'], tileIds: [1], animals: animals(0, 0, 1) },
      'fr',
      'Alice a remporté 1 point en posant la fosse à pieux, qui a piégé 1 cerf.',
    ],
    [
      'hunting trap, one point',
      { kind: 'huntingTrap', points: 1, scorers: ['RED'], tileIds: [1], animals: animals(0, 0, 1) },
      'en',
      'Alice scored 1 point by placing the hunting trap, which caught 1 deer.',
    ],
    ['logboat, two lakes', SAMPLES.logboat, 'fr', 'Eve a remporté 4 points en posant la pirogue dans un réseau hydrographique comptant 2 lacs.'],
    ['logboat, two lakes', SAMPLES.logboat, 'en', 'Eve scored 4 points by placing the logboat in a river system with 2 lakes.'],
    [
      'logboat, one lake',
      { kind: 'logboat', points: 2, scorers: ['PURPLE'], tileIds: [1], lakes: 1 },
      'fr',
      'Eve a remporté 2 points en posant la pirogue dans un réseau hydrographique comptant 1 lac.',
    ],
    [
      'logboat, one lake',
      { kind: 'logboat', points: 2, scorers: ['PURPLE'], tileIds: [1], lakes: 1 },
      'en',
      'Eve scored 2 points by placing the logboat in a river system with 1 lake.',
    ],
    [
      'meadow, three-way tie',
      SAMPLES.meadow,
      'fr',
      'Alice, Bob et Chloé ont remporté 7 points par couleur grâce à leur majorité de chasseurs dans un pré avec 1 mammouth, 1 auroch et 2 cerfs.',
    ],
    [
      'meadow, three-way tie',
      SAMPLES.meadow,
      'en',
      'Alice, Bob and Chloé each scored 7 points, tied for the most hunters in a meadow holding 1 mammoth, 1 aurochs and 2 deer.',
    ],
    [
      'meadow, plurals',
      { kind: 'meadow', points: 12, scorers: ['YELLOW'], tileIds: [1], animals: animals(2, 3, 0) },
      'fr',
      'Dan a remporté 12 points grâce à sa majorité de chasseurs dans un pré avec 2 mammouths et 3 aurochs.',
    ],
    [
      'meadow, plurals',
      { kind: 'meadow', points: 12, scorers: ['YELLOW'], tileIds: [1], animals: animals(2, 3, 0) },
      'en',
      'Dan scored 12 points with the most hunters in a meadow holding 2 mammoths and 3 aurochs.',
    ],
    [
      'river system',
      SAMPLES.riverSystem,
      'fr',
      'Bob a remporté 6 points grâce à sa majorité de huttes de pêcheurs dans un réseau hydrographique avec 6 poissons.',
    ],
    ['river system', SAMPLES.riverSystem, 'en', 'Bob scored 6 points with the most fishing huts in a river system holding 6 fish.'],
    [
      'river system, one fish',
      { kind: 'riverSystem', points: 1, scorers: ['BLUE', 'YELLOW'], tileIds: [1], fish: 1 },
      'fr',
      'Bob et Dan ont remporté 1 point par couleur grâce à leur majorité de huttes de pêcheurs dans un réseau hydrographique avec 1 poisson.',
    ],
    [
      'river system, one fish',
      { kind: 'riverSystem', points: 1, scorers: ['BLUE', 'YELLOW'], tileIds: [1], fish: 1 },
      'en',
      'Bob and Dan each scored 1 point, tied for the most fishing huts in a river system holding 1 fish.',
    ],
    [
      'pit trap',
      SAMPLES.pitTrap,
      'fr',
      'Chloé a remporté 3 points grâce à sa majorité de chasseurs dans le pré de la grande fosse à pieux, qui a piégé 1 mammouth.',
    ],
    [
      'pit trap',
      SAMPLES.pitTrap,
      'en',
      'Chloé scored 3 points with the most hunters in the meadow of the pit trap, which caught 1 mammoth.',
    ],
    [
      'raft, tie',
      SAMPLES.raft,
      'fr',
      'Alice et Eve ont remporté 2 points par couleur grâce à leur majorité de huttes de pêcheurs dans un réseau hydrographique contenant le radeau et 2 lacs.',
    ],
    [
      'raft, tie',
      SAMPLES.raft,
      'en',
      'Alice and Eve each scored 2 points, tied for the most fishing huts in a river system holding the raft and 2 lakes.',
    ],
    [
      'raft, one lake',
      { kind: 'raft', points: 1, scorers: ['RED'], tileIds: [1], lakes: 1 },
      'fr',
      'Alice a remporté 1 point grâce à sa majorité de huttes de pêcheurs dans un réseau hydrographique contenant le radeau et 1 lac.',
    ],
    ['one winner', SAMPLES.winners, 'fr', 'Bob a remporté la partie avec 42 points.'],
    ['one winner', SAMPLES.winners, 'en', 'Bob won the game with 42 points.'],
    [
      'tied winners',
      { kind: 'winners', points: 0, scorers: ['RED', 'GREEN', 'PURPLE'], tileIds: [], winningPoints: 30 },
      'fr',
      'Alice, Chloé et Eve se sont partagé la victoire avec 30 points.',
    ],
    [
      'tied winners',
      { kind: 'winners', points: 0, scorers: ['RED', 'GREEN', 'PURPLE'], tileIds: [], winningPoints: 30 },
      'en',
      'Alice, Chloé and Eve shared the win with 30 points.',
    ],
    [
      'winners with nothing scored',
      { kind: 'winners', points: 0, scorers: ['RED', 'BLUE'], tileIds: [], winningPoints: 0 },
      'fr',
      'Alice et Bob se sont partagé la victoire avec 0 point.',
    ],
    [
      'winners with nothing scored',
      { kind: 'winners', points: 0, scorers: ['RED', 'BLUE'], tileIds: [], winningPoints: 0 },
      'en',
      'Alice and Bob shared the win with 0 points.',
    ],
    [
      'one winner with 1 point',
      { kind: 'winners', points: 0, scorers: ['YELLOW'], tileIds: [], winningPoints: 1 },
      'fr',
      'Dan a remporté la partie avec 1 point.',
    ],
  ])('%s (%s)', (_situation, message, locale, expected) => {
    expect(messageText(message, names, locale)).toBe(expected);
  });

  test('colour names stand in for players', () => {
    expect(messageText(SAMPLES.raft, playerNamesByColor('fr'), 'fr')).toMatch(/^Rouge et Violet ont remporté 2 points par couleur /);
    expect(messageText(SAMPLES.raft, playerNamesByColor('en'), 'en')).toMatch(/^Red and Purple each scored 2 points/);
  });

  test('in a tie, the French says that every colour gets the points, as the English "each" does', () => {
    const tie: Message = { kind: 'forest', points: 10, scorers: ['RED', 'BLUE'], tileIds: [1, 2], tiles: 2, mushrooms: 0 };
    expect(messageText(tie, playerNamesByColor('fr'), 'fr')).toMatch(/^Rouge et Bleu ont remporté 10 points par couleur /);
    expect(messageText(tie, playerNamesByColor('en'), 'en')).toMatch(/^Red and Blue each scored 10 points/);
    // A single scorer is not "par couleur".
    expect(messageText({ ...tie, scorers: ['RED'] }, playerNamesByColor('fr'), 'fr')).toMatch(/^Rouge a remporté 10 points grâce/);
  });

  test('a message naming no player is a bug', () => {
    expect(() => messageText({ kind: 'menhirForest', points: 0, scorers: [], tileIds: [] }, names, 'fr')).toThrow();
  });
});

describe('French typography of the message board', () => {
  /** A plain space where French wants a no-break one: before : ; ! ? », or after «. */
  const BREAKABLE = / [:;!?»]|« /;

  test.each(MESSAGE_KINDS)('%s in French has no plain space before : ; ! ? nor inside « »', (kind) => {
    for (const namesOf of [names, playerNamesByColor('fr')]) expect(messageText(SAMPLES[kind], namesOf, 'fr')).not.toMatch(BREAKABLE);
  });

  test.each(MESSAGE_KINDS)('%s in English has only plain spaces', (kind) => {
    expect(messageText(SAMPLES[kind], names, 'en')).not.toMatch(/[\u00a0\u202f]/);
  });

  test.each(LOCALES)('player names are put in as they are, never typeset (%s)', (locale) => {
    const odd = (color: PlayerColor): string => (color === 'RED' ? 'Zoé !' : 'Bob ?');
    const text = messageText(SAMPLES.river, odd, locale);
    expect(text.startsWith(locale === 'fr' ? 'Zoé ! et Bob ? ont remporté' : 'Zoé ! and Bob ? each scored')).toBe(true);
  });

  test('every French message of 50 seeded games is typeset', () => {
    for (let seed = 0; seed < 50; seed++) {
      for (const message of playRandomGame(2 + (seed % 4), seed, false).state.messages) {
        expect(messageText(message, names, 'fr')).not.toMatch(BREAKABLE);
      }
    }
  });
});

describe('messages of random games', () => {
  test('every message of 200 seeded games renders cleanly in both languages', () => {
    const seen = new Set<MessageKind>();
    for (let seed = 0; seed < 200; seed++) {
      const { state } = playRandomGame(2 + (seed % 4), seed, false);
      for (const message of state.messages) {
        seen.add(message.kind);
        for (const locale of LOCALES) {
          const text = messageText(message, names, locale);
          expectClean(text);
          expect(text).toContain(NAMES[message.player ?? message.scorers[0]]);
        }
      }
    }
    // The seeds reach every kind, so the loop above really covers them all.
    expect([...seen].sort()).toEqual([...MESSAGE_KINDS].sort());
  });
});
