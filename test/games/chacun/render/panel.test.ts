import { describe, expect, test } from 'vitest';
import type { GameState } from '../../../../src/games/chacun/engine/game.ts';
import { drawBoard, drawPreview, PANEL_FONTS, PHONE_WIDTH, type Rect, type RenderLocale } from '../../../../src/games/chacun/render/index.ts';
import { fullBoardState, LONG_NAMES, randomStateWithTiles } from '../../../../src/games/chacun/render/samples.ts';


const BOARDS: readonly [string, () => GameState][] = [
  ['the first tile, 2 players', () => randomStateWithTiles(2, 7, 1)],
  ['10 tiles, 4 players', () => randomStateWithTiles(4, 7, 10)],
  ['50 tiles, 5 players', () => randomStateWithTiles(5, 3, 50)],
  ['all 95 tiles, 5 players', () => fullBoardState(5, 1)],
];

const CASES = BOARDS.flatMap(([name, state]) => (['fr', 'en'] as const).map((locale) => [name, locale, state] as const));

function inside(inner: Rect, outer: Rect): boolean {
  const slack = 0.5;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('board panel', () => {
  test.each(CASES)('%s, %s: the panel texts are 9 px high or more once the image is shown 390 px wide', (_, locale, state) => {
    const { canvas, layout, panelBoxes } = drawBoard(state(), { names: LONG_NAMES, locale: locale as RenderLocale });
    expect(canvas.width).toBe(layout.width);
    const phone = PHONE_WIDTH / layout.width;
    const smallest = Math.min(...Object.values(PANEL_FONTS));
    // A hair under 9 only through rounding: the sizes are 9 phone pixels or more.
    expect(smallest * layout.panelUnit * phone).toBeGreaterThan(8.999);
    const drawn = Math.min(...panelBoxes.filter((box) => box.kind === 'text').map((box) => box.height));
    expect(drawn * phone).toBeGreaterThan(8.999);
  });

  test.each(CASES)('%s, %s: the panel lies inside the image, beside the board, and everything it draws lies inside it without texts overlapping', (_, locale, state) => {
    const { layout, panelBoxes } = drawBoard(state(), { names: LONG_NAMES, locale: locale as RenderLocale });
    const image = { x: 0, y: 0, width: layout.width, height: layout.height };
    expect(inside(layout.panel, image)).toBe(true);
    const board = {
      x: layout.originX - layout.margin,
      y: layout.originY - layout.margin,
      width: (layout.maxX - layout.minX + 1) * layout.tileSize + 2 * layout.margin,
      height: (layout.maxY - layout.minY + 1) * layout.tileSize + 2 * layout.margin,
    };
    expect(inside(board, image)).toBe(true);
    expect(overlap(board, layout.panel)).toBe(false);
    expect(panelBoxes.filter((box) => box.kind === 'text').length).toBeGreaterThan(10);
    for (const box of panelBoxes) expect(inside(box, layout.panel), JSON.stringify(box)).toBe(true);
    const texts = panelBoxes.filter((box) => box.kind === 'text');
    texts.forEach((a, i) => texts.slice(i + 1).forEach((b) => expect(overlap(a, b), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBe(false)));
  });

  test('the preview panel keeps long names inside it too', () => {
    const state = randomStateWithTiles(4, 7, 10);
    const placement = state.board.legalPlacements(state.tileToPlace!)[0];
    const { layout, panelBoxes } = drawPreview(state, placement, { names: LONG_NAMES, locale: 'fr' });
    for (const box of panelBoxes) expect(inside(box, layout.panel)).toBe(true);
  });
});
