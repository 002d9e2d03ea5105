/**
 * What tournaments post and show: the sign-up message (with Join and Leave while sign-ups are
 * open), a request to team up (with Accept and Decline while it waits), each round's tables, the
 * standings after a round (the core's picture and its rows as text), the podium, and the notice
 * of a cancelled tournament.
 */
import { ButtonStyle } from 'discord.js';
import { tc } from '../../i18n/clock-catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import { formatNumber } from '../../i18n/numbers.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { BotContext } from '../context.ts';
import { capitalised, levelName } from '../../i18n/levels.ts';
import { BRAND_COLOR, button, buttonRows, clip, escapeMarkdown, LIMITS, type View } from '../chrome/common.ts';
import { heldPlaces, placesTaken, requestsOf, type PartnerRequest, type Tournament } from './record.ts';
import { finishedRounds, roundsOf, standingsOf, type StandingRow } from './plan.ts';
import { standingsPicture, podiumPicture } from './pictures.ts';
import { asLocale, tt } from './texts.ts';

/** The name of a tournament's game, as players read it. */
export function gameName(ctx: Pick<BotContext, 'games'>, t: Pick<Tournament, 'game'>): string {
  return ctx.games.get(t.game)?.name ?? t.game;
}

/** A time as Discord shows it in each reader's own time zone: the date and time, and how far it is. */
function discordTime(ms: number, style: 'f' | 'R'): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}

/** An entrant's name as shown (escaped). */
function nameOf(t: Tournament, id: string): string {
  return escapeMarkdown(t.entrants.find((e) => e.id === id)?.name ?? id);
}

/** How players type the command that asks a partner, in a language (`/tournament join partner:…`). */
export function joinPartnerCommand(locale: Locale, partner = '…'): string {
  return `\`/${locale === 'fr' ? 'tournoi rejoindre partenaire' : 'tournament join partner'}:${partner}\``;
}

/**
 * A tournament's places as the sign-up message and `/games` show them: those taken against the cap
 * (`placesTaken`: the places held for partners asked count), of the cap, and how many are held.
 */
export function placesShown(t: Tournament, locale: Locale): string {
  return tt(locale, 'tournament.places', { taken: placesTaken(t), cap: t.cap, held: heldPlaces(t) });
}

/** The sign-up message: what the tournament is, who signed up, until when; Join and Leave while it is open. */
export function signUpView(ctx: Pick<BotContext, 'games'>, t: Tournament): View {
  const locale = asLocale(t.locale);
  const game = ctx.games.get(t.game);
  const lines = [
    tt(locale, 'tournament.details', {
      limit: tc(locale, 'clock.duration', { ms: t.clock.limitMs ?? 0 }),
      size: t.tableSize,
      teams: (game?.rules.seats.teams?.length ?? 0) > 0,
      cap: t.cap,
      bots: t.bots,
      level: levelName(t.botLevel, locale),
    }),
  ];
  const options = game === undefined ? null : ctx.games.discordOf(t.game).describeOptions(t.options, locale);
  if (options !== null) lines.push(capitalised(options));
  if ((game?.rules.seats.teams?.length ?? 0) > 0) lines.push(tt(locale, 'tournament.teams', { command: joinPartnerCommand(locale) }));
  if (t.status === 'signup') lines.push(tt(locale, 'tournament.closes', { when: discordTime(t.signUpEndsAt, 'f'), relative: discordTime(t.signUpEndsAt, 'R') }));
  // Partners who signed up together are shown together.
  const names = t.signUps.flatMap((s) => {
    const partner = s.partner === undefined ? undefined : t.signUps.find((p) => p.userId === s.partner);
    if (partner === undefined) return [escapeMarkdown(s.name)];
    return t.signUps.indexOf(partner) < t.signUps.indexOf(s) ? [] : [`${escapeMarkdown(s.name)} & ${escapeMarkdown(partner.name)}`];
  });
  // The places taken count those held for partners asked, as the cap does.
  lines.push(tt(locale, 'tournament.entrants', { places: placesShown(t, locale), names: names.length === 0 ? tt(locale, 'tournament.nobody') : joinNames(names, locale) }));
  const requests = t.status === 'signup' ? requestsOf(t) : [];
  if (requests.length > 0) lines.push(tt(locale, 'tournament.pending', { list: requests.map((r) => `${escapeMarkdown(r.fromName)} → ${escapeMarkdown(r.toName)}`).join(', ') }));
  if (t.status === 'running') lines.push(`**${tt(locale, 'tournament.statusRunning', { round: Math.max(1, t.rounds.length) })}**`);
  if (t.status === 'finished') lines.push(`**${tt(locale, 'tournament.statusFinished')}**`);
  if (t.status === 'cancelled') lines.push(`**${tt(locale, 'tournament.statusCancelled')}**`);
  const open = t.status === 'signup';
  return {
    embeds: [
      {
        title: tt(locale, 'tournament.title', { game: gameName(ctx, t), kind: tt(locale, `tournament.format.${t.kind}`) }),
        description: clip(lines.join('\n\n'), LIMITS.embedDescription),
        color: BRAND_COLOR,
        // What the organiser may still do: start early and cancel during sign-ups, cancel while it runs, nothing once it is over.
        footer: { text: tt(locale, open ? 'tournament.footer' : t.status === 'running' ? 'tournament.footerRunning' : 'tournament.footerOver', { id: t.id, organiser: t.createdByName }) },
      },
    ],
    components: open
      ? buttonRows([
          button({ kind: 'tournament', gameId: t.id, action: 'join' }, tt(locale, 'tournament.join'), ButtonStyle.Success),
          button({ kind: 'tournament', gameId: t.id, action: 'leave' }, tt(locale, 'tournament.leave'), ButtonStyle.Secondary),
        ])
      : [],
  };
}

