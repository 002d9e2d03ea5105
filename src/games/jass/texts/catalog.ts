import { quantity } from '../../../i18n/lists.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { translator, type CatalogShape } from '../../../i18n/translator.ts';
import { formatNumber } from '../../../i18n/numbers.ts';
import { isNoTrump, RANKS, SUIT_SYMBOLS, type Card, type Mode, type NoTrump, type Rank, type Suit } from '../engine/cards.ts';
import type { JassErrorCode, JassRuleError } from '../engine/game.ts';
import type { Seat } from '../engine/record.ts';
import type { SuitStyle } from '../suit-style.ts';

/**
 * Jass's own texts, both languages side by side: its seats (places around the table) and teams,
 * suits, its turn, trick and end messages, the player's hand panel, its engine's refusals, the
 * words drawn on its images, and its rules and help cards. Every key starts with `jass.` so that
 * it never meets the platform's. Written as the platform's are: "tu", no gendered words for
 * players, plain spaces that `t` typesets.
 */
export const JASS_CATALOG = {
  // ---- places and teams ----
  'jass.seat.N': { fr: 'Nord', en: 'North' },
  'jass.seat.E': { fr: 'Est', en: 'East' },
  'jass.seat.S': { fr: 'Sud', en: 'South' },
  'jass.seat.W': { fr: 'Ouest', en: 'West' },
  'jass.team.0': { fr: 'équipe bleue (Nord–Sud)', en: 'Blue team (North–South)' },
  'jass.team.1': { fr: 'équipe orange (Est–Ouest)', en: 'Orange team (East–West)' },
  'jass.teamShort.0': { fr: 'Bleus', en: 'Blue' },
  'jass.teamShort.1': { fr: 'Orange', en: 'Orange' },
  'jass.teamSides.0': { fr: 'N–S', en: 'N–S' },
  'jass.teamSides.1': { fr: 'E–O', en: 'E–W' },
  'jass.seatLabel': { fr: '{seat} · {team}', en: '{seat} · {team}' },
  'jass.lobby.choose': { fr: 'Choisir ma place', en: 'Choose my place' },
  'jass.lobby.free': { fr: 'libre', en: 'free' },
  'jass.lobby.takenBy': { fr: 'prise par {player}', en: 'taken by {player}' },
  'jass.lobby.taken': { fr: 'Cette place est déjà prise : choisis-en une autre.', en: 'That place is taken: choose another one.' },
  'jass.lobby.unknown': { fr: 'Cette place n’existe pas : Nord, Est, Sud ou Ouest.', en: 'There is no such place: North, East, South or West.' },
  'jass.lobby.pickHint': {
    fr: "Choisis ta place dans le menu : Sud et Nord jouent ensemble contre Est et Ouest. On joue dans le sens inverse des aiguilles d’une montre : Sud, Est, Nord, Ouest.",
    en: 'Pick your place in the menu: South and North play together against East and West. Play goes counter-clockwise: South, East, North, West.',
  },
  'jass.resign.autoPlay': {
    fr: 'Ta place sera ensuite jouée automatiquement jusqu’à la fin : la première carte permise, et l’atout de la couleur la plus nombreuse.',
    en: 'Your place will then be played automatically until the end: the first card allowed, and the suit held most as trump.',
  },
  'jass.resign.autoPlayPublic': {
    fr: 'sa place est désormais jouée automatiquement (la première carte permise ; à l’atout, la couleur la plus nombreuse).',
    en: 'that place is now played automatically (the first card allowed; as trump, the suit held most).',
  },

  // ---- options of new ----
  'jass.option.variant': { fr: 'variante', en: 'variant' },
  'jass.option.variantHelp': { fr: 'Les règles : atout tiré au sort, ou Schieber (atout choisi)', en: 'The rules: trump drawn at random, or Schieber (trump chosen)' },
  'jass.option.target': { fr: 'objectif', en: 'target' },
  'jass.option.targetHelp': { fr: 'Les points à atteindre pour gagner', en: 'The points to reach to win' },
  'jass.option.card': { fr: 'carte', en: 'card' },
  'jass.option.cardHelp': { fr: 'La carte à jouer, par ex. 10♥ ou V♠\uFE0E (ta main est proposée)', en: 'The card to play, e.g. 10♥ or J♠\uFE0E (your hand is offered)' },
  'jass.option.badCard': {
    fr: '« {value} » n’est pas une carte : écris-la comme {a}, {b} ou {c}, ou en lettres ({letters}).',
    en: '“{value}” is not a card: write it like {a}, {b} or {c}, or in letters ({letters}).',
  },
  'jass.option.cardLetters.french': { fr: '10h, vs, « dame de pique », « 6 trèfle »', en: '10h, js, “queen of spades”, “6 clubs”' },
  'jass.option.cardLetters.swiss': { fr: '10h, us, « Ober Rosen », « 6 Eicheln »', en: '10h, us, “Ober Rosen”, “6 Eicheln”' },
  'jass.command.play': { fr: 'jouer', en: 'play' },
  'jass.command.playHelp': { fr: 'Jouer une carte de ta main (comme avec ses boutons)', en: 'Play a card from your hand (as its buttons do)' },
  'jass.option.seat': { fr: 'place', en: 'seat' },
  'jass.option.seatHelp': { fr: 'Ta place à la table (Nord et Sud contre Est et Ouest)', en: 'Your place at the table (North and South against East and West)' },
  'jass.variant.course': { fr: 'atout tiré au sort à chaque tour', en: 'trump drawn at random each turn' },
  'jass.variant.schieber': { fr: 'Schieber (atout choisi ou passé au partenaire)', en: 'Schieber (trump chosen or passed to the partner)' },
  'jass.variantName.course': { fr: 'Atout au hasard', en: 'Random trump' },
  'jass.variantName.schieber': { fr: 'Schieber', en: 'Schieber' },
  'jass.options': {
    fr: (p: { variant: string; target: number }) => `${p.variant}, en ${formatNumber(p.target, 'fr')} points`,
    en: (p: { variant: string; target: number }) => `${p.variant}, to ${formatNumber(p.target, 'en')} points`,
  },

  // ---- suits and cards ----
  'jass.suit.S': { fr: 'pique', en: 'spades' },
  'jass.suit.H': { fr: 'cœur', en: 'hearts' },
  'jass.suit.D': { fr: 'carreau', en: 'diamonds' },
  'jass.suit.C': { fr: 'trèfle', en: 'clubs' },
  // Swiss-German suits keep their German names in both languages, as Swiss players say them.
  'jass.swissSuit.S': { fr: 'Schilten', en: 'Schilten (shields)' },
  'jass.swissSuit.H': { fr: 'Rosen', en: 'Rosen (roses)' },
  'jass.swissSuit.D': { fr: 'Schellen', en: 'Schellen (bells)' },
  'jass.swissSuit.C': { fr: 'Eicheln', en: 'Eicheln (acorns)' },
  'jass.option.suits': { fr: 'couleurs', en: 'suits' },
  'jass.option.suitsHelp': { fr: 'Les cartes : couleurs françaises (♠\uFE0E ♥ ♦ ♣\uFE0E) ou suisses-allemandes', en: 'The cards: French suits (♠\uFE0E ♥ ♦ ♣\uFE0E) or Swiss-German ones' },
  'jass.suitsName.french': { fr: 'Françaises ♠\uFE0E ♥ ♦ ♣\uFE0E', en: 'French ♠\uFE0E ♥ ♦ ♣\uFE0E' },
  'jass.suitsName.swiss': { fr: 'Suisses 🛡️ 🌹 🔔 🌰', en: 'Swiss-German 🛡️ 🌹 🔔 🌰' },
  'jass.suitsShort.french': { fr: 'couleurs françaises', en: 'French suits' },
  'jass.suitsShort.swiss': { fr: 'couleurs suisses', en: 'Swiss-German suits' },
  // The no-trump calls keep their Swiss-German names in both languages, as players say them.
  'jass.mode.obenabe': { fr: 'Obenabe (du haut, sans atout)', en: 'Obenabe (top down, no trump)' },
  'jass.mode.undenufe': { fr: 'Undenufe (du bas, sans atout)', en: 'Undenufe (bottom up, no trump)' },
  'jass.modeShort.obenabe': { fr: 'Obenabe', en: 'Obenabe' },
  'jass.modeShort.undenufe': { fr: 'Undenufe', en: 'Undenufe' },
  'jass.option.multipliers': { fr: 'multiplicateurs', en: 'multipliers' },
  'jass.option.multipliersHelp': {
    fr: 'Schieber : chaque atout ×1, ou classiques (♠\uFE0E ♣\uFE0E ×2, Obenabe et Undenufe ×3, en 2 500 points)',
    en: 'Schieber: every call ×1, or classic (♠\uFE0E ♣\uFE0E ×2, Obenabe and Undenufe ×3, to 2,500 points)',
  },
  'jass.multipliersName.simple': { fr: 'Simples (tout ×1)', en: 'Simple (all ×1)' },
  'jass.multipliersName.classic': { fr: 'Classiques (♠\uFE0E ♣\uFE0E ×2, ⬇️ ⬆️ ×3)', en: 'Classic (♠\uFE0E ♣\uFE0E ×2, ⬇️ ⬆️ ×3)' },
  'jass.multipliersShort.classic': { fr: 'multiplicateurs classiques', en: 'classic multipliers' },
  'jass.rank.J': { fr: 'V', en: 'J' },
  'jass.rank.Q': { fr: 'D', en: 'Q' },
  'jass.rank.K': { fr: 'R', en: 'K' },
  'jass.rank.A': { fr: 'A', en: 'A' },

  // ---- the public turn message ----
  'jass.turn.title': { fr: 'Tour {turn} · pli {trick}', en: 'Turn {turn} · trick {trick}' },
  'jass.turn.yours': { fr: '{player}, c’est à toi de jouer une carte.', en: '{player}, it’s your card to play.' },
  'jass.turn.yoursTrump': { fr: '{player}, c’est à toi de choisir l’atout (ou de passer).', en: '{player}, it’s your choice of trump (or pass).' },
  'jass.turn.yoursTrumpPassed': { fr: '{player}, l’atout t’a été passé : choisis-le.', en: '{player}, the trump choice was passed to you: name it.' },
  'jass.turn.bot': { fr: '🤖 {player} réfléchit…', en: '🤖 {player} is thinking…' },
  'jass.turn.since': { fr: 'Depuis le dernier message', en: 'Since the last message' },
  'jass.turn.trump': { fr: 'Atout : {suit}', en: 'Trump: {suit}' },
  'jass.turn.call': { fr: 'Atout : {suit} ×{multiplier}', en: 'Trump: {suit} ×{multiplier}' },
  'jass.turn.trumpNone': { fr: 'Atout : pas encore choisi', en: 'Trump: not chosen yet' },
  'jass.turn.leads': { fr: '{player} entame ce pli.', en: '{player} leads this trick.' },
  'jass.turn.scores': { fr: 'Points', en: 'Points' },
  'jass.turn.scoreLine': {
    fr: (p: { team: string; turn: number; game: number }) => `${p.team} — ce tour ${formatNumber(p.turn, 'fr')}, partie **${formatNumber(p.game, 'fr')}**`,
    en: (p: { team: string; turn: number; game: number }) => `${p.team} — this turn ${formatNumber(p.turn, 'en')}, game **${formatNumber(p.game, 'en')}**`,
  },
  'jass.turn.scoreLineCall': {
    fr: (p: { team: string; call: string; turn: number; game: number }) => `${p.team} — ce tour ${p.call} : ${formatNumber(p.turn, 'fr')}, partie **${formatNumber(p.game, 'fr')}**`,
    en: (p: { team: string; call: string; turn: number; game: number }) => `${p.team} — this turn ${p.call}: ${formatNumber(p.turn, 'en')}, game **${formatNumber(p.game, 'en')}**`,
  },
  'jass.turn.target': { fr: 'Objectif : {target} points', en: 'Target: {target} points' },
  'jass.turn.players': { fr: '{team} : {players}', en: '{team}: {players}' },

  // ---- what happened (turn messages, the log) ----
  'jass.event.trumpDrawn': { fr: 'Tour {turn} : atout tiré {suit}.', en: 'Turn {turn}: trump drawn {suit}.' },
  'jass.event.trumpNamed': { fr: 'Tour {turn} : {player} choisit l’atout {suit}.', en: 'Turn {turn}: {player} names {suit} as trump.' },
  'jass.event.modeNamed': { fr: 'Tour {turn} : {player} annonce {mode}.', en: 'Turn {turn}: {player} calls {mode}.' },
  'jass.event.passed': { fr: '{player} passe le choix de l’atout.', en: '{player} passes the trump choice.' },
  'jass.event.trick': {
    fr: (p: { trick: number; player: string; cards: string; points: number }) => `Pli ${p.trick} (${p.cards}) pour ${p.player} : ${quantity(p.points, 'fr', 'point', 'points')}.`,
    en: (p: { trick: number; player: string; cards: string; points: number }) => `Trick ${p.trick} (${p.cards}) to ${p.player}: ${quantity(p.points, 'en', 'point', 'points')}.`,
  },
  'jass.event.match': { fr: 'Match ! Tous les plis pour l’{team} : 100 points de plus.', en: 'Match! Every trick to the {team}: 100 more points.' },
  'jass.event.turnEnd': {
    fr: (p: { turn: number; blue: number; orange: number }) => `Fin du tour ${p.turn} : Bleus ${formatNumber(p.blue, 'fr')}, Orange ${formatNumber(p.orange, 'fr')}.`,
    en: (p: { turn: number; blue: number; orange: number }) => `End of turn ${p.turn}: Blue ${formatNumber(p.blue, 'en')}, Orange ${formatNumber(p.orange, 'en')}.`,
  },
  // A seat's best Weis as it plays its first card: its value and size, not its cards (shown only once the first trick is complete).
  'jass.event.announce': {
    fr: (p: { player: string; points: number; cards: number }) => `${p.player} annonce un Weis de ${quantity(p.points, 'fr', 'point', 'points')} (${p.cards} cartes).`,
    en: (p: { player: string; points: number; cards: number }) => `${p.player} announces a Weis of ${quantity(p.points, 'en', 'point', 'points')} (${p.cards} cards).`,
  },
  // `shown`: each Weis counted, by its player and cards ("Furka 9♥ 10♥ V♥ et Susten 6♦ 7♦ 8♦").
  'jass.event.weis': {
    fr: (p: { team: string; points: number; shown: string }) => `Weis : ${quantity(p.points, 'fr', 'point', 'points')} pour l’${p.team}, montrés par ${p.shown}.`,
    en: (p: { team: string; points: number; shown: string }) => `Weis: ${quantity(p.points, 'en', 'point', 'points')} to the ${p.team}, shown by ${p.shown}.`,
  },
  'jass.event.stock': { fr: 'Stöck : {player} a le roi et la dame d’atout (20 points).', en: 'Stöck: {player} holds king and queen of trump (20 points).' },
  'jass.event.played': { fr: 'Sur la table : {cards}', en: 'On the table: {cards}' },
  'jass.event.more': { fr: '… et {count} de plus (voir le journal)', en: '… and {count} more (see the log)' },

  // ---- the player's panel ----
  'jass.button.hand': { fr: 'Ma main', en: 'My hand' },
  'jass.panel.title': { fr: 'Ta main · {seat}', en: 'Your hand · {seat}' },
  'jass.panel.play': { fr: 'Choisis une carte à jouer.', en: 'Choose a card to play.' },
  'jass.panel.lead': { fr: 'Tu entames : toutes tes cartes sont permises.', en: 'You lead: every card is allowed.' },
  'jass.panel.trick': { fr: 'Pli en cours : {cards}', en: 'Trick so far: {cards}' },
  'jass.panel.trump': { fr: 'Atout : {suit}', en: 'Trump: {suit}' },
  'jass.panel.chooseTrump': {
    fr: "Choisis l’atout d’après ta main (une couleur, Obenabe ⬇️ du haut ou Undenufe ⬆️ du bas), ou passe le choix à ton partenaire.",
    en: 'Choose the trump from your hand (a suit, Obenabe ⬇️ top down or Undenufe ⬆️ bottom up), or pass the choice to your partner.',
  },
  'jass.panel.chooseTrumpPassed': {
    fr: "Ton partenaire t’a passé le choix : choisis l’atout (une couleur, Obenabe ⬇️ ou Undenufe ⬆️).",
    en: 'Your partner passed the choice to you: name the trump (a suit, Obenabe ⬇️ or Undenufe ⬆️).',
  },
  'jass.panel.pass': { fr: 'Passer', en: 'Pass' },
  'jass.panel.notAllowed': { fr: 'Interdites : {cards} — {reason}', en: 'Not allowed: {cards} — {reason}' },
  'jass.panel.played': { fr: 'Tu as joué {card}.', en: 'You played {card}.' },
  'jass.panel.named': { fr: "Tu as choisi l’atout {suit}.", en: 'You named {suit} as trump.' },
  'jass.panel.namedMode': { fr: 'Tu as annoncé {mode}.', en: 'You called {mode}.' },
  'jass.panel.passedDone': { fr: 'Tu as passé le choix à ton partenaire.', en: 'You passed the choice to your partner.' },
  // Not "in the channel": the game may be in a thread.
  'jass.panel.done': { fr: 'La partie continue.', en: 'The game goes on.' },
  'jass.panel.over': { fr: 'La partie est terminée.', en: 'The game is over.' },
  'jass.panel.waiting': { fr: 'C’est à {player} de jouer : voici ta main, pour la regarder seulement.', en: 'It’s {player}’s turn: here is your hand, to look at only.' },
  'jass.panel.waitingTrump': { fr: '{player} choisit l’atout : voici ta main, pour la regarder seulement.', en: '{player} is choosing the trump: here is your hand, to look at only.' },
  'jass.panel.cards': { fr: 'Tes cartes : {cards}', en: 'Your cards: {cards}' },
  'jass.panel.waitingHint': {
    fr: 'Tu joueras quand ce sera ton tour, avec le bouton « {button} » du message de la partie.',
    en: 'You will play when your turn comes, with the “{button}” button of the game message.',
  },
  // `weis`: each Weis of the hand, best first ("J♠ J♥ J♦ J♣ (200 points) · 9♥ 10♥ J♥ Q♥ (50 points)"); shown during the first trick.
  'jass.panel.weis': {
    fr: (p: { weis: string; count: number }) => `${p.count > 1 ? 'Tes Weis' : 'Ton Weis'} : ${p.weis}. L’équipe qui a le meilleur Weis de la table marque tous les siens après le premier pli.`,
    en: (p: { weis: string; count: number }) => `Your Weis: ${p.weis}. The team with the best Weis at the table scores all its Weis after the first trick.`,
  },
  'jass.panel.weisItem': {
    fr: (p: { cards: string; points: number }) => `${p.cards} (${quantity(p.points, 'fr', 'point', 'points')})`,
    en: (p: { cards: string; points: number }) => `${p.cards} (${quantity(p.points, 'en', 'point', 'points')})`,
  },

  // ---- refusals ----
  'jass.error.MUST_FOLLOW_SUIT': { fr: 'Tu dois fournir {suit}.', en: 'You must follow {suit}.' },
  'jass.error.MUST_FOLLOW_SUIT_OR_TRUMP': { fr: 'Tu dois fournir {suit} ou couper (jouer un atout).', en: 'You must follow {suit} or play a trump.' },
  'jass.error.NO_UNDERTRUMP': { fr: 'Tu ne peux pas sous-couper : {card} est plus bas que {best}.', en: 'You may not under-trump: {card} is lower than {best}.' },
  'jass.error.CARD_NOT_IN_HAND': { fr: 'Cette carte n’est pas dans ta main.', en: 'That card is not in your hand.' },
  'jass.error.CHOOSE_TRUMP_FIRST': { fr: 'L’atout doit d’abord être choisi.', en: 'The trump must be named first.' },
  'jass.error.TRUMP_ALREADY_CHOSEN': { fr: 'L’atout est déjà fixé pour ce tour.', en: 'The trump is already set for this turn.' },
  'jass.error.CANNOT_PASS': { fr: 'Le choix t’a été passé : tu dois choisir l’atout.', en: 'The choice was passed to you: you must name the trump.' },
  'jass.error.GAME_OVER': { fr: 'La partie est terminée.', en: 'The game is over.' },
  'jass.error.NOT_YOUR_TURN': { fr: 'Ce n’est pas ton tour.', en: 'It’s not your turn.' },

  // ---- end ----
  'jass.end.winners': { fr: 'L’{team} gagne avec {points} points ({players}).', en: 'The {team} wins with {points} points ({players}).' },
  'jass.end.final': { fr: 'Score final', en: 'Final score' },

  // ---- board and log ----
  'jass.board.title': { fr: 'La table · tour {turn}', en: 'The table · turn {turn}' },
  'jass.board.toPlay': { fr: 'À {player} de jouer.', en: '{player} to play.' },
  'jass.log.empty': { fr: 'Aucun pli joué pour l’instant.', en: 'No trick played yet.' },

  // ---- on the images ----
  'jass.image.trump': { fr: 'Atout', en: 'Trump' },
  'jass.image.turn': { fr: 'Tour {turn}', en: 'Turn {turn}' },
  'jass.image.thisTurn': { fr: 'ce tour', en: 'this turn' },
  'jass.image.game': { fr: 'partie', en: 'game' },
  'jass.image.target': { fr: 'objectif {target}', en: 'target {target}' },
  'jass.image.leads': { fr: 'entame', en: 'leads' },
  'jass.image.toPlay': { fr: 'à jouer', en: 'to play' },
  'jass.image.lastTrick': { fr: 'Dernier pli : {player} (+{points})', en: 'Last trick: {player} (+{points})' },
  'jass.image.cards': { fr: '{count} cartes', en: '{count} cards' },
  'jass.image.notAllowed': { fr: 'interdite', en: 'not allowed' },
  'jass.image.total': { fr: 'Total', en: 'Total' },
  'jass.image.match': { fr: 'match', en: 'match' },
  'jass.image.points': { fr: 'Points par tour', en: 'Points by turn' },

  // ---- rules and help cards ----
  'jass.rules.title': { fr: 'Jass — les règles en bref', en: 'Jass — the rules in short' },
  'jass.rules.intro': {
    fr: 'Quatre places, deux équipes : Nord et Sud (bleus) contre Est et Ouest (orange). 36 cartes, neuf plis par tour ; la première équipe qui atteint l’objectif gagne, même au milieu d’un tour.',
    en: 'Four places, two teams: North and South (blue) against East and West (orange). 36 cards, nine tricks a turn; the first team to reach the target wins, even in the middle of a turn.',
  },
  'jass.rules.playTitle': { fr: 'Jouer une carte', en: 'Playing a card' },
  'jass.rules.play': {
    fr: 'Fournis la couleur demandée si tu peux ; tu peux toujours couper (jouer atout), mais pas sous-couper (un atout plus bas qu’un atout déjà joué), sauf s’il ne te reste que des atouts plus bas. Le valet d’atout (Bauer) n’est jamais obligé de suivre l’atout.',
    en: 'Follow the suit led if you can; you may always trump, but not under-trump (play a lower trump than one already in the trick), unless you hold nothing else. The jack of trump (Bauer) never has to follow trump.',
  },
  'jass.rules.pointsTitle': { fr: 'Points', en: 'Points' },
  'jass.rules.points': {
    fr: 'Atout : valet 20, neuf 14, as 11, dix 10, roi 4, dame 3. Autres couleurs : as 11, dix 10, roi 4, dame 3, valet 2. Dernier pli : 5 de plus (157 par tour) ; tous les plis : 100 de plus (match, 257).',
    en: 'Trump: jack 20, nine 14, ace 11, ten 10, king 4, queen 3. Other suits: ace 11, ten 10, king 4, queen 3, jack 2. Last trick: 5 more (157 a turn); every trick: 100 more (match, 257).',
  },
  'jass.rules.variantsTitle': { fr: 'Variantes', en: 'Variants' },
  'jass.rules.variants': {
    fr: 'Atout au hasard : l’atout de chaque tour est tiré au sort, le premier tour est entamé par qui a le 7 de carreau. Schieber : qui entame choisit l’atout ou passe le choix à son partenaire ; Weis (suites, carrés) et Stöck (roi et dame d’atout, 20) comptent. On joue dans le sens inverse des aiguilles d’une montre : le suivant est à ta droite.',
    en: 'Random trump: each turn’s trump is drawn at random, the first turn is led by the holder of the 7 of diamonds. Schieber: the leader names the trump or passes the choice to the partner; Weis (runs, four of a kind) and Stöck (king and queen of trump, 20) count. Play goes counter-clockwise: the next player sits on your right.',
  },
  'jass.rules.modesTitle': { fr: 'Obenabe, Undenufe et multiplicateurs (Schieber)', en: 'Obenabe, Undenufe and multipliers (Schieber)' },
  'jass.rules.modes': {
    fr: 'Au lieu d’une couleur, on peut annoncer Obenabe ⬇️ (sans atout, l’as est la plus forte) ou Undenufe ⬆️ (sans atout, le 6 est la plus forte). Il faut fournir la couleur demandée ; le pli va à la meilleure carte de cette couleur. Le 8 vaut 8 ; en Undenufe le 6 vaut 11 et l’as 0. Pas de Stöck. Multiplicateurs classiques : ♦ ♥ ×1, ♠\uFE0E ♣\uFE0E ×2, Obenabe et Undenufe ×3, sur tous les points du tour, en 2 500 points.',
    en: 'Instead of a suit you may call Obenabe ⬇️ (no trump, the ace is highest) or Undenufe ⬆️ (no trump, the 6 is highest). Follow the suit led; the trick goes to the best card of that suit. The 8 is worth 8; in Undenufe the 6 is worth 11 and the ace 0. No Stöck. Classic multipliers: ♦ ♥ ×1, ♠\uFE0E ♣\uFE0E ×2, Obenabe and Undenufe ×3, on every point of the turn, to 2,500 points.',
  },
  'jass.help.title': { fr: 'Jouer au Jass avec le bot', en: 'Playing Jass with the bot' },
  'jass.help.intro': {
    fr: 'Ouvre une table avec `/jass nouvelle` : les places encore libres au lancement sont prises par des robots. Chaque fois que c’est à toi, un message te mentionne avec la table.',
    en: 'Open a table with `/jass new`: places still free at the start are taken by AI players. Whenever it’s your turn, a message mentions you with the table.',
  },
  'jass.help.turnTitle': { fr: 'Ton tour', en: 'Your turn' },
  'jass.help.turn': {
    fr: 'Clique sur **Ma main** : ta main s’affiche, visible de toi seulement, avec un bouton par carte ; les cartes interdites sont grisées et la raison est écrite. En Schieber, tu choisis l’atout (une couleur, Obenabe ⬇️ ou Undenufe ⬆️) ou passes de la même façon ; avec les multiplicateurs classiques, chaque bouton dit ce que vaut l’annonce (×1 à ×3).',
    en: 'Click **My hand**: your hand shows to you alone, with one button per card; the cards not allowed are greyed out with the reason written. In Schieber you name the trump (a suit, Obenabe ⬇️ or Undenufe ⬆️) or pass the same way; with classic multipliers each button shows what the call counts (×1 to ×3).',
  },
  'jass.help.commandsTitle': { fr: 'Commandes', en: 'Commands' },
} as const satisfies CatalogShape;

