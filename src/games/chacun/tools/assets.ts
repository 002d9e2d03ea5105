/**
 * `npm run assets [-- DIR]`: draws the images the bot shows of itself on Discord, the
 * application's avatar and its profile banner, into DIR (`assets/` by default). They are
 * painted by the ChaCuN renderer from real tiles, with the project's fonts, and come out
 * the same, byte for byte, on every run.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerColor } from '../engine/basics.ts';
import { TILES, rotatedSide } from '../engine/tiles.ts';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import { drawHut, drawPawn } from '../render/icons.ts';
import { BACKGROUND, INK, TERRAIN } from '../render/palette.ts';

import { paintedTile } from '../render/tile-painter.ts';
import { roundRect } from '../../../render/drawing.ts';
import { readArguments } from '../../../command-line.ts';

/** A tile as laid on the table: its id and its rotation in quarter turns clockwise. */
type Laid = readonly [tileId: number, rotation: number];

/** A pawn or hut standing on a landscape, at a point in tile units from its top left corner. */
interface Figure {
  readonly kind: 'pawn' | 'hut';
  readonly color: PlayerColor;
  readonly x: number;
  readonly y: number;
}

/** Avatar: the start tile, which every game begins with, a red hunter in its meadow beside the aurochs. */
const AVATAR_SIZE = 1024;
const AVATAR_TILE: Laid = [56, 0];
const AVATAR_PAWN: Figure = { kind: 'pawn', color: 'RED', x: 0.66, y: 0.28 };

/**
 * Banner: 680 × 240, the profile banner size Discord recommends, drawn at twice that size.
 * Two rows of tiles that fit together by the rules: a river flowing east into the start
 * tile's lake, meadows and forests above; Discord lays the avatar over the lower left.
 */
const BANNER_WIDTH = 1360;
const BANNER_HEIGHT = 480;
const BANNER_TILE = 240;
const BANNER_LANDSCAPE: readonly (readonly Laid[])[] = [
  [[37, 0], [76, 2], [36, 1], [61, 0], [90, 2], [32, 1]],
  [[53, 0], [52, 0], [48, 0], [56, 0], [37, 3], [94, 1]],
];
const BANNER_FIGURES: readonly Figure[] = [
  { kind: 'pawn', color: 'RED', x: 1.6, y: 0.8 },
  { kind: 'hut', color: 'BLUE', x: 3.2, y: 1.62 },
  { kind: 'pawn', color: 'YELLOW', x: 4.96, y: 1.67 },
];
const TITLE = 'chacun-bot';
/** The game's name spelled out, its letters Cha, Cu and N picked out. */
const SUBTITLE: readonly (readonly [text: string, picked: boolean])[] = [
  ['Cha', true],
  ['sseurs et ', false],
  ['cu', true],
  ['eilleurs au ', false],
  ['N', true],
  ['éolithique', false],
];

/** Throws unless every two neighbouring tiles of a landscape meet on sides of the same kind. */
function checkFits(rows: readonly (readonly Laid[])[]): void {
  const kindOf = ([id, rotation]: Laid, direction: number): string => rotatedSide(TILES[id], rotation, direction).kind;
  rows.forEach((row, y) =>
    row.forEach((laid, x) => {
      const east = row[x + 1];
      const south = rows[y + 1]?.[x];
      if (east !== undefined && kindOf(laid, 1) !== kindOf(east, 3)) throw new Error(`tiles ${laid[0]} and ${east[0]} do not fit`);
      if (south !== undefined && kindOf(laid, 2) !== kindOf(south, 0)) throw new Error(`tiles ${laid[0]} and ${south[0]} do not fit`);
    }),
  );
}

function drawLandscape(ctx: SKRSContext2D, rows: readonly (readonly Laid[])[], size: number, left: number, top: number): void {
  checkFits(rows);
  rows.forEach((row, y) => row.forEach(([id, rotation], x) => ctx.drawImage(paintedTile(id, rotation, size), left + x * size, top + y * size)));
}

