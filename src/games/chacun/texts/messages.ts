import type { PlayerColor } from '../engine/basics.ts';
import type { AnimalCounts, Message, MessageKind } from '../engine/messages.ts';
import { joinNames, quantity } from '../../../i18n/lists.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { typeset } from '../../../i18n/typography.ts';

/**
 * What a message text is made of, already put into words: `who` is the list of scorers
 * (or the player who closed the menhir forest), `many` whether it names several players.
 */
interface Facts {
  readonly message: Message;
  readonly who: string;
  readonly many: boolean;
}

/** A sentence for one message kind in one language. */
type Sentence = (facts: Facts) => string;

// Counts default to 0 so that a malformed record never prints 'undefined'.
const tilesOf = (m: Message): number => m.tiles ?? m.tileIds.length;
const count = (n: number | undefined): number => n ?? 0;
const NO_ANIMALS: AnimalCounts = { MAMMOTH: 0, AUROCHS: 0, DEER: 0, TIGER: 0 };

/** Words of one language that several sentences share. */
interface Words {
  points(n: number): string;
  /** Mammoths, aurochs and deer as a list; tigers never score and are left out. */
  animals(counts: AnimalCounts): string;
}

const FR_WORDS: Words = {
  points: (n) => quantity(n, 'fr', 'point', 'points'),
  animals: (a) =>
    animalList(a, 'fr', (n) => quantity(n, 'fr', 'mammouth', 'mammouths'), (n) => quantity(n, 'fr', 'auroch', 'aurochs'), (n) =>
      quantity(n, 'fr', 'cerf', 'cerfs'),
    ),
};

const EN_WORDS: Words = {
  points: (n) => quantity(n, 'en', 'point', 'points'),
  animals: (a) =>
    animalList(a, 'en', (n) => quantity(n, 'en', 'mammoth', 'mammoths'), (n) => `${n} aurochs`, (n) => `${n} deer`),
};

function animalList(
  counts: AnimalCounts,
  locale: Locale,
  mammoths: (n: number) => string,
  aurochs: (n: number) => string,
  deer: (n: number) => string,
): string {
  const parts: string[] = [];
  if (counts.MAMMOTH > 0) parts.push(mammoths(counts.MAMMOTH));
  if (counts.AUROCHS > 0) parts.push(aurochs(counts.AUROCHS));
  if (counts.DEER > 0) parts.push(deer(counts.DEER));
  return joinNames(parts, locale);
}

// French: the players are the subject and nothing agrees with their gender ("a remporté",
// "grâce à sa majorité"), since the bot does not know it. In a tie every majority player scores
// the full points: "par couleur" says so ("chacun" would take a gender).
const frWon = (many: boolean, points: number): string =>
  many ? `ont remporté ${FR_WORDS.points(points)} par couleur` : `a remporté ${FR_WORDS.points(points)}`;
const frMajority = (many: boolean, occupants: string): string => `grâce à ${many ? 'leur' : 'sa'} majorité de ${occupants}`;
const frCaught = (a: AnimalCounts): string => {
  const list = FR_WORDS.animals(a);
  return list === '' ? '' : `, qui a piégé ${list}`;
};

const FR: { readonly [K in MessageKind]: Sentence } = {
  forest: ({ message: m, who, many }) => {
    const mushrooms = count(m.mushrooms);
    const groups = mushrooms > 0 ? ` avec ${quantity(mushrooms, 'fr', 'groupe', 'groupes')} de champignons` : '';
    const tiles = quantity(tilesOf(m), 'fr', 'tuile', 'tuiles');
    return `${who} ${frWon(many, m.points)} ${frMajority(many, 'cueilleurs')} dans une forêt de ${tiles}${groups}.`;
  },
  menhirForest: ({ who }) => `${who} a fermé une forêt contenant un menhir et peut donc poser une tuile menhir.`,
  river: ({ message: m, who, many }) => {
    const fish = count(m.fish);
    const withFish = fish > 0 ? ` avec ${quantity(fish, 'fr', 'poisson', 'poissons')}` : '';
    const tiles = quantity(tilesOf(m), 'fr', 'tuile', 'tuiles');
    return `${who} ${frWon(many, m.points)} ${frMajority(many, 'pêcheurs')} dans une rivière de ${tiles}${withFish}.`;
  },
  huntingTrap: ({ message: m, who, many }) =>
    `${who} ${frWon(many, m.points)} en posant la fosse à pieux${frCaught(m.animals ?? NO_ANIMALS)}.`,
  logboat: ({ message: m, who, many }) =>
    `${who} ${frWon(many, m.points)} en posant la pirogue dans un réseau hydrographique comptant ${quantity(count(m.lakes), 'fr', 'lac', 'lacs')}.`,
  meadow: ({ message: m, who, many }) => {
    const animals = FR_WORDS.animals(m.animals ?? NO_ANIMALS);
    return `${who} ${frWon(many, m.points)} ${frMajority(many, 'chasseurs')} dans un pré${animals === '' ? '' : ` avec ${animals}`}.`;
  },
  riverSystem: ({ message: m, who, many }) =>
    `${who} ${frWon(many, m.points)} ${frMajority(many, 'huttes de pêcheurs')} dans un réseau hydrographique avec ${quantity(count(m.fish), 'fr', 'poisson', 'poissons')}.`,
  pitTrap: ({ message: m, who, many }) =>
    `${who} ${frWon(many, m.points)} ${frMajority(many, 'chasseurs')} dans le pré de la grande fosse à pieux${frCaught(m.animals ?? NO_ANIMALS)}.`,
  raft: ({ message: m, who, many }) =>
    `${who} ${frWon(many, m.points)} ${frMajority(many, 'huttes de pêcheurs')} dans un réseau hydrographique contenant le radeau et ${quantity(count(m.lakes), 'fr', 'lac', 'lacs')}.`,
  winners: ({ message: m, who, many }) =>
    many
      ? `${who} se sont partagé la victoire avec ${FR_WORDS.points(count(m.winningPoints))}.`
      : `${who} a remporté la partie avec ${FR_WORDS.points(count(m.winningPoints))}.`,
};

