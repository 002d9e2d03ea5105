/**
 * The texts of tournaments, in both languages (merged into the platform's `t` by `catalog.ts`, as
 * the statistics' are, and kept out of the catalog the games merge with theirs): the formats,
 * why a plan is refused (`planProblem`'s codes, src/tournament/model.ts), and the words of the
 * standings and podium pictures. Numbers come formatted by the caller.
 */
import { plural } from './lists.ts';
import type { CatalogShape } from './translator.ts';

export const TOURNAMENT_CATALOG = {
  'tournament.format.swiss': { fr: 'système suisse', en: 'Swiss' },
  'tournament.format.round-robin': { fr: 'toutes rondes', en: 'round robin' },
  'tournament.format.elimination': { fr: 'élimination directe', en: 'single elimination' },
  'tournament.refusal.UNKNOWN_FORMAT': {
    fr: 'Ce format de tournoi n’existe pas : choisis le système suisse, toutes rondes ou l’élimination directe.',
    en: 'There is no such tournament format: choose Swiss, round robin or single elimination.',
  },
  'tournament.refusal.TOO_FEW_ENTRANTS': { fr: 'Il faut au moins deux inscriptions pour jouer un tournoi.', en: 'A tournament needs at least two entrants.' },
  'tournament.refusal.TOO_MANY_ENTRANTS': { fr: 'Un tournoi prend au plus {max} inscriptions.', en: 'A tournament takes at most {max} entrants.' },
  'tournament.refusal.DUPLICATE_ENTRANT': { fr: 'La même inscription figure deux fois dans ce tournoi.', en: 'The same entrant is signed up twice in this tournament.' },
  'tournament.refusal.TABLE_SIZE': { fr: 'Une table de tournoi compte de 2 à {max} places.', en: 'A tournament table has 2 to {max} seats.' },
  'tournament.refusal.ROUND_ROBIN_TABLES': {
    fr: 'Un tournoi toutes rondes se joue en duels, chaque paire une fois : pour des tables de plus de deux, choisis le système suisse.',
    en: 'A round robin is played in duels, each pair once: for tables of more than two, choose Swiss.',
  },
  'tournament.picture.afterRound': { fr: 'après la ronde {round} sur {rounds}', en: 'after round {round} of {rounds}' },
  'tournament.picture.final': { fr: 'classement final', en: 'final standings' },
  'tournament.picture.name': { fr: 'Nom', en: 'Name' },
  'tournament.picture.points': { fr: 'Pts', en: 'Pts' },
  'tournament.picture.record': { fr: 'G-N-P', en: 'W-D-L' },
  'tournament.picture.byes': { fr: 'Exempt', en: 'Byes' },
  'tournament.picture.buchholz': { fr: 'Buch.', en: 'Buch.' },
  'tournament.picture.sonnebornBerger': { fr: 'S-B', en: 'S-B' },
  'tournament.picture.headToHead': { fr: 'Conf.', en: 'H2H' },
  'tournament.picture.gamePoints': { fr: 'Pts jeu', en: 'Game pts' },
  'tournament.picture.roundReached': { fr: 'Tour', en: 'Round' },
  'tournament.picture.more': { fr: '… et {count} de plus', en: '… and {count} more' },
  'tournament.picture.legendDuels': { fr: 'Pts : victoire 1, nul ½, défaite 0, exempt 1', en: 'Pts: win 1, draw ½, loss 0, bye 1' },
  'tournament.picture.legendTables': {
    fr: 'Pts : la part des autres places de la table devancées (une égalité compte ½)',
    en: 'Pts: the share of the others at the table finished ahead of (a tie counts ½)',
  },
  'tournament.picture.legendRecord': { fr: 'G-N-P : gagnées, nulles, perdues', en: 'W-D-L: won, drawn, lost' },
  'tournament.picture.legend.swiss': {
    fr: 'Buch. : Buchholz, les points des adversaires · S-B : Sonneborn-Berger, les points des adversaires battus',
    en: 'Buch.: Buchholz, the opponents’ points · S-B: Sonneborn–Berger, the points of the opponents beaten',
  },
  'tournament.picture.legend.round-robin': {
    fr: 'Conf. : points entre ex æquo · Pts jeu : points marqués dans les parties',
    en: 'H2H: points between those level · Game pts: points scored in the games',
  },
  'tournament.picture.legend.elimination': { fr: 'Tour : le tour atteint, 🏆 pour la victoire finale', en: 'Round: the round reached, 🏆 for the winner' },
  // Always two or more: no singular.
  'tournament.picture.entrants': { fr: '{count} au départ', en: '{count} entrants' },
  'tournament.picture.pointsOf': {
    fr: (p: { count: number; points: string; record: string }) => `${p.points} ${plural(p.count, 'fr', 'pt', 'pts')} · ${p.record}`,
    en: (p: { count: number; points: string; record: string }) => `${p.points} ${plural(p.count, 'en', 'pt', 'pts')} · ${p.record}`,
  },
} as const satisfies CatalogShape;
