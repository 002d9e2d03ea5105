import { indefiniteArticle, joinChoices, quantity } from './lists.ts';
import { LOAD_TEXTS } from './load-texts.ts';
import { STATS_CATALOG } from './stats-catalog.ts';
import { TOURNAMENT_CATALOG } from './tournament-catalog.ts';
import { mergeCatalogs, translator, type CatalogShape } from './translator.ts';
import { UNDO_CATALOG } from './undo.ts';
import { TABLES_CATALOG } from './tables.ts';

/**
 * The platform's texts, both languages side by side: lobbies, seats and AI players, games and
 * channels, refusals of the session layer, permissions, the router, the buttons shared by all
 * games, abort, resignation and export, the message board's pages and the end of a game in
 * general. A game's own texts are in its folder (ChaCuN's: `src/games/chacun/texts/catalog.ts`).
 * To add one: pick a dotted key, write `fr` and `en`; `t` then type-checks its parameters from
 * the placeholders or the function. Players are addressed with "tu"; French avoids words that
 * would take the players' gender. French is written with plain spaces before : ; ! ? and inside
 * « »: `t` makes them no-break.
 */
const PLATFORM_TEXTS = {
  // ---- games and channels ----
  'game.none': {
    fr: 'Il n’y a pas de partie en cours dans ce salon.',
    en: 'There is no game under way in this channel.',
  },
  'game.unknown': {
    fr: 'Cette partie n’existe plus.',
    en: 'This game no longer exists.',
  },
  'game.alreadyRunning': {
    fr: 'Une partie est déjà en cours dans ce salon.',
    en: 'A game is already running in this channel.',
  },
  'game.alreadyRunningSame': {
    fr: 'Une partie de {found} est déjà en cours dans ce salon ({board}). Pour en jouer une autre à côté, ouvre-la dans un fil : {thread}.',
    en: 'A game of {found} is already under way in this channel ({board}). To play another beside it, open it in a thread: {thread}.',
  },
  'game.alreadyRunningOther': {
    fr: 'Une partie de {found} est déjà en cours dans ce salon ({board}). Pour jouer à {wanted} à côté, ouvre la partie dans un fil : {thread}.',
    en: 'A game of {found} is already under way in this channel ({board}). To play {wanted} beside it, open it in a thread: {thread}.',
  },
  'game.alreadyOpenLobby': {
    fr: 'Une table de {found} attend déjà ses joueurs dans ce salon : rejoins-la avec son bouton, ou ouvre ta partie dans un fil : {thread}.',
    en: 'A {found} table is already waiting for players in this channel: join it with its button, or open your game in a thread: {thread}.',
  },
  'game.notAPlayer': {
    fr: 'Tu ne joues pas dans cette partie.',
    en: 'You are not playing in this game.',
  },
  'game.resigned': {
    fr: 'Tu as abandonné cette partie.',
    en: 'You resigned from this game.',
  },
  // "Waits for", not "is playing": the seat to act may be judging a word or choosing tickets.
  'game.notYourTurn': {
    fr: 'Ce n’est pas ton tour : la partie attend {player}.',
    en: 'It’s not your turn: the game is waiting for {player}.',
  },
  'game.notYourTurnNow': {
    fr: 'Ce n’est pas ton tour.',
    en: 'It’s not your turn.',
  },
  'game.staleButton': {
    fr: 'Ce choix n’est plus valable : la partie a avancé depuis.',
    en: 'This choice has expired: the game has moved on.',
  },
  'game.started': {
    fr: 'La partie commence ! Ordre de jeu : {players}.',
    en: 'The game begins! Order of play: {players}.',
  },
  'turn.aiPlayed': {
    fr: (p: { players: string; count: number }) => `🤖 ${p.players} ${p.count > 1 ? 'ont joué' : 'a joué'}.`,
    en: (p: { players: string; count: number }) => `🤖 ${p.players} ${p.count > 1 ? 'have played' : 'has played'}.`,
  },
  'game.cancelled': {
    fr: 'La partie a été annulée.',
    en: 'The game has been cancelled.',
  },
  'game.cancelledBy': {
    fr: '{player} a annulé la partie.',
    en: '{player} cancelled the game.',
  },
  'game.over': {
    fr: 'La partie est terminée.',
    en: 'The game is over.',
  },
  'game.notStarted': {
    fr: 'La partie n’a pas encore commencé.',
    en: 'The game has not started yet.',
  },
  'game.alreadyStarted': {
    fr: 'La partie a déjà commencé.',
    en: 'The game has already started.',
  },
  'game.aiOnly': {
    fr: 'Il faut au moins une personne à la table : une partie de robots seuls n’est pas possible.',
    en: 'At least one person must play: a game of AI players only is not allowed.',
  },
  'game.wrongChannel': {
    fr: 'Cette partie se joue dans un autre salon : ce bouton n’agit pas ici.',
    en: 'This game is played in another channel: this button does nothing here.',
  },
  'game.otherKindOpen': {
    fr: 'Pas de partie de {game} dans ce salon : la partie ouverte ici est une partie de {other} ({command}).',
    en: 'No game of {game} in this channel: the game open here is one of {other} ({command}).',
  },
  'game.otherKindHere': {
    fr: 'Pas de partie de {game} dans ce salon : sa dernière partie est une partie de {other} ({command}).',
    en: 'No game of {game} in this channel: its last game is one of {other} ({command}).',
  },
  'game.guildOnly': {
    fr: 'Les parties se jouent dans les salons d’un serveur.',
    en: 'Games are played in the channels of a server.',
  },
  'game.corrupt': {
    fr: 'Cette partie enregistrée est illisible. La modération peut la retirer du salon avec {abort}.',
    en: 'This saved game cannot be read. A moderator can clear it from the channel with {abort}.',
  },
  'game.storeUnavailable': {
    fr: 'Je n’arrive pas à joindre la sauvegarde des parties pour l’instant : rien n’a changé. Réessaie dans un moment.',
    en: 'The game storage can’t be reached right now, so nothing was changed. Please try again in a moment.',
  },
  'game.storeUncertain': {
    fr: 'La sauvegarde des parties n’a pas répondu à temps : je ne sais pas encore si c’est enregistré. Si c’est le cas, la suite sera publiée dans le salon dans un instant ; sinon, réessaie.',
    en: 'The game storage did not answer in time, so I can’t tell yet whether this was saved. If it was, the game will go on in the channel in a moment; if not, please try again.',
  },
  'game.changedMeanwhile': {
    fr: 'La partie a changé pendant que ton action était traitée : rien n’a été joué. Regarde le dernier message du tour et réessaie.',
    en: 'The game changed while your action was being handled, so nothing was played. Look at the latest turn message and try again.',
  },
  'game.unexpectedError': {
    fr: 'Une erreur inattendue s’est produite de notre côté. Réessaie dans un moment.',
    en: 'Something went wrong on our side. Please try again in a moment.',
  },
  'game.footer': { fr: 'Partie {id}', en: 'Game {id}' },
  'game.footerMove': { fr: 'Partie {id} · coup {move}', en: 'Game {id} · move {move}' },

  // ---- the bot's help (/help) ----
  'help.bot.title': { fr: 'Ce que je sais faire', en: 'What I can do' },
  'help.bot.intro': {
    fr: 'Je fais jouer des parties dans les salons de ce serveur, chacun à son rythme : chaque tour est un message avec ses boutons, et ce que toi seul peux voir (ta main, ton chevalet, tes billets) t’est montré en privé. Les places libres peuvent être prises par des robots.',
    en: 'I run games in this server’s channels, each player at their own pace: every turn is a message with its buttons, and what you alone may see (your hand, your rack, your tickets) is shown to you privately. AI players can take the empty seats.',
  },
  'help.bot.games': { fr: 'Les jeux', en: 'The games' },
  'help.bot.game': { fr: '**{game}** — {about}. Ouvrir une partie : {open} · comment y jouer : {help}', en: '**{game}** — {about}. Open a game: {open} · how to play it: {help}' },
  'help.bot.server': { fr: 'Sur ce serveur', en: 'On this server' },

  // ---- the list of the server's games (/games) ----
  'games.title': { fr: 'Parties en cours sur ce serveur', en: 'Games under way on this server' },
  'games.titleMine': { fr: 'Parties qui t’attendent', en: 'Games waiting for you' },
  'games.none': { fr: 'Aucune partie en cours sur ce serveur pour l’instant.', en: 'No game under way on this server right now.' },
  'games.noneMine': { fr: 'Aucune partie ne t’attend pour l’instant.', en: 'No game is waiting for you right now.' },
  'games.turn': { fr: 'À {players} de jouer · dernier coup {since}', en: '{players} to play · last move {since}' },
  'games.firstTurn': { fr: 'À {players} de jouer · partie commencée {since}', en: '{players} to play · game started {since}' },
  'games.lobby': { fr: 'Inscriptions ouvertes {since}', en: 'Lobby opened {since}' },
  'games.more': {
    fr: (p: { count: number }) => `… et ${p.count} de plus.`,
    en: (p: { count: number }) => `… and ${p.count} more.`,
  },

  // ---- the bot and its router ----
  'bot.restarting': {
    fr: 'Le bot redémarre : réessaie dans quelques secondes.',
    en: 'The bot is restarting: please try again in a few seconds.',
  },
  'router.unknownCommand': {
    fr: 'Je ne connais pas cette commande. Essaie {help}.',
    en: 'I don’t know this command. Try {help}.',
  },
  'router.unknownComponent': {
    fr: 'Ce bouton ne fonctionne plus (il vient d’une ancienne version du bot ou d’un autre bot).',
    en: 'This button no longer works (it comes from an older version of the bot, or from another bot).',
  },
  'router.notOnThisMessage': {
    fr: 'Ce bouton n’a pas été mis sur ce message par le bot : il n’y agit pas, rien n’a changé.',
    en: 'The bot never put this button on this message: it does nothing here, nothing was changed.',
  },
  'router.notYourMessage': {
    fr: 'Ce message a été montré à quelqu’un d’autre : ses boutons n’agissent pas pour toi, rien n’a changé.',
    en: 'This message was shown to someone else: its buttons do nothing for you, nothing was changed.',
  },

  // ---- where a game is ----
  'status.lobby': { fr: 'inscriptions', en: 'lobby' },
  'status.playing': { fr: 'en cours', en: 'in progress' },
  'status.finished': { fr: 'terminée', en: 'finished' },
  'status.aborted': { fr: 'arrêtée', en: 'stopped' },

  // ---- permissions ----
  'perm.noAttach': {
    fr: 'Je n’ai pas le droit de joindre des fichiers dans ce salon, donc pas d’image du plateau. Donne-moi la permission « Joindre des fichiers », ou utilise {board} privé:True.',
    en: 'I’m not allowed to attach files in this channel, so there is no board image. Give me the Attach Files permission, or use {board} private:True.',
  },
  'announce.storeLate': {
    fr: 'Ton coup est enregistré, mais la sauvegarde des parties tarde à répondre : le tour suivant sera publié dès qu’elle répondra. {board} le montre en attendant.',
    en: "Your move is saved, but the game storage is slow to answer: the next turn will be posted as soon as it does. {board} shows it meanwhile.",
  },
  'announce.storeLateUpdate': {
    fr: 'C’est enregistré, mais la sauvegarde des parties tarde à répondre : la suite sera publiée dès qu’elle répondra.',
    en: "Saved, but the game storage is slow to answer: the update will be posted as soon as it does.",
  },
  'perm.noAttachLobby': {
    fr: 'Je n’ai pas le droit de joindre des fichiers ici : les tours s’afficheront sans image du plateau.',
    en: 'I’m not allowed to attach files here: turns will be shown without the board image.',
  },
  'perm.cannotSendHere': {
    fr: 'Je n’ai pas le droit d’envoyer des messages dans ce salon. Il me faut « Voir le salon » et « Envoyer des messages ».',
    en: 'I’m not allowed to send messages in this channel. I need View Channel and Send Messages.',
  },
  'perm.cannotSendHereThread': {
    fr: 'Je n’ai pas le droit d’envoyer des messages dans ce fil. Il me faut « Voir le salon » et « Envoyer des messages dans les fils ».',
    en: 'I’m not allowed to send messages in this thread. I need View Channel and Send Messages in Threads.',
  },
  'perm.cannotThread': {
    fr: "Je ne peux pas créer de fil ici. Il me faut « Créer des fils publics » et « Envoyer des messages dans les fils », dans un salon textuel.",
    en: 'I can’t create a thread here. I need Create Public Threads and Send Messages in Threads, in a text channel.',
  },
  'perm.cannotPost': {
    fr: 'Ton coup est enregistré, mais je n’ai pas pu publier le tour suivant dans le salon (permissions ?). {board} le montre.',
    en: 'Your move is saved, but I couldn’t post the next turn in the channel (permissions?). {board} shows it.',
  },
  'perm.cannotPostUpdate': {
    fr: 'C’est enregistré, mais je n’ai pas pu publier la suite dans le salon. {board} la montre.',
    en: 'Saved, but I couldn’t post the update in the channel. {board} shows it.',
  },

  // ---- lobby ----
  'lobby.open': {
    fr: '{host} propose une partie de {game} ! Rejoins-la avec le bouton ci-dessous.',
    en: '{host} is starting a game of {game}! Join with the button below.',
  },
  'lobby.title': { fr: '{game} — nouvelle partie', en: '{game} — new game' },
  'lobby.host': { fr: 'a ouvert la partie', en: 'host' },
  'lobby.hint': {
    fr: '{host} lance la partie quand tout le monde est là ({min} à {max} places, robots compris).',
    en: '{host} starts the game when everyone is in ({min} to {max} seats, AI players included).',
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
  'lobby.fullNow': {
    fr: 'La partie est complète : il n’y a plus de place libre.',
    en: 'The game is full: there is no free seat left.',
  },
  'lobby.alreadyJoined': {
    fr: 'Tu as déjà rejoint cette partie.',
    en: 'You have already joined this game.',
  },
  'lobby.notJoined': {
    fr: 'Tu n’as pas rejoint cette partie.',
    en: 'You haven’t joined this game.',
  },
  'lobby.tooFew': {
    fr: 'Il faut au moins {min} places occupées, robots compris, pour commencer.',
    en: 'At least {min} seats must be filled, AI players included, to start.',
  },
  'lobby.tooFewNow': {
    fr: 'Il n’y a pas encore assez de places occupées pour commencer.',
    en: 'Not enough seats are filled yet to start.',
  },
  'lobby.hostOnly': {
    fr: 'Seule la personne qui a ouvert la partie peut faire cela.',
    en: 'Only the player who opened the game can do that.',
  },
  'lobby.hostOnlyStart': {
    fr: 'Seule la personne qui a ouvert la partie peut la lancer.',
    en: 'Only the player who opened the game can start it.',
  },
  'lobby.hostOnlyBots': {
    fr: 'Seule la personne qui a ouvert la partie peut ajouter ou retirer des robots.',
    en: 'Only the player who opened the game can add or remove AI players.',
  },
  'lobby.startedButtons': {
    fr: 'La partie a déjà commencé : les places ne peuvent plus changer.',
    en: 'The game has already started: seats can no longer change.',
  },
  'lobby.startedCancel': {
    fr: 'La partie a déjà commencé : ce bouton n’annulait que l’inscription. Pour arrêter la partie pour tout le monde, utilise {abort}.',
    en: 'The game has already started: this button only cancelled the lobby. To stop the game for everyone, use {abort}.',
  },
  'lobby.startedReply': { fr: 'La partie est lancée !', en: 'The game has started!' },
  'lobby.botTag': { fr: '🤖 robot {level}', en: '🤖 {level} AI' },
  'lobby.botsHint': {
    fr: 'Il manque du monde ? Le bouton Robots ajoute des adversaires, du niveau voulu.',
    en: 'Short of players? The Bots button adds opponents of the level you choose.',
  },
  'lobby.hintFixed': {
    fr: '{host} lance la partie quand tout le monde est là ({max} places, robots compris).',
    en: '{host} starts the game when everyone is in ({max} seats, AI players included).',
  },
  'lobby.fillHint': {
    fr: 'Les places encore libres au lancement seront prises par des robots.',
    en: 'Seats still free at the start will be taken by AI players.',
  },
  'lobby.threadName': { fr: '{game} de {host}', en: '{host}’s {game}' },
  'lobby.inThread': {
    fr: '{host} ouvre une partie de {game} dans {thread} : viens la rejoindre !',
    en: '{host} is opening a game of {game} in {thread}: come and join!',
  },

  // ---- bots (AI players) in the lobby ----
  'bots.title': { fr: 'Robots de la partie', en: 'AI players in this game' },
  'bots.intro': {
    fr: "Ajoute un robot du niveau voulu, ou retire-en un. Les robots jouent leurs tours eux-mêmes, après une courte pause, et ne voient jamais ce que leur place ne permet pas de voir.",
    en: 'Add an AI player of the level you want, or remove one. AI players play their own turns after a short pause, and never see what their seat could not see.',
  },
  'bots.levels': {
    fr: (p: { expert: boolean }) =>
      '**Facile** : joue comme un débutant.\n**Moyen** : cherche le meilleur coup immédiat.\n**Difficile** : tient compte de la suite de la partie avant de jouer.' +
      (p.expert ? '\n**Expert** : à deux, essaie ses meilleurs coups contre les chevalets que l’adversaire peut avoir, puis choisit.' : ''),
    en: (p: { expert: boolean }) =>
      '**Easy**: plays like a beginner.\n**Normal**: looks for the best immediate move.\n**Hard**: weighs what comes next in the game before playing.' +
      (p.expert ? '\n**Expert**: against one opponent, tries its best moves against the racks the opponent may hold, then chooses.' : ''),
  },
  'bots.none': { fr: 'Aucun robot pour l’instant.', en: 'No AI players yet.' },
  'bots.seated': { fr: 'À la table', en: 'At the table' },
  'bots.add': {
    fr: (p: { level: string }) => `Ajouter un robot ${p.level}`,
    en: (p: { level: string }) => `Add ${indefiniteArticle(p.level)} ${p.level} AI player`,
  },
  'bots.remove': { fr: 'Retirer {name}', en: 'Remove {name}' },
  'bots.gone': {
    fr: 'Ce robot n’est plus à cette place : le panneau montre la table telle qu’elle est maintenant.',
    en: 'That AI player is no longer in that seat: the panel now shows the table as it is.',
  },

  // ---- buttons shared by all games ----
  'button.join': { fr: 'Rejoindre', en: 'Join' },
  'button.leave': { fr: 'Quitter', en: 'Leave' },
  'button.start': { fr: 'Lancer', en: 'Start' },
  'button.cancel': { fr: 'Annuler', en: 'Cancel' },
  'button.bots': { fr: 'Robots', en: 'Bots' },
  'button.confirm': { fr: 'Confirmer', en: 'Confirm' },
  'button.log': { fr: 'Tableau d’affichage', en: 'Message board' },
  'button.previous': { fr: 'Précédent', en: 'Previous' },
  'button.next': { fr: 'Suivant', en: 'Next' },
  'button.export': { fr: 'Exporter l’enregistrement', en: 'Export the record' },
  'button.abortYes': { fr: 'Oui, arrêter la partie', en: 'Yes, stop the game' },
  'button.abortNo': { fr: 'Non, continuer', en: 'No, keep playing' },
  'button.cancelLobbyYes': { fr: 'Oui, l’annuler', en: 'Yes, cancel it' },
  'button.cancelLobbyNo': { fr: 'Non, la garder', en: 'No, keep it' },
  'button.resignYes': { fr: 'Oui, abandonner', en: 'Yes, resign' },
  'button.resignNo': { fr: 'Non, continuer', en: 'No, keep playing' },

  // ---- options of the shared subcommands ----
  'option.badBots': { fr: 'Le nombre de robots doit être compris entre 0 et {max}.', en: 'The number of AI players (bots) must be from 0 to {max}.' },
  // The option and its choices as the user's Discord shows them (their names, not the values sent).
  'option.badChoice': {
    fr: (p: { option: string; values: readonly string[] }) => `Valeurs possibles pour « ${p.option} » : ${joinChoices(p.values.map((value) => `« ${value} »`), 'fr')}.`,
    en: (p: { option: string; values: readonly string[] }) => `Values for “${p.option}”: ${joinChoices(p.values.map((value) => `“${value}”`), 'en')}.`,
  },
  'option.badLevel': { fr: 'Niveaux possibles : {levels}.', en: 'Levels: {levels}.' },
  'option.badLanguage': { fr: 'Langues possibles : français (fr) ou anglais (en).', en: 'Languages: French (fr) or English (en).' },

  // ---- message board ----
  'log.title': { fr: 'Tableau d’affichage', en: 'Message board' },
  'log.empty': { fr: 'Rien pour l’instant.', en: 'Nothing yet.' },
  'log.page': { fr: 'Page {page} sur {pages}', en: 'Page {page} of {pages}' },
  // /log with a page past the last: the last is shown, and said so.
  'log.pastEnd': {
    fr: (p: { asked: number; pages: number }) => `Il n’y a pas de page ${p.asked} : le tableau en a ${p.pages}, voici la dernière.`,
    en: (p: { asked: number; pages: number }) => `There is no page ${p.asked}: the board has ${quantity(p.pages, 'en', 'page', 'pages')}, here is the last.`,
  },

  // ---- end of a game ----
  'score.points': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'point', 'points'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'point', 'points'),
  },
  'end.title': { fr: 'Partie terminée', en: 'Game over' },
  'end.titleEarly': { fr: 'Partie arrêtée', en: 'Game stopped' },
  'end.finalScoring': { fr: 'Décompte final', en: 'Final scoring' },
  'end.congratulations': { fr: 'Bravo {players} !', en: 'Well played, {players}!' },
  'end.forfeit': {
    fr: (p: { players: string; count: number }) => `${p.players} ${p.count === 1 ? 'gagne' : 'gagnent'} par forfait : il ne restait plus assez de joueurs pour continuer.`,
    en: (p: { players: string; count: number }) => `${p.players} ${p.count === 1 ? 'wins' : 'win'} by forfeit: too few players were left to go on.`,
  },
  'end.forfeitTime': {
    fr: 'Victoire par forfait de {players} : temps écoulé pour {late}.',
    en: 'Victory by forfeit for {players}: time ran out for {late}.',
  },
  'end.timeUpAll': {
    fr: 'Temps écoulé pour {late} : il ne reste personne pour gagner.',
    en: 'Time ran out for {late}: nobody is left to win.',
  },
  'end.allResigned': {
    fr: 'Tout le monde a abandonné : il ne reste personne pour gagner.',
    en: 'Everyone resigned: nobody is left to win.',
  },
  'end.tournamentCounts': {
    fr: (p: { winners: string; sides: number; losers: string }) =>
      p.losers === ''
        ? 'Dans le tournoi, elle compte comme une partie nulle pour toute la table.'
        : `Dans le tournoi, elle compte comme ${p.sides === 1 ? `une victoire pour ${p.winners}` : `une partie nulle entre ${p.winners}`} et une défaite pour ${p.losers}.`,
    en: (p: { winners: string; sides: number; losers: string }) =>
      p.losers === ''
        ? 'In the tournament it counts as a draw for everyone at the table.'
        : `In the tournament it counts as ${p.sides === 1 ? `a win for ${p.winners}` : `a draw between ${p.winners}`} and a loss for ${p.losers}.`,
  },
  'end.cancelledBy': { fr: 'La partie a été arrêtée par {player}.', en: 'The game was stopped by {player}.' },

  // ---- abort, resign, export ----
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
  'abort.doneLobby': { fr: 'L’inscription est annulée.', en: 'The lobby is cancelled.' },
  'abort.keptLobby': { fr: 'L’inscription reste ouverte.', en: 'The lobby stays open.' },
  'abort.keptNothing': { fr: 'Rien n’a été annulé.', en: 'Nothing was cancelled.' },
  'abort.corruptCleared': {
    fr: 'La partie illisible a été retirée de ce salon : une nouvelle peut commencer.',
    en: 'The unreadable game was cleared from this channel: a new one can start.',
  },
  'abort.confirmTournament': {
    fr: (p: { winners: string; sides: number; losers: string }) =>
      p.losers === ''
        ? 'Arrêter cette partie de tournoi pour tout le monde ? Dans le tournoi, elle comptera comme une partie nulle pour toute la table.'
        : `Arrêter cette partie de tournoi pour tout le monde ? Dans le tournoi, elle comptera comme ${p.sides === 1 ? `une victoire pour ${p.winners}` : `une partie nulle entre ${p.winners}`} et une défaite pour ${p.losers} : un abandon reste une défaite.`,
    en: (p: { winners: string; sides: number; losers: string }) =>
      p.losers === ''
        ? 'Stop this tournament game for everyone? In the tournament it will count as a draw for everyone at the table.'
        : `Stop this tournament game for everyone? In the tournament it will count as ${p.sides === 1 ? `a win for ${p.winners}` : `a draw between ${p.winners}`} and a loss for ${p.losers}: a resignation stays a loss.`,
  },
  'abort.tournament': {
    fr: 'C’est une partie de tournoi : personne à la table ne peut l’arrêter, car elle compterait alors comme une partie nulle. Pour la quitter, abandonne avec {resign} (cela compte comme une défaite) ; pour la faire arrêter, demande à qui organise le tournoi ou à la modération du serveur.',
    en: 'This is a tournament game: nobody at the table can stop it, as it would then count as a draw. To leave it, resign with {resign} (it counts as a loss); to have it stopped, ask the tournament’s organiser or a moderator of the server.',
  },
  'abort.tournamentOthers': {
    fr: 'C’est une partie de tournoi : seules la personne qui organise le tournoi et la modération du serveur peuvent l’arrêter.',
    en: 'This is a tournament game: only the tournament’s organiser and the server’s moderators can stop it.',
  },
  'resign.confirm': {
    fr: 'Abandonner la partie ? {autoPlay}',
    en: 'Resign from the game? {autoPlay}',
  },
  'resign.confirmEnds': {
    fr: 'Abandonner la partie ? Elle s’arrête aussitôt : les personnes qui jouent encore la gagnent par forfait.',
    en: 'Resign from the game? It ends at once: those still playing win it by forfeit.',
  },
  'resign.done': { fr: 'Tu as abandonné la partie.', en: 'You have resigned.' },
  'resign.kept': { fr: 'Tu restes dans la partie.', en: 'You stay in the game.' },
  'resign.public': {
    fr: '{player} a abandonné : {autoPlay}',
    en: '{player} resigned: {autoPlay}',
  },
  'resign.tag': { fr: 'a abandonné', en: 'resigned' },
  'game.unknownHere': {
    fr: 'Je ne trouve pas de partie « {id} » dans ce salon : choisis-en une dans la liste proposée.',
    en: 'I can’t find a game “{id}” in this channel: pick one from the suggested list.',
  },
  'export.done': {
    fr: (p: { id: string; moves: number; file: string }) =>
      `Voici l’enregistrement de la partie ${p.id} (${quantity(p.moves, 'fr', 'coup', 'coups')}) : ${p.file}. Il décrit toute la partie coup par coup, de quoi la garder ou la rejouer plus tard.`,
    en: (p: { id: string; moves: number; file: string }) =>
      `Here is the record of game ${p.id} (${quantity(p.moves, 'en', 'move', 'moves')}): ${p.file}. It describes the whole game move by move, so you can keep it or replay the game later.`,
  },
  'export.more': { fr: 'Aussi joint : {files}.', en: 'Also attached: {files}.' },
  'export.partial': {
    fr: (p: { id: string; moves: number; file: string; player: string }) =>
      `La partie ${p.id} est en cours : voici son enregistrement partiel, tel que ${p.player} peut la connaître après ${quantity(p.moves, 'fr', 'coup', 'coups')} : ${p.file}. Il contient ce que tout le monde voit et ce que ta place est seule à voir, jamais ce que les autres cachent ni l’ordre de ce qui reste à tirer. L’enregistrement complet pourra être exporté une fois la partie finie.`,
    en: (p: { id: string; moves: number; file: string; player: string }) =>
      `Game ${p.id} is under way: here is its partial record, as ${p.player} may know it after ${quantity(p.moves, 'en', 'move', 'moves')}: ${p.file}. It holds what everyone sees and what your seat alone sees, never what the others hide nor the order of what is left to draw. The full record can be exported once the game is over.`,
  },
  'export.partialPublic': {
    fr: (p: { id: string; moves: number; file: string }) =>
      `La partie ${p.id} est en cours : voici son enregistrement partiel, tel que le voit quelqu’un qui n’y joue pas, après ${quantity(p.moves, 'fr', 'coup', 'coups')} : ${p.file}. Il ne contient que ce que tout le monde voit. L’enregistrement complet pourra être exporté une fois la partie finie.`,
    en: (p: { id: string; moves: number; file: string }) =>
      `Game ${p.id} is under way: here is its partial record, as someone who does not play in it sees it, after ${quantity(p.moves, 'en', 'move', 'moves')}: ${p.file}. It holds only what everyone sees. The full record can be exported once the game is over.`,
  },
} as const satisfies CatalogShape;

/** The platform's texts with those kept in files of their own (undo: src/i18n/undo.ts; load: src/i18n/load-texts.ts). */
export const CATALOG = mergeCatalogs(mergeCatalogs(PLATFORM_TEXTS, UNDO_CATALOG), LOAD_TEXTS);

/** The platform catalog's type (with the texts of statistics and replays, of tournaments, and of tables, kept in their own files). */
export type Catalog = typeof CATALOG & typeof STATS_CATALOG & typeof TOURNAMENT_CATALOG & typeof TABLES_CATALOG;

/** The text of a platform key in a language, parameters filled in and typeset (see `translator`). */
// The texts of tables (rematch, /lfg) are the platform's alone, as statistics': games merge CATALOG, and more keys there make some of their calls too complex for the type checker.
export const t = translator(mergeCatalogs(mergeCatalogs(mergeCatalogs(CATALOG, STATS_CATALOG), TOURNAMENT_CATALOG), TABLES_CATALOG));
