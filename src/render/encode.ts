/**
 * How the bot's images are encoded, for every game. Large scenes (a ChaCuN board of 95 tiles is
 * 2000 px wide) are JPEG at quality 80: a third of the bytes of a PNG and a third of its encoding
 * time, with no difference one can see at phone or desktop size (measured in `npm run
 * bench:render`); small pictures with flat colours and fine text (close-ups, rankings) stay PNG,
 * which is smaller and sharper for them. Encoding runs off the main thread (@napi-rs/canvas).
 */
import type { Canvas } from '@napi-rs/canvas';

/** Quality of JPEG scenes: the lowest at which tiles, pawns and text show no artefacts at 100 %. */
export const SCENE_JPEG_QUALITY = 80;

/** Encodes a large scene (a board, a map) as JPEG. */
export function encodeScene(canvas: Canvas): Promise<Buffer> {
  return canvas.encode('jpeg', SCENE_JPEG_QUALITY);
}

/** Encodes a small picture with flat colours and text (a close-up, a ranking) as PNG. */
export function encodePicture(canvas: Canvas): Promise<Buffer> {
  return canvas.encode('png');
}
