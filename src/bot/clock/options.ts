import { ApplicationCommandOptionType, type APIApplicationCommandBasicOption, type ChatInputCommandInteraction } from 'discord.js';
import type { AnyGameModule } from '../../games/game.ts';
import { tc } from '../../i18n/clock-catalog.ts';
import { aiOfLevel, capitalised } from '../../i18n/levels.ts';
import type { Locale } from '../../i18n/locale.ts';
import { AUTO_LEVEL, DEFAULT_HAND_OVER_AFTER, LIMIT_CHOICES, REMINDER_CHOICES, type ClockSettings, type LimitChoice, type ReminderChoice } from '../../session/schedule.ts';
import { words } from '../command-words.ts';

/** Names of the time options of every game's `new`. */
export const CLOCK_OPTIONS = { reminders: 'reminders', limit: 'time_limit', level: 'timeout_player', quietPauses: 'quiet_hours_pause' } as const;

/** The reminder choices' names in both languages (the time options of `new` and of `/tournament`). */
export const REMINDER_WORDS: Readonly<Record<ReminderChoice, { en: string; fr: string }>> = {
  off: { en: 'Off', fr: 'Aucun' },
  '1h': { en: 'Every hour', fr: 'Toutes les heures' },
  '6h': { en: 'Every 6 hours', fr: 'Toutes les 6 heures' },
  '12h': { en: 'Every 12 hours (default)', fr: 'Toutes les 12 heures (par défaut)' },
  '24h': { en: 'Every day', fr: 'Tous les jours' },
};

/** The time limit choices' names in both languages. */
export const LIMIT_WORDS: Readonly<Record<LimitChoice, { en: string; fr: string }>> = {
  none: { en: 'None (default)', fr: 'Aucune (par défaut)' },
  '1h': { en: '1 hour per move', fr: '1 heure par coup' },
  '12h': { en: '12 hours per move', fr: '12 heures par coup' },
  '24h': { en: '24 hours per move', fr: '24 heures par coup' },
  '3d': { en: '3 days per move', fr: '3 jours par coup' },
};

/** A choice of who plays a timed-out seat: the simple automatic move, or an AI of a level (normal by default). */
function handOverWords(level: string): { en: string; fr: string } {
  if (level === AUTO_LEVEL) return { en: 'Simple automatic move', fr: 'Coup automatique simple' };
  const byDefault = level === 'normal';
  return { en: `${capitalised(aiOfLevel(level, 'en'))}${byDefault ? ' (default)' : ''}`, fr: `${capitalised(aiOfLevel(level, 'fr'))}${byDefault ? ' (par défaut)' : ''}` };
}

/** The options of `new` for reminders and the turn clock, the same for every game. */
export function clockNewOptions(game: AnyGameModule): APIApplicationCommandBasicOption[] {
  return [
    {
      type: ApplicationCommandOptionType.String,
      ...words(CLOCK_OPTIONS.reminders, 'rappels', 'Remind whoever must play after this long (default 12 h; at most half the time per move)', 'Rappeler qui doit jouer après ce délai (12 h par défaut ; au plus la moitié du temps par coup)'),
      choices: (Object.keys(REMINDER_CHOICES) as ReminderChoice[]).map((key) => ({ name: REMINDER_WORDS[key].en, name_localizations: { fr: REMINDER_WORDS[key].fr }, value: key })),
    },
    {
      type: ApplicationCommandOptionType.String,
      ...words(CLOCK_OPTIONS.limit, 'temps_par_coup', 'Time limit per move (default: none)', 'Temps limite par coup (par défaut : aucun)'),
      choices: (Object.keys(LIMIT_CHOICES) as LimitChoice[]).map((key) => ({ name: LIMIT_WORDS[key].en, name_localizations: { fr: LIMIT_WORDS[key].fr }, value: key })),
    },
    {
      type: ApplicationCommandOptionType.String,
      ...words(CLOCK_OPTIONS.level, 'joueur_au_temps', 'Who plays a move when time is up (default: normal AI)', 'Qui joue le coup quand le temps est écoulé (par défaut : robot moyen)'),
      choices: [AUTO_LEVEL, ...game.ai.levels].map((level) => ({ name: handOverWords(level).en, name_localizations: { fr: handOverWords(level).fr }, value: level })),
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      ...words(CLOCK_OPTIONS.quietPauses, 'pause_heures_calmes', 'Each player’s quiet hours (/settings) pause their clock (default: it runs)', 'Les heures calmes de chaque joueur (/réglages) arrêtent sa pendule (par défaut : elle tourne)'),
    },
  ];
}

/** The clock settings chosen at `new`, or the text refusing a value that is not offered (the command's options can be forged). */
export function readClockSettings(interaction: ChatInputCommandInteraction, game: AnyGameModule, locale: Locale): { readonly ok: true; readonly value: ClockSettings } | { readonly ok: false; readonly error: string } {
  const reminders = interaction.options.getString(CLOCK_OPTIONS.reminders) ?? '12h';
  const limit = interaction.options.getString(CLOCK_OPTIONS.limit) ?? 'none';
  const level = interaction.options.getString(CLOCK_OPTIONS.level) ?? game.ai.defaultLevel;
  if (!Object.hasOwn(REMINDER_CHOICES, reminders)) return { ok: false, error: tc(locale, 'clock.badChoice', { values: Object.keys(REMINDER_CHOICES).join(', ') }) };
  if (!Object.hasOwn(LIMIT_CHOICES, limit)) return { ok: false, error: tc(locale, 'clock.badChoice', { values: Object.keys(LIMIT_CHOICES).join(', ') }) };
  if (level !== AUTO_LEVEL && !game.ai.levels.includes(level)) return { ok: false, error: tc(locale, 'clock.badChoice', { values: [AUTO_LEVEL, ...game.ai.levels].join(', ') }) };
  return {
    ok: true,
    value: {
      reminderMs: REMINDER_CHOICES[reminders as ReminderChoice],
      limitMs: LIMIT_CHOICES[limit as LimitChoice],
      level,
      handOverAfter: DEFAULT_HAND_OVER_AFTER,
      ...(interaction.options.getBoolean(CLOCK_OPTIONS.quietPauses) === true ? { quietPauses: true } : {}),
    },
  };
}
