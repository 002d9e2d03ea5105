import { quantity } from '../../../i18n/lists.ts';
import { translator, type CatalogShape } from '../../../i18n/translator.ts';

/**
 * Scrabble's own texts, both languages side by side: its images' labels, its seats, its turn
 * and end messages, the player's rack panel and the word form, the table judge, its options,
 * its engine's refusals, and its rules and help cards. The platform's texts are in
 * `src/i18n/catalog.ts`. Written as the platform's are: "tu", no gendered words for players,
 * plain spaces that `t` typesets. Every key starts with `sc.` so it never meets a platform key.
 */
export const SCRABBLE_CATALOG = {
  // ---- images ----
  'sc.premium.tw': { fr: 'MT', en: 'TW' },
  'sc.premium.dw': { fr: 'MD', en: 'DW' },
  'sc.premium.tl': { fr: 'LT', en: 'TL' },
  'sc.premium.dl': { fr: 'LD', en: 'DL' },
  'sc.render.ranking': { fr: 'Classement', en: 'Ranking' },
  'sc.render.best': { fr: 'meilleur coup : {word} {points}', en: 'best move: {word} {points}' },
  'sc.render.noBest': { fr: 'aucun mot posé', en: 'no word played' },
  'sc.render.adjustment': { fr: 'lettres restantes {points}', en: 'tiles left {points}' },

  // ---- counts ----
  'sc.points': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'point', 'points'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'point', 'points'),
  },
  'sc.tiles': {
    fr: (p: { count: number }) => quantity(p.count, 'fr', 'lettre', 'lettres'),
    en: (p: { count: number }) => quantity(p.count, 'en', 'tile', 'tiles'),
  },
  'sc.bag': {
    fr: (p: { count: number }) => (p.count === 0 ? 'Le sac est vide.' : `${quantity(p.count, 'fr', 'lettre reste', 'lettres restent')} dans le sac.`),
    en: (p: { count: number }) => (p.count === 0 ? 'The bag is empty.' : `${quantity(p.count, 'en', 'tile', 'tiles')} left in the bag.`),
  },

  // ---- seats: places at the table, taken in order ----
  'sc.seat': { fr: 'Place {n}', en: 'Seat {n}' },
  'sc.export.gcg': { fr: 'la même partie au format GCG, que lisent Quackle et Woogles', en: 'the same game in GCG, the format Quackle and Woogles read' },
  'sc.seat.choose': { fr: 'Choisir une place', en: 'Choose a seat' },
  'sc.seat.free': { fr: 'libre', en: 'free' },
  'sc.seat.takenBy': { fr: 'prise par {player}', en: 'taken by {player}' },
  'sc.seat.taken': { fr: 'Cette place est déjà prise.', en: 'That seat is taken.' },
  'sc.seat.unknown': { fr: 'Cette place n’existe pas : les places sont données dans l’ordre d’arrivée.', en: 'There is no such seat: seats are given in order of arrival.' },
  'sc.seat.pickHint': { fr: 'Les places sont données dans l’ordre d’arrivée.', en: 'Seats are given in order of arrival.' },
  'sc.resign.autoPlay': {
    fr: 'Ta place passera ensuite chacun de ses tours et acceptera les mots des autres jusqu’à la fin.',
    en: 'Your seat will then pass each of its turns and accept the others’ words until the end.',
  },
  'sc.resign.autoPlayPublic': {
    fr: 'sa place passe désormais ses tours et accepte les mots des autres.',
    en: 'that seat now passes its turns and accepts the others’ words.',
  },

  // ---- options of new ----
  'sc.option.words.fr': { fr: 'mots français', en: 'French words' },
  'sc.option.words.en': { fr: 'mots anglais', en: 'English words' },
  'sc.option.judge.dictionary': { fr: 'jugés par le dictionnaire', en: 'judged by the dictionary' },
  'sc.option.judge.table': { fr: 'jugés par la table', en: 'judged by the table' },
  'sc.option.describe': { fr: '{words}, {judge}', en: '{words}, {judge}' },

  // ---- what happened, in words ----
  'sc.move.play': { fr: '{player} : {word} en {position}, {points}', en: '{player}: {word} at {position}, {points}' },
  'sc.move.bingo': { fr: 'Scrabble ! (+50)', en: 'Bingo! (+50)' },
  'sc.move.alsoWords': { fr: 'aussi : {words}', en: 'also: {words}' },
  'sc.move.exchange': { fr: '{player} a échangé {tiles}.', en: '{player} exchanged {tiles}.' },
  'sc.move.exchangeOwn': { fr: '{player} a échangé {tiles} : {letters}.', en: '{player} exchanged {tiles}: {letters}.' },
  'sc.move.pass': { fr: '{player} a passé son tour.', en: '{player} passed.' },
  'sc.move.withdrawn': {
    fr: '{player} : {word} en {position} a été contesté et repris.',
    en: '{player}: {word} at {position} was contested and taken back.',
  },

  // ---- the turn message ----
  'sc.turn.title': { fr: 'Tour {turn} — {player}', en: 'Turn {turn} — {player}' },
  'sc.turn.yours': { fr: '{player}, à toi de jouer !', en: '{player}, your turn!' },
  'sc.turn.bot': { fr: '🤖 {player} réfléchit…', en: '🤖 {player} is thinking…' },
  'sc.turn.last': { fr: 'Dernier coup', en: 'Last move' },
  'sc.turn.first': { fr: 'Premier coup : le mot doit couvrir la case centrale H8.', en: 'First move: the word must cover the centre square H8.' },
  'sc.turn.scores': { fr: 'Scores', en: 'Scores' },
  'sc.turn.judgeTitle': { fr: 'Tour {turn} — mot proposé par {player}', en: 'Turn {turn} — word proposed by {player}' },
  'sc.turn.judge': {
    fr: '{players} : acceptez ou contestez le coup de {player}.',
    en: '{players}: accept or contest {player}’s move.',
  },
  'sc.turn.judgeOne': {
    fr: '{players} : accepte ou conteste le coup de {player}.',
    en: '{players}: accept or contest {player}’s move.',
  },
  'sc.turn.judgeBots': { fr: '🤖 {players} examine le coup…', en: '🤖 {players} is checking the move…' },
  'sc.turn.proposed': { fr: 'Coup proposé — {move}', en: 'Proposed move — {move}' },
  'sc.turn.proposedWords': { fr: 'Mots formés : {words}', en: 'Words formed: {words}' },
  'sc.turn.waiting': { fr: 'En attente de : {players}', en: 'Waiting for: {players}' },
  'sc.board.title': { fr: 'Plateau — tour {turn}', en: 'Board — turn {turn}' },
  'sc.board.titleOver': {
    fr: (p: { turns: number }) => `Plateau final — ${quantity(p.turns, 'fr', 'tour joué', 'tours joués')}`,
    en: (p: { turns: number }) => `Final board — ${quantity(p.turns, 'en', 'turn played', 'turns played')}`,
  },
  'sc.board.toPlay': { fr: 'À {player} de jouer.', en: '{player} to play.' },

  // ---- buttons ----
  'sc.button.play': { fr: 'Jouer', en: 'Play' },
  'sc.button.word': { fr: 'Poser un mot', en: 'Play a word' },
  'sc.button.pass': { fr: 'Passer', en: 'Pass' },
  'sc.button.passConfirm': { fr: 'Oui, passer', en: 'Yes, pass' },
  'sc.button.shuffle': { fr: 'Mélanger', en: 'Shuffle' },
  'sc.button.confirm': { fr: 'Valider', en: 'Confirm' },
  'sc.button.back': { fr: 'Retour', en: 'Back' },
  'sc.button.accept': { fr: 'Accepter', en: 'Accept' },
  'sc.button.contest': { fr: 'Contester', en: 'Contest' },
  'sc.exchange.placeholder': { fr: 'Échanger des lettres…', en: 'Exchange tiles…' },
  'sc.exchange.blank': { fr: 'joker', en: 'blank' },

  // ---- the rack panel ----
  'sc.panel.title': { fr: 'Ton chevalet', en: 'Your rack' },
  'sc.panel.letters': { fr: 'Tes lettres : {letters}', en: 'Your tiles: {letters}' },
  'sc.panel.hint': {
    fr: 'Pose un mot avec sa position : 8H pour un mot horizontal (ligne 8, colonne H), H8 pour un mot vertical. Tape les jokers en minuscules.',
    en: 'Play a word with its position: 8H for a word across (row 8, column H), H8 for a word down. Type blanks in lower case.',
  },
  'sc.panel.noExchange': {
    fr: 'Le sac n’a plus assez de lettres pour un échange (il en faut 7).',
    en: 'The bag holds too few tiles to exchange (7 are needed).',
  },
  'sc.panel.played': { fr: 'Mot posé.', en: 'Word played.' },
  'sc.panel.exchanged': { fr: 'Lettres échangées.', en: 'Tiles exchanged.' },
  'sc.panel.passed': { fr: 'Tu as passé ton tour.', en: 'You passed your turn.' },
  'sc.panel.pending': {
    fr: 'Coup posé : les autres doivent maintenant accepter ou contester ton mot.',
    en: 'Move placed: the others must now accept or contest your word.',
  },
  'sc.panel.judged': { fr: 'Ta réponse est enregistrée.', en: 'Your answer is recorded.' },
  'sc.judge.ownMove': {
    fr: 'Ce coup est le tien : ce sont les autres qui l’acceptent ou le contestent. En attente de : {players}.',
    en: 'This move is yours: the others accept or contest it. Waiting for: {players}.',
  },
  'sc.judge.alreadyAccepted': {
    fr: 'Tu as déjà accepté ce coup. En attente de : {players}.',
    en: 'You have already accepted this move. Waiting for: {players}.',
  },
  'sc.modal.title': { fr: 'Poser un mot', en: 'Play a word' },
  'sc.choice.across': { fr: '{position} — horizontal', en: '{position} — across' },
  'sc.choice.down': { fr: '{position} — vertical', en: '{position} — down' },
  'sc.modal.position': { fr: 'Position (8H horizontal, H8 vertical)', en: 'Position (8H across, H8 down)' },
  'sc.modal.word': { fr: 'Mot (jokers en minuscules)', en: 'Word (blanks in lower case)' },
  'sc.preview.title': { fr: 'Aperçu : {word} en {position}', en: 'Preview: {word} at {position}' },
  'sc.preview.points': { fr: 'Ce coup rapporte {points}.', en: 'This move scores {points}.' },
  'sc.preview.words': { fr: 'Mots formés : {words}', en: 'Words formed: {words}' },
  'sc.folded': {
    fr: '{typed} se joue {word} : les lettres du Scrabble n’ont ni accents ni ligatures.',
    en: '{typed} is played as {word}: Scrabble tiles have no accents or ligatures.',
  },
  'sc.preview.confirm': { fr: 'Valide pour le jouer, ou reviens à ton chevalet.', en: 'Confirm to play it, or go back to your rack.' },
  'sc.preview.table': {
    fr: 'Les autres pourront accepter ou contester tes mots.',
    en: 'The others will be able to accept or contest your words.',
  },
  'sc.pass.title': { fr: 'Passer ton tour ?', en: 'Pass your turn?' },
  'sc.pass.confirm': {
    fr: 'Tu ne marques aucun point et gardes tes lettres. Après six tours de suite sans point, la partie s’arrête.',
    en: 'You score nothing and keep your tiles. After six scoreless turns in a row, the game ends.',
  },
  // No question mark: after the letters, "?" would read as a blank exchanged too.
  'sc.exchange.title': { fr: 'Échanger ces lettres : {letters}', en: 'Exchange these tiles: {letters}' },
  'sc.exchange.confirm': {
    fr: 'Ces lettres retournent dans le sac et tu en tires autant. Ton tour sera fini.',
    en: 'These tiles go back into the bag and you draw as many. Your turn will be over.',
  },
  'sc.option.position': { fr: 'position', en: 'position' },
  'sc.badPosition': {
    fr: '« {value} » n’est pas une position : la ligne puis la colonne pour un mot horizontal (8H), la colonne puis la ligne pour un mot vertical (H8).',
    en: '“{value}” is not a position: row then column for a word across (8H), column then row for a word down (H8).',
  },

  // ---- refusals of a move ----
  'sc.error.BAD_POSITION': {
    fr: 'Ce n’est pas une position : la ligne puis la colonne pour un mot horizontal (8H), la colonne puis la ligne pour un mot vertical (H8).',
    en: 'That is not a position: row then column for a word across (8H), column then row for a word down (H8).',
  },
  'sc.error.BAD_WORD': {
    fr: 'Un mot s’écrit avec 2 à 15 lettres de A à Z, accents permis (minuscule pour un joker, un point pour une lettre déjà posée).',
    en: 'A word is 2 to 15 letters A to Z, accents allowed (lower case for a blank, a dot for a tile already on the board).',
  },
  'sc.error.foldedTooLong': {
    fr: '{typed} se joue {word}, soit {count} lettres : un mot en a 15 au plus.',
    en: '{typed} is played as {word}, {count} letters: a word has 15 at most.',
  },
  'sc.error.OFF_BOARD': { fr: 'Ce mot dépasse du plateau.', en: 'That word runs off the board.' },
  'sc.error.SQUARE_TAKEN': {
    fr: "Une case de ce mot porte déjà une autre lettre.",
    en: 'A square of that word already holds another letter.',
  },
  'sc.error.GAP_IN_WORD': { fr: 'Ce mot laisse un trou : une case vide le coupe.', en: 'That word has a gap: an empty square breaks it.' },
  'sc.error.NOT_IN_LINE': { fr: 'Les lettres doivent être sur une même ligne ou colonne.', en: 'The tiles must lie in one row or column.' },
  'sc.error.NOT_WHOLE_WORD': {
    fr: 'Des lettres déjà posées prolongent ce mot : tape le mot entier, depuis sa première lettre.',
    en: 'Tiles already on the board continue that word: type the whole word, from its first letter.',
  },
  'sc.error.NO_NEW_TILE': { fr: 'Ce mot est déjà sur le plateau : pose au moins une lettre.', en: 'That word is already on the board: place at least one tile.' },
  'sc.error.LETTER_NOT_ON_RACK': {
    fr: "Il te manque une lettre de ce mot sur ton chevalet (un joker se tape en minuscule).",
    en: 'A letter of that word is not on your rack (type a blank in lower case).',
  },
  'sc.error.letterMissing': { fr: 'Tu n’as pas de {letter} sur ton chevalet.', en: 'There is no {letter} on your rack.' },
  'sc.error.blankMissing': {
    fr: 'Tu n’as plus de joker pour la minuscule {letter} : une minuscule est un joker, tape les autres lettres en majuscules.',
    en: 'You have no blank left for the lower-case {letter}: lower case marks a blank, so type the other letters in capitals.',
  },
  'sc.error.FIRST_MOVE_NOT_THROUGH_CENTRE': {
    fr: 'Le premier mot doit passer par la case centrale H8.',
    en: 'The first word must cover the centre square H8.',
  },
  'sc.error.NOT_CONNECTED': {
    fr: 'Ce mot ne touche aucune lettre du plateau : il doit s’y raccrocher.',
    en: 'That word touches no tile on the board: it must connect to them.',
  },
  'sc.error.WORD_NOT_IN_LIST': { fr: 'Pas dans la liste de mots : {words}.', en: 'Not in the word list: {words}.' },
  'sc.error.WORD_NOT_IN_LIST_ANY': { fr: 'Un mot formé n’est pas dans la liste de mots.', en: 'A word formed is not in the word list.' },
  'sc.error.BAD_EXCHANGE': { fr: 'Choisis de 1 à 7 lettres de ton chevalet à échanger.', en: 'Pick 1 to 7 tiles of your rack to exchange.' },
  'sc.error.BAG_TOO_SMALL_TO_EXCHANGE': {
    fr: 'Le sac n’a plus assez de lettres pour un échange (il en faut 7).',
    en: 'The bag holds too few tiles to exchange (7 are needed).',
  },
  'sc.error.NOTHING_TO_JUDGE': { fr: 'Aucun coup n’attend de jugement.', en: 'No move is waiting to be judged.' },
  'sc.error.AWAITING_JUDGEMENT': {
    fr: 'Un coup attend encore que les autres l’acceptent ou le contestent.',
    en: 'A move is still waiting for the others to accept or contest it.',
  },
  'sc.error.GAME_OVER': { fr: 'La partie est terminée.', en: 'The game is over.' },
  'sc.error.judging': {
    fr: 'Un coup attend ton jugement : accepte-le ou conteste-le avec les boutons du message de la partie.',
    en: 'A move waits for your judgement: accept or contest it with the buttons of the game message.',
  },

  // ---- the end ----
  'sc.end.out': { fr: '{player} a posé toutes ses lettres, le sac est vide.', en: '{player} played out with the bag empty.' },
  'sc.end.blocked': { fr: 'Six tours sans point de suite : la partie s’arrête.', en: 'Six scoreless turns in a row: the game stops.' },
  'sc.end.adjustments': { fr: 'Lettres restantes', en: 'Tiles left on the racks' },
  'sc.end.adjustment': { fr: '{player} : {points} ({letters})', en: '{player}: {points} ({letters})' },
  'sc.end.adjustmentOut': { fr: '{player} : {points} (lettres des autres)', en: '{player}: {points} (the others’ tiles)' },
  'sc.end.best': { fr: 'Meilleurs coups', en: 'Best moves' },
  'sc.end.noBest': { fr: '{player} : aucun mot posé', en: '{player}: no word played' },
  'sc.end.winner': { fr: '{players} remporte la partie !', en: '{players} wins the game!' },
  'sc.end.winners': { fr: '{players} se partagent la victoire !', en: '{players} share the victory!' },

  // ---- rules and help ----
  'sc.rules.title': { fr: 'Scrabble — les règles en bref', en: 'Scrabble — the rules in short' },
  'sc.rules.intro': {
    fr: 'De 2 à 4 personnes ou robots. Chaque tour, pose un mot sur le plateau, échange des lettres ou passe. Le plus haut score gagne.',
    en: 'For 2 to 4 people or AI players. Each turn, play a word on the board, exchange tiles or pass. The highest score wins.',
  },
  'sc.rules.playTitle': { fr: 'Poser un mot', en: 'Playing a word' },
  'sc.rules.play': {
    fr: 'Les lettres posées forment une seule ligne ou colonne, sans trou, et touchent les lettres déjà posées ; le premier mot couvre la case centrale H8. Tout mot formé, y compris en croix, doit être valable.',
    en: 'The tiles placed lie in one row or column, with no gap, and touch the tiles already on the board; the first word covers the centre H8. Every word formed, cross-words included, must be valid.',
  },
  'sc.rules.scoringTitle': { fr: 'Points', en: 'Scoring' },
  'sc.rules.scoring': {
    fr: 'Chaque mot formé compte la valeur de ses lettres. Les cases LD et LT doublent ou triplent une lettre, MD et MT le mot, seulement sous une lettre que tu viens de poser. Un joker vaut 0. Poser tes 7 lettres d’un coup : +50.',
    en: 'Each word formed scores its letters. DL and TL squares double or triple a letter, DW and TW the word, only under a tile just placed. A blank is worth 0. Playing all 7 tiles at once: +50.',
  },
  'sc.rules.endTitle': { fr: 'Fin de partie', en: 'End of the game' },
  'sc.rules.end': {
    fr: 'La partie s’arrête quand quelqu’un pose sa dernière lettre, le sac vide, ou après six tours sans point de suite. Chacun perd la valeur de ses lettres restantes ; qui a fini gagne celles des autres.',
    en: 'The game ends when someone plays their last tile with the bag empty, or after six scoreless turns in a row. Everyone loses the value of the tiles left; whoever went out gains the others’.',
  },
  'sc.rules.judgeTitle': { fr: 'Qui juge les mots', en: 'Who judges the words' },
  'sc.rules.judge': {
    fr: 'Par défaut, le dictionnaire : un mot absent de la liste est refusé. Avec le juge « table », les autres acceptent ou contestent chaque coup ; un coup contesté est repris et la même personne rejoue.',
    en: 'By default, the dictionary: a word not in the list is refused. With the “table” judge, the others accept or contest each move; a contested move is taken back and played again.',
  },
  'sc.help.title': { fr: 'Jouer au Scrabble avec ce bot', en: 'Playing Scrabble with this bot' },
  'sc.help.intro': {
    fr: 'Ouvre une partie avec /scrabble nouvelle (choisis la langue des mots et le juge), fais rejoindre les autres, puis lance-la.',
    en: 'Open a game with /scrabble new (choose the words’ language and the judge), let the others join, then start it.',
  },
  'sc.help.turnTitle': { fr: 'Ton tour', en: 'Your turn' },
  'sc.help.turn': {
    fr: 'Clique sur Jouer sous le message de la partie : ton chevalet s’affiche, visible par toi uniquement. Pose un mot (position et mot), vérifie l’aperçu et ses points, puis valide. Tu peux aussi échanger des lettres, passer ou mélanger ton chevalet.',
    en: 'Click Play under the game message: your rack shows, to you alone. Play a word (position and word), check the preview and its points, then confirm. You may also exchange tiles, pass or shuffle your rack.',
  },
  'sc.help.positionsTitle': { fr: 'Positions', en: 'Positions' },
  'sc.help.positions': {
    fr: '8H : mot horizontal qui commence ligne 8, colonne H. H8 : mot vertical qui commence colonne H, ligne 8. Les lettres déjà posées se tapent aussi (ou un point). Un joker se tape en minuscule. Les accents et les ligatures disparaissent, comme sur les lettres du jeu : ÉTÉ se joue ETE, ŒUF se joue OEUF.',
    en: '8H: a word across starting at row 8, column H. H8: a word down starting at column H, row 8. Type the tiles already on the board too (or a dot). Type a blank in lower case. Accents and ligatures are dropped, as on the tiles: ÉTÉ is played as ETE, ŒUF as OEUF.',
  },
  'sc.help.commandsTitle': { fr: 'Commandes', en: 'Commands' },
} as const satisfies CatalogShape;

/** The text of a Scrabble key in a language, parameters filled in and typeset (see `translator`). */
export const t = translator(SCRABBLE_CATALOG);
