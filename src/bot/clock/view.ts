import type { APIEmbed } from 'discord.js';
import { tc } from '../../i18n/clock-catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { reminderPeriod, type SessionClock } from '../../session/schedule.ts';
import type { GameSession } from '../../session/session.ts';
import { BRAND_COLOR, escapeMarkdown, LIMITS, type View } from '../chrome/common.ts';

/** The newest clock notes shown on the message board. */
const NOTES_SHOWN = 10;

/**
 * The message board with what the turn clock did added to its latest page: the moves played for
 * people whose time ran out and the seats handed to an AI (the record holds the moves, not why).
 */
export function withClockNotes(view: View, session: GameSession, latestPage: boolean, locale: Locale): View {
  const notes = session.clock?.notes ?? [];
  if (!latestPage || notes.length === 0) return view;
  const lines = notes
    .slice(-NOTES_SHOWN)
    .map((note) => `• ${tc(locale, note.kind === 'handover' ? 'clock.noteHandOver' : note.lost === true ? 'clock.noteLost' : 'clock.noteTimeout', { name: escapeMarkdown(note.name), move: note.moveNumber })}`);
  const embed: APIEmbed = { title: tc(locale, 'clock.notesTitle'), description: lines.join('\n').slice(0, LIMITS.embedDescription), color: BRAND_COLOR };
  const embeds = view.embeds ?? [];
  // Discord takes at most ten embeds in a message.
  return embeds.length >= 10 ? view : { ...view, embeds: [...embeds, embed] };
}

/** A game's reminders and time limit in one line ("⏰ Reminders every 12 h · ⌛ 1 h per move, then normal AI"), for its lobby. */
export function clockSummary(clock: SessionClock | undefined, locale: Locale): string | null {
  if (clock === undefined) return null;
  const { limitMs, level } = clock.settings;
  // The period reminders come at: at most half the time per move.
  const reminderMs = reminderPeriod(clock.settings);
  const summary = tc(locale, 'clock.summary', {
    reminders: reminderMs === null ? '' : tc(locale, 'clock.duration', { ms: reminderMs }),
    limit: limitMs === null ? '' : tc(locale, 'clock.duration', { ms: limitMs }),
    by: tc(locale, 'clock.level', { level }),
  });
  return clock.settings.quietPauses === true ? `${summary} · ${tc(locale, 'away.quietPausesNote')}` : summary;
}

/**
 * What the clock says of the move under way: when it is due (wall time, ms; `quiet`: the quiet
 * hours of the people to act do not count; `loses`: a strict clock, running out of time loses
 * the game), or, while the clock stands still for someone away, how much of its time is left.
 */
export type MoveDue =
  | { readonly kind: 'due'; readonly at: number; readonly quiet: boolean; readonly loses: boolean }
  | { readonly kind: 'stopped'; readonly left: number };

/** The line of a turn message or of `/games` saying when the move is due ("⌛ Move due <t:…:R>", a relative Discord timestamp each reader sees in their language). */
export function dueLine(due: MoveDue, locale: Locale): string {
  if (due.kind === 'stopped') return tc(locale, 'clock.stopped', { left: tc(locale, 'clock.duration', { ms: due.left }) });
  const at = Math.floor(due.at / 1000);
  return tc(locale, due.loses ? 'clock.dueLoses' : due.quiet ? 'clock.dueQuiet' : 'clock.due', { at });
}
