import type { Rotation } from '../engine/basics.ts';
import type { OccupantKind } from '../engine/board.ts';
import type { NextAction } from '../engine/game.ts';
import type { ErrorCode } from '../engine/result.ts';
import { joinChoices, joinNames, quantity } from '../../../i18n/lists.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { translator, type CatalogShape } from '../../../i18n/translator.ts';

/** An orientation named in a text: its name and its angle clockwise, in degrees. */
export interface FittingRotation {
  readonly name: string;
  readonly degrees: number;
}

/**
 * ChaCuN's own texts, both languages side by side: its seats (colours), its turn message, the
 * player's steps, its placing, occupant and shaman panels, its pieces and landscape, its moves'
 * options, its engine's refusals, and its rules and help cards. The platform's texts are in
 * `src/i18n/catalog.ts`; the message-board sentences in `messages.ts`. Written as the
 * platform's are: "tu", no gendered words for players, plain spaces that `t` typesets.
 */
export const CHACUN_CATALOG = {
  // ---- seats: the colours ----
  'lobby.chooseColor': { fr: 'Choisir ma couleur', en: 'Choose my colour' },
  'lobby.colorFree': { fr: 'libre', en: 'free' },
  'lobby.colorTakenBy': { fr: 'prise par {player}', en: 'taken by {player}' },
  'lobby.colorTaken': {
    fr: "Cette couleur est déjà prise : choisis-en une autre.",
    en: 'That colour is taken: choose another one.',
  },
  'lobby.pickHint': { fr: 'Choisis ta couleur dans le menu.', en: 'Pick your colour in the menu.' },
  'option.badColor': {
    fr: 'Cette couleur n’existe pas : rouge, bleu, vert, jaune ou violet.',
    en: 'There is no such colour: red, blue, green, yellow or purple.',
  },

  // ---- a resigned colour, played by itself ----
  'resign.autoPlay': {
    fr: 'Ta couleur sera ensuite jouée automatiquement jusqu’à la fin : chaque tuile est posée sur la première case possible en partant du haut à gauche du plateau, sans occupant.',
    en: 'Your colour will then be played automatically until the end: each tile goes on the first square that fits, counting from the top left of the board, with no occupants.',
  },
  'resign.autoPlayPublic': {
    fr: 'sa couleur est désormais jouée automatiquement (première case possible, sans occupant).',
    en: 'that colour is now played automatically (first square that fits, no occupants).',
  },

  // ---- the turn message ----
  'log.more': {
    fr: (p: { count: number }) => `… et ${p.count} de plus (/chacun journal).`,
    en: (p: { count: number }) => `… and ${p.count} more (/chacun log).`,
  },
  'turn.title': { fr: 'Tour {turn} — {player}', en: 'Turn {turn} — {player}' },
  'turn.titleMenhir': { fr: 'Tour {turn} — {player} (tuile menhir)', en: 'Turn {turn} — {player} (menhir tile)' },
  'turn.yours': {
    fr: '{player}, à toi de jouer !',
    en: '{player}, your turn!',
  },
  'turn.menhir': {
    fr: '{player}, tu as fermé une forêt contenant un menhir : tu rejoues avec une tuile menhir !',
    en: '{player}, you closed a forest with a menhir: play again with a menhir tile!',
  },
  'turn.bot': { fr: '🤖 {player} réfléchit…', en: '🤖 {player} is thinking…' },
  'turn.botMenhir': {
    fr: '🗿 {player} a fermé une forêt contenant un menhir et rejoue avec une tuile menhir… 🤖',
    en: '🗿 {player} closed a forest with a menhir and plays again with a menhir tile… 🤖',
  },
  'turn.since': { fr: 'Depuis le dernier tour', en: 'Since the last turn' },
  'turn.scores': { fr: 'Points', en: 'Points' },
  'game.tilesLeft': {
    fr: (p: { normal: number; menhir: number }) =>
      `Il reste ${quantity(p.normal, 'fr', 'tuile normale', 'tuiles normales')} et ${quantity(p.menhir, 'fr', 'tuile menhir', 'tuiles menhir')}.`,
    en: (p: { normal: number; menhir: number }) =>
      `${quantity(p.normal, 'en', 'normal tile', 'normal tiles')} and ${quantity(p.menhir, 'en', 'menhir tile', 'menhir tiles')} left.`,
  },
  'game.tilesDiscarded': {
    // Players never see tile numbers, so the text counts the tiles.
    fr: (p: { tiles: readonly number[] }) =>
      p.tiles.length < 2
        ? 'Une tuile n’allait nulle part : elle a été mise de côté.'
        : `${p.tiles.length} tuiles n’allaient nulle part : elles ont été mises de côté.`,
    en: (p: { tiles: readonly number[] }) =>
      p.tiles.length < 2 ? 'A tile fitted nowhere and was set aside.' : `${p.tiles.length} tiles fitted nowhere and were set aside.`,
  },
  'board.title': { fr: 'Plateau — tour {turn}', en: 'Board — turn {turn}' },
  'board.toPlay': { fr: 'C’est à {player} de jouer.', en: '{player} is to play.' },
  'button.play': { fr: 'Jouer', en: 'Play' },

  // ---- the player's steps and what the game waits for ----
  'turn.placeTile': {
    fr: 'Choisis une case et une orientation pour la tuile, puis pose-la.',
    en: 'Choose a square and an orientation for the tile, then place it.',
  },
  'turn.retakePawn': {
    fr: 'Chaman : tu peux reprendre l’un de tes pions déjà posés.',
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
  'step.PLACE_TILE': {
    fr: 'Il faut poser ta tuile : bouton Jouer ou /chacun poser.',
    en: 'Your tile is waiting to be placed: the Play button or /chacun place.',
  },
  'step.OCCUPY_TILE': {
    fr: 'Ta tuile est posée : choisis un occupant (ou aucun) avec le bouton Jouer ou /chacun occuper.',
    en: 'Your tile is placed: choose an occupant (or none) with the Play button or /chacun occupy.',
  },
  'step.RETAKE_PAWN': {
    fr: 'Chaman : choisis un pion à reprendre (ou aucun) avec le bouton Jouer ou /chacun reprendre.',
    en: 'Shaman: choose a pawn to take back (or none) with the Play button or /chacun retake.',
  },
  'nextAction.START_GAME': { fr: 'Début de la partie', en: 'Game starting' },
  'nextAction.PLACE_TILE': { fr: 'Poser une tuile', en: 'Place a tile' },
  'nextAction.RETAKE_PAWN': { fr: 'Reprendre un pion', en: 'Take back a pawn' },
  'nextAction.OCCUPY_TILE': { fr: 'Occuper la tuile', en: 'Occupy the tile' },
  'nextAction.END_GAME': { fr: 'Partie terminée', en: 'Game over' },

  // ---- the placing panel ----
  'place.title': { fr: 'Poser ta tuile', en: 'Place your tile' },
  'place.instructions': {
    fr: 'Choisis une case dans le menu : les cases en surbrillance sur l’image sont celles où la tuile peut aller.',
    en: 'Choose a square in the menu: the squares highlighted on the image are those where the tile fits.',
  },
  'place.positionCount': {
    fr: (p: { count: number }) => `${quantity(p.count, 'fr', 'case possible', 'cases possibles')}.`,
    en: (p: { count: number }) => `${quantity(p.count, 'en', 'possible square', 'possible squares')}.`,
  },
  'place.rotationCount': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'orientation', 'orientations'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'orientation', 'orientations'),
  },
  'place.page': { fr: 'Page {page} sur {pages}', en: 'Page {page} of {pages}' },
  'place.choosePosition': { fr: 'Choisir une case…', en: 'Choose a square…' },
  'place.previewTitle': { fr: 'Aperçu en {position}', en: 'Preview at {position}' },
  'place.rotationNow': { fr: 'Orientation : {rotation}.', en: 'Orientation: {rotation}.' },
  /** `button` is the label of the button that places the tile ('button.confirmPlace'). */
  'place.rotationHint': {
    fr: (p: { count: number; button: string }) =>
      `La tuile peut aller ici dans ${quantity(p.count, 'fr', 'orientation', 'orientations')} : tourne-la avec les boutons, puis clique sur **${p.button}**.`,
    en: (p: { count: number; button: string }) =>
      `The tile fits here in ${quantity(p.count, 'en', 'orientation', 'orientations')}: turn it with the buttons, then click **${p.button}**.`,
  },
  'place.onlyRotation': {
    fr: 'La tuile ne peut aller ici que dans cette orientation. Clique sur **{button}**, ou choisis une autre case.',
    en: 'The tile fits here in this orientation only. Click **{button}**, or choose another square.',
  },
  'place.onlySquare': {
    fr: 'Aucune autre case ne peut recevoir ta tuile.',
    en: 'No other square takes your tile.',
  },
  'place.onlyPlacement': {
    fr: 'Elle n’y va que dans cette orientation : clique sur **{button}**.',
    en: 'It fits there in this orientation only: click **{button}**.',
  },
  'place.menhirNote': {
    fr: 'Tu as fermé une forêt contenant un menhir : pose maintenant une tuile menhir.',
    en: 'You closed a forest with a menhir: now place a menhir tile.',
  },
  'button.place': { fr: 'Poser', en: 'Place' },
  'button.rotate': { fr: 'Tourner', en: 'Rotate' },
  'button.confirmPlace': { fr: 'Poser en {position}', en: 'Place at {position}' },
  'button.otherPosition': { fr: 'Autre case', en: 'Other square' },
  'button.wholeBoard': { fr: 'Tout le plateau', en: 'Whole board' },

  // ---- the occupant and shaman panels ----
  'occupy.title': { fr: 'Placer un occupant', en: 'Place an occupant' },
  'occupy.numbers': {
    fr: 'Les numéros des boutons sont ceux de l’image.',
    en: 'The buttons are numbered as on the image.',
  },
  'retake.title': { fr: 'Chaman', en: 'Shaman' },
  'button.noOccupant': { fr: 'Pas d’occupant', en: 'No occupant' },
  'button.keepPawns': { fr: 'Garder tous mes pions', en: 'Keep all pawns' },
  'panel.done': {
    fr: 'C’est fait ! Le tour suivant est annoncé dans le salon.',
    en: 'Done! The next turn is announced in the channel.',
  },
  'panel.gameOver': {
    fr: 'C’est fait ! La partie est terminée : les résultats sont dans le salon.',
    en: 'Done! The game is over: the results are in the channel.',
  },

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

  // ---- options of the moves ----
  'option.none': { fr: 'aucun', en: 'none' },
  'option.badPosition': {
    fr: '« {value} » n’est pas une case : écris-la comme sur le plateau, une lettre puis un nombre (par exemple M12).',
    en: '“{value}” is not a square: write it as on the board, a letter then a number (for example M12).',
  },
  // A square written as on the board, a letter then a number, but beyond its edges.
  'option.offBoard': {
    fr: '« {value} » est hors du plateau : ses colonnes vont de {first} à {last} et ses lignes de 1 à {rows}.',
    en: '“{value}” is off the board: its columns run from {first} to {last} and its rows from 1 to {rows}.',
  },
  'option.badRotation': {
    fr: '« {value} » n’est pas une orientation : choisis-en une dans la liste proposée.',
    en: '“{value}” is not an orientation: pick one from the suggested list.',
  },
  /** `fitting`: the orientations that fit at the position (at least one), named, with their angles clockwise. */
  'option.rotationDoesNotFit': {
    fr: (p: { position: string; rotation: string; fitting: readonly FittingRotation[] }) => {
      const names = p.fitting.map((r) => `« ${r.name} » (${r.degrees}°)`);
      const there = names.length === 1 ? `Là, elle ne va qu’avec ${names[0]}` : `Là, elle va avec ${joinChoices(names, 'fr')}`;
      return `En ${p.position}, la tuile ne va pas avec l’orientation « ${p.rotation} ». ${there}.`;
    },
    en: (p: { position: string; rotation: string; fitting: readonly FittingRotation[] }) => {
      const names = p.fitting.map((r) => `“${r.name}” (${r.degrees}°)`);
      const there = names.length === 1 ? `It fits there only with ${names[0]}` : `It fits there with ${joinChoices(names, 'en')}`;
      return `At ${p.position}, the tile doesn’t fit with the orientation “${p.rotation}”. ${there}.`;
    },
  },
  /**
   * A free square next to the tiles where the tile fits in no orientation: `squares` names the
   * nearest squares where it does fit (at least one), out of `total`.
   */
  'option.fitsNowhereThere': {
    fr: (p: { position: string; squares: readonly string[]; total: number }) => {
      const where =
        p.total === 1
          ? `Elle ne peut aller qu’en ${p.squares[0]}.`
          : p.squares.length === p.total
            ? `Elle peut aller en ${joinChoices(p.squares, 'fr')}.`
            : `Les plus proches des ${p.total} cases où elle peut aller : ${joinNames(p.squares, 'fr')}.`;
      return `En ${p.position}, la tuile ne va dans aucune orientation : inutile de la tourner. ${where}`;
    },
    en: (p: { position: string; squares: readonly string[]; total: number }) => {
      const where =
        p.total === 1
          ? `It fits only at ${p.squares[0]}.`
          : p.squares.length === p.total
            ? `It fits at ${joinChoices(p.squares, 'en')}.`
            : `The nearest of the ${p.total} squares where it fits: ${joinNames(p.squares, 'en')}.`;
      return `At ${p.position}, the tile doesn’t fit in any orientation: turning it won’t help. ${where}`;
    },
  },
  'option.badNumber': {
    fr: '« {value} » ne correspond à aucun choix : donne un numéro de 1 à {max}, comme sur l’image, ou « aucun ».',
    en: '“{value}” matches no choice: give a number from 1 to {max}, as on the image, or “none”.',
  },

  // ---- refused moves, one per engine error code ----
  'error.WRONG_PHASE': {
    fr: 'Ce n’est pas le moment : la partie attend autre chose de toi.',
    en: 'Not now: the game is waiting for something else.',
  },
  'error.WRONG_TILE': {
    fr: 'Ce n’est pas la tuile à poser.',
    en: 'That is not the tile to place.',
  },
  'error.OFF_BOARD': {
    fr: 'Cette case est en dehors du plateau.',
    en: 'That square is off the board.',
  },
  'error.NOT_AN_INSERTION_POSITION': {
    fr: 'La tuile doit être posée sur une case libre, à côté d’une tuile déjà posée.',
    en: 'The tile must go on a free square next to a tile already on the board.',
  },
  'error.TILE_DOES_NOT_FIT': {
    fr: 'La tuile ne va pas là : ses bords doivent prolonger le paysage des tuiles voisines. Essaie de la tourner.',
    en: 'The tile doesn’t fit there: its sides must continue the landscape of the neighbouring tiles. Try rotating it.',
  },
  'error.BAD_ROTATION': {
    fr: 'Cette orientation n’existe pas.',
    en: 'That orientation does not exist.',
  },
  'error.UNKNOWN_ZONE': {
    fr: 'Cette zone n’existe pas.',
    en: 'That zone does not exist.',
  },
  'error.ZONE_NOT_ON_TILE': {
    fr: 'Tu ne peux occuper que la tuile que tu viens de poser.',
    en: 'You can only occupy the tile you have just placed.',
  },
  'error.OCCUPANT_NOT_ALLOWED': {
    fr: 'Cet occupant ne peut pas aller là : les pions vont dans les prés, les forêts et les rivières, les huttes sur les lacs et sur les rivières sans lac sur leur tuile.',
    en: 'That occupant can’t go there: pawns go in meadows, forests and rivers; huts go on lakes and on rivers with no lake on their tile.',
  },
  'error.AREA_ALREADY_OCCUPIED': {
    fr: 'Cette zone du paysage est déjà occupée.',
    en: 'That part of the landscape is already occupied.',
  },
  'error.NO_FREE_OCCUPANT': {
    fr: 'Il ne te reste plus d’occupant de cette sorte.',
    en: 'You have no occupant of that kind left.',
  },
  'error.NOT_YOUR_PAWN': {
    fr: 'Tu ne peux reprendre que l’un de tes propres pions.',
    en: 'You can only take back one of your own pawns.',
  },

  // ---- rules card ----
  'rules.title': { fr: 'ChaCuN — les règles en bref', en: 'ChaCuN — the rules in short' },
  'rules.intro': {
    fr: 'Construis un paysage préhistorique tuile après tuile. Tes chasseurs, cueilleurs, pêcheurs et huttes de pêcheurs rapportent des points là où ils sont majoritaires.',
    en: 'Build a prehistoric landscape tile by tile. Your hunters, gatherers, fishers and fishing huts score where they hold the majority.',
  },
  'rules.turnTitle': { fr: 'Un tour', en: 'A turn' },
  'rules.turn': {
    fr: '1. Pose la tuile tirée à côté d’une tuile déjà posée : chaque bord qui touche une tuile prolonge son paysage (pré, forêt ou rivière). Le bot ne propose que les cases et orientations possibles.\n2. Tu peux mettre un occupant sur cette tuile, dans une zone que personne n’occupe encore.\n3. Les forêts et rivières fermées par la tuile rapportent aussitôt à leurs occupants majoritaires, puis leurs pions reviennent (les huttes restent).',
    en: '1. Place the drawn tile next to one already on the board: every side touching a tile continues its landscape (meadow, forest or river). The bot only offers squares and orientations that fit.\n2. You may put one occupant on that tile, in an area nobody occupies yet.\n3. Forests and rivers closed by the tile score at once for their majority occupants, then their pawns come back (huts stay).',
  },
  'rules.occupantsTitle': { fr: 'Occupants', en: 'Occupants' },
  'rules.occupants': {
    fr: "5 pions — chasseur (pré), cueilleur (forêt), pêcheur (rivière) — et 3 huttes de pêcheurs (sur un lac, ou sur une rivière sans lac sur sa tuile). Quand des zones occupées se rejoignent, toutes les couleurs à égalité en tête marquent.",
    en: '5 pawns — hunter (meadow), gatherer (forest), fisher (river) — and 3 fishing huts (on a lake, or on a river with no lake on its tile). When occupied areas join, every colour tied for the most occupants scores.',
  },
  'rules.scoringTitle': { fr: 'Décompte', en: 'Scoring' },
  'rules.scoring': {
    fr: '🌲 Forêt fermée : 2 par tuile + 3 par groupe de champignons\n🏞️ Rivière fermée : 1 par tuile + 1 par poisson (lacs à ses bouts compris)\n🌾 Pré, en fin de partie : mammouth 3, auroch 2, cerf 1 ; chaque tigre mange un cerf\n🐟 Réseau hydrographique, en fin de partie : 1 par poisson pour la majorité de huttes',
    en: '🌲 Closed forest: 2 per tile + 3 per mushroom group\n🏞️ Closed river: 1 per tile + 1 per fish (lakes at its ends included)\n🌾 Meadow, at the end: mammoth 3, aurochs 2, deer 1; each tiger eats a deer\n🐟 River system, at the end: 1 per fish for the most fishing huts',
  },
  'rules.specialTitle': { fr: 'Tuiles spéciales', en: 'Special tiles' },
  'rules.special': {
    fr: "🗿 Fermer une forêt à menhir avec une tuile normale : tu rejoues avec une tuile menhir.\nChaman : reprends un de tes pions. Pirogue : 2 points par lac de son réseau. Fosse à pieux : marque aussitôt les animaux alentour. Grande fosse à pieux : ses animaux alentour comptent deux fois à la fin. Feu : les tigres fuient son pré. Radeau : +1 par lac de son réseau.",
    en: '🗿 Close a forest with a menhir using a normal tile: play again with a menhir tile.\nShaman: take back one of your pawns. Logboat: 2 points per lake of its river system. Hunting trap: score the animals around it at once. Pit trap: the animals around it count twice at the end. Wild fire: tigers flee its meadow. Raft: +1 per lake of its river system.',
  },
  'rules.endTitle': { fr: 'Fin de partie', en: 'End of the game' },
  'rules.end': {
    fr: 'Quand plus aucune tuile normale ne peut être posée, prés et réseaux hydrographiques sont comptés ; le plus de points l’emporte (égalité : victoire partagée).',
    en: 'When no normal tile can be placed any more, meadows and river systems score; the most points win (a tie shares the win).',
  },

  // ---- help ----
  'help.title': { fr: 'ChaCuN — comment jouer ici', en: 'ChaCuN — how to play here' },
  'help.intro': {
    fr: "Ouvre une partie avec `/chacun nouvelle` : les autres la rejoignent avec les boutons, puis tu la lances. À chaque tour, je publie le plateau et mentionne la personne qui doit jouer.",
    en: 'Open a game with `/chacun new`: the others join with the buttons, then you start it. Each turn, I post the board and mention the player to move.',
  },
  'help.turnTitle': { fr: 'Ton tour', en: 'Your turn' },
  'help.turn': {
    fr: 'Clique sur **Jouer** : un panneau que personne d’autre ne voit s’ouvre. Choisis une case dans le menu (nommée comme sur l’image), tourne la tuile avec les boutons, regarde l’aperçu, puis clique sur **Poser en …** (par exemple **Poser en M12**). Choisis ensuite un occupant par son numéro sur le gros plan, ou aucun.',
    en: 'Click **Play**: a panel only you can see opens. Choose a square in the menu (named as on the image), turn the tile with the buttons, check the preview, then click **Place at …** (for example **Place at M12**). Then choose an occupant by its number on the close-up, or none.',
  },
  'help.commandsTitle': { fr: 'Commandes', en: 'Commands' },
  'help.tipsTitle': { fr: 'Bon à savoir', en: 'Good to know' },
  'help.tips': {
    fr: '• Chaque coup peut aussi se taper : `/chacun poser`, `/chacun occuper`, `/chacun reprendre` ne proposent que des choix possibles.\n• Pas assez de monde ? Le bouton **Robots** du message d’inscription, ou `/chacun nouvelle robots:2`, ajoute des adversaires (facile, moyen, difficile).\n• Panneau fermé par erreur ? Clique à nouveau sur **Jouer**.\n• La partie est enregistrée après chaque coup et survit aux redémarrages du bot.\n• `/chacun exporter` donne l’enregistrement de la partie (JSON).',
    en: '• Every move can also be typed: `/chacun place`, `/chacun occupy`, `/chacun retake` only suggest legal choices.\n• Short of players? The **Bots** button of the lobby message, or `/chacun new bots:2`, adds opponents (easy, normal, hard).\n• Closed the panel by mistake? Click **Play** again.\n• The game is saved after every move and survives restarts of the bot.\n• `/chacun export` gives the game record (JSON).',
  },
} as const satisfies CatalogShape;

/** ChaCuN's catalog's type. */
export type ChacunCatalog = typeof CHACUN_CATALOG;

/** The text of one of ChaCuN's keys in a language, parameters filled in and typeset (see `translator`). */
export const t = translator(CHACUN_CATALOG);

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
