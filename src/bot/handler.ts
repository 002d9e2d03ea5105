import type { AutocompleteInteraction, ButtonInteraction, ChatInputCommandInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { BotContext } from './context.ts';
import type { CustomIdKind, CustomIdOf } from './custom-id.ts';

/** The handler of one subcommand of a game's command (and of its autocomplete, if it has any). */
export interface CommandHandler {
  /** The subcommand's English name. */
  readonly name: string;
  readonly run: (interaction: ChatInputCommandInteraction, ctx: BotContext) => Promise<void>;
  readonly autocomplete?: (interaction: AutocompleteInteraction, ctx: BotContext) => Promise<void>;
}

/** A click on one of the bot's components: a button or a string select. */
export type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** The handler of one kind of component (button or select), given its decoded custom id. */
export interface ComponentHandler<K extends CustomIdKind> {
  readonly kind: K;
  readonly run: (interaction: ComponentInteraction, id: CustomIdOf<K>, ctx: BotContext) => Promise<void>;
}

/** The handler of the submission of a modal the bot opened (its custom id is decoded like a component's). */
export interface ModalHandler<K extends CustomIdKind> {
  readonly kind: K;
  readonly run: (interaction: ModalSubmitInteraction, id: CustomIdOf<K>, ctx: BotContext) => Promise<void>;
}

/** A modal handler of any kind. */
export type AnyModalHandler = { [K in CustomIdKind]: ModalHandler<K> }[CustomIdKind];

/** A component handler of any kind (the registry lists them). */
export type AnyComponentHandler = { [K in CustomIdKind]: ComponentHandler<K> }[CustomIdKind];
