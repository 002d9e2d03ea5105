import { describe, expect, test } from 'vitest';
import {
  afterCounted,
  AWAY_CAP_MS,
  canonicalTimeZone,
  checkAwayCap,
  clearOf,
  countedBetween,
  localTime,
  parseAway,
  parseQuietHours,
  quietPauses,
  spanPauses,
  zonedInstant,
  type QuietHours,
} from '../../src/session/calendar.ts';
import { defaultSettings, lobbyClock, nextDeadline, remindedAt, timeoutAt, type ClockCalendar, type SessionClock } from '../../src/session/schedule.ts';
import { awaySpans, awayUntil, parseUserSettings, withAway } from '../../src/session/user-settings.ts';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const utc = (text: string) => Date.parse(`${text}Z`);
const quietOf = (text: string): QuietHours => {
  const period = parseQuietHours(text);
  if (!period.ok) throw new Error(`${text} is not a quiet period`);
  return period.value;
};

describe('time zones', () => {
  test.each([
    ['europe/zurich', 'Europe/Zurich'],
    ['America/New_York', 'America/New_York'],
    ['UTC', 'UTC'],
    ['Mars/Olympus', null],
    ['', null],
    ['22:00', null],
  ])('%s is read as %s', (name, want) => {
    expect(canonicalTimeZone(name)).toBe(want);
  });

  test.each([
    // Zurich: CET (+1) in winter, CEST (+2) from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC.
    { name: 'a winter evening', zone: 'Europe/Zurich', local: [2026, 1, 15, 22 * 60], want: '2026-01-15T21:00:00' },
    { name: 'a summer evening', zone: 'Europe/Zurich', local: [2026, 7, 15, 22 * 60], want: '2026-07-15T20:00:00' },
    { name: 'a time skipped by spring forward, taken after the jump', zone: 'Europe/Zurich', local: [2026, 3, 29, 2 * 60 + 30], want: '2026-03-29T01:30:00' },
    { name: 'a time repeated in the autumn, its later occurrence', zone: 'Europe/Zurich', local: [2026, 10, 25, 2 * 60 + 30], want: '2026-10-25T01:30:00' },
    { name: 'New York in summer', zone: 'America/New_York', local: [2026, 7, 1, 8 * 60], want: '2026-07-01T12:00:00' },
    { name: 'a day past the end of a month', zone: 'UTC', local: [2026, 1, 32, 0], want: '2026-02-01T00:00:00' },
  ])('$name', ({ zone, local: [y, m, d, minutes], want }) => {
    const at = zonedInstant(zone, y, m, d, minutes);
    expect(at).toBe(utc(want));
  });

  test('localTime reads an instant back in its zone', () => {
    expect(localTime('Europe/Zurich', utc('2026-07-15T20:00:00'))).toEqual({ year: 2026, month: 7, day: 15, minutes: 22 * 60 });
    expect(localTime('Asia/Tokyo', utc('2026-12-31T15:30:00'))).toEqual({ year: 2027, month: 1, day: 1, minutes: 30 });
  });
});

