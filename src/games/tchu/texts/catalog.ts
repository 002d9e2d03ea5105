import type { Card } from '../data/cards.ts';
import { STATIONS } from '../data/stations.ts';
import { TICKETS } from '../data/tickets.ts';
import { MAP_ROUTES } from '../engine/map.ts';
import { isPlural, quantity, unbrokenQuantity } from '../../../i18n/lists.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { translator } from '../../../i18n/translator.ts';

/**
 * tCHu's own texts, both languages side by side: its seats, cards, images, turn message, panel,
 * refusals, and its rules and help cards. The platform's texts are in `src/i18n/catalog.ts`.
 * Written as the platform's are: "tu", no gendered words for players, plain spaces that `t`
 * typesets.
 */
export const TCHU_CATALOG = {
  // ---- seats ----
  'tchu.seat.P1': { fr: 'Marine', en: 'Navy' },
  'tchu.seat.P2': { fr: 'Magenta', en: 'Magenta' },
  'tchu.seat.choose': { fr: 'Choisir ma place', en: 'Choose my seat' },
  'tchu.seat.free': { fr: 'libre', en: 'free' },
  'tchu.seat.takenBy': { fr: 'prise par {player}', en: 'taken by {player}' },
  'tchu.seat.taken': { fr: 'Cette place est déjà prise.', en: 'That seat is taken.' },
  'tchu.seat.unknown': { fr: 'Cette place n’existe pas.', en: 'There is no such seat.' },
  'tchu.seat.pickHint': { fr: 'Les places sont données dans l’ordre d’arrivée.', en: 'Seats are given in the order players join.' },
  'tchu.resign.autoPlay': {
    fr: 'Ta place sera ensuite jouée automatiquement jusqu’à la fin : elle garde les billets proposés, pioche des cartes ou passe.',
    en: 'Your seat will then be played automatically until the end: it keeps the tickets offered, draws cards or passes.',
  },
  'tchu.resign.autoPlayPublic': {
    fr: 'sa place est désormais jouée automatiquement (elle pioche des cartes).',
    en: 'that seat is now played automatically (it draws cards).',
  },

  // ---- cards ----
  'tchu.card.BLACK': { fr: 'noir', en: 'black' },
  'tchu.card.VIOLET': { fr: 'violet', en: 'violet' },
  'tchu.card.BLUE': { fr: 'bleu', en: 'blue' },
  'tchu.card.GREEN': { fr: 'vert', en: 'green' },
  'tchu.card.YELLOW': { fr: 'jaune', en: 'yellow' },
  'tchu.card.ORANGE': { fr: 'orange', en: 'orange' },
  'tchu.card.RED': { fr: 'rouge', en: 'red' },
  'tchu.card.WHITE': { fr: 'blanc', en: 'white' },
  'tchu.card.LOCOMOTIVE': { fr: 'locomotive', en: 'locomotive' },
  'tchu.card.grey': { fr: 'gris', en: 'grey' },
  // A card's colour after "carte" or "cartes" (French agrees it), and as a count's word ("2 rouges").
  'tchu.cardOne.BLACK': { fr: 'noire', en: 'black' },
  'tchu.cardOne.VIOLET': { fr: 'violette', en: 'violet' },
  'tchu.cardOne.BLUE': { fr: 'bleue', en: 'blue' },
  'tchu.cardOne.GREEN': { fr: 'verte', en: 'green' },
  'tchu.cardOne.YELLOW': { fr: 'jaune', en: 'yellow' },
  'tchu.cardOne.ORANGE': { fr: 'orange', en: 'orange' },
  'tchu.cardOne.RED': { fr: 'rouge', en: 'red' },
  'tchu.cardOne.WHITE': { fr: 'blanche', en: 'white' },
  'tchu.cardOne.LOCOMOTIVE': { fr: 'locomotive', en: 'locomotive' },
  'tchu.cardMany.BLACK': { fr: 'noires', en: 'black' },
  'tchu.cardMany.VIOLET': { fr: 'violettes', en: 'violet' },
  'tchu.cardMany.BLUE': { fr: 'bleues', en: 'blue' },
  'tchu.cardMany.GREEN': { fr: 'vertes', en: 'green' },
  'tchu.cardMany.YELLOW': { fr: 'jaunes', en: 'yellow' },
  'tchu.cardMany.ORANGE': { fr: 'orange', en: 'orange' },
  'tchu.cardMany.RED': { fr: 'rouges', en: 'red' },
  'tchu.cardMany.WHITE': { fr: 'blanches', en: 'white' },
  'tchu.cardMany.LOCOMOTIVE': { fr: 'locomotives', en: 'locomotives' },
  'tchu.cards': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'carte', 'cartes'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'card', 'cards'),
  },
  'tchu.cars': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'wagon', 'wagons'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'car', 'cars'),
  },
  'tchu.tickets': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'billet', 'billets'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'ticket', 'tickets'),
  },
  'tchu.points': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'point', 'points'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'point', 'points'),
  },

  // ---- images ----
  'tchu.img.faceUp': { fr: 'Cartes visibles', en: 'Face-up cards' },
  'tchu.img.deck': { fr: 'Pioche', en: 'Deck' },
  'tchu.img.discard': { fr: 'Défausse', en: 'Discard' },
  'tchu.img.ticketDeck': { fr: 'Billets', en: 'Tickets' },
  'tchu.img.toPlay': { fr: 'à jouer', en: 'to play' },
  'tchu.img.choosing': { fr: 'choisit ses billets', en: 'choosing tickets' },
  'tchu.img.chosen': { fr: 'billets choisis', en: 'tickets chosen' },
  'tchu.img.yourCards': { fr: 'Tes cartes', en: 'Your cards' },
  'tchu.img.noCards': { fr: 'Aucune carte', en: 'No cards' },
  'tchu.img.yourTickets': { fr: 'Tes billets', en: 'Your tickets' },
  'tchu.img.noTickets': { fr: 'Aucun billet pour l’instant', en: 'No tickets yet' },
  'tchu.img.offered': { fr: 'Billets proposés', en: 'Tickets offered' },
  'tchu.img.done': { fr: 'relié', en: 'done' },
  'tchu.img.notDone': { fr: 'pas encore', en: 'not yet' },
  'tchu.img.tunnelDrawn': { fr: 'Cartes tirées pour le tunnel', en: 'Cards drawn for the tunnel' },
  'tchu.img.scoring': { fr: 'Décompte final', en: 'Final scoring' },
  'tchu.img.routes': { fr: 'Routes', en: 'Routes' },
  'tchu.img.ticketsWon': { fr: 'Billets réussis', en: 'Tickets won' },
  'tchu.img.ticketsLost': { fr: 'Billets ratés', en: 'Tickets lost' },
  'tchu.img.longest': { fr: 'Plus long chemin', en: 'Longest trail' },
  'tchu.img.total': { fr: 'Total', en: 'Total' },
  'tchu.img.trail': { fr: 'chemin de {length}', en: 'trail of {length}' },

  // ---- the turn message ----
  'tchu.turn.title': { fr: 'Tour {turn} — {player}', en: 'Turn {turn} — {player}' },
  'tchu.turn.titleTickets': { fr: 'Premiers billets', en: 'First tickets' },
  'tchu.turn.yours': { fr: '{player}, à toi de jouer !', en: '{player}, your turn!' },
  'tchu.turn.bot': { fr: '🤖 {player} réfléchit…', en: '🤖 {player} is thinking…' },
  // The turn message of a player half-way through their turn (after an undo, a restart…).
  'tchu.turn.yoursSECOND_CARD': { fr: '{player}, prends ta deuxième carte !', en: '{player}, take your second card!' },
  'tchu.turn.yoursKEEP_TICKETS': { fr: '{player}, choisis les billets à garder !', en: '{player}, choose the tickets to keep!' },
  'tchu.turn.yoursADDITIONAL': { fr: '{player}, paie le supplément du tunnel ou renonce !', en: '{player}, pay the tunnel’s extra cost or give it up!' },
  'tchu.turn.soFar': { fr: 'Ce tour, jusqu’ici', en: 'This turn so far' },
  'tchu.turn.stillSECOND_CARD': { fr: '{player} doit encore prendre une deuxième carte.', en: '{player} still has a second card to take.' },
  'tchu.turn.stillKEEP_TICKETS': { fr: '{player} choisit les billets à garder.', en: '{player} is choosing which tickets to keep.' },
  'tchu.turn.stillADDITIONAL': { fr: '{player} doit payer le supplément du tunnel ou y renoncer.', en: '{player} must pay the tunnel’s extra cost or give it up.' },
  'tchu.turn.tickets': {
    fr: '{players} : choisissez vos premiers billets (au moins 3 sur 5), dans l’ordre que vous voulez.',
    en: '{players}: choose your first tickets (at least 3 of 5), in any order.',
  },
  'tchu.turn.ticketsWaiting': { fr: 'Encore à choisir : {players}.', en: 'Still choosing: {players}.' },
  'tchu.turn.since': { fr: 'Depuis le dernier tour', en: 'Since the last turn' },
  'tchu.turn.players': { fr: 'Joueurs et joueuses', en: 'Players' },
  'tchu.turn.lastRound': {
    fr: (p: { count: number }) => (p.count <= 1 ? 'Dernier tour de la partie !' : `Dernier tour : encore ${p.count} tours.`),
    en: (p: { count: number }) => (p.count <= 1 ? 'Last turn of the game!' : `Last round: ${p.count} turns left.`),
  },
  'tchu.turn.playerLine': {
    fr: (p: { cars: number; cards: number; tickets: number; points: number }) =>
      `${unbrokenQuantity(p.cars, 'fr', 'wagon', 'wagons')} · ${unbrokenQuantity(p.cards, 'fr', 'carte', 'cartes')} · ${unbrokenQuantity(p.tickets, 'fr', 'billet', 'billets')} · ${unbrokenQuantity(p.points, 'fr', 'point', 'points')}`,
    en: (p: { cars: number; cards: number; tickets: number; points: number }) =>
      `${unbrokenQuantity(p.cars, 'en', 'car', 'cars')} · ${unbrokenQuantity(p.cards, 'en', 'card', 'cards')} · ${unbrokenQuantity(p.tickets, 'en', 'ticket', 'tickets')} · ${unbrokenQuantity(p.points, 'en', 'point', 'points')}`,
  },
  'tchu.turn.piles': {
    fr: 'Pioche : {deck} · défausse : {discard} · billets : {tickets}',
    en: 'Deck: {deck} · discard: {discard} · tickets: {tickets}',
  },
  'tchu.button.play': { fr: 'Jouer', en: 'Play' },

  // ---- what happened, in words ----
  'tchu.did.firstTickets': { fr: '{player} a gardé {count} billets de départ.', en: '{player} kept {count} first tickets.' },
  'tchu.did.keptTickets': {
    fr: (p: { player: string; count: number; of: number }) => `${p.player} a pioché ${p.of} billets et en a gardé ${p.count}.`,
    en: (p: { player: string; count: number; of: number }) => `${p.player} drew ${p.of} tickets and kept ${p.count}.`,
  },
  'tchu.did.drewTickets': { fr: '{player} a pioché des billets.', en: '{player} drew tickets.' },
  'tchu.did.drewCards': { fr: '{player} a pris {cards}.', en: '{player} took {cards}.' },
  'tchu.did.faceUp': { fr: 'une carte {card} visible', en: 'a face-up {card} card' },
  'tchu.did.faceUpTwo': { fr: 'deux cartes {card} visibles', en: 'two face-up {card} cards' },
  'tchu.did.deckCard': { fr: 'une carte de la pioche', en: 'a card from the deck' },
  'tchu.did.deckCards': { fr: 'deux cartes de la pioche', en: 'two cards from the deck' },
  'tchu.did.and': { fr: '{a} et {b}', en: '{a} and {b}' },
  // Cards given, one kind each: "2 cartes rouges", "1 locomotive" (`paidText` joins them).
  'tchu.paid.card': { fr: '{count} carte {color}', en: '{count} {color} card' },
  'tchu.paid.cards': { fr: '{count} cartes {color}', en: '{count} {color} cards' },
  'tchu.did.claimed': { fr: '{player} a pris la route {route} avec {cards} ({points}).', en: '{player} claimed {route} with {cards} ({points}).' },
  'tchu.did.tunnel': {
    fr: '{player} a tenté le tunnel {route} avec {cards} ; cartes tirées : {drawn}, {extra}.',
    en: '{player} tried the tunnel {route} with {cards}; cards drawn: {drawn}, {extra}.',
  },
  'tchu.did.extra': {
    fr: (p: { count: number }) => (p.count === 0 ? 'aucune carte en plus' : `${quantity(p.count, 'fr', 'carte', 'cartes')} en plus à payer`),
    en: (p: { count: number }) => (p.count === 0 ? 'no extra card' : `${quantity(p.count, 'en', 'extra card', 'extra cards')} to pay`),
  },
  'tchu.did.tunnelClaimed': { fr: 'Tunnel pris ({points}).', en: 'Tunnel claimed ({points}).' },
  'tchu.did.tunnelPaid': { fr: 'Supplément payé avec {cards}. Tunnel pris ({points}).', en: 'Extra cost paid with {cards}. Tunnel claimed ({points}).' },
  'tchu.did.tunnelNoPayment': { fr: 'Impossible de payer le supplément : le tunnel n’est pas pris.', en: 'The extra cost could not be paid: the tunnel is not claimed.' },
  'tchu.did.gaveUp': { fr: '{player} a renoncé au tunnel.', en: '{player} gave up the tunnel.' },
  'tchu.did.passed': { fr: '{player} a passé (aucun coup possible).', en: '{player} passed (no move possible).' },
  'tchu.did.nothing': { fr: 'Rien de nouveau.', en: 'Nothing new.' },
  // How a game ended early, as the message board's last line.
  'tchu.did.resigned': { fr: '{player} a abandonné la partie.', en: '{player} resigned from the game.' },
  'tchu.did.lostOnTime': { fr: '{player} n’a pas joué à temps et perd la partie.', en: '{player} ran out of time and loses the game.' },
  'tchu.did.stopped': { fr: 'La partie a été arrêtée.', en: 'The game was stopped.' },

  // ---- the private panel ----
  'tchu.panel.title': { fr: 'Ton tour', en: 'Your turn' },
  'tchu.panel.choose': { fr: 'Que fais-tu ? Pioche des billets, des cartes, ou prends une route.', en: 'What do you do? Draw tickets, draw cards, or claim a route.' },
  'tchu.panel.firstTickets': {
    fr: 'Garde au moins 3 de tes 5 billets de départ (menu ci-dessous). L’image montre tes cartes et les billets proposés.',
    en: 'Keep at least 3 of your 5 first tickets (menu below). The picture shows your cards and the tickets offered.',
  },
  'tchu.panel.keepTickets': { fr: 'Garde au moins 1 des billets piochés (menu ci-dessous).', en: 'Keep at least 1 of the tickets drawn (menu below).' },
  'tchu.panel.keepPlaceholder': { fr: 'Billets à garder', en: 'Tickets to keep' },
  'tchu.panel.cards': { fr: 'Prends une carte visible ou celle de la pioche.', en: 'Take a face-up card or one from the deck.' },
  'tchu.panel.secondCard': { fr: 'Prends ta deuxième carte : une visible ou celle de la pioche.', en: 'Take your second card: a face-up one or one from the deck.' },
  'tchu.panel.routes': { fr: 'Choisis la route à prendre.', en: 'Choose the route to claim.' },
  'tchu.panel.stations': { fr: 'Choisis une gare, puis l’une de ses routes.', en: 'Choose a station, then one of its routes.' },
  'tchu.panel.routePlaceholder': { fr: 'Route à prendre', en: 'Route to claim' },
  'tchu.panel.stationPlaceholder': { fr: 'Gares {from}–{to}', en: 'Stations {from}–{to}' },
  'tchu.panel.payment': { fr: 'Comment paies-tu {route} ?', en: 'How do you pay for {route}?' },
  'tchu.panel.paymentPlaceholder': { fr: 'Cartes à donner', en: 'Cards to give' },
  'tchu.panel.tunnel': {
    fr: 'Tunnel {route} : cartes tirées {drawn}. Supplément : {count}. Paie-le ou renonce.',
    en: 'Tunnel {route}: cards drawn {drawn}. Extra cost: {count}. Pay it or give up.',
  },
  'tchu.panel.noRoute': { fr: 'Aucune route ne peut être prise avec tes cartes pour l’instant.', en: 'No route can be claimed with your cards for now.' },
  'tchu.panel.noMove': { fr: 'Aucun coup possible : tu dois passer.', en: 'No move is possible: you must pass.' },
  'tchu.panel.done': { fr: 'C’est fait.', en: 'Done.' },
  'tchu.panel.tunnelFailed': {
    fr: 'Tunnel {route} pas pris : les cartes tirées ({drawn}) coûtaient {count} en plus, et tu ne pouvais pas les payer. Tes cartes te sont rendues et ton tour est fini.',
    en: 'Tunnel {route} not claimed: the cards drawn ({drawn}) added {count} to the cost, which you could not pay. Your cards are back in your hand and your turn is over.',
  },
  'tchu.panel.gaveUp': {
    fr: 'Tu as renoncé au tunnel {route} : tes cartes te sont rendues et ton tour est fini.',
    en: 'You gave up the tunnel {route}: your cards are back in your hand and your turn is over.',
  },
  'tchu.panel.waitOthers': { fr: 'Billets gardés. La partie commence dès que tout le monde a choisi.', en: 'Tickets kept. The game starts once everyone has chosen.' },
  'tchu.panel.over': { fr: 'La partie est terminée.', en: 'The game is over.' },
  'tchu.panel.notNow': { fr: 'Ce n’est pas le moment : {what}', en: 'Not now: {what}' },
  'tchu.button.drawTickets': { fr: 'Piocher des billets', en: 'Draw tickets' },
  'tchu.button.drawCards': { fr: 'Piocher des cartes', en: 'Draw cards' },
  'tchu.button.claim': { fr: 'Prendre une route', en: 'Claim a route' },
  'tchu.button.deck': { fr: 'Pioche', en: 'Deck' },
  'tchu.button.back': { fr: 'Retour', en: 'Back' },
  'tchu.button.pass': { fr: 'Passer', en: 'Pass' },
  'tchu.button.giveUp': { fr: 'Renoncer', en: 'Give up' },
  'tchu.button.pay': { fr: 'Payer {cards}', en: 'Pay {cards}' },
  'tchu.route.label': { fr: '{from} – {to}', en: '{from} – {to}' },
  'tchu.route.colored': { fr: '{route} ({color})', en: '{route} ({color})' },
  // A name of the game's language (the map's) with the reader's own in brackets: "Basel (Bâle)".
  'tchu.place.both': { fr: '{map} ({own})', en: '{map} ({own})' },
  // Where a country stop is, seen from the Swiss station its routes lead to.
  'tchu.place.beyond': {
    fr: (p: { direction: string; station: string }) => `${p.direction} ${/^[aeiouyàâéèêîôû]/i.test(p.station) ? 'd’' : 'de '}${p.station}`,
    en: (p: { direction: string; station: string }) => `${p.direction} of ${p.station}`,
  },
  'tchu.direction.N': { fr: 'au nord', en: 'north' },
  'tchu.direction.NE': { fr: 'au nord-est', en: 'north-east' },
  'tchu.direction.E': { fr: 'à l’est', en: 'east' },
  'tchu.direction.SE': { fr: 'au sud-est', en: 'south-east' },
  'tchu.direction.S': { fr: 'au sud', en: 'south' },
  'tchu.direction.SW': { fr: 'au sud-ouest', en: 'south-west' },
  'tchu.direction.W': { fr: 'à l’ouest', en: 'west' },
  'tchu.direction.NW': { fr: 'au nord-ouest', en: 'north-west' },
  'tchu.route.detail': {
    fr: (p: { length: number; color: string; tunnel: boolean }) => `${quantity(p.length, 'fr', `wagon ${p.color}`, `wagons ${frenchMasculinePlural(p.color)}`)}${p.tunnel ? ', tunnel' : ''}`,
    en: (p: { length: number; color: string; tunnel: boolean }) => `${quantity(p.length, 'en', `${p.color} car`, `${p.color} cars`)}${p.tunnel ? ', tunnel' : ''}`,
  },

  // ---- the end ----
  // The trail's length and the bonus apart: "longest trail 0 (7 cars)" read as a trail of length 0.
  'tchu.end.line': {
    fr: (p: { routes: string; won: string; lost: string; bonus: string; length: number }) =>
      `routes ${p.routes} · billets ${p.won} réussis, ${p.lost} ratés · bonus du plus long chemin ${p.bonus} (chemin de ${quantity(p.length, 'fr', 'wagon', 'wagons')})`,
    en: (p: { routes: string; won: string; lost: string; bonus: string; length: number }) =>
      `routes ${p.routes} · tickets ${p.won} won, ${p.lost} lost · longest-trail bonus ${p.bonus} (trail of ${quantity(p.length, 'en', 'car', 'cars')})`,
  },

  // ---- refusals (the engine's codes) ----
  'tchu.error.CHOOSE_TICKETS_FIRST': { fr: 'Choisis d’abord tes billets de départ.', en: 'Choose your first tickets first.' },
  'tchu.error.ALREADY_CHOSEN': { fr: 'Tu as déjà choisi tes billets de départ.', en: 'You have already chosen your first tickets.' },
  'tchu.error.TICKET_TWICE': { fr: 'Un billet est choisi deux fois.', en: 'A ticket is chosen twice.' },
  'tchu.error.TICKET_NOT_OFFERED': { fr: 'Ce billet ne t’est pas proposé.', en: 'That ticket is not offered to you.' },
  'tchu.error.MUST_KEEP_AT_LEAST': {
    fr: (p: { min: number }) => `Garde au moins ${quantity(p.min, 'fr', 'billet', 'billets')} : rien n’a changé.`,
    en: (p: { min: number }) => `Keep at least ${quantity(p.min, 'en', 'ticket', 'tickets')}: nothing has changed.`,
  },
  'tchu.error.WRONG_STEP': { fr: 'Ce coup n’est pas possible à cette étape du tour.', en: 'That move is not possible at this step of the turn.' },
  'tchu.error.NO_TICKETS_LEFT': { fr: 'Il ne reste plus de billets à piocher.', en: 'There are no tickets left to draw.' },
  'tchu.error.CANNOT_DRAW_CARDS': { fr: 'Il ne reste pas assez de cartes pour piocher.', en: 'There are not enough cards left to draw.' },
  'tchu.error.BAD_SLOT': { fr: 'Cette carte visible n’existe pas.', en: 'There is no such face-up card.' },
  'tchu.error.UNKNOWN_ROUTE': { fr: 'Cette route n’existe pas.', en: 'There is no such route.' },
  'tchu.error.ROUTE_TAKEN': { fr: 'Cette route est déjà prise.', en: 'That route is already claimed.' },
  'tchu.error.TWIN_ROUTE_BLOCKED': {
    fr: 'Cette route est bloquée : sa route parallèle est déjà prise.',
    en: 'That route is blocked: its parallel route is already claimed.',
  },
  'tchu.error.NOT_ENOUGH_CARS': { fr: 'Il ne te reste pas assez de wagons pour cette route.', en: 'You do not have enough cars left for that route.' },
  'tchu.error.WRONG_CARDS_FOR_ROUTE': { fr: 'Ces cartes ne paient pas cette route.', en: 'These cards do not pay for that route.' },
  'tchu.error.NOT_ENOUGH_CARDS': { fr: 'Tu n’as pas ces cartes en main.', en: 'You do not hold these cards.' },
  'tchu.error.CANNOT_PASS': { fr: 'Tu ne peux pas passer : un coup est encore possible.', en: 'You cannot pass: a move is still possible.' },
  'tchu.error.GAME_OVER': { fr: 'La partie est terminée.', en: 'The game is over.' },
  'tchu.error.NOT_YOUR_TURN': { fr: 'Ce n’est pas ton tour.', en: 'It is not your turn.' },
  'tchu.error.BAD_CHOICE': { fr: 'Ce choix n’est pas valable : rien n’a changé.', en: 'That choice is not valid: nothing has changed.' },

  // ---- rules and help ----
  'tchu.rules.title': { fr: 'Règles de tCHu', en: 'Rules of tCHu' },
  'tchu.rules.intro': {
    fr: 'Deux personnes construisent des routes de train à travers la Suisse et ses voisins. Chaque personne a 40 wagons.',
    en: 'Two players build railway routes across Switzerland and its neighbours. Each has 40 cars.',
  },
  'tchu.rules.turnTitle': { fr: 'Ton tour', en: 'Your turn' },
  'tchu.rules.turn': {
    fr: '• Piocher 3 billets et en garder au moins 1 ;\n• piocher 2 cartes, chacune visible ou de la pioche ;\n• prendre une route en donnant autant de cartes de sa couleur que sa longueur (une route grise : n’importe quelle couleur, toutes pareilles).',
    en: '• Draw 3 tickets and keep at least 1;\n• draw 2 cards, each face-up or from the deck;\n• claim a route by giving as many cards of its colour as its length (a grey route: any one colour).',
  },
  'tchu.rules.tunnelTitle': { fr: 'Tunnels', en: 'Tunnels' },
  'tchu.rules.tunnel': {
    fr: 'Les locomotives ne servent que pour les tunnels (contour en pointillé). Pour un tunnel, 3 cartes sont tirées : chacune de la couleur payée ou locomotive coûte une carte en plus. Tu paies le supplément ou tu renonces.',
    en: 'Locomotives only pay for tunnels (dashed outline). For a tunnel, 3 cards are drawn: each of the colour paid with or a locomotive costs one more card. Pay the extra or give up.',
  },
  'tchu.rules.scoringTitle': { fr: 'Points', en: 'Scoring' },
  'tchu.rules.scoring': {
    fr: 'Une route de 1, 2, 3, 4, 5 ou 6 wagons rapporte 1, 2, 4, 7, 10 ou 15 points. À la fin, chaque billet relié rapporte ses points, chaque billet raté les coûte ; le plus long chemin rapporte 10 points.',
    en: 'A route of 1, 2, 3, 4, 5 or 6 cars scores 1, 2, 4, 7, 10 or 15 points. At the end, each connected ticket scores its points, each failed one costs them; the longest trail scores 10 points.',
  },
  'tchu.rules.endTitle': { fr: 'Fin', en: 'End' },
  'tchu.rules.end': {
    fr: 'Quand une personne finit son tour avec 2 wagons ou moins, chacun joue encore un tour.',
    en: 'When a player ends a turn with 2 cars or fewer, each player plays one more turn.',
  },
  'tchu.help.title': { fr: 'Jouer à tCHu ici', en: 'Playing tCHu here' },
  'tchu.help.intro': {
    fr: 'Ouvre une partie avec /tchu nouvelle ; une place vide est donnée à un robot. Chaque tour est annoncé dans le salon avec la carte.',
    en: 'Open a game with /tchu new; an empty seat goes to an AI. Each turn is posted in the channel with the map.',
  },
  'tchu.help.turnTitle': { fr: 'Un tour', en: 'A turn' },
  'tchu.help.turn': {
    fr: 'Clique sur Jouer sous le message du tour : ton panneau privé montre tes cartes et tes billets, et les choix du tour. Au début, les deux personnes choisissent leurs billets en même temps.',
    en: 'Click Play under the turn message: your private panel shows your cards and tickets, and the choices of the turn. At the start, both players choose their tickets at the same time.',
  },
  'tchu.help.commandsTitle': { fr: 'Commandes', en: 'Commands' },
  'tchu.help.colorsTitle': { fr: 'Sur la carte', en: 'On the map' },
  'tchu.help.colors': {
    fr: 'Les routes prises ont la couleur de leur propriétaire et un signe : ● pour Marine, ◆ pour Magenta. Une route parallèle bloquée est barrée.',
    en: 'Claimed routes take their owner’s colour and a sign: ● for Navy, ◆ for Magenta. A blocked parallel route is crossed out.',
  },
} as const;

