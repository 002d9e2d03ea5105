import { afterEach, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { expectFinishedAsReplayed, members, openGame, playAndWatch } from './driver.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

test('a complete 2-player game with the real images: every turn shows the board (and its close-up once its tiles grow small), the end shows the ranking and the final board', async () => {
  // Pictures at most 300 px wide (the harness's 600 took 45–60 s of a busy machine for the game's ~180).
  h = await startHarness({ seed: 2, images: 'real', bot: { renderer: { maxSide: 300 } } });
  const table = await openGame(h, members(h, 2));
  const seen = new Map<string, number>();
  await playAndWatch(table, new Random(62), seen);
  expect([...seen.keys()]).toEqual(expect.arrayContaining(['menhir', 'page', 'rotate']));
  const channel = h.discord.messages(table.channelId);
  const end = channel[channel.length - 1];
  await expectFinishedAsReplayed(table, end);
  // The final board is looked at whole: no close-up at the end.
  expect(end.attachments.map((a) => a.filename)).toEqual(['ranking.png', 'board.jpg']);
  for (const attachment of end.attachments) expect(attachment.width).toBeGreaterThan(100);
  const turns = channel.slice(1, -1);
  for (const turn of turns) {
    expect(turn.attachments[0]).toMatchObject({ filename: 'board.jpg', contentType: 'image/jpeg' });
    expect(turn.attachments[0].width).toBeGreaterThan(100);
    expect(turn.embeds[0]?.image?.url).toBe(turn.attachments[0].url);
    if (turn.attachments.length === 1) continue;
    // The close-up: landscape, so that a computer (400 × 300 at most) shows it as large as a phone does.
    expect(turn.attachments.map((a) => a.filename)).toEqual(['board.jpg', 'closeup.jpg']);
    expect(turn.embeds).toHaveLength(2);
    expect(turn.embeds[1]?.image?.url).toBe(turn.attachments[1].url);
    expect(turn.embeds[1]?.color).toBe(turn.embeds[0]?.color);
    // The footer ("Game … · move …") stays at the bottom of the message, under the close-up.
    expect(turn.embeds[0]?.footer).toBeFalsy();
    expect(turn.embeds[1]?.footer?.text).toMatch(/ · move \d+$/);
    expect(turn.attachments[1].width!).toBeGreaterThan(turn.attachments[1].height!);
  }
  // The first turns' boards read without one; the later ones' do not.
  expect(turns[0].attachments).toHaveLength(1);
  expect(turns.at(-1)!.attachments).toHaveLength(2);
}, 180_000);