describe('quiet hours', () => {
  test.each([
    ['22:00-08:00', { start: 22 * 60, end: 8 * 60 }],
    ['22h-8h', { start: 22 * 60, end: 8 * 60 }],
    ['23:30 – 7', { start: 23 * 60 + 30, end: 7 * 60 }],
    ['13:00-14:00', { start: 13 * 60, end: 14 * 60 }],
    // 0-24 is the whole day: start and end meet, so it is refused like any empty period.
    ['0-24', 'QUIET_EMPTY'],
    ['22:00', 'QUIET_MALFORMED'],
    ['25:00-08:00', 'QUIET_MALFORMED'],
    ['22:60-08:00', 'QUIET_MALFORMED'],
    ['08:00-08:00', 'QUIET_EMPTY'],
    ['night', 'QUIET_MALFORMED'],
  ])('%s is read as %j', (text, want) => {
    expect(parseQuietHours(text)).toEqual(typeof want === 'string' ? { ok: false, error: want } : { ok: true, value: want });
  });

  const night = quietOf('22:00-08:00');

  test('a period across midnight holds the late evening and the early morning, in the zone, not outside it', () => {
    const zurich = quietPauses(night, 'Europe/Zurich');
    // 23:00 local in winter is 22:00 UTC: quiet until 08:00 local, 07:00 UTC.
    expect(zurich.endOf(utc('2026-01-15T22:00:00'))).toBe(utc('2026-01-16T07:00:00'));
    expect(zurich.endOf(utc('2026-01-16T05:00:00'))).toBe(utc('2026-01-16T07:00:00'));
    expect(zurich.endOf(utc('2026-01-16T07:00:00'))).toBeNull();
    expect(zurich.endOf(utc('2026-01-16T12:00:00'))).toBeNull();
    expect(zurich.nextStart(utc('2026-01-16T12:00:00'))).toBe(utc('2026-01-16T21:00:00'));
  });

  test('across the change to summer time the night is an hour shorter in UTC, and across the change back an hour longer', () => {
    const zurich = quietPauses(night, 'Europe/Zurich');
    // Night of 28 to 29 March 2026: 22:00 CET (21:00 UTC) to 08:00 CEST (06:00 UTC): 9 h.
    const spring = utc('2026-03-28T21:00:00');
    expect(zurich.endOf(spring)! - spring).toBe(9 * HOUR);
    // Night of 24 to 25 October 2026: 22:00 CEST (20:00 UTC) to 08:00 CET (07:00 UTC): 11 h.
    const autumn = utc('2026-10-24T20:00:00');
    expect(zurich.endOf(autumn)! - autumn).toBe(11 * HOUR);
  });

  test('counted time skips quiet hours: 3 h from 20:00 ends at 09:00 the next morning', () => {
    const zurich = quietPauses(night, 'Europe/Zurich');
    const start = utc('2026-01-15T19:00:00'); // 20:00 local
    expect(afterCounted([zurich], start, 3 * HOUR)).toBe(utc('2026-01-16T08:00:00'));
    expect(countedBetween([zurich], start, utc('2026-01-16T08:00:00'))).toBe(3 * HOUR);
    // A day of counted time from 08:00: 14 h to 22:00, then 10 h from 08:00 the next day, to 18:00 (17:00 UTC).
    const morning = utc('2026-01-16T07:00:00');
    expect(afterCounted([zurich], morning, DAY)).toBe(utc('2026-01-17T17:00:00'));
  });

  test('a reminder due in quiet hours waits for their end; one outside them does not move', () => {
    const zurich = quietPauses(night, 'Europe/Zurich');
    expect(clearOf([zurich], utc('2026-01-16T02:00:00'))).toBe(utc('2026-01-16T07:00:00'));
    expect(clearOf([zurich], utc('2026-01-16T10:00:00'))).toBe(utc('2026-01-16T10:00:00'));
  });
});

