import type { GameRecord } from '../../src/games/chacun/engine/record.ts';
import { afterEach, describe, expect, test } from 'vitest';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { positionLabel } from '../../src/games/chacun/render/index.ts';
import { loaded, openGame, playerToMove, playTurnByClicks } from './driver.ts';
import { click, findButton, privateText, selectOf, startHarness, turnMessage, act, type Harness } from './harness.ts';
import type { FakeMessage, FakeUser, InteractionHandle } from '../../src/playground/discord/fake-discord.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function game(seed = 2) {
  h = await startHarness({ seed });
  const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
  const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
  const table = await openGame(h, [alice, bob]);
  return { h, alice, bob, table };
}

/** Opens the mover's panel and previews the first position: returns the panel with its Confirm button. */
async function previewFirst(harness: Harness, user: FakeUser): Promise<FakeMessage> {
  const turn = turnMessage(harness)!;
  const panel = (await click(harness, user, turn, findButton(turn, 'play').custom_id)).original()!;
  const menu = selectOf(panel)!;
  await act(harness, harness.discord.selectMenu({ user, messageId: panel.id, customId: menu.custom_id, values: [menu.options[0].value] }));
  return harness.discord.message(panel.id)!;
}

/** The private answers of several interactions, once the bot is done with all of them. */
async function answers(harness: Harness, handles: InteractionHandle[]): Promise<string[]> {
  await Promise.all(handles.map((handle) => handle.callback()));
  await harness.settle();
  return handles.map((handle) => {
    const follow = handle.followUps();
    return follow.length > 0 ? privateText(handle) : '';
  });
}

describe('clicks that race', () => {
  test('a double click on Confirm places the tile once; the second click is told it expired', async () => {
    const { h, table } = await game();
    const user = (await playerToMove(table))!;
    const panel = await previewFirst(h, user);
    const confirm = findButton(panel, 'place').custom_id;
    const first = h.discord.clickButton({ user, messageId: panel.id, customId: confirm });
    const second = h.discord.clickButton({ user, messageId: panel.id, customId: confirm });
    const texts = await answers(h, [first, second]);
    expect(texts.filter((t) => t === 'This choice has expired: the game has moved on.')).toHaveLength(1);
    const { session } = await loaded(table);
    expect((session.record as GameRecord).actions.filter((a) => a.type === 'place')).toHaveLength(1);
    // The panel shows the next step, not the refusal.
    expect(h.discord.message(panel.id)!.embeds[0]?.title).toMatch(/Place an occupant|Done/);
  });

  test('the player to move and the other player racing: one move is applied, the other is told it is not their turn', async () => {
    const { h, alice, bob, table } = await game();
    const mover = (await playerToMove(table))!;
    const other = mover.id === alice.id ? bob : alice;
    const panel = await previewFirst(h, mover);
    const { state } = await loaded(table);
    const spot = state.board.legalPlacements(state.tileToPlace!)[0];
    const handles = [
      h.discord.clickButton({ user: mover, messageId: panel.id, customId: findButton(panel, 'place').custom_id }),
      h.discord.slashCommand({ user: mover, name: 'chacun', subcommand: 'place', options: { position: positionLabel(spot), rotation: spot.rotation } }),
      h.discord.slashCommand({ user: other, name: 'chacun', subcommand: 'place', options: { position: positionLabel(spot), rotation: spot.rotation } }),
      h.discord.clickButton({ user: other, messageId: panel.id, customId: findButton(panel, 'place').custom_id }),
    ];
    await Promise.all(handles.map((handle) => handle.callback()));
    await h.settle();
    const { session } = await loaded(table);
    expect((session.record as GameRecord).actions.filter((a) => a.type === 'place')).toHaveLength(1);
    expect(privateText(handles[2])).toBe(`It’s not your turn: the game is waiting for ${mover.globalName}.`);
    // The other clicked the mover's private panel (a click only a forged request can make): refused as such.
    expect(privateText(handles[3])).toBe('This message was shown to someone else: its buttons do nothing for you, nothing was changed.');
  });

  test('a click on an old panel or on an old turn message changes nothing and says it expired', async () => {
    const { h, table } = await game();
    const random = new Random(5);
    const user = (await playerToMove(table))!;
    const oldTurn = turnMessage(h)!;
    // Discord refuses to edit the old turn message: its buttons stay, and must not work.
    h.discord.failMessageEdits({ messageId: oldTurn.id, status: 403 });
    const panel = await previewFirst(h, user);
    const oldConfirm = findButton(panel, 'place').custom_id;
    await playTurnByClicks(table, random);
    await playTurnByClicks(table, random);
    const before = (await loaded(table)).session.moveNumber;
    const stalePanel = await click(h, user, panel, oldConfirm);
    expect(privateText(stalePanel)).toBe('This choice has expired: the game has moved on.');
    expect(findButton(h.discord.message(oldTurn.id)!, 'play')).toBeDefined();
    const mover = (await playerToMove(table))!;
    const staleTurn = await click(h, mover, oldTurn, findButton(oldTurn, 'play').custom_id);
    expect(privateText(staleTurn)).toBe('This choice has expired: the game has moved on.');
    expect((await loaded(table)).session.moveNumber).toBe(before);
    expect(h.logs.some((line) => line.includes('old buttons left in place'))).toBe(true);
  });

  test('someone else’s Play button: a private "not your turn", in their language', async () => {
    const { h, alice, bob, table } = await game();
    const mover = (await playerToMove(table))!;
    const other = mover.id === alice.id ? bob : alice;
    const turn = turnMessage(h)!;
    const refused = await act(h, h.discord.clickButton({ user: other, messageId: turn.id, customId: findButton(turn, 'play').custom_id, locale: 'fr' }));
    expect(privateText(refused)).toBe(`Ce n’est pas ton tour\u00a0: la partie attend ${mover.globalName}.`);
    const spectator = h.discord.createMember({ username: 'carol' });
    const watching = await click(h, spectator, turn, findButton(turn, 'play').custom_id);
    expect(privateText(watching)).toBe('You are not playing in this game.');
  });

  test('a dismissed panel is opened again by the Play button, at the step the game waits for', async () => {
    const { h, table } = await game(2);
    const user = (await playerToMove(table))!;
    const panel = await previewFirst(h, user);
    await click(h, user, panel, findButton(panel, 'place').custom_id);
    if ((await loaded(table)).state.nextAction !== 'OCCUPY_TILE') return;
    const turn = turnMessage(h)!;
    const again = await click(h, user, turn, findButton(turn, 'play').custom_id);
    expect(again.original()!.embeds[0]?.title).toBe('Place an occupant');
    const whole = await click(h, user, again.original()!, findButton(again.original()!, 'board').custom_id);
    expect(whole.original()!.embeds[0]?.title).toMatch(/^Board — turn/);
  });
});
