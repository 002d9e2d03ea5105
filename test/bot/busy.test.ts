import { afterEach, expect, test } from 'vitest';
import { imageService, type ImageService } from '../../src/bot/images.ts';
import { LOAD_TEXTS } from '../../src/i18n/load-texts.ts';
import { members, openGame, playerToMove } from './driver.ts';
import { act, buttonsOf, click, findButton, selectOf, startHarness, turnMessage, type Harness } from './harness.ts';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { HOSTED } from '../../src/hosted.ts';

let h: Harness | null = null;
let images: ImageService | null = null;
afterEach(async () => {
  await h?.close();
  await images?.close?.();
  h = null;
  images = null;
});

/** What a player was told privately after an interaction, besides its panel: the follow-ups' texts. */
function followUpTexts(handle: { followUps(): readonly FakeMessage[] }): string[] {
  return handle.followUps().map((m) => m.content);
}

test('under a long queue of images every move is answered at once with "busy, your move is saved" in the player\'s language; the pictures (drawn by a render worker) follow', async () => {
  // A queue threshold of 0: the image service always counts as busy (a forced long queue).
  images = imageService({ painting: HOSTED.paintingModules, workers: 1, busyQueue: 0, maxSide: 300 });
  h = await startHarness({ images });
  const table = await openGame(h, members(h, 2));
  const user = (await playerToMove(table))!;
  const turn = turnMessage(h)!;
  const opened = await click(h, user, turn, findButton(turn, 'play').custom_id);
  // Opening the panel is not a move: no notice.
  expect(followUpTexts(opened)).toEqual([]);
  let panel = opened.original()!;
  const menu = selectOf(panel)!;
  await act(h, h.discord.selectMenu({ user, messageId: panel.id, customId: menu.custom_id, values: [menu.options[0].value] }));
  panel = h.discord.message(panel.id)!;
  const placed = await click(h, user, panel, findButton(panel, 'place').custom_id);
  expect(followUpTexts(placed)).toContain(LOAD_TEXTS['load.busySaved'].en);
  // The panel went on to the occupant step all the same, with its picture.
  panel = h.discord.message(panel.id)!;
  const none = buttonsOf(panel).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1);
  expect(none, 'the occupant step of the first turn').toBeDefined();
  const skipped = await act(h, h.discord.clickButton({ user, messageId: panel.id, customId: none!.component.custom_id, locale: 'fr' }));
  expect(followUpTexts(skipped).map((text) => text.replace(/\u202f|\u00a0/g, ' '))).toContain(LOAD_TEXTS['load.busySaved'].fr);
  // The next turn is posted with its board image, made by the worker.
  const next = turnMessage(h)!;
  expect(next.id).not.toBe(turn.id);
  expect(next.attachments[0]).toMatchObject({ filename: 'board.jpg', contentType: 'image/jpeg' });
  expect(next.attachments[0].width).toBeGreaterThan(100);
});
