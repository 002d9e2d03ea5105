import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodePicture, encodeScene } from '../../../render/encode.ts';
import { cellPos, rotationIndex, type PlayerColor, type Pos } from '../engine/basics.ts';
import type { Placement } from '../engine/board.ts';
import { currentPlayer, ownPawnsOnBoard, type GameState } from '../engine/game.ts';
import type { Message } from '../engine/messages.ts';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import { zoneAnchor } from './geometry.ts';
import { drawCross, drawHut, drawNumberTag, drawPawn } from './icons.ts';
import { columnLabel, positionLabel, rowLabel } from './labels.ts';
import { CLOSEUP_COLUMNS, CLOSEUP_IMAGE_WIDTH, CLOSEUP_ROWS, DEFAULT_MAX_SIDE, LEGIBLE_PX, PHONE_WIDTH, boardLayout, cellRect, closeupGeometry, type BoardLayout } from './layout.ts';
import { BACKGROUND, INK, PLAYER_DARK, PLAYER_FILL, PLAYER_TEXT, SCORE_MARK } from './palette.ts';
import { drawPanel, type PanelBox, type PanelTile } from './panel.ts';
import { TEXTS, type RenderLocale } from './text.ts';
import { contentsLayout, paintedTile, tileDetails } from './tile-painter.ts';
import { roundRect } from '../../../render/drawing.ts';

/** What every image needs to know besides the game: who the players are and which language to write. */
export interface RenderOptions {
  /** Player names by colour; a missing name is replaced by the colour's name. */
  readonly names?: Partial<Record<PlayerColor, string>>;
  /** Language of the words on the image (English by default). */
  readonly locale?: RenderLocale;
}

/** Options of the board images. */
export interface BoardOptions extends RenderOptions {
  /**
   * Index of the first message of the move just played: the tiles of the scoring
   * messages from there on are marked. By default, the newest scoring message's are.
   */
  readonly newMessagesFrom?: number;
  /** Longest side of the image in pixels (2000 by default). */
  readonly maxSide?: number;
  /**
   * The game was stopped or won by forfeit here: drawn as a finished game's board (no tile to
   * place, no free places, nobody to play), not as a turn still waiting.
   */
  readonly stopped?: boolean;
}

/** Size of an occupant figure, as a fraction of a tile. */
const OCCUPANT_SIZE = 0.3;

/** Whether a message scores (as opposed to the menhir second turn and the winners). */
export function isScoring(message: Message): boolean {
  return message.points > 0 && message.kind !== 'winners' && message.kind !== 'menhirForest';
}

/** Tiles to mark as those of the newest scoring event. */
export function markedTileIds(state: GameState, newMessagesFrom?: number): Set<number> {
  const messages = state.messages;
  if (newMessagesFrom !== undefined) {
    return new Set(messages.slice(Math.max(0, newMessagesFrom)).filter(isScoring).flatMap((m) => m.tileIds));
  }
  for (let i = messages.length - 1; i >= 0; i--) if (isScoring(messages[i])) return new Set(messages[i].tileIds);
  return new Set();
}

/** Positions where the tile to place fits in at least one rotation (empty unless a tile waits to be placed). */
export function highlightedPositions(state: GameState): Pos[] {
  const tile = state.tileToPlace;
  if (state.nextAction !== 'PLACE_TILE' || tile === null) return [];
  return state.board
    .insertionCells()
    .filter((cell) => state.board.fittingRotations(tile, cell) !== 0)
    .map(cellPos);
}

