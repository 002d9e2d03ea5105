import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { tc } from '../../i18n/clock-catalog.ts';
import { isLocale, type Locale } from '../../i18n/locale.ts';
import { AWAY_CAP_DAYS_PER_MONTH, AWAY_CAP_MS, canonicalTimeZone, checkAwayCap, formatQuietHours, knownTimeZones, localTime, parseAway, parseQuietHours, zonedInstant, type AwayRefusal, type QuietHours } from '../../session/calendar.ts';
import { awaySpans, awayUntil, withAway, zoneOf, type UserSettings } from '../../session/user-settings.ts';
export { SETTINGS_COMMAND } from './definition.ts';
import { SETTINGS_COMMAND, SETTINGS_OPTIONS } from './definition.ts';
import type { BotContext } from '../context.ts';
import type { CommandHandler } from '../handler.ts';
import { sayPrivately, sendPrivate, userLocale } from '../replies.ts';
import { BRAND_COLOR } from '../chrome/common.ts';

const DAY = 86_400_000;

/** Zones offered first by the time zone's suggestions (the players' usual ones), before the rest of the IANA list. */
const COMMON_ZONES = ['Europe/Zurich', 'Europe/Paris', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'America/Montreal', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'];

/** A refusal of an away time, as the player reads it. */
function awayRefusal(locale: Locale, refusal: AwayRefusal): string {
  if (refusal.code === 'AWAY_MALFORMED') return tc(locale, 'away.malformed');
  if (refusal.code === 'AWAY_PAST') return tc(locale, 'away.past');
  const month = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CH' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(refusal.year, refusal.month - 1, 15));
  return tc(locale, 'away.overCap', { days: AWAY_CAP_DAYS_PER_MONTH, month, used: Math.round((refusal.usedMs / DAY) * 10) / 10 });
}

/** Away time taken in the calendar month of `now` (the player's zone), in days. */
function awayThisMonth(settings: UserSettings, now: number): number {
  const zone = zoneOf(settings);
  const local = localTime(zone, now);
  const from = zonedInstant(zone, local.year, local.month, 1, 0);
  const until = zonedInstant(zone, local.year + (local.month === 12 ? 1 : 0), local.month === 12 ? 1 : local.month + 1, 1, 0);
  const used = awaySpans(settings).reduce((sum, span) => sum + Math.max(0, Math.min(span.until, until) - Math.max(span.from, from)), 0);
  return Math.round((Math.min(used, AWAY_CAP_MS) / DAY) * 10) / 10;
}

/**
 * The settings after the options given, or the refusal of the first bad one (then nothing is
 * written). The zone is read first: a date of away time is in the zone chosen with it.
 */
function applyOptions(interaction: ChatInputCommandInteraction, current: UserSettings, now: number, locale: Locale): { ok: true; value: UserSettings; notes: string[] } | { ok: false; error: string } {
  let next: UserSettings = current;
  const notes: string[] = [];
  const dm = interaction.options.getBoolean(SETTINGS_OPTIONS.dm);
  const language = interaction.options.getString(SETTINGS_OPTIONS.language);
  if (language !== null && language !== 'game' && !isLocale(language)) return { ok: false, error: tc(locale, 'settings.badLanguage') };
  if (dm !== null) next = { ...next, dmReminders: dm };
  if (language !== null) next = { ...next, dmLocale: language === 'game' ? null : language };
  const zoneText = interaction.options.getString(SETTINGS_OPTIONS.zone);
  if (zoneText !== null) {
    const zone = canonicalTimeZone(zoneText);
    if (zone === null) return { ok: false, error: tc(locale, 'away.badZone') };
    next = { ...next, timeZone: zone };
  }
  const quietText = interaction.options.getString(SETTINGS_OPTIONS.quiet);
  if (quietText !== null) {
    const off = ['off', 'none', 'aucune', 'non', 'no'].includes(quietText.trim().toLowerCase());
    let quiet: QuietHours | null = null;
    if (!off) {
      const period = parseQuietHours(quietText);
      if (!period.ok) return { ok: false, error: tc(locale, period.error === 'QUIET_EMPTY' ? 'away.emptyQuiet' : 'away.badQuiet') };
      quiet = period.value;
    }
    next = { ...next, quiet };
  }
  const awayText = interaction.options.getString(SETTINGS_OPTIONS.away);
  if (awayText !== null) {
    const request = parseAway(awayText, zoneOf(next), now);
    if (!request.ok) return { ok: false, error: awayRefusal(locale, request.error) };
    if (request.value.kind === 'back') {
      if (awayUntil(next, now) === null) return { ok: false, error: tc(locale, 'away.notAway') };
      next = withAway(next, now, null);
      notes.push(tc(locale, 'away.ended'));
    } else {
      const until = request.value.until;
      const changed = withAway(next, now, until);
      const wanted = changed.away!;
      const cap = checkAwayCap(changed.awayLog ?? [], wanted, zoneOf(changed));
      if (!cap.ok) return { ok: false, error: awayRefusal(locale, cap.error) };
      next = changed;
      // Tournaments do not wait: their clocks keep running (src/bot/clock/deadlines.ts, strict clocks).
      notes.push(tc(locale, 'away.started', { until: Math.floor(until / 1000) }), tc(locale, 'away.strictRuns'));
    }
  }
  return { ok: true, value: next, notes };
}

/**
 * The tournament games under way on this server that wait on the caller's clock (theirs do not
 * stop while they are away), as a note naming their threads, or null when there are none.
 */
async function strictGamesNote(ctx: BotContext, interaction: ChatInputCommandInteraction, locale: Locale): Promise<string | null> {
  const tournaments = ctx.tournaments;
  if (!interaction.inGuild() || tournaments === undefined) return null;
  const active = await ctx.manager.activeSessions([interaction.guildId]);
  if (!active.ok) return null;
  const userId = interaction.user.id;
  const games = active.value.sessions
    .map(({ session }) => session)
    .filter((session) => session.status === 'playing' && tournaments.claims(session) && session.seats.some((seat) => seat.player.type === 'human' && seat.player.userId === userId && seat.resignedAt === undefined));
  return games.length === 0 ? null : tc(locale, 'away.strictGames', { games: games.map((session) => `<#${session.channelId}>`).join(', ') });
}

/** /settings: shows the caller's settings, changing those given as options first. Private. */
export const settingsCommand = {
  name: SETTINGS_COMMAND,
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const store = ctx.userSettings;
    if (store === undefined) {
      await sayPrivately(interaction, tc(locale, 'settings.unavailable'));
      return;
    }
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const current = await store.get(interaction.user.id);
    const now = ctx.now?.() ?? Date.now();
    const applied = current.ok ? applyOptions(interaction, current.value, now, locale) : null;
    if (applied !== null && !applied.ok) {
      await sendPrivate(interaction, { content: applied.error, embeds: [], components: [] });
      return;
    }
    const changed = applied !== null && current.ok && applied.value !== current.value;
    const result = changed && applied !== null ? await store.put(interaction.user.id, applied.value) : current;
    if (!result.ok) {
      ctx.log.warn('settings unavailable', { user: interaction.user.id, detail: result.error });
      await sendPrivate(interaction, { content: tc(locale, 'settings.unavailable'), embeds: [], components: [] });
      return;
    }
    const settings = result.value;
    const until = awayUntil(settings, now);
    const shown = [
      tc(locale, 'settings.show', { dm: settings.dmReminders, language: settings.dmLocale ?? '' }),
      tc(locale, 'away.show', { zone: settings.timeZone ?? '', quiet: settings.quiet === null || settings.quiet === undefined ? '' : formatQuietHours(settings.quiet), away: until === null ? null : Math.floor(until / 1000) }),
      tc(locale, 'away.capNote', { days: AWAY_CAP_DAYS_PER_MONTH, used: awayThisMonth(settings, now) }),
      tc(locale, 'away.change'),
    ].join('\n\n');
    // An away time just taken: the tournament games it does not stop are named.
    const strict = changed && current.ok && until !== null && awayUntil(current.value, now) !== until ? await strictGamesNote(ctx, interaction, locale) : null;
    const saved = changed ? `${[tc(locale, 'settings.saved'), ...(applied?.notes ?? []), ...(strict === null ? [] : [strict])].join(' ')}\n\n` : '';
    await sendPrivate(interaction, { embeds: [{ title: tc(locale, 'settings.title'), description: saved + shown, color: BRAND_COLOR }], components: [] });
  },
  /** Suggestions for the time zone: the common ones first, then every IANA name holding what was typed. */
  autocomplete: async (interaction: AutocompleteInteraction) => {
    const typed = interaction.options.getFocused().toLowerCase().replace(/\s+/g, '_');
    const all = [...COMMON_ZONES, ...knownTimeZones().filter((zone) => !COMMON_ZONES.includes(zone))];
    const found = all.filter((zone) => zone.toLowerCase().includes(typed)).slice(0, 25);
    await interaction.respond(found.map((zone) => ({ name: zone, value: zone })));
  },
} satisfies CommandHandler;