// English: in a tie every majority player scores the full points, which "each" makes clear.
const enScored = (many: boolean, points: number): string => `${many ? 'each scored' : 'scored'} ${EN_WORDS.points(points)}`;
const enMajority = (many: boolean, occupants: string): string => (many ? `, tied for the most ${occupants}` : ` with the most ${occupants}`);
const enCaught = (a: AnimalCounts): string => {
  const list = EN_WORDS.animals(a);
  return list === '' ? '' : `, which caught ${list}`;
};

const EN: { readonly [K in MessageKind]: Sentence } = {
  forest: ({ message: m, who, many }) => {
    const mushrooms = count(m.mushrooms);
    const groups = mushrooms > 0 ? ` holding ${quantity(mushrooms, 'en', 'mushroom group', 'mushroom groups')}` : '';
    const tiles = quantity(tilesOf(m), 'en', 'tile', 'tiles');
    return `${who} ${enScored(many, m.points)}${enMajority(many, 'gatherers')} in a closed forest of ${tiles}${groups}.`;
  },
  menhirForest: ({ who }) => `${who} closed a forest with a menhir and may therefore place a menhir tile.`,
  river: ({ message: m, who, many }) => {
    const fish = count(m.fish);
    const withFish = fish > 0 ? ` holding ${fish} fish` : '';
    const tiles = quantity(tilesOf(m), 'en', 'tile', 'tiles');
    return `${who} ${enScored(many, m.points)}${enMajority(many, 'fishers')} in a closed river of ${tiles}${withFish}.`;
  },
  huntingTrap: ({ message: m, who, many }) =>
    `${who} ${enScored(many, m.points)} by placing the hunting trap${enCaught(m.animals ?? NO_ANIMALS)}.`,
  logboat: ({ message: m, who, many }) =>
    `${who} ${enScored(many, m.points)} by placing the logboat in a river system with ${quantity(count(m.lakes), 'en', 'lake', 'lakes')}.`,
  meadow: ({ message: m, who, many }) => {
    const animals = EN_WORDS.animals(m.animals ?? NO_ANIMALS);
    return `${who} ${enScored(many, m.points)}${enMajority(many, 'hunters')} in a meadow${animals === '' ? '' : ` holding ${animals}`}.`;
  },
  riverSystem: ({ message: m, who, many }) =>
    `${who} ${enScored(many, m.points)}${enMajority(many, 'fishing huts')} in a river system holding ${count(m.fish)} fish.`,
  pitTrap: ({ message: m, who, many }) =>
    `${who} ${enScored(many, m.points)}${enMajority(many, 'hunters')} in the meadow of the pit trap${enCaught(m.animals ?? NO_ANIMALS)}.`,
  raft: ({ message: m, who, many }) =>
    `${who} ${enScored(many, m.points)}${enMajority(many, 'fishing huts')} in a river system holding the raft and ${quantity(count(m.lakes), 'en', 'lake', 'lakes')}.`,
  winners: ({ message: m, who, many }) =>
    many
      ? `${who} shared the win with ${EN_WORDS.points(count(m.winningPoints))}.`
      : `${who} won the game with ${EN_WORDS.points(count(m.winningPoints))}.`,
};

const SENTENCES: { readonly [L in Locale]: { readonly [K in MessageKind]: Sentence } } = { fr: FR, en: EN };

/** Stands for the players' names while a sentence is typeset: a private-use character, in none of the bot's words. */
const NAMES_SLOT = '\u{E000}';

/**
 * The text of a message-board entry: who scored what and why, in the given language.
 * `names` gives each player's display name (see `playerNamesByColor` when there is none).
 */
export function messageText(message: Message, names: (color: PlayerColor) => string, locale: Locale): string {
  const players = message.kind === 'menhirForest' && message.player !== undefined ? [message.player] : message.scorers;
  if (players.length === 0) throw new Error(`a '${message.kind}' message names no player`);
  // The sentence is typeset with a stand-in for the names, which are then put in as they are:
  // the language's typography applies to the bot's words, never inside a player's name.
  const sentence = SENTENCES[locale][message.kind]({ message, who: NAMES_SLOT, many: players.length > 1 });
  return typeset(sentence, locale).split(NAMES_SLOT).join(joinNames(players.map(names), locale));
}