/** Draws a label with a light halo, so that it reads on any ground. */
function haloText(ctx: SKRSContext2D, text: string, x: number, y: number, px: number, color = INK, halo = '#ffffff'): void {
  ctx.save();
  ctx.font = textFont(px, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(2, px * 0.28);
  ctx.strokeStyle = halo;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
  ctx.restore();
}

function drawAxes(ctx: SKRSContext2D, layout: BoardLayout): void {
  const { margin, tileSize } = layout;
  // Never under the layout's size, which reads on a phone; up to a fifth of a tile when tiles are large.
  const px = Math.max(layout.labelPx, Math.min(20, tileSize * 0.2));
  ctx.save();
  ctx.font = textFont(px, true);
  ctx.fillStyle = '#6b5d50';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const top = layout.originY - margin / 2;
  const bottom = layout.originY + (layout.maxY - layout.minY + 1) * tileSize + margin / 2;
  for (let x = layout.minX; x <= layout.maxX; x++) {
    const cx = layout.originX + (x - layout.minX + 0.5) * tileSize;
    ctx.fillText(columnLabel(x), cx, top);
    ctx.fillText(columnLabel(x), cx, bottom);
  }
  const left = layout.originX - margin / 2;
  const right = layout.originX + (layout.maxX - layout.minX + 1) * tileSize + margin / 2;
  for (let y = layout.minY; y <= layout.maxY; y++) {
    const cy = layout.originY + (y - layout.minY + 0.5) * tileSize;
    ctx.fillText(rowLabel(y), left, cy);
    ctx.fillText(rowLabel(y), right, cy);
  }
  ctx.restore();
}

function drawInsertionSlots(ctx: SKRSContext2D, state: GameState, layout: BoardLayout): void {
  ctx.save();
  const inset = Math.max(2, layout.tileSize * 0.04);
  for (const pos of state.board.insertionPositions()) {
    if (pos.x < layout.minX || pos.x > layout.maxX || pos.y < layout.minY || pos.y > layout.maxY) continue;
    const r = cellRect(layout, pos);
    roundRect(ctx, r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset, layout.tileSize * 0.08);
    ctx.fillStyle = 'rgba(120, 100, 70, 0.10)';
    ctx.fill();
    ctx.setLineDash([layout.tileSize * 0.06, layout.tileSize * 0.05]);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = 'rgba(90, 75, 55, 0.35)';
    ctx.stroke();
  }
  ctx.restore();
}

/** Whether a position is among the cells a layout shows. */
function shown(layout: BoardLayout, pos: Pos): boolean {
  return pos.x >= layout.minX && pos.x <= layout.maxX && pos.y >= layout.minY && pos.y <= layout.maxY;
}

/** The placed tiles a layout shows. */
function shownTiles(state: GameState, layout: BoardLayout) {
  return state.board.placedTiles().filter((placed) => shown(layout, placed.pos));
}

function drawTiles(ctx: SKRSContext2D, state: GameState, layout: BoardLayout): void {
  const size = layout.tileSize;
  const tiles = shownTiles(state, layout);
  for (const placed of tiles) {
    const r = cellRect(layout, placed.pos);
    ctx.drawImage(paintedTile(placed.tile.id, rotationIndex(placed.rotation), size, layout.panelUnit), r.x, r.y);
  }
  // Faint seams, so that tiles can be counted.
  ctx.save();
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.22)';
  ctx.lineWidth = 1;
  for (const placed of tiles) {
    const r = cellRect(layout, placed.pos);
    ctx.strokeRect(r.x + 0.5, r.y + 0.5, size - 1, size - 1);
  }
  ctx.restore();
}

function drawCancelled(ctx: SKRSContext2D, state: GameState, layout: BoardLayout): void {
  const cancelled = state.board.cancelledAnimals();
  // Where the animals' emoji are left out (too small to read), so are their crosses.
  if (cancelled.size === 0 || !tileDetails(layout.tileSize, layout.panelUnit).emoji) return;
  const size = layout.tileSize;
  for (const placed of shownTiles(state, layout)) {
    const items = contentsLayout(placed.tile.id, rotationIndex(placed.rotation), size, layout.panelUnit);
    const r = cellRect(layout, placed.pos);
    for (const item of items) {
      if (item.animalId !== null && cancelled.has(item.animalId)) drawCross(ctx, r.x + item.x * size, r.y + item.y * size, item.size * size * 0.85);
    }
  }
}

