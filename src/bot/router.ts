import { MessageFlags, type AutocompleteInteraction, type Interaction, type Message, type RepliableInteraction } from 'discord.js';
import { commandMentions } from './mentions.ts';
import { t } from '../i18n/catalog.ts';
import type { BotContext } from './context.ts';
import { decodeCustomId, placeOf, type CustomId } from './custom-id.ts';
import { gamesCommand } from './games-list/command.ts';
import { SETTINGS_COMMAND, settingsCommand } from './settings/command.ts';
import { lfgCommand } from './lfg/command.ts';
import { LFG_COMMAND } from './lfg/definition.ts';
import { GAMES_COMMAND, HELP_COMMAND, LEADERBOARD_COMMAND, platformCommandDefinitions, STATS_COMMAND } from './definitions.ts';
import { runBotHelp } from './info/bot-help.ts';
import { runLeaderboard, runStats } from './stats/commands.ts';
import { TOURNAMENT_COMMAND, tournamentCommand } from './tournament/command.ts';
import type { AnyComponentHandler, AnyModalHandler, CommandHandler } from './handler.ts';
import { commandHandlersOf, componentHandlers, modalHandlers } from './registry.ts';
import { sayPrivately, userLocale } from './replies.ts';
import type { AcknowledgementsFirst } from './interaction-rest.ts';
import { measured, type InteractionTiming } from './timing.ts';

/** Options of the router. */
export interface RouterOptions {
  /** Told what each handled interaction cost (the benchmark listens). */
  readonly onTiming?: (timing: InteractionTiming) => void;
  /** Told when each handler starts and ends (acknowledgements first: see src/bot/interaction-rest.ts). */
  readonly acknowledgements?: Pick<AcknowledgementsFirst, 'began' | 'ended'>;
  /** Handlers to use instead of the registry's (tests). */
  /** Handlers of every game's command, instead of the registry's (tests). */
  readonly commands?: readonly CommandHandler[];
  readonly components?: readonly AnyComponentHandler[];
}

/**
 * Takes every interaction to its handler: each game's command (its shared subcommands and its
 * moves) by name, components by the kind of their decoded custom id (the first matching handler
 * wins). Whatever happens, the user gets
 * an answer: an unknown or foreign component, an error in a handler or a bot shutting down
 * all give a private, translated reply.
 */
export class Router {
  private accepting = true;
  private readonly running = new Set<Promise<void>>();
  private readonly components: readonly AnyComponentHandler[];
  private readonly modals: readonly AnyModalHandler[];
  /** The game whose own components and forms each handler is (the platform's are no game's). */
  private readonly gameOfHandler: ReadonlyMap<AnyComponentHandler | AnyModalHandler, string>;
  /** Each game's context: its manager sees the channel's game only if it is one of that game (see SessionManager.forGame). */
  private readonly gameContexts = new Map<string, BotContext>();

  constructor(
    private readonly ctx: BotContext,
    private readonly options: RouterOptions = {},
  ) {
    this.components = options.components ?? componentHandlers(ctx.games);
    this.modals = modalHandlers(ctx.games);
    this.gameOfHandler = new Map(ctx.games.discords.flatMap((discord) => [...discord.components, ...(discord.modals ?? [])].map((handler) => [handler, discord.game] as const)));
  }

  /**
   * The context a game's handlers work in: every command of a game (its moves and the shared
   * subcommands) and its own controls act on, and show, only games of that game. `/jass undo`
   * in a channel playing tCHu is refused, with the command that would act (OTHER_KIND).
   */
  private contextOf(game: string | undefined): BotContext {
    if (game === undefined) return this.ctx;
    let scoped = this.gameContexts.get(game);
    if (scoped === undefined) {
      scoped = { ...this.ctx, manager: this.ctx.manager.forGame(game) };
      this.gameContexts.set(game, scoped);
    }
    return scoped;
  }

  /** Handles an interaction in the background (its promise is tracked for a clean shutdown). */
  handle(interaction: Interaction): void {
    const { acknowledgements } = this.options;
    acknowledgements?.began(interaction.id);
    const task = this.run(interaction);
    this.running.add(task);
    void task.finally(() => {
      this.running.delete(task);
      acknowledgements?.ended(interaction.id);
    });
  }

