import type { SKRSContext2D } from '@napi-rs/canvas';
import { formatNumber } from '../../../i18n/numbers.ts';
import { ensureFonts, textFont } from '../../../render/fonts.ts';
import type { JassState } from '../engine/game.ts';
import { t } from '../texts/catalog.ts';
import { drawMode, JASS_COLORS } from './cards.ts';
import { seatName } from '../texts/catalog.ts';
import { scaledCanvas } from '../../../render/drawing.ts';
import type { JassRenderOptions } from './table.ts';
import { fitText, roundRect } from '../../../render/drawing.ts';
import { resignedTag, type EndStanding } from '../../../render/end-standing.ts';
import type { Seat } from '../engine/record.ts';
import { TEAMS } from '../engine/view.ts';

const WIDTH = 720;
const ROW = 44;
const TOP = 132;

/** The rows of the points table: each turn's call, who named it and its multiplier, points by team (a match marked) and the running totals. */
export function turnRows(state: JassState): {
  trump: JassState['trump'];
  chooser: (typeof state.players)[number] | null;
  multiplier: number;
  points: readonly [number, number];
  totals: [number, number];
  match: 0 | 1 | null;
}[] {
  const totals: [number, number] = [0, 0];
  return state.turns.map((turn, index) => {
    totals[0] += turn.points[0];
    totals[1] += turn.points[1];
    const bonus = state.tricks.find((trick) => trick.turn === index && trick.matchBonus > 0);
    const chooser = turn.chooser === null ? null : state.players[turn.chooser];
    return { trump: turn.trump, chooser, multiplier: turn.multiplier, points: turn.points, totals: [totals[0], totals[1]], match: bonus === undefined ? null : ((bonus.winner % 2) as 0 | 1) };
  });
}

/** The size of the points table for a number of turns. */
export function endSize(turns: number): { readonly width: number; readonly height: number } {
  return { width: WIDTH, height: TOP + (turns + 1) * ROW + 24 };
}

/**
 * The team an end picture crowns: the game's winner, or when someone resigned (`standing`), the
 * team the end message ranks first.
 */
export function crownedTeam(state: JassState, standing?: EndStanding): 0 | 1 | null {
  if (standing === undefined) return state.winner;
  const team = TEAMS.findIndex((seats) => standing.ranks[seats[0]] === 1);
  return team === 0 || team === 1 ? team : null;
}

/**
 * The game's points turn by turn (trump, each team's points, running totals, the winner's column
 * marked), as PNG bytes; `standing` when someone resigned: the end message's winner is marked,
 * and who resigned named so on the title line.
 */