/** The text of a tCHu key in a language. */
export const t = translator(TCHU_CATALOG);

/** The name of a card kind (or of a grey route's colour: null). */
export function cardName(card: Card | null, locale: Locale): string {
  return t(locale, card === null ? 'tchu.card.grey' : `tchu.card.${card}`);
}

/** A French colour adjective (masculine singular, as `tchu.card.*` gives it) agreeing with a masculine plural: « wagons bleus », « wagons orange », « wagons gris ». */
function frenchMasculinePlural(color: string): string {
  return color === 'orange' || color.endsWith('s') ? color : `${color}s`;
}

/** A card kind as the word after "carte(s)" or after a count: one card ("rouge", "noire") or several ("rouges", "noires"). */
export function cardWord(card: Card, count: number, locale: Locale): string {
  return t(locale, isPlural(count, locale) ? `tchu.cardMany.${card}` : `tchu.cardOne.${card}`);
}

/** A station's name in a language: the map's label when the language is the game's. */
export function stationName(index: number, locale: Locale): string {
  const station = STATIONS[index];
  return locale === 'fr' ? station.name : station.nameEn;
}

/**
 * A name as a private text shows it: the one of the game's language, which the public map
 * shows, then the reader's own in brackets where it differs ("Basel (Bâle)").
 */
