import type { SKRSContext2D } from '@napi-rs/canvas';
import { HUTS_PER_PLAYER, PAWNS_PER_PLAYER, rotationIndex, type PlayerColor, type Rotation } from '../engine/basics.ts';
import { currentPlayer, freeOccupants, menhirDeckSize, normalDeckSize, pointsOf, type GameState } from '../engine/game.ts';
import { textFont } from '../../../render/fonts.ts';
import { drawHut, drawPawn } from './icons.ts';
import type { Rect } from './layout.ts';
import { INK, PLAYER_FILL } from './palette.ts';
import { TEXTS, type RenderLocale } from './text.ts';
import { paintedTile } from './tile-painter.ts';

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

/** Shortens a text with an ellipsis until it fits a width in the context's current font. */
export function fitText(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(chars.join('') + '…').width > width) chars.pop();
  return chars.join('') + '…';
}

/** Draws a rounded rectangle path. */
export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

const ROW_HEIGHT = 58;
const ROW_GAP = 8;

function drawPlayerRow(
  ctx: SKRSContext2D,
  state: GameState,
  color: PlayerColor,
  x: number,
  y: number,
  width: number,
  names: Partial<Record<PlayerColor, string>> | undefined,
  locale: RenderLocale,
): void {
  const current = currentPlayer(state) === color;
  ctx.save();
  roundRect(ctx, x, y, width, ROW_HEIGHT, 10);
  ctx.fillStyle = current ? '#fffaf0' : 'rgba(255,255,255,0.55)';
  ctx.fill();
  ctx.lineWidth = current ? 4 : 1.5;
  ctx.strokeStyle = current ? PLAYER_FILL[color] : 'rgba(0,0,0,0.2)';
  ctx.stroke();
  if (current) {
    ctx.beginPath();
    ctx.moveTo(x - 14, y + ROW_HEIGHT / 2 - 11);
    ctx.lineTo(x - 2, y + ROW_HEIGHT / 2);
    ctx.lineTo(x - 14, y + ROW_HEIGHT / 2 + 11);
    ctx.closePath();
    ctx.fillStyle = PLAYER_FILL[color];
    ctx.fill();
  }
  drawPawn(ctx, color, x + 30, y + ROW_HEIGHT / 2, 46);
  const points = String(pointsOf(state, color));
  ctx.font = textFont(28, true);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = INK;
  const pointsRight = x + width - 12;
  ctx.fillText(points, pointsRight - 36, y + 38);
  ctx.font = textFont(15);
  ctx.fillText(TEXTS[locale].points, pointsRight, y + 38);
  const nameLeft = x + 60;
  const nameWidth = pointsRight - 36 - ctx.measureText('000').width - nameLeft - 22;
  ctx.textAlign = 'left';
  ctx.font = textFont(20, true);
  ctx.fillText(fitText(ctx, playerName(color, names, locale), nameWidth), nameLeft, y + 25);
  // Occupants in hand.
  const pawns = freeOccupants(state, color, 'PAWN');
  const huts = freeOccupants(state, color, 'HUT');
  ctx.font = textFont(15, true);
  drawPawn(ctx, color, nameLeft + 9, y + 44, 20);
  ctx.fillText(`${pawns}/${PAWNS_PER_PLAYER}`, nameLeft + 22, y + 50);
  drawHut(ctx, color, nameLeft + 74, y + 44, 17);
  ctx.fillText(`${huts}/${HUTS_PER_PLAYER}`, nameLeft + 87, y + 50);
  if (current && state.nextAction !== 'END_GAME') {
    ctx.font = textFont(14);
    ctx.fillStyle = '#6b5d50';
    ctx.fillText(TEXTS[locale].toPlay, nameLeft + 140, y + 50);
  }
  ctx.restore();
}