/** The text of a Jass key in a language (see `translator`). */
export const t = translator(JASS_CATALOG);

/** A seat's name ("North"). */
export function seatName(seat: Seat, locale: Locale): string {
  return t(locale, `jass.seat.${seat}`);
}

/** A team's name ("Blue team (North–South)"). */
export function teamName(team: 0 | 1, locale: Locale): string {
  return t(locale, `jass.team.${team}`);
}

/**
 * The Swiss-German pack's letters for its figures, in every language: Under, Ober, König, Ass
 * (its Banner keeps the 10, which every player reads).
 */
export const SWISS_RANKS = { J: 'U', Q: 'O', K: 'K', A: 'A' } as const;

/** A rank as players write it: French V, D, R for jack, queen, king; with Swiss suits U, O, K. */
export function rankText(rank: Rank, locale: Locale, suits: SuitStyle = 'french'): string {
  if (rank !== 'J' && rank !== 'Q' && rank !== 'K' && rank !== 'A') return rank;
  return suits === 'swiss' ? SWISS_RANKS[rank] : t(locale, `jass.rank.${rank}`);
}

/** The Swiss-German suits' signs in texts (emoji: a text cannot hold our drawings): shield, rose, bell, acorn. */
export const SWISS_SYMBOLS = { S: '🛡️', H: '🌹', D: '🔔', C: '🌰' } as const satisfies Record<Suit, string>;

