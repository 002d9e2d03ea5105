/**
 * Steps with a single possible choice, through the local Discord: a tile that fits on one square
 * opens at its preview (no menu of one square), a tile that fits there in one orientation gets
 * no rotation buttons, a lone occupant is one button beside "no occupant". The shorter way keeps
 * the safety of the long one: the panel is the player's alone, the tile is placed only by its
 * place button, and a control from another turn or another player changes nothing.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { ROTATIONS } from '../../../../src/games/chacun/engine/basics.ts';
import { fittingPositions } from '../../../../src/games/chacun/engine/fitting.ts';
import { lastTilePotentialOccupants } from '../../../../src/games/chacun/engine/game.ts';
import { playRandomGame } from '../../../../src/games/chacun/engine/simulate.ts';
import type { FakeMessage, FakeUser } from '../../../../src/playground/discord/fake-discord.ts';
import { loaded, members, openGame, playerToMove, type Table } from '../../../bot/driver.ts';
import { t } from '../../../../src/i18n/catalog.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, turnMessage, type Harness } from '../../../bot/harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/**
 * A two-player game dealt with a seed, its first `moves` actions played as a random game of that
 * seed played them (the harness deals the same decks), and the turn message of the next one posted.
 */
async function gameAt(seed: number, moves: number): Promise<{ table: Table; user: FakeUser; other: FakeUser }> {
  const { record } = playRandomGame(2, seed);
  h = await startHarness({ seed });
  const harness = h;
  const table = await openGame(harness, members(harness, 2));
  for (let i = 0; i < moves; i++) {
    const { session } = await loaded(table);
    const user = (await playerToMove(table))!;
    const moved = await harness.bot.manager.move(table.channelId, { gameId: table.gameId, moveNumber: session.moveNumber, userId: user.id, action: record.actions[i] });
    expect(moved.ok).toBe(true);
  }
  await harness.bot.announcer.due(table.channelId, table.gameId);
  await harness.settle();
  const user = (await playerToMove(table))!;
  return { table, user, other: table.players.find((p) => p.id !== user.id)! };
}

/** The player clicks Play on the turn message; the private panel it opens. */
async function openPanel(table: Table, user: FakeUser): Promise<FakeMessage> {
  const turn = turnMessage(table.h)!;
  const opened = await click(table.h, user, turn, findButton(turn, 'play').custom_id);
  const panel = opened.original()!;
  expect(panel.flags & 64, 'the panel is private').toBe(64);
  return panel;
}

const kinds = (message: FakeMessage): string[] => buttonsOf(message).filter((b) => b.component.disabled !== true).map((b) => b.id.kind);

describe('a ChaCuN step with a single choice, through the local Discord', () => {
  test('a tile that fits on one square only: Play opens its preview at once, with its orientations and no menu', async () => {
    // Seed 4: the first tile fits on one side of the start tile only.
    const { table, user, other } = await gameAt(4, 0);
    const [only] = fittingPositions((await loaded(table)).state);
    expect(only.rotations.length).toBeGreaterThan(1);
    const panel = await openPanel(table, user);
    expect(selectOf(panel), 'no menu of one square').toBeUndefined();
    expect(kinds(panel).filter((k) => k === 'rotate')).toHaveLength(only.rotations.length - 1);
    expect(kinds(panel)).not.toContain('page');
    expect(panel.embeds[0]?.description).toContain('No other square takes your tile.');
    // Nothing is played before the place button: the preview only shows.
    expect((await loaded(table)).session.moveNumber).toBe(0);

    // Another orientation, then the place button: the tile goes there, in that orientation.
    const rotation = only.rotations[1];
    await click(table.h, user, panel, findButton(panel, 'rotate', (id) => id.kind === 'rotate' && id.rotation === ROTATIONS.indexOf(rotation)).custom_id);
    const turned = table.h.discord.message(panel.id)!;
    expect(kinds(turned)).not.toContain('page');
    // The other player cannot use the preview's place button (the panel is not theirs to play).
    const place = findButton(turned, 'place');
    const refused = await click(table.h, other, turned, place.custom_id);
    expect(privateText(refused)).toBe(t('en', 'router.notYourMessage'));
    expect((await loaded(table)).session.moveNumber).toBe(0);

    await click(table.h, user, turned, place.custom_id);
    const { session } = await loaded(table);
    expect(session.record).toMatchObject({ actions: [{ type: 'place', x: only.pos.x, y: only.pos.y, rotation }] });
  });

  test('a tile that fits in one square and one orientation: the preview offers its place button alone, in either language', async () => {
    // Seed 209: the third tile fits in one square, in one orientation.
    const { table, user } = await gameAt(209, 2);
    const { state } = await loaded(table);
    const positions = fittingPositions(state);
    expect(positions).toHaveLength(1);
    expect(positions[0].rotations).toHaveLength(1);
    const turn = turnMessage(table.h)!;
    const opened = await click(table.h, user, turn, findButton(turn, 'play').custom_id);
    const panel = opened.original()!;
    expect(kinds(panel)).toEqual(['place']);
    expect(selectOf(panel)).toBeUndefined();
    expect(panel.embeds[0]?.description).toContain('It fits there in this orientation only: click **Place at');
    const french = (await act(table.h, table.h.discord.clickButton({ user, messageId: turn.id, customId: findButton(turn, 'play').custom_id, locale: 'fr' }))).original()!;
    expect(french.embeds[0]?.description).toContain('Aucune autre case ne peut recevoir ta tuile.');
    expect(french.embeds[0]?.description).toContain('Elle n’y va que dans cette orientation');

    await click(table.h, user, panel, findButton(panel, 'place').custom_id);
    expect((await loaded(table)).session.record).toMatchObject({ actions: { 2: { type: 'place', x: positions[0].pos.x, y: positions[0].pos.y, rotation: positions[0].rotations[0] } } });
  });

  test('a lone occupant: one button beside "no occupant"; a preview opened twice places once, the other is refused', async () => {
    // Seed 70: the first tile fits on one square; once placed, one occupant only may go on it.
    const { table, user } = await gameAt(70, 0);
    const first = await openPanel(table, user);
    const panel = await openPanel(table, user);
    expect(panel.id).not.toBe(first.id);
    expect(selectOf(panel)).toBeUndefined();
    await click(table.h, user, panel, findButton(panel, 'place').custom_id);
    expect((await loaded(table)).session.moveNumber).toBe(1);

    // The first preview's place button belongs to a step that is over: refused, nothing changes.
    const stale = await click(table.h, user, first, findButton(first, 'place').custom_id);
    expect(privateText(stale)).toBe(t('en', 'game.staleButton'));
    expect((await loaded(table)).session.moveNumber).toBe(1);

    const { state } = await loaded(table);
    const [lone, ...more] = lastTilePotentialOccupants(state);
    expect(more).toEqual([]);
    const occupants = table.h.discord.message(panel.id)!;
    const choices = buttonsOf(occupants).filter((b) => b.id.kind === 'occupy');
    expect(choices.map((b) => ('choice' in b.id ? b.id.choice : null))).toEqual([0, -1]);
    expect(choices[0].component.label).toMatch(/^1 · (Hunter|Gatherer|Fisher|Fishing hut)$/);

    await click(table.h, user, occupants, choices[0].component.custom_id);
    const after = await loaded(table);
    expect(after.session.record).toMatchObject({ actions: { 1: { type: 'occupy', occupant: { kind: lone.kind, zone: lone.zoneId } } } });
    expect(kinds(table.h.discord.message(panel.id)!)).not.toContain('occupy');
  });
});
