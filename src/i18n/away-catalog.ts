/**
 * Texts of away time, quiet hours and time zones in /settings, of the away notes on seats, both
 * languages side by side (players are addressed with "tu"). Merged into the clock's catalog.
 * Times are Discord timestamps (`<t:…>`), which every reader sees in their own zone.
 */
import { formatNumber } from './numbers.ts';

const days = (value: number, locale: 'fr' | 'en') => formatNumber(value, locale, { decimals: Number.isInteger(value) ? 0 : 1 });

export const AWAY_CATALOG = {
  'away.show': {
    fr: (p: { zone: string; quiet: string; away: number | null }) =>
      `Fuseau horaire : **${p.zone === '' ? 'UTC (aucun choisi)' : p.zone}**\nHeures calmes : **${p.quiet === '' ? 'aucune' : `${p.quiet} (heure locale)`}**\nAbsence : **${p.away === null ? 'aucune' : `jusqu’au <t:${p.away}:f> (<t:${p.away}:R>)`}**`,
    en: (p: { zone: string; quiet: string; away: number | null }) =>
      `Time zone: **${p.zone === '' ? 'UTC (none chosen)' : p.zone}**\nQuiet hours: **${p.quiet === '' ? 'none' : `${p.quiet} (local time)`}**\nAway: **${p.away === null ? 'no' : `until <t:${p.away}:f> (<t:${p.away}:R>)`}**`,
  },
  'away.capNote': {
    fr: (p: { days: number; used: number }) => `Absences ce mois-ci : ${days(p.used, 'fr')} jour${p.used >= 2 ? 's' : ''} sur ${p.days}.`,
    en: (p: { days: number; used: number }) => `Away this month: ${days(p.used, 'en')} of ${p.days} day${p.days === 1 ? '' : 's'}.`,
  },
  'away.started': {
    fr: 'Absence enregistrée jusqu’au <t:{until}:f> : les pendules de tes parties s’arrêtent, sans rappels ni temps écoulé. Joue un coup ou choisis `absence:0` pour revenir plus tôt.',
    en: 'Away until <t:{until}:f>: the clocks of your games stop, with no reminders and no timeouts. Play a move or choose `away:0` to come back earlier.',
  },
  'away.strictRuns': {
    fr: 'Sauf les parties de tournoi : leur pendule continue de tourner, et le temps écoulé y fait perdre la partie.',
    en: 'Except tournament games: their clocks keep running, and running out of time there loses the game.',
  },
  'away.strictGames': {
    fr: 'Tes parties de tournoi en cours ici : {games}.',
    en: 'Your tournament games under way here: {games}.',
  },
  'away.ended': {
    fr: 'Te revoilà : les pendules de tes parties repartent.',
    en: 'Welcome back: the clocks of your games run again.',
  },
  'away.notAway': {
    fr: 'Aucune absence en cours : rien n’a changé.',
    en: 'You were not away: nothing changed.',
  },
  'away.malformed': {
    fr: 'Absence illisible : donne un nombre de jours (`3`), une date (`2026-12-24` ou `2026-12-24 18:00`, à ton heure) ou `0` pour revenir. Rien n’a changé.',
    en: 'Unreadable away time: give a number of days (`3`), a date (`2026-12-24` or `2026-12-24 18:00`, your time) or `0` to come back. Nothing changed.',
  },
  'away.past': {
    fr: 'Cette date est déjà passée : rien n’a changé.',
    en: 'That date is already past: nothing changed.',
  },
  'away.overCap': {
    fr: (p: { days: number; month: string; used: number }) =>
      `Au plus ${p.days} jours d’absence par mois : en ${p.month}, tu en as déjà pris ${days(p.used, 'fr')}. Choisis une absence plus courte. Rien n’a changé.`,
    en: (p: { days: number; month: string; used: number }) =>
      `At most ${p.days} days away per month: in ${p.month} you have already taken ${days(p.used, 'en')}. Choose a shorter time away. Nothing changed.`,
  },
  'away.badZone': {
    fr: 'Fuseau horaire inconnu : donne un nom IANA comme `Europe/Zurich` ou `America/New_York` (les suggestions en proposent). Rien n’a changé.',
    en: 'Unknown time zone: give an IANA name such as `Europe/Zurich` or `America/New_York` (the suggestions offer some). Nothing changed.',
  },
  'away.badQuiet': {
    fr: 'Heures calmes illisibles : donne une période comme `22:00-08:00`, ou `off` pour n’en avoir aucune. Rien n’a changé.',
    en: 'Unreadable quiet hours: give a period such as `22:00-08:00`, or `off` for none. Nothing changed.',
  },
  'away.emptyQuiet': {
    fr: 'Ces heures calmes commencent à l’heure où elles finissent : donne deux heures différentes, comme `22:00-08:00`, ou `off` pour n’en avoir aucune. Rien n’a changé.',
    en: 'These quiet hours start when they end: give two different times, such as `22:00-08:00`, or `off` for none. Nothing changed.',
  },
  'away.seat': {
    fr: '🏝️ {name} : absence jusqu’au <t:{until}:f>, pendule arrêtée.',
    en: '🏝️ {name} is away until <t:{until}:f>: their clock is stopped.',
  },
  'away.seatStrict': {
    fr: '🏝️ {name} : absence jusqu’au <t:{until}:f>, mais la pendule d’un tournoi ne s’arrête pas.',
    en: '🏝️ {name} is away until <t:{until}:f>, but a tournament’s clock does not stop.',
  },
  'away.listed': {
    fr: '🏝️ {name} : absence jusqu’au <t:{until}:f>',
    en: '🏝️ {name} away until <t:{until}:f>',
  },
  'away.change': {
    fr: 'Change-les avec les options de la commande.',
    en: 'Change them with the command’s options.',
  },
  'away.quietPausesNote': {
    fr: '🌙 les heures calmes arrêtent la pendule',
    en: '🌙 quiet hours pause the clock',
  },
} as const;
