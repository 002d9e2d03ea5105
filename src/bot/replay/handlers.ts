/** /<game> replay, the replay viewer's buttons and menu, and the end message's Animation button. */
import { ComponentType, MessageFlags, PermissionFlagsBits, TextInputStyle, type ChatInputCommandInteraction, type RepliableInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { LoadedSession, SessionResult } from '../../session/manager.ts';
import { buttonGame, messageCarries, shownGame } from '../click.ts';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler, ComponentHandler, ModalHandler } from '../handler.ts';
import { drawOrNull } from '../images.ts';
import { displayName, refuse, sendPrivate, userLocale } from '../replies.ts';
import { clip, escapeMarkdown, gameLocale, toEdit } from '../chrome/common.ts';
import { encodeCustomId, type CustomId } from '../custom-id.ts';
import { exportCommand } from '../export/command.ts';
import { animateGame, BOT_UPLOAD_LIMIT } from './animation.ts';
import { replayView } from './view.ts';

/** Shows the viewer at a move, privately: a new private message, or the viewer itself changed when clicked in it. */
async function showMove(ctx: BotContext, interaction: RepliableInteraction, loaded: SessionResult<LoadedSession>, move: number, overrides: Parameters<typeof refuse>[3] = {}): Promise<void> {
  const locale = userLocale(interaction);
  if (!loaded.ok) {
    await refuse(ctx, interaction, loaded.error, overrides);
    return;
  }
  const { session } = loaded.value;
  if (session.record === null) {
    await sendPrivate(interaction, { content: t(locale, 'replay.lobby') });
    return;
  }
  // Never a move beyond the one the game is at: what it would show is still hidden.
  if (move > session.moveNumber) {
    const over = session.status !== 'playing';
    await sendPrivate(interaction, { content: over ? t(locale, 'replay.beyondEnd', { current: session.moveNumber, move }) : t(locale, 'replay.beyond', { current: session.moveNumber }) });
    return;
  }
  // Clicked in the viewer (a button, the menu, or the form its button opened): the viewer itself changes.
  const source = interaction.isMessageComponent() ? interaction : interaction.isModalSubmit() && interaction.isFromMessage() ? interaction : null;
  const viewerOf = (id: CustomId): boolean => (id.kind === 'replay' || id.kind === 'replayJump' || id.kind === 'replayGoto') && id.gameId === session.id;
  const inViewer = source !== null && source.message.flags.has(MessageFlags.Ephemeral) && messageCarries(source.message, viewerOf);
  if (inViewer) await source.deferUpdate();
  else if (!interaction.deferred && !interaction.replied) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const view = await replayView({
    game: ctx.manager.gameOf(session),
    discord: ctx.games.discordOf(session.game),
    session,
    move,
    images: ctx.images,
    image: drawOrNull(ctx.log, 'replay'),
    locale,
  });
  if (inViewer) await interaction.editReply(toEdit(view));
  else await sendPrivate(interaction, view);
}

/** /<game> replay [game] [move]: the private step-by-step viewer of a game of this channel (the current or latest one by default). */
export const replayCommand = {
  name: 'replay',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const move = interaction.options.getInteger(OPTIONS.move) ?? 0;
    const gameId = interaction.options.getString(OPTIONS.game)?.trim().toLowerCase() || null;
    if (gameId === null) {
      const loaded = await shownGame(ctx, interaction.channelId);
      await showMove(ctx, interaction, loaded, move);
      return;
    }
    // As /export says it: the game typed, not found among this channel's.
    const unknown = t(userLocale(interaction), 'game.unknownHere', { id: escapeMarkdown(clip(gameId, 40)) });
    await showMove(ctx, interaction, await buttonGame(ctx, interaction.channelId, gameId), move, { NO_GAME: unknown, WRONG_GAME: unknown });
  },
  // The same games as /export offers: the open one and the channel's last ones.
  autocomplete: exportCommand.autocomplete,
} satisfies CommandHandler;

/** The viewer's steps, and the end message's Replay button (which opens a viewer at the start). */
export const replayButtons = {
  kind: 'replay',
  run: async (interaction, id, ctx) => showMove(ctx, interaction, await buttonGame(ctx, interaction.channelId, id.gameId), id.move),
} satisfies ComponentHandler<'replay'>;

/** The viewer's menu of moves. */
export const replayJumpMenu = {
  kind: 'replayJump',
  run: async (interaction, id, ctx) => {
    const value = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
    const move = value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : null;
    if (move === null) {
      await sendPrivate(interaction, { content: t(userLocale(interaction), 'router.unknownComponent') });
      return;
    }
    await showMove(ctx, interaction, await buttonGame(ctx, interaction.channelId, id.gameId), move);
  },
} satisfies ComponentHandler<'replayJump'>;

