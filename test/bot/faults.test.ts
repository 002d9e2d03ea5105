import { afterEach, describe, expect, test } from 'vitest';
import { currentPlayer, type GameState } from '../../src/games/chacun/engine/game.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { randomAction } from '../../src/games/chacun/engine/random.ts';
import { replay, type GameRecord } from '../../src/games/chacun/engine/record.ts';
import { t } from '../../src/i18n/catalog.ts';
import { storeFromAdapter } from '../../src/session/store.ts';
import type { FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { FlakyAdapter } from '../session/helpers.ts';
import { findButton, privateText, startHarness, turnMessage, click, type Harness } from './harness.ts';
import { command, members, openGame } from './driver.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** What the store holds of a game, read past the failures: the truth every reply is checked against. */
function stored(adapter: FlakyAdapter, gameId: string): { moveNumber: number; record: GameRecord; status: string; seats: { seat: string; player: { userId?: string } }[] } {
  const raw = adapter.data.get(`chacun:game:${gameId}`);
  const value = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { value: never };
  return value.value;
}

/** A seeded generator in [0, 1). */
function uniform(seed: number): () => number {
  const random = new Random(seed);
  return () => random.int(1_000_000) / 1_000_000;
}

const NOTHING_CHANGED = t('en', 'game.storeUnavailable');
const UNCERTAIN = t('en', 'game.storeUncertain');

describe('a store failing at random: 20% of writes (half of them landing all the same), 5% of reads', () => {
  test('1,000 moves sent by command: every reply true to what was stored, no move lost, and the turn message of the last move posted with a working Play button', async () => {
    const adapter = new FlakyAdapter();
    h = await startHarness({ store: storeFromAdapter(adapter, 'flaky', { timeoutMs: 100 }), bot: { announceRetryMs: [5, 10, 20, 40, 80, 160, 320] } });
    const players = members(h, 2);
    const random = new Random(2024);
    let table = await openGame(h, players);
    adapter.random = { get: 0.05, set: 0.2, next: uniform(7) };
    const seen = { done: 0, nothingChanged: 0, uncertain: 0, games: 1 };
    for (let step = 0; step < 1_000; step++) {
      const before = stored(adapter, table.gameId);
      if (before.status !== 'playing') {
        // The game ended: the next one is opened with the store well, then the failures go on.
        adapter.random = null;
        await h.settle();
        table = await openGame(h, players, { channelId: h.discord.createTextChannel({ name: `game-${seen.games}` }).id });
        seen.games++;
        adapter.random = { get: 0.05, set: 0.2, next: uniform(7 + step) };
        continue;
      }
      const state: GameState = replay(before.record).state;
      const color = currentPlayer(state)!;
      const userId = before.seats.find((seat) => seat.seat === color)!.player.userId;
      const user = players.find((p) => p.id === userId) as FakeUser;
      const action = randomAction(state, random);
      const [subcommand, options] =
        action.type === 'place'
          ? ['place', { position: `${action.x},${action.y}`, rotation: action.rotation }]
          : action.type === 'occupy'
            ? ['occupy', { occupant: 'none' }]
            : ['retake', { pawn: 'none' }];
      const reply = privateText(await command(h, user, subcommand, options, table.channelId));
      const after = stored(adapter, table.gameId);
      if (reply === NOTHING_CHANGED) {
        // "Nothing was changed" must be true.
        expect(after.moveNumber).toBe(before.moveNumber);
        seen.nothingChanged++;
      } else if (reply === UNCERTAIN) {
        // Unknown: either is possible, and the record is whole either way.
        expect(after.moveNumber).toBeGreaterThanOrEqual(before.moveNumber);
        seen.uncertain++;
      } else {
        // Anything else is a move made: it is in the store.
        expect(after.moveNumber, `step ${step}: "${reply}"`).toBeGreaterThan(before.moveNumber);
        seen.done++;
      }
      // Stored moves are never lost: the record only grows.
      expect(after.record.actions.slice(0, before.record.actions.length)).toEqual(before.record.actions);
    }
    expect(seen.done).toBeGreaterThan(500);
    expect(seen.nothingChanged + seen.uncertain).toBeGreaterThan(50);

    // The store well again: the retries post what is due, and the newest Play button works.
    adapter.random = null;
    const last = stored(adapter, table.gameId);
    // Long enough for every retry still waiting (the last waits 320 ms).
    for (let i = 0; i < 40; i++) {
      await h.settle();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (last.status === 'playing') {
      const turn = turnMessage(h, table.channelId)!;
      const color = currentPlayer(replay(last.record).state)!;
      const user = players.find((p) => p.id === last.seats.find((seat) => seat.seat === color)!.player.userId)!;
      const panel = await click(h, user, turn, findButton(turn, 'play').custom_id);
      expect(privateText(panel)).not.toBe(t('en', 'game.staleButton'));
      expect(panel.original()?.components.length ?? 0).toBeGreaterThan(0);
    }
  });
});
