import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { displayName, sayPrivately, userLocale } from '../replies.ts';
import { toEdit } from '../chrome/common.ts';
import { signUpView } from './view.ts';
import { tt } from './texts.ts';

/** Why a click on Join or Leave changes nothing. */
type Refusal = 'tournament.closed' | 'tournament.full' | 'tournament.alreadyIn' | 'tournament.notIn';

/**
 * Join and Leave on a tournament's sign-up message: the person is added (until the cap) or taken
 * out, in one compare-and-set of the tournament, and the message shows the new list. A click after
 * sign-ups closed (a stale button), a full tournament, a second Join or a Leave of someone not in
 * it are refused privately and change nothing.
 */
export const tournamentButtons = {
  kind: 'tournament',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tournament'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const tournaments = ctx.tournaments;
    if (tournaments === undefined) return sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
    const userId = interaction.user.id;
    const name = displayName(interaction).slice(0, 100);
    let refusal: Refusal | null = null;
    const changed = await tournaments.change<never>(id.gameId, (t) => {
      refusal = null;
      const inIt = t.signUps.some((s) => s.userId === userId);
      if (t.status !== 'signup' || t.guildId !== interaction.guildId) refusal = 'tournament.closed';
      else if (id.action === 'join' && inIt) refusal = 'tournament.alreadyIn';
      else if (id.action === 'join' && t.signUps.length >= t.cap) refusal = 'tournament.full';
      else if (id.action === 'leave' && !inIt) refusal = 'tournament.notIn';
      if (refusal !== null) return { ok: true, value: { next: null } };
      // Leaving leaves a partner signed up alone.
      const signUps =
        id.action === 'join'
          ? [...t.signUps, { userId, name, at: tournaments.now() }]
          : t.signUps.filter((s) => s.userId !== userId).map((s) => (s.partner === userId ? { userId: s.userId, name: s.name, at: s.at } : s));
      return { ok: true, value: { next: { ...t, signUps } } };
    });
    if (!changed.ok) return sayPrivately(interaction, tt(locale, changed.error.code === 'NO_TOURNAMENT' ? 'tournament.closed' : 'tournament.storeFailed'));
    const refused = refusal as Refusal | null;
    if (refused !== null) {
      // A stale message (sign-ups closed while it still showed its buttons) is brought up to date too.
      if (refused === 'tournament.closed' && changed.value.messageId === interaction.message.id) await tournaments.refreshSignUp(changed.value);
      return sayPrivately(interaction, refused === 'tournament.full' ? tt(locale, refused, { cap: changed.value.cap }) : tt(locale, refused));
    }
    await interaction.update(toEdit(signUpView(ctx, changed.value)) as never);
    await interaction.followUp({ content: tt(locale, id.action === 'join' ? 'tournament.joined' : 'tournament.left', { id: changed.value.id }), flags: 64 });
  },
} satisfies ComponentHandler<'tournament'>;
