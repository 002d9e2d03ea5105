import type { CatalogShape } from './translator.ts';

/**
 * The platform's texts about the tables the bot opens by itself (merged into the platform
 * catalog): a table's first message, the rematch and the queue for a game (/lfg).
 */
export const TABLES_CATALOG = {
  'table.intro': {
    fr: '{players} : votre partie de {game} commence ici.',
    en: '{players}: your game of {game} starts here.',
  },
  // ---- rematch ----
  'rematch.button': { fr: 'Revanche', en: 'Rematch' },
  'rematch.accept': { fr: 'Accepter', en: 'Accept' },
  'rematch.decline': { fr: 'Refuser', en: 'Decline' },
  'rematch.title': { fr: 'Revanche ?', en: 'Rematch?' },
  'rematch.asked': {
    fr: '{player} propose une revanche de {game} : les mêmes joueurs, les mêmes options et la même horloge, dans un nouveau fil ; cette fois, {first} commence. Elle démarre dès que tout le monde a accepté.',
    en: '{player} asks for a rematch of {game}: the same players, options and clock, in a new thread; this time {first} starts. It begins as soon as everyone has accepted.',
  },
  'rematch.askedDrawn': {
    fr: '{player} propose une revanche de {game} : les mêmes joueurs, les mêmes options et la même horloge, dans un nouveau fil ; qui commence est de nouveau tiré au sort. Elle démarre dès que tout le monde a accepté.',
    en: '{player} asks for a rematch of {game}: the same players, options and clock, in a new thread; who starts is drawn again. It begins as soon as everyone has accepted.',
  },
  'rematch.waitingFor': {
    fr: (p: { players: string; count: number }) => `${p.players}, ${p.count === 1 ? 'acceptes-tu' : 'acceptez-vous'} ?`,
    en: (p: { players: string; count: number }) => `${p.players}, do you accept?`,
  },
  'rematch.opening': { fr: 'Tout le monde a accepté : la revanche s’ouvre…', en: 'Everyone has accepted: the rematch is opening…' },
  'rematch.opened': { fr: 'Tout le monde a accepté : la revanche se joue dans {place}.', en: 'Everyone has accepted: the rematch is played in {place}.' },
  'rematch.declined': { fr: '{player} a refusé la revanche.', en: '{player} declined the rematch.' },
  'rematch.declinedMark': { fr: 'a refusé', en: 'declined' },
  'rematch.failed': { fr: 'La revanche n’a pas pu s’ouvrir : {reason}', en: 'The rematch could not be opened: {reason}' },
  'rematch.threadName': { fr: 'Revanche de {game} ({players})', en: '{game} rematch ({players})' },
  'rematch.intro': { fr: '{players} : voici votre revanche de {game}.', en: '{players}: here is your rematch of {game}.' },
  'rematch.notAPlayer': {
    fr: 'Seuls les joueurs de cette partie peuvent proposer une revanche ou y répondre.',
    en: 'Only the players of this game can ask for a rematch or answer one.',
  },
  'rematch.notOver': { fr: 'Cette partie n’est pas finie : la revanche attendra la fin.', en: 'This game is not over: a rematch waits for its end.' },
  'rematch.tournament': {
    fr: 'Une partie de tournoi n’a pas de revanche : le tournoi apparie lui-même les tours suivants.',
    en: 'A tournament game has no rematch: the tournament pairs the next rounds itself.',
  },
  'rematch.stopped': {
    fr: 'Cette partie a été arrêtée sans résultat : elle n’a pas de revanche. Ouvrez-en une nouvelle.',
    en: 'This game was stopped without a result: it has no rematch. Open a new one instead.',
  },
  'rematch.pending': {
    fr: 'Une revanche est déjà proposée ([voir la demande]({link})). Ont accepté : {players}.',
    en: 'A rematch has already been asked for ([see the request]({link})). Accepted so far: {players}.',
  },
  'rematch.already': { fr: 'La revanche de cette partie se joue déjà dans {place}.', en: 'The rematch of this game is already played in {place}.' },
  'rematch.alreadyAccepted': { fr: 'Tu as déjà accepté : on attend les autres.', en: 'You have already accepted: waiting for the others.' },
  'rematch.closed': { fr: 'Cette proposition de revanche est close.', en: 'This rematch request is closed.' },
  'rematch.noThread': {
    fr: 'le bot ne peut pas créer de fil dans ce salon, et une autre partie s’y joue.',
    en: 'the bot may not create a thread in this channel, and another game is being played there.',
  },
  'rematch.tryAgain': {
    fr: 'le stockage des parties n’a pas répondu. Accepte à nouveau dans un instant.',
    en: 'the game store did not answer. Accept again in a moment.',
  },
  // ---- looking for a game (/lfg) ----
  'lfg.threadName': { fr: '{game} : {players}', en: '{game}: {players}' },
  'lfg.intro': { fr: '{players} : la file d’attente de {game} vous a trouvé une table.', en: '{players}: the queue for {game} found you a table.' },
  'lfg.introAi': {
    fr: (p: { players: string; game: string; count: number }) =>
      `${p.players} : personne d’autre n’est venu à temps, ${p.count === 1 ? 'un robot complète' : `${p.count} robots complètent`} la table de ${p.game}.`,
    en: (p: { players: string; game: string; count: number }) => `${p.players}: nobody else came in time, so ${p.count === 1 ? 'an AI player fills' : `${p.count} AI players fill`} the ${p.game} table.`,
  },
  'lfg.joined': {
    fr: 'Tu attends une partie de {game}{options} ({waiting} sur {size} en attente). La table s’ouvre dans un fil quand {size} attendent{wait}.',
    en: 'You are waiting for a game of {game}{options} ({waiting} of {size} waiting). The table opens in a thread when {size} are waiting{wait}.',
  },
  'lfg.waitAi': { fr: ', ou avec des robots {until}', en: ', or with AI players {until}' },
  'lfg.peopleOnly': { fr: ', sans robot', en: ', with no AI player' },
  'lfg.opened': { fr: 'Ta table est prête : {place}.', en: 'Your table is ready: {place}.' },
  'lfg.left': { fr: 'Tu as quitté la file d’attente : {games}.', en: 'You left the queue: {games}.' },
  'lfg.alreadyQueued': {
    fr: 'Tu attends déjà une partie de {game} sur ce serveur. {leave} te retire de la file.',
    en: 'You are already waiting for a game of {game} on this server. {leave} takes you out of the queue.',
  },
  'lfg.notQueued': { fr: 'Tu n’attends dans aucune file d’attente sur ce serveur.', en: 'You are not waiting in any queue on this server.' },
  'lfg.notQueuedGame': { fr: 'Tu n’attends pas de partie de {game} sur ce serveur.', en: 'You are not waiting for a game of {game} on this server.' },
  'lfg.unknownGame': { fr: 'Ce jeu n’est pas proposé ici.', en: 'That game is not offered here.' },
  'lfg.badChannel': {
    fr: 'Une file d’attente se rejoint depuis un salon textuel du serveur (ou l’un de ses fils) : la table s’y ouvrira.',
    en: 'Join a queue from a text channel of the server (or one of its threads): the table opens there.',
  },
  'lfg.failed': {
    fr: '{players} : la table de {game} n’a pas pu s’ouvrir ici (pas de fil possible, et une partie est en cours dans ce salon). Vous avez quitté la file d’attente.',
    en: '{players}: the {game} table could not be opened here (no thread can be made, and a game is under way in this channel). You have left the queue.',
  },
  'lfg.leaveButton': { fr: 'Quitter la file', en: 'Leave the queue' },
  'lfg.endOpened': { fr: 'Ton attente est finie : ta table de {game} est prête dans {place}.', en: 'Your wait is over: your {game} table is ready in {place}.' },
  'lfg.endFailed': {
    fr: 'Ton attente est finie : la table de {game} n’a pas pu s’ouvrir (le salon dit pourquoi), et tu as quitté la file d’attente.',
    en: 'Your wait is over: the {game} table could not be opened (the channel says why), and you have left the queue.',
  },
  'lfg.staleLeave': {
    fr: 'Cette attente d’une partie de {game} est finie : son bouton ne change plus rien.',
    en: 'This wait for a game of {game} is over: its button no longer changes anything.',
  },
  'lfg.gamesTitle': { fr: 'Files d’attente', en: 'Looking for a game' },
  'lfg.gamesLine': { fr: '{waiting} sur {size} : {players} · recherche lancée {since}', en: '{waiting} of {size}: {players} · search started {since}' },
} as const satisfies CatalogShape;
