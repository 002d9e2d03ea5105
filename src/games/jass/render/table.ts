import { formatNumber } from '../../../i18n/numbers.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { textFont } from '../../../render/fonts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { Card } from '../engine/cards.ts';
import { seatToAct, teamOf, type JassState } from '../engine/game.ts';
import { SEATS, type Seat } from '../engine/record.ts';
import { isNoTrump } from '../engine/cards.ts';
import { winningIndex } from '../engine/trick.ts';
import { seatName, t } from '../texts/catalog.ts';
import type { SuitStyle } from '../suit-style.ts';
import { cardHeight, drawCard, drawCardBack, drawMode, JASS_COLORS } from './cards.ts';
import { fitText, roundRect, scaledCanvas } from '../../../render/drawing.ts';

/** What a Jass image is told besides the state: who sits where, the language, the largest side. */
export interface JassRenderOptions {
  /** Players' names by seat. */
  readonly names: Partial<Record<Seat, string>>;
  readonly locale: Locale;
  /** Longest side in pixels (the image's own size when absent or larger). */
  readonly maxSide?: number;
  /** French suits unless told. */
  readonly suits?: SuitStyle;
  /** The game was stopped or won by forfeit here: nobody is shown to play. */
  readonly stopped?: boolean;
}

/**
 * The table image's own size: landscape, 4 by 3, so that Discord shows it as large as an embed's
 * image may be (400 by 300 on a computer, the message's width on a phone); a portrait table was
 * shown 245 pixels wide.
 */
export const TABLE_WIDTH = 960;
export const TABLE_HEIGHT = 720;
const HEADER = 160;
const CARD_W = 100;
/** The right edges of the header's two columns of points: this turn's and the game's. */
const THIS_TURN_X = TABLE_WIDTH - 200;
const GAME_X = TABLE_WIDTH - 20;

/**
 * Where each seat sits on the table image: its name plate's centre and its card's centre. South
 * at the bottom, East on the right, North at the top, West on the left: play (S, E, N, W) goes
 * counter-clockwise, each player's right hand neighbour playing next.
 */
const CENTRE_X = TABLE_WIDTH / 2;
const PLACES: Readonly<Record<Seat, { readonly plate: readonly [number, number]; readonly card: readonly [number, number] }>> = {
  N: { plate: [CENTRE_X, HEADER + 54], card: [CENTRE_X, HEADER + 178] },
  S: { plate: [CENTRE_X, TABLE_HEIGHT - 52], card: [CENTRE_X, HEADER + 336] },
  W: { plate: [116, HEADER + 262], card: [CENTRE_X - 150, HEADER + 257] },
  E: { plate: [TABLE_WIDTH - 116, HEADER + 262], card: [CENTRE_X + 150, HEADER + 257] },
};
/** The last trick's line: between South's card and South's plate, where nothing else is drawn. */
const LAST_TRICK_Y = HEADER + 449;

/** The trick the table shows: the one under way, else the last one done (faded, with who took it). */
function shownTrick(state: JassState): { readonly cards: readonly { seat: Seat; card: Card }[]; readonly done: boolean; readonly winner: Seat | null; readonly points: number } {
  if (state.trick.length > 0 || state.tricks.length === 0) {
    const cards = state.trick.map((card, i) => ({ seat: state.players[(state.leader + i) % 4], card }));
    const best = state.trick.length > 0 && state.trump !== null ? (state.leader + winningIndex(state.trick, state.trump)) % 4 : null;
    return { cards, done: false, winner: best === null ? null : state.players[best], points: 0 };
  }
  const last = state.tricks[state.tricks.length - 1];
  return {
    cards: last.cards.map((card, i) => ({ seat: state.players[(last.leader + i) % 4], card })),
    done: true,
    winner: state.players[last.winner],
    points: last.points + last.matchBonus,
  };
}

