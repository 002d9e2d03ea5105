/**
 * Partners in a tournament of a game of teams (Jass): nobody is put in a team, or signed up,
 * without saying so. `/tournament join partner:` signs the caller up and asks the partner in the
 * tournament's channel (a mention, Accept and Decline that only the partner may use); the pair
 * forms when the partner accepts, or names the one who asked in `join partner:` themselves. Someone
 * already signed up alone is paired at once (the bot teams up people who came alone anyway),
 * unless they asked someone else: then they are asked too.
 *
 * A request is kept in the tournament's record, a place held for a partner not signed up (it
 * counts against the cap), and ends once: answered, withdrawn (its asker asks someone else),
 * lapsed (one of the two leaves or teams up with someone else, sign-ups close); its message then
 * says how, without its buttons. When someone leaves, their partner (who stays signed up alone)
 * and anyone who asked them are told in the channel. Each asker has one request at a time, and
 * names at most `MAX_PARTNERS_NAMED` partners in a tournament: each request pings someone.
 */
import type { BotContext } from '../context.ts';
import { escapeMarkdown, toCreate, toEdit } from '../chrome/common.ts';
import { sendableChannel } from '../sendable.ts';
import { placesTaken, requestsOf, type PartnerRequest, type SignUp, type Tournament } from './record.ts';
import { asLocale, tt } from './texts.ts';
import { joinPartnerCommand, partnerRequestView, type RequestEnd } from './view.ts';

/** A person as a request names them. */
export interface Person {
  readonly userId: string;
  readonly name: string;
}

/** A request that ended, and how. */
export interface EndedRequest {
  readonly request: PartnerRequest;
  readonly end: RequestEnd;
}

/** A tournament changed, and the requests the change ended (their messages are to be told). */
interface Settled {
  readonly next: Tournament;
  readonly ended: readonly EndedRequest[];
}

/**
 * The most partners one person names with `join partner:` in a tournament, whether that asks them
 * or pairs the two at once: each pings someone in the channel, so a person cannot ping one after
 * another (leaving does not start the count again). Answering a request is not naming: the one
 * who asked may always be accepted.
 */
export const MAX_PARTNERS_NAMED = 3;

/** A tournament with these requests (none: the field is left out). */
function withRequests(t: Tournament, requests: readonly PartnerRequest[]): Tournament {
  const { requests: _old, ...rest } = t;
  return requests.length === 0 ? rest : { ...rest, requests };
}

/** How many partners a person has named in a tournament (see `MAX_PARTNERS_NAMED`). */
export function partnersNamed(t: Tournament, userId: string): number {
  const named = t.partnersNamed ?? {};
  return Object.hasOwn(named, userId) ? named[userId] : 0;
}

/** A tournament where a person has named one partner more (`by` 1), or one less (`by` −1: a request taken back unseen). */
function withNamed(t: Tournament, userId: string, by: 1 | -1): Tournament {
  const count = partnersNamed(t, userId) + by;
  const others = Object.entries(t.partnersNamed ?? {}).filter(([id]) => id !== userId);
  const named = Object.fromEntries(count > 0 ? [...others, [userId, count]] : others);
  const { partnersNamed: _old, ...rest } = t;
  return Object.keys(named).length === 0 ? rest : { ...rest, partnersNamed: named };
}

/** Ends the requests `ends` gives an end to, the others kept. */
function settle(t: Tournament, ends: (request: PartnerRequest) => RequestEnd | null): Settled {
  const ended: EndedRequest[] = [];
  const kept = requestsOf(t).filter((request) => {
    const end = ends(request);
    if (end !== null) ended.push({ request, end });
    return end === null;
  });
  return { next: withRequests(t, kept), ended };
}

/**
 * Pairs two people (whoever is not signed up yet is added, after those who are): the request
 * between them is accepted, every other request either made or was made lapses.
 */
function pairUp(t: Tournament, a: Person, b: Person, now: number): Settled {
  const linked = t.signUps.map((s) => (s.userId === a.userId ? { ...s, partner: b.userId } : s.userId === b.userId ? { ...s, partner: a.userId } : s));
  const added: SignUp[] = [a, b].filter((p) => !t.signUps.some((s) => s.userId === p.userId)).map((p) => ({ userId: p.userId, name: p.name.slice(0, 100), at: now, partner: p === a ? b.userId : a.userId }));
  const pair = new Set([a.userId, b.userId]);
  return settle({ ...t, signUps: [...linked, ...added] }, (r) => {
    if (pair.has(r.from) && pair.has(r.to)) return { kind: 'accepted' };
    if (pair.has(r.from)) return { kind: 'teamed', who: r.fromName };
    if (pair.has(r.to)) return { kind: 'teamed', who: r.toName };
    return null;
  });
}

