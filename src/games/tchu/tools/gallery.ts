/**
 * `npm run gallery:tchu -- DIR [--seed S]`: writes tCHu's close-ups for review by
 * eye, in French and English, on the map of a random game half-way through (seed S, default 5):
 * a short route, a long one, a tunnel, a double route (its twin crossed out), routes at the map's
 * edge and in its corners, and routes between long names; each route is given to P1 or P2 if the
 * game has not claimed it. Each image comes scaled to a phone's 390 px too (`*.phone.png`), the
 * width Discord shows it at on a phone, and so does the whole map the close-ups go with.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readArguments, usageExit } from '../../../command-line.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { PHONE_WIDTH } from '../../../render/phone.ts';
import { MAP_ROUTES, routeIndex } from '../engine/map.ts';
import { replayRecord } from '../engine/record.ts';
import { randomGame } from '../engine/simulate.ts';
import type { GameState } from '../engine/state.ts';
import { drawCloseup } from '../render/closeup.ts';
import { drawBoardImage } from '../render/map.ts';

const USAGE = 'npm run gallery:tchu -- DIR [--seed S]';
const { values, positionals } = readArguments(USAGE, { seed: { type: 'string', default: '5' } });
const seed = Number(values.seed);
if (positionals.length !== 1) usageExit(USAGE, 'give one folder to write the images in');
if (!Number.isSafeInteger(seed) || seed < 0) usageExit(USAGE, '--seed must be a non-negative integer');
const dir = positionals[0];

/** The routes shown, each with what it is an example of (its file's name). */
const CASES: readonly (readonly [string, string])[] = [
  ['short', 'BAD_ZUR_1'],
  ['short-crowded', 'WIN_ZUR_1'],
  ['long', 'GEN_YVE_1'],
  ['long-tunnel', 'BRI_LOC_1'],
  ['tunnel', 'BRU_DAV_1'],
  ['double-tunnel', 'BEL_WAS_1'],
  ['double', 'BER_LUC_2'],
  ['edge-top', 'DE3_KRE_1'],
  ['edge-corner', 'FR2_GEN_1'],
  ['edge-bottom', 'IT3_LUG_1'],
  ['edge-right', 'DAV_IT1_1'],
  ['long-names', 'STG_WIN_1'],
  ['long-names-west', 'FR3_LCF_1'],
];

const NAMES = { P1: 'Alice', P2: 'Bob' };

/** The state with a route claimed (by `player` if nobody has it), its twin left free: a double route shows its blocked twin. */
function withClaimed(state: GameState, route: number, player: number): GameState {
  if (state.owners[route] !== null) return state;
  const twin = MAP_ROUTES[route].twin;
  return { ...state, owners: state.owners.map((owner, i) => (i === route ? player : i === twin ? null : owner)) };
}

function write(name: string, canvas: Canvas): void {
  const png = canvas.encodeSync('png');
  writeFileSync(join(dir, name), png);
  console.log(`${name}  ${canvas.width}×${canvas.height}  ${(png.length / 1024).toFixed(0)} KiB`);
  // As a phone shows it: shrunk to its width.
  const phone = createCanvas(PHONE_WIDTH, Math.max(1, Math.round((canvas.height * PHONE_WIDTH) / canvas.width)));
  const ctx = phone.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(canvas, 0, 0, phone.width, phone.height);
  writeFileSync(join(dir, name.replace(/\.png$/, '.phone.png')), phone.encodeSync('png'));
}

mkdirSync(dir, { recursive: true });
const { record } = randomGame(2, seed);
const middle = replayRecord({ ...record, actions: record.actions.slice(0, Math.floor(record.actions.length / 2)) }).state;
for (const locale of ['fr', 'en'] as const satisfies readonly Locale[]) {
  write(`map-${locale}.png`, drawBoardImage(middle, { names: NAMES, locale }));
  CASES.forEach(([what, id], k) => {
    const route = routeIndex(id);
    if (route === undefined) throw new Error(`no route ${id}`);
    write(`closeup-${what}-${id}-${locale}.png`, drawCloseup(withClaimed(middle, route, k % 2), route, { names: NAMES, locale }));
  });
}
