/**
 * `npm run render -- RECORD.json OUT.png [--locale fr|en] [--name COLOR=NAME]…`: draws
 * the board reached by a game record (the engine's record format).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PLAYER_COLORS, type PlayerColor } from '../engine/basics.ts';
import { parseRecord, replay } from '../engine/record.ts';
import { renderBoard, renderEndOfGame, type RenderLocale } from '../render/index.ts';
import { readArguments, usageExit } from '../../../command-line.ts';

const USAGE = 'npm run render -- RECORD.json OUT.png [--locale fr|en] [--name COLOR=NAME]… [--end END.png]';

function fail(message: string): never {
  return usageExit(USAGE, message);
}

async function main(): Promise<void> {
  const { values, positionals: positional } = readArguments(USAGE, { locale: { type: 'string', default: 'en' }, name: { type: 'string', multiple: true }, end: { type: 'string' } });
  if (values.locale !== 'fr' && values.locale !== 'en') fail(`--locale must be fr or en, not ${values.locale}`);
  const locale: RenderLocale = values.locale;
  const endFile = values.end ?? null;
  const names: Partial<Record<PlayerColor, string>> = {};
  for (const given of values.name ?? []) {
    const match = /^([A-Z]+)=(.+)$/.exec(given);
    if (!match || !(PLAYER_COLORS as readonly string[]).includes(match[1])) fail('--name needs COLOR=NAME, e.g. RED=Alice');
    names[match[1] as PlayerColor] = match[2];
  }
  const [recordFile, outFile] = positional;
  if (!recordFile || !outFile) fail('a record file and an output file are needed');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch (error) {
    fail(`cannot read ${recordFile}: ${(error as Error).message}`);
  }
  const record = parseRecord(json);
  if (!record.ok) fail(`${recordFile} is not a game record: ${record.error}`);
  const { state, error } = replay(record.value);
  if (error !== null) console.error(`action ${error.actionIndex} is illegal (${error.code}: ${error.message}); drawing the state before it`);
  const started = performance.now();
  const png = await renderBoard(state, { locale, names });
  writeFileSync(outFile, png);
  console.log(`${outFile}: ${state.board.tileCount} tiles, ${png.length} bytes, ${(performance.now() - started).toFixed(0)} ms`);
  if (endFile !== null) {
    if (state.nextAction !== 'END_GAME') console.error('the game is not over: the end image shows the points so far');
    writeFileSync(endFile, await renderEndOfGame(state, { locale, names }));
    console.log(`${endFile}: end of game`);
  }
}

await main();
