/**
 * A typed placement refused at a square: the reply says what works there instead. Where another
 * orientation fits, it names the orientations that fit; where none does, it says that turning the
 * tile will not help and names the nearest squares where the tile fits, as the board names them.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { ROTATIONS, type Pos } from '../../../../src/games/chacun/engine/basics.ts';
import { applyAction } from '../../../../src/games/chacun/engine/actions.ts';
import { fittingPositions, fittingPositionsNear } from '../../../../src/games/chacun/engine/fitting.ts';
import { initialState, startGame, type GameState } from '../../../../src/games/chacun/engine/game.ts';
import { firstColors, shuffledDecks } from '../../../../src/games/chacun/engine/random.ts';
import { playRandomGame } from '../../../../src/games/chacun/engine/simulate.ts';
import { placementRefusalText } from '../../../../src/games/chacun/discord/choices.ts';
import { parsePositionLabel, positionLabel } from '../../../../src/games/chacun/render/index.ts';
import { errorText } from '../../../../src/games/chacun/texts/catalog.ts';
import { ChacunRandom } from '../../../../src/games/random.ts';
import { command, loaded, members, openGame, playerToMove } from '../../../bot/driver.ts';
import { privateText, startHarness, type Harness } from '../../../bot/harness.ts';

/** The first turn of a two-player game dealt with a seed (as the harness and random games deal it). */
function firstTurn(seed: number): GameState {
  const decks = shuffledDecks(new ChacunRandom(seed));
  const started = startGame(initialState(firstColors(2), decks.normal, decks.menhir));
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}

const at = (label: string): Pos => parsePositionLabel(label)!;

