/**
 * The animation of a whole game: one frame per turn, the public board as the game's own view
 * draws it, as a GIF that Discord plays inline. Boards are drawn by the bot's image service (its
 * render worker threads, when it has them), two at a time, so that the turn images of games
 * under way never wait behind a whole animation. Frames share one palette (taken from the last
 * board, the richest), and each frame after the first keeps only the pixels that changed (the
 * others are transparent and show the frame before), which keeps a 95-tile ChaCuN game well
 * under a bot's upload limit.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import * as gifencModule from 'gifenc';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession, HostedGame } from '../../session/session.ts';
import type { GameDiscord } from '../game-discord.ts';
import { imageService, type ImageService } from '../images.ts';
import { atMove, turnStarts } from './moves.ts';

// Node loads gifenc's CommonJS build (its functions under `default`), bundlers its ES build (named exports).
const gifenc: typeof gifencModule =
  typeof gifencModule.quantize === 'function' ? gifencModule : (gifencModule as unknown as { default: typeof gifencModule }).default;

/** Discord's upload limit for a bot's message without boosts (10 MiB). */
export const BOT_UPLOAD_LIMIT = 10 * 1024 * 1024;
/** Longest side of a frame: legible on a phone, where Discord shows a GIF about 400 px wide. */
export const FRAME_SIDE = 640;
/** Time a frame stays, in ms; the last one stays longer. */
const FRAME_MS = 450;
const LAST_FRAME_MS = 4000;
const BACKGROUND = [246, 241, 231] as const;

/** An animation made. */
export interface Animation {
  readonly data: Buffer;
  readonly frames: number;
  readonly width: number;
  readonly height: number;
}

/** Boards drawn at most this many at a time. */
const FRAMES_AT_ONCE = 2;

/**
 * The service's images as frames: `side` pixels at most, never kept for reuse (they would push
 * the games' own images out of the cache) nor dropped when the game's later moves are drawn.
 */
function framesOf(images: ImageService, side: number): ImageService {
  return {
    maxSide: side,
    firstPictureOnly: true,
    draw: (job) => {
      const { key: _key, state: _state, ...frame } = job;
      return images.draw({ ...frame, maxSide: side });
    },
  };
}

/** The board picture of the game at a move, as the game's public board view attaches it. */
async function boardAt(game: HostedGame, discord: GameDiscord, session: GameSession, move: number, locale: Locale, frames: ImageService): Promise<Buffer | null> {
  const view = await discord.views.board(atMove(game, session, move), frames, async (draw) => draw(), locale);
  return view.files?.[0]?.data ?? null;
}

/** The boards at these moves, in order, drawn `FRAMES_AT_ONCE` at a time. */
async function boardsAt(moves: readonly number[], draw: (move: number) => Promise<Buffer | null>): Promise<Buffer[]> {
  const pictures: (Buffer | null)[] = new Array<Buffer | null>(moves.length).fill(null);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < moves.length) {
      const i = next++;
      pictures[i] = await draw(moves[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(FRAMES_AT_ONCE, moves.length) }, worker));
  return pictures.filter((picture): picture is Buffer => picture !== null);
}

/**
 * Makes the animation of a game (ended or not: every frame is a move already played), its boards
 * drawn by `images` (the bot's; one of its own in this thread by default). Frames are drawn
 * smaller (`side`) when the result would pass `limit`.
 */
export async function animateGame(
  game: HostedGame,
  discord: GameDiscord,
  session: GameSession,
  locale: Locale,
  options: { readonly limit?: number; readonly side?: number; readonly images?: ImageService } = {},
): Promise<Animation> {
  const limit = options.limit ?? BOT_UPLOAD_LIMIT;
  const images = options.images ?? imageService({ cacheSize: 1 });
  let side = options.side ?? FRAME_SIDE;
  for (;;) {
    const made = await encode(game, discord, session, locale, framesOf(images, side), side);
    if (made.data.length <= limit || side <= 240) return made;
    side = Math.floor(side * 0.8);
  }
}

async function encode(game: HostedGame, discord: GameDiscord, session: GameSession, locale: Locale, frames: ImageService, side: number): Promise<Animation> {
  const moves = turnStarts(game, session, (at) => discord.announcements.turnKey(at));
  // The frame's size is the last board's, fitted in `side`: earlier boards are centred in it.
  const pictures = await boardsAt(moves, (move) => boardAt(game, discord, session, move, locale, frames));
  if (pictures.length === 0) throw new Error(`game ${session.id}: no board to animate`);
  const last = await loadImage(pictures[pictures.length - 1]);
  const scale = Math.min(1, side / Math.max(last.width, last.height));
  const width = Math.max(1, Math.round(last.width * scale));
  const height = Math.max(1, Math.round(last.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const frameOf = async (bytes: Buffer): Promise<Uint8ClampedArray> => {
    const image = await loadImage(bytes);
    const fit = Math.min(width / image.width, height / image.height);
    const w = image.width * fit;
    const h = image.height * fit;
    ctx.fillStyle = `rgb(${BACKGROUND.join(',')})`;
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
    return ctx.getImageData(0, 0, width, height).data;
  };
  const finalPixels = await frameOf(pictures[pictures.length - 1]);
  // 255 colours from the final board; the 256th is "unchanged" (transparent).
  const palette = gifenc.quantize(finalPixels, 255);
  while (palette.length < 255) palette.push([0, 0, 0]);
  // The slot of "unchanged" gets a colour no board has, so that no pixel is ever mapped to it.
  const TRANSPARENT = 255;
  palette[TRANSPARENT] = [255, 0, 254];
  const encoder = gifenc.GIFEncoder();
  let previous: Uint8Array | null = null;
  for (let i = 0; i < pictures.length; i++) {
    const pixels = i === pictures.length - 1 ? finalPixels : await frameOf(pictures[i]);
    const index = gifenc.applyPalette(pixels, palette);
    const delay = i === pictures.length - 1 ? LAST_FRAME_MS : FRAME_MS;
    if (previous === null) {
      encoder.writeFrame(index, width, height, { palette, delay, repeat: 0 });
    } else {
      const diff = new Uint8Array(index.length);
      for (let p = 0; p < index.length; p++) diff[p] = index[p] === previous[p] ? TRANSPARENT : index[p];
      encoder.writeFrame(diff, width, height, { delay, transparent: true, transparentIndex: TRANSPARENT, dispose: 1 });
    }
    previous = index;
  }
  encoder.finish();
  return { data: Buffer.from(encoder.bytes()), frames: pictures.length, width, height };
}
