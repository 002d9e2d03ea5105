import { ApplicationCommandOptionType, ApplicationCommandType, InteractionContextType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { words } from '../command-words.ts';

/** The platform's command for a player's own settings (fr: /réglages). */
export const SETTINGS_COMMAND = 'settings';

/** Its options. */
export const SETTINGS_OPTIONS = { dm: 'dm_reminders', language: 'dm_language' } as const;

/** /settings [dm_reminders] [dm_language]: as Discord takes it. */
export function settingsCommandDefinition(): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...words(SETTINGS_COMMAND, 'réglages', 'Your settings: reminders by direct message', 'Tes réglages : rappels par message privé'),
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
    ],
  };
}

