/**
 * The standings and podium pictures of a tournament, drawn by the tournament core's painters
 * (src/tournament/pictures.ts) in the render worker threads like every other picture of the bot
 * (`TOURNAMENT_PAINTING` among the painting modules), or in this thread when there are none. A
 * picture that cannot be drawn leaves the post with its text alone (logged).
 */
import type { Locale } from '../../i18n/locale.ts';
import { podiumPicture as podiumData, renderPodiumPicture, renderStandingsPicture, standingsPicture as standingsData } from '../../tournament/pictures.ts';
import { TOURNAMENT_PAINTING } from '../../tournament/painting.ts';
import type { BotContext } from '../context.ts';
import type { ViewFile } from '../chrome/common.ts';
import type { Tournament } from './record.ts';
import { finishedRounds, planOf } from './plan.ts';
import { longDate } from '../../i18n/numbers.ts';
import { tt } from './texts.ts';

/** What both pictures are drawn from: the plan, the rounds played, the entrants' names, the titles. */
function inputOf(ctx: Pick<BotContext, 'games'>, t: Tournament, locale: Locale) {
  const game = ctx.games.get(t.game)?.name ?? t.game;
  return {
    plan: planOf(t),
    rounds: finishedRounds(t),
    names: Object.fromEntries(t.entrants.map((e) => [e.id, e.name])),
    title: tt(locale, 'tournament.pictureTitle', { date: longDate(t.startedAt ?? t.createdAt, locale) }),
    game,
    locale,
  };
}

async function draw(ctx: BotContext, t: Tournament, kind: 'standings' | 'podium', input: unknown, render: () => Promise<Buffer>, locale: Locale): Promise<ViewFile | null> {
  const rounds = finishedRounds(t).length;
  try {
    const data = await ctx.images.draw({
      kind: `tournament-${kind}`,
      locale,
      key: `tournament:${t.id}:${kind}:${rounds}`,
      draw: render,
      paint: { game: TOURNAMENT_PAINTING, painter: kind, input },
    });
    return { name: `${kind}-${t.id}-${rounds}.png`, data };
  } catch (error) {
    ctx.log.warn('tournament picture not drawn', { tournament: t.id, kind, error });
    return null;
  }
}

/** The standings picture after the rounds played, or null when it cannot be drawn. */
export function standingsPicture(ctx: BotContext, t: Tournament, locale: Locale): Promise<ViewFile | null> {
  const input = standingsData(inputOf(ctx, t, locale));
  return draw(ctx, t, 'standings', input, () => renderStandingsPicture(input), locale);
}

/** The podium picture of a finished tournament, or null when it cannot be drawn. */
export function podiumPicture(ctx: BotContext, t: Tournament, locale: Locale): Promise<ViewFile | null> {
  const input = podiumData(inputOf(ctx, t, locale));
  return draw(ctx, t, 'podium', input, () => renderPodiumPicture(input), locale);
}