/**
 * The French suits' signs in texts: the black ones carry the text-style selector (U+FE0E), so
 * that Discord draws them as text in the colour of the message or button rather than as its
 * near-black emoji, which all but vanishes on the dark theme (on a grey disabled button worst of
 * all); the red ones stay emoji, red on either theme.
 */
export const FRENCH_TEXT_SYMBOLS = { S: `${SUIT_SYMBOLS.S}\uFE0E`, H: SUIT_SYMBOLS.H, D: SUIT_SYMBOLS.D, C: `${SUIT_SYMBOLS.C}\uFE0E` } as const satisfies Record<Suit, string>;

/** A suit's sign in a text for a suit style ("♥", "♠" drawn as text, or "🌹" for Rosen). */
export function suitSymbol(suit: Suit, suits: SuitStyle = 'french'): string {
  return suits === 'swiss' ? SWISS_SYMBOLS[suit] : FRENCH_TEXT_SYMBOLS[suit];
}

/** A card as players read it: rank and suit sign ("10♥", French "V♠", Swiss "10🌹", "U🛡️"). */
export function cardName(card: Card, locale: Locale, suits: SuitStyle = 'french'): string {
  const rank = card.slice(1) as Rank;
  if (!RANKS.includes(rank)) throw new Error(`not a card: ${card}`);
  return `${rankText(rank, locale, suits)}${suitSymbol(card[0] as Suit, suits)}`;
}

