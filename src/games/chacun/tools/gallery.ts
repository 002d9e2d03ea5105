/**
 * `npm run gallery -- DIR [SEED]`: writes images for review by eye: every tile in every
 * rotation, boards of a random game (the first tile, 10, 50 tiles and the final one), the
 * 95-tile boards (the two-player game of full-board.ts, five players with 32-letter names), a placement preview, an occupant close-up, a shaman
 * close-up and the end-of-game image. A board too large for its tiles to read on a phone comes
 * with its close-up (`*.closeup.png`), as the bot sends it. Boards also come scaled to a phone's
 * 390 px (`*.phone.png`), the width Discord shows them at on a phone.
 * The pictures of every game's statistics and replays are `npm run gallery:stats`
 * (src/cli/gallery-stats.ts).
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROTATIONS } from '../engine/basics.ts';
import { fullBoardGame } from '../engine/full-board.ts';
import type { Placement } from '../engine/board.ts';
import type { GameState } from '../engine/game.ts';
import type { BoardOptions } from '../render/board.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard } from '../engine/game.ts';
import { TILES } from '../engine/tiles.ts';
import {
  drawBoard,
  drawCloseup,
  drawEndOfGame,
  drawOccupantChoices,
  drawPreview,
  drawRetakeChoices,
  PHONE_WIDTH,
  warmUpRenderer,
} from '../render/index.ts';
import { textFont } from '../../../render/fonts.ts';
import { paintedTile } from '../render/tile-painter.ts';
import { fullBoardState, LONG_NAMES, randomFinishedGame, randomStateWithTiles, statesOf } from '../render/samples.ts';
import { readArguments, usageExit } from '../../../command-line.ts';

const NAMES = { RED: 'Alice', BLUE: 'Bob', GREEN: 'Chloé', YELLOW: 'Dmitri', PURPLE: 'Ève' } as const;


function write(dir: string, name: string, png: Buffer): void {
  writeFileSync(join(dir, name), png);
  console.log(`${name}  ${(png.length / 1024).toFixed(0)} KiB`);
}

/** Writes a board canvas and its copy at phone width. */
function writeBoard(dir: string, name: string, canvas: Canvas): void {
  write(dir, name, canvas.encodeSync('png'));
  const phone = createCanvas(PHONE_WIDTH, Math.max(1, Math.round((canvas.height * PHONE_WIDTH) / canvas.width)));
  const ctx = phone.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, phone.width, phone.height);
  write(dir, name.replace(/\.png$/, '.phone.png'), phone.encodeSync('png'));
}

/** Writes a board as the bot sends it: the board, and its close-up when its tiles are too small (`NAME.closeup.png`). */
function writeSentBoard(dir: string, name: string, state: GameState, options: BoardOptions, preview?: Placement): void {
  writeBoard(dir, name, (preview === undefined ? drawBoard(state, options) : drawPreview(state, preview, options)).canvas);
  const closeup = drawCloseup(state, options, preview);
  if (closeup !== null) writeBoard(dir, name.replace(/\.png$/, '.closeup.png'), closeup.canvas);
}

function tileSheet(ids: readonly number[], size: number, rotations: readonly number[]): Buffer {
  const label = 22;
  const gap = 10;
  const cols = rotations.length === 1 ? 6 : rotations.length;
  const cells = rotations.length === 1 ? ids.map((id) => [id, 0] as const) : ids.flatMap((id) => rotations.map((r) => [id, r] as const));
  const rows = Math.ceil(cells.length / cols);
  const canvas = createCanvas(cols * (size + gap) + gap, rows * (size + label + gap) + gap);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  cells.forEach(([id, r], k) => {
    const x = gap + (k % cols) * (size + gap);
    const y = gap + Math.floor(k / cols) * (size + label + gap);
    ctx.fillStyle = '#222222';
    ctx.font = textFont(16, true);
    ctx.textBaseline = 'middle';
    ctx.fillText(`${id} ${TILES[id].kind.toLowerCase()} · ${ROTATIONS[r]}`, x, y + label / 2);
    ctx.drawImage(paintedTile(id, r, size), x, y + label);
  });
  return canvas.encodeSync('png');
}

