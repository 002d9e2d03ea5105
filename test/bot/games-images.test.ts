import { afterEach, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { expectFinishedAsReplayed, members, openGame, playAndWatch } from './driver.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

test('a complete 2-player game with the real images: every turn shows the board, the end shows the ranking and the final board', async () => {
  h = await startHarness({ seed: 2, images: 'real' });
  const table = await openGame(h, members(h, 2));
  const seen = new Map<string, number>();
  await playAndWatch(table, new Random(62), seen);
  expect([...seen.keys()]).toEqual(expect.arrayContaining(['menhir', 'page', 'rotate']));
  const channel = h.discord.messages(table.channelId);
  const end = channel[channel.length - 1];
  await expectFinishedAsReplayed(table, end);
  expect(end.attachments.map((a) => a.filename)).toEqual(['ranking.png', 'board.jpg']);
  for (const attachment of end.attachments) expect(attachment.width).toBeGreaterThan(100);
  for (const turn of channel.slice(1, -1)) {
    expect(turn.attachments[0]).toMatchObject({ filename: 'board.jpg', contentType: 'image/jpeg' });
    expect(turn.attachments[0].width).toBeGreaterThan(100);
    expect(turn.embeds[0]?.image?.url).toBe(turn.attachments[0].url);
  }
});