function drawHeader(ctx: SKRSContext2D, state: JassState, locale: Locale, suits: SuitStyle): void {
  ctx.fillStyle = JASS_COLORS.background;
  ctx.fillRect(0, 0, TABLE_WIDTH, HEADER);
  // The trump, large, in a white box.
  roundRect(ctx, 16, 16, 128, 128, 14);
  ctx.fillStyle = JASS_COLORS.face;
  ctx.fill();
  ctx.fillStyle = JASS_COLORS.ink;
  ctx.font = textFont(23, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  // A no-trump call is named in the box's title, with its arrow below.
  const title = state.trump !== null && isNoTrump(state.trump) ? t(locale, `jass.modeShort.${state.trump}`) : t(locale, 'jass.image.trump');
  ctx.fillText(fitText(ctx, title, 120), 80, 44);
  if (state.trump === null) {
    ctx.font = textFont(56, true);
    ctx.fillStyle = '#777';
    ctx.fillText('?', 80, 122);
  } else {
    const multiplier = state.turns[state.turn]?.multiplier ?? 1;
    const shown = state.multipliers !== 'simple';
    drawMode(ctx, state.trump, shown ? 68 : 80, 94, shown ? 64 : 76, suits);
    if (shown) {
      ctx.font = textFont(26, true);
      ctx.textAlign = 'right';
      ctx.fillStyle = JASS_COLORS.ink;
      ctx.fillText(`×${multiplier}`, 140, 134);
    }
  }
  // The turn and target, then each team's points: this turn and the game.
  ctx.textAlign = 'left';
  ctx.fillStyle = JASS_COLORS.muted;
  ctx.font = textFont(26);
  ctx.fillText(`${t(locale, 'jass.image.turn', { turn: state.turn + 1 })} · ${t(locale, 'jass.image.target', { target: formatNumber(state.target, locale) })}`, 164, 42);
  ctx.font = textFont(23);
  ctx.textAlign = 'right';
  ctx.fillText(t(locale, 'jass.image.thisTurn'), THIS_TURN_X, 74);
  ctx.fillText(t(locale, 'jass.image.game'), GAME_X, 74);
  const account = state.turns[state.turn];
  for (const team of [0, 1] as const) {
    const y = 108 + team * 38;
    ctx.fillStyle = JASS_COLORS.teams[team];
    roundRect(ctx, 164, y - 26, 22, 30, 5);
    ctx.fill();
    ctx.textAlign = 'left';
    ctx.fillStyle = JASS_COLORS.light;
    ctx.font = textFont(28, true);
    ctx.fillText(`${t(locale, `jass.teamShort.${team}`)} ${t(locale, `jass.teamSides.${team}`)}`, 196, y);
    ctx.textAlign = 'right';
    ctx.font = textFont(30);
    ctx.fillText(String(account?.points[team] ?? 0), THIS_TURN_X, y);
    ctx.font = textFont(32, true);
    ctx.fillText(formatNumber(state.score[team], locale), GAME_X, y);
  }
}

function drawPlate(ctx: SKRSContext2D, state: JassState, seat: Seat, name: string, locale: Locale, toAct: Seat | null): void {
  const [cx, cy] = PLACES[seat].plate;
  const index = state.players.indexOf(seat);
  const team = teamOf(index);
  const side = seat === 'W' || seat === 'E';
  const w = side ? 200 : 320;
  const h = side ? 124 : 88;
  const x = cx - w / 2;
  const y = cy - h / 2;
  roundRect(ctx, x, y, w, h, 14);
  ctx.fillStyle = JASS_COLORS.teams[team];
  ctx.fill();
  if (toAct === seat) {
    ctx.lineWidth = 6;
    ctx.strokeStyle = JASS_COLORS.gold;
    ctx.stroke();
  }
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = textFont(30, true);
  ctx.fillText(fitText(ctx, name, w - 20), cx, y + 38);
  ctx.font = textFont(23);
  const notes = [seatName(seat, locale)];
  if (state.phase !== 'over' && state.leader === index && state.trick.length < 4) notes.push(t(locale, 'jass.image.leads'));
  if (toAct === seat) notes.push(t(locale, 'jass.image.toPlay'));
  if (side) {
    ctx.fillText(fitText(ctx, notes[0], w - 16), cx, y + 70);
    if (notes.length > 1) ctx.fillText(fitText(ctx, notes.slice(1).join(' · '), w - 16), cx, y + 100);
  } else {
    ctx.fillText(fitText(ctx, notes.join(' · '), w - 20), cx, y + 72);
  }
  // The cards still held, as small backs beside the plate.
  const count = state.hands[index].length;
  if (count > 0) {
    const bw = 14;
    const gap = 6;
    const bx = side ? cx - ((count - 1) * gap + bw) / 2 : x + w + 14;
    const by = side ? y + h + 10 : cy - cardHeight(bw) / 2;
    for (let i = 0; i < count; i++) drawCardBack(ctx, bx + i * gap, by, bw, JASS_COLORS.teams[team]);
  }
}

/** Draws the table (seats, trick, trump, points) on a context in the image's own units. */
export function drawTable(ctx: SKRSContext2D, state: JassState, options: JassRenderOptions): void {
  const { locale } = options;
  drawHeader(ctx, state, locale, options.suits ?? 'french');
  ctx.fillStyle = JASS_COLORS.feltDark;
  ctx.fillRect(0, HEADER, TABLE_WIDTH, TABLE_HEIGHT - HEADER);
  roundRect(ctx, 28, HEADER + 20, TABLE_WIDTH - 56, TABLE_HEIGHT - HEADER - 40, 60);
  ctx.fillStyle = JASS_COLORS.felt;
  ctx.fill();
  const act = options.stopped === true ? null : seatToAct(state);
  const toAct = act === null ? null : state.players[act];
  for (const seat of SEATS) drawPlate(ctx, state, seat, options.names[seat] ?? seatName(seat, locale), locale, toAct);
  const trick = shownTrick(state);
  ctx.save();
  if (trick.done) ctx.globalAlpha = 0.75;
  for (const { seat, card } of trick.cards) {
    const [cx, cy] = PLACES[seat].card;
    const outline = seat === trick.winner ? JASS_COLORS.gold : undefined;
    drawCard(ctx, card, cx - CARD_W / 2, cy - cardHeight(CARD_W) / 2, CARD_W, locale, { ...(outline === undefined ? {} : { outline }), suits: options.suits ?? 'french' });
  }
  ctx.restore();
  if (trick.done && trick.winner !== null) {
    ctx.font = textFont(24, true);
    // The name is cut, never the points.
    const player = fitText(ctx, options.names[trick.winner] ?? seatName(trick.winner, locale), 220);
    const text = t(locale, 'jass.image.lastTrick', { player, points: trick.points });
    ctx.textAlign = 'center';
    const w = Math.min(480, ctx.measureText(text).width + 28);
    roundRect(ctx, CENTRE_X - w / 2, LAST_TRICK_Y - 27, w, 38, 10);
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.fill();
    ctx.fillStyle = JASS_COLORS.light;
    ctx.fillText(fitText(ctx, text, w - 24), CENTRE_X, LAST_TRICK_Y);
  }
}

/** The table as everyone sees it, as PNG bytes. */
export async function renderTable(state: JassState, options: JassRenderOptions): Promise<Buffer> {
  const { canvas, ctx } = scaledCanvas(TABLE_WIDTH, TABLE_HEIGHT, options.maxSide);
  drawTable(ctx, state, options);
  return canvas.encode('png');
}
