/**
 * The texts of statistics, ratings, leaderboards and replays, in both languages (merged into the
 * platform catalog by `catalog.ts`). Numbers come formatted by the caller; players are addressed
 * with "tu".
 */
import { quantity } from './lists.ts';
import type { CatalogShape } from './translator.ts';

export const STATS_CATALOG = {
  // ---- /stats ----
  'stats.title': { fr: 'Statistiques de {name} — {game}', en: '{name}’s statistics — {game}' },
  'stats.noneSelf': {
    fr: 'Tu n’as encore aucune partie comptée{game} sur ce serveur. Une partie compte quand elle va au bout (ou jusqu’aux abandons) avec au moins deux personnes.',
    en: 'You have no counted game{game} on this server yet. A game counts when it is played to the end (or until resignations) by at least two people.',
  },
  'stats.noneOther': {
    fr: '{name} n’a encore aucune partie comptée{game} sur ce serveur.',
    en: '{name} has no counted game{game} on this server yet.',
  },
  'stats.ofGame': { fr: ' à {game}', en: ' of {game}' },
  'stats.botUser': {
    fr: 'Les robots Discord n’ont pas de statistiques. Les niveaux de nos robots joueurs sont au classement du serveur.',
    en: 'Discord bots have no statistics. The AI players’ levels are in the leaderboard.',
  },
  'stats.games': {
    fr: (p: { played: number; won: number; rate: string }) => `Parties : ${p.played} · gagnées : ${p.won} (${p.rate} %)`,
    en: (p: { played: number; won: number; rate: string }) => `Games: ${p.played} · won: ${p.won} (${p.rate}%)`,
  },
  'stats.points': { fr: 'Points : {mean} en moyenne · meilleur score : {best}', en: 'Points: {mean} on average · best: {best}' },
  'stats.rating': { fr: 'Cote : {rating} (niveau estimé {skill}, moins une marge de {margin})', en: 'Rating: {rating} (estimated skill {skill}, less a margin of {margin})' },
  'stats.ratingShort': { fr: 'Cote : {rating}', en: 'Rating: {rating}' },
  'stats.ratingHelp': {
    fr: 'La cote part de {base} et ne descend jamais sous 0 : c’est ton niveau estimé moins sa marge d’incertitude, qui se resserre à chaque partie. 200 points d’écart, c’est environ trois victoires sur quatre pour le mieux coté.',
    en: 'Ratings start at {base} and never go below 0: your estimated skill less its margin of uncertainty, which narrows with each game. A 200-point gap means the higher-rated player wins about three games in four.',
  },
  // The same, under another person's statistics: their level, not the reader's.
  'stats.ratingHelpOther': {
    fr: 'La cote part de {base} et ne descend jamais sous 0 : c’est le niveau estimé de {name} moins sa marge d’incertitude, qui se resserre à chaque partie. 200 points d’écart, c’est environ trois victoires sur quatre pour le mieux coté.',
    en: 'Ratings start at {base} and never go below 0: {name}’s estimated skill less its margin of uncertainty, which narrows with each game. A 200-point gap means the higher-rated player wins about three games in four.',
  },
  'stats.trendUp': { fr: '▲ +{delta} sur les {games} dernières parties', en: '▲ +{delta} over the last {games} games' },
  'stats.trendDown': { fr: '▼ −{delta} sur les {games} dernières parties', en: '▼ −{delta} over the last {games} games' },
  'stats.trendFlat': { fr: '= stable sur les {games} dernières parties', en: '= steady over the last {games} games' },
  'stats.rank': { fr: 'Place au classement du serveur : {rank} sur {count}', en: 'Place on the server’s leaderboard: {rank} of {count}' },
  'stats.unranked': {
    fr: (p: { need: number }) => `Pas encore au classement : encore ${quantity(p.need, 'fr', 'partie', 'parties')} à jouer.`,
    en: (p: { need: number }) => `Not on the leaderboard yet: ${quantity(p.need, 'en', 'more game', 'more games')} to play.`,
  },
  'stats.kinds': { fr: 'Points par sorte (moyenne par partie) : {list}', en: 'Points by kind (mean per game): {list}' },
  'stats.moveTime': { fr: 'Temps moyen par action : {time}', en: 'Mean time per action: {time}' },
  'stats.moveTimeNone': { fr: 'Temps moyen par action : pas encore mesuré', en: 'Mean time per action: not measured yet' },
  'stats.otherGames': { fr: 'Autres jeux : {list} (choisis-en un avec l’option « jeu »)', en: 'Other games: {list} (pick one with the “game” option)' },
  'stats.gameCount': {
    fr: (p: { game: string; count: number }) => `${p.game} (${quantity(p.count, 'fr', 'partie', 'parties')})`,
    en: (p: { game: string; count: number }) => `${p.game} (${quantity(p.count, 'en', 'game', 'games')})`,
  },
  'stats.chartRating': { fr: 'Cote au fil des parties', en: 'Rating over the games' },
  'stats.chartKinds': { fr: 'Points par sorte, moyenne par partie', en: 'Points by kind, mean per game' },
  'stats.chartGame': { fr: 'partie {n}', en: 'game {n}' },
  'stats.chartPlaces': { fr: 'Places obtenues', en: 'Places finished' },
  'stats.place': { fr: '{rank}e', en: '#{rank}' },
  'stats.firstPlace': { fr: '1re', en: '#1' },
  'stats.oneGame': { fr: 'Une seule partie : la courbe viendra avec les suivantes.', en: 'One game so far: the curve comes with the next ones.' },
  'stats.unknownGame': { fr: 'Ce jeu n’existe pas ici : choisis-le dans la liste.', en: 'There is no such game here: pick one from the list.' },
  'stats.minutes': { fr: '{m} min {s} s', en: '{m} min {s} s' },
  'stats.hours': { fr: '{h} h {m} min', en: '{h} h {m} min' },
  'stats.seconds': { fr: '{s} s', en: '{s} s' },

  // ---- /leaderboard ----
  'ranks.title': { fr: 'Classement — {game}', en: 'Leaderboard — {game}' },
  'ranks.empty': {
    fr: (p: { game: string; min: number }) => `Personne n’a encore ${quantity(p.min, 'fr', 'partie comptée', 'parties comptées')} de ${p.game} sur ce serveur.`,
    en: (p: { game: string; min: number }) => `Nobody has ${quantity(p.min, 'en', 'counted game', 'counted games')} of ${p.game} on this server yet.`,
  },
  'ranks.row': {
    fr: (p: { rank: number; name: string; rating: string; games: number; rate: string }) => `${p.rank}. ${p.name} — ${p.rating} (${quantity(p.games, 'fr', 'partie', 'parties')}, ${p.rate} % gagnées)`,
    en: (p: { rank: number; name: string; rating: string; games: number; rate: string }) => `${p.rank}. ${p.name} — ${p.rating} (${quantity(p.games, 'en', 'game', 'games')}, ${p.rate}% won)`,
  },
  'ranks.you': { fr: 'Toi : {rank} sur {count}, cote {rating}', en: 'You: {rank} of {count}, rating {rating}' },
  'ranks.youUnranked': {
    fr: (p: { games: number; min: number }) => `Toi : ${quantity(p.games, 'fr', 'partie comptée', 'parties comptées')} ; il en faut ${p.min} pour entrer au classement.`,
    en: (p: { games: number; min: number }) => `You: ${quantity(p.games, 'en', 'counted game', 'counted games')}; ${p.min} are needed to be ranked.`,
  },
  'ranks.footer': {
    fr: (p: { min: number; page: number; pages: number; base: string }) =>
      `Page ${p.page}/${p.pages} · à partir de ${quantity(p.min, 'fr', 'partie', 'parties')} · cote : niveau estimé moins sa marge d’incertitude, ${p.base} au départ`,
    en: (p: { min: number; page: number; pages: number; base: string }) =>
      `Page ${p.page}/${p.pages} · from ${quantity(p.min, 'en', 'game', 'games')} on · rating: estimated skill less its margin of uncertainty, ${p.base} at first`,
  },
  'ranks.previous': { fr: 'Précédente', en: 'Previous' },
  'ranks.next': { fr: 'Suivante', en: 'Next' },
  'ranks.header': { fr: 'Joueur', en: 'Player' },
  'ranks.ratingHeader': { fr: 'Cote', en: 'Rating' },
  'ranks.gamesHeader': { fr: 'Parties', en: 'Games' },
  // The leaderboard by time to move (sort:speed).
  'ranks.titleSpeed': { fr: 'Les plus rapides — {game}', en: 'Fastest to move — {game}' },
  'ranks.emptySpeed': {
    fr: (p: { game: string; min: number }) => `Personne n’a encore ${quantity(p.min, 'fr', 'partie comptée', 'parties comptées')} de ${p.game} avec des coups chronométrés sur ce serveur.`,
    en: (p: { game: string; min: number }) => `Nobody has ${quantity(p.min, 'en', 'counted game', 'counted games')} of ${p.game} with timed moves on this server yet.`,
  },
  'ranks.rowSpeed': {
    fr: (p: { rank: number; name: string; median: string; games: number }) => `${p.rank}. ${p.name} — ${p.median} (${quantity(p.games, 'fr', 'partie', 'parties')})`,
    en: (p: { rank: number; name: string; median: string; games: number }) => `${p.rank}. ${p.name} — ${p.median} (${quantity(p.games, 'en', 'game', 'games')})`,
  },
  'ranks.youSpeed': { fr: 'Toi : {rank} sur {count}, temps médian {median}', en: 'You: {rank} of {count}, median time {median}' },
  'ranks.youNoTimes': {
    fr: (p: { games: number; min: number }) => `Toi : pas encore classé — il faut ${quantity(p.min, 'fr', 'partie comptée', 'parties comptées')} et des coups chronométrés (tu en as ${p.games}).`,
    en: (p: { games: number; min: number }) => `You: not ranked yet — it takes ${quantity(p.min, 'en', 'counted game', 'counted games')} and timed moves (you have ${p.games}).`,
  },
  'ranks.footerSpeed': {
    fr: (p: { min: number; page: number; pages: number; turns: number }) =>
      `Page ${p.page}/${p.pages} · à partir de ${quantity(p.min, 'fr', 'partie', 'parties')} · temps médian pour jouer sur les ${p.turns} derniers tours, les plus rapides d’abord`,
    en: (p: { min: number; page: number; pages: number; turns: number }) =>
      `Page ${p.page}/${p.pages} · from ${quantity(p.min, 'en', 'game', 'games')} on · median time to move over the last ${p.turns} turns, fastest first`,
  },
  'ranks.medianHeader': { fr: 'Médiane', en: 'Median' },
  'ranks.pageGone': { fr: 'Cette page n’existe plus : le classement a changé. Voici la dernière.', en: 'That page is gone: the leaderboard changed. Here is the last one.' },

  // ---- replays ----
  'replay.title': { fr: 'Revoir la partie — coup {move} sur {total}', en: 'Replay — move {move} of {total}' },
  'replay.titleStart': { fr: 'Revoir la partie — avant le premier coup ({total} coups)', en: 'Replay — before the first move ({total} moves)' },
  'replay.running': { fr: 'Partie en cours : le dernier coup montré est le coup actuel.', en: 'Game under way: the last move shown is the current one.' },
  'replay.moveBy': { fr: 'Coup {move} : {player}', en: 'Move {move}: {player}' },
  'replay.jump': { fr: 'Aller au coup…', en: 'Jump to a move…' },
  'replay.option': { fr: 'Coup {move}', en: 'Move {move}' },
  'replay.optionStart': { fr: 'Début de la partie', en: 'Start of the game' },
  'replay.entries': { fr: 'Ce coup sur le tableau d’affichage', en: 'This move on the message board' },
  'replay.entriesStart': { fr: 'Sur le tableau d’affichage', en: 'On the message board' },
  'replay.noEntries': { fr: 'Ce coup n’a rien écrit sur le tableau d’affichage.', en: 'This move wrote nothing on the message board.' },
  'replay.noEntriesStart': { fr: 'Le tableau d’affichage est encore vide.', en: 'The message board is still empty.' },
  'replay.goTo': { fr: 'Aller au coup…', en: 'Go to move…' },
  'replay.formTitle': { fr: 'Aller à un coup', en: 'Go to a move' },
  'replay.formField': { fr: 'Numéro du coup, de 0 à {total}', en: 'Move number, from 0 to {total}' },
  'replay.badMove': {
    fr: '« {text} » n’est pas un numéro de coup de cette partie : donne un nombre entier de 0 à {total}.',
    en: '“{text}” is not a move number of this game: give a whole number from 0 to {total}.',
  },
  'replay.first': { fr: 'Début', en: 'Start' },
  'replay.previous': { fr: 'Précédent', en: 'Previous' },
  'replay.next': { fr: 'Suivant', en: 'Next' },
  'replay.last': { fr: 'Fin', en: 'End' },
  'replay.beyond': {
    fr: 'Ce coup n’a pas encore été joué : la partie en est au coup {current}. Rien de ce qui est caché n’est montré.',
    en: 'That move has not been played yet: the game is at move {current}. Nothing hidden is shown.',
  },
  // A move past the last of a game that is over (it never will be played).
  'replay.beyondEnd': {
    fr: 'Cette partie s’est terminée au coup {current} : il n’y a pas de coup {move}.',
    en: 'This game ended at move {current}: there is no move {move}.',
  },
  'replay.lobby': { fr: 'Cette partie n’a pas commencé : rien à revoir.', en: 'This game has not started: there is nothing to replay.' },
  'button.replay': { fr: 'Revoir', en: 'Replay' },
  'button.animation': { fr: 'Animation', en: 'Animation' },
  'animation.posted': {
    fr: (p: { frames: number; by: string }) => `Animation de la partie, une image par tour (${p.frames} images), demandée par ${p.by}.`,
    en: (p: { frames: number; by: string }) => `The whole game, one frame per turn (${p.frames} frames), asked for by ${p.by}.`,
  },
  'animation.notEnded': { fr: 'L’animation se fait une fois la partie terminée.', en: 'The animation is made once the game has ended.' },
  'animation.failed': { fr: 'L’animation n’a pas pu être faite. Réessaie plus tard.', en: 'The animation could not be made. Try again later.' },
  'animation.noMove': { fr: 'Aucun coup n’a été joué dans cette partie : il n’y a rien à animer.', en: 'No move was played in this game: there is nothing to animate.' },
  'animation.busy': { fr: 'L’animation de cette partie est déjà en route.', en: 'The animation of this game is already on its way.' },
  // ---- time to move (issue 30) ----
  // A person's moves (a Jass card, a ChaCuN tile…), not the game's turns (a Jass deal). `sampled`:
  // the moves timed; under ten, "9 in 10" means nothing: the longest is said instead.
  'stats.turnTime': {
    fr: (p: { median: string; p90: string; longest: string; sampled: number; turns: number; share: string }) =>
      `Temps pour jouer un coup : ${p.sampled === 1 ? p.median : p.sampled < 10 ? `médiane ${p.median}, le plus long ${p.longest}` : `médiane ${p.median}, 9 coups sur 10 en moins de ${p.p90}`} (sur ${quantity(p.turns, 'fr', 'coup', 'coups')}) · joués par la pendule : ${p.share} %`,
    en: (p: { median: string; p90: string; longest: string; sampled: number; turns: number; share: string }) =>
      `Time to play a move: ${p.sampled === 1 ? p.median : p.sampled < 10 ? `median ${p.median}, longest ${p.longest}` : `median ${p.median}, 9 moves in 10 within ${p.p90}`} (over ${quantity(p.turns, 'en', 'move', 'moves')}) · played by the clock: ${p.share}%`,
  },
  'games.seatMedians': { fr: '⏱️ Temps médian pour jouer : {list}', en: '⏱️ Median time to move: {list}' },
} as const satisfies CatalogShape;
