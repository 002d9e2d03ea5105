import type { SKRSContext2D } from '@napi-rs/canvas';
import { HUTS_PER_PLAYER, PAWNS_PER_PLAYER, rotationIndex, type PlayerColor, type Rotation } from '../engine/basics.ts';
import { currentPlayer, freeOccupants, menhirDeckSize, normalDeckSize, pointsOf, type GameState } from '../engine/game.ts';
import { textFont } from '../../../render/fonts.ts';
import { drawHut, drawPawn } from './icons.ts';
import { PANEL_BOX, PANEL_FONTS, PANEL_TILE_RIGHT, type Rect } from './layout.ts';
import { INK, PLAYER_FILL } from './palette.ts';
import { TEXTS, type RenderLocale } from './text.ts';
import { paintedTile } from './tile-painter.ts';
import { fitText, roundRect } from '../../../render/drawing.ts';

/** What the panel shows besides the players: the tile to place, maybe turned as in a preview. */
export interface PanelTile {
  readonly tileId: number;
  readonly rotation: Rotation;
  readonly title: string;
}

/** A player's display name: the given one, or the colour's name. */
export function playerName(color: PlayerColor, names: Partial<Record<PlayerColor, string>> | undefined, locale: RenderLocale): string {
  const name = names?.[color]?.trim();
  return name ? name : TEXTS[locale].colors[color];
}

/** Something the panel drew (a text or a shape), in image pixels. */
export interface PanelBox extends Rect {
  readonly kind: 'text' | 'shape';
}

/** Draws in the panel's phone pixels and keeps, in image pixels, the box of everything drawn (for tests). */
class PanelPen {
  readonly drawn: PanelBox[] = [];
  constructor(
    readonly ctx: SKRSContext2D,
    private readonly rect: Rect,
    private readonly unit: number,
  ) {}

  /** Notes a box given in phone pixels. */
  box(x: number, y: number, width: number, height: number, kind: PanelBox['kind'] = 'shape'): void {
    const u = this.unit;
    this.drawn.push({ kind, x: this.rect.x + x * u, y: this.rect.y + y * u, width: width * u, height: height * u });
  }

  /** Writes a text from its left end or right end on a baseline, shortened with "…" to a width if given. */
  text(text: string, x: number, baseline: number, px: number, bold: boolean, align: 'left' | 'right' = 'left', width = Infinity): number {
    const ctx = this.ctx;
    ctx.font = textFont(px, bold);
    ctx.textAlign = align;
    ctx.textBaseline = 'alphabetic';
    const shown = fitText(ctx, text, width);
    const measured = ctx.measureText(shown).width;
    ctx.fillText(shown, x, baseline);
    this.box(align === 'left' ? x : x - measured, baseline - px * 0.8, measured, px, 'text');
    return measured;
  }
}

/** The words of a title split into at most two lines of a width, the second shortened with "…" if needed. */
function titleLines(ctx: SKRSContext2D, title: string, width: number): string[] {
  if (ctx.measureText(title).width <= width) return [title];
  const words = title.split(' ');
  let first = words[0];
  let k = 1;
  while (k < words.length && ctx.measureText(`${first} ${words[k]}`).width <= width) first += ` ${words[k++]}`;
  return [fitText(ctx, first, width), fitText(ctx, words.slice(k).join(' '), width)].filter((line) => line !== '');
}

