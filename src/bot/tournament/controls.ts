import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { displayName, sayPrivately, userLocale } from '../replies.ts';
import { escapeMarkdown, toEdit } from '../chrome/common.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Tournaments } from './service.ts';
import { decideAnswer, showEnded, tellAsker, tellLeftBehind, withoutPerson, type EndedRequest, type LeftBehind } from './partners.ts';
import { heldPlaces, placesTaken, requestsOf } from './record.ts';
import { partnerRequestView, signUpView } from './view.ts';
import { tt } from './texts.ts';

/** Why a click on Join or Leave changes nothing. */
type Refusal = 'tournament.closed' | 'tournament.full' | 'tournament.alreadyIn' | 'tournament.notIn' | 'router.notOnThisMessage';

/**
 * Join and Leave on a tournament's sign-up message: the person is added (until the cap, places
 * held for partners asked included; their own held place is theirs) or taken out (the requests
 * to team up they made or were made lapse; their partner, and whoever asked them, are told in the
 * channel), in one compare-and-set of the tournament, and the message shows the new list. A click
 * after sign-ups closed (a stale button), a full tournament,
 * a second Join, a Leave of someone not in it, or a click on another message than the
 * tournament's sign-up message are refused privately and change nothing.
 */
async function signUpClick(interaction: ComponentInteraction, id: CustomIdOf<'tournament'>, ctx: BotContext, tournaments: Tournaments, locale: Locale): Promise<void> {
  const userId = interaction.user.id;
  const name = displayName(interaction).slice(0, 100);
  let refusal: Refusal | null = null;
  let ended: readonly EndedRequest[] = [];
  let leftBehind: readonly LeftBehind[] = [];
  const changed = await tournaments.change<never>(id.gameId, (t) => {
    refusal = null;
    ended = [];
    leftBehind = [];
    const inIt = t.signUps.some((s) => s.userId === userId);
    // A place held for someone asked to team up is theirs when they come alone.
    const held = !inIt && requestsOf(t).some((r) => r.to === userId);
    if (t.status !== 'signup' || t.guildId !== interaction.guildId) refusal = 'tournament.closed';
    // Before its id is stored the sign-up message is the only one with these buttons.
    else if (t.messageId !== undefined && t.messageId !== interaction.message.id) refusal = 'router.notOnThisMessage';
    else if (id.action === 'join' && inIt) refusal = 'tournament.alreadyIn';
    else if (id.action === 'join' && placesTaken(t) - (held ? 1 : 0) >= t.cap) refusal = 'tournament.full';
    else if (id.action === 'leave' && !inIt) refusal = 'tournament.notIn';
    if (refusal !== null) return { ok: true, value: { next: null } };
    if (id.action === 'join') return { ok: true, value: { next: { ...t, signUps: [...t.signUps, { userId, name, at: tournaments.now() }] } } };
    // Leaving leaves a partner signed up alone, and ends the requests of the one who leaves.
    const left = withoutPerson(t, userId);
    ended = left.ended;
    leftBehind = left.leftBehind;
    return { ok: true, value: { next: left.next } };
  });
  if (!changed.ok) return sayPrivately(interaction, tt(locale, changed.error.code === 'NO_TOURNAMENT' ? 'tournament.closed' : 'tournament.storeFailed'));
  const refused = refusal as Refusal | null;
  if (refused !== null) {
    // A stale message (sign-ups closed while it still showed its buttons) is brought up to date too.
    if (refused === 'tournament.closed' && changed.value.messageId === interaction.message.id) await tournaments.refreshSignUp(changed.value);
    const held = heldPlaces(changed.value);
    const text = refused === 'tournament.full' ? (held > 0 ? tt(locale, 'tournament.fullHeld', { cap: changed.value.cap, held }) : tt(locale, refused, { cap: changed.value.cap })) : tt(locale, refused);
    return sayPrivately(interaction, text);
  }
  await interaction.update(toEdit(signUpView(ctx, changed.value)) as never);
  await showEnded(ctx, changed.value, ended);
  // Their partner, and whoever was waiting for their answer, learn it by a mention rather than from the list alone.
  const told = await tellLeftBehind(ctx, changed.value, leftBehind);
  const answer = tt(locale, id.action === 'join' ? 'tournament.joined' : 'tournament.left', { id: changed.value.id });
  // One who leaves a partner learns what becomes of them: signed up alone, and told in the channel (unless it could not be posted).
  const partner = leftBehind.find((l) => l.request === null);
  const partnerName = changed.value.signUps.find((s) => s.userId === partner?.userId)?.name;
  const content = partner === undefined || partnerName === undefined ? answer : `${answer} ${tt(locale, 'tournament.leftPartner', { name: escapeMarkdown(partnerName), told: told.includes(partner.userId) })}`;
  await interaction.followUp({ content, flags: 64, allowedMentions: { parse: [] } });
}