/** Pixel position of a zone's anchor on the board. */
function anchorOnBoard(state: GameState, layout: BoardLayout, zoneId: number): { x: number; y: number } | null {
  const placed = state.board.tileWithId(Math.floor(zoneId / 10));
  if (placed === null) return null;
  const r = cellRect(layout, placed.pos);
  const p = zoneAnchor(zoneId, rotationIndex(placed.rotation));
  return { x: r.x + p.x * layout.tileSize, y: r.y + p.y * layout.tileSize };
}

function drawOccupants(ctx: SKRSContext2D, state: GameState, layout: BoardLayout): void {
  const size = Math.max(16, layout.tileSize * OCCUPANT_SIZE);
  for (const occupant of state.board.occupants()) {
    const p = anchorOnBoard(state, layout, occupant.zoneId);
    if (p === null) continue;
    if (occupant.kind === 'PAWN') drawPawn(ctx, occupant.color, p.x, p.y, size);
    else drawHut(ctx, occupant.color, p.x, p.y, size * 0.85);
  }
}

function outlineCell(ctx: SKRSContext2D, layout: BoardLayout, pos: Pos, color: string, widthFraction: number, inset: number, dash = false): void {
  const r = cellRect(layout, pos);
  const w = Math.max(3, layout.tileSize * widthFraction);
  ctx.save();
  if (dash) ctx.setLineDash([w * 2, w * 1.3]);
  ctx.lineWidth = w + 2;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  ctx.strokeRect(r.x + inset + w / 2, r.y + inset + w / 2, r.width - 2 * inset - w, r.height - 2 * inset - w);
  ctx.lineWidth = w;
  ctx.strokeStyle = color;
  ctx.strokeRect(r.x + inset + w / 2, r.y + inset + w / 2, r.width - 2 * inset - w, r.height - 2 * inset - w);
  ctx.restore();
}

function drawMarks(ctx: SKRSContext2D, state: GameState, layout: BoardLayout, newMessagesFrom: number | undefined): void {
  const inset = Math.max(4, layout.tileSize * 0.06);
  for (const tileId of markedTileIds(state, newMessagesFrom)) {
    const placed = state.board.tileWithId(tileId);
    if (placed !== null) outlineCell(ctx, layout, placed.pos, SCORE_MARK, 0.035, inset, true);
  }
  const last = state.board.lastPlacedTile();
  if (last !== null && last.placer !== null) outlineCell(ctx, layout, last.pos, PLAYER_FILL[last.placer], 0.045, 0);
}

function drawHighlights(ctx: SKRSContext2D, state: GameState, layout: BoardLayout): void {
  const color = currentPlayer(state);
  if (color === null) return;
  const size = layout.tileSize;
  for (const pos of highlightedPositions(state).filter((p) => shown(layout, p))) {
    const r = cellRect(layout, pos);
    const inset = Math.max(2, size * 0.04);
    ctx.save();
    roundRect(ctx, r.x + inset, r.y + inset, size - 2 * inset, size - 2 * inset, size * 0.08);
    ctx.globalAlpha = 0.22;
    ctx.fillStyle = PLAYER_FILL[color];
    ctx.fill();
    // Hatching, so that a free place never looks like a tile: lines x + y = c across the square.
    ctx.save();
    ctx.globalAlpha = 0.35;
    ctx.strokeStyle = PLAYER_FILL[color];
    ctx.lineWidth = Math.max(1.5, size * 0.025);
    ctx.beginPath();
    const side = size - 2 * inset;
    const x0 = r.x + inset;
    const y0 = r.y + inset;
    for (let c = side * 0.14; c < 2 * side; c += side * 0.14) {
      ctx.moveTo(x0 + Math.max(0, c - side), y0 + Math.min(side, c));
      ctx.lineTo(x0 + Math.min(side, c), y0 + Math.max(0, c - side));
    }
    ctx.stroke();
    ctx.restore();
    roundRect(ctx, r.x + inset, r.y + inset, size - 2 * inset, size - 2 * inset, size * 0.08);
    ctx.globalAlpha = 1;
    ctx.lineWidth = Math.max(3, size * 0.05);
    ctx.strokeStyle = PLAYER_FILL[color];
    ctx.stroke();
    ctx.restore();
    haloText(ctx, positionLabel(pos), r.x + size / 2, r.y + size / 2, Math.max(13, size * 0.24, LEGIBLE_PX * layout.panelUnit));
  }
}

