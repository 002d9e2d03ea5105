import type { OccupantKind } from '../games/chacun/engine/board.ts';
import type { Rotation } from '../games/chacun/engine/basics.ts';
import type { NextAction } from '../games/chacun/engine/game.ts';
import type { ErrorCode } from '../games/chacun/engine/result.ts';
import { indefiniteArticle, quantity } from './lists.ts';
import type { Locale } from './locale.ts';
import { typeset } from './typography.ts';

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
 * French is written with plain spaces before : ; ! ? and inside « »: `t` makes them no-break.
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
  'game.resigned': {
    fr: 'Tu as abandonné cette partie.',
    en: 'You resigned from this game.',
  },
  'game.notYourTurn': {
    fr: "Ce n'est pas ton tour : c'est à {player} de jouer.",
    en: "It's not your turn: {player} is playing.",
  },
  'game.staleButton': {
    fr: "Ce bouton n'est plus valable : la partie a avancé depuis.",
    en: 'This button has expired: the game has moved on.',
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
    // Players never see tile numbers, so the text counts the tiles.
    fr: (p: { tiles: readonly number[] }) =>
      p.tiles.length < 2
        ? "Une tuile n'allait nulle part : elle a été mise de côté."
        : `${p.tiles.length} tuiles n'allaient nulle part : elles ont été mises de côté.`,
    en: (p: { tiles: readonly number[] }) =>
      p.tiles.length < 2 ? 'A tile fitted nowhere and was set aside.' : `${p.tiles.length} tiles fitted nowhere and were set aside.`,
  },
  'game.storeUnavailable': {
    fr: "Je n'arrive pas à joindre la sauvegarde des parties pour l'instant : rien n'a changé. Réessaie dans un moment.",
    en: "The game storage can't be reached right now, so nothing was changed. Please try again in a moment.",
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
    fr: 'Il faut au moins {min} places occupées, robots compris, pour commencer.',
    en: 'At least {min} seats must be filled, bots included, to start.',
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
    fr: 'Choisis une case et une orientation pour la tuile, puis pose-la.',
    en: 'Choose a square and an orientation for the tile, then place it.',
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
    en: 'The tile must go on a free square next to a tile already on the board.',
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
    fr: 'Cette zone du paysage est déjà occupée.',
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
  // ==== the Discord bot ====

  // ---- games and channels (bot) ----
  'game.footer': { fr: 'Partie {id}', en: 'Game {id}' },
  'game.footerMove': { fr: 'Partie {id} · coup {move}', en: 'Game {id} · move {move}' },
  'game.guildOnly': {
    fr: 'ChaCuN se joue dans les salons d’un serveur.',
    en: 'ChaCuN is played in the channels of a server.',
  },
  'game.wrongChannel': {
    fr: "Cette partie se joue dans un autre salon : ce bouton n'agit pas ici.",
    en: 'This game is played in another channel: this button does nothing here.',
  },
  'game.notYourTurnNow': {
    fr: "Ce n'est pas ton tour.",
    en: "It's not your turn.",
  },
  'game.notStarted': {
    fr: "La partie n'a pas encore commencé.",
    en: 'The game has not started yet.',
  },
  'game.alreadyStarted': {
    fr: 'La partie a déjà commencé.',
    en: 'The game has already started.',
  },
  'game.corrupt': {
    fr: "Cette partie enregistrée est illisible. La modération peut la retirer du salon avec /chacun arrêter.",
    en: 'This saved game cannot be read. A moderator can clear it from the channel with /chacun abort.',
  },
  'bot.restarting': {
    fr: 'Le bot redémarre : réessaie dans quelques secondes.',
    en: 'The bot is restarting: please try again in a few seconds.',
  },
  'router.unknownCommand': {
    fr: 'Je ne connais pas cette commande. Essaie /chacun aide.',
    en: "I don't know this command. Try /chacun help.",
  },
  'router.unknownComponent': {
    fr: "Ce bouton ne fonctionne plus (il vient d'une ancienne version du bot ou d'un autre bot).",
    en: 'This button no longer works (it comes from an older version of the bot, or from another bot).',
  },
  'status.lobby': { fr: 'inscriptions', en: 'lobby' },
  'status.playing': { fr: 'en cours', en: 'in progress' },
  'status.finished': { fr: 'terminée', en: 'finished' },
  'status.aborted': { fr: 'arrêtée', en: 'stopped' },

  // ---- permissions ----
  'perm.noAttach': {
    fr: "Je n'ai pas le droit de joindre des fichiers dans ce salon, donc pas d'image du plateau. Donne-moi la permission « Joindre des fichiers », ou utilise /chacun plateau privé:True.",
    en: "I'm not allowed to attach files in this channel, so there is no board image. Give me the Attach Files permission, or use /chacun board private:True.",
  },
  'perm.noAttachLobby': {
    fr: "Je n'ai pas le droit de joindre des fichiers ici : les tours s'afficheront sans image du plateau.",
    en: "I'm not allowed to attach files here: turns will be shown without the board image.",
  },
  'perm.cannotSendHere': {
    fr: "Je n'ai pas le droit d'envoyer des messages dans ce salon. Il me faut « Voir le salon » et « Envoyer des messages ».",
    en: "I'm not allowed to send messages in this channel. I need View Channel and Send Messages.",
  },
  'perm.cannotSendHereThread': {
    fr: "Je n'ai pas le droit d'envoyer des messages dans ce fil. Il me faut « Voir le salon » et « Envoyer des messages dans les fils ».",
    en: "I'm not allowed to send messages in this thread. I need View Channel and Send Messages in Threads.",
  },
  'perm.cannotThread': {
    fr: "Je ne peux pas créer de fil ici. Il me faut « Créer des fils publics » et « Envoyer des messages dans les fils », dans un salon textuel.",
    en: "I can't create a thread here. I need Create Public Threads and Send Messages in Threads, in a text channel.",
  },
  'perm.cannotPost': {
    fr: "Ton coup est enregistré, mais je n'ai pas pu publier le tour suivant dans le salon (permissions ?). /chacun plateau le montre.",
    en: "Your move is saved, but I couldn't post the next turn in the channel (permissions?). /chacun board shows it.",
  },
  'perm.cannotPostUpdate': {
    fr: "C'est enregistré, mais je n'ai pas pu publier la suite dans le salon. /chacun plateau la montre.",
    en: "Saved, but I couldn't post the update in the channel. /chacun board shows it.",
  },

  // ---- lobby (bot) ----
  'lobby.title': { fr: 'ChaCuN — nouvelle partie', en: 'ChaCuN — new game' },
  'lobby.host': { fr: 'a ouvert la partie', en: 'host' },
  'lobby.hint': {
    fr: 'Choisis ta couleur dans le menu. {host} lance la partie quand tout le monde est là ({min} à {max} places, robots compris).',
    en: 'Pick your colour in the menu. {host} starts the game when everyone is in ({min} to {max} seats, bots included).',
  },
  'lobby.startedButtons': {
    fr: 'La partie a déjà commencé : les places ne peuvent plus changer.',
    en: 'The game has already started: seats can no longer change.',
  },
  'lobby.startedCancel': {
    fr: "La partie a déjà commencé : ce bouton n'annulait que l'inscription. Pour arrêter la partie pour tout le monde, utilise /chacun arrêter.",
    en: 'The game has already started: this button only cancelled the lobby. To stop the game for everyone, use /chacun abort.',
  },
  'lobby.chooseColor': { fr: 'Choisir ma couleur', en: 'Choose my colour' },
  'lobby.colorFree': { fr: 'libre', en: 'free' },
  'lobby.colorTakenBy': { fr: 'prise par {player}', en: 'taken by {player}' },
  'lobby.colorTaken': {
    fr: "Cette couleur est déjà prise : choisis-en une autre.",
    en: 'That colour is taken: choose another one.',
  },
  'lobby.hostOnlyStart': {
    fr: 'Seule la personne qui a ouvert la partie peut la lancer.',
    en: 'Only the player who opened the game can start it.',
  },
  'lobby.hostOnlyBots': {
    fr: 'Seule la personne qui a ouvert la partie peut ajouter ou retirer des robots.',
    en: 'Only the player who opened the game can add or remove bots.',
  },
  'lobby.botTag': { fr: '🤖 robot {level}', en: '🤖 {level} bot' },
  'lobby.botsHint': {
    fr: 'Il manque du monde ? Le bouton Robots ajoute des adversaires (facile, moyen ou difficile).',
    en: 'Short of players? The Bots button adds opponents (easy, normal or hard).',
  },
  'game.botsOnly': {
    fr: "Il faut au moins une personne à la table : une partie de robots seuls n'est pas possible.",
    en: 'At least one person must play: a game of bots only is not allowed.',
  },
  'button.bots': { fr: 'Robots', en: 'Bots' },
  'bots.title': { fr: 'Robots de la partie', en: 'Bots in this game' },
  'bots.intro': {
    fr: "Ajoute un robot du niveau voulu, ou retire-en un. Les robots jouent leurs tours eux-mêmes, après une courte pause, et ne voient jamais l'ordre des piles.",
    en: 'Add a bot of the level you want, or remove one. Bots play their own turns after a short pause, and never see the order of the decks.',
  },
  'bots.levels': {
    fr: '**Facile** : joue comme un débutant.\n**Moyen** : cherche le meilleur coup immédiat.\n**Difficile** : simule la suite de la partie avant de jouer.',
    en: '**Easy**: plays like a beginner.\n**Normal**: looks for the best immediate move.\n**Hard**: simulates the rest of the game before playing.',
  },
  'bots.none': { fr: "Aucun robot pour l'instant.", en: 'No bots yet.' },
  'bots.seated': { fr: 'À la table', en: 'At the table' },
  'bots.add': {
    fr: (p: { level: string }) => `Ajouter un robot ${p.level}`,
    en: (p: { level: string }) => `Add ${indefiniteArticle(p.level)} ${p.level} bot`,
  },
  'bots.remove': { fr: 'Retirer {name}', en: 'Remove {name}' },
  'level.easy': { fr: 'facile', en: 'easy' },
  'level.normal': { fr: 'moyen', en: 'normal' },
  'level.hard': { fr: 'difficile', en: 'hard' },
  'lobby.startedReply': { fr: 'La partie est lancée !', en: 'The game has started!' },
  'lobby.threadName': { fr: 'ChaCuN de {host}', en: "{host}'s ChaCuN" },
  'lobby.inThread': {
    fr: '{host} ouvre une partie de ChaCuN dans {thread} : viens la rejoindre !',
    en: '{host} is opening a game of ChaCuN in {thread}: come and join!',
  },

  // ---- turns (bot) ----
  'turn.title': { fr: 'Tour {turn} — {player}', en: 'Turn {turn} — {player}' },
  'turn.bot': { fr: '🤖 {player} réfléchit…', en: '🤖 {player} is thinking…' },
  'turn.botMenhir': {
    fr: '🗿 {player} a fermé une forêt contenant un menhir et rejoue avec une tuile menhir… 🤖',
    en: '🗿 {player} closed a forest with a menhir and plays again with a menhir tile… 🤖',
  },
  'turn.titleMenhir': { fr: 'Tour {turn} — {player} (tuile menhir)', en: 'Turn {turn} — {player} (menhir tile)' },
  'turn.since': { fr: 'Depuis le dernier tour', en: 'Since the last turn' },
  'turn.scores': { fr: 'Points', en: 'Points' },
  'board.title': { fr: 'Plateau — tour {turn}', en: 'Board — turn {turn}' },
  'board.toPlay': { fr: "C'est à {player} de jouer.", en: '{player} is to play.' },
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

  // ---- the placing panel ----
  'place.title': { fr: 'Poser ta tuile', en: 'Place your tile' },
  'place.instructions': {
    fr: "Choisis une case dans le menu : les cases en surbrillance sur l'image sont celles où la tuile peut aller.",
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
  'place.menhirNote': {
    fr: 'Tu as fermé une forêt contenant un menhir : pose maintenant une tuile menhir.',
    en: 'You closed a forest with a menhir: now place a menhir tile.',
  },
  'occupy.title': { fr: 'Placer un occupant', en: 'Place an occupant' },
  'occupy.numbers': {
    fr: "Les numéros des boutons sont ceux de l'image.",
    en: 'The buttons are numbered as on the image.',
  },
  'retake.title': { fr: 'Chaman', en: 'Shaman' },
  'panel.done': {
    fr: "C'est fait ! Le tour suivant est annoncé dans le salon.",
    en: 'Done! The next turn is announced in the channel.',
  },
  'panel.gameOver': {
    fr: "C'est fait ! La partie est terminée : les résultats sont dans le salon.",
    en: 'Done! The game is over: the results are in the channel.',
  },

  // ---- buttons (bot) ----
  'button.play': { fr: 'Jouer', en: 'Play' },
  'button.log': { fr: "Tableau d'affichage", en: 'Message board' },
  'button.previous': { fr: 'Précédent', en: 'Previous' },
  'button.next': { fr: 'Suivant', en: 'Next' },
  'button.confirmPlace': { fr: 'Poser en {position}', en: 'Place at {position}' },
  'button.otherPosition': { fr: 'Autre case', en: 'Other square' },
  'button.wholeBoard': { fr: 'Tout le plateau', en: 'Whole board' },
  'button.export': { fr: "Exporter l'enregistrement", en: 'Export the record' },
  'button.abortYes': { fr: 'Oui, arrêter la partie', en: 'Yes, stop the game' },
  'button.abortNo': { fr: 'Non, continuer', en: 'No, keep playing' },
  'button.cancelLobbyYes': { fr: "Oui, l'annuler", en: 'Yes, cancel it' },
  'button.cancelLobbyNo': { fr: 'Non, la garder', en: 'No, keep it' },
  'button.resignYes': { fr: 'Oui, abandonner', en: 'Yes, resign' },
  'button.resignNo': { fr: 'Non, continuer', en: 'No, keep playing' },

  // ---- slash command options ----
  'option.none': { fr: 'aucun', en: 'none' },
  'option.badColor': {
    fr: "Cette couleur n'existe pas : rouge, bleu, vert, jaune ou violet.",
    en: 'There is no such colour: red, blue, green, yellow or purple.',
  },
  'option.badBots': { fr: 'Le nombre de robots doit être compris entre 0 et 4.', en: 'The number of bots must be from 0 to 4.' },
  'option.badLevel': { fr: 'Niveaux possibles : facile, moyen ou difficile.', en: 'Levels: easy, normal or hard.' },
  'option.badLanguage': { fr: 'Langues possibles : français (fr) ou anglais (en).', en: 'Languages: French (fr) or English (en).' },
  'option.badPosition': {
    fr: "« {value} » n'est pas une case : écris-la comme sur le plateau, une lettre puis un nombre (par exemple M12).",
    en: '“{value}” is not a square: write it as on the board, a letter then a number (for example M12).',
  },
  'option.badRotation': {
    fr: "« {value} » n'est pas une orientation : choisis-en une dans la liste proposée.",
    en: '“{value}” is not an orientation: pick one from the suggested list.',
  },
  'option.rotationDoesNotFit': {
    fr: "En {position}, la tuile ne va pas avec l'orientation « {rotation} ». Laisse l'orientation vide pour voir celles qui vont.",
    en: "At {position}, the tile doesn't fit with the orientation “{rotation}”. Leave the orientation empty to see those that fit.",
  },
  'option.badNumber': {
    fr: "« {value} » ne correspond à aucun choix : donne un numéro de 1 à {max}, comme sur l'image, ou « aucun ».",
    en: '“{value}” matches no choice: give a number from 1 to {max}, as on the image, or “none”.',
  },

  // ---- message board ----
  'log.title': { fr: "Tableau d'affichage", en: 'Message board' },
  'log.empty': { fr: "Rien pour l'instant.", en: 'Nothing yet.' },
  'log.page': { fr: 'Page {page} sur {pages}', en: 'Page {page} of {pages}' },
  'log.more': {
    fr: (p: { count: number }) => `… et ${p.count} de plus (/chacun journal).`,
    en: (p: { count: number }) => `… and ${p.count} more (/chacun log).`,
  },

  // ---- end of a game ----
  'end.title': { fr: 'Partie terminée', en: 'Game over' },
  'end.titleEarly': { fr: 'Partie arrêtée', en: 'Game stopped' },
  'end.finalScoring': { fr: 'Décompte final', en: 'Final scoring' },
  'end.congratulations': { fr: 'Bravo {players} !', en: 'Well played, {players}!' },
  'end.forfeit': {
    fr: 'Trop de personnes ont abandonné : victoire par forfait de {players}.',
    en: 'Too many players resigned: victory by forfeit for {players}.',
  },
  'end.cancelledBy': { fr: 'La partie a été arrêtée par {player}.', en: 'The game was stopped by {player}.' },
  'abort.confirm': {
    fr: 'Arrêter la partie pour tout le monde ? Elle sera archivée sans résultat.',
    en: 'Stop the game for everyone? It will be archived without a result.',
  },
  'abort.confirmLobby': { fr: 'Annuler cette partie avant son début ?', en: 'Cancel this game before it starts?' },
  'abort.notAllowed': {
    fr: 'Seule la personne qui a ouvert la partie, ou qui peut gérer ce salon, peut l’arrêter.',
    en: 'Only the player who opened the game, or someone who may manage this channel, can stop it.',
  },
  'abort.done': { fr: 'La partie est arrêtée.', en: 'The game is stopped.' },
  'abort.kept': { fr: 'La partie continue.', en: 'The game goes on.' },
  'abort.doneLobby': { fr: "L'inscription est annulée.", en: 'The lobby is cancelled.' },
  'abort.keptLobby': { fr: "L'inscription reste ouverte.", en: 'The lobby stays open.' },
  'abort.keptNothing': { fr: "Rien n'a été annulé.", en: 'Nothing was cancelled.' },
  'abort.corruptCleared': {
    fr: 'La partie illisible a été retirée de ce salon : une nouvelle peut commencer.',
    en: 'The unreadable game was cleared from this channel: a new one can start.',
  },
  'resign.confirm': {
    fr: "Abandonner la partie ? Ta couleur sera ensuite jouée automatiquement jusqu'à la fin : chaque tuile est posée sur la première case possible en partant du haut à gauche du plateau, sans occupant.",
    en: 'Resign from the game? Your colour will then be played automatically until the end: each tile goes on the first square that fits, counting from the top left of the board, with no occupants.',
  },
  'resign.done': { fr: 'Tu as abandonné la partie.', en: 'You have resigned.' },
  'resign.kept': { fr: 'Tu restes dans la partie.', en: 'You stay in the game.' },
  'resign.public': {
    fr: '{player} a abandonné : sa couleur est désormais jouée automatiquement (première case possible, sans occupant).',
    en: '{player} resigned: that colour is now played automatically (first square that fits, no occupants).',
  },
  'resign.tag': { fr: 'a abandonné', en: 'resigned' },
  'export.unknownGame': {
    fr: 'Je ne trouve pas de partie « {id} » dans ce salon : choisis-en une dans la liste proposée.',
    en: "I can't find a game “{id}” in this channel: pick one from the suggested list.",
  },
  'export.done': {
    fr: (p: { id: string; moves: number; file: string }) =>
      `Voici l'enregistrement de la partie ${p.id} (${quantity(p.moves, 'fr', 'coup', 'coups')}) : ${p.file}. Il décrit toute la partie coup par coup, de quoi la garder ou la rejouer plus tard.`,
    en: (p: { id: string; moves: number; file: string }) =>
      `Here is the record of game ${p.id} (${quantity(p.moves, 'en', 'move', 'moves')}): ${p.file}. It describes the whole game move by move, so you can keep it or replay the game later.`,
  },

  // ---- rules card ----
  'rules.title': { fr: 'ChaCuN — les règles en bref', en: 'ChaCuN — the rules in short' },
  'rules.intro': {
    fr: 'Construis un paysage préhistorique tuile après tuile. Tes chasseurs, cueilleurs, pêcheurs et huttes de pêcheurs rapportent des points là où ils sont majoritaires.',
    en: 'Build a prehistoric landscape tile by tile. Your hunters, gatherers, fishers and fishing huts score where they hold the majority.',
  },
  'rules.turnTitle': { fr: 'Un tour', en: 'A turn' },
  'rules.turn': {
    fr: "1. Pose la tuile tirée à côté d'une tuile déjà posée : chaque bord qui touche une tuile prolonge son paysage (pré, forêt ou rivière). Le bot ne propose que les cases et orientations possibles.\n2. Tu peux mettre un occupant sur cette tuile, dans une zone que personne n'occupe encore.\n3. Les forêts et rivières fermées par la tuile rapportent aussitôt à leurs occupants majoritaires, puis leurs pions reviennent (les huttes restent).",
    en: '1. Place the drawn tile next to one already on the board: every side touching a tile continues its landscape (meadow, forest or river). The bot only offers squares and orientations that fit.\n2. You may put one occupant on that tile, in an area nobody occupies yet.\n3. Forests and rivers closed by the tile score at once for their majority occupants, then their pawns come back (huts stay).',
  },
  'rules.occupantsTitle': { fr: 'Occupants', en: 'Occupants' },
  'rules.occupants': {
    fr: "5 pions — chasseur (pré), cueilleur (forêt), pêcheur (rivière) — et 3 huttes de pêcheurs (sur un lac, ou sur une rivière qui ne se jette dans aucun lac). Quand des zones occupées se rejoignent, toutes les couleurs à égalité en tête marquent.",
    en: '5 pawns — hunter (meadow), gatherer (forest), fisher (river) — and 3 fishing huts (on a lake, or on a river flowing into no lake). When occupied areas join, every colour tied for the most occupants scores.',
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
    fr: "Quand plus aucune tuile normale ne peut être posée, prés et réseaux hydrographiques sont comptés ; le plus de points l'emporte (égalité : victoire partagée).",
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
    fr: "Clique sur **Jouer** : un panneau que personne d'autre ne voit s'ouvre. Choisis une case dans le menu (nommée comme sur l'image), tourne la tuile avec les boutons, regarde l'aperçu, puis clique sur **Poser en …** (par exemple **Poser en M12**). Choisis ensuite un occupant par son numéro sur le gros plan, ou aucun.",
    en: 'Click **Play**: a panel only you can see opens. Choose a square in the menu (named as on the image), turn the tile with the buttons, check the preview, then click **Place at …** (for example **Place at M12**). Then choose an occupant by its number on the close-up, or none.',
  },
  'help.commandsTitle': { fr: 'Commandes', en: 'Commands' },
  'help.tipsTitle': { fr: 'Bon à savoir', en: 'Good to know' },
  'help.tips': {
    fr: "• Chaque coup peut aussi se taper : `/chacun poser`, `/chacun occuper`, `/chacun reprendre` ne proposent que des choix possibles.\n• Pas assez de monde ? Le bouton **Robots** du message d'inscription, ou `/chacun nouvelle robots:2`, ajoute des adversaires (facile, moyen, difficile).\n• Panneau fermé par erreur ? Clique à nouveau sur **Jouer**.\n• La partie est enregistrée après chaque coup et survit aux redémarrages du bot.\n• `/chacun exporter` donne l'enregistrement de la partie (JSON).",
    en: '• Every move can also be typed: `/chacun place`, `/chacun occupy`, `/chacun retake` only suggest legal choices.\n• Short of players? The **Bots** button of the lobby message, or `/chacun new bots:2`, adds opponents (easy, normal, hard).\n• Closed the panel by mistake? Click **Play** again.\n• The game is saved after every move and survives restarts of the bot.\n• `/chacun export` gives the game record (JSON).',
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

/**
 * The text of a catalog key in a language, with its parameters filled in and the language's
 * typography applied (French no-break spaces, see `typeset`), so catalog texts are written with
 * plain spaces. A template is typeset before its placeholders are filled, so a parameter (a
 * player's name, what a player typed) is never changed; a function's whole result is typeset,
 * so a function entry takes only the bot's own words and numbers as parameters.
 */
export function t<K extends CatalogKey>(locale: Locale, key: K, ...args: ParamArgs<K>): string {
  const entry: Entry = (CATALOG as CatalogShape)[key][locale];
  const params = ((args as readonly unknown[])[0] ?? {}) as Readonly<Record<string, unknown>>;
  return typeof entry === 'function' ? typeset((entry as (p: unknown) => string)(params), locale) : interpolate(typeset(entry, locale), params);
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
