import { ApplicationCommandOptionType, ApplicationCommandType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { words } from '../command-words.ts';

/** The platform's command for a player's own settings (fr: /réglages). */
export const SETTINGS_COMMAND = 'settings';

/** Its options. */
export const SETTINGS_OPTIONS = { dm: 'dm_reminders', language: 'dm_language', away: 'away', zone: 'time_zone', quiet: 'quiet_hours' } as const;

/** /settings [dm_reminders] [dm_language] [away] [time_zone] [quiet_hours]: as Discord takes it. */
export function settingsCommandDefinition(): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(SETTINGS_COMMAND, 'réglages', 'Your settings: reminders by direct message, away time, quiet hours', 'Tes réglages : rappels par message privé, absences, heures calmes'),
    contexts: [InteractionContextType.Guild, InteractionContextType.BotDM],
    options: [
      {
        type: ApplicationCommandOptionType.Boolean,
        ...words(SETTINGS_OPTIONS.dm, 'rappels_privés', 'Also remind me by direct message when a game waits for me', 'Me rappeler aussi par message privé quand une partie m’attend'),
      },
      {
        type: ApplicationCommandOptionType.String,
        ...words(SETTINGS_OPTIONS.language, 'langue_privée', 'Language of my direct messages (default: the game’s)', 'Langue de mes messages privés (par défaut : celle de la partie)'),
        choices: [
          { name: 'Français', value: 'fr' },
          { name: 'English', value: 'en' },
          { name: 'As the game', name_localizations: { fr: 'Comme la partie' }, value: 'game' },
        ],
      },
      {
        type: ApplicationCommandOptionType.String,
        ...words(SETTINGS_OPTIONS.away, 'absence', 'Away: a number of days, a date (2026-12-24) or 0 to come back; 14 days a month at most', 'Absence : un nombre de jours, une date (2026-12-24) ou 0 pour revenir ; 14 jours par mois au plus'),
        max_length: 32,
      },
      {
        type: ApplicationCommandOptionType.String,
        ...words(SETTINGS_OPTIONS.zone, 'fuseau_horaire', 'My time zone, e.g. Europe/Zurich (for quiet hours and dates)', 'Mon fuseau horaire, par ex. Europe/Zurich (heures calmes et dates)'),
        max_length: 64,
        autocomplete: true,
      },
      {
        type: ApplicationCommandOptionType.String,
        ...words(SETTINGS_OPTIONS.quiet, 'heures_calmes', 'When reminders wait, e.g. 22:00-08:00 (off: never)', 'Quand les rappels attendent, par ex. 22:00-08:00 (off : jamais)'),
        max_length: 32,
      },
    ],
  };
}
