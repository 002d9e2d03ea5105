/**
 * Every game's painters (its images as functions of plain data), by game id: what render worker
 * threads load (src/bot/render-worker.ts). Listed by hand, like the games themselves.
 */
import type { Painters } from '../render/painter.ts';
import { warmUpRenderer as warmUpChacun } from './chacun/render/index.ts';
import { CHACUN_PAINTERS } from './chacun/render/painters.ts';
import { warmUpJassRenderer } from './jass/render/index.ts';
import { JASS_PAINTERS } from './jass/render/painters.ts';
import { warmUpRenderer as warmUpScrabble } from './scrabble/render/index.ts';
import { SCRABBLE_PAINTERS } from './scrabble/render/painters.ts';
import { warmUpRenderer as warmUpTchu } from './tchu/render/index.ts';
import { TCHU_PAINTERS } from './tchu/render/painters.ts';

/** The painters of each hosted game, by its id. */
export const PAINTERS: Readonly<Record<string, Painters>> = {
  chacun: CHACUN_PAINTERS,
  scrabble: SCRABBLE_PAINTERS,
  jass: JASS_PAINTERS,
  tchu: TCHU_PAINTERS,
};

/** Loads what every game's first image would wait for (fonts, tile shapes): a worker does it when it starts. */
export function warmUpPainters(): void {
  warmUpChacun();
  warmUpScrabble();
  warmUpJassRenderer();
  warmUpTchu();
}