describe('away time', () => {
  const now = utc('2026-01-10T12:00:00');

  test.each([
    { text: '3', want: { kind: 'until', until: now + 3 * DAY } },
    { text: '0', want: { kind: 'back' } },
    { text: 'back', want: { kind: 'back' } },
    { text: 'Retour', want: { kind: 'back' } },
    { text: '2026-01-20', want: { kind: 'until', until: utc('2026-01-19T23:00:00') } },
    { text: '2026-01-20 18:30', want: { kind: 'until', until: utc('2026-01-20T17:30:00') } },
  ])('“$text” is read in the player’s zone', ({ text, want }) => {
    expect(parseAway(text, 'Europe/Zurich', now)).toEqual({ ok: true, value: want });
  });

  test.each([
    ['2026-02-30', 'AWAY_MALFORMED'],
    ['2026-01-20 25:00', 'AWAY_MALFORMED'],
    ['next week', 'AWAY_MALFORMED'],
    ['-2', 'AWAY_MALFORMED'],
    ['2026-01-09', 'AWAY_PAST'],
    ['2026-01-10 12:00', 'AWAY_PAST'],
  ])('“%s” is refused: %s', (text, code) => {
    const read = parseAway(text, 'UTC', now);
    expect(read.ok ? null : read.error.code).toBe(code);
  });

  test('the cap counts per calendar month: 14 days in one month pass, a 15th does not', () => {
    const from = utc('2026-01-01T00:00:00');
    expect(checkAwayCap([], { from, until: from + 14 * DAY }, 'UTC').ok).toBe(true);
    const over = checkAwayCap([], { from, until: from + 14 * DAY + MIN }, 'UTC');
    expect(over).toEqual({ ok: false, error: { code: 'AWAY_OVER_CAP', year: 2026, month: 1, usedMs: 0 } });
  });

  test('a stretch across two months counts in each for its own share, with what each month already holds', () => {
    const taken = [{ from: utc('2026-01-02T00:00:00'), until: utc('2026-01-12T00:00:00') }]; // 10 days in January
    // 25 Jan to 8 Feb: 7 days in January (17 in all: over), 7 in February.
    const refused = checkAwayCap(taken, { from: utc('2026-01-25T00:00:00'), until: utc('2026-02-08T00:00:00') }, 'UTC');
    expect(refused).toEqual({ ok: false, error: { code: 'AWAY_OVER_CAP', year: 2026, month: 1, usedMs: 10 * DAY } });
    // 28 Jan to 11 Feb: 4 days in January (14: the cap), 10 in February.
    expect(checkAwayCap(taken, { from: utc('2026-01-28T00:00:00'), until: utc('2026-02-11T00:00:00') }, 'UTC').ok).toBe(true);
    // December to February: the full month of January alone is over.
    const long = checkAwayCap([], { from: utc('2025-12-31T00:00:00'), until: utc('2026-02-02T00:00:00') }, 'UTC');
    expect(long.ok ? null : long.error).toMatchObject({ code: 'AWAY_OVER_CAP', year: 2026, month: 1 });
  });

  test('months are the player’s: in Tokyo, 31 January 20:00 UTC is already February', () => {
    const from = utc('2026-01-31T20:00:00');
    const wanted = { from, until: from + 14 * DAY };
    const taken = [{ from: utc('2026-01-03T00:00:00'), until: utc('2026-01-17T00:00:00') }]; // January's 14 days
    expect(checkAwayCap(taken, wanted, 'UTC').ok).toBe(false);
    expect(checkAwayCap(taken, wanted, 'Asia/Tokyo').ok).toBe(true);
    expect(AWAY_CAP_MS).toBe(14 * DAY);
  });

  test('coming back early ends the away time where it is, and that is what the cap counts', () => {
    const start = parseUserSettings({});
    const away = withAway(start, now, now + 5 * DAY);
    expect(awayUntil(away, now + DAY)).toBe(now + 5 * DAY);
    const back = withAway(away, now + DAY, null);
    expect(awayUntil(back, now + DAY)).toBeNull();
    expect(awaySpans(back)).toEqual([{ from: now, until: now + DAY }]);
    // Extended while under way, it keeps its start.
    const longer = withAway(away, now + DAY, now + 9 * DAY);
    expect(longer.away).toEqual({ from: now, until: now + 9 * DAY });
    // Stored and read back.
    expect(parseUserSettings(JSON.parse(JSON.stringify(back)))).toEqual(back);
    expect(parseUserSettings({ timeZone: 'Nowhere/Land', quiet: { start: 5, end: 5 }, away: { from: 9, until: 3 } })).toEqual({ dmReminders: false, dmLocale: null });
  });
});