/**
 * Someone a person who left leaves behind, to be told: their partner (`request` null), who stays
 * signed up alone, or someone who asked them and was waiting for their answer (the request, which
 * lapsed). One asked by the person who left is not among them: they held nothing of their own, and
 * the request's message, which mentioned them, says it lapsed.
 */
export interface LeftBehind {
  readonly userId: string;
  /** The name of the one who left, as the sign-up message showed it. */
  readonly leaver: string;
  readonly request: PartnerRequest | null;
}

/**
 * Takes a person out of the sign-ups: their partner stays, alone; the requests they made or were
 * made lapse. `leftBehind`: their partner and those who were waiting for their answer.
 */
export function withoutPerson(t: Tournament, userId: string): Settled & { readonly leftBehind: readonly LeftBehind[] } {
  const leaving = t.signUps.find((s) => s.userId === userId);
  const signUps = t.signUps.filter((s) => s.userId !== userId).map((s) => (s.partner === userId ? { userId: s.userId, name: s.name, at: s.at } : s));
  const settled = settle({ ...t, signUps }, (r) => (r.from === userId ? { kind: 'left', who: r.fromName } : r.to === userId ? { kind: 'left', who: r.toName } : null));
  const leaver = leaving?.name ?? '';
  const partner = leaving?.partner === undefined ? [] : [{ userId: leaving.partner, leaver, request: null }];
  const askers = settled.ended.filter((e) => e.request.to === userId).map((e) => ({ userId: e.request.from, leaver: leaver === '' ? e.request.toName : leaver, request: e.request }));
  return { ...settled, leftBehind: [...partner, ...askers] };
}

/** Ends every request (sign-ups close: the tournament starts or is cancelled); who named how many partners no longer matters. */
export function endAllRequests(t: Tournament): Settled {
  const { partnersNamed: _named, ...rest } = t;
  return settle(rest, () => ({ kind: 'closed' }));
}

/**
 * A request once its message was posted (`messageId`), or, when it could not be (null), taken
 * back: nobody was pinged, so it does not count among the partners its asker named.
 */
export function withPosted(t: Tournament, request: PartnerRequest, messageId: string | null): Tournament {
  const mine = (r: PartnerRequest) => r.from === request.from && r.to === request.to;
  if (!requestsOf(t).some(mine)) return t;
  const requests = requestsOf(t).flatMap((r) => (!mine(r) ? [r] : messageId === null ? [] : [{ ...r, messageId }]));
  return messageId === null ? withNamed(withRequests(t, requests), request.from, -1) : withRequests(t, requests);
}

/** Why `join partner:` changes nothing. */
type JoinRefusal = 'tournament.closed' | 'tournament.alreadyPaired' | 'tournament.partnerTaken' | 'tournament.alreadyPartners' | 'tournament.full' | 'tournament.partnerLimit';

/** What `join partner:` does: refused (`name`: whom the text names), already asked, paired (at once or accepting their request), or a request made. */
export type JoinDecision =
  | { readonly kind: 'refused'; readonly refusal: JoinRefusal; readonly name: string }
  | { readonly kind: 'alreadyAsked'; readonly request: PartnerRequest }
  | (Settled & { readonly kind: 'paired'; readonly accepted: PartnerRequest | null })
  | (Settled & { readonly kind: 'asked'; readonly request: PartnerRequest; readonly joined: boolean });

/**
 * `/tournament join partner:` by `caller`, naming `partner`. Refused, changing nothing: sign-ups
 * closed, either already paired (with each other, or with someone else), too few places, the
 * caller named `MAX_PARTNERS_NAMED` partners already (unless answering the partner's request). The
 * partner asked the caller: their request is accepted. The partner is signed up alone and asks
 * nobody: paired at once. Otherwise the caller is signed up (if not yet) and asks the partner,
 * withdrawing any request they made before. Pairing at once and asking count as naming a partner.
 */
