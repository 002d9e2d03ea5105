import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import { formatPosition } from '../engine/board.ts';
import type { ScrabbleState } from '../engine/game.ts';
import type { Language } from '../engine/letters.ts';
import type { PlayAnalysis } from '../engine/play.ts';
import { t } from '../texts/catalog.ts';
import { BOARD_SIDE, boardLayout, drawBoard, drawTile, lastMoveHighlight, paintBoard, type RenderOptions } from './board.ts';
import { bestPlays, endOrder, wordSquares } from './moves.ts';
import { PANEL_BACKGROUND, PANEL_INK, PANEL_MUTED, TILE } from './palette.ts';
import { fitText, roundRect } from '../../../render/drawing.ts';
import { resignedTag, type EndStanding } from '../../../render/end-standing.ts';

/** The board as everyone sees it: premium squares, tiles, labels, the last move outlined. */
export function renderBoard(state: ScrabbleState, options: RenderOptions): Promise<Buffer> {
  return drawBoard(state, { ...options, highlight: lastMoveHighlight(state) }).canvas.encode('png');
}

/** The default width of a rack image. */
export const RACK_SIDE = 760;

/** A rack as its player sees it, tiles in the order given (the panel's own order). */
export function renderRack(rack: string, language: Language, options: RenderOptions): Promise<Buffer> {
  ensureFonts();
  const width = Math.min(options.maxSide ?? RACK_SIDE, RACK_SIDE);
  const slots = 7;
  const pad = Math.round(width * 0.02);
  const gap = Math.round(width * 0.012);
  const size = Math.floor((width - 2 * pad - (slots - 1) * gap) / slots);
  const height = size + 2 * pad;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PANEL_BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  const start = (width - (rack.length * size + Math.max(0, rack.length - 1) * gap)) / 2;
  [...rack].forEach((tile, i) => drawTile(ctx, start + i * (size + gap), pad, size, tile, language, TILE.normal));
  return canvas.encode('png');
}

/**
 * A caption band under a board: one or two lines of text, sized from the board's squares (a
 * square is 24 px on a phone, so the second line, 0.42 of it, is 10 px there).
 */
function caption(ctx: SKRSContext2D, y: number, width: number, square: number, lines: readonly string[]): void {
  ctx.fillStyle = PANEL_BACKGROUND;
  ctx.fillRect(0, y, width, captionHeight(square, lines.length));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((text, i) => {
    ctx.font = textFont(square * (i === 0 ? 0.6 : 0.42), i === 0);
    ctx.fillStyle = i === 0 ? PANEL_INK : PANEL_MUTED;
    ctx.fillText(fitText(ctx, text, width * 0.94), width / 2, y + (i === 0 ? 0.75 : 1.85) * square);
  });
}

/** Height of a caption of one or two lines. */
function captionHeight(square: number, lines: number): number {
  return Math.round(square * (lines > 1 ? 2.3 : 1.5));
}

/** A move before it is confirmed: the board with its new tiles, framed, and its points underneath. */
export function renderPreview(state: ScrabbleState, play: PlayAnalysis, options: RenderOptions): Promise<Buffer> {
  ensureFonts();
  const layout = boardLayout(Math.min(options.maxSide ?? BOARD_SIDE, BOARD_SIDE));
  const points = t(options.locale, 'sc.points', { count: play.points });
  const others = play.words.slice(1).map(({ word }) => word);
  const lines = [
    `${play.word.toUpperCase()} — ${points}${play.bingo ? ` · ${t(options.locale, 'sc.move.bingo')}` : ''}`,
    ...(others.length > 0 ? [t(options.locale, 'sc.move.alsoWords', { words: others.join(', ') })] : []),
  ];
  const canvas = createCanvas(layout.width, layout.height + captionHeight(layout.square, lines.length));
  const ctx = canvas.getContext('2d');
  const squares = { word: wordSquares(formatPosition(play.position), play.word.length), fresh: play.placed.map(({ square }) => square) };
  paintBoard(ctx, layout, play.board, state.language, options.locale, { squares, kind: 'preview' });
  caption(ctx, layout.height, layout.width, layout.square, lines);
  return canvas.encode('png');
}

/**
 * The end of a game: the ranking (points, rack adjustment, best move of each player) above the
 * final board; `standing` when someone resigned, so that it ranks as the end message does (`endOrder`).
 */
export function renderEnd(state: ScrabbleState, options: RenderOptions & { readonly names: Readonly<Record<string, string>>; readonly standing?: EndStanding }): Promise<Buffer> {
  ensureFonts();
  const { locale } = options;
  const { canvas: board, layout } = drawBoard(state, { ...options, highlight: lastMoveHighlight(state) });
  const row = Math.round(layout.square * 1.55);
  const head = Math.round(layout.square * 1.1);
  const panel = head + row * state.seats.length + Math.round(layout.square * 0.3);
  const canvas = createCanvas(layout.width, panel + layout.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PANEL_BACKGROUND;
  ctx.fillRect(0, 0, layout.width, panel);
  ctx.fillStyle = PANEL_INK;
  ctx.font = textFont(head * 0.55, true);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const left = layout.x;
  ctx.fillText(t(locale, 'sc.render.ranking'), left, head / 2);
  const best = bestPlays(state);
  const right = layout.width - layout.x * 0.6;
  endOrder(state, options.standing).forEach(({ player, rank, resigned }, line) => {
    const y = head + line * row;
    if (line % 2 === 0) {
      ctx.fillStyle = 'rgba(255,255,255,0.06)';
      roundRect(ctx, left * 0.4, y, layout.width - left * 0.8, row * 0.94, row * 0.12);
      ctx.fill();
    }
    const name = options.names[state.seats[player]] ?? state.seats[player];
    ctx.fillStyle = PANEL_INK;
    ctx.textAlign = 'left';
    // Who resigned: the end message's mark after the name, in the regular weight, kept whole (the name is shortened instead).
    const mark = resigned ? ` · ${resignedTag(locale)}` : '';
    ctx.font = textFont(row * 0.36);
    const markWidth = ctx.measureText(mark).width;
    ctx.font = textFont(row * 0.36, true);
    const shown = fitText(ctx, `${rank}. ${name}`, layout.width * 0.62 - markWidth);
    ctx.fillText(shown, left, y + row * 0.3);
    if (resigned) {
      const after = left + ctx.measureText(shown).width;
      ctx.font = textFont(row * 0.36);
      ctx.fillStyle = PANEL_MUTED;
      ctx.fillText(mark, after, y + row * 0.3);
      ctx.fillStyle = PANEL_INK;
    }
    ctx.textAlign = 'right';
    ctx.font = textFont(row * 0.42, true);
    ctx.fillText(t(locale, 'sc.points', { count: state.scores[player] }), right, y + row * 0.32);
    const turn = best[player];
    const details = [
      turn === null || turn.word === undefined
        ? t(locale, 'sc.render.noBest')
        : t(locale, 'sc.render.best', { word: `${turn.word.toUpperCase()} ${turn.position ?? ''}`.trim(), points: `(${t(locale, 'sc.points', { count: turn.points })})` }),
    ];
    const adjustment = state.ending?.rackPenalties[player] ?? 0;
    if (adjustment !== 0) details.push(t(locale, 'sc.render.adjustment', { points: adjustment > 0 ? `+${adjustment}` : `−${-adjustment}` }));
    ctx.textAlign = 'left';
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = textFont(row * 0.27);
    ctx.fillText(fitText(ctx, details.join(' · '), right - left), left, y + row * 0.72);
  });
  ctx.drawImage(board, 0, panel);
  return canvas.encode('png');
}
