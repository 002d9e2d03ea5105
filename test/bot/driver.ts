import { expect } from 'vitest';
import { PLAYER_COLORS, type PlayerColor } from '../../src/games/chacun/engine/basics.ts';
import { currentPlayer, type GameState } from '../../src/games/chacun/engine/game.ts';
import { replay, type GameRecord } from '../../src/games/chacun/engine/record.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { seatOfKey, type GameSession } from '../../src/session/session.ts';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../../src/playground/discord/fake-discord.ts';
import { act, buttonsOf, click, findButton, selectOf, turnMessage, type Harness } from './harness.ts';

const NAMES = ['Alice', 'Bérénice', 'Chen', 'Dario', 'Eun-ji'];

/** Members with display names (accents and hyphens included). */
export function members(harness: Harness, count: number): FakeUser[] {
  return NAMES.slice(0, count).map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
}

/** Players around a game in a channel. */
export interface Table {
  readonly h: Harness;
  readonly channelId: string;
  readonly players: readonly FakeUser[];
  readonly gameId: string;
}

/** Runs /chacun <subcommand> as a user and waits for the bot to be done. */
export function command(
  h: Harness,
  user: FakeUser,
  subcommand: string,
  options: Readonly<Record<string, OptionValue>> = {},
  channelId: string = h.discord.channelId,
  locale?: string,
): Promise<InteractionHandle> {
  return act(h, h.discord.slashCommand({ user, name: 'chacun', subcommand, options, channelId, ...(locale === undefined ? {} : { locale }) }));
}

/** Opens a lobby as the first player, lets the others join with the button, starts the game with the button. */
export async function openGame(h: Harness, players: readonly FakeUser[], options: { channelId?: string; newOptions?: Record<string, OptionValue> } = {}): Promise<Table> {
  const channelId = options.channelId ?? h.discord.channelId;
  const opened = await command(h, players[0], 'new', options.newOptions ?? {}, channelId);
  let lobby = opened.original();
  if (lobby === null) throw new Error('no lobby message');
  const join = findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join');
  for (const player of players.slice(1)) {
    await click(h, player, lobby, join.custom_id);
    lobby = h.discord.message(lobby.id)!;
  }
  const start = findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start');
  await click(h, players[0], lobby, start.custom_id);
  const gameId = buttonsOf(lobby)[0].id.gameId;
  return { h, channelId, players, gameId };
}

/** The stored session and state of a table's game (open or ended). */
export async function loaded(table: Table): Promise<{ session: GameSession; state: GameState }> {
  const result = await table.h.bot.manager.getGame(table.gameId);
  if (!result.ok || result.value.state === null) throw new Error(`game ${table.gameId}: ${result.ok ? 'no state' : result.error.code}`);
  return { session: result.value.session, state: result.value.state as GameState };
}

/** The user who is to play, or null when the game is over. */
export async function playerToMove(table: Table): Promise<FakeUser | null> {
  const { session, state } = await loaded(table);
  if (session.status !== 'playing') return null;
  const color = currentPlayer(state);
  const seat = color === null ? undefined : seatOfKey(session, color);
  if (seat === undefined || seat.player.type !== 'human') return null;
  const userId = seat.player.userId;
  return table.players.find((p) => p.id === userId) ?? null;
}

/**
 * Plays one turn with clicks only, as the player would: Play on the turn message, a position in
 * the menu (sometimes on another page), sometimes another rotation, Confirm, then an occupant or
 * a pawn (or none). A menhir second turn continues in the same panel. Returns the number of clicks.
 */
