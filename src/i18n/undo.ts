import type { CatalogShape } from './translator.ts';

/**
 * The platform's texts about undo (merged into the platform catalog): the buttons, the refusals,
 * the request to the table and its answers, the public notes and the message board's list.
 */
export const UNDO_CATALOG = {
  'undo.button': { fr: 'Annuler mon dernier coup', en: 'Undo my last move' },
  'undo.back': { fr: 'Revenir en arrière', en: 'Go back' },
  'undo.nothing': {
    fr: 'Tu n’as rien à annuler : tu n’as pas encore joué dans cette partie.',
    en: 'You have nothing to undo: you haven’t played in this game yet.',
  },
  'undo.nextActed': {
    fr: 'Trop tard pour annuler : quelqu’un a joué depuis ton dernier coup.',
    en: 'Too late to undo: someone has played since your last move.',
  },
  'undo.alreadyTakenBack': {
    fr: 'Ce coup a déjà été annulé : ce panneau est dépassé. Rouvre le tien depuis le message du tour.',
    en: 'That move has already been taken back: this panel is out of date. Open yours again from the turn message.',
  },
  'undo.pending': {
    fr: 'Une demande d’annulation attend déjà la réponse de la table dans cette partie.',
    en: 'A request to undo is already waiting for the table in this game.',
  },
  'undo.needsAgreement': {
    fr: 'Ce coup a dévoilé quelque chose de caché : il faut l’accord des autres pour l’annuler.',
    en: 'That move revealed something hidden: the others must agree to undo it.',
  },
  'undo.stale': {
    fr: 'Cette demande d’annulation n’est plus valable : la partie a changé depuis.',
    en: 'This undo request is no longer valid: the game has moved on since.',
  },
  'undo.staleButton': {
    fr: 'Ce choix n’est plus valable : la partie a avancé depuis. Utilise ton dernier panneau.',
    en: 'This choice has expired: the game has moved on. Use your latest panel.',
  },
  'undo.cannotPost': {
    fr: 'Je n’ai pas pu demander l’accord des autres dans ce salon : vérifie que j’ai le droit d’y écrire.',
    en: 'I couldn’t ask the others in this channel: check that I may post there.',
  },
  'undo.done': { fr: 'C’est annulé.', en: 'Undone.' },
  'undo.asked': {
    fr: 'Ce coup a dévoilé quelque chose de caché : j’ai demandé l’accord des autres dans le salon.',
    en: 'That move revealed something hidden: I have asked the others for their agreement in the channel.',
  },
  // One other player is asked with "tu", as every text speaks to a player; several with "vous".
  'undo.request': {
    fr: (p: { player: string; count: number }) =>
      `↩️ ${p.player} voudrait annuler son dernier coup, qui a dévoilé quelque chose de caché. ${p.count === 1 ? 'Es-tu d’accord ?' : 'Êtes-vous d’accord ? Il faut l’accord de tout le monde.'}`,
    en: (p: { player: string; count: number }) =>
      `↩️ ${p.player} would like to undo their last move, which revealed something hidden. ${p.count === 1 ? 'Do you agree?' : 'Do you agree? Everyone must agree.'}`,
  },
  'undo.requestProgress': {
    fr: 'D’accord : {agreed}. On attend encore : {waiting}.',
    en: 'Agreed: {agreed}. Still waiting for: {waiting}.',
  },
  'undo.agree': { fr: 'D’accord', en: 'Agree' },
  'undo.refuse': { fr: 'Refuser', en: 'Refuse' },
  'undo.refused': {
    fr: '✋ {player} a refusé : le coup de {requester} reste joué.',
    en: '✋ {player} refused: {requester}’s move stands.',
  },
  'undo.expired': {
    fr: '⌛ Personne n’a répondu à temps : le coup de {requester} reste joué.',
    en: '⌛ Nobody answered in time: {requester}’s move stands.',
  },
  'undo.closedStale': {
    fr: '⏭️ La partie a continué : la demande de {requester} est close, son coup reste joué.',
    en: '⏭️ The game moved on: {requester}’s request is closed and their move stands.',
  },
  'undo.notAsked': {
    fr: 'Cette demande s’adresse aux autres personnes de la table.',
    en: 'This request is for the other people at the table.',
  },
  'undo.ownRequest': {
    fr: 'C’est ta demande : les autres doivent y répondre.',
    en: 'This is your request: the others answer it.',
  },
  'undo.alreadyAgreed': { fr: 'Tu as déjà donné ton accord.', en: 'You have already agreed.' },
  'undo.voted': { fr: 'Réponse prise en compte.', en: 'Answer noted.' },
  'undo.public': {
    fr: '↩️ {player} a annulé son dernier coup.',
    en: '↩️ {player} took back their last move.',
  },
  'undo.publicAgreed': {
    fr: '↩️ Tout le monde est d’accord : le dernier coup de {player} est annulé.',
    en: '↩️ Everyone agreed: {player}’s last move is taken back.',
  },
  'undo.notesTitle': { fr: 'Coups annulés', en: 'Moves taken back' },
  'undo.note': {
    fr: '{player} a annulé son dernier coup (retour au coup {move}).',
    en: '{player} took back their last move (back to move {move}).',
  },
  'undo.noteAgreed': {
    fr: '{player} a annulé son dernier coup avec l’accord de la table (retour au coup {move}).',
    en: '{player} took back their last move with the table’s agreement (back to move {move}).',
  },
} as const satisfies CatalogShape;