function drawDecks(ctx: SKRSContext2D, state: GameState, x: number, y: number, locale: RenderLocale): void {
  const texts = TEXTS[locale];
  ctx.save();
  let left = x;
  for (const [label, count, back] of [
    [texts.deck, normalDeckSize(state), '#8a6a45'],
    [texts.menhirDeck, menhirDeckSize(state), '#6b6f7a'],
  ] as const) {
    // A little stack of tile backs.
    for (let k = 2; k >= 0; k--) {
      roundRect(ctx, left + k * 3, y - k * 3, 26, 26, 4);
      ctx.fillStyle = back;
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
    ctx.fillStyle = INK;
    ctx.font = textFont(22, true);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(count), left + 40, y + 12);
    const countWidth = ctx.measureText(String(count)).width;
    ctx.font = textFont(15);
    ctx.fillText(label, left + 46 + countWidth, y + 13);
    left += 46 + countWidth + ctx.measureText(label).width + 26;
  }
  ctx.restore();
}

function drawPanelTile(
  ctx: SKRSContext2D,
  tile: PanelTile | null,
  x: number,
  y: number,
  size: number,
  state: GameState,
  locale: RenderLocale,
  pixels: number,
): void {
  ctx.save();
  ctx.fillStyle = INK;
  ctx.font = textFont(20, true);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if (tile === null) {
    ctx.fillText(state.nextAction === 'END_GAME' ? TEXTS[locale].gameOver : '', x, y + 22);
    ctx.restore();
    return;
  }
  ctx.fillText(tile.title, x, y + 22);
  const top = y + 34;
  const player = currentPlayer(state);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fillRect(x + 4, top + 4, size, size);
  // Painted at its size on the image, then drawn in the panel's (scaled) units.
  ctx.drawImage(paintedTile(tile.tileId, rotationIndex(tile.rotation), pixels), x, top, size, size);
  ctx.lineWidth = 4;
  ctx.strokeStyle = player ? PLAYER_FILL[player] : INK;
  ctx.strokeRect(x - 2, top - 2, size + 4, size + 4);
  ctx.restore();
}

/** Draws the panel: players (colour, name, points, occupants in hand, whose turn), deck sizes and the tile to place. */
export function drawPanel(
  ctx: SKRSContext2D,
  rect: Rect,
  side: 'right' | 'below',
  scale: number,
  state: GameState,
  tile: PanelTile | null,
  names: Partial<Record<PlayerColor, string>> | undefined,
  locale: RenderLocale,
): void {
  ctx.save();
  ctx.fillStyle = '#e2d6bc';
  ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  ctx.fillStyle = 'rgba(0,0,0,0.12)';
  if (side === 'right') ctx.fillRect(rect.x, rect.y, 2, rect.height);
  else ctx.fillRect(rect.x, rect.y, rect.width, 2);
  // Everything else is drawn at the panel's own scale.
  ctx.translate(rect.x, rect.y);
  ctx.scale(scale, scale);
  const width = rect.width / scale;
  const players = state.players;
  if (side === 'right') {
    const x = 24;
    const rowWidth = width - 40;
    let y = 24;
    for (const color of players) {
      drawPlayerRow(ctx, state, color, x, y, rowWidth, names, locale);
      y += ROW_HEIGHT + ROW_GAP;
    }
    y += 16;
    drawDecks(ctx, state, x, y, locale);
    y += 54;
    drawPanelTile(ctx, tile, x, y, 220, state, locale, Math.round(220 * scale));
  } else {
    const perColumn = players.length > 3 ? 3 : players.length;
    const columnWidth = 330;
    const left = Math.max(28, (width - 1020) / 2 + 28);
    players.forEach((color, k) => {
      const column = Math.floor(k / perColumn);
      const row = k % perColumn;
      drawPlayerRow(ctx, state, color, left + column * (columnWidth + 24), 20 + row * (ROW_HEIGHT + ROW_GAP), columnWidth, names, locale);
    });
    drawDecks(ctx, state, left, 20 + perColumn * (ROW_HEIGHT + ROW_GAP) + 14, locale);
    drawPanelTile(ctx, tile, left + 2 * (columnWidth + 24) + 16, 16, 206, state, locale, Math.round(206 * scale));
  }
  ctx.restore();
}
