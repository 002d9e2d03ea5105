import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PLAYER_COLORS, type PlayerColor } from '../engine/basics.ts';
import { winners, type GameState } from '../engine/game.ts';
import { encodePng, type RenderOptions } from './board.ts';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import { FISH_EMOJI, POWER_EMOJI, drawEmoji, drawPawn } from './icons.ts';
import { BACKGROUND, INK, PLAYER_FILL } from './palette.ts';
import { playerName } from './panel.ts';
import { POINT_KINDS, TEXTS, type PointKind } from './text.ts';
import { fitText, roundRect } from '../../../render/drawing.ts';
import { placeIn, resignedTag, type EndStanding } from '../../../render/end-standing.ts';

/** A player's points split by kind, with their total. */
export interface PlayerBreakdown {
  readonly color: PlayerColor;
  /** 1 for the best; tied players share a rank. */
  readonly rank: number;
  /** Whether the player resigned (the colour played automatically since): ranked and marked as the end message does. */
  readonly resigned: boolean;
  readonly total: number;
  readonly byKind: { readonly [K in PointKind]: number };
}

/**
 * Every player's points by kind, summed from the state's messages, best first (ties in
 * play order). Totals are the state's points. Ranked by points, or when someone resigned as the
 * end message ranks them (`standing`): who resigned last.
 */
export function pointsBreakdown(state: GameState, standing?: EndStanding): PlayerBreakdown[] {
  const rows = state.players.map((color) => {
    const byKind = Object.fromEntries(POINT_KINDS.map((kind) => [kind, 0])) as Record<PointKind, number>;
    for (const message of state.messages) {
      if (!(POINT_KINDS as readonly string[]).includes(message.kind) || !message.scorers.includes(color)) continue;
      byKind[message.kind as PointKind] += message.points;
    }
    return { color, total: state.points[PLAYER_COLORS.indexOf(color)], byKind };
  });
  const ranked = rows.map((row) => ({ ...row, ...placeIn(standing, row.color, 1 + rows.filter((other) => other.total > row.total).length) }));
  return ranked.sort((a, b) => a.rank - b.rank || b.total - a.total);
}

/** The icon heading each kind of points. */
const KIND_EMOJI: { readonly [K in PointKind]: string } = {
  forest: '🌲',
  river: '🏞️',
  meadow: '🌾',
  riverSystem: FISH_EMOJI,
  logboat: POWER_EMOJI.LOGBOAT,
  huntingTrap: POWER_EMOJI.HUNTING_TRAP,
  pitTrap: POWER_EMOJI.PIT_TRAP,
  raft: POWER_EMOJI.RAFT,
};

/**
 * Sizes in image pixels. The image is 1024 px wide and Discord shows it 390 px wide on a phone:
 * every text is 24 px or more (9 px there). Column heads are icons, named in a key under the table.
 */
const MARGIN = 24;
const TITLE = 76;
const HEADER = 64;
const ROW = 64;
const RANK_WIDTH = 44;
const NAME_WIDTH = 268;
const KIND_WIDTH = 72;
const TOTAL_WIDTH = 92;
const KEY_PX = 24;
const KEY_LINE = 34;
const SMALLEST_PX = 24;
/** The colour of the mark under the name of who resigned. */
const RESIGNED_INK = '#8a6d55';

/** One entry of the key: a kind's icon and name. */
interface KeyEntry {
  readonly icon: string;
  readonly label: string;
  readonly width: number;
}

/** The key's entries in lines that fit a width. */
function keyLines(ctx: SKRSContext2D, labels: readonly { icon: string; label: string }[], width: number): KeyEntry[][] {
  ctx.font = textFont(KEY_PX);
  const lines: KeyEntry[][] = [[]];
  let used = 0;
  for (const { icon, label } of labels) {
    const entry = { icon, label, width: KEY_PX * 1.3 + ctx.measureText(label).width };
    const gap = lines[lines.length - 1].length === 0 ? 0 : KEY_PX * 1.2;
    if (used + gap + entry.width > width && lines[lines.length - 1].length > 0) {
      lines.push([entry]);
      used = entry.width;
    } else {
      lines[lines.length - 1].push(entry);
      used += gap + entry.width;
    }
  }
  return lines;
}

