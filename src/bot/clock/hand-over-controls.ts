import { ButtonStyle } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { tc } from '../../i18n/clock-catalog.ts';
import { messageCarries } from '../click.ts';
import { AUTO_LEVEL, defaultSettings, lobbyClock, type SessionClock } from '../../session/schedule.ts';
import { seatOfKey, type GameSession } from '../../session/session.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { handedOver, handOverLevel, votersAbout } from './hand-over.ts';
import { displayName, refuse, sayPrivately, userLocale } from '../replies.ts';
import { button, buttonRows, escapeMarkdown, gameLocale } from '../chrome/common.ts';

/** What a click on a hand-over button came to. */
type Vote =
  | { readonly kind: 'refused'; readonly text: 'clock.notVoter' | 'clock.noVote' | 'clock.alreadyAi' }
  | { readonly kind: 'open'; readonly name: string; readonly missing: readonly string[]; readonly seat: number }
  | { readonly kind: 'handed'; readonly name: string; readonly ai: string; readonly level: string }
  | { readonly kind: 'kept'; readonly name: string };

/**
 * Handing a person's seat to an AI player before their timeouts do, by a vote of the table:
 * anyone else at the table proposes it (the Hand-over button under a timeout), and it happens
 * once every other person still playing agrees (AI players agree); one refusal ends the vote.
 * The vote is kept in the game's clock, so it survives a restart. The game must be this
 * channel's (the session manager checks it) and the message clicked the one these buttons are on.
 */
export const handOverButtons = {
  kind: 'handover',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'handover'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const userId = interaction.user.id;
    // The proposal is made under a timeout notice, the answers on the vote's message, which they
    // edit: a click on a message without this seat's vote buttons (forged) changes nothing.
    if (!messageCarries(interaction.message, (other) => other.kind === 'handover' && other.gameId === id.gameId && other.seat === id.seat && (other.vote === 'propose') === (id.vote === 'propose'))) {
      await sayPrivately(interaction, t(locale, 'router.notOnThisMessage'));
      return;
    }
    let vote: Vote | null = null;
    const changed = await ctx.manager.change(interaction.channelId, id.gameId, async ({ game, session }) => {
      const key = game.rules.seats.keys[id.seat];
      const seat = key === undefined ? undefined : seatOfKey(session, key);
      if (key === undefined || seat === undefined) {
        vote = { kind: 'refused', text: 'clock.noVote' };
        return null;
      }
      if (seat.player.type !== 'human' || seat.resignedAt !== undefined) {
        vote = { kind: 'refused', text: 'clock.alreadyAi' };
        return null;
      }
      const voters = votersAbout(session, key);
      if (!voters.includes(userId)) {
        vote = { kind: 'refused', text: 'clock.notVoter' };
        return null;
      }
      const clock: SessionClock = session.clock ?? { ...lobbyClock(defaultSettings(AUTO_LEVEL)), move: session.moveNumber };
      const current = clock.vote?.seat === key ? clock.vote : undefined;
      const name = seat.player.name;
      if (id.vote !== 'propose' && current === undefined) {
        vote = { kind: 'refused', text: 'clock.noVote' };
        return null;
      }
      if (id.vote === 'no') {
        const { vote: _dropped, ...rest } = clock;
        vote = { kind: 'kept', name };
        return { session: { ...session, clock: rest } };
      }
      const yes = [...new Set([...(id.vote === 'propose' ? [] : (current?.yes ?? [])), userId])];
      const missing = voters.filter((voter) => !yes.includes(voter));
      if (missing.length === 0) {
        const level = handOverLevel(game, clock);
        const over = handedOver(game, { ...session, clock }, key, level, Date.now());
        vote = { kind: 'handed', name, ai: over.ai.name, level };
        return { session: over.session };
      }
      vote = { kind: 'open', name, missing, seat: id.seat };
      const next: GameSession = { ...session, clock: { ...clock, vote: { seat: key, yes } } };
      return { session: next };
    });
    if (!changed.ok) return refuse(ctx, interaction, changed.error);
    const done = vote as Vote | null;
    if (done === null) return;
    if (done.kind === 'refused') {
      await sayPrivately(interaction, tc(locale, done.text));
      return;
    }
    const outcome = changed.value;
    const session = outcome?.session;
    if (session === undefined) return;
    const publicLocale = gameLocale(session);
    let content: string;
    let components: ReturnType<typeof buttonRows> = [];
    let mentions: string[] = [];
    if (done.kind === 'open') {
      content = tc(publicLocale, 'clock.voteOpen', { proposer: escapeMarkdown(displayName(interaction)), name: escapeMarkdown(done.name), missing: done.missing.map((voter) => `<@${voter}>`).join(', ') });
      mentions = [...done.missing];
      components = buttonRows([
        button({ kind: 'handover', gameId: session.id, seat: done.seat, vote: 'yes' }, tc(publicLocale, 'clock.voteYes'), ButtonStyle.Success),
        button({ kind: 'handover', gameId: session.id, seat: done.seat, vote: 'no' }, tc(publicLocale, 'clock.voteNo'), ButtonStyle.Danger),
      ]);
    } else if (done.kind === 'handed') {
      content = tc(publicLocale, 'clock.handedOver', { name: escapeMarkdown(done.name), ai: escapeMarkdown(done.ai), level: tc(publicLocale, 'clock.level', { level: done.level }) });
    } else {
      content = tc(publicLocale, 'clock.voteRefused', { voter: escapeMarkdown(displayName(interaction)), name: escapeMarkdown(done.name) });
    }
    const body = { content, components, allowedMentions: { parse: [] as never[], users: mentions } };
    // The proposal is a new public message; the answers update the vote's message.
    if (id.vote === 'propose') await interaction.reply(body);
    else await interaction.update(body);
    ctx.log.info('hand-over vote', { game: session.id, step: id.vote, outcome: done.kind });
    // A seat handed over may be to act: the AI turns and the deadlines look at the game again.
    if (done.kind === 'handed') await ctx.announcer.due(session.channelId, session.id, { loaded: { session, state: outcome!.state } });
  },
} satisfies ComponentHandler<'handover'>;