/** A board image drawn on a canvas, with its layout and the boxes of what its panel drew (in image pixels). */
export interface DrawnBoard {
  readonly canvas: Canvas;
  readonly layout: BoardLayout;
  readonly panelBoxes: readonly PanelBox[];
}

/** Everything a board image shows, drawn on a new canvas. */
interface BoardScene {
  readonly state: GameState;
  readonly options: BoardOptions;
  /** The tile to place, drawn at a position to preview it. */
  readonly preview?: Placement;
  /** Numbered markers on these zones' pawns (the shaman's choices). */
  readonly retake?: readonly number[];
}

/** Size of the shaman's numbered markers on a board: their numbers are 9 px or more on a phone, however small the tiles. */
export function retakeMarkerSize(layout: BoardLayout): number {
  return Math.max(20, layout.tileSize * 0.36, (LEGIBLE_PX / (0.36 * 1.7)) * layout.panelUnit);
}

/** Whether a board's tiles show all their contents legibly on a phone at a layout's size. */
function detailed(layout: BoardLayout): boolean {
  const details = tileDetails(layout.tileSize, layout.panelUnit);
  return details.emoji && details.counts;
}

/** The cell a close-up centres on: the previewed one, else the last tile placed, else the start. */
function closeupFocus(state: GameState, preview: Placement | undefined): Pos {
  if (preview !== undefined) return preview;
  return state.board.lastPlacedTile()?.pos ?? { x: 0, y: 0 };
}

/**
 * The layout of a close-up `width` pixels wide: `CLOSEUP_COLUMNS` × `CLOSEUP_ROWS` cells around
 * the focus, labelled as the board is, its labels and marks as large on a phone as the board's;
 * centred on the focus, unless that leaves empty rows or columns beyond the tiles while there are
 * tiles on the other side.
 */
function closeupLayout(state: GameState, width: number, focus: Pos): BoardLayout {
  const { labelPx, margin, tileSize, height } = closeupGeometry(width);
  const tiles = state.board.placedTiles().map((placed) => placed.pos);
  const start = (f: number, span: number, values: readonly number[]): number => {
    const low = Math.min(f, ...values);
    const high = Math.max(f, ...values);
    const inside = Math.max(low, Math.min(high - span + 1, f - Math.floor(span / 2)));
    return Math.max(f - span + 1, Math.min(f, inside));
  };
  const left = start(focus.x, CLOSEUP_COLUMNS, tiles.map((p) => p.x));
  const top = start(focus.y, CLOSEUP_ROWS, tiles.map((p) => p.y));
  return {
    minX: left,
    maxX: left + CLOSEUP_COLUMNS - 1,
    minY: top,
    maxY: top + CLOSEUP_ROWS - 1,
    tileSize,
    margin,
    labelPx,
    originX: Math.floor((width - CLOSEUP_COLUMNS * tileSize) / 2),
    originY: margin,
    panel: { x: 0, y: 0, width: 0, height: 0 },
    panelSide: 'below',
    panelUnit: width / PHONE_WIDTH,
    width,
    height,
  };
}