describe('a game clock with a calendar', () => {
  // Play time runs 1,000 ms ahead of wall time here: the calendar speaks wall time.
  const offset = 1_000;
  const since = utc('2026-01-15T12:00:00') + offset;
  const game = (settings: Partial<SessionClock['settings']> = {}): SessionClock => ({ ...lobbyClock({ ...defaultSettings('normal'), reminderMs: HOUR, limitMs: 6 * HOUR, ...settings }), move: 3, since });

  test('away time moves the timeout and the reminders by the time away', () => {
    const away = spanPauses([{ from: utc('2026-01-15T12:30:00'), until: utc('2026-01-15T20:30:00') }]);
    const calendar: ClockCalendar = { offset, pauses: [away], quiet: [] };
    expect(timeoutAt(game(), calendar)).toBe(since + 6 * HOUR + 8 * HOUR);
    // The first reminder would come at 13:00, inside the away time: it comes an hour of counted time in, at 21:00.
    expect(nextDeadline(game(), true, calendar)).toEqual({ kind: 'reminder', at: since + 9 * HOUR, move: 3 });
  });

  test('quiet hours hold a reminder back without stopping the clock, unless the game says they pause it', () => {
    const evening = { ...game(), since: utc('2026-01-15T20:30:00') + offset }; // 21:30 in Zurich
    const quiet = quietPauses(quietOf('22:00-08:00'), 'Europe/Zurich');
    const calendar: ClockCalendar = { offset, pauses: [], quiet: [quiet] };
    // The reminder of 22:30 local waits for 08:00 (07:00 UTC), but the 6 h limit still ends at 03:30 local.
    expect(nextDeadline(evening, true, calendar)).toEqual({ kind: 'timeout', at: evening.since + 6 * HOUR, move: 3 });
    expect(nextDeadline({ ...evening, settings: { ...evening.settings, limitMs: null } }, true, calendar)).toEqual({ kind: 'reminder', at: utc('2026-01-16T07:00:00') + offset, move: 3 });
    // Pausing: 30 min before 22:00, then 5 h 30 from 08:00: 13:30 local, 12:30 UTC.
    const paused: ClockCalendar = { offset, pauses: [quiet], quiet: [quiet] };
    expect(timeoutAt({ ...evening, settings: { ...evening.settings, quietPauses: true } }, paused)).toBe(utc('2026-01-16T12:30:00') + offset);
  });

  test('a reminder the limit would overtake in quiet hours comes just before they begin, if that is half a period (at most 30 min) after the move began', () => {
    const quiet = quietPauses(quietOf('22:00-08:00'), 'Europe/Zurich');
    const calendar: ClockCalendar = { offset, pauses: [], quiet: [quiet] };
    // From 21:00 local: the reminder of 22:00 would wait for 08:00, past the limit of 03:00; it comes at 21:59.
    const nine = { ...game(), since: utc('2026-01-15T20:00:00') + offset };
    expect(nextDeadline(nine, true, calendar)).toEqual({ kind: 'reminder', at: utc('2026-01-15T20:59:00') + offset, move: 3 });
    // Sent then, it is the first; the next would be in the quiet hours already begun: the limit comes first.
    const reminded = remindedAt(nine, utc('2026-01-15T20:59:00') + offset, calendar);
    expect(reminded).toBe(1);
    expect(nextDeadline({ ...nine, reminded }, true, calendar)).toEqual({ kind: 'timeout', at: nine.since + 6 * HOUR, move: 3 });
    // From 21:40 local, 21:59 is too soon after the turn's own call (19 min of a 1 h period): the limit comes first.
    const late = { ...game(), since: utc('2026-01-15T20:40:00') + offset };
    expect(nextDeadline(late, true, calendar)).toEqual({ kind: 'timeout', at: late.since + 6 * HOUR, move: 3 });
    // A longer period asks no more than 30 minutes: reminders every 12 h with 6 h a move come every 3 h, the first due at
    // 00:00 from 21:00, past the limit of 03:00; 21:59 is an hour after the call (not half a period, 1 h 30): it comes then.
    const slow = { ...nine, settings: { ...nine.settings, reminderMs: 12 * HOUR } };
    expect(nextDeadline(slow, true, calendar)).toEqual({ kind: 'reminder', at: utc('2026-01-15T20:59:00') + offset, move: 3 });
    // From 21:35 local, 24 min after the call is still too soon.
    expect(nextDeadline({ ...slow, since: utc('2026-01-15T20:35:00') + offset }, true, calendar)).toEqual({ kind: 'timeout', at: utc('2026-01-15T20:35:00') + offset + 6 * HOUR, move: 3 });
    // Without a limit, or when the quiet hours end before it, the reminder waits for their end as before.
    expect(nextDeadline({ ...nine, settings: { ...nine.settings, limitMs: null } }, true, calendar)).toEqual({ kind: 'reminder', at: utc('2026-01-16T07:00:00') + offset, move: 3 });
    expect(nextDeadline({ ...nine, settings: { ...nine.settings, limitMs: 24 * HOUR } }, true, calendar)).toEqual({ kind: 'reminder', at: utc('2026-01-16T07:00:00') + offset, move: 3 });
  });

  test('a reminder sent after quiet hours counts the periods that passed, so the next does not follow at once', () => {
    const evening = { ...game({ limitMs: null }), since: utc('2026-01-15T20:30:00') + offset };
    const quiet = quietPauses(quietOf('22:00-08:00'), 'Europe/Zurich');
    const calendar: ClockCalendar = { offset, pauses: [], quiet: [quiet] };
    const sentAt = utc('2026-01-16T07:00:00') + offset;
    const reminded = remindedAt(evening, sentAt, calendar);
    expect(reminded).toBe(10);
    const next = nextDeadline({ ...evening, reminded }, true, calendar);
    expect(next).toEqual({ kind: 'reminder', at: evening.since + 11 * HOUR, move: 3 });
  });
});
