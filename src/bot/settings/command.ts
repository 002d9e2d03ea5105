import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { tc } from '../../i18n/clock-catalog.ts';
import { isLocale } from '../../i18n/locale.ts';
import type { UserSettings } from '../../session/user-settings.ts';
export { SETTINGS_COMMAND } from './definition.ts';
import { SETTINGS_COMMAND, SETTINGS_OPTIONS } from './definition.ts';
import type { BotContext } from '../context.ts';
import type { CommandHandler } from '../handler.ts';
import { sayPrivately, sendPrivate, userLocale } from '../replies.ts';
import { BRAND_COLOR } from '../chrome/common.ts';

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
