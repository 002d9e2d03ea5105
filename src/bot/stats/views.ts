/** The views of /stats and /leaderboard: an image for the eye, the same facts as text for screen readers. */
import { ButtonStyle } from 'discord.js';
import type { HostedGames } from '../hosting.ts';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { joinNames } from '../../i18n/lists.ts';
import { formatNumber } from '../../i18n/numbers.ts';
import { renderLeaderboardPicture, renderStatsPicture, type LeaderboardPicture, type StatsPicture } from '../../render/stats-chart.ts';
import { STATS_PAINTING } from '../../render/stats-painting.ts';
import type { ImageService } from '../images.ts';
import { pageCount, rankedPlayers, LEADERBOARD_PAGE_SIZE, MIN_RANKED_GAMES, type LeaderboardOrder, type Ranked } from '../../stats/leaderboard.ts';
import type { RatingTable } from '../../stats/ratings.ts';
import { RATING_BASE, shownMargin, shownRating, shownSkill } from '../../stats/scale.ts';
import { quantile, TURN_SAMPLE, type GameStats, type UserStats } from '../../stats/user-stats.ts';
import { aiOfLevel } from '../../i18n/levels.ts';
import { BRAND_COLOR, buttonRows, button, escapeMarkdown, type View } from '../chrome/common.ts';

/** Games of a trend: the rating now against the one this many games ago. */
const TREND_GAMES = 10;

/** A statistic with one decimal, as the reader's language writes it ("5,0", "−2,8" in French). */
const one = (value: number, locale: Locale) => formatNumber(value, locale, { decimals: 1 });
const percent = (part: number, whole: number, locale: Locale) => formatNumber(whole === 0 ? 0 : Math.round((100 * part) / whole), locale);

/** A player's median and 90th percentile of time to move in a game, and the share of their turns the clock played; null before any timed turn. */
function turnTimeLine(g: GameStats, locale: Locale): string | null {
  const sample = g.turnSample ?? [];
  const median = quantile(sample, 0.5);
  const p90 = quantile(sample, 0.9);
  if (median === null || p90 === null) return null;
  const turns = Math.max(g.turns ?? sample.length, g.clockTurns ?? 0, 1);
  return t(locale, 'stats.turnTime', {
    median: duration(median, locale),
    p90: duration(p90, locale),
    longest: duration(Math.max(...sample), locale),
    sampled: sample.length,
    turns: g.turns ?? sample.length,
    share: percent(g.clockTurns ?? 0, turns, locale),
  });
}

/** A duration as players read it ("2 min 5 s"). */
export function duration(ms: number, locale: Locale): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t(locale, 'stats.seconds', { s: seconds });
  if (seconds < 3600) return t(locale, 'stats.minutes', { m: Math.floor(seconds / 60), s: seconds % 60 });
  return t(locale, 'stats.hours', { h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) });
}

/** The name of a rated player: a person's, or an AI level's ("AI Hard"). */
export function ratedName(key: string, name: string, locale: Locale): string {
  if (!key.startsWith('ai:')) return name;
  return aiOfLevel(key.slice(3), locale, true);
}

/** The game a person played most (their statistics' default). */
export function mostPlayed(stats: UserStats): string | null {
  const games = Object.entries(stats.games).sort((a, b) => b[1].played - a[1].played);
  return games[0]?.[0] ?? null;
}

/**
 * A person's statistics in one game, with their card drawn; `table` is the game's ratings on the
 * server; `self`: the reader is that person (else the texts speak of them by name).
 */
