/**
 * Tournaments in the platform's lists: `/games` shows those with sign-ups open and those under
 * way (with the caller's game of the current round), `/stats` a person's tournaments played and
 * podiums on the server.
 */
import type { APIEmbed } from 'discord.js';
import type { Locale } from '../../i18n/locale.ts';
import type { BotContext } from '../context.ts';
import { BRAND_COLOR, clip, LIMITS } from '../chrome/common.ts';
import { isOpen, type Tournament } from './record.ts';
import { standingsOf } from './plan.ts';
import { gameName, placesShown } from './view.ts';
import { tt } from './texts.ts';

/** The tournaments a server's index lists, read (those that cannot be read are left out). */
async function readAll(ctx: BotContext, guildId: string, which: (status: Tournament['status']) => boolean): Promise<Tournament[]> {
  const tournaments = ctx.tournaments;
  if (tournaments === undefined) return [];
  const listed = await tournaments.store.list(guildId);
  if (!listed.ok) return [];
  const ids = [...listed.value].filter(([, entry]) => which(entry.status)).map(([id]) => id);
  const read = await Promise.all(ids.map((id) => tournaments.store.get(id)));
  return read.flatMap((r) => (r.ok && r.value !== null ? [r.value] : []));
}

/** Whether a user plays in a tournament (signed up, or one of an entrant's members). */
function playsIn(t: Tournament, userId: string): boolean {
  return t.signUps.some((s) => s.userId === userId) || t.entrants.some((e) => e.members.some((m) => m.type === 'human' && m.userId === userId));
}

/**
 * The open tournaments of a server as an embed of /games (with `mine`, only those the user plays
 * in): those in sign-ups with their places as the sign-up message shows them; null when there are none.
 */
export async function tournamentsEmbed(ctx: BotContext, guildId: string, userId: string, locale: Locale, mine: boolean): Promise<APIEmbed | null> {
  const open = (await readAll(ctx, guildId, (status) => isOpen({ status }))).filter((t) => !mine || playsIn(t, userId)).sort((a, b) => a.createdAt - b.createdAt);
  if (open.length === 0) return null;
  const lines = open.map((t) => {
    const game = gameName(ctx, t);
    const kind = tt(locale, `tournament.format.${t.kind}`);
    if (t.status === 'signup') {
      return `<#${t.channelId}> · ${tt(locale, 'tournament.listSignUp', { game, kind, when: `<t:${Math.floor(t.signUpEndsAt / 1000)}:R>`, places: placesShown(t, locale), you: playsIn(t, userId) ? tt(locale, 'tournament.listYouIn') : '' })}`;
    }
    const entrant = t.entrants.find((e) => e.members.some((m) => m.type === 'human' && m.userId === userId));
    const round = t.rounds[t.rounds.length - 1];
    const table = entrant === undefined ? undefined : round?.tables.find((tb) => tb.entrants.includes(entrant.id));
    const next = entrant === undefined ? '' : table !== undefined && table.result === undefined && table.channelId !== undefined ? tt(locale, 'tournament.listNext', { link: `<#${table.channelId}>` }) : tt(locale, 'tournament.listWaiting');
    return `<#${t.channelId}> · ${tt(locale, 'tournament.listRunning', { game, kind, round: Math.max(1, t.rounds.length), next })}`;
  });
  return { title: tt(locale, 'tournament.listTitle'), description: clip(lines.join('\n'), LIMITS.embedDescription), color: BRAND_COLOR };
}

/** A person's finished tournaments on a server: how many, on the podium, won. */
export async function tournamentRecord(ctx: BotContext, guildId: string, userId: string): Promise<{ readonly played: number; readonly podiums: number; readonly won: number }> {
  const finished = (await readAll(ctx, guildId, (status) => status === 'finished')).filter((t) => playsIn(t, userId));
  let podiums = 0;
  let won = 0;
  for (const t of finished) {
    const entrant = t.entrants.find((e) => e.members.some((m) => m.type === 'human' && m.userId === userId));
    const rank = entrant === undefined ? undefined : standingsOf(t).find((row) => row.entrant === entrant.id)?.rank;
    if (rank !== undefined && rank <= 3) podiums++;
    if (rank === 1) won++;
  }
  return { played: finished.length, podiums, won };
}
