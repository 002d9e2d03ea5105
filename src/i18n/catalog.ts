import type { OccupantKind } from '../engine/board.ts';
import type { Rotation } from '../engine/basics.ts';
import type { NextAction } from '../engine/game.ts';
import type { ErrorCode } from '../engine/result.ts';
import { quantity } from './lists.ts';
import type { Locale } from './locale.ts';

/**
 * One text of the catalog in one language: a template whose `{name}` placeholders are
 * filled from the parameters, or a function of its parameters (for plurals and choices).
 * A function must declare its parameter type, e.g. `(p: { count: number }) => …`.
 */
export type Entry = string | ((params: never) => string);

/** What a catalog must look like: every key in every language (a missing language fails to compile). */
export type CatalogShape = { readonly [key: string]: { readonly [L in Locale]: Entry } };

/**
 * The bot's texts, both languages side by side. To add one: pick a dotted key, write `fr`
 * and `en`; `t` then type-checks its parameters from the placeholders or the function.
 * Players are addressed with "tu"; French avoids words that would take the players' gender.
 */
export const CATALOG = {
  // ---- games and channels ----
  'game.none': {
    fr: "Il n'y a pas de partie en cours dans ce salon.",
    en: 'There is no game in this channel.',
  },
  'game.unknown': {
    fr: "Cette partie n'existe plus.",
    en: 'This game no longer exists.',
  },
  'game.alreadyRunning': {
    fr: 'Une partie est déjà en cours dans ce salon.',
    en: 'A game is already running in this channel.',
  },
  'game.notAPlayer': {
    fr: 'Tu ne joues pas dans cette partie.',
    en: 'You are not playing in this game.',
  },
  'game.notYourTurn': {
    fr: "Ce n'est pas ton tour : c'est à {player} de jouer.",
    en: "It's not your turn: {player} is playing.",
  },
  'game.staleButton': {
    fr: "Ce bouton n'est plus valable : la partie a avancé depuis.",
    en: 'This button has expired: the game has moved on since.',
  },
  'game.started': {
    fr: 'La partie commence ! Ordre de jeu : {players}.',
    en: 'The game begins! Order of play: {players}.',
  },
  'game.cancelled': {
    fr: 'La partie a été annulée.',
    en: 'The game has been cancelled.',
  },
  'game.over': {
    fr: 'La partie est terminée.',
    en: 'The game is over.',
  },
  'game.tilesLeft': {
    fr: (p: { normal: number; menhir: number }) =>
      `Il reste ${quantity(p.normal, 'fr', 'tuile normale', 'tuiles normales')} et ${quantity(p.menhir, 'fr', 'tuile menhir', 'tuiles menhir')}.`,
    en: (p: { normal: number; menhir: number }) =>
      `${quantity(p.normal, 'en', 'normal tile', 'normal tiles')} and ${quantity(p.menhir, 'en', 'menhir tile', 'menhir tiles')} left.`,
  },
  'game.tilesDiscarded': {
    fr: (p: { count: number }) =>
      p.count < 2
        ? `${p.count} tuile impossible à poser a été défaussée.`
        : `${p.count} tuiles impossibles à poser ont été défaussées.`,
    en: (p: { count: number }) =>
      p.count === 1 ? '1 tile that fitted nowhere was discarded.' : `${p.count} tiles that fitted nowhere were discarded.`,
  },
  'game.storeUnavailable': {
    fr: "Impossible d'enregistrer la partie pour l'instant. Réessaie dans un moment.",
    en: "The game can't be saved right now. Please try again in a moment.",
  },
  'game.unexpectedError': {
    fr: "Une erreur inattendue s'est produite de notre côté. Réessaie dans un moment.",
    en: 'Something went wrong on our side. Please try again in a moment.',
  },

  // ---- lobby ----
  'lobby.open': {
    fr: '{host} propose une partie de ChaCuN ! Rejoins-la avec le bouton ci-dessous.',
    en: '{host} is starting a game of ChaCuN! Join with the button below.',
  },
  'lobby.count': {
    fr: 'Inscriptions : {count}/{max}',
    en: 'Players: {count}/{max}',
  },
  'lobby.joined': {
    fr: '{player} a rejoint la partie.',
    en: '{player} joined the game.',
  },
  'lobby.left': {
    fr: '{player} a quitté la partie.',
    en: '{player} left the game.',
  },
  'lobby.full': {
    fr: 'La partie est complète ({max} places).',
    en: 'The game is full ({max} seats).',
  },
  'lobby.alreadyJoined': {
    fr: 'Tu as déjà rejoint cette partie.',
    en: 'You have already joined this game.',
  },
  'lobby.notJoined': {
    fr: "Tu n'as pas rejoint cette partie.",
    en: "You haven't joined this game.",
  },
  'lobby.tooFew': {
    fr: 'Il faut au moins {min} personnes pour commencer.',
    en: 'At least {min} players are needed to start.',
  },
  'lobby.hostOnly': {
    fr: 'Seule la personne qui a ouvert la partie peut faire cela.',
    en: 'Only the player who opened the game can do that.',
  },

  // ---- turns ----
  'turn.yours': {
    fr: '{player}, à toi de jouer !',
    en: '{player}, your turn!',
  },
  'turn.menhir': {
    fr: '{player}, tu as fermé une forêt contenant un menhir : tu rejoues avec une tuile menhir !',
    en: '{player}, you closed a forest with a menhir: play again with a menhir tile!',
  },
  'turn.placeTile': {
    fr: 'Choisis une case et une orientation pour la tuile, puis confirme.',
    en: 'Choose a square and an orientation for the tile, then confirm.',
  },
  'turn.retakePawn': {
    fr: "Chaman : tu peux reprendre l'un de tes pions déjà posés.",
    en: 'Shaman: you may take back one of your pawns from the board.',
  },
  'turn.occupy': {
    fr: 'Tu peux placer un pion ou une hutte sur la tuile que tu viens de poser.',
    en: 'You may put a pawn or a hut on the tile you have just placed.',
  },
  'turn.occupantsLeft': {
    fr: (p: { pawns: number; huts: number }) =>
      `Il te reste ${quantity(p.pawns, 'fr', 'pion', 'pions')} et ${quantity(p.huts, 'fr', 'hutte', 'huttes')}.`,
    en: (p: { pawns: number; huts: number }) =>
      `You have ${quantity(p.pawns, 'en', 'pawn', 'pawns')} and ${quantity(p.huts, 'en', 'hut', 'huts')} left.`,
  },

  // ---- buttons ----
  'button.place': { fr: 'Poser', en: 'Place' },
  'button.rotate': { fr: 'Tourner', en: 'Rotate' },
  'button.confirm': { fr: 'Confirmer', en: 'Confirm' },
  'button.noOccupant': { fr: "Pas d'occupant", en: 'No occupant' },
  'button.keepPawns': { fr: 'Garder tous mes pions', en: 'Keep all pawns' },
  'button.join': { fr: 'Rejoindre', en: 'Join' },
  'button.leave': { fr: 'Quitter', en: 'Leave' },
  'button.start': { fr: 'Lancer', en: 'Start' },
  'button.cancel': { fr: 'Annuler', en: 'Cancel' },

  // ---- pieces and landscape ----
  'occupant.PAWN': { fr: 'pion', en: 'pawn' },
  'occupant.HUT': { fr: 'hutte', en: 'hut' },
  'role.hunter': { fr: 'chasseur', en: 'hunter' },
  'role.gatherer': { fr: 'cueilleur', en: 'gatherer' },
  'role.fisher': { fr: 'pêcheur', en: 'fisher' },
  'role.fishingHut': { fr: 'hutte de pêcheurs', en: 'fishing hut' },
  'zone.meadow': { fr: 'pré', en: 'meadow' },
  'zone.forest': { fr: 'forêt', en: 'forest' },
  'zone.river': { fr: 'rivière', en: 'river' },
  'zone.lake': { fr: 'lac', en: 'lake' },
  'rotation.NONE': { fr: 'Sans rotation', en: 'Not rotated' },
  'rotation.RIGHT': { fr: 'Quart de tour à droite', en: 'Quarter turn right' },
  'rotation.HALF_TURN': { fr: 'Demi-tour', en: 'Half turn' },
  'rotation.LEFT': { fr: 'Quart de tour à gauche', en: 'Quarter turn left' },
  'score.points': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'point', 'points'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'point', 'points'),
  },

  // ---- what the game waits for ----
  'nextAction.START_GAME': { fr: 'Début de la partie', en: 'Game starting' },
  'nextAction.PLACE_TILE': { fr: 'Poser une tuile', en: 'Place a tile' },
  'nextAction.RETAKE_PAWN': { fr: 'Reprendre un pion', en: 'Take back a pawn' },
  'nextAction.OCCUPY_TILE': { fr: 'Occuper la tuile', en: 'Occupy the tile' },
  'nextAction.END_GAME': { fr: 'Partie terminée', en: 'Game over' },

  // ---- refused moves, one per engine error code ----
  'error.WRONG_PHASE': {
    fr: "Ce n'est pas le moment : la partie attend autre chose de toi.",
    en: 'Not now: the game is waiting for something else.',
  },
  'error.WRONG_TILE': {
    fr: "Ce n'est pas la tuile à poser.",
    en: 'That is not the tile to place.',
  },
  'error.OFF_BOARD': {
    fr: 'Cette case est en dehors du plateau.',
    en: 'That square is off the board.',
  },
  'error.NOT_AN_INSERTION_POSITION': {
    fr: "La tuile doit être posée sur une case libre, à côté d'une tuile déjà posée.",
    en: 'The tile must go on a free square next to a tile already placed.',
  },
  'error.TILE_DOES_NOT_FIT': {
    fr: 'La tuile ne va pas là : ses bords doivent prolonger le paysage des tuiles voisines. Essaie de la tourner.',
    en: "The tile doesn't fit there: its sides must continue the landscape of the neighbouring tiles. Try rotating it.",
  },
  'error.BAD_ROTATION': {
    fr: "Cette orientation n'existe pas.",
    en: 'That orientation does not exist.',
  },
  'error.UNKNOWN_ZONE': {
    fr: "Cette zone n'existe pas.",
    en: 'That zone does not exist.',
  },
  'error.ZONE_NOT_ON_TILE': {
    fr: 'Tu ne peux occuper que la tuile que tu viens de poser.',
    en: 'You can only occupy the tile you have just placed.',
  },
  'error.OCCUPANT_NOT_ALLOWED': {
    fr: 'Cet occupant ne peut pas aller là : les pions vont dans les prés, les forêts et les rivières, les huttes sur les lacs et les rivières qui ne se jettent dans aucun lac.',
    en: "That occupant can't go there: pawns go in meadows, forests and rivers; huts go on lakes and on rivers that flow into no lake.",
  },
  'error.AREA_ALREADY_OCCUPIED': {
    fr: 'Cette partie du paysage est déjà occupée.',
    en: 'That part of the landscape is already occupied.',
  },
  'error.NO_FREE_OCCUPANT': {
    fr: "Il ne te reste plus d'occupant de cette sorte.",
    en: 'You have no occupant of that kind left.',
  },
  'error.NOT_YOUR_PAWN': {
    fr: "Tu ne peux reprendre que l'un de tes propres pions.",
    en: 'You can only take back one of your own pawns.',
  },
} as const satisfies CatalogShape;