export async function playTurnByClicks(table: Table, random: Random, seen: Map<string, number> = new Map()): Promise<number> {
  const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
  const { h } = table;
  const user = await playerToMove(table);
  if (user === null) throw new Error('nobody to move');
  const turn = turnMessage(h, table.channelId);
  if (turn === undefined) throw new Error('no turn message');
  expect(turn.content).toContain(`<@${user.id}>`);
  let clicks = 1;
  const opened = await click(h, user, turn, findButton(turn, 'play').custom_id);
  let panel: FakeMessage | null = opened.original();
  for (let step = 0; panel !== null && step < 40; step++) {
    const current: FakeMessage = h.discord.message(panel.id) ?? panel;
    const select = selectOf(current);
    const buttons = buttonsOf(current).filter((b) => b.component.disabled !== true);
    if (select !== undefined) {
      if (current.embeds[0]?.description?.startsWith('🗿')) count('menhir');
      const next = buttons.find((b) => b.id.kind === 'page');
      if (next !== undefined && random.int(4) === 0) {
        count('page');
        await click(h, user, current, next.component.custom_id);
      } else {
        const option = random.pick(select.options);
        await act(h, h.discord.selectMenu({ user, messageId: current.id, customId: select.custom_id, values: [option.value] }));
      }
    } else if (buttons.some((b) => b.id.kind === 'place')) {
      const rotations = buttons.filter((b) => b.id.kind === 'rotate');
      const target = rotations.length > 0 && random.int(2) === 0 ? random.pick(rotations) : buttons.find((b) => b.id.kind === 'place')!;
      count(target.id.kind);
      await click(h, user, current, target.component.custom_id);
    } else if (buttons.some((b) => b.id.kind === 'occupy' || b.id.kind === 'retake')) {
      const choices = buttons.filter((b) => b.id.kind === 'occupy' || b.id.kind === 'retake');
      const choice = random.pick(choices);
      count(choice.id.kind);
      await click(h, user, current, choice.component.custom_id);
    } else {
      break;
    }
    clicks++;
    panel = current;
  }
  return clicks;
}

/** The points each player has in the end message's ranking, by display name. */
export function rankingPoints(end: FakeMessage): Record<string, number> {
  const points: Record<string, number> = {};
  for (const line of (end.embeds[0]?.description ?? '').split('\n')) {
    const match = /\*\*(.+?)\*\* — (\d+) points?/.exec(line);
    if (match) points[match[1].replace(/\\/g, '')] = Number(match[2]);
  }
  return points;
}

/** Plays a game to its end with clicks (counting what was clicked in `seen`), checking the channel after every turn. */
export async function playAndWatch(table: Table, random: Random, seen = new Map<string, number>()): Promise<{ turns: number; turnMessages: number }> {
  const { h } = table;
  let turns = 0;
  while ((await playerToMove(table)) !== null) {
    await playTurnByClicks(table, random, seen);
    turns++;
    const live = h.discord.messages(table.channelId).filter((m) => buttonsOf(m).some((b) => b.id.kind === 'play'));
    // The previous turn's buttons are gone: one Play button in the channel, on the newest message.
    expect(live.length, `turn ${turns}`).toBeLessThanOrEqual(1);
    if (turns > 250) throw new Error('the game does not end');
  }
  const turnMessages = h.discord.messages(table.channelId).filter((m) => m.embeds[0]?.title?.match(/^(Turn|Tour) \d+/)).length;
  return { turns, turnMessages };
}

/** Checks a finished game: archived, and its points (stored and shown) are those of its replayed record. */
export async function expectFinishedAsReplayed(table: Table, end: FakeMessage): Promise<void> {
  const { session, state } = await loaded(table);
  expect(session.status).toBe('finished');
  const replayed = replay(session.record as GameRecord);
  expect(replayed.error).toBeNull();
  expect(replayed.state.nextAction).toBe('END_GAME');
  expect(state.points).toEqual(replayed.state.points);
  const shown = rankingPoints(end);
  for (const seat of session.seats) {
    expect(shown[seat.player.name], seat.player.name).toBe(replayed.state.points[PLAYER_COLORS.indexOf(seat.seat as PlayerColor)]);
  }
  const history = await table.h.bot.manager.history(table.channelId);
  expect(history.ok && history.value).toContain(table.gameId);
  expect((await table.h.bot.manager.get(table.channelId)).ok).toBe(false);
}

