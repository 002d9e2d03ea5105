/**
 * `npm run bench:render`: for boards of 10, 50 and 95 tiles, the time to render the board
 * image as the bot sends it (drawing and JPEG encoding, src/render/encode.ts), the encoding
 * alone and the size, and the board's close-up (its own image, when the board needs one); and, in the same run, the PNG encoding the bot used before (its time,
 * its size, and the whole render with it), so both are compared on one machine at one moment.
 * Tiles are painted once and cached, as in the bot: the first (cold) render is shown apart,
 * the figures are medians of warm renders. The last line is a JSON object.
 */
import type { GameState } from '../engine/game.ts';
import { drawBoard, renderBoard, renderCloseup, warmUpRenderer } from '../render/index.ts';
import { encodeScene } from '../../../render/encode.ts';
import { fullBoardState, randomStateWithTiles } from '../render/samples.ts';

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
  const pngEncodeMs: Record<string, number> = {};
  const pngBytes: Record<string, number> = {};
  const pngRenderMs: Record<string, number> = {};
  const coldMs: Record<string, number> = {};
  const size: Record<string, string> = {};
  const closeupMs: Record<string, number> = {};
  const closeupBytes: Record<string, number> = {};
  console.log(`warm-up (fonts and the 95 tiles' geometry): ${warmUpMs.toFixed(0)} ms`);
  console.log('tiles  image        cold ms  render ms  draw ms  encode ms   bytes   | close-up ms    bytes | PNG: render ms  encode ms     bytes');
  for (const [key, state] of boards) {
    const options = { names, locale: 'fr' as const };
    started = performance.now();
    await renderBoard(state, options);
    coldMs[key] = performance.now() - started;
    const renders: number[] = [];
    const draws: number[] = [];
    const encodes: number[] = [];
    const pngEncodes: number[] = [];
    const closeups: number[] = [];
    let closeup: Buffer = Buffer.alloc(0);
    let image: Buffer = Buffer.alloc(0);
    let png: Buffer = Buffer.alloc(0);
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      image = await renderBoard(state, options);
      renders.push(performance.now() - started);
      started = performance.now();
      const { canvas } = drawBoard(state, options);
      draws.push(performance.now() - started);
      started = performance.now();
      await encodeScene(canvas);
      encodes.push(performance.now() - started);
      started = performance.now();
      png = await canvas.encode('png');
      pngEncodes.push(performance.now() - started);
      started = performance.now();
      closeup = await renderCloseup(state, options);
      closeups.push(performance.now() - started);
      size[key] = `${canvas.width}×${canvas.height}`;
    }
    renderMs[key] = Math.round(median(renders));
    drawMs[key] = Math.round(median(draws));
    encodeMs[key] = Math.round(median(encodes));
    bytes[key] = image.length;
    pngEncodeMs[key] = Math.round(median(pngEncodes));
    pngBytes[key] = png.length;
    pngRenderMs[key] = drawMs[key] + pngEncodeMs[key];
    coldMs[key] = Math.round(coldMs[key]);
    closeupMs[key] = closeup.length === 0 ? 0 : Math.round(median(closeups));
    closeupBytes[key] = closeup.length;
    console.log(
      `${String(state.board.tileCount).padStart(5)}  ${size[key].padEnd(11)} ${String(coldMs[key]).padStart(8)} ${String(renderMs[key]).padStart(10)} ${String(drawMs[key]).padStart(8)} ${String(encodeMs[key]).padStart(10)} ${String(bytes[key]).padStart(8)}   | ${(closeup.length === 0 ? '—' : String(closeupMs[key])).padStart(11)} ${String(closeupBytes[key]).padStart(8)} | ${String(pngRenderMs[key]).padStart(14)} ${String(pngEncodeMs[key]).padStart(10)} ${String(pngBytes[key]).padStart(9)}`,
    );
  }
  console.log(JSON.stringify({ renderMs, encodeMs, bytes, drawMs, coldMs, size, closeup: { renderMs: closeupMs, bytes: closeupBytes }, warmUpMs: Math.round(warmUpMs), format: 'jpeg', png: { renderMs: pngRenderMs, encodeMs: pngEncodeMs, bytes: pngBytes } }));
}

await main();