/** The catalog's type. */
export type Catalog = typeof CATALOG;
/** A key of the catalog. */
export type CatalogKey = keyof Catalog;

/** The `{name}` placeholders of a template, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The parameters one entry needs. */
type EntryParams<E> = E extends (params: infer P) => string
  ? P
  : E extends string
    ? { readonly [Name in Placeholders<E>]: string | number }
    : never;

/** The parameters of a key: those of its French and its English text together. */
export type ParamsOf<K extends CatalogKey> = EntryParams<Catalog[K]['fr']> & EntryParams<Catalog[K]['en']>;

/** The argument list after the key: nothing when the text takes no parameter. */
type ParamArgs<K extends CatalogKey> = [keyof ParamsOf<K>] extends [never] ? [] : [params: ParamsOf<K>];

/** Fills `{name}` placeholders; an unknown one is left visible rather than hidden. */
export function interpolate(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The text of a catalog key in a language, with its parameters filled in. */
export function t<K extends CatalogKey>(locale: Locale, key: K, ...args: ParamArgs<K>): string {
  const entry: Entry = (CATALOG as CatalogShape)[key][locale];
  const params = ((args as readonly unknown[])[0] ?? {}) as Readonly<Record<string, unknown>>;
  return typeof entry === 'function' ? (entry as (p: unknown) => string)(params) : interpolate(entry, params);
}

/** The player-facing explanation of a refused move. */
export function errorText(code: ErrorCode, locale: Locale): string {
  return t(locale, `error.${code}`);
}

/** The name of what the game waits for. */
export function nextActionText(action: NextAction, locale: Locale): string {
  return t(locale, `nextAction.${action}`);
}

/** The name of an occupant kind ("pion", "hutte"). */
export function occupantName(kind: OccupantKind, locale: Locale): string {
  return t(locale, `occupant.${kind}`);
}

/** The name of a rotation. */
export function rotationText(rotation: Rotation, locale: Locale): string {
  return t(locale, `rotation.${rotation}`);
}