export function decideJoin(t: Tournament, caller: Person, partner: Person, now: number): JoinDecision {
  const refused = (refusal: JoinRefusal, name = partner.name): JoinDecision => ({ kind: 'refused', refusal, name });
  if (t.status !== 'signup') return refused('tournament.closed');
  const mine = t.signUps.find((s) => s.userId === caller.userId);
  const theirs = t.signUps.find((s) => s.userId === partner.userId);
  if (mine?.partner === partner.userId && theirs?.partner === caller.userId) return refused('tournament.alreadyPartners');
  if (mine?.partner !== undefined) return refused('tournament.alreadyPaired', t.signUps.find((s) => s.userId === mine.partner)?.name ?? '');
  if (theirs?.partner !== undefined) return refused('tournament.partnerTaken');
  const requests = requestsOf(t);
  const theirRequest = requests.find((r) => r.from === partner.userId && r.to === caller.userId);
  if (theirRequest !== undefined) return { kind: 'paired', ...pairUp(t, caller, partner, now), accepted: theirRequest };
  // The caller's own request to the partner was counted when made: naming them again names nobody new.
  const existing = requests.find((r) => r.from === caller.userId && r.to === partner.userId);
  const atLimit = existing === undefined && partnersNamed(t, caller.userId) >= MAX_PARTNERS_NAMED;
  if (theirs !== undefined && !requests.some((r) => r.from === partner.userId)) {
    // Pairing with someone signed up alone (told by a mention) takes a place for the caller if they are new.
    if (atLimit) return refused('tournament.partnerLimit');
    const paired = pairUp(t, caller, partner, now);
    if (placesTaken(paired.next) > t.cap) return refused('tournament.full');
    return { kind: 'paired', ...paired, next: existing === undefined ? withNamed(paired.next, caller.userId, 1) : paired.next, accepted: null };
  }
  if (existing !== undefined) return { kind: 'alreadyAsked', request: existing };
  if (atLimit) return refused('tournament.partnerLimit');
  const signUps = mine === undefined ? [...t.signUps, { userId: caller.userId, name: caller.name.slice(0, 100), at: now }] : t.signUps;
  const request: PartnerRequest = { from: caller.userId, fromName: caller.name.slice(0, 100), to: partner.userId, toName: partner.name.slice(0, 100), at: now };
  const { next, ended } = settle({ ...t, signUps }, (r) => (r.from === caller.userId ? { kind: 'withdrawn' } : null));
  const asked = withNamed(withRequests(next, [...requestsOf(next), request]), caller.userId, 1);
  if (placesTaken(asked) > t.cap) return refused('tournament.full');
  return { kind: 'asked', next: asked, ended, request, joined: mine === undefined };
}

/** What an answer on a request's message does: refused (`name`: whom the text names), or the request answered. */
type AnswerDecision =
  | { readonly kind: 'refused'; readonly refusal: 'tournament.closed' | 'tournament.requestGone' | 'tournament.requestNotYours'; readonly name: string }
  | (Settled & { readonly kind: 'answered'; readonly request: PartnerRequest });

/**
 * Accept or Decline clicked by `answerer` on a message of a server: it acts only on the request
 * that message carries, of this tournament, open, and only for the partner asked. Accepting pairs
 * the two (ending the other requests of either), declining ends the request alone.
 */
export function decideAnswer(t: Tournament, where: { readonly guildId: string | null; readonly messageId: string }, answerer: Person, accept: boolean, now: number): AnswerDecision {
  if (t.status !== 'signup' || t.guildId !== where.guildId) return { kind: 'refused', refusal: 'tournament.closed', name: '' };
  const request = requestsOf(t).find((r) => r.messageId === where.messageId);
  // Pairing ends every request of the two, so a request whose asker or partner has one is a leftover: never acted on.
  const paired = (id: string) => t.signUps.some((s) => s.userId === id && s.partner !== undefined);
  if (request === undefined || paired(request.from) || paired(request.to)) return { kind: 'refused', refusal: 'tournament.requestGone', name: '' };
  if (request.to !== answerer.userId) return { kind: 'refused', refusal: 'tournament.requestNotYours', name: request.toName };
  const asker: Person = { userId: request.from, name: t.signUps.find((s) => s.userId === request.from)?.name ?? request.fromName };
  const settled = accept ? pairUp(t, asker, answerer, now) : settle(t, (r) => (r === request ? { kind: 'declined' } : null));
  return { kind: 'answered', ...settled, request };
}

/** A link to a request's message (its channel when it has none). */
export function requestLink(t: Tournament, request: PartnerRequest): string {
  return request.messageId === undefined ? `<#${t.channelId}>` : `https://discord.com/channels/${t.guildId}/${t.channelId}/${request.messageId}`;
}

/** Posts a request in the tournament's channel, its partner mentioned; its message id, or null when it cannot be posted. */
export async function postRequest(ctx: BotContext, t: Tournament, request: PartnerRequest): Promise<string | null> {
  const channel = await sendableChannel(ctx.client, ctx.log, t.channelId);
  if (channel === null) return null;
  try {
    const message = await channel.send(toCreate(partnerRequestView(ctx, t, request, null)));
    ctx.log.info('tournament partner asked', { tournament: t.id, by: request.from, partner: request.to });
    return message.id;
  } catch (error) {
    ctx.log.warn('tournament partner request not posted', { tournament: t.id, error });
    return null;
  }
}

