/**
 * Connect Four's own texts, both languages side by side: its name, seats, the lobby's words, the
 * turn and end lines, the buttons, its refusals, the words drawn on its board, and its rules and
 * help cards. Every key starts with `connectFour.` so that it never meets the platform's. Written
 * as the platform's are: "tu", no gendered words for players, plain spaces that `t` typesets.
 * Columns are counted from 1 for players (the rules count from 0).
 */
import type { Locale } from '../../../src/i18n/locale.ts';
import { translator, type CatalogShape } from '../../../src/i18n/translator.ts';
import { ERROR_CODES, type ConnectFourErrorCode, type ConnectFourRuleError, type Seat } from './rules.ts';

/** Connect Four's catalog. */
export const CONNECT_FOUR_CATALOG = {
  'connectFour.name': { fr: 'Puissance 4', en: 'Connect Four' },
  'connectFour.command': {
    fr: 'Jouer au Puissance 4 à deux : quatre jetons alignés gagnent (un robot prend une place libre)',
    en: 'Play Connect Four, two players: four in a row wins (a bot takes a free seat)',
  },

  // ---- seats and the lobby ----
  'connectFour.seat.red': { fr: 'Rouge', en: 'Red' },
  'connectFour.seat.yellow': { fr: 'Jaune', en: 'Yellow' },
  'connectFour.option.seat': { fr: 'couleur', en: 'colour' },
  'connectFour.option.seatHelp': { fr: 'Ta couleur : Rouge commence, Jaune joue ensuite', en: 'Your colour: Red starts, Yellow plays second' },
  'connectFour.lobby.choose': { fr: 'Choisir ma couleur', en: 'Choose my colour' },
  'connectFour.lobby.free': { fr: 'libre', en: 'free' },
  'connectFour.lobby.takenBy': { fr: 'prise par {player}', en: 'taken by {player}' },
  'connectFour.lobby.taken': { fr: 'Cette couleur est déjà prise : prends l’autre.', en: 'That colour is taken: take the other one.' },
  'connectFour.lobby.unknown': { fr: "Cette couleur n'existe pas : Rouge ou Jaune.", en: 'There is no such colour: Red or Yellow.' },
  'connectFour.lobby.pickHint': {
    fr: 'Choisis ta couleur dans le menu : Rouge commence. Une place restée libre au lancement est prise par un robot.',
    en: 'Pick your colour in the menu: Red starts. A seat still free at the start is taken by a bot.',
  },
  'connectFour.resign.autoPlay': {
    fr: "Ta couleur sera ensuite jouée automatiquement jusqu'à la fin : la première colonne libre en partant du milieu.",
    en: 'Your colour will then be played automatically until the end: the first open column from the middle out.',
  },
  'connectFour.resign.autoPlayPublic': {
    fr: 'sa couleur est désormais jouée automatiquement (première colonne libre depuis le milieu).',
    en: 'that colour is now played automatically (first open column from the middle).',
  },

  // ---- the turn message and the log ----
  'connectFour.turn.title': { fr: 'Coup {move}', en: 'Move {move}' },
  'connectFour.turn.yours': { fr: "{player}, c'est à toi : lâche un jeton {seat}.", en: "{player}, it's your turn: drop a {seat} disc." },
  'connectFour.turn.ai': { fr: '🤖 {player} réfléchit…', en: '🤖 {player} is thinking…' },
  'connectFour.turn.start': { fr: 'Rouge commence.', en: 'Red starts.' },
  'connectFour.turn.players': { fr: '{red} contre {yellow}', en: '{red} against {yellow}' },
  'connectFour.event.played': { fr: '{player} joue dans la colonne {column}.', en: '{player} plays column {column}.' },
  'connectFour.end.win': { fr: '{player} aligne quatre jetons et gagne !', en: '{player} connects four and wins!' },
  'connectFour.end.draw': { fr: 'La grille est pleine sans quatre jetons alignés : match nul.', en: 'The grid is full with no four in a row: a draw.' },
  'connectFour.board.title': { fr: 'La grille · coup {move}', en: 'The grid · move {move}' },
  'connectFour.board.toPlay': { fr: 'À {player} de jouer.', en: '{player} to play.' },
  'connectFour.log.title': { fr: 'Les coups joués', en: 'The moves played' },
  'connectFour.log.empty': { fr: "Aucun jeton lâché pour l'instant.", en: 'No disc dropped yet.' },

  // ---- the player's private reply ----
  'connectFour.panel.played': { fr: 'Tu as joué dans la colonne {column}.', en: 'You played column {column}.' },
  'connectFour.panel.goesOn': { fr: 'La partie continue dans le salon.', en: 'The game goes on in the channel.' },
  'connectFour.panel.over': { fr: 'La partie est terminée : le salon dit comment.', en: 'The game is over: the channel tells how.' },
  'connectFour.panel.again': {
    fr: 'Ton jeton est repris : c’est de nouveau à toi. Choisis une colonne sur le message du tour, dans le salon.',
    en: 'Your disc is taken back: it’s your turn again. Choose a column on the turn message in the channel.',
  },

  // ---- buttons ----
  'connectFour.button.column': { fr: 'Colonne {column}', en: 'Column {column}' },
  'connectFour.button.columnShort': { fr: '{column}', en: '{column}' },

  // ---- refusals ----
  'connectFour.error.GAME_OVER': { fr: 'La partie est terminée.', en: 'The game is over.' },
  'connectFour.error.NOT_YOUR_TURN': { fr: "Ce n'est pas ton tour.", en: "It's not your turn." },
  'connectFour.error.BAD_COLUMN': { fr: "Cette colonne n'existe pas : choisis-en une de 1 à 7.", en: 'There is no such column: choose one from 1 to 7.' },
  'connectFour.error.COLUMN_FULL': { fr: 'La colonne {column} est pleine : choisis-en une autre.', en: 'Column {column} is full: choose another one.' },

  // ---- on the board image ----
  'connectFour.image.toPlay': { fr: 'à jouer', en: 'to play' },
  'connectFour.image.wins': { fr: 'gagne !', en: 'wins!' },
  'connectFour.image.draw': { fr: 'Match nul', en: 'Draw' },

  // ---- rules and help cards ----
  'connectFour.rules.title': { fr: 'Puissance 4 — les règles en bref', en: 'Connect Four — the rules in short' },
  'connectFour.rules.intro': {
    fr: 'Deux couleurs, Rouge et Jaune, sur une grille debout de 7 colonnes et 6 rangées. Rouge commence, puis chacun son tour.',
    en: 'Two colours, Red and Yellow, on an upright grid of 7 columns and 6 rows. Red starts, then each in turn.',
  },
  'connectFour.rules.playTitle': { fr: 'Jouer', en: 'Playing' },
  'connectFour.rules.play': {
    fr: 'À ton tour, lâche un jeton dans une colonne qui n’est pas pleine : il tombe tout en bas, sur le dernier jeton de la colonne.',
    en: 'On your turn, drop a disc in a column that is not full: it falls to the bottom, onto the last disc of that column.',
  },
  'connectFour.rules.endTitle': { fr: 'Gagner', en: 'Winning' },
  'connectFour.rules.end': {
    fr: 'Le premier qui aligne quatre jetons de sa couleur, en ligne, en colonne ou en diagonale, gagne. Si la grille se remplit avant, c’est un match nul.',
    en: 'The first to line up four discs of their colour, across, up or diagonally, wins. If the grid fills up first, it is a draw.',
  },
  'connectFour.help.title': { fr: 'Jouer au Puissance 4 avec le bot', en: 'Playing Connect Four with the bot' },
  'connectFour.help.intro': {
    fr: 'Ouvre une partie et choisis ta couleur ; une place libre au lancement est prise par un robot. Chaque fois que c’est à toi, un message te mentionne avec la grille.',
    en: 'Open a game and choose your colour; a seat still free at the start is taken by a bot. Whenever it’s your turn, a message mentions you with the grid.',
  },
  'connectFour.help.turnTitle': { fr: 'Ton tour', en: 'Your turn' },
  'connectFour.help.turn': {
    fr: 'Clique sur le bouton de la colonne où lâcher ton jeton (1 à 7, de gauche à droite) ; les colonnes pleines sont grisées.',
    en: 'Click the button of the column to drop your disc in (1 to 7, left to right); full columns are greyed out.',
  },
  'connectFour.help.commandsTitle': { fr: 'Commandes', en: 'Commands' },
} as const satisfies CatalogShape;