/** How a request to team up ended: answered, withdrawn by its asker, lapsed (one of the two left, or teamed up with someone else; sign-ups closed). */
export type RequestEnd = { readonly kind: 'accepted' | 'declined' | 'withdrawn' | 'closed' } | { readonly kind: 'left' | 'teamed'; readonly who: string };

/**
 * A request to team up, posted in the tournament's channel: the partner mentioned, what
 * accepting means, Accept and Decline while it waits (`end` null); once it ended, how, without
 * its buttons.
 */
export function partnerRequestView(ctx: Pick<BotContext, 'games'>, t: Tournament, request: PartnerRequest, end: RequestEnd | null): View {
  const locale = asLocale(t.locale);
  const from = escapeMarkdown(request.fromName);
  const to = escapeMarkdown(request.toName);
  const description =
    end === null
      ? tt(locale, 'tournament.requestBody', { from, relative: discordTime(t.signUpEndsAt, 'R') })
      : tt(locale, 'tournament.requestEnded', { end: end.kind, from, to, who: 'who' in end ? escapeMarkdown(end.who) : '' });
  return {
    // The partner is pinged when it is posted; an edit pings nobody.
    content: tt(locale, 'tournament.requestAsk', { to: `<@${request.to}>`, from: `**${from}**`, id: t.id }),
    mentions: end === null ? [request.to] : [],
    embeds: [{ title: tt(locale, 'tournament.requestTitle', { game: gameName(ctx, t) }), description, color: BRAND_COLOR }],
    components:
      end === null
        ? buttonRows([
            button({ kind: 'tournament', gameId: t.id, action: 'accept' }, tt(locale, 'tournament.requestAccept'), ButtonStyle.Success, { emoji: '🤝' }),
            button({ kind: 'tournament', gameId: t.id, action: 'decline' }, tt(locale, 'tournament.requestDecline'), ButtonStyle.Danger),
          ])
        : [],
  };
}

/** The tables of a round (and its byes), posted when it is paired. */
export function roundView(ctx: Pick<BotContext, 'games'>, t: Tournament, round: number): View {
  const locale = asLocale(t.locale);
  const r = t.rounds[round];
  const lines = r.tables.map((table, i) => {
    const names = table.entrants.map((id) => nameOf(t, id)).join(' – ');
    const line = tt(locale, table.result?.how === 'ai-only' ? 'tournament.tableAi' : 'tournament.table', { table: i + 1, names });
    return table.channelId === undefined ? line : `${line} · <#${table.channelId}>`;
  });
  if (r.byes.length > 0) lines.push(tt(locale, 'tournament.bye', { names: joinNames(r.byes.map((id) => nameOf(t, id)), locale), count: r.byes.length }));
  const total = roundsOf(t);
  const title = total === null ? tt(locale, 'tournament.roundTitleOpen', { game: gameName(ctx, t), round: round + 1 }) : tt(locale, 'tournament.roundTitle', { game: gameName(ctx, t), round: round + 1, rounds: total });
  return { embeds: [{ title, description: clip(lines.join('\n'), LIMITS.embedDescription), color: BRAND_COLOR }], components: [] };
}