export async function statsView(input: {
  readonly stats: UserStats;
  readonly userId: string;
  readonly name: string;
  readonly self: boolean;
  readonly game: string;
  readonly table: RatingTable;
  readonly games: HostedGames;
  readonly images: ImageService;
  readonly locale: Locale;
}): Promise<View> {
  const { stats, game, locale, table, games } = input;
  const discord = games.discordOf(game);
  const gameName = games.get(game)?.name ?? game;
  const g = stats.games[game];
  const rating = table[`u:${input.userId}`];
  const lines: string[] = [];
  lines.push(t(locale, 'stats.games', { played: g.played, won: g.won, rate: percent(g.won, g.played, locale) }));
  lines.push(t(locale, 'stats.points', { mean: one(g.pointsSum / g.played, locale), best: formatNumber(g.pointsBest, locale) }));
  const ratings = g.history.map((point) => shownRating(point));
  const current = rating === undefined ? ratings[ratings.length - 1] : shownRating(rating);
  const mu = rating?.mu ?? g.history[g.history.length - 1]?.mu ?? 0;
  const sigma = rating?.sigma ?? g.history[g.history.length - 1]?.sigma ?? 0;
  lines.push(t(locale, 'stats.rating', { rating: formatNumber(current, locale), skill: formatNumber(shownSkill(mu), locale), margin: formatNumber(shownMargin(sigma), locale) }));
  if (ratings.length >= 2) {
    const span = Math.min(TREND_GAMES, ratings.length - 1);
    const delta = ratings[ratings.length - 1] - ratings[ratings.length - 1 - span];
    const key = delta === 0 ? 'stats.trendFlat' : delta > 0 ? 'stats.trendUp' : 'stats.trendDown';
    lines.push(t(locale, key, { delta: formatNumber(Math.abs(delta), locale), games: span }));
  }
  const ranked = rankedPlayers(table);
  const mine = ranked.find((row) => row.key === `u:${input.userId}`);
  lines.push(mine === undefined ? t(locale, 'stats.unranked', { need: Math.max(1, MIN_RANKED_GAMES - g.played) }) : t(locale, 'stats.rank', { rank: mine.rank, count: ranked.length }));
  const kinds = Object.keys(g.kinds);
  const kindName = (kind: string) => discord.pointKindName?.(kind, locale) ?? kind;
  const bars = g.kindGames > 0 && kinds.length > 0 ? kinds.map((kind) => ({ label: kindName(kind), value: g.kinds[kind] / g.kindGames })) : placeBars(g.history.map((p) => p.rank), locale);
  if (g.kindGames > 0 && kinds.length > 0) lines.push(t(locale, 'stats.kinds', { list: bars.map((bar) => `${bar.label} ${one(bar.value, locale)}`).join(', ') }));
  lines.push(g.moves > 0 ? t(locale, 'stats.moveTime', { time: duration(g.moveMs / g.moves, locale) }) : t(locale, 'stats.moveTimeNone'));
  const turnLine = turnTimeLine(g, locale);
  if (turnLine !== null) lines.push(turnLine);
  const others = Object.entries(stats.games).filter(([id]) => id !== game);
  if (others.length > 0) {
    lines.push(t(locale, 'stats.otherGames', { list: joinNames(others.map(([id, s]) => t(locale, 'stats.gameCount', { game: games.get(id)?.name ?? id, count: s.played })), locale) }));
  }
  const title = t(locale, 'stats.title', { name: input.name, game: gameName });
  const picture: StatsPicture = {
    title,
    name: input.name,
    // The picture's third line is the rating alone: the text beside it says what it is made of.
    lines: [...lines.slice(0, 2), t(locale, 'stats.ratingShort', { rating: formatNumber(current, locale) })],
    locale,
    ratingTitle: t(locale, 'stats.chartRating'),
    ratings,
    // The history keeps the last games only: its first point is not always the first game.
    firstGameLabel: t(locale, 'stats.chartGame', { n: g.played - ratings.length + 1 }),
    lastGameLabel: t(locale, 'stats.chartGame', { n: g.played }),
    oneGameNote: t(locale, 'stats.oneGame'),
    barsTitle: g.kindGames > 0 && kinds.length > 0 ? t(locale, 'stats.chartKinds') : t(locale, 'stats.chartPlaces'),
    bars,
  };
  const image = await input.images.draw({ kind: 'stats', locale, draw: () => renderStatsPicture(picture), paint: { game: STATS_PAINTING, painter: 'stats', input: picture } });
  return {
    embeds: [
      {
        title: t(locale, 'stats.title', { name: escapeMarkdown(input.name), game: gameName }),
        description: lines.join('\n'),
        color: BRAND_COLOR,
        image: { url: 'attachment://stats.png' },
        footer: { text: input.self ? t(locale, 'stats.ratingHelp', { base: formatNumber(RATING_BASE, locale) }) : t(locale, 'stats.ratingHelpOther', { base: formatNumber(RATING_BASE, locale), name: input.name }) },
      },
    ],
    files: [{ name: 'stats.png', data: image }],
    components: [],
  };
}

/** How often a person finished at each place (for games without kinds of points). */
function placeBars(ranks: readonly number[], locale: Locale): { label: string; value: number }[] {
  const worst = Math.max(1, ...ranks);
  return Array.from({ length: Math.min(worst, 5) }, (_, i) => ({
    label: i === 0 ? t(locale, 'stats.firstPlace') : t(locale, 'stats.place', { rank: i + 1 }),
    value: ranks.filter((rank) => rank === i + 1).length,
  }));
}

