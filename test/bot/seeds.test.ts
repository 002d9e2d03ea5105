// A game of the widest seed the platform draws (2^53 − 1), through the local Discord: started,
// stored, and exported whole once ended — the file is a record that parses and holds the seed's draws.
import { afterEach, describe, expect, test } from 'vitest';
import { members } from './driver.ts';
import { act, buttonsOf, click, findButton, startHarness, type Harness } from './harness.ts';
import { HOSTED } from '../../src/hosted.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

describe('a game of seed 2^53 − 1', () => {
  test('tCHu: its record is drawn from the whole seed, and /tchu export gives it back after the end', async () => {
    const seed = Number.MAX_SAFE_INTEGER;
    // AI players wait far longer than the test.
    h = await startHarness({ seed, bot: { aiDelayMs: 1_000_000_000 } });
    const harness = h;
    const [alice] = members(harness, 1);
    const slash = (subcommand: string, options = {}) =>
      act(harness, harness.discord.slashCommand({ user: alice, name: 'tchu', subcommand, options, channelId: harness.discord.channelId }));
    const lobby = (await slash('new')).original()!;
    await click(harness, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const gameId = buttonsOf(lobby)[0].id.gameId;
    const loaded = await harness.bot.manager.getGame(gameId);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const { session } = loaded.value;
    expect(session.seed).toBe(seed);
    const rules = HOSTED.get('tchu')!.rules;
    expect(session.record).toEqual(rules.newRecord(rules.recordSeats(session.record), seed, {}));
    expect((session.record as { shuffleSeed: number }).shuffleSeed).toBeGreaterThanOrEqual(2 ** 32);

    expect((await harness.bot.manager.abort(harness.discord.channelId, { gameId, userId: alice.id })).ok).toBe(true);
    const answer = (await slash('export', { game: gameId })).original()!;
    const file = JSON.parse(harness.discord.attachmentBytes(answer, `tchu-${gameId}.json`).toString('utf8'));
    expect(file).toEqual(session.record);
    expect(rules.parseRecord(file)).toEqual({ ok: true, value: session.record });
  }, 30_000);
});