/** A suit as players read it: its sign and name ("♥ hearts", Swiss "🌹 Rosen"). */
export function suitName(suit: Suit, locale: Locale, suits: SuitStyle = 'french'): string {
  return suits === 'swiss' ? `${SWISS_SYMBOLS[suit]} ${t(locale, `jass.swissSuit.${suit}`)}` : `${FRENCH_TEXT_SYMBOLS[suit]} ${t(locale, `jass.suit.${suit}`)}`;
}

/** The no-trump calls' signs in texts, the same with either suit style: an arrow down for top down, up for bottom up. */
export const NO_TRUMP_TEXT_SYMBOLS = { obenabe: '⬇️', undenufe: '⬆️' } as const satisfies Record<NoTrump, string>;

/** A call as players read it: a suit's sign and name, or the no-trump mode's arrow and name ("⬇️ Obenabe (top down, no trump)"). */
export function modeName(mode: Mode, locale: Locale, suits: SuitStyle = 'french'): string {
  return isNoTrump(mode) ? `${NO_TRUMP_TEXT_SYMBOLS[mode]} ${t(locale, `jass.mode.${mode}`)}` : suitName(mode, locale, suits);
}

/** A call in short, its sign and, for a no-trump mode, its name ("♥", "⬆️ Undenufe"). */
export function modeShort(mode: Mode, locale: Locale, suits: SuitStyle = 'french'): string {
  return isNoTrump(mode) ? `${NO_TRUMP_TEXT_SYMBOLS[mode]} ${t(locale, `jass.modeShort.${mode}`)}` : suitSymbol(mode, suits);
}