/** A page of a game's leaderboard on a server, with the caller's own place. */
export async function leaderboardView(input: {
  readonly game: string;
  readonly games: HostedGames;
  readonly images: ImageService;
  readonly table: RatingTable;
  readonly page: number;
  readonly userId: string;
  readonly locale: Locale;
  /** Ranked by rating (the default) or by median time to move, fastest first. */
  readonly order?: LeaderboardOrder;
}): Promise<View> {
  const { game, table, locale, userId } = input;
  const speed = input.order === 'speed';
  const gameName = input.games.get(game)?.name ?? game;
  const ranked = rankedPlayers(table, MIN_RANKED_GAMES, input.order);
  if (ranked.length === 0) return { content: t(locale, speed ? 'ranks.emptySpeed' : 'ranks.empty', { game: gameName, min: MIN_RANKED_GAMES }), embeds: [], components: [], files: [] };
  const pages = pageCount(ranked.length);
  const page = Math.min(Math.max(0, input.page), pages - 1);
  const rows = ranked.slice(page * LEADERBOARD_PAGE_SIZE, (page + 1) * LEADERBOARD_PAGE_SIZE);
  const name = (row: (typeof ranked)[number]) => ratedName(row.key, row.entry.name, locale);
  // By speed, the median time to move stands where the rating does, and the bars measure it.
  const median = (row: Ranked) => duration(row.entry.turnMedianMs ?? 0, locale);
  const lines = rows.map((row) =>
    speed
      ? t(locale, 'ranks.rowSpeed', { rank: row.rank, name: escapeMarkdown(name(row)), median: median(row), games: row.entry.games })
      : t(locale, 'ranks.row', { rank: row.rank, name: escapeMarkdown(name(row)), rating: formatNumber(row.rating, locale), games: row.entry.games, rate: percent(row.entry.wins, row.entry.games, locale) }),
  );
  const mine = ranked.find((row) => row.key === `u:${userId}`);
  const own = table[`u:${userId}`];
  const you =
    mine === undefined
      ? t(locale, speed ? 'ranks.youNoTimes' : 'ranks.youUnranked', { games: own?.games ?? 0, min: MIN_RANKED_GAMES })
      : speed
        ? t(locale, 'ranks.youSpeed', { rank: mine.rank, count: ranked.length, median: median(mine) })
        : t(locale, 'ranks.you', { rank: mine.rank, count: ranked.length, rating: formatNumber(mine.rating, locale) });
  const footer = speed
    ? t(locale, 'ranks.footerSpeed', { min: MIN_RANKED_GAMES, page: page + 1, pages, turns: TURN_SAMPLE })
    : t(locale, 'ranks.footer', { min: MIN_RANKED_GAMES, page: page + 1, pages, base: formatNumber(RATING_BASE, locale) });
  const title = t(locale, speed ? 'ranks.titleSpeed' : 'ranks.title', { game: gameName });
  const pictured = (row: Ranked, highlight: boolean) =>
    speed ? { rank: row.rank, name: name(row), rating: row.entry.turnMedianMs ?? 0, shown: median(row), games: row.entry.games, highlight } : { rank: row.rank, name: name(row), rating: row.rating, games: row.entry.games, highlight };
  const picture: LeaderboardPicture = {
    locale,
    title,
    headers: { player: t(locale, 'ranks.header'), rating: t(locale, speed ? 'ranks.medianHeader' : 'ranks.ratingHeader'), games: t(locale, 'ranks.gamesHeader') },
    rows: rows.map((row) => pictured(row, row.key === `u:${userId}`)),
    // The caller ranked on another page: their row under this page's.
    ...(mine !== undefined && !rows.includes(mine) ? { own: pictured(mine, true) } : {}),
    scale: Math.max(...ranked.map((row) => (speed ? (row.entry.turnMedianMs ?? 0) : Math.abs(row.rating)))),
  };
  const image = await input.images.draw({ kind: 'leaderboard', locale, draw: () => renderLeaderboardPicture(picture), paint: { game: STATS_PAINTING, painter: 'leaderboard', input: picture } });
  return {
    embeds: [{ title, description: [...lines, '', `**${you}**`].join('\n'), color: BRAND_COLOR, footer: { text: footer }, image: { url: 'attachment://leaderboard.png' } }],
    files: [{ name: 'leaderboard.png', data: image }],
    components:
      pages > 1
        ? buttonRows([
            button({ kind: 'ranks', gameId: game, page: page - 1, ...(speed ? { speed } : {}) }, t(locale, 'ranks.previous'), ButtonStyle.Secondary, { emoji: '◀', disabled: page === 0 }),
            button({ kind: 'ranks', gameId: game, page: page + 1, ...(speed ? { speed } : {}) }, t(locale, 'ranks.next'), ButtonStyle.Secondary, { emoji: '▶', disabled: page === pages - 1 }),
          ])
        : [],
  };
}