/**
 * Accept or Decline on a request to team up: only the partner asked may answer, and only on the
 * request's own message of an open tournament; anyone else, a request already ended or sign-ups
 * closed are refused privately and change nothing. The answer shows on the message (its buttons
 * go), the one who asked is told in the channel, the sign-up message shows the pair.
 */
async function answerClick(interaction: ComponentInteraction, id: CustomIdOf<'tournament'>, ctx: BotContext, tournaments: Tournaments, locale: Locale): Promise<void> {
  const accept = id.action === 'accept';
  const answerer = { userId: interaction.user.id, name: displayName(interaction).slice(0, 100) };
  let decision: ReturnType<typeof decideAnswer> | null = null;
  const changed = await tournaments.change<never>(id.gameId, (t) => {
    const decided = decideAnswer(t, { guildId: interaction.guildId, messageId: interaction.message.id }, answerer, accept, tournaments.now());
    decision = decided;
    return { ok: true, value: { next: decided.kind === 'answered' ? decided.next : null } };
  });
  if (!changed.ok) return sayPrivately(interaction, tt(locale, changed.error.code === 'NO_TOURNAMENT' ? 'tournament.requestGone' : 'tournament.storeFailed'));
  const decided = decision as ReturnType<typeof decideAnswer> | null;
  if (decided === null) return sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
  if (decided.kind === 'refused') return sayPrivately(interaction, decided.refusal === 'tournament.requestNotYours' ? tt(locale, decided.refusal, { name: escapeMarkdown(decided.name) }) : tt(locale, decided.refusal));
  const t = changed.value;
  const { request } = decided;
  const own = decided.ended.find((e) => e.request === request);
  await interaction.update(toEdit(partnerRequestView(ctx, t, request, own?.end ?? { kind: accept ? 'accepted' : 'declined' })) as never);
  await showEnded(ctx, t, decided.ended.filter((e) => e.request !== request));
  await tournaments.refreshSignUp(t);
  await tellAsker(ctx, t, request, accept);
  const text = accept ? tt(locale, 'tournament.joinedWith', { id: t.id, name: escapeMarkdown(request.fromName) }) : tt(locale, 'tournament.declinedDone', { name: escapeMarkdown(request.fromName) });
  await interaction.followUp({ content: text, flags: 64, allowedMentions: { parse: [] } });
}

/** The buttons of tournaments: Join and Leave on the sign-up message, Accept and Decline on a request to team up. */
export const tournamentButtons = {
  kind: 'tournament',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tournament'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const tournaments = ctx.tournaments;
    if (tournaments === undefined) return sayPrivately(interaction, tt(locale, 'tournament.storeFailed'));
    if (id.action === 'accept' || id.action === 'decline') return answerClick(interaction, id, ctx, tournaments, locale);
    return signUpClick(interaction, id, ctx, tournaments, locale);
  },
} satisfies ComponentHandler<'tournament'>;