/** The text of a Connect Four key in a language (see `translator`). */
export const t = translator(CONNECT_FOUR_CATALOG);

/** A seat's name ("Red", "Jaune"). */
export function seatName(seat: Seat, locale: Locale): string {
  return t(locale, `connectFour.seat.${seat}`);
}

/** A column as players count it (1 to 7) from the rules' 0 to 6. */
export function columnNumber(column: number): number {
  return column + 1;
}

/** A column button's label ("Column 4"). */
export function columnLabel(column: number, locale: Locale): string {
  return t(locale, 'connectFour.button.column', { column: columnNumber(column) });
}

/** The line of a move played ("Ana plays column 4."). */
export function moveLine(player: string, column: number, locale: Locale): string {
  return t(locale, 'connectFour.event.played', { player, column: columnNumber(column) });
}

/** The end of a game in a sentence: who connected four, or the draw. */
export function endLine(winner: Seat | null, names: Readonly<Partial<Record<Seat, string>>>, locale: Locale): string {
  if (winner === null) return t(locale, 'connectFour.end.draw');
  return t(locale, 'connectFour.end.win', { player: names[winner] ?? seatName(winner, locale) });
}

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** The player's text of one of the rules' refusals; undefined for a code Connect Four does not have. */
export function errorText(error: { readonly code: string } & Partial<Omit<ConnectFourRuleError, 'code'>>, locale: Locale): string | undefined {
  if (!CODES.has(error.code)) return undefined;
  const code = error.code as ConnectFourErrorCode;
  if (code === 'COLUMN_FULL') return t(locale, 'connectFour.error.COLUMN_FULL', { column: error.column === undefined ? '?' : columnNumber(error.column) });
  return t(locale, `connectFour.error.${code}`);
}

