import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PlayerColor } from '../engine/basics.ts';
import type { AnimalKind, SpecialPower } from '../engine/tiles.ts';
import { emojiFont, textFont } from '../../../render/fonts.ts';
import { INK, PLAYER_DARK, PLAYER_FILL, PLAYER_TEXT } from './palette.ts';

/** The emoji drawn for each animal. */
export const ANIMAL_EMOJI: { readonly [A in AnimalKind]: string } = {
  MAMMOTH: '🦣',
  AUROCHS: '🐃',
  DEER: '🦌',
  TIGER: '🐅',
};

/** The emoji drawn for each special power. */
export const POWER_EMOJI: { readonly [P in SpecialPower]: string } = {
  SHAMAN: '🧙',
  LOGBOAT: '🛶',
  HUNTING_TRAP: '🪤',
  PIT_TRAP: '🕳️',
  WILD_FIRE: '🔥',
  RAFT: '🪵',
};

/** The emoji of a fish, a menhir and a group of mushrooms. */
export const FISH_EMOJI = '🐟';
/** The emoji of a menhir. */
export const MENHIR_EMOJI = '🗿';
/** The emoji of a group of mushrooms. */
export const MUSHROOM_EMOJI = '🍄';

/** Draws an emoji centred on (x, y), about `size` pixels wide. */
export function drawEmoji(ctx: SKRSContext2D, emoji: string, x: number, y: number, size: number): void {
  ctx.save();
  ctx.font = emojiFont(size * 0.84);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#000';
  // Noto's glyphs sit slightly high for a 'middle' baseline.
  ctx.fillText(emoji, x, y + size * 0.05);
  ctx.restore();
}

/** Draws a disc behind an icon, so that it reads on any ground. */
export function drawBadge(ctx: SKRSContext2D, x: number, y: number, radius: number, fill: string, ring: string | null, ringWidth = 0): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  if (ring !== null && ringWidth > 0) {
    ctx.lineWidth = ringWidth;
    ctx.strokeStyle = ring;
    ctx.stroke();
  }
  ctx.restore();
}

/** Draws a small number in a round tag (fish counts, marker numbers). */
export function drawNumberTag(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  radius: number,
  fill: string,
  color: string,
  ring: string,
): void {
  drawBadge(ctx, x, y, radius, fill, ring, Math.max(1, radius * 0.18));
  ctx.save();
  ctx.font = textFont(radius * (text.length > 1 ? 1.25 : 1.7), true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(text, x, y + radius * 0.05);
  ctx.restore();
}

/** Draws a red cross over something cancelled (an animal eaten or caught). */
export function drawCross(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  const h = size * 0.5;
  ctx.save();
  ctx.lineCap = 'round';
  for (const [width, color] of [
    [size * 0.22, '#ffffff'],
    [size * 0.13, '#d0021b'],
  ] as const) {
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.beginPath();
    ctx.moveTo(x - h, y - h);
    ctx.lineTo(x + h, y + h);
    ctx.moveTo(x + h, y - h);
    ctx.lineTo(x - h, y + h);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * Draws a pawn, a figure carrying a spear (as in the course's pictures), standing on
 * (x, y + size/2), in its player's colour.
 */
export function drawPawn(ctx: SKRSContext2D, color: PlayerColor, x: number, y: number, size: number): void {
  const s = size / 100;
  ctx.save();
  ctx.translate(x - 50 * s, y - 50 * s);
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  // Spear, behind the figure.
  const spear = (): void => {
    ctx.beginPath();
    ctx.moveTo(78, 96);
    ctx.lineTo(78, 10);
  };
  spear();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 13;
  ctx.stroke();
  spear();
  ctx.strokeStyle = '#5b3a1a';
  ctx.lineWidth = 6;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(78, 0);
  ctx.lineTo(70, 16);
  ctx.lineTo(86, 16);
  ctx.closePath();
  ctx.fillStyle = '#cfd4d8';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 3;
  ctx.fill();
  ctx.stroke();
  // Body: head, shoulders, legs, like a game piece.
  const body = (): void => {
    ctx.beginPath();
    ctx.arc(44, 20, 15, 0, 2 * Math.PI);
    ctx.moveTo(22, 40);
    ctx.quadraticCurveTo(44, 30, 66, 40);
    ctx.lineTo(80, 62);
    ctx.lineTo(68, 66);
    ctx.lineTo(62, 56);
    ctx.lineTo(64, 96);
    ctx.lineTo(50, 96);
    ctx.lineTo(44, 74);
    ctx.lineTo(38, 96);
    ctx.lineTo(24, 96);
    ctx.lineTo(26, 56);
    ctx.lineTo(20, 66);
    ctx.lineTo(8, 62);
    ctx.closePath();
  };
  body();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 12;
  ctx.stroke();
  body();
  ctx.fillStyle = PLAYER_FILL[color];
  ctx.fill();
  ctx.strokeStyle = PLAYER_DARK[color];
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.restore();
}

/** Draws a hut (a little house with a thatched roof) centred on (x, y), in its player's colour. */
export function drawHut(ctx: SKRSContext2D, color: PlayerColor, x: number, y: number, size: number): void {
  const s = size / 100;
  ctx.save();
  ctx.translate(x - 50 * s, y - 50 * s);
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  const outline = (): void => {
    ctx.beginPath();
    ctx.moveTo(50, 6);
    ctx.lineTo(96, 48);
    ctx.lineTo(84, 48);
    ctx.lineTo(84, 94);
    ctx.lineTo(16, 94);
    ctx.lineTo(16, 48);
    ctx.lineTo(4, 48);
    ctx.closePath();
  };
  outline();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 12;
  ctx.stroke();
  outline();
  ctx.fillStyle = PLAYER_FILL[color];
  ctx.fill();
  ctx.strokeStyle = PLAYER_DARK[color];
  ctx.lineWidth = 5;
  ctx.stroke();
  // Roof line and door.
  ctx.beginPath();
  ctx.moveTo(16, 48);
  ctx.lineTo(84, 48);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(40, 94);
  ctx.lineTo(40, 66);
  ctx.quadraticCurveTo(50, 56, 60, 66);
  ctx.lineTo(60, 94);
  ctx.closePath();
  ctx.fillStyle = PLAYER_DARK[color];
  ctx.fill();
  ctx.restore();
}

/**
 * Draws a numbered choice marker centred on (x, y): a round tag in the player's colour,
 * with a small pawn or hut beside it telling which occupant the number puts there.
 */
export function drawChoiceMarker(
  ctx: SKRSContext2D,
  color: PlayerColor,
  number: number,
  kind: 'PAWN' | 'HUT',
  x: number,
  y: number,
  size: number,
): void {
  const r = size * 0.4;
  ctx.save();
  if (kind === 'PAWN') drawPawn(ctx, color, x + r * 1.25, y + r * 0.55, size * 0.72);
  else drawHut(ctx, color, x + r * 1.25, y + r * 0.65, size * 0.6);
  ctx.beginPath();
  ctx.arc(x, y, r + Math.max(1.5, size * 0.05), 0, 2 * Math.PI);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.restore();
  drawNumberTag(ctx, String(number), x, y, r, PLAYER_FILL[color], PLAYER_TEXT[color], '#ffffff');
}
