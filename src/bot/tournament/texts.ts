/**
 * The texts of /tournament, its sign-up message, rounds, standings and podium posts, in both
 * languages (players are addressed with "tu"), merged with the platform's catalog into `tt`.
 * Numbers and names come formatted and escaped by the caller.
 */
import { CATALOG } from '../../i18n/catalog.ts';
import { TOURNAMENT_CATALOG } from '../../i18n/tournament-catalog.ts';
import { isLocale, type Locale } from '../../i18n/locale.ts';
import { quantity } from '../../i18n/lists.ts';
import { mergeCatalogs, translator } from '../../i18n/translator.ts';

/** A stored language as a locale of the bot (English for anything unknown). */
export function asLocale(value: string): Locale {
  return isLocale(value) ? value : 'en';
}

/** The texts of tournaments on Discord (the formats' names and the pictures' words are the core's, in src/i18n/tournament-catalog.ts). */
export const TOURNAMENT_BOT_CATALOG = {
  'tournament.pictureTitle': { fr: '🏆 Tournoi du {date}', en: '🏆 Tournament of {date}' },
  'tournament.title': { fr: '🏆 Tournoi de {game} ({kind})', en: '🏆 {game} tournament ({kind})' },
  'tournament.details': {
    fr: (p: { limit: string; size: number; teams: boolean; cap: number; bots: number; level: string }) =>
      `⌛ ${p.limit} par coup (au-delà, la partie est perdue) · tables de ${p.teams ? `${p.size} équipes` : p.size} · ${quantity(p.cap, 'fr', 'place', 'places')}${p.bots > 0 ? ` · ${p.teams ? quantity(p.bots, 'fr', 'équipe de robots', 'équipes de robots') : quantity(p.bots, 'fr', 'robot', 'robots')} (${p.level}) en renfort` : ''}`,
    en: (p: { limit: string; size: number; teams: boolean; cap: number; bots: number; level: string }) =>
      `⌛ ${p.limit} per move (past that, the game is lost) · tables of ${p.teams ? `${p.size} teams` : p.size} · ${quantity(p.cap, 'en', 'place', 'places')}${p.bots > 0 ? ` · ${p.teams ? quantity(p.bots, 'en', 'AI team', 'AI teams') : quantity(p.bots, 'en', 'AI entrant', 'AI entrants')} (${p.level}) to fill` : ''}`,
  },
  'tournament.teams': {
    fr: 'Par équipes de deux : pour jouer avec un partenaire, invite-le par {command} (il accepte ou refuse), ou inscris-toi seul avec le bouton. Les inscrits seuls font équipe dans l’ordre d’inscription ; qui reste seul a un robot pour partenaire.',
    en: 'Teams of two: to play with a partner, ask them by {command} (they accept or decline), or sign up alone with the button. People who come alone team up in the order they signed up; anyone left alone plays with an AI partner.',
  },
  'tournament.joinedWith': { fr: 'Vous êtes inscrits ensemble au tournoi {id}, {name} et toi.', en: 'You and {name} are signed up together for tournament {id}.' },
  // ---- requests to team up ----
  'tournament.pending': { fr: '⏳ Demandes de partenaire en attente de réponse : {list}', en: '⏳ Asked to team up, waiting for an answer: {list}' },
  'tournament.requestTitle': { fr: '🤝 Demande de partenaire — tournoi de {game}', en: '🤝 Partner request — {game} tournament' },
  'tournament.requestAsk': { fr: '{to}, {from} te propose de faire équipe au tournoi {id}.', en: '{to}, {from} asks you to team up for tournament {id}.' },
  'tournament.requestBody': {
    fr: 'Accepte, et vous êtes inscrits ensemble, {from} et toi : vous jouez toutes les parties du tournoi en équipe. Refuse, et {from} reste inscrit seul. Sans réponse, la demande tombe à la clôture des inscriptions ({relative}).',
    en: 'Accept, and you and {from} are signed up together: you play every game of the tournament as a team. Decline, and {from} stays signed up alone. Without an answer, the request lapses when sign-ups close ({relative}).',
  },
  'tournament.requestAccept': { fr: 'Accepter', en: 'Accept' },
  'tournament.requestDecline': { fr: 'Refuser', en: 'Decline' },
  'tournament.requestEnded': {
    fr: (p: { end: 'accepted' | 'declined' | 'withdrawn' | 'closed' | 'left' | 'teamed'; from: string; to: string; who: string }) =>
      p.end === 'accepted'
        ? `✅ ${p.to} a accepté : ${p.from} et ${p.to} sont inscrits ensemble.`
        : p.end === 'declined'
          ? `❌ ${p.to} a refusé.`
          : p.end === 'withdrawn'
            ? `➖ ${p.from} a retiré sa demande pour la faire à quelqu’un d’autre.`
            : p.end === 'left'
              ? `➖ ${p.who} a quitté le tournoi : la demande tombe.`
              : p.end === 'teamed'
                ? `➖ ${p.who} fait équipe avec quelqu’un d’autre : la demande tombe.`
                : `⌛ Les inscriptions sont closes sans réponse : la demande tombe.`,
    en: (p: { end: 'accepted' | 'declined' | 'withdrawn' | 'closed' | 'left' | 'teamed'; from: string; to: string; who: string }) =>
      p.end === 'accepted'
        ? `✅ ${p.to} accepted: ${p.from} and ${p.to} are signed up together.`
        : p.end === 'declined'
          ? `❌ ${p.to} declined.`
          : p.end === 'withdrawn'
            ? `➖ ${p.from} withdrew the request to ask someone else.`
            : p.end === 'left'
              ? `➖ ${p.who} left the tournament: the request lapsed.`
              : p.end === 'teamed'
                ? `➖ ${p.who} teamed up with someone else: the request lapsed.`
                : `⌛ Sign-ups closed without an answer: the request lapsed.`,
  },
  // Said too to someone whose partner left: they are signed up without a partner, whether or not they came alone.
  'tournament.pairedWithYou': {
    fr: '{to}, **{from}** fait équipe avec toi au tournoi {id} : tu étais inscrit sans partenaire, et vous jouerez ensemble.',
    en: '{to}, **{from}** teamed up with you for tournament {id}: you were signed up without a partner, and you will play together.',
  },
  'tournament.partnerLeft': {
    // `request`: who left had been asked by `to` and had not answered (else they were partners); `canAsk` and `command` as in requestAnswered.
    fr: (p: { to: string; who: string; id: string; request: boolean; canAsk: boolean; command: string }) =>
      (p.request
        ? `${p.to}, ${p.who} a quitté le tournoi ${p.id} sans répondre à ta demande de faire équipe : elle tombe. Tu restes inscrit seul`
        : `${p.to}, ${p.who}, avec qui tu faisais équipe, a quitté le tournoi ${p.id}. Tu restes inscrit, seul désormais`) +
      (p.canAsk
        ? ` : invite quelqu’un d’autre par ${p.command}, ou tu feras équipe avec un inscrit venu seul (à défaut, un robot).`
        : `, et tu as invité autant de personnes que possible dans ce tournoi : la personne avec qui tu veux jouer peut encore t’inviter par ${p.command}, et tu acceptes ; sinon, tu feras équipe avec un inscrit venu seul (à défaut, un robot).`),
    en: (p: { to: string; who: string; id: string; request: boolean; canAsk: boolean; command: string }) =>
      (p.request
        ? `${p.to}, ${p.who} left tournament ${p.id} without answering your request to team up: it lapsed. You stay signed up alone`
        : `${p.to}, your partner ${p.who} left tournament ${p.id}. You stay signed up, alone now`) +
      (p.canAsk
        ? `: ask someone else by ${p.command}, or you will team up with someone who came alone (failing that, an AI partner).`
        : `, and you have asked as many people as anyone may in this tournament: the one you want to play with can still ask you, by ${p.command}, and you accept; otherwise you will team up with someone who came alone (failing that, an AI partner).`),
  },
  'tournament.requestAnswered': {
    // `canAsk`: the asker may still ask someone (else `command` is the one that asks them, naming them).
    fr: (p: { from: string; to: string; accepted: boolean; canAsk: boolean; command: string }) =>
      p.accepted
        ? `${p.from}, ${p.to} a accepté : vous êtes inscrits ensemble.`
        : p.canAsk
          ? `${p.from}, ${p.to} a refusé de faire équipe avec toi. Tu restes inscrit seul : invite quelqu’un d’autre par ${p.command}, ou tu feras équipe avec un inscrit venu seul (à défaut, un robot).`
          : `${p.from}, ${p.to} a refusé de faire équipe avec toi. Tu restes inscrit seul, et tu as invité autant de personnes que possible dans ce tournoi : la personne avec qui tu veux jouer peut encore t’inviter par ${p.command}, et tu acceptes ; sinon, tu feras équipe avec un inscrit venu seul (à défaut, un robot).`,
    en: (p: { from: string; to: string; accepted: boolean; canAsk: boolean; command: string }) =>
      p.accepted
        ? `${p.from}, ${p.to} accepted: you are signed up together.`
        : p.canAsk
          ? `${p.from}, ${p.to} declined to team up with you. You stay signed up alone: ask someone else by ${p.command}, or you will team up with someone who came alone (failing that, an AI partner).`
          : `${p.from}, ${p.to} declined to team up with you. You stay signed up alone, and you have asked as many people as anyone may in this tournament: the one you want to play with can still ask you, by ${p.command}, and you accept; otherwise you will team up with someone who came alone (failing that, an AI partner).`,
  },
  'tournament.asked': {
    fr: (p: { id: string; name: string; link: string; joined: boolean; left: number; max: number }) =>
      (p.joined
        ? `Tu es inscrit au tournoi ${p.id}, et ${p.name} reçoit ta demande de faire équipe ([voir la demande](${p.link})) : vous jouerez ensemble dès son accord. D’ici là, tu es inscrit seul.`
        : `${p.name} reçoit ta demande de faire équipe au tournoi ${p.id} ([voir la demande](${p.link})) : vous jouerez ensemble dès son accord.`) +
      (p.left > 0 ? '' : ` C’était la dernière personne que tu pouvais inviter dans ce tournoi (${p.max} au maximum).`),
    en: (p: { id: string; name: string; link: string; joined: boolean; left: number; max: number }) =>
      (p.joined
        ? `You are signed up for tournament ${p.id}, and ${p.name} is asked to team up with you ([see the request](${p.link})): you play together once they accept. Until then you are signed up alone.`
        : `${p.name} is asked to team up with you in tournament ${p.id} ([see the request](${p.link})): you play together once they accept.`) +
      (p.left > 0 ? '' : ` That was the last person you can ask in this tournament (${p.max} at most).`),
  },
  // `join`: the sign-up button's label, in the tournament's language (as the button reads); `pending`: whom the caller's open request asks ('' for none).
  'tournament.partnerLimit': {
    fr: (p: { max: number; signedUp: boolean; command: string; join: string; pending: string }) =>
      `Tu as déjà invité ${quantity(p.max, 'fr', 'personne', 'personnes')} à faire équipe dans ce tournoi, le maximum (pour que les membres du serveur ne soient pas mentionnés les uns après les autres) : tu ne peux plus en inviter d’autres. ` +
      (p.pending === '' ? '' : `Ta demande à ${p.pending} tient toujours : vous jouerez ensemble si cette personne accepte. `) +
      (p.signedUp
        ? `Tu restes inscrit : la personne avec qui tu veux jouer peut encore t’inviter par ${p.command}, et tu acceptes ; sinon, tu feras équipe avec un inscrit venu seul (à défaut, un robot).`
        : `Tu peux encore t’inscrire seul avec le bouton **${p.join}** du message d’inscription, et tu feras équipe avec un inscrit venu seul (à défaut, un robot) ; ou la personne avec qui tu veux jouer peut t’inviter par ${p.command}, et tu acceptes.`),
    en: (p: { max: number; signedUp: boolean; command: string; join: string; pending: string }) =>
      `You have already asked ${quantity(p.max, 'en', 'person', 'people')} to team up in this tournament, the most anyone may (so that the server’s members are not pinged one after another): you cannot ask anyone else in it. ` +
      (p.pending === '' ? '' : `Your request to ${p.pending} still stands: you play together if they accept. `) +
      (p.signedUp
        ? `You stay signed up: the one you want to play with can still ask you, by ${p.command}, and you accept; otherwise you will team up with someone who came alone (failing that, an AI partner).`
        : `You can still sign up alone with **${p.join}** on the sign-up message, and you will team up with someone who came alone (failing that, an AI partner); or the one you want to play with can ask you, by ${p.command}, and you accept.`),
  },
  // Follows the answer to a request that withdrew the caller's earlier one (its message says so too).
  'tournament.withdrawnEarlier': { fr: 'Ta demande précédente, à {name}, est retirée : une seule demande à la fois.', en: 'Your earlier request, to {name}, is withdrawn: one request at a time.' },
  // Follows the answer to join partner that paired the caller at once, when they had asked someone else (that request's message says so too).
  'tournament.earlierLapsed': { fr: 'Ta demande à {name} tombe : tu as maintenant un partenaire.', en: 'Your request to {name} lapsed: you now have a partner.' },
  'tournament.alreadyAsked': { fr: 'Tu as déjà fait ta demande à {name} : sa réponse est attendue ([voir la demande]({link})).', en: 'You already asked {name}: their answer is awaited ([see the request]({link})).' },
  'tournament.requestNotPosted': {
    fr: 'Je ne peux pas écrire dans le salon du tournoi : ta demande n’a pas pu être faite à {name}. Tu es inscrit seul ; {name} peut faire équipe avec toi par {command}.',
    en: 'I cannot post in the tournament’s channel, so {name} could not be asked. You are signed up alone; {name} can team up with you by {command}.',
  },
  'tournament.requestNotYours': { fr: 'Cette demande s’adresse à {name} : seule cette personne peut y répondre.', en: 'This request is for {name}: only they can answer it.' },
  'tournament.requestGone': { fr: 'Cette demande n’est plus ouverte.', en: 'This request is no longer open.' },
  'tournament.declinedDone': { fr: 'Tu as refusé la demande de {name}.', en: 'You declined {name}’s request.' },
  'tournament.noTeams': { fr: 'On ne joue pas à {game} par équipes : inscris-toi avec le bouton du tournoi.', en: '{game} is not played in teams: sign up with the tournament’s button.' },
  'tournament.badPartner': { fr: 'Choisis comme partenaire une autre personne du serveur.', en: 'Choose another person of the server as your partner.' },
  'tournament.closes': { fr: 'Inscriptions jusqu’à {when} ({relative}).', en: 'Sign-ups close {when} ({relative}).' },
  'tournament.entrants': { fr: 'Inscrits ({places}) : {names}', en: 'Signed up ({places}): {names}' },
  'tournament.places': {
    fr: (p: { taken: number; cap: number; held: number }) => `${p.taken}/${p.cap}${p.held > 0 ? `, dont ${quantity(p.held, 'fr', 'place réservée', 'places réservées')}` : ''}`,
    en: (p: { taken: number; cap: number; held: number }) => `${p.taken}/${p.cap}${p.held > 0 ? `, ${quantity(p.held, 'en', 'place', 'places')} held` : ''}`,
  },
  'tournament.nobody': { fr: 'personne pour l’instant', en: 'nobody yet' },
  'tournament.statusRunning': { fr: 'Inscriptions closes : le tournoi est en cours, ronde {round}.', en: 'Sign-ups closed: the tournament is under way, round {round}.' },
  'tournament.statusFinished': { fr: 'Tournoi terminé.', en: 'Tournament over.' },
  'tournament.statusCancelled': { fr: 'Tournoi annulé.', en: 'Tournament cancelled.' },
  'tournament.footer': { fr: 'Tournoi {id} · {organiser} peut le lancer plus tôt ou l’annuler', en: 'Tournament {id} · {organiser} may start it early or cancel it' },
  'tournament.footerRunning': { fr: 'Tournoi {id} · {organiser} peut l’annuler', en: 'Tournament {id} · {organiser} may cancel it' },
  'tournament.footerOver': { fr: 'Tournoi {id}', en: 'Tournament {id}' },
  'tournament.join': { fr: 'S’inscrire', en: 'Join' },
  'tournament.leave': { fr: 'Se désinscrire', en: 'Leave' },
  'tournament.joined': { fr: 'Tu es inscrit au tournoi {id}. Tes parties s’ouvriront chacune dans un fil, où tu seras mentionné.', en: 'You are signed up for tournament {id}. Each of your games will open in a thread, where you will be mentioned.' },
  'tournament.left': { fr: 'Tu n’es plus inscrit au tournoi {id}.', en: 'You are no longer signed up for tournament {id}.' },
  // Follows `tournament.left` for one who left a partner; `told`: the partner was told in the channel (see `partnerLeft`).
  'tournament.leftPartner': {
    fr: (p: { name: string; told: boolean }) => `Ton partenaire, ${p.name}, reste inscrit seul${p.told ? ' et en est averti dans le salon du tournoi' : ''}.`,
    en: (p: { name: string; told: boolean }) => `Your partner, ${p.name}, stays signed up alone${p.told ? ' and is told so in the tournament’s channel' : ''}.`,
  },
  // ---- refusals ----
  'tournament.noPermission': {
    fr: 'Seuls les membres qui peuvent gérer le serveur ou ses événements créent des tournois ici. Un membre qui gère le serveur peut l’ouvrir à tous avec {command}.',
    en: 'Only members who may manage the server or its events create tournaments here. A member who manages the server can open it to everyone with {command}.',
  },
  'tournament.accessOnlyManagers': { fr: 'Seuls les membres qui peuvent gérer le serveur changent qui crée des tournois.', en: 'Only members who may manage the server change who creates tournaments.' },
  'tournament.accessShown': {
    fr: (p: { everyone: boolean }) => (p.everyone ? 'Tout le monde peut créer des tournois sur ce serveur.' : 'Seuls les membres qui gèrent le serveur ou ses événements créent des tournois sur ce serveur.'),
    en: (p: { everyone: boolean }) => (p.everyone ? 'Everyone may create tournaments on this server.' : 'Only members who manage the server or its events create tournaments on this server.'),
  },
  'tournament.unknownGame': { fr: 'Ce jeu n’existe pas ici : {games}.', en: 'No such game here: {games}.' },
  'tournament.unknownKind': { fr: 'Ce format n’existe pas : swiss, round-robin ou elimination.', en: 'No such format: swiss, round-robin or elimination.' },
  'tournament.noTimeLimit': {
    fr: 'Un tournoi ne peut pas attendre indéfiniment : choisis un temps par coup ({values}).',
    en: 'A tournament cannot wait for ever: choose a time per move ({values}).',
  },
  'tournament.badWindow': { fr: 'Cette durée d’inscription n’existe pas : {values}.', en: 'No such sign-up window: {values}.' },
  'tournament.badOptions': {
    fr: 'Options du jeu illisibles : « {given} ». Écris-les clé:valeur séparées par des espaces, parmi {options}.',
    en: 'Game options not understood: “{given}”. Write them key:value, separated by spaces, among {options}.',
  },
  'tournament.noOptions': { fr: '{game} n’a pas d’options : laisse options_du_jeu vide.', en: '{game} has no options: leave game_options out.' },
  'tournament.badTableSize': { fr: 'Une table de {game} compte de {min} à {max} participants ici.', en: 'A {game} table seats {min} to {max} entrants here.' },
  'tournament.fixedTableSize': {
    fr: (p: { game: string; size: number; why: 'duels' | 'teams' | 'game' }) =>
      p.why === 'duels'
        ? `Un tournoi toutes rondes se joue en duels : une table compte exactement 2 participants (choisis le système suisse pour des tables plus grandes).`
        : p.why === 'teams'
          ? `Une table de ${p.game} réunit exactement ${p.size} équipes de deux.`
          : `Une table de ${p.game} compte exactement ${p.size} participants.`,
    en: (p: { game: string; size: number; why: 'duels' | 'teams' | 'game' }) =>
      p.why === 'duels'
        ? `A round robin is played in duels: a table seats exactly 2 entrants (choose Swiss for larger tables).`
        : p.why === 'teams'
          ? `A ${p.game} table seats exactly ${p.size} teams of two.`
          : `A ${p.game} table seats exactly ${p.size} entrants.`,
  },
  'tournament.badCap': { fr: 'Le nombre de places va de 2 à {max}.', en: 'The number of places is from 2 to {max}.' },
  'tournament.badLevel': { fr: 'Ce niveau de robot n’existe pas : {values}.', en: 'No such AI level: {values}.' },
  'tournament.tooManyBots': { fr: 'Pas plus de robots que de places ({cap}).', en: 'No more AI entrants than places ({cap}).' },
  'tournament.full': { fr: 'Le tournoi est complet ({cap} inscrits).', en: 'The tournament is full ({cap} signed up).' },
  'tournament.fullHeld': {
    fr: (p: { cap: number; held: number }) => `Le tournoi est complet : ${quantity(p.cap, 'fr', 'place', 'places')}, dont ${quantity(p.held, 'fr', 'réservée', 'réservées')} à des partenaires sollicités qui n’ont pas encore répondu.`,
    en: (p: { cap: number; held: number }) => `The tournament is full: ${quantity(p.cap, 'en', 'place', 'places')}, ${p.held} of them held for partners who were asked and have not answered yet.`,
  },
  'tournament.alreadyIn': { fr: 'Tu es déjà inscrit à ce tournoi.', en: 'You are already signed up for this tournament.' },
  'tournament.notIn': { fr: 'Tu n’es pas inscrit à ce tournoi.', en: 'You are not signed up for this tournament.' },
  'tournament.notOrganiser': { fr: 'Seuls {organiser} et la modération du serveur peuvent faire cela.', en: 'Only {organiser} and the server’s moderators can do that.' },
  'tournament.closed': { fr: 'Les inscriptions à ce tournoi sont closes.', en: 'Sign-ups for this tournament are closed.' },
  'tournament.notSignUp': { fr: 'Ce tournoi a déjà commencé.', en: 'This tournament has already started.' },
  'tournament.partnerTaken': { fr: '{name} est déjà inscrit à ce tournoi avec quelqu’un d’autre.', en: '{name} is already signed up for this tournament with someone else.' },
  'tournament.alreadyPaired': {
    fr: 'Tu es déjà inscrit à ce tournoi avec {name} : pour changer de partenaire, désinscris-toi d’abord.',
    en: 'You are already signed up for this tournament with {name}: to change partners, leave it first.',
  },
  'tournament.alreadyPartners': { fr: 'Vous êtes déjà inscrits ensemble à ce tournoi, {name} et toi.', en: 'You and {name} are already signed up together for this tournament.' },
  'tournament.ended': { fr: 'Ce tournoi est déjà terminé ou annulé.', en: 'This tournament is already over or cancelled.' },
  'tournament.none': { fr: 'Aucun tournoi de ce nom sur ce serveur. {command} montre ceux en cours.', en: 'No such tournament on this server. {command} shows those under way.' },
  'tournament.noneHere': { fr: 'Aucun tournoi en cours ici : précise lequel avec l’option tournoi.', en: 'No tournament under way here: say which with the tournament option.' },
  'tournament.storeFailed': { fr: 'Le tournoi ne peut pas être lu ni enregistré pour le moment : réessaie dans un instant.', en: 'The tournament cannot be read or saved right now: try again in a moment.' },
  'tournament.noThreads': { fr: 'Je ne peux pas créer de fils dans ce salon : les parties d’un tournoi s’y jouent chacune dans le sien.', en: 'I cannot create threads in this channel: each game of a tournament is played in its own.' },
  // ---- answers ----
  'tournament.started': { fr: 'Inscriptions closes : le tournoi commence.', en: 'Sign-ups closed: the tournament begins.' },
  'tournament.cancelledDone': { fr: 'Tournoi {id} annulé.', en: 'Tournament {id} cancelled.' },
  'tournament.cancelledByOrganiser': {
    fr: '🏆 Le tournoi de {game} ({id}) est annulé. Les parties en cours peuvent se finir, elles ne comptent plus pour lui.',
    en: '🏆 The {game} tournament ({id}) is cancelled. Games under way may finish; they no longer count for it.',
  },
  'tournament.cancelledInSignUp': { fr: '🏆 Le tournoi de {game} ({id}) est annulé.', en: '🏆 The {game} tournament ({id}) is cancelled.' },
  'tournament.cancelledTooFew': {
    fr: '🏆 Le tournoi de {game} ({id}) n’a pas lieu : pas assez d’inscrits.',
    en: '🏆 The {game} tournament ({id}) does not take place: not enough entrants.',
  },
  // ---- rounds ----
  'tournament.roundTitle': { fr: '🏆 {game} — ronde {round} sur {rounds}', en: '🏆 {game} — round {round} of {rounds}' },
  'tournament.roundTitleOpen': { fr: '🏆 {game} — ronde {round}', en: '🏆 {game} — round {round}' },
  'tournament.threadName': { fr: 'Ronde {round}, table {table} : {names}', en: 'Round {round}, table {table}: {names}' },
  'tournament.table': { fr: 'Table {table} : {names}', en: 'Table {table}: {names}' },
  'tournament.tableAi': { fr: 'Table {table} : {names} (robots seuls : non jouée, le plus haut niveau l’emporte)', en: 'Table {table}: {names} (AI only: not played, the higher level wins)' },
  'tournament.bye': {
    fr: (p: { names: string; count: number }) => (p.count > 1 ? `Exempts (chaque exemption compte comme une victoire) : ${p.names}` : `Exempt (compte comme une victoire) : ${p.names}`),
    en: (p: { names: string; count: number }) => `Bye (counts as a win): ${p.names}`,
  },
  'tournament.intro': {
    fr: '🏆 Tournoi de {game}, ronde {round} : {mentions}. À vous ! ⌛ {limit} par coup : au-delà, ou en abandonnant, la partie est perdue.',
    en: '🏆 {game} tournament, round {round}: {mentions}. Your game! ⌛ {limit} per move: past that, or by resigning, the game is lost.',
  },
  'tournament.tableFailed': {
    fr: '⚠️ La table {table} de la ronde {round} n’a pas pu s’ouvrir : {reason} Nouvel essai dans {minutes} minutes.',
    en: '⚠️ Table {table} of round {round} could not be opened: {reason} Trying again in {minutes} minutes.',
  },
  'tournament.tableNoThread': {
    fr: 'le bot n’a pas le droit de créer de fil ici (permission « Créer des fils publics »).',
    en: 'the bot may not create threads here (the “Create Public Threads” permission).',
  },
  'tournament.tableStoreDown': { fr: 'le stockage ne répond pas.', en: 'the storage does not answer.' },
  'tournament.tableUnexpected': { fr: 'une erreur inattendue est survenue.', en: 'something unexpected went wrong.' },
  // ---- standings and podium ----
  'tournament.standingsTitle': { fr: '🏆 {game} — classement après la ronde {round}', en: '🏆 {game} — standings after round {round}' },
  'tournament.standingsNow': { fr: '🏆 {game} — classement', en: '🏆 {game} — standings' },
  'tournament.row': { fr: '{rank}. {name} — {points} pt{s}{tiebreak}', en: '{rank}. {name} — {points} pt{s}{tiebreak}' },
  'tournament.out': { fr: ' (éliminé)', en: ' (out)' },
  'tournament.rowRecord': { fr: ' · G-N-P {record}', en: ' · W-D-L {record}' },
  'tournament.rowByes': {
    fr: (p: { count: number }) => ` · exempté ${p.count === 1 ? 'une fois' : `${p.count} fois`}`,
    en: (p: { count: number }) => ` · ${p.count} ${p.count === 1 ? 'bye' : 'byes'}`,
  },
  'tournament.tieBreak.buchholz': { fr: 'Buchholz {value}', en: 'Buchholz {value}' },
  'tournament.tieBreak.sonnebornBerger': { fr: 'Sonneborn-Berger {value}', en: 'Sonneborn-Berger {value}' },
  'tournament.tieBreak.headToHead': { fr: 'face-à-face {value}', en: 'head-to-head {value}' },
  'tournament.tieBreak.gamePoints': { fr: 'points de jeu {value}', en: 'game points {value}' },
  'tournament.tieBreak.roundReached': { fr: 'ronde atteinte {value}', en: 'round reached {value}' },
  'tournament.podiumTitle': { fr: '🏆 {game} — podium', en: '🏆 {game} — podium' },
  'tournament.podium': {
    fr: '🥇 {first}\n🥈 {second}\n🥉 {third}\n\nBravo à tous ! Le classement complet : {command}.',
    en: '🥇 {first}\n🥈 {second}\n🥉 {third}\n\nWell played, everyone! The full standings: {command}.',
  },
  'tournament.nobodyThere': { fr: '—', en: '—' },
  // `places`: as the sign-up message counts them (`placesShown`).
  'tournament.notStarted': { fr: 'Le tournoi {id} n’a pas commencé. Inscrits pour l’instant : {places}.', en: 'Tournament {id} has not started. Signed up so far: {places}.' },
  'tournament.noRoundYet': {
    fr: (p: { id: string; round: number; cancelled: boolean }) =>
      p.cancelled ? `Le tournoi ${p.id} a été annulé avant la fin d’une ronde : il n’a pas de classement.` : `Aucune ronde du tournoi ${p.id} n’est encore finie : la ronde ${p.round} est en cours.`,
    en: (p: { id: string; round: number; cancelled: boolean }) =>
      p.cancelled ? `Tournament ${p.id} was cancelled before any round was over: it has no standings.` : `No round of tournament ${p.id} is over yet: round ${p.round} is under way.`,
  },
  // ---- /games and /stats ----
  'tournament.listTitle': { fr: 'Tournois', en: 'Tournaments' },
  'tournament.listSignUp': { fr: '{game} ({kind}) — fin des inscriptions {when} · {places}{you}', en: '{game} ({kind}) — sign-ups close {when} · {places}{you}' },
  'tournament.listRunning': { fr: '{game} ({kind}) — ronde {round}{next}', en: '{game} ({kind}) — round {round}{next}' },
  'tournament.listYouIn': { fr: ' · tu es inscrit', en: ' · you are in' },
  'tournament.listNext': { fr: ' · ta partie : {link}', en: ' · your game: {link}' },
  'tournament.listWaiting': { fr: ' · tu attends la ronde suivante', en: ' · you wait for the next round' },
  'tournament.stats': {
    fr: (p: { played: number; podiums: number; won: number }) => `Tournois : ${p.played} joué${p.played > 1 ? 's' : ''} · ${p.podiums} podium${p.podiums > 1 ? 's' : ''} · ${p.won} gagné${p.won > 1 ? 's' : ''}`,
    en: (p: { played: number; podiums: number; won: number }) => `Tournaments: ${p.played} played · ${p.podiums} podium${p.podiums === 1 ? '' : 's'} · ${p.won} won`,
  },
} as const;

/** The platform's texts, the tournament core's and these, as one catalog. */
export const TOURNAMENT_TEXTS = mergeCatalogs(mergeCatalogs(CATALOG, TOURNAMENT_CATALOG), TOURNAMENT_BOT_CATALOG);

/** The `t` of tournaments (and the platform's texts). */
export const tt = translator(TOURNAMENT_TEXTS);