/** The first message of a table's thread: who plays, and that time and resignation lose. */
export function tableIntro(ctx: Pick<BotContext, 'games'>, t: Tournament, round: number, userIds: readonly string[]): string {
  const locale = asLocale(t.locale);
  return tt(locale, 'tournament.intro', {
    game: gameName(ctx, t),
    round: round + 1,
    mentions: joinNames(userIds.map((id) => `<@${id}>`), locale),
    limit: tc(locale, 'clock.duration', { ms: t.clock.limitMs ?? 0 }),
  });
}

/**
 * The rows of standings as text, one per entrant, as the picture has them: rank, name, points, the
 * format's tie-breaks (an elimination: who is out), won-drawn-lost and the byes.
 */
function standingsLines(t: Tournament, rows: readonly StandingRow[], locale: Locale): string[] {
  return rows.map((row) => {
    const breaks =
      (t.kind === 'elimination' ? '' : row.tieBreaks.map((tb) => ` · ${tt(locale, `tournament.tieBreak.${tb.name}`, { value: formatNumber(tb.value, locale) })}`).join('')) +
      tt(locale, 'tournament.rowRecord', { record: `${row.wins}-${row.draws}-${row.losses}` }) +
      (row.byes > 0 ? tt(locale, 'tournament.rowByes', { count: row.byes }) : '');
    return tt(locale, 'tournament.row', {
      rank: row.rank,
      name: nameOf(t, row.entrant),
      points: formatNumber(row.points, locale),
      s: row.points >= 2 || (locale === 'en' && row.points !== 1) ? 's' : '',
      tiebreak: breaks + (row.out ? tt(locale, 'tournament.out') : ''),
    });
  });
}

/**
 * The standings after the last round finished: the picture, and its rows as text. In the
 * tournament's language (its posts), or `locale`'s (a private answer to one reader).
 */
export async function standingsView(ctx: BotContext, t: Tournament, options: { readonly locale?: Locale } = {}): Promise<View> {
  const locale = options.locale ?? asLocale(t.locale);
  const rows = standingsOf(t);
  const picture = await standingsPicture(ctx, t, locale);
  // The round named is the last one finished, not the one under way (a cancelled tournament may have left one unfinished).
  const finished = finishedRounds(t).length;
  const heading = finished === 0 ? tt(locale, 'tournament.standingsNow', { game: gameName(ctx, t) }) : tt(locale, 'tournament.standingsTitle', { game: gameName(ctx, t), round: finished });
  return {
    embeds: [
      {
        title: heading,
        description: clip(standingsLines(t, rows, locale).join('\n'), LIMITS.embedDescription),
        color: BRAND_COLOR,
        ...(picture === null ? {} : { image: { url: `attachment://${picture.name}` } }),
      },
    ],
    components: [],
    files: picture === null ? [] : [picture],
  };
}

/** The podium at the end: the first three (ties share a step), with the picture. */
export async function podiumView(ctx: BotContext, t: Tournament): Promise<View> {
  const locale = asLocale(t.locale);
  const rows = standingsOf(t);
  const step = (rank: number) => {
    const names = rows.filter((row) => row.rank === rank).map((row) => nameOf(t, row.entrant));
    return names.length === 0 ? tt(locale, 'tournament.nobodyThere') : joinNames(names, locale);
  };
  const picture = await podiumPicture(ctx, t, locale);
  return {
    embeds: [
      {
        title: tt(locale, 'tournament.podiumTitle', { game: gameName(ctx, t) }),
        description: tt(locale, 'tournament.podium', { first: step(1), second: step(2), third: step(3), command: `\`/${locale === 'fr' ? 'tournoi classement tournoi' : 'tournament standings tournament'}:${t.id}\`` }),
        color: BRAND_COLOR,
        ...(picture === null ? {} : { image: { url: `attachment://${picture.name}` } }),
      },
    ],
    components: [],
    files: picture === null ? [] : [picture],
  };
}

/** The notice of a cancelled tournament: too few entrants, or its organiser (during sign-ups, no game to speak of). */
export function cancelledView(ctx: Pick<BotContext, 'games'>, t: Tournament, why: 'tooFew' | 'byOrganiser' | 'inSignUp'): View {
  const locale = asLocale(t.locale);
  const key = why === 'tooFew' ? 'tournament.cancelledTooFew' : why === 'inSignUp' ? 'tournament.cancelledInSignUp' : 'tournament.cancelledByOrganiser';
  return { content: tt(locale, key, { game: gameName(ctx, t), id: t.id }), embeds: [], components: [] };
}
