import { afterEach, describe, expect, test, vi } from 'vitest';
import type { APIStringSelectComponent } from 'discord.js';
import { replayRecord, type GameRecord } from '../../../src/games/tchu/engine/record.ts';
import { seatsToAct, type GameState } from '../../../src/games/tchu/engine/state.ts';
import { outcome } from '../../../src/games/tchu/engine/summary.ts';
import type { GameSession } from '../../../src/session/session.ts';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../../../src/playground/discord/fake-discord.ts';
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
/** Alice and Bob at a tCHu game, both first tickets chosen (three each) by direct moves; `move` plays an action for a user, `userOf` names a seat's user. */
async function ticketsChosen(harness: Harness) {
  const alice = harness.discord.createMember({ username: 'alice', globalName: 'Alice' });
  const bob = harness.discord.createMember({ username: 'bob', globalName: 'Bob' });
  const gameId = await openGame(harness, [alice, bob]);
  const move = async (user: FakeUser, action: unknown) => {
    const { session } = await game(harness, gameId);
    const moved = await harness.bot.manager.move(harness.discord.channelId, { gameId, moveNumber: session.moveNumber, userId: user.id, action });
    expect(moved.ok).toBe(true);
  };
  for (const user of [alice, bob]) {
    const { session, state } = await game(harness, gameId);
    await move(user, { type: 'chooseTickets', keep: state.playerStates[state.players.indexOf(seatOf(session, user))].offered!.slice(0, 3) });
  }
  const userOf = (session: GameSession, seat: string) => ((session.seats.find((s) => s.seat === seat)!.player as { userId: string }).userId === alice.id ? alice : bob);
  return { alice, bob, gameId, move, userOf };
}

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
    } else if (enabled(current, 'tchu-payone') !== undefined) {
      // One way to pay: a button (counted as a payment).
      done.push('tchu-pay');
      await click(harness, user, current, enabled(current, 'tchu-payone')!.component.custom_id);
    } else if (enabled(current, 'tchu-open', (label) => label === 'Claim a route') !== undefined) {
      await click(harness, user, current, enabled(current, 'tchu-open', (label) => label === 'Claim a route')!.component.custom_id);
    } else if (enabled(current, 'tchu-card') !== undefined) {
      // The cards are on the main part of the panel (and on the second card's).
      done.push('card');
      await click(harness, user, current, enabled(current, 'tchu-card', (label) => label.startsWith('Deck'))!.component.custom_id);
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
    h = await startHarness({ seed: 4, bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const gameId = await openGame(h, [alice]);
    const first = playMessage(h)!;
    expect(first.embeds[0]?.title).toBe('First tickets');
    expect(first.content).toContain(`<@${alice.id}>`);
    // The map, landscape, then the table (face-up cards, piles, players) in an embed of its own, the footer under it.
    expect(first.attachments.map((a) => a.filename)).toEqual(['map.png', 'table.png']);
    expect(first.embeds.map((embed) => embed.image?.url.split('/').at(-1))).toEqual(['map.png', 'table.png']);
    expect(first.embeds[1]?.color).toBe(first.embeds[0]?.color);
    expect(first.embeds[0]?.footer).toBeFalsy();
    expect(first.embeds[1]?.footer?.text).toMatch(/^Game .* · move \d+$/);
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
    // The final map, then the scoring table in an embed of its own, which takes the footer.
    expect(end.attachments.map((a) => a.filename)).toEqual(['end.png', 'scoring.png']);
    expect(end.embeds.map((e) => e.image?.url.split('/').at(-1))).toEqual(['end.png', 'scoring.png']);
    expect(end.embeds[1]?.footer?.text).toMatch(/move/i);
    // Turn messages tell the last turn in words.
    expect(channel.some((m) => /took .*card|claimed|drew .* tickets/.test(m.embeds[0]?.description ?? ''))).toBe(true);
    // A turn message after a route claimed (by Alice or the AI player) shows the map around it between the map and the table; the others do not.
    const turnMessages = channel.filter((m) => /^Turn \d+ — /.test(m.embeds[0]?.title ?? ''));
    const claimed = (m: FakeMessage) => /( claimed .+ with |Tunnel claimed \()/.test(m.embeds[0]?.description ?? '');
    for (const m of turnMessages) expect(m.attachments.map((a) => a.filename)).toEqual(claimed(m) ? ['map.png', 'closeup.png', 'table.png'] : ['map.png', 'table.png']);
    expect(turnMessages.filter(claimed).length).toBeGreaterThan(5);
    expect(turnMessages.filter((m) => !claimed(m)).length).toBeGreaterThan(5);
  }, 60_000);

  test('two people to the end, with a restart mid-game: the turn message still opens the panel and the game goes on', async () => {
    h = await startHarness({ seed: 9, bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
    const gameId = await openGame(h, [alice, bob]);
    const seen = new Set<string>();
    let turns = 0;
    for (;;) {
      const { session, state } = await game(h, gameId);
      if (session.status !== 'playing') break;
      if (turns === 12) {
        const before = playMessage(h)!.id;
        await h.restart();
        await h.settle();
        // The same turn message, whose Play button the new bot answers.
        expect(playMessage(h)!.id).toBe(before);
        expect((await game(h, gameId)).state).toEqual(state);
      }
      const seat = seatsToAct(state)[0];
      const user = seatOf(session, alice) === seat ? alice : bob;
      const done = await playTurn(h, user);
      expect(done.length).toBeGreaterThan(0);
      for (const what of done) seen.add(what);
      await h.settle();
      if (++turns > 400) throw new Error('the game does not end');
    }
    const { session, state } = await game(h, gameId);
    expect(session.status).toBe('finished');
    expect(state.step).toBe('OVER');
    expect(turns).toBeGreaterThan(12);
    expect(replayRecord(session.record as GameRecord).error).toBeNull();
    expect([...seen]).toEqual(expect.arrayContaining(['keep', 'card', 'tchu-pay']));
    expect(h.discord.lastMessage(h.discord.channelId)?.embeds[0]?.title).toBe('Game over');
  }, 90_000);
});

describe('the first tickets, refusals and tunnels', () => {
  test('two people choose their first tickets at once, in any order; a choice of too few tickets is refused and changes nothing', async () => {
    h = await startHarness({ seed: 6 });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
    const gameId = await openGame(h, [alice, bob]);
    const turn = playMessage(h)!;
    expect(turn.content).toContain(`<@${alice.id}>`);
    expect(turn.content).toContain(`<@${bob.id}>`);
    // Both open their panels: each is private and offers that player's own five tickets.
    const panels = new Map<FakeUser, FakeMessage>();
    for (const user of [alice, bob]) {
      const opened = (await click(h, user, turn, findButton(turn, 'tchu-play').custom_id)).original()!;
      expect(opened.flags & 64).toBe(64);
      const { session, state } = await game(h, gameId);
      const offered = state.playerStates[state.players.indexOf(seatOf(session, user))].offered!;
      expect(selectOf(opened)!.options.map((o) => Number(o.value))).toEqual(offered);
      expect(selectOf(opened)!.min_values).toBe(3);
      panels.set(user, opened);
    }
    // Too few tickets: refused with the reason, nothing stored.
    const before = (await game(h, gameId)).session.moveNumber;
    const refused = await choose(h, bob, panels.get(bob)!, (s) => [s.options[0].value]);
    expect(privateText(refused)).toBe('Keep at least 3 tickets: nothing has changed.');
    expect((await game(h, gameId)).session.moveNumber).toBe(before);
    // Bob then Alice (whose panel was opened before Bob's choice) choose.
    await choose(h, bob, panels.get(bob)!, (s) => s.options.slice(0, 4).map((o) => o.value));
    expect(h.discord.message(panels.get(bob)!.id)!.embeds[0]?.description).toContain('The game starts once everyone has chosen.');
    // The channel is told who is still choosing, in a message of its own: the first one's Play button goes with it.
    const stillChoosing = playMessage(h)!;
    expect(stillChoosing.id).not.toBe(turn.id);
    expect(buttonsOf(h.discord.message(turn.id)!)).toEqual([]);
    expect(stillChoosing.content).toBe(`Still choosing: <@${alice.id}>.`);
    expect(stillChoosing.embeds[0]?.title).toBe('First tickets');
    expect(stillChoosing.embeds[0]?.description).toContain('• Bob kept 4 first tickets.\n• Still choosing: Alice.');
    expect(stillChoosing.attachments.map((a) => a.filename)).toEqual(['map.png', 'table.png']);
    // Alice may open her panel from it; Bob has nothing left to do.
    expect(selectOf((await click(h, alice, stillChoosing, findButton(stillChoosing, 'tchu-play').custom_id)).original()!)!.min_values).toBe(3);
    expect(privateText(await click(h, bob, stillChoosing, findButton(stillChoosing, 'tchu-play').custom_id))).toBe('It’s not your turn: the game is waiting for Alice.');
    await choose(h, alice, panels.get(alice)!, (s) => s.options.slice(0, 3).map((o) => o.value));
    const { session, state } = await game(h, gameId);
    expect(state.step).toBe('TURN');
    expect(state.playerStates[state.players.indexOf(seatOf(session, bob))].tickets).toHaveLength(4);
    const next = playMessage(h)!;
    expect(next.id).not.toBe(stillChoosing.id);
    expect(buttonsOf(h.discord.message(stillChoosing.id)!)).toEqual([]);
    expect(next.embeds[0]?.title).toMatch(/^Turn 1 — /);
    expect(next.embeds[0]?.description).toContain('Bob kept 4 first tickets.');
    // The player not to play is told so.
    const waiting = state.players[state.current] === seatOf(session, alice) ? bob : alice;
    expect(privateText(await click(h, waiting, next, findButton(next, 'tchu-play').custom_id))).toMatch(/not your turn/i);
  });

  test('an AI player chooses its first tickets at once: the channel is then told who is still choosing', async () => {
    h = await startHarness({ seed: 4, bot: { aiDelayMs: 1 } });
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
    const gameId = await openGame(h, [alice]);
    await vi.waitFor(
      async () => {
        const { state } = await game(h!, gameId);
        expect(state.playerStates.filter((ps) => ps.offered === null)).toHaveLength(1);
      },
      { timeout: 10_000, interval: 5 },
    );
    await h.settle();
    const { session } = await game(h, gameId);
    const ai = session.seats.find((seat) => seat.player.type === 'ai')!.player.name;
    const turn = playMessage(h)!;
    expect(turn.content).toBe(`Still choosing: <@${alice.id}>.`);
    expect(turn.embeds[0]?.description).toContain(`• ${ai} kept `);
    // Only the latest message of the choice has a Play button.
    const withPlay = h.discord.messages(h.discord.channelId).filter((m) => buttonsOf(m).some((b) => b.id.kind === 'tchu-play'));
    expect(withPlay.map((m) => m.id)).toEqual([turn.id]);
  });

  test('a tunnel whose drawn cards cost more is given up: the cards stay in hand, the route stays free, the turn passes', async () => {
    h = await startHarness({ seed: 2 });
    const { gameId, move, userOf } = await ticketsChosen(h);
    const { possibleAdditionalPayments, possiblePayments } = await import('../../../src/games/tchu/index.ts');
    const { additionalCost, subtractCounts } = await import('../../../src/games/tchu/engine/cards.ts');
    const { MAP_ROUTES } = await import('../../../src/games/tchu/engine/map.ts');
    const { claimableRoutes } = await import('../../../src/games/tchu/engine/state.ts');
    let found: { user: FakeUser; route: number; payment: readonly number[] } | null = null;
    for (let i = 0; i < 60 && found === null; i++) {
      const { session, state } = await game(h, gameId);
      const ps = state.playerStates[state.current];
      for (const route of claimableRoutes(state.owners, ps.cars, ps.cards)) {
        if (MAP_ROUTES[route].level !== 'TUNNEL') continue;
        for (const payment of possiblePayments(MAP_ROUTES[route], ps.cards)) {
          const cost = additionalCost(payment, state.deck.slice(0, 3));
          if (cost > 0 && possibleAdditionalPayments(payment, cost, subtractCounts(ps.cards, payment)).length > 0) found ??= { user: userOf(session, state.players[state.current]), route, payment };
        }
      }
      if (found === null) {
        const user = userOf(session, state.players[state.current]);
        await move(user, { type: 'drawCard', slot: 'deck' });
        await move(user, { type: 'drawCard', slot: 'deck' });
      }
    }
    expect(found).not.toBeNull();
    const { user, route, payment } = found!;
    await h.bot.announcer.due(h.discord.channelId, gameId);
    await h.settle();
    const before = await game(h, gameId);
    const seat = seatOf(before.session, user);
    const turn = playMessage(h)!;
    const panelId = (await click(h, user, turn, findButton(turn, 'tchu-play').custom_id)).original()!.id;
    const panel = () => h!.discord.message(panelId)!;
    await click(h, user, panel(), findButton(panel(), 'tchu-open', (_, label) => label === 'Claim a route').custom_id);
    const { decodeCustomId } = await import('../../../src/bot/custom-id.ts');
    if (decodeCustomId(selectOf(panel())!.custom_id)?.kind === 'tchu-station') {
      const menu = panel();
      const station = MAP_ROUTES[route].a;
      const row = (menu.components as unknown as { components: APIStringSelectComponent[] }[]).find((r) => r.components[0]?.options?.some((o) => o.value === String(station)))!;
      await act(h, h.discord.selectMenu({ user, messageId: panelId, customId: row.components[0].custom_id, values: [String(station)] }));
    }
    await choose(h, user, panel(), () => [String(route)]);
    expect(panel().embeds[0]?.description).toContain('How do you pay for');
    await choose(h, user, panel(), () => [payment.join('.')]);
    expect(panel().embeds[0]?.description).toMatch(/^Tunnel .*: cards drawn .*\. Extra cost: \d cards?\. Pay it or give up\.$/);
    expect(enabled(panel(), 'tchu-extra')).toBeDefined();
    await click(h, user, panel(), findButton(panel(), 'tchu-giveup').custom_id);
    expect(panel().embeds[0]?.description).toMatch(/^You gave up the tunnel .* – .*: your cards are back in your hand and your turn is over\.$/);
    const after = await game(h, gameId);
    const player = after.state.players.indexOf(seat);
    expect(after.state.owners[route]).toBeNull();
    expect(after.state.playerStates[player].cards).toEqual(before.state.playerStates[player].cards);
    expect(after.state.current).not.toBe(before.state.current);
    expect(playMessage(h)!.embeds[0]?.description).toContain('gave up the tunnel');
  });
});

describe('tCHu steps with one choice, and the commonest turn', () => {
  test('two cards from the main part of the panel in two clicks; a route with one way to pay is paid with one button, which another turn cannot use', async () => {
    h = await startHarness({ seed: 2 });
    const { alice, bob, gameId, move, userOf } = await ticketsChosen(h);
    const { MAP_ROUTES } = await import('../../../src/games/tchu/engine/map.ts');
    const { claimableRoutes } = await import('../../../src/games/tchu/engine/state.ts');
    const { possiblePayments } = await import('../../../src/games/tchu/engine/cards.ts');

    // The first turn: the cards are on the panel Play opens; two clicks draw two.
    await h.bot.announcer.due(h.discord.channelId, gameId);
    await h.settle();
    const first = await game(h, gameId);
    const drawer = userOf(first.session, first.state.players[first.state.current]);
    const hand = () => first.state.playerStates[first.state.current].cards.reduce((a, b) => a + b, 0);
    const before = hand();
    const opened = await click(h, drawer, playMessage(h)!, findButton(playMessage(h)!, 'tchu-play').custom_id);
    const panelId = opened.original()!.id;
    const panel = () => h!.discord.message(panelId)!;
    // One button a colour of the face-up cards, and the deck.
    const colours = new Set(first.state.faceUp).size;
    expect(buttonsOf(panel()).map((b) => b.id.kind)).toEqual(['tchu-tickets', 'tchu-open', ...Array<string>(colours + 1).fill('tchu-card')]);
    await click(h, drawer, panel(), findButton(panel(), 'tchu-card', (id) => id.kind === 'tchu-card' && id.slot === 5).custom_id);
    const second = await click(h, drawer, panel(), findButton(panel(), 'tchu-card', (id) => id.kind === 'tchu-card' && id.slot === 5).custom_id);
    // The panel says what the turn did, as the channel tells it.
    expect(privateText(second)).toMatch(/^Done\.\n• .+ (drew|took) /);
    const drawn = await game(h, gameId);
    expect(drawn.state.current).not.toBe(first.state.current);
    expect(drawn.state.playerStates[first.state.current].cards.reduce((a, b) => a + b, 0)).toBe(before + 2);

    // Turns of two deck cards until a player may claim a route that their hand pays one way only.
    let found: { user: FakeUser; route: number } | null = null;
    for (let i = 0; i < 60 && found === null; i++) {
      const { session, state } = await game(h, gameId);
      const ps = state.playerStates[state.current];
      const route = claimableRoutes(state.owners, ps.cars, ps.cards).find((r) => MAP_ROUTES[r].level !== 'TUNNEL' && possiblePayments(MAP_ROUTES[r], ps.cards).length === 1);
      const user = userOf(session, state.players[state.current]);
      if (route !== undefined) found = { user, route };
      else {
        await move(user, { type: 'drawCard', slot: 'deck' });
        await move(user, { type: 'drawCard', slot: 'deck' });
      }
    }
    expect(found).not.toBeNull();
    const { user, route } = found!;
    await h.bot.announcer.due(h.discord.channelId, gameId);
    await h.settle();
    const { decodeCustomId } = await import('../../../src/bot/custom-id.ts');
    const claimFrom = async (): Promise<FakeMessage> => {
      const turn = playMessage(h!)!;
      const id = (await click(h!, user, turn, findButton(turn, 'tchu-play').custom_id)).original()!.id;
      const at = () => h!.discord.message(id)!;
      await click(h!, user, at(), findButton(at(), 'tchu-open', (_, label) => label === 'Claim a route').custom_id);
      if (decodeCustomId(selectOf(at())!.custom_id)?.kind === 'tchu-station') {
        const station = MAP_ROUTES[route].a;
        const menu = (at().components as unknown as { components: APIStringSelectComponent[] }[]).find((r) => r.components[0]?.options?.some((o) => o.value === String(station)))!;
        await act(h!, h!.discord.selectMenu({ user, messageId: id, customId: menu.components[0].custom_id, values: [String(station)] }));
      }
      await choose(h!, user, at(), () => [String(route)]);
      return at();
    };
    const stale = await claimFrom();
    const pay = await claimFrom();
    // No menu of one payment: a button that names it, and the way back.
    expect(selectOf(pay)).toBeUndefined();
    expect(buttonsOf(pay).map((b) => b.id.kind)).toEqual(['tchu-payone', 'tchu-open']);
    expect(findButton(pay, 'tchu-payone').label).toMatch(/^Pay /);
    // Only the player's own panel acts: the other player's click changes nothing.
    const other = user === alice ? bob : alice;
    expect(privateText(await click(h, other, pay, findButton(pay, 'tchu-payone').custom_id))).toMatch(/someone else/);
    expect((await game(h, gameId)).state.owners[route]).toBeNull();
    await click(h, user, pay, findButton(pay, 'tchu-payone').custom_id);
    const claimed = await game(h, gameId);
    expect(claimed.state.owners[route]).toBe(claimed.state.players.indexOf(seatOf(claimed.session, user)));
    // The same button on a panel opened earlier in that turn belongs to a move that is made: refused.
    expect(privateText(await click(h, user, stale, findButton(stale, 'tchu-payone').custom_id))).toMatch(/expired|no longer|older/i);
    expect((await game(h, gameId)).session.moveNumber).toBe(claimed.session.moveNumber);
  });
});
