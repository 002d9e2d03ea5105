/**
 * `npm run render -- RECORD.json OUT.png [--locale fr|en] [--name COLOR=NAME]…`: draws
 * the board reached by a game record (the engine's record format).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PLAYER_COLORS, type PlayerColor } from '../engine/basics.ts';
import { parseRecord, replay } from '../engine/record.ts';
import { renderBoard, renderEndOfGame, type RenderLocale } from '../render/index.ts';

function fail(message: string): never {
  console.error(message);
  console.error('usage: npm run render -- RECORD.json OUT.png [--locale fr|en] [--name COLOR=NAME]… [--end END.png]');
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const positional: string[] = [];
  let locale: RenderLocale = 'en';
  let endFile: string | null = null;
  const names: Partial<Record<PlayerColor, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--locale') {
      const value = args[++i];
      if (value !== 'fr' && value !== 'en') fail(`--locale must be fr or en, not ${value}`);
      locale = value;
    } else if (arg === '--name') {
      const match = /^([A-Z]+)=(.+)$/.exec(args[++i] ?? '');
      if (!match || !(PLAYER_COLORS as readonly string[]).includes(match[1])) fail('--name needs COLOR=NAME, e.g. RED=Alice');
      names[match[1] as PlayerColor] = match[2];
    } else if (arg === '--end') {
      endFile = args[++i] ?? fail('--end needs a file name');
    } else positional.push(arg);
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