function bothNames(mapName: string, ownName: string, locale: Locale): string {
  return mapName === ownName ? mapName : t(locale, 'tchu.place.both', { map: mapName, own: ownName });
}

/**
 * A station as a reader of `locale` sees it in a game whose map is in `mapLocale`: "Basel" for
 * everyone in an English game, with "(Bâle)" after it for a French reader. A country stop is
 * named as the map names it ("Germany"); `stopHint` tells the stops of a country apart.
 */
export function stationLabel(index: number, locale: Locale, mapLocale: Locale = locale): string {
  return bothNames(stationName(index, mapLocale), stationName(index, locale), locale);
}

/** The eight directions of the compass, counter-clockwise from east. */
const DIRECTIONS = ['E', 'NE', 'N', 'NW', 'W', 'SW', 'S', 'SE'] as const;

/**
 * Where a country stop lies, as the map shows it, seen from the Swiss station its routes lead
 * to ("north-west of Kreuzlingen"), in the reader's language with station names as in
 * `stationLabel`; null for a Swiss station. It tells apart the five "Germany" of the map.
 */
export function stopHint(index: number, locale: Locale, mapLocale: Locale = locale): string | null {
  const stop = STATIONS[index];
  if (stop.country === null) return null;
  const neighbour = MAP_ROUTES.find((r) => (r.a === index && STATIONS[r.b].country === null) || (r.b === index && STATIONS[r.a].country === null));
  if (neighbour === undefined) return null;
  const from = STATIONS[neighbour.a === index ? neighbour.b : neighbour.a];
  const east = (stop.lon - from.lon) * Math.cos((from.lat * Math.PI) / 180);
  const north = stop.lat - from.lat;
  const sector = Math.round(Math.atan2(north, east) / (Math.PI / 4));
  const direction = DIRECTIONS[(sector + DIRECTIONS.length) % DIRECTIONS.length];
  return t(locale, 'tchu.place.beyond', { direction: t(locale, `tchu.direction.${direction}`), station: stationLabel(neighbour.a === index ? neighbour.b : neighbour.a, locale, mapLocale) });
}