/** A player's cell: colour, name, points, occupants in hand; the current player's is outlined in their colour with an arrow. */
function drawPlayerCell(
  pen: PanelPen,
  state: GameState,
  color: PlayerColor,
  x: number,
  y: number,
  width: number,
  names: Partial<Record<PlayerColor, string>> | undefined,
  locale: RenderLocale,
): void {
  const { ctx } = pen;
  const height = PANEL_BOX.cell;
  const current = currentPlayer(state) === color;
  ctx.save();
  roundRect(ctx, x, y, width, height, 5);
  ctx.fillStyle = current ? '#fffaf0' : 'rgba(255,255,255,0.55)';
  ctx.fill();
  ctx.lineWidth = current ? 2.5 : 1;
  ctx.strokeStyle = current ? PLAYER_FILL[color] : 'rgba(0,0,0,0.2)';
  ctx.stroke();
  pen.box(x - 1.25, y - 1.25, width + 2.5, height + 2.5);
  if (current) {
    ctx.beginPath();
    ctx.moveTo(x - 9, y + height / 2 - 6);
    ctx.lineTo(x - 2, y + height / 2);
    ctx.lineTo(x - 9, y + height / 2 + 6);
    ctx.closePath();
    ctx.fillStyle = PLAYER_FILL[color];
    ctx.fill();
    pen.box(x - 9, y + height / 2 - 6, 7, 12);
  }
  drawPawn(ctx, color, x + 12, y + height / 2, 24);
  pen.box(x, y + height / 2 - 12, 24, 24);
  ctx.fillStyle = INK;
  const right = x + width - 5;
  const nameLeft = x + 25;
  pen.text(playerName(color, names, locale), nameLeft, y + 14, PANEL_FONTS.name, true, 'left', right - nameLeft);
  // Second line: occupants in hand on the left, points on the right.
  const pts = pen.text(TEXTS[locale].points, right, y + 29, PANEL_FONTS.small, false, 'right');
  const points = pen.text(String(pointsOf(state, color)), right - pts - 2, y + 29, PANEL_FONTS.points, true, 'right');
  const pointsLeft = right - pts - 2 - points;
  let left = nameLeft;
  drawPawn(ctx, color, left + 4, y + 25, 10);
  left += pen.text(`${freeOccupants(state, color, 'PAWN')}/${PAWNS_PER_PLAYER}`, left + 10, y + 29, PANEL_FONTS.small, true) + 14;
  drawHut(ctx, color, left + 4, y + 25, 9);
  left += pen.text(`${freeOccupants(state, color, 'HUT')}/${HUTS_PER_PLAYER}`, left + 10, y + 29, PANEL_FONTS.small, true) + 14;
  if (current && state.nextAction !== 'END_GAME') {
    // Only where it fits before the points: the outline and the arrow already say whose turn it is.
    ctx.font = textFont(PANEL_FONTS.small);
    const toPlay = TEXTS[locale].toPlay;
    if (left + ctx.measureText(toPlay).width <= pointsLeft - 4) {
      ctx.fillStyle = '#6b5d50';
      pen.text(toPlay, left, y + 29, PANEL_FONTS.small, false);
    }
  }
  ctx.restore();
}

/** The decks' cell: a little stack of tile backs, the number of tiles left and the deck's name, one line per deck. */
function drawDecks(pen: PanelPen, state: GameState, x: number, y: number, width: number, locale: RenderLocale): void {
  const { ctx } = pen;
  const texts = TEXTS[locale];
  ctx.save();
  const lines = [
    [texts.deck, normalDeckSize(state), '#8a6a45'],
    [texts.menhirDeck, menhirDeckSize(state), '#6b6f7a'],
  ] as const;
  lines.forEach(([label, count, back], k) => {
    const middle = y + 8 + k * 17;
    for (let n = 2; n >= 0; n--) {
      roundRect(ctx, x + 2 + n * 1.5, middle - 5 - n * 1.5, 11, 11, 2);
      ctx.fillStyle = back;
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 0.8;
      ctx.stroke();
    }
    pen.box(x + 2, middle - 8, 15, 15);
    ctx.fillStyle = INK;
    const countWidth = pen.text(String(count), x + 22, middle + 4.5, PANEL_FONTS.deckCount, true);
    const labelLeft = x + 22 + countWidth + 4;
    pen.text(label, labelLeft, middle + 4, PANEL_FONTS.small, false, 'left', x + width - labelLeft);
  });
  ctx.restore();
}