/** The field of the form asking for a move number. */
const MOVE_FIELD = 'move';

/**
 * The viewer's "Go to move…" button: a form asking for any move's number (a form must be Discord's
 * first answer, and opening it changes nothing, so it opens at once; the number is checked when sent).
 */
export const replayGotoButton = {
  kind: 'replayGoto',
  run: async (interaction, id, ctx) => {
    const locale = userLocale(interaction);
    const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
    if (!loaded.ok) {
      await refuse(ctx, interaction, loaded.error);
      return;
    }
    const total = loaded.value.session.moveNumber;
    await interaction.showModal({
      custom_id: encodeCustomId({ kind: 'replayMove', gameId: id.gameId }),
      title: t(locale, 'replay.formTitle'),
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.TextInput,
              custom_id: MOVE_FIELD,
              label: t(locale, 'replay.formField', { total }),
              style: TextInputStyle.Short,
              min_length: 1,
              max_length: 6,
              required: true,
              placeholder: String(Math.floor(total / 2)),
            },
          ],
        },
      ],
    });
  },
} satisfies ComponentHandler<'replayGoto'>;

/** The move number typed in that form: a whole number from 0 to the moves played, or a refusal that changes nothing. */
export const replayMoveForm = {
  kind: 'replayMove',
  run: async (interaction, id, ctx) => {
    const locale = userLocale(interaction);
    const loaded = await buttonGame(ctx, interaction.channelId ?? '', id.gameId);
    // A form sent without the field (not one the bot opened) reads as an empty number, refused below.
    const field = interaction.fields.fields.get(MOVE_FIELD);
    const text = field?.type === ComponentType.TextInput ? field.value.trim() : '';
    const move = /^\d{1,6}$/.test(text) ? Number(text) : null;
    if (loaded.ok && (move === null || move > loaded.value.session.moveNumber)) {
      await sendPrivate(interaction, { content: t(locale, 'replay.badMove', { text: escapeMarkdown(clip(text, 40)), total: loaded.value.session.moveNumber }) });
      return;
    }
    await showMove(ctx, interaction, loaded, move ?? 0);
  },
} satisfies ModalHandler<'replayMove'>;

/** Games whose animation is being made (one at a time per game: a second click is told so). */
const making = new Set<string>();

/** The end message's Animation button: the whole game as a GIF, posted in the channel for everyone. */
export const animationButton = {
  kind: 'animation',
  run: async (interaction, id, ctx) => {
    const locale: Locale = userLocale(interaction);
    const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
    if (!loaded.ok) {
      await refuse(ctx, interaction, loaded.error);
      return;
    }
    const { session } = loaded.value;
    if (session.status === 'lobby' || session.status === 'playing' || session.record === null) {
      await sendPrivate(interaction, { content: t(locale, 'animation.notEnded') });
      return;
    }
    // An end message posted before it lost the button for a game without moves.
    if (session.moveNumber === 0) {
      await sendPrivate(interaction, { content: t(locale, 'animation.noMove') });
      return;
    }
    if (making.has(session.id)) {
      await sendPrivate(interaction, { content: t(locale, 'animation.busy') });
      return;
    }
    const canAttach = interaction.appPermissions.has(PermissionFlagsBits.AttachFiles);
    making.add(session.id);
    try {
      await interaction.deferReply(canAttach ? {} : { flags: MessageFlags.Ephemeral });
      const publicLocale = canAttach ? gameLocale(session) : locale;
      const animation = await animateGame(ctx.manager.gameOf(session), ctx.games.discordOf(session.game), session, publicLocale, { limit: BOT_UPLOAD_LIMIT, images: ctx.images });
      if (animation.data.length > BOT_UPLOAD_LIMIT) throw new Error(`animation of ${session.id} is ${animation.data.length} bytes`);
      await interaction.editReply(
        toEdit({
          content: t(publicLocale, 'animation.posted', { frames: animation.frames, by: escapeMarkdown(displayName(interaction)) }),
          files: [{ name: `${session.game}-${session.id}.gif`, data: animation.data }],
        }),
      );
    } catch (error) {
      ctx.log.error('animation failed', { game: session.id, error });
      await sendPrivate(interaction, { content: t(locale, 'animation.failed') });
    } finally {
      making.delete(session.id);
    }
  },
} satisfies ComponentHandler<'animation'>;
