import { afterEach, describe, expect, test, vi } from 'vitest';
import type { APIStringSelectComponent } from 'discord.js';
import { replayRecord, type GameRecord } from '../../../src/games/tchu/engine/record.ts';
import { seatsToAct, type GameState } from '../../../src/games/tchu/engine/state.ts';
import { outcome } from '../../../src/games/tchu/engine/summary.ts';
import type { GameSession } from '../../../src/session/session.ts';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../../discord/fake-discord.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, type Harness } from '../../bot/harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** Runs /tchu <subcommand> as a user and waits for the bot. */
function command(harness: Harness, user: FakeUser, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}): Promise<InteractionHandle> {
  return act(harness, harness.discord.slashCommand({ user, name: 'tchu', subcommand, options, channelId: harness.discord.channelId }));
}

/** Opens a game as the first user, lets the others join, starts it (an AI takes a free seat). */
async function openGame(harness: Harness, users: readonly FakeUser[]): Promise<string> {
  const opened = await command(harness, users[0], 'new');
  let lobby = opened.original()!;
  for (const user of users.slice(1)) {
    await click(harness, user, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
    lobby = harness.discord.message(lobby.id)!;
  }
  await click(harness, users[0], lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
  return buttonsOf(lobby)[0].id.gameId;
}

async function game(harness: Harness, gameId: string): Promise<{ session: GameSession; state: GameState }> {
  const result = await harness.bot.manager.getGame(gameId);
  if (!result.ok || result.value.state === null) throw new Error(`game ${gameId}: ${result.ok ? 'no state' : result.error.code}`);
  return { session: result.value.session, state: result.value.state as GameState };
}

/** The newest message of the channel with a tCHu Play button. */
function playMessage(harness: Harness): FakeMessage | undefined {
  return [...harness.discord.messages(harness.discord.channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'tchu-play'));
}

/** The seat of a user in a game. */
function seatOf(session: GameSession, user: FakeUser): string {
  const seat = session.seats.find((s) => s.player.type === 'human' && s.player.userId === user.id);
  if (seat === undefined) throw new Error(`${user.id} does not play`);
  return seat.seat;
}

/** Waits until the user is to act or the game is over (an AI plays after a short pause). */
async function waitForTurn(harness: Harness, gameId: string, user: FakeUser): Promise<boolean> {
  let mine = false;
  await vi.waitFor(
    async () => {
      const { session, state } = await game(harness, gameId);
      if (session.status !== 'playing') return;
      if (!seatsToAct(state).includes(seatOf(session, user))) throw new Error('not yet');
      await harness.settle();
      mine = true;
    },
    { timeout: 20_000, interval: 5 },
  );
  return mine;
}

async function choose(harness: Harness, user: FakeUser, panel: FakeMessage, values: (select: APIStringSelectComponent) => string[]): Promise<InteractionHandle> {
  const select = selectOf(panel)!;
  return act(harness, harness.discord.selectMenu({ user, messageId: panel.id, customId: select.custom_id, values: values(select) }));
}

function enabled(panel: FakeMessage, kind: string, test: (label: string) => boolean = () => true) {
  return buttonsOf(panel).find((b) => b.id.kind === kind && b.component.disabled !== true && test(b.component.label ?? ''));
}

/**
 * Plays the user's whole turn from the Play button, as a person would: the first tickets (the
 * first three), else a route when one can be claimed (the first offered, paid the first way;
 * a tunnel's extra paid, or given up when `giveUp` says so), else two cards from the deck, else
 * tickets. Returns what was done.
 */
async function playTurn(harness: Harness, user: FakeUser, options: { giveUp?: boolean } = {}): Promise<string[]> {
  const done: string[] = [];
  const turn = playMessage(harness)!;
  const opened = await click(harness, user, turn, findButton(turn, 'tchu-play').custom_id);
  const panelId = opened.original()!.id;
  const panel = () => harness.discord.message(panelId)!;
  expect(panel().flags & 64).toBe(64);
  for (let step = 0; step < 12; step++) {
    const current = panel();
    const select = selectOf(current);
    const kindOf = select === undefined ? null : (await import('../../../src/bot/custom-id.ts')).decodeCustomId(select.custom_id)?.kind;
    if (kindOf === 'tchu-keep') {
      done.push('keep');
      await choose(harness, user, current, (s) => s.options.slice(0, s.min_values ?? 1).map((o) => o.value));
    } else if (kindOf === 'tchu-station' || kindOf === 'tchu-route' || kindOf === 'tchu-pay') {
      done.push(kindOf);
      await choose(harness, user, current, (s) => [s.options[0].value]);
    } else if (enabled(current, 'tchu-extra') !== undefined || enabled(current, 'tchu-giveup') !== undefined) {
      const button = options.giveUp === true ? enabled(current, 'tchu-giveup')! : (enabled(current, 'tchu-extra') ?? enabled(current, 'tchu-giveup')!);
      done.push(button.id.kind);
      await click(harness, user, current, button.component.custom_id);
    } else if (enabled(current, 'tchu-card') !== undefined) {
      done.push('card');
      await click(harness, user, current, enabled(current, 'tchu-card', (label) => label.startsWith('Deck'))!.component.custom_id);
    } else if (enabled(current, 'tchu-open', (label) => label === 'Claim a route') !== undefined) {
      await click(harness, user, current, enabled(current, 'tchu-open', (label) => label === 'Claim a route')!.component.custom_id);
    } else if (enabled(current, 'tchu-open', (label) => label === 'Draw cards') !== undefined) {
      await click(harness, user, current, enabled(current, 'tchu-open', (label) => label === 'Draw cards')!.component.custom_id);
    } else if (enabled(current, 'tchu-tickets') !== undefined) {
      done.push('tickets');
      await click(harness, user, current, enabled(current, 'tchu-tickets')!.component.custom_id);
    } else if (enabled(current, 'tchu-pass') !== undefined) {
      done.push('pass');
      await click(harness, user, current, enabled(current, 'tchu-pass')!.component.custom_id);
    } else {
      break;
    }
  }
  return done;
}

describe('tCHu played in Discord', () => {
  test('one person against an AI, to the end: turn messages, private panels, the end message with the ranking and its image', async () => {
    h = await startHarness({ seed: 4, bot: { botDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const gameId = await openGame(h, [alice]);
    const first = playMessage(h)!;
    expect(first.embeds[0]?.title).toBe('First tickets');
    expect(first.content).toContain(`<@${alice.id}>`);
    const seen = new Set<string>();
    let turns = 0;
    while (await waitForTurn(h, gameId, alice)) {
      for (const what of await playTurn(h, alice)) seen.add(what);
      if (++turns > 200) throw new Error('the game does not end');
    }
    const { session, state } = await game(h, gameId);
    expect(session.status).toBe('finished');
    expect(state.step).toBe('OVER');
    expect([...seen]).toEqual(expect.arrayContaining(['keep', 'card', 'tchu-pay']));
    const replayed = replayRecord(session.record as GameRecord);
    expect(replayed.error).toBeNull();
    // The AI may have played the last turn: its end message follows.
    await vi.waitFor(() => expect(h!.discord.lastMessage(h!.discord.channelId)?.embeds[0]?.title).toBe('Game over'), { timeout: 10_000 });
    await h.settle();
    const channel = h.discord.messages(h.discord.channelId);
    const end = channel[channel.length - 1];
    expect(end.content).toMatch(/^Well played, /);
    const points = outcome(replayed.state).points;
    for (const seat of session.seats) expect(end.embeds[0]?.description).toContain(`**${seat.player.name}** — ${points[seat.seat]} point`);
    expect(end.attachments.map((a) => a.filename)).toContain('end.png');
    // Turn messages tell the last turn in words.
    expect(channel.some((m) => /took .*card|claimed|drew .* tickets/.test(m.embeds[0]?.description ?? ''))).toBe(true);
  }, 60_000);
});