/** A country's name (the name of its stations) in a language. */
function countryName(code: string, locale: Locale): string {
  const station = STATIONS.find((s) => s.country === code);
  if (station === undefined) throw new Error(`unknown country ${code}`);
  return locale === 'fr' ? station.name : station.nameEn;
}

/**
 * The name of a ticket end (a station code or a country code) as `stationLabel` writes it; a
 * country only as the map names it when `short` (its translation left out).
 */
function endName(code: string, locale: Locale, mapLocale: Locale, short: boolean): string {
  const index = STATIONS.findIndex((s) => s.code === code);
  if (index >= 0 && STATIONS[index].country === null) return stationLabel(index, locale, mapLocale);
  return short ? countryName(code, mapLocale) : bothNames(countryName(code, mapLocale), countryName(code, locale), locale);
}

/**
 * A ticket as players read it: "Bern – Lugano (12)", "Zurich – {Austria (7), France (7)}";
 * names as `stationLabel` writes them for a reader of `locale` in a game whose map is in `mapLocale`.
 * `short`: countries only as the map names them, without the reader's name in brackets — the
 * form for where the whole text does not fit ("Zürich (Zurich) – {Allemagne (3), Autriche (7)…}");
 * the same as the long form when the reader's language is the map's.
 */
export function ticketText(index: number, locale: Locale, mapLocale: Locale = locale, short = false): string {
  const ticket = TICKETS[index];
  const from = endName(ticket.from, locale, mapLocale, short);
  if (ticket.to.length === 1) return `${from} – ${endName(ticket.to[0][0], locale, mapLocale, short)} (${ticket.to[0][1]})`;
  const trips = ticket.to.map(([to, points]) => `${endName(to, locale, mapLocale, short)} (${points})`).sort((a, b) => a.localeCompare(b, locale));
  return `${from} – {${trips.join(', ')}}`;
}
