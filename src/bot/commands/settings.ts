import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  MessageFlags,
  type ChatInputCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { tc } from '../../i18n/clock-catalog.ts';
import { isLocale } from '../../i18n/locale.ts';
import type { UserSettings } from '../../session/user-settings.ts';
import { words } from '../command-words.ts';
import type { BotContext } from '../context.ts';
import type { CommandHandler } from '../handler.ts';
import { sayPrivately, sendPrivate, userLocale } from '../replies.ts';
import { BRAND_COLOR } from '../views/common.ts';

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

/** /settings: shows the caller's settings, changing those given as options first. Private. */
export const settingsCommand = {
  name: SETTINGS_COMMAND,
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const store = ctx.userSettings;
    if (store === undefined) {
      await sayPrivately(interaction, tc(locale, 'settings.unavailable'));
      return;
    }
    const dm = interaction.options.getBoolean(SETTINGS_OPTIONS.dm);
    const language = interaction.options.getString(SETTINGS_OPTIONS.language);
    if (language !== null && language !== 'game' && !isLocale(language)) {
      await sayPrivately(interaction, tc(locale, 'settings.badLanguage'));
      return;
    }
    const change: { -readonly [K in keyof UserSettings]?: UserSettings[K] } = {};
    if (dm !== null) change.dmReminders = dm;
    if (language !== null) change.dmLocale = language === 'game' ? null : language;
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const result = Object.keys(change).length === 0 ? await store.get(interaction.user.id) : await store.update(interaction.user.id, change);
    if (!result.ok) {
      ctx.log.warn('settings unavailable', { user: interaction.user.id, detail: result.error });
      await sendPrivate(interaction, { content: tc(locale, 'settings.unavailable'), embeds: [], components: [] });
      return;
    }
    const shown = tc(locale, 'settings.show', { dm: result.value.dmReminders, language: result.value.dmLocale ?? '' });
    const saved = Object.keys(change).length === 0 ? '' : `${tc(locale, 'settings.saved')}\n\n`;
    await sendPrivate(interaction, { embeds: [{ title: tc(locale, 'settings.title'), description: saved + shown, color: BRAND_COLOR }], components: [] });
  },
} satisfies CommandHandler;