/** Draws the tiles of a layout (the board, or its close-up), their occupants and marks, and the preview or the free places. */
function drawCells(ctx: SKRSContext2D, scene: BoardScene, layout: BoardLayout): void {
  const { state, options, preview } = scene;
  drawAxes(ctx, layout);
  ctx.save();
  // Only the cells: nothing spills over the labels.
  ctx.beginPath();
  ctx.rect(layout.originX, layout.originY, (layout.maxX - layout.minX + 1) * layout.tileSize, (layout.maxY - layout.minY + 1) * layout.tileSize);
  ctx.clip();
  if (state.nextAction !== 'END_GAME') drawInsertionSlots(ctx, state, layout);
  drawTiles(ctx, state, layout);
  drawCancelled(ctx, state, layout);
  drawMarks(ctx, state, layout, options.newMessagesFrom);
  drawOccupants(ctx, state, layout);
  if (preview !== undefined && state.tileToPlace !== null) {
    const player = currentPlayer(state);
    const r = cellRect(layout, preview);
    ctx.drawImage(paintedTile(state.tileToPlace.id, rotationIndex(preview.rotation), layout.tileSize, layout.panelUnit), r.x, r.y);
    outlineCell(ctx, layout, preview, player ? PLAYER_FILL[player] : INK, 0.05, 0, true);
  } else drawHighlights(ctx, state, layout);
  ctx.restore();
}

/** The layout of a board image: its tiles as large as they go; an overview's (`needsCloseup`) may be smaller. */
function sceneLayout(state: GameState, options: BoardOptions): BoardLayout {
  const maxSide = options.maxSide ?? DEFAULT_MAX_SIDE;
  const showsTile = state.nextAction !== 'END_GAME';
  const plain = boardLayout(state.board, state.players.length, maxSide, showsTile);
  return detailed(plain) ? plain : boardLayout(state.board, state.players.length, maxSide, showsTile, true);
}

/**
 * Whether a board image drawn with these options leaves its tiles too small to read on a phone:
 * the board is then an overview, and a close-up, an image of its own (`drawCloseup`), shows the
 * tiles around the last one placed or previewed. (Not a band under the board: a computer shows an
 * embed's image at most 400 × 300, which shrank a board with its close-up under it to a strip.)
 * A finished or stopped game's board has none: it is looked at whole, and the corner of its last
 * tile tells little.
 */
export function needsCloseup(state: GameState, options: BoardOptions = {}): boolean {
  if (options.stopped === true || state.nextAction === 'END_GAME') return false;
  return !detailed(boardLayout(state.board, state.players.length, options.maxSide ?? DEFAULT_MAX_SIDE, true));
}

function drawBoardScene(scene: BoardScene): DrawnBoard {
  ensureFonts();
  const { state, options, preview } = scene;
  const locale = options.locale ?? 'en';
  // Once the game is over, the panel shows no tile.
  const layout = sceneLayout(state, options);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, layout.width, layout.height);
  drawCells(ctx, scene, layout);
  const player = currentPlayer(state);
  let panelTile: PanelTile | null = null;
  if (preview !== undefined && state.tileToPlace !== null) {
    panelTile = { tileId: state.tileToPlace.id, rotation: preview.rotation, title: `${TEXTS[locale].preview} · ${positionLabel(preview)}` };
  } else if (state.tileToPlace !== null) panelTile = { tileId: state.tileToPlace.id, rotation: 'NONE', title: TEXTS[locale].tileToPlace };
  else {
    const last = state.board.lastPlacedTile();
    const title = scene.retake !== undefined ? TEXTS[locale].chooseRetake : TEXTS[locale].lastTile;
    if (last !== null && state.nextAction !== 'END_GAME') panelTile = { tileId: last.tile.id, rotation: last.rotation, title };
  }
  if (scene.retake !== undefined && player !== null) {
    const s = retakeMarkerSize(layout);
    scene.retake.forEach((zoneId, k) => {
      const p = anchorOnBoard(state, layout, zoneId);
      if (p === null) return;
      ctx.save();
      ctx.beginPath();
      ctx.arc(p.x, p.y, s * 0.62, 0, 2 * Math.PI);
      ctx.lineWidth = Math.max(3, s * 0.12);
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      ctx.restore();
      drawNumberTag(ctx, String(k + 1), p.x - s * 0.55, p.y - s * 0.55, s * 0.36, PLAYER_FILL[player], PLAYER_TEXT[player], PLAYER_DARK[player]);
    });
  }
  const panelBoxes = drawPanel(ctx, layout.panel, layout.panelSide, layout.panelUnit, state, panelTile, options.names, locale, options.stopped === true);
  return { canvas, layout, panelBoxes };
}