/** A call with its multiplier, as points lines show it ("♠ ×2"); just the call when it counts ×1 in a simple game. */
export function callLabel(mode: Mode, multiplier: number, locale: Locale, suits: SuitStyle = 'french', showOne = false): string {
  return multiplier === 1 && !showOne ? modeShort(mode, locale, suits) : `${modeShort(mode, locale, suits)} ×${multiplier}`;
}

const ERRORS: ReadonlySet<string> = new Set<JassErrorCode>([
  'MUST_FOLLOW_SUIT',
  'NO_UNDERTRUMP',
  'CARD_NOT_IN_HAND',
  'CHOOSE_TRUMP_FIRST',
  'TRUMP_ALREADY_CHOSEN',
  'CANNOT_PASS',
  'GAME_OVER',
  'NOT_YOUR_TURN',
]);

/** The player's text of one of the engine's refusals, with the suit or cards it names; undefined for a code Jass does not have. */
export function errorText(error: { readonly code: string } & Partial<Omit<JassRuleError, 'code'>>, locale: Locale, suits: SuitStyle = 'french'): string | undefined {
  if (!ERRORS.has(error.code)) return undefined;
  const code = error.code as JassErrorCode;
  switch (code) {
    case 'MUST_FOLLOW_SUIT':
      return t(locale, error.orTrump === true ? 'jass.error.MUST_FOLLOW_SUIT_OR_TRUMP' : 'jass.error.MUST_FOLLOW_SUIT', { suit: error.suit === undefined ? '?' : suitSymbol(error.suit, suits) });
    case 'NO_UNDERTRUMP':
      return t(locale, 'jass.error.NO_UNDERTRUMP', {
        card: error.card === undefined ? '?' : cardName(error.card, locale, suits),
        best: error.best === undefined ? '?' : cardName(error.best, locale, suits),
      });
    default:
      return t(locale, `jass.error.${code}`);
  }
}
