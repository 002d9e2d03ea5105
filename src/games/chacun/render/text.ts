import type { PlayerColor } from '../engine/basics.ts';

/** The languages images are drawn in. */
export const RENDER_LOCALES = ['fr', 'en'] as const;
/** A language images are drawn in. */
export type RenderLocale = (typeof RENDER_LOCALES)[number];

/** The kinds of points shown in the end-of-game breakdown, in column order. */
export const POINT_KINDS = ['forest', 'river', 'meadow', 'riverSystem', 'logboat', 'huntingTrap', 'pitTrap', 'raft'] as const;
/** A kind of points of the breakdown. */
export type PointKind = (typeof POINT_KINDS)[number];

/** Every word drawn on an image, in each language. */
export interface RenderTexts {
  readonly tileToPlace: string;
  readonly lastTile: string;
  readonly deck: string;
  readonly menhirDeck: string;
  readonly points: string;
  readonly toPlay: string;
  readonly preview: string;
  readonly chooseOccupant: string;
  readonly chooseRetake: string;
  readonly noChoice: string;
  readonly finalRanking: string;
  readonly total: string;
  readonly winner: string;
  readonly gameOver: string;
  /** A game stopped early (aborted, or won by forfeit). */
  readonly gameStopped: string;
  readonly colors: { readonly [C in PlayerColor]: string };
  readonly kinds: { readonly [K in PointKind]: string };
}

/** The texts of the images, in French and English. */
export const TEXTS: { readonly [L in RenderLocale]: RenderTexts } = {
  fr: {
    tileToPlace: 'Tuile à poser',
    lastTile: 'Dernière tuile posée',
    deck: 'Pioche',
    menhirDeck: 'Pioche menhir',
    points: 'pts',
    toPlay: 'à jouer',
    preview: 'Aperçu',
    chooseOccupant: 'Occupant à poser',
    chooseRetake: 'Pion à reprendre',
    noChoice: 'aucun',
    finalRanking: 'Classement final',
    total: 'Total',
    winner: 'Vainqueur',
    gameOver: 'Partie terminée',
    gameStopped: 'Partie arrêtée',
    colors: { RED: 'Rouge', BLUE: 'Bleu', GREEN: 'Vert', YELLOW: 'Jaune', PURPLE: 'Violet' },
    kinds: {
      forest: 'Forêts',
      river: 'Rivières',
      meadow: 'Prés',
      riverSystem: 'Réseaux hydro.',
      logboat: 'Pirogue',
      huntingTrap: 'Fosse à pieux',
      pitTrap: 'Grande fosse',
      raft: 'Radeau',
    },
  },
  en: {
    tileToPlace: 'Tile to place',
    lastTile: 'Last tile placed',
    deck: 'Deck',
    menhirDeck: 'Menhir deck',
    points: 'pts',
    toPlay: 'to play',
    preview: 'Preview',
    chooseOccupant: 'Occupant to place',
    chooseRetake: 'Pawn to take back',
    noChoice: 'none',
    finalRanking: 'Final ranking',
    total: 'Total',
    winner: 'Winner',
    gameOver: 'Game over',
    gameStopped: 'Game stopped',
    colors: { RED: 'Red', BLUE: 'Blue', GREEN: 'Green', YELLOW: 'Yellow', PURPLE: 'Purple' },
    kinds: {
      forest: 'Forests',
      river: 'Rivers',
      meadow: 'Meadows',
      riverSystem: 'River systems',
      logboat: 'Logboat',
      huntingTrap: 'Hunting trap',
      pitTrap: 'Pit trap',
      raft: 'Raft',
    },
  },
};