function main(): void {
  const usage = 'npm run gallery -- DIR [SEED]; the statistics and replays of every game: npm run gallery:stats [-- DIR [SEED]]';
  // An option is not a folder to write into (`--stats` was one before the statistics' pictures had their own command).
  const [dir, seedText] = readArguments(usage, {}).positionals;
  if (dir === undefined) usageExit(usage, 'no folder given');
  const seed = Number(seedText ?? 7);
  mkdirSync(join(dir, 'tiles'), { recursive: true });
  warmUpRenderer();

  // Every tile in every rotation, one image per tile, and overviews.
  for (const tile of TILES) {
    write(dir, join('tiles', `tile-${String(tile.id).padStart(2, '0')}.png`), tileSheet([tile.id], 220, [0, 1, 2, 3]));
  }
  for (let from = 0; from < TILES.length; from += 24) {
    const ids = TILES.slice(from, from + 24).map((tile) => tile.id);
    write(dir, `tiles-${String(from).padStart(2, '0')}-${ids[ids.length - 1]}.png`, tileSheet(ids, 180, [0]));
  }

  // Boards of one random game.
  const options = { names: NAMES, locale: 'fr' as const };
  for (const tiles of [1, 10, 50]) {
    const state = randomStateWithTiles(4, seed, tiles);
    writeSentBoard(dir, `board-${tiles}.png`, state, options);
  }
  const finished = randomFinishedGame(4, seed);
  writeSentBoard(dir, `board-final.png`, finished.state, options);
  writeSentBoard(dir, `board-final-en.png`, finished.state, { ...options, locale: 'en' });
  writeSentBoard(dir, `board-95.png`, fullBoardGame().state, options);
  const full = fullBoardState(5, seed);
  writeSentBoard(dir, `board-95-long-names.png`, full, { names: LONG_NAMES, locale: 'fr' });
  writeSentBoard(dir, `board-95-long-names-en.png`, full, { names: LONG_NAMES, locale: 'en' });

  // A preview: the tile to place at its first legal placement.
  const midGame = randomStateWithTiles(4, seed, 30);
  const placement = midGame.board.legalPlacements(midGame.tileToPlace!)[0];
  writeSentBoard(dir, 'preview.png', midGame, options, placement);

  // Close-ups: the first state of the game offering many occupants, and a shaman's choice.
  const states = statesOf(finished.record);
  const occupy = pick(states, (s) => s.nextAction === 'OCCUPY_TILE' && lastTilePotentialOccupants(s).length >= 4) ?? pick(states, (s) => s.nextAction === 'OCCUPY_TILE');
  if (occupy) write(dir, 'closeup-occupant.png', drawOccupantChoices(occupy, options).canvas.encodeSync('png'));
  const retake = findRetake(seed);
  if (retake) writeBoard(dir, 'closeup-shaman.png', drawRetakeChoices(retake, options).canvas);
  else console.log('no shaman choice found in the seeds tried');

  write(dir, 'end.png', drawEndOfGame(finished.state, options).encodeSync('png'));
  write(dir, 'end-en.png', drawEndOfGame(finished.state, { ...options, locale: 'en' }).encodeSync('png'));
}

function pick(states: readonly GameState[], test: (state: GameState) => boolean): GameState | undefined {
  return states.find(test);
}

function findRetake(seed: number): GameState | undefined {
  for (let k = 0; k < 200; k++) {
    const { record } = randomFinishedGame(3, seed + k);
    const found = statesOf(record).find((s) => s.nextAction === 'RETAKE_PAWN' && ownPawnsOnBoard(s).length >= 2);
    if (found) return found;
  }
  return undefined;
}

main();
