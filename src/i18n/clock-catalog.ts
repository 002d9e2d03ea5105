import { AWAY_CATALOG } from './away-catalog.ts';
import { CATALOG } from './catalog.ts';
import { aiOfLevel } from './levels.ts';
import { mergeCatalogs, translator } from './translator.ts';

/** A duration as players read it: "12 h", "3 days", "45 min". */
function duration(ms: number, fr: boolean): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48 || hours % 24 !== 0) return `${hours} h`;
  const days = hours / 24;
  return fr ? `${days} jour${days > 1 ? 's' : ''}` : `${days} day${days > 1 ? 's' : ''}`;
}

/**
 * Texts of reminders, turn clocks, hand-overs to AI players and /settings, both languages side
 * by side (players are addressed with "tu"). Merged with the platform's catalog into `t` below.
 */
export const CLOCK_CATALOG = {
  'clock.duration': {
    fr: (p: { ms: number }) => duration(p.ms, true),
    en: (p: { ms: number }) => duration(p.ms, false),
  },
  'clock.level': {
    fr: (p: { level: string }) => (p.level === 'auto' ? 'coup automatique simple' : aiOfLevel(p.level, 'fr')),
    en: (p: { level: string }) => (p.level === 'auto' ? 'simple automatic move' : aiOfLevel(p.level, 'en')),
  },
  'clock.reminder': {
    fr: '⏰ {mentions} : à toi de jouer à {game} depuis {elapsed}. {link}',
    en: '⏰ {mentions}: your move in {game}, waiting for {elapsed}. {link}',
  },
  'clock.reminderLeft': {
    fr: 'Il reste {left} avant le coup automatique.',
    en: '{left} left before the move is played automatically.',
  },
  'clock.reminderLink': {
    fr: '[Aller au tour]({url})',
    en: '[Go to the turn]({url})',
  },
  'clock.reminderDm': {
    fr: '⏰ Ta partie de {game} t’attend dans {channel} depuis {elapsed} : {url}',
    en: '⏰ Your game of {game} in {channel} has been waiting for you for {elapsed}: {url}',
  },
  'clock.timeout': {
    fr: '⌛ Temps écoulé pour **{name}** : son coup a été joué à sa place ({by}). Dépassement {count} sur {max} d’affilée.',
    en: '⌛ Time is up for **{name}**: their move was played for them ({by}). Timeout {count} of {max} in a row.',
  },
  'clock.handedOver': {
    fr: '🤖 La place de **{name}** est désormais jouée par **{ai}** ({level}) jusqu’à la fin de la partie.',
    en: '🤖 **{name}**’s seat is now played by **{ai}** ({level}) until the end of the game.',
  },
  'clock.notesTitle': { fr: 'Pendule', en: 'Turn clock' },
  'clock.noteTimeout': {
    fr: 'Temps écoulé pour {name} au coup {move} : son coup a été joué à sa place.',
    en: 'Time ran out for {name} at move {move}: their move was played for them.',
  },
  'clock.noteHandOver': {
    fr: 'La place de {name} est passée à un robot au coup {move}.',
    en: '{name}’s seat was handed to an AI at move {move}.',
  },
  'clock.handOverButton': {
    fr: 'Confier la place de {name} à un robot',
    en: 'Hand {name}’s seat to an AI',
  },
  'clock.voteOpen': {
    fr: '🗳️ {proposer} propose de confier la place de **{name}** à un robot. Il faut l’accord de toute la table : on attend {missing}.',
    en: '🗳️ {proposer} proposes to hand **{name}**’s seat to an AI. Everyone else at the table must agree: waiting for {missing}.',
  },
  'clock.voteYes': { fr: 'D’accord', en: 'Agree' },
  'clock.voteNo': { fr: 'Refuser', en: 'Refuse' },
  'clock.voteRefused': {
    fr: '🗳️ {voter} refuse : **{name}** garde sa place.',
    en: '🗳️ {voter} refused: **{name}** keeps their seat.',
  },
  'clock.voteCounted': {
    fr: 'C’est noté. On attend encore {missing}.',
    en: 'Noted. Still waiting for {missing}.',
  },
  'clock.notVoter': {
    fr: 'Seules les autres personnes de la table votent sur cette place.',
    en: 'Only the other people at the table vote on this seat.',
  },
  'clock.noVote': {
    fr: 'Il n’y a plus de vote en cours sur cette place.',
    en: 'There is no vote under way on this seat any more.',
  },
  'clock.alreadyAi': {
    fr: 'Cette place est déjà jouée par un robot.',
    en: 'That seat is already played by an AI.',
  },
  'clock.handOverDone': {
    fr: 'C’est fait.',
    en: 'Done.',
  },
  'clock.summary': {
    fr: (p: { reminders: string; limit: string; by: string }) =>
      `⏰ ${p.reminders === '' ? 'Pas de rappels' : `Rappels toutes les ${p.reminders}`} · ⌛ ${p.limit === '' ? 'pas de limite de temps' : `${p.limit} par coup, puis ${p.by}`}`,
    en: (p: { reminders: string; limit: string; by: string }) =>
      `⏰ ${p.reminders === '' ? 'No reminders' : `Reminders every ${p.reminders}`} · ⌛ ${p.limit === '' ? 'no time limit' : `${p.limit} per move, then ${p.by}`}`,
  },
  'settings.title': { fr: 'Tes réglages', en: 'Your settings' },
  'settings.show': {
    fr: (p: { dm: boolean; language: string }) =>
      `Rappels par message privé : **${p.dm ? 'oui' : 'non'}**\nLangue des messages privés : **${p.language === '' ? 'celle de la partie' : p.language === 'en' ? 'anglais' : p.language === 'fr' ? 'français' : p.language}**`,
    en: (p: { dm: boolean; language: string }) =>
      `Reminders by direct message: **${p.dm ? 'on' : 'off'}**\nLanguage of direct messages: **${p.language === '' ? 'the game’s' : p.language === 'en' ? 'English' : p.language === 'fr' ? 'French' : p.language}**`,
  },
  'settings.saved': { fr: 'Réglages enregistrés.', en: 'Settings saved.' },
  'settings.badLanguage': {
    fr: 'Langue inconnue : choisis fr ou en.',
    en: 'Unknown language: choose fr or en.',
  },
  'settings.unavailable': {
    fr: 'Tes réglages ne peuvent pas être lus ni enregistrés pour le moment : réessaie dans un instant.',
    en: 'Your settings cannot be read or saved right now: try again in a moment.',
  },
  'clock.badChoice': {
    fr: 'Ce choix de temps n’existe pas : {values}.',
    en: 'That time choice does not exist: {values}.',
  },
  'clock.due': {
    fr: '⌛ Ce coup doit être joué <t:{at}:R>.',
    en: '⌛ Move due <t:{at}:R>.',
  },
  'clock.dueQuiet': {
    fr: '⌛ Ce coup doit être joué <t:{at}:R> (les heures calmes ne comptent pas).',
    en: '⌛ Move due <t:{at}:R> (quiet hours do not count).',
  },
  'clock.dueLoses': {
    fr: '⌛ Ce coup doit être joué <t:{at}:R>, sinon la partie est perdue.',
    en: '⌛ Move due <t:{at}:R>, or the game is lost.',
  },
  'clock.stopped': {
    fr: '⌛ Pendule arrêtée : il reste {left} pour ce coup.',
    en: '⌛ Clock stopped: {left} left for this move.',
  },
  'clock.lost': {
    fr: '⌛ Temps écoulé pour **{name}** : dans un tournoi, la partie est perdue. Sa place joue désormais le coup automatique.',
    en: '⌛ Time is up for **{name}**: in a tournament, that loses the game. Their seat plays the automatic move from now on.',
  },
  'clock.noteLost': {
    fr: 'Temps écoulé pour {name} au coup {move} : partie perdue (règle du tournoi).',
    en: 'Time ran out for {name} at move {move}: game lost (the tournament’s rule).',
  },
  'clock.reminderLeftLoses': {
    fr: 'Il reste {left} : passé ce délai, la partie est perdue.',
    en: '{left} left: past that, the game is lost.',
  },
} as const;

/** The platform's texts and these, as one catalog. */
export const CLOCK_TEXTS = mergeCatalogs(mergeCatalogs(CATALOG, CLOCK_CATALOG), AWAY_CATALOG);

/** The `t` of the clock's texts (and the platform's). */
export const tc = translator(CLOCK_TEXTS);