  /** Refuses new interactions from now on and waits for those under way. */
  async stop(): Promise<void> {
    this.accepting = false;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Interactions being handled (diagnostics and tests). */
  get busy(): number {
    return this.running.size;
  }

  private async run(interaction: Interaction): Promise<void> {
    const started = performance.now();
    let what = describe(interaction);
    const handle = async (): Promise<void> => {
      try {
        if (!this.accepting) {
          if (interaction.isRepliable()) await sayPrivately(interaction, t(userLocale(interaction), 'bot.restarting'));
          else if (interaction.isAutocomplete()) await interaction.respond([]);
          return;
        }
        what = await this.dispatch(interaction);
      } catch (error) {
        await this.fail(interaction, what, error);
      }
    };
    const { onTiming } = this.options;
    // Phases are measured through async context, a cost on every promise: only for a listener.
    if (onTiming === undefined) return handle();
    const phases = await measured(handle);
    onTiming({ interactionId: interaction.id, what, totalMs: performance.now() - started, phases });
  }

  /** Runs the handler of an interaction; returns what it was, for logs and timings. */
  private async dispatch(interaction: Interaction): Promise<string> {
    const { ctx } = this;
    if (interaction.isChatInputCommand() && interaction.commandName === GAMES_COMMAND) {
      await gamesCommand.run(interaction, ctx);
      return `/${GAMES_COMMAND}`;
    }
    if (interaction.isChatInputCommand() && interaction.commandName === HELP_COMMAND) {
      await runBotHelp(interaction, ctx, platformCommandDefinitions(ctx.games));
      return `/${HELP_COMMAND}`;
    }
    if (interaction.isChatInputCommand() && interaction.commandName === LFG_COMMAND) {
      await lfgCommand.run(interaction, ctx);
      return `/${LFG_COMMAND} ${interaction.options.getSubcommand(false) ?? ''}`.trim();
    }
    if (interaction.isChatInputCommand() && interaction.commandName === SETTINGS_COMMAND) {
      await settingsCommand.run(interaction, ctx);
      return `/${SETTINGS_COMMAND}`;
    }
    if (interaction.isAutocomplete() && interaction.commandName === SETTINGS_COMMAND) {
      await settingsCommand.autocomplete(interaction);
      return `/${SETTINGS_COMMAND} (autocomplete)`;
    }
    if (interaction.isChatInputCommand() && (interaction.commandName === STATS_COMMAND || interaction.commandName === LEADERBOARD_COMMAND)) {
      await (interaction.commandName === STATS_COMMAND ? runStats : runLeaderboard)(interaction, ctx);
      return `/${interaction.commandName}`;
    }
    if ((interaction.isChatInputCommand() || interaction.isAutocomplete()) && interaction.commandName === TOURNAMENT_COMMAND) {
      if (interaction.isAutocomplete()) await tournamentCommand.autocomplete(interaction, ctx);
      else await tournamentCommand.run(interaction, ctx);
      return `/${TOURNAMENT_COMMAND}${interaction.isAutocomplete() ? ' (autocomplete)' : ''}`;
    }
    if (interaction.isChatInputCommand() || interaction.isAutocomplete()) {
      const game = ctx.games.byCommand(interaction.commandName);
      const subcommand = game === undefined ? null : interaction.options.getSubcommand(false);
      const handlers = game === undefined ? [] : (this.options.commands ?? commandHandlersOf(game));
      const handler = handlers.find((h) => h.name === subcommand);
      const what = `/${interaction.commandName} ${subcommand ?? ''}`.trim();
      if (interaction.isAutocomplete()) {
        if (handler?.autocomplete === undefined || !interaction.inGuild()) await interaction.respond([]);
        else await handler.autocomplete(interaction, this.contextOf(game?.game));
        return `${what} (autocomplete)`;
      }
      if (handler === undefined) await sayPrivately(interaction, t(userLocale(interaction), 'router.unknownCommand', { help: commandMentions(ctx.games, game?.game, 'help', userLocale(interaction)) }));
      else if (!interaction.inGuild()) await sayPrivately(interaction, t(userLocale(interaction), 'game.guildOnly'));
      else await handler.run(interaction, this.contextOf(game?.game));
      return what;
    }
    if (interaction.isButton() || interaction.isStringSelectMenu()) {
      const id = decodeCustomId(interaction.customId);
      const handler = id === null ? undefined : this.components.find((h) => h.kind === id.kind);
      if (id === null || handler === undefined) {
        ctx.log.debug('unknown component', { customId: interaction.customId, user: interaction.user.id });
        await sayPrivately(interaction, t(userLocale(interaction), 'router.unknownComponent'));
        return 'unknown component';
      }
      if (!interaction.inGuild()) {
        await sayPrivately(interaction, t(userLocale(interaction), 'game.guildOnly'));
        return id.kind;
      }
      // A component the bot never put on this message (forged) changes nothing: refused before its handler runs.
      const misplaced = misplacedOn(interaction.message, id, interaction.user.id);
      if (misplaced !== null) {
        ctx.log.debug('component refused on this message', { customId: interaction.customId, user: interaction.user.id, message: interaction.message.id, why: misplaced });
        await sayPrivately(interaction, misplacedText(interaction, misplaced));
        return `${id.kind} (${misplaced})`;
      }
      // The handler was found by kind, so its id type is this id's.
      await (handler.run as (i: typeof interaction, id: CustomId, c: BotContext) => Promise<void>)(interaction, id, this.contextOf(this.gameOfHandler.get(handler)));
      return id.kind;
    }
    if (interaction.isModalSubmit()) {
      const id = decodeCustomId(interaction.customId);
      const handler = id === null ? undefined : this.modals.find((h) => h.kind === id.kind);
      if (id === null || handler === undefined || !interaction.inGuild()) {
        await sayPrivately(interaction, t(userLocale(interaction), id === null || handler === undefined ? 'router.unknownComponent' : 'game.guildOnly'));
        return 'unknown modal';
      }
      // A form sent from a message is judged as a click there: it must be the kind of message its button is put on.
      const misplaced = interaction.isFromMessage() ? misplacedOn(interaction.message, id, interaction.user.id) : null;
      if (misplaced !== null) {
        ctx.log.debug('form refused on this message', { customId: interaction.customId, user: interaction.user.id, why: misplaced });
        await sayPrivately(interaction, misplacedText(interaction, misplaced));
        return `modal ${id.kind} (${misplaced})`;
      }
      await (handler.run as (i: typeof interaction, id: CustomId, c: BotContext) => Promise<void>)(interaction, id, this.contextOf(this.gameOfHandler.get(handler)));
      return `modal ${id.kind}`;
    }
    if (interaction.isRepliable()) await sayPrivately(interaction, t(userLocale(interaction), 'router.unknownComponent'));
    return describe(interaction);
  }

  /** Logs a handler's error and tells the user something went wrong, if they can still be told. */
  private async fail(interaction: Interaction, what: string, error: unknown): Promise<void> {
    this.ctx.log.error('interaction failed', { what, user: interaction.user.id, channel: interaction.channelId, error });
    try {
      if (interaction.isAutocomplete()) {
        if (!interaction.responded) await (interaction as AutocompleteInteraction).respond([]);
      } else if (interaction.isRepliable()) {
        await sayPrivately(interaction as RepliableInteraction, t(userLocale(interaction), 'game.unexpectedError'));
      }
    } catch (second) {
      this.ctx.log.warn('could not tell the user about the error', { what, error: second });
    }
  }
}

/** Why a click cannot have been made on a message as the bot posted it (see `misplacedOn`). */
export type Misplaced = 'another user\'s private message' | 'a panel kind on a public message' | 'a public kind on a private message' | 'a kind without a place';

/**
 * Why a component of this kind cannot have been clicked on this message, or null when it can:
 * a private reply is only ever clicked by the user it was shown to; a panel's kind only ever
 * sits on a private reply, a public kind only on a public message (see ID_PLACES). Such a click
 * was forged: the bot never offered it there, and its handler would act on the wrong message.
 */
export function misplacedOn(message: Pick<Message, 'flags'> & { readonly interactionMetadata?: Message['interactionMetadata'] }, id: CustomId, userId: string): Misplaced | null {
  const ephemeral = message.flags.has(MessageFlags.Ephemeral);
  const owner = message.interactionMetadata?.user.id;
  if (ephemeral && owner !== undefined && owner !== userId) return "another user's private message";
  const place = placeOf(id.kind);
  // Every kind declares its place (checked where the kinds are listed): none is a bug, refused.
  if (place === undefined) return 'a kind without a place';
  if (place === 'panel' && !ephemeral) return 'a panel kind on a public message';
  if (place === 'public' && ephemeral) return 'a public kind on a private message';
  return null;
}

/** The private answer to a misplaced click, in the user's language. */
function misplacedText(interaction: Interaction, why: Misplaced): string {
  return t(userLocale(interaction), why === "another user's private message" ? 'router.notYourMessage' : 'router.notOnThisMessage');
}

function describe(interaction: Interaction): string {
  if (interaction.isChatInputCommand() || interaction.isAutocomplete()) return `/${interaction.commandName}`;
  if (interaction.isMessageComponent()) return interaction.customId.split(':').slice(0, 2).join(':');
  return `interaction type ${interaction.type}`;
}
