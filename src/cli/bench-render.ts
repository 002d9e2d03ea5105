/**
 * `npm run bench:render`: for boards of 10, 50 and 95 tiles, the time to render the board
 * image (drawing and PNG encoding), the PNG encoding alone of the same image, and its size.
 * Tiles are painted once and cached, as in the bot: the first (cold) render is shown apart,
 * the figures are medians of warm renders. The last line is a JSON object.
 */
import type { GameState } from '../games/chacun/engine/game.ts';
import { drawBoard, renderBoard, warmUpRenderer } from '../games/chacun/render/index.ts';
import { fullBoardState, randomStateWithTiles } from '../games/chacun/render/samples.ts';

const RUNS = 9;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const names = { RED: 'Alice', BLUE: 'Bob', GREEN: 'Chloé', YELLOW: 'Dmitri', PURPLE: 'Ève' };
  const boards: [string, GameState][] = [
    ['10', randomStateWithTiles(4, 11, 10)],
    ['50', randomStateWithTiles(4, 11, 50)],
    ['95', fullBoardState(5, 1)],
  ];
  let started = performance.now();
  warmUpRenderer();
  const warmUpMs = performance.now() - started;
  const renderMs: Record<string, number> = {};
  const drawMs: Record<string, number> = {};
  const encodeMs: Record<string, number> = {};
  const bytes: Record<string, number> = {};
  const coldMs: Record<string, number> = {};
  const size: Record<string, string> = {};
  console.log(`warm-up (fonts and the 95 tiles' geometry): ${warmUpMs.toFixed(0)} ms`);
  console.log('tiles  image        cold ms  render ms  draw ms  encode ms   bytes');
  for (const [key, state] of boards) {
    const options = { names, locale: 'fr' as const };
    started = performance.now();
    await renderBoard(state, options);
    coldMs[key] = performance.now() - started;
    const renders: number[] = [];
    const draws: number[] = [];
    const encodes: number[] = [];
    let png: Buffer = Buffer.alloc(0);
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      png = await renderBoard(state, options);
      renders.push(performance.now() - started);
      started = performance.now();
      const { canvas } = drawBoard(state, options);
      draws.push(performance.now() - started);
      started = performance.now();
      await canvas.encode('png');
      encodes.push(performance.now() - started);
      size[key] = `${canvas.width}×${canvas.height}`;
    }
    renderMs[key] = Math.round(median(renders));
    drawMs[key] = Math.round(median(draws));
    encodeMs[key] = Math.round(median(encodes));
    bytes[key] = png.length;
    coldMs[key] = Math.round(coldMs[key]);
    console.log(
      `${String(state.board.tileCount).padStart(5)}  ${size[key].padEnd(11)} ${String(coldMs[key]).padStart(8)} ${String(renderMs[key]).padStart(10)} ${String(drawMs[key]).padStart(8)} ${String(encodeMs[key]).padStart(10)} ${String(bytes[key]).padStart(8)}`,
    );
  }
  console.log(JSON.stringify({ renderMs, encodeMs, bytes, drawMs, coldMs, size, warmUpMs: Math.round(warmUpMs) }));
}

await main();