describe('the refusal of a typed placement', () => {
  // The first tiles of these deals, around the start tile at M13:
  // seed 1: fits at M12, M14 and N13, nowhere at L13; seed 2: at L13 (not in a half turn) and at
  // M12 (a quarter turn left only); seed 4: only at L13, in every orientation.
  test('the deals are those the cases below describe', () => {
    const summary = (seed: number) => fittingPositions(firstTurn(seed)).map((p) => `${positionLabel(p.pos)}:${p.rotations.join('/')}`);
    expect(summary(1)).toEqual(['M12:NONE/RIGHT', 'M14:NONE/RIGHT', 'N13:NONE/LEFT']);
    expect(summary(2)).toEqual(['L13:NONE/RIGHT/LEFT', 'M12:LEFT']);
    expect(summary(4)).toEqual(['L13:NONE/RIGHT/HALF_TURN/LEFT']);
  });

  test.each([
    [2, 'M12', 'RIGHT', 'en', 'At M12, the tile doesn’t fit with the orientation “Quarter turn right”. It fits there only with “Quarter turn left” (270°).'],
    [2, 'M12', 'RIGHT', 'fr', 'En M12, la tuile ne va pas avec l’orientation «\u00a0Quart de tour à droite\u00a0». Là, elle ne va qu’avec «\u00a0Quart de tour à gauche\u00a0» (270°).'],
    [
      2,
      'L13',
      'HALF_TURN',
      'en',
      'At L13, the tile doesn’t fit with the orientation “Half turn”. It fits there with “Not rotated” (0°), “Quarter turn right” (90°) or “Quarter turn left” (270°).',
    ],
    [
      2,
      'L13',
      'HALF_TURN',
      'fr',
      'En L13, la tuile ne va pas avec l’orientation «\u00a0Demi-tour\u00a0». Là, elle va avec «\u00a0Sans rotation\u00a0» (0°), «\u00a0Quart de tour à droite\u00a0» (90°) ou «\u00a0Quart de tour à gauche\u00a0» (270°).',
    ],
  ] as const)('seed %d, %s turned %s, where other orientations fit, names them (%s)', (seed, label, rotation, locale, expected) => {
    expect(placementRefusalText(firstTurn(seed), at(label), rotation, locale)).toBe(expected);
  });

  test.each([
    [4, 'M12', 'en', 'At M12, the tile doesn’t fit in any orientation: turning it won’t help. It fits only at L13.'],
    [4, 'M12', 'fr', 'En M12, la tuile ne va dans aucune orientation\u00a0: inutile de la tourner. Elle ne peut aller qu’en L13.'],
    [1, 'L13', 'en', 'At L13, the tile doesn’t fit in any orientation: turning it won’t help. It fits at M12, M14 or N13.'],
    [1, 'L13', 'fr', 'En L13, la tuile ne va dans aucune orientation\u00a0: inutile de la tourner. Elle peut aller en M12, M14 ou N13.'],
  ] as const)('seed %d, %s, where no orientation fits, says so and names where the tile fits (%s)', (seed, label, locale, expected) => {
    const state = firstTurn(seed);
    // The same whatever orientation was typed, or none.
    for (const rotation of [null, ...ROTATIONS]) expect(placementRefusalText(state, at(label), rotation, locale)).toBe(expected);
    expect(expected).not.toContain(locale === 'en' ? 'Try rotating' : 'Essaie de la tourner');
  });

  test('on a larger board, at most four squares are named, the nearest ones, out of how many there are', () => {
    const { record } = playRandomGame(2, 3);
    let state = firstTurn(3);
    let found: { state: GameState; pos: Pos } | null = null;
    for (const action of record.actions) {
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.value;
      if (state.nextAction !== 'PLACE_TILE' || fittingPositions(state).length <= 4) continue;
      const fitting = new Set(fittingPositions(state).map((p) => positionLabel(p.pos)));
      const cell = state.board.insertionPositions().find((pos) => !fitting.has(positionLabel(pos)));
      if (cell !== undefined) {
        found = { state, pos: cell };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { state: turn, pos } = found!;
    const near = fittingPositionsNear(turn, pos);
    const nearest = near.slice(0, 4).map((p) => positionLabel(p.pos));
    const distance = (p: Pos) => Math.hypot(p.x - pos.x, p.y - pos.y);
    expect(near.slice(4).every((p) => distance(p.pos) >= distance(near[3].pos))).toBe(true);
    expect(placementRefusalText(turn, pos, null, 'en')).toBe(
      `At ${positionLabel(pos)}, the tile doesn’t fit in any orientation: turning it won’t help. The nearest of the ${near.length} squares where it fits: ${nearest.slice(0, 3).join(', ')} and ${nearest[3]}.`,
    );
    expect(placementRefusalText(turn, pos, 'RIGHT', 'fr')).toBe(
      `En ${positionLabel(pos)}, la tuile ne va dans aucune orientation\u00a0: inutile de la tourner. Les plus proches des ${near.length} cases où elle peut aller\u00a0: ${nearest.slice(0, 3).join(', ')} et ${nearest[3]}.`,
    );
  });

  test('a square that is not next to the tiles, and a legal placement, are as before', () => {
    const state = firstTurn(2);
    expect(placementRefusalText(state, at('A1'), 'NONE', 'en')).toBe(errorText('NOT_AN_INSERTION_POSITION', 'en'));
    expect(placementRefusalText(state, at('M13'), null, 'fr')).toBe(errorText('NOT_AN_INSERTION_POSITION', 'fr'));
    expect(placementRefusalText(state, at('M12'), 'LEFT', 'en')).toBeNull();
    expect(placementRefusalText(state, at('M12'), null, 'en')).toBeNull();
  });
});

describe('/chacun place typed at a square where the tile does not fit, through the local Discord', () => {
  let h: Harness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  test.each([
    ['en', 'M12', '90', 'At M12, the tile doesn’t fit in any orientation: turning it won’t help. It fits only at L13.'],
    ['fr', 'M12', '90', 'En M12, la tuile ne va dans aucune orientation\u00a0: inutile de la tourner. Elle ne peut aller qu’en L13.'],
    ['en', 'n13', '', 'At N13, the tile doesn’t fit in any orientation: turning it won’t help. It fits only at L13.'],
  ] as const)('in %s, %s turned %j: the private reply names where the tile fits, and nothing is played', async (locale, position, rotation, expected) => {
    // Seed 4: the first tile fits at L13 only.
    h = await startHarness({ seed: 4 });
    const table = await openGame(h, members(h, 2));
    const user = (await playerToMove(table))!;
    const before = (await loaded(table)).session;
    const options: Record<string, string> = rotation === '' ? { position } : { position, rotation };
    const reply = await command(h, user, 'place', options, table.channelId, locale);
    expect(privateText(reply)).toBe(expected);
    expect(reply.original()!.flags & 64).toBe(64);
    expect((await loaded(table)).session).toEqual(before);
  });

  test.each([
    ['en', 'At M12, the tile doesn’t fit with the orientation “Quarter turn right”. It fits there only with “Quarter turn left” (270°).'],
    ['fr', 'En M12, la tuile ne va pas avec l’orientation «\u00a0Quart de tour à droite\u00a0». Là, elle ne va qu’avec «\u00a0Quart de tour à gauche\u00a0» (270°).'],
  ] as const)('in %s, an orientation that does not fit where another does: the reply names the one that fits', async (locale, expected) => {
    // Seed 2: the first tile fits at M12 in a quarter turn left only.
    h = await startHarness({ seed: 2 });
    const table = await openGame(h, members(h, 2));
    const user = (await playerToMove(table))!;
    const reply = await command(h, user, 'place', { position: 'M12', rotation: '90' }, table.channelId, locale);
    expect(privateText(reply)).toBe(expected);
    // The orientation it names, typed in degrees, is placed.
    await command(h, user, 'place', { position: 'M12', rotation: '270' }, table.channelId, locale);
    expect((await loaded(table)).session.record).toMatchObject({ actions: [{ type: 'place', x: 0, y: -1, rotation: 'LEFT' }] });
  });
});