/** The tile to place (or the last one placed) under its title, outlined in the current player's colour. */
function drawPanelTile(
  pen: PanelPen,
  tile: PanelTile | null,
  x: number,
  y: number,
  width: number,
  size: number,
  state: GameState,
  locale: RenderLocale,
  unit: number,
  stopped: boolean,
): void {
  const { ctx } = pen;
  ctx.save();
  ctx.fillStyle = INK;
  const title = tile === null ? (stopped ? TEXTS[locale].gameStopped : state.nextAction === 'END_GAME' ? TEXTS[locale].gameOver : '') : tile.title;
  ctx.font = textFont(PANEL_FONTS.title, true);
  titleLines(ctx, title, width).forEach((line, k) => pen.text(line, x, y + 9 + k * 12, PANEL_FONTS.title, true, 'left', width));
  if (tile !== null) {
    const top = y + PANEL_BOX.title;
    const left = x + Math.floor((width - size) / 2);
    const player = currentPlayer(state);
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.fillRect(left + 2.5, top + 2.5, size, size);
    // Painted at its size on the image, then drawn in the panel's phone pixels.
    ctx.drawImage(paintedTile(tile.tileId, rotationIndex(tile.rotation), Math.round(size * unit), unit), left, top, size, size);
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = player ? PLAYER_FILL[player] : INK;
    ctx.strokeRect(left - 1.25, top - 1.25, size + 2.5, size + 2.5);
    pen.box(left - 2.5, top - 2.5, size + 5, size + 5);
  }
  ctx.restore();
}

/**
 * Draws the panel: players (colour, name, points, occupants in hand, whose turn), deck sizes and the tile to place,
 * in phone pixels of `unit` image pixels. Returns the boxes of what it drew, in image pixels.
 */
export function drawPanel(
  ctx: SKRSContext2D,
  rect: Rect,
  side: 'right' | 'below',
  unit: number,
  state: GameState,
  tile: PanelTile | null,
  names: Partial<Record<PlayerColor, string>> | undefined,
  locale: RenderLocale,
  stopped = false,
): readonly PanelBox[] {
  ctx.save();
  ctx.fillStyle = '#e2d6bc';
  ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  ctx.fillStyle = 'rgba(0,0,0,0.12)';
  if (side === 'right') ctx.fillRect(rect.x, rect.y, 2, rect.height);
  else ctx.fillRect(rect.x, rect.y, rect.width, 2);
  ctx.translate(rect.x, rect.y);
  ctx.scale(unit, unit);
  const pen = new PanelPen(ctx, rect, unit);
  const width = rect.width / unit;
  const { pad, left, cell, gap } = PANEL_BOX;
  const players = state.players;
  if (side === 'right') {
    const cellWidth = width - left - pad;
    let y = pad;
    for (const color of players) {
      drawPlayerCell(pen, state, color, left, y, cellWidth, names, locale);
      y += cell + gap;
    }
    drawDecks(pen, state, left, y, cellWidth, locale);
    y += cell + gap + 2;
    drawPanelTile(pen, tile, left, y, cellWidth, PANEL_TILE_RIGHT, state, locale, unit, stopped);
  } else {
    const { tileBlockBelow, tileBelow } = PANEL_BOX;
    const blockLeft = width - pad - tileBlockBelow;
    // Two columns of cells, the second with room for the current player's arrow on its left.
    const between = left;
    const cellWidth = (blockLeft - pad - left - between) / 2;
    const at = (k: number): [number, number] => [left + (k % 2) * (cellWidth + between), pad + Math.floor(k / 2) * (cell + gap)];
    players.forEach((color, k) => drawPlayerCell(pen, state, color, ...at(k), cellWidth, names, locale));
    drawDecks(pen, state, ...at(players.length), cellWidth, locale);
    drawPanelTile(pen, tile, blockLeft, pad, tileBlockBelow, tileBelow, state, locale, unit, stopped);
  }
  ctx.restore();
  return pen.drawn;
}