/** Shows on each ended request's message how it ended, and takes its buttons off. */
export async function showEnded(ctx: BotContext, t: Tournament, ended: readonly EndedRequest[]): Promise<void> {
  const shown = ended.filter((e) => e.request.messageId !== undefined);
  if (shown.length === 0) return;
  const channel = await sendableChannel(ctx.client, ctx.log, t.channelId);
  if (channel === null || !('messages' in channel)) return;
  for (const { request, end } of shown) {
    await channel.messages.edit(request.messageId!, toEdit(partnerRequestView(ctx, t, request, end)) as never).catch((error: unknown) => {
      ctx.log.warn('tournament partner request not updated', { tournament: t.id, error });
    });
  }
}

/** Tells the one who asked, in the channel (a reply to their request, mentioning them), that the partner accepted or declined. */
export async function tellAsker(ctx: BotContext, t: Tournament, request: PartnerRequest, accepted: boolean): Promise<void> {
  const channel = await sendableChannel(ctx.client, ctx.log, t.channelId);
  if (channel === null) return;
  const locale = asLocale(t.locale);
  // One who asked as many as they may is not told to ask someone else: the one they want to play with may ask them.
  const canAsk = partnersNamed(t, request.from) < MAX_PARTNERS_NAMED;
  const asker = t.signUps.find((s) => s.userId === request.from)?.name ?? request.fromName;
  const command = canAsk ? joinPartnerCommand(locale) : joinPartnerCommand(locale, `@${asker}`);
  const content = tt(locale, 'tournament.requestAnswered', { from: `<@${request.from}>`, to: `**${escapeMarkdown(request.toName)}**`, accepted, canAsk, command });
  try {
    await channel.send({
      content,
      allowedMentions: { parse: [], users: [request.from] },
      ...(request.messageId === undefined ? {} : { reply: { messageReference: request.messageId, failIfNotExists: false } }),
    });
  } catch (error) {
    ctx.log.warn('tournament partner answer not told', { tournament: t.id, error });
  }
}

/**
 * Tells each one a person who left leaves behind, in the channel (mentioning them; a reply to the
 * request that lapsed, if any): their partner left, or left without answering their request; they
 * stay signed up alone, and what they can do (ask someone else, or, when they may ask nobody more,
 * be asked; else be teamed up with someone who came alone or an AI partner). The user ids of
 * those told (a post that failed tells nobody).
 */
export async function tellLeftBehind(ctx: BotContext, t: Tournament, leftBehind: readonly LeftBehind[]): Promise<readonly string[]> {
  if (leftBehind.length === 0) return [];
  const channel = await sendableChannel(ctx.client, ctx.log, t.channelId);
  if (channel === null) return [];
  const locale = asLocale(t.locale);
  const told: string[] = [];
  for (const { userId, leaver, request } of leftBehind) {
    const canAsk = partnersNamed(t, userId) < MAX_PARTNERS_NAMED;
    const name = t.signUps.find((s) => s.userId === userId)?.name ?? request?.fromName ?? '';
    const command = canAsk ? joinPartnerCommand(locale) : joinPartnerCommand(locale, `@${name}`);
    const content = tt(locale, 'tournament.partnerLeft', { to: `<@${userId}>`, who: `**${escapeMarkdown(leaver)}**`, id: t.id, request: request !== null, canAsk, command });
    try {
      await channel.send({
        content,
        allowedMentions: { parse: [], users: [userId] },
        ...(request?.messageId === undefined ? {} : { reply: { messageReference: request.messageId, failIfNotExists: false } }),
      });
      told.push(userId);
    } catch (error) {
      ctx.log.warn('tournament partner leaving not told', { tournament: t.id, error });
    }
  }
  return told;
}

/**
 * Tells someone signed up alone, in the channel (mentioning them), that a person who named them
 * as partner teamed up with them: they did not ask, so they learn it here rather than from the
 * sign-up message alone.
 */
export async function tellPaired(ctx: BotContext, t: Tournament, partnerId: string, callerName: string): Promise<void> {
  const channel = await sendableChannel(ctx.client, ctx.log, t.channelId);
  if (channel === null) return;
  const content = tt(asLocale(t.locale), 'tournament.pairedWithYou', { to: `<@${partnerId}>`, from: escapeMarkdown(callerName), id: t.id });
  try {
    await channel.send({ content, allowedMentions: { parse: [], users: [partnerId] } });
  } catch (error) {
    ctx.log.warn('tournament pairing not told', { tournament: t.id, error });
  }
}