export async function renderEndOfGame(state: JassState, options: JassRenderOptions, standing?: EndStanding): Promise<Buffer> {
  ensureFonts();
  const { locale } = options;
  const rows = turnRows(state);
  const winner = crownedTeam(state, standing);
  const { width, height } = endSize(rows.length);
  const { canvas, ctx } = scaledCanvas(width, height, options.maxSide);
  ctx.fillStyle = JASS_COLORS.background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = JASS_COLORS.light;
  ctx.font = textFont(30, true);
  ctx.textAlign = 'left';
  const title = t(locale, 'jass.image.points');
  ctx.fillText(title, 24, 48);
  if (standing !== undefined) drawResigned(ctx, standing.resigned as readonly Seat[], options, 24 + ctx.measureText(title).width + 24, width - 24);
  // Columns: turn, call (with who named it and its multiplier), then each team's points this turn and in total.
  const columns = [{ x: 48 }, { x: 96 }, { x: 330 }, { x: 450 }, { x: 570 }, { x: 690 }];
  ctx.font = textFont(20, true);
  ctx.textAlign = 'right';
  for (const team of [0, 1] as const) {
    const left = columns[2 + team * 2].x - 100;
    const right = columns[3 + team * 2].x;
    roundRect(ctx, left, 70, right - left + 8, 30, 8);
    ctx.fillStyle = JASS_COLORS.teams[team];
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.fillText(`${t(locale, `jass.teamShort.${team}`)} ${t(locale, `jass.teamSides.${team}`)}${winner === team ? ' 🏆' : ''}`, (left + right + 8) / 2, 92);
  }
  ctx.fillStyle = JASS_COLORS.muted;
  ctx.font = textFont(18);
  ctx.textAlign = 'right';
  for (const team of [0, 1] as const) {
    ctx.fillText(t(locale, 'jass.image.thisTurn'), columns[2 + team * 2].x, 122);
    ctx.fillText(t(locale, 'jass.image.total'), columns[3 + team * 2].x, 122);
  }
  rows.forEach((row, i) => {
    const y = TOP + i * ROW;
    if (i % 2 === 0) {
      ctx.fillStyle = 'rgba(255,255,255,0.06)';
      ctx.fillRect(12, y, width - 24, ROW);
    }
    const base = y + ROW / 2 + 9;
    ctx.fillStyle = JASS_COLORS.light;
    ctx.font = textFont(24, true);
    ctx.textAlign = 'right';
    ctx.fillText(String(i + 1), columns[0].x, base);
    if (row.trump !== null) {
      roundRect(ctx, columns[1].x - 36, y + 5, 34, 34, 6);
      ctx.fillStyle = JASS_COLORS.face;
      ctx.fill();
      drawMode(ctx, row.trump, columns[1].x - 19, y + 22, 24, options.suits);
      // "×3 Alice": the multiplier in a classic game, who named the call in Schieber.
      const note = [state.multipliers === 'simple' ? '' : `×${row.multiplier}`, row.chooser === null ? '' : (options.names[row.chooser] ?? seatName(row.chooser, locale))].filter((s) => s !== '').join(' ');
      if (note !== '') {
        ctx.save();
        ctx.fillStyle = JASS_COLORS.muted;
        ctx.font = textFont(18);
        ctx.textAlign = 'left';
        ctx.fillText(fitText(ctx, note, 120), columns[1].x + 8, base - 2);
        ctx.restore();
      }
    }
    for (const team of [0, 1] as const) {
      ctx.fillStyle = JASS_COLORS.light;
      ctx.font = textFont(24);
      const match = row.match === team ? ` ${t(locale, 'jass.image.match')}` : '';
      ctx.fillText(`${row.points[team]}${match}`, columns[2 + team * 2].x, base);
      ctx.font = textFont(24, true);
      ctx.fillText(formatNumber(row.totals[team], locale), columns[3 + team * 2].x, base);
    }
  });
  // The final line: the game's score, which is what decided it.
  const y = TOP + rows.length * ROW;
  ctx.fillStyle = JASS_COLORS.light;
  ctx.fillRect(12, y + 4, width - 24, 2);
  ctx.font = textFont(26, true);
  ctx.textAlign = 'left';
  ctx.fillText(t(locale, 'jass.image.total'), 24, y + 36);
  ctx.textAlign = 'right';
  for (const team of [0, 1] as const) {
    ctx.fillStyle = winner === team ? JASS_COLORS.gold : JASS_COLORS.light;
    ctx.fillText(formatNumber(state.score[team], locale), columns[3 + team * 2].x, y + 36);
  }
  return canvas.encode('png');
}

/** Who resigned, on the title line between `left` and `right` (right-aligned), each name with the end message's mark (`resign.tag`) kept whole. */
function drawResigned(ctx: SKRSContext2D, seats: readonly Seat[], options: JassRenderOptions, left: number, right: number): void {
  if (seats.length === 0) return;
  ctx.font = textFont(20);
  const tag = ` (${resignedTag(options.locale)})`;
  const separator = ', ';
  const room = (right - left - seats.length * ctx.measureText(tag).width - (seats.length - 1) * ctx.measureText(separator).width) / seats.length;
  const marked = seats.map((seat) => `${fitText(ctx, options.names[seat] ?? seatName(seat, options.locale), room)}${tag}`);
  ctx.fillStyle = JASS_COLORS.muted;
  ctx.textAlign = 'right';
  ctx.fillText(marked.join(separator), right, 48);
}
