import { describe, expect, test } from 'vitest';
import { imageService, type ImageService } from '../../src/bot/images.ts';
import { animateGame } from '../../src/bot/replay/animation.ts';
import { SessionManager } from '../../src/session/manager.ts';
import { memoryStore } from '../../src/session/store.ts';
import { openGame } from '../stats/play.ts';
import { seatOfKey } from '../../src/session/session.ts';
import { HOSTED } from '../../src/hosted.ts';

describe('the animation drawn by render worker threads', () => {
  test('gives the same GIF as drawn in the bot’s thread, its frames within the side asked for', async () => {
    const manager = new SessionManager(memoryStore(), HOSTED, {});
    const channelId = '300000000000000009';
    const opened = await openGame(manager, { game: 'chacun', guildId: '100000000000000001', channelId, people: [['1', 'Ana'], ['2', 'Ben']], seed: 4 });
    // Twelve moves of a game under way: every frame is a move already played.
    for (let i = 0; i < 12; i++) {
      const loaded = await manager.getGame(opened.id);
      if (!loaded.ok || loaded.value.state === null) throw new Error('no game');
      const { session, state } = loaded.value;
      const rules = manager.gameOf(session).rules;
      const seat = seatOfKey(session, rules.toAct(state)[0])!;
      if (seat.player.type !== 'human') throw new Error('people only');
      const played = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: seat.player.userId, action: rules.autoAction(state, seat.seat) });
      if (!played.ok) throw new Error(played.error.message);
    }
    const loaded = await manager.getGame(opened.id);
    if (!loaded.ok) throw new Error('no game');
    const { session } = loaded.value;
    const pooled = imageService({ painting: HOSTED.paintingModules, workers: 1 });
    try {
      const service = imageService();
      const kinds = new Set<string>();
      const recorded: ImageService = { draw: (job) => (kinds.add(job.kind), service.draw(job)) };
      const here = await animateGame(HOSTED.get('chacun')!, HOSTED.discordOf('chacun'), session, 'fr', { side: 200, images: recorded });
      expect([...kinds]).toEqual(['board']);
      const there = await animateGame(HOSTED.get('chacun')!, HOSTED.discordOf('chacun'), session, 'fr', { side: 200, images: pooled });
      expect(Math.max(there.width, there.height)).toBeLessThanOrEqual(200);
      expect(there.frames).toBeGreaterThan(2);
      expect(Buffer.compare(there.data, here.data)).toBe(0);
    } finally {
      await pooled.close?.();
    }
  }, 60_000);

  test('draws each frame’s first picture alone: no table under tCHu’s map, no close-up under ChaCuN’s board', async () => {
    for (const [game, seed, board] of [['tchu', 5, 'tchu-board'], ['chacun', 4, 'board']] as const) {
      const manager = new SessionManager(memoryStore(), HOSTED, {});
      const channelId = '300000000000000010';
      const opened = await openGame(manager, { game, guildId: '100000000000000001', channelId, people: [['1', 'Ana'], ['2', 'Ben']], seed });
      for (let i = 0; i < 30; i++) {
        const loaded = await manager.getGame(opened.id);
        if (!loaded.ok || loaded.value.state === null) throw new Error('no game');
        const { session, state } = loaded.value;
        const rules = manager.gameOf(session).rules;
        const key = rules.toAct(state)[0];
        if (key === undefined) break;
        const seat = seatOfKey(session, key)!;
        const played = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: seat.player.type === 'human' ? seat.player.userId : '', action: rules.autoAction(state, seat.seat) });
        if (!played.ok) throw new Error(played.error.message);
      }
      const loaded = await manager.getGame(opened.id);
      if (!loaded.ok) throw new Error('no game');
      const service = imageService();
      const kinds = new Set<string>();
      const recorded: ImageService = { draw: (job) => (kinds.add(job.kind), service.draw(job)) };
      // Frames 640 px at most: ChaCuN's boards of 30 tiles would have a close-up at that size.
      const animation = await animateGame(HOSTED.get(game)!, HOSTED.discordOf(game), loaded.value.session, 'en', { side: 640, images: recorded });
      expect(animation.frames).toBeGreaterThan(2);
      expect([...kinds], game).toEqual([board]);
    }
  }, 60_000);
});
