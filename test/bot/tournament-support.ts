/** What the tournament tests share: running /tournament, reading its posts, playing and forcing its tables' results. */
import { PermissionFlagsBits } from 'discord.js';
import { expect } from 'vitest';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../../src/playground/discord/fake-discord.ts';
import type { Tournament } from '../../src/bot/tournament/record.ts';
import type { GameSession } from '../../src/session/session.ts';
import type { ManualClock } from '../../src/session/schedule.ts';
import { act, buttonsOf, click, findButton, waitForBots, type Harness } from './harness.ts';

/** Runs /tournament <subcommand> as a user in the harness's channel and waits for the bot. */
export function tournament(h: Harness, user: FakeUser, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}, locale?: string): Promise<InteractionHandle> {
  return act(h, h.discord.slashCommand({ user, name: 'tournament', subcommand, options, ...(locale === undefined ? {} : { locale }) }));
}

/** Waits until the tournaments, AI turns and announcements have nothing under way. */
export async function settleAll(h: Harness): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await h.bot.tournaments.idle();
    await waitForBots(h);
    await h.bot.deadlines.idle();
    await h.bot.tournaments.idle();
    if (h.bot.aiTurns.pending === 0 && h.bot.router.busy === 0) return;
  }
}

/** Moves the fake clock and lets everything it set off finish. */
export async function advance(h: Harness, clock: ManualClock, ms: number): Promise<void> {
  clock.advance(ms);
  await settleAll(h);
}

/** The stored tournament. */
export async function stored(h: Harness, id: string): Promise<Tournament> {
  const read = await h.bot.tournaments.store.get(id);
  if (!read.ok || read.value === null) throw new Error(`tournament ${id}: ${read.ok ? 'none' : read.error.code}`);
  return read.value;
}

/** The id of the tournament whose sign-up message this is. */
export function tournamentIdOf(message: FakeMessage): string {
  return findButton(message, 'tournament').custom_id.split(':')[2];
}

/** Clicks Join (or Leave) on the sign-up message as a user (in their Discord language, `locale`, if given); returns the click. */
export async function signUp(h: Harness, user: FakeUser, message: FakeMessage, action: 'join' | 'leave' = 'join', locale?: string): Promise<InteractionHandle> {
  const current = h.discord.message(message.id) ?? message;
  const customId = findButton(current, 'tournament', (id) => id.kind === 'tournament' && id.action === action).custom_id;
  return locale === undefined ? click(h, user, current, customId) : act(h, h.discord.clickButton({ user, messageId: current.id, customId, locale }));
}

/** The embeds' titles and texts of the bot's posts in a channel, in order. */
export function posts(h: Harness, channelId: string = h.discord.channelId): string[] {
  return h.discord.messages(channelId).map((m) => [m.content, ...m.embeds.map((e) => `${e.title ?? ''}\n${e.description ?? ''}`)].join('\n').trim());
}

/** The standings posts of a channel, in order. */
export function standingsPosts(h: Harness, channelId: string = h.discord.channelId): FakeMessage[] {
  return h.discord.messages(channelId).filter((m) => m.embeds.some((e) => /standings after round|classement après la ronde/.test(e.title ?? '')));
}

/** A game as stored. */
export async function gameOf(h: Harness, gameId: string): Promise<{ session: GameSession; state: unknown }> {
  const read = await h.bot.manager.getGame(gameId);
  if (!read.ok) throw new Error(`game ${gameId}: ${read.error.code}`);
  return read.value;
}

/** Resigns a user from a game by the command and its confirmation, as a player would. */
export async function resignByCommand(h: Harness, user: FakeUser, command: string, channelId: string): Promise<void> {
  const asked = await act(h, h.discord.slashCommand({ user, name: command, subcommand: 'resign', channelId }));
  const confirm = asked.original();
  expect(confirm, 'the resign command asks to confirm').not.toBeNull();
  const button = buttonsOf(confirm!).find((b) => b.id.kind === 'resign' && b.id.confirm);
  expect(button, 'a confirm button').toBeDefined();
  await act(h, h.discord.clickButton({ user, messageId: confirm!.id, customId: button!.component.custom_id }));
  await settleAll(h);
}

/**
 * A Swiss tournament of `game` between people of these names at one table (`options` added to
 * `create`: a time per move of 1 h and no reminders unless they say otherwise), its first round
 * opened: the tournament, its table's thread and game, and its people in seat order (in a game of
 * teams, each team's first member) and all of them (in the order of `names`), and its organiser
 * (who may manage the server's events, not its channels).
 */
export async function tournamentTable(
  h: Harness,
  game: string,
  names: readonly string[],
  options: Readonly<Record<string, OptionValue>> = {},
): Promise<{ id: string; channelId: string; gameId: string; seated: FakeUser[]; people: FakeUser[]; organiser: FakeUser }> {
  const organiser = h.discord.createMember({ username: 'org', globalName: 'Org', permissions: PermissionFlagsBits.ManageGuild });
  const people = names.map((name) => h.discord.createMember({ username: name.toLowerCase(), globalName: name }));
  const message = (await tournament(h, organiser, 'create', { game, format: 'swiss', time_per_move: '1h', reminders: 'off', table_size: names.length, ...options })).original()!;
  const id = tournamentIdOf(message);
  for (const person of people) await signUp(h, person, message);
  await tournament(h, organiser, 'start');
  await settleAll(h);
  const t = await stored(h, id);
  const table = t.rounds[0].tables[0];
  const seated = table.entrants.map((entrant) => people.find((p) => p.id === (t.entrants.find((e) => e.id === entrant)!.members[0] as { userId: string }).userId)!);
  return { id, channelId: table.channelId!, gameId: table.gameId!, seated, people, organiser };
}

/** A French text with its typographic spaces (no-break, narrow no-break) as plain spaces, to compare with what is written here. */
export function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