/**
 * A board's close-up (see `needsCloseup`): the tiles around the last one placed (or the previewed
 * one) large enough for their icons to read on a phone, with the board's labels, as an image of
 * its own; null when the board's own tiles read well enough.
 */
export function drawCloseup(state: GameState, options: BoardOptions = {}, preview?: Placement): { canvas: Canvas; layout: BoardLayout } | null {
  if (!needsCloseup(state, options)) return null;
  ensureFonts();
  const layout = closeupLayout(state, Math.min(CLOSEUP_IMAGE_WIDTH, options.maxSide ?? CLOSEUP_IMAGE_WIDTH), closeupFocus(state, preview));
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, layout.width, layout.height);
  drawCells(ctx, { state, options, ...(preview === undefined ? {} : { preview }) }, layout);
  return { canvas, layout };
}

/** A board's close-up as an image; empty when the board needs none (`drawCloseup`). */
export async function renderCloseup(state: GameState, options: BoardOptions = {}, preview?: Placement): Promise<Buffer> {
  const drawn = drawCloseup(state, options, preview);
  return drawn === null ? Buffer.alloc(0) : encodeScene(drawn.canvas);
}

/** Encodes a close-up or a ranking as PNG (off the main thread). */
export async function encodePng(canvas: Canvas): Promise<Buffer> {
  return encodePicture(canvas);
}

/**
 * The board as players see it after a move: the placed tiles and their occupants,
 * cancelled animals crossed out, the last tile outlined, the newest scoring event's tiles
 * marked, the positions where the tile to place fits highlighted and named, and the panel.
 */
export async function renderBoard(state: GameState, options: BoardOptions = {}): Promise<Buffer> {
  return encodeScene(drawBoard(state, options).canvas);
}

/** The board canvas itself (for tests and tools that read pixels). */
export function drawBoard(state: GameState, options: BoardOptions = {}): DrawnBoard {
  return drawBoardScene({ state: options.stopped === true ? { ...state, tileToPlace: null, nextAction: 'END_GAME' } : state, options });
}

/** The board with the tile to place drawn at a chosen position and rotation, before the player confirms. */
export async function renderPreview(state: GameState, placement: Placement, options: BoardOptions = {}): Promise<Buffer> {
  return encodeScene(drawBoardScene({ state, options, preview: placement }).canvas);
}

/** The preview canvas itself (for tests). */
export function drawPreview(state: GameState, placement: Placement, options: BoardOptions = {}): DrawnBoard {
  return drawBoardScene({ state, options, preview: placement });
}

/**
 * The board with a number on each pawn the shaman lets the current player take back,
 * numbered from 1 in the order of `ownPawnsOnBoard(state)`.
 */
export async function renderRetakeChoices(state: GameState, options: BoardOptions = {}): Promise<Buffer> {
  return encodeScene(drawRetakeChoices(state, options).canvas);
}

/** The retake canvas itself (for tests). */
export function drawRetakeChoices(state: GameState, options: BoardOptions = {}): DrawnBoard {
  return drawBoardScene({ state, options, retake: ownPawnsOnBoard(state).map((occupant) => occupant.zoneId) });
}