function drawFigures(ctx: SKRSContext2D, figures: readonly Figure[], size: number, left: number, top: number, scale: number): void {
  for (const figure of figures) {
    const x = left + figure.x * size;
    const y = top + figure.y * size;
    if (figure.kind === 'pawn') drawPawn(ctx, figure.color, x, y, size * scale);
    else drawHut(ctx, figure.color, x, y, size * scale * 0.85);
  }
}

/** The avatar: a round medallion (Discord shows avatars as circles) with clear corners. */
function drawAvatar(): Canvas {
  const size = AVATAR_SIZE;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const centre = size / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(centre, centre, centre, 0, 2 * Math.PI);
  ctx.clip();
  drawLandscape(ctx, [[AVATAR_TILE]], size, 0, 0);
  drawFigures(ctx, [AVATAR_PAWN], size, 0, 0, 0.3);
  ctx.restore();
  // A rim of ink with a line of hedge inside it keeps the edge crisp on light and dark themes.
  const rim = size * 0.04;
  ctx.beginPath();
  ctx.arc(centre, centre, centre - rim / 2, 0, 2 * Math.PI);
  ctx.lineWidth = rim;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(centre, centre, centre - rim - size * 0.006, 0, 2 * Math.PI);
  ctx.lineWidth = size * 0.012;
  ctx.strokeStyle = TERRAIN.hedge;
  ctx.stroke();
  return canvas;
}

/** The banner: the landscape across, and the name on a parchment label clear of the avatar. */
function drawBanner(): Canvas {
  ensureFonts();
  const canvas = createCanvas(BANNER_WIDTH, BANNER_HEIGHT);
  const ctx = canvas.getContext('2d');
  const size = BANNER_TILE;
  const columns = BANNER_LANDSCAPE[0].length;
  const left = (BANNER_WIDTH - columns * size) / 2;
  drawLandscape(ctx, BANNER_LANDSCAPE, size, left, 0);
  drawFigures(ctx, BANNER_FIGURES, size, left, 0, 0.36);

  const titleFont = textFont(128, true);
  const subtitleSize = 40;
  ctx.font = titleFont;
  const titleWidth = ctx.measureText(TITLE).width;
  const pieces = SUBTITLE.map(([text, picked]) => {
    ctx.font = textFont(subtitleSize, picked);
    return { text, picked, width: ctx.measureText(text).width };
  });
  const subtitleWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
  const width = Math.max(titleWidth, subtitleWidth) + 100;
  const height = 232;
  const cx = 880;
  const cy = 200;
  const x = cx - width / 2;
  const y = cy - height / 2;
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 8;
  roundRect(ctx, x, y, width, height, 28);
  ctx.fillStyle = BACKGROUND;
  ctx.fill();
  ctx.restore();
  roundRect(ctx, x, y, width, height, 28);
  ctx.lineWidth = 8;
  ctx.strokeStyle = INK;
  ctx.stroke();

  ctx.fillStyle = INK;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'center';
  ctx.font = titleFont;
  ctx.fillText(TITLE, cx, cy + 24);
  ctx.textAlign = 'left';
  let at = cx - subtitleWidth / 2;
  for (const piece of pieces) {
    ctx.font = textFont(subtitleSize, piece.picked);
    ctx.fillStyle = piece.picked ? TERRAIN.waterBank : INK;
    ctx.fillText(piece.text, at, cy + 84);
    at += piece.width;
  }
  return canvas;
}

function main(): void {
  const dir = readArguments('npm run assets [-- DIR] (assets by default)', {}).positionals[0] ?? 'assets';
  mkdirSync(dir, { recursive: true });
  for (const [name, canvas] of [
    ['avatar.png', drawAvatar()],
    ['banner.png', drawBanner()],
  ] as const) {
    const png = canvas.encodeSync('png');
    writeFileSync(join(dir, name), png);
    console.log(`${join(dir, name)}  ${canvas.width}×${canvas.height}  ${png.length} bytes`);
  }
}

main();
