/**
 * What a game's Discord side uses of discord.js, re-exported: games name the platform, never
 * discord.js itself, so that the library is met in one layer and upgraded in one place.
 */
export { ApplicationCommandOptionType, ButtonStyle, ComponentType, MessageFlags, TextInputStyle } from 'discord.js';
export type {
  APIApplicationCommandBasicOption,
  APIButtonComponentWithCustomId,
  APIEmbed,
  APISelectMenuOption,
  APIStringSelectComponent,
  ApplicationCommandOptionChoiceData,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  RepliableInteraction,
} from 'discord.js';