/** Draws the end-of-game image on a new canvas; `standing` when someone resigned (see `pointsBreakdown`). */
export function drawEndOfGame(state: GameState, options: RenderOptions = {}, standing?: EndStanding): Canvas {
  ensureFonts();
  const locale = options.locale ?? 'en';
  const texts = TEXTS[locale];
  const rows = pointsBreakdown(state, standing);
  const won = new Set(winners(state));
  const width = 2 * MARGIN + RANK_WIDTH + NAME_WIDTH + POINT_KINDS.length * KIND_WIDTH + TOTAL_WIDTH;
  const key = keyLines(createCanvas(1, 1).getContext('2d'), POINT_KINDS.map((kind) => ({ icon: KIND_EMOJI[kind], label: texts.kinds[kind] })), width - 2 * MARGIN);
  const tableBottom = TITLE + HEADER + rows.length * ROW;
  const height = tableBottom + 16 + key.length * KEY_LINE + MARGIN;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, height);

  ctx.fillStyle = INK;
  ctx.font = textFont(40, true);
  ctx.textBaseline = 'middle';
  ctx.fillText(texts.finalRanking, MARGIN, TITLE / 2 + 4);
  drawEmoji(ctx, '🏆', width - MARGIN - 28, TITLE / 2 + 4, 52);

  // Column heads: an icon for each kind (named in the key below), and the total.
  const kindsLeft = MARGIN + RANK_WIDTH + NAME_WIDTH;
  const headerTop = TITLE;
  POINT_KINDS.forEach((kind, k) => drawEmoji(ctx, KIND_EMOJI[kind], kindsLeft + (k + 0.5) * KIND_WIDTH, headerTop + HEADER / 2, 44));
  ctx.font = textFont(26, true);
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.fillText(fitText(ctx, texts.total, TOTAL_WIDTH - 4), kindsLeft + POINT_KINDS.length * KIND_WIDTH + TOTAL_WIDTH / 2, headerTop + HEADER / 2);

  rows.forEach((row, n) => {
    const top = TITLE + HEADER + n * ROW;
    // The end message's winners: the engine's, or when someone resigned, those it ranks first.
    const winner = standing === undefined ? won.has(row.color) || (won.size === 0 && row.rank === 1) : row.rank === 1;
    roundRect(ctx, MARGIN - 8, top + 3, width - 2 * MARGIN + 16, ROW - 6, 12);
    ctx.fillStyle = winner ? '#fff3c4' : n % 2 === 0 ? 'rgba(255,255,255,0.6)' : 'rgba(255,255,255,0.35)';
    ctx.fill();
    ctx.lineWidth = winner ? 4 : 2;
    ctx.strokeStyle = winner ? '#e0a800' : PLAYER_FILL[row.color];
    ctx.stroke();
    const cy = top + ROW / 2;
    ctx.textAlign = 'center';
    ctx.fillStyle = INK;
    ctx.font = textFont(30, true);
    ctx.fillText(String(row.rank), MARGIN + RANK_WIDTH / 2 - 4, cy);
    drawPawn(ctx, row.color, MARGIN + RANK_WIDTH + 20, cy, 44);
    ctx.textAlign = 'left';
    ctx.font = textFont(SMALLEST_PX + 2, true);
    const nameLeft = MARGIN + RANK_WIDTH + 48;
    const name = fitText(ctx, playerName(row.color, options.names, locale), NAME_WIDTH - 56 - (winner ? 34 : 0));
    // Who resigned: the name over the mark, in two lines.
    const nameY = row.resigned ? cy - 12 : cy;
    ctx.fillText(name, nameLeft, nameY);
    if (winner) drawEmoji(ctx, '🏆', nameLeft + ctx.measureText(name).width + 20, nameY, 30);
    if (row.resigned) {
      ctx.font = textFont(SMALLEST_PX);
      ctx.fillStyle = RESIGNED_INK;
      ctx.fillText(fitText(ctx, resignedTag(locale), NAME_WIDTH - 56), nameLeft, cy + 16);
    }
    ctx.textAlign = 'center';
    POINT_KINDS.forEach((kind, k) => {
      const value = row.byKind[kind];
      ctx.font = textFont(28, value > 0);
      ctx.fillStyle = value > 0 ? INK : '#b2a48f';
      ctx.fillText(value > 0 ? String(value) : '·', kindsLeft + (k + 0.5) * KIND_WIDTH, cy);
    });
    ctx.font = textFont(34, true);
    ctx.fillStyle = INK;
    ctx.fillText(String(row.total), kindsLeft + POINT_KINDS.length * KIND_WIDTH + TOTAL_WIDTH / 2, cy);
  });
  // Separators between the kinds and the total.
  ctx.fillStyle = 'rgba(0,0,0,0.15)';
  ctx.fillRect(kindsLeft - 1, TITLE + 8, 2, tableBottom - TITLE - 8);
  ctx.fillRect(kindsLeft + POINT_KINDS.length * KIND_WIDTH - 1, TITLE + 8, 2, tableBottom - TITLE - 8);

  // The key: each kind's icon and name, in as many lines as needed.
  ctx.textAlign = 'left';
  ctx.fillStyle = '#5a4d40';
  key.forEach((line, l) => {
    const cy = tableBottom + 16 + (l + 0.5) * KEY_LINE;
    let x = MARGIN;
    for (const entry of line) {
      drawEmoji(ctx, entry.icon, x + KEY_PX * 0.55, cy, KEY_PX * 1.2);
      ctx.font = textFont(KEY_PX);
      ctx.fillText(entry.label, x + KEY_PX * 1.3, cy);
      x += entry.width + KEY_PX * 1.2;
    }
  });
  return canvas;
}

/** The end-of-game image: final ranking and each player's points by kind (forests, rivers, meadows, …); `standing` when someone resigned. */
export async function renderEndOfGame(state: GameState, options: RenderOptions = {}, standing?: EndStanding): Promise<Buffer> {
  return encodePng(drawEndOfGame(state, options, standing));
}
