import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction, type RepliableInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { refuse as refusal } from '../../session/errors.ts';
import { forfeitNote, type LoadedSession, type SessionResult } from '../../session/manager.ts';
import { seatOfUser } from '../../session/session.ts';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { refuse, sendPrivate, userLocale, type ErrorOverrides } from '../replies.ts';
import { clip, escapeMarkdown } from '../chrome/common.ts';
import { buttonGame, shownGame } from '../click.ts';
import { exportView, recordFileName } from './view.ts';

/** Games offered by the autocomplete of /chacun export: the open one and the last ended ones. */
const OFFERED_GAMES = 10;
/** Games read at most to find them (an answer is due within 3 s). */
const READ_AT_MOST = 30;

/**
 * Sends a game's record privately as a JSON file (and the game's other formats); a lobby has none
 * yet. Once the game is over, the whole record; while it is under way, the record as the person
 * asking may know it (`GameRules.visibleRecord`): with their own seat's hidden part if they hold
 * one, the public part alone if not, and every file made from that alone. A game ended by
 * resignations gets a `"forfeit"` field: the seats that resigned, in order (`npm run replay` names its winners from it).
 */
export async function sendRecord(
  ctx: BotContext,
  interaction: RepliableInteraction,
  loaded: SessionResult<LoadedSession>,
  overrides: ErrorOverrides = {},
): Promise<void> {
  if (!loaded.ok) {
    await refuse(ctx, interaction, loaded.error, overrides);
    return;
  }
  const { session } = loaded.value;
  if (session.record === null) {
    await refuse(ctx, interaction, refusal('GAME_NOT_STARTED', `game ${session.id} never started`).error);
    return;
  }
  const rules = ctx.manager.gameOf(session).rules;
  const moves = rules.entries(session.record).length;
  const reader = seatOfUser(session, interaction.user.id) ?? null;
  // A game won by forfeit says who resigned, so that its replay names the winners as the end message did.
  const forfeit = forfeitNote(session, rules.seats.teams);
  const record: object =
    session.status === 'playing' ? rules.visibleRecord(session.record, reader?.seat ?? null) : forfeit === null ? (session.record as object) : { ...(session.record as object), forfeit };
  const names = Object.fromEntries(session.seats.map((seat) => [seat.seat, seat.player.name]));
  const more = ctx.games.discordOf(session.game).exportFiles?.(record, recordFileName(session).replace(/\.json$/, ''), names) ?? [];
  const partial = session.status === 'playing' ? { reader: reader === null ? null : escapeMarkdown(reader.player.name) } : null;
  await sendPrivate(interaction, exportView(session, record, moves, userLocale(interaction), more, partial));
}

/** /chacun export [game]: the record of the channel's game (or of one of its last games) as a file. */
export const exportCommand = {
  name: 'export',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const gameId = interaction.options.getString(OPTIONS.game)?.trim().toLowerCase() || null;
    if (gameId === null) {
      const loaded = await shownGame(ctx, interaction.channelId);
      await sendRecord(ctx, interaction, loaded);
      return;
    }
    // A game typed or picked by id: unknown, or another channel's, is the same answer (a game of
    // another channel is not shown here).
    const unknown = t(userLocale(interaction), 'game.unknownHere', { id: escapeMarkdown(clip(gameId, 40)) });
    await sendRecord(ctx, interaction, await buttonGame(ctx, interaction.channelId, gameId), { NO_GAME: unknown, WRONG_GAME: unknown });
  },
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const typed = interaction.options.getFocused().trim().toLowerCase();
    const channelId = interaction.channelId;
    const ids: string[] = [];
    const current = await ctx.manager.get(channelId);
    if (current.ok) ids.push(current.value.session.id);
    const history = await ctx.manager.history(channelId);
    if (history.ok) ids.push(...[...history.value].reverse());
    const choices = [];
    // Games of other kinds are unknown to this command (its manager reads only its own): a few more are read to fill the list.
    for (const id of ids.filter((id) => id.includes(typed)).slice(0, READ_AT_MOST)) {
      if (choices.length === OFFERED_GAMES) break;
      const loaded = await ctx.manager.getGame(id);
      if (!loaded.ok || loaded.value.session.record === null) continue;
      const session = loaded.value.session;
      const date = new Date(session.startedAt ?? session.createdAt).toISOString().slice(0, 10);
      const players = session.seats.map((seat) => seat.player.name).join(', ');
      const name = `${id} · ${t(locale, `status.${session.status}`)} · ${date} · ${players}`;
      choices.push({ name: name.slice(0, 100), value: id });
    }
    await interaction.respond(choices);
  },
} satisfies CommandHandler;
