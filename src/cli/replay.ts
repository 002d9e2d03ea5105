/**
 * Replays game records of any hosted game (chosen by the record's "game") and prints one JSON
 * line per record: the game's summary (for ChaCuN: the next action, the points, the winners and
 * the message board); or the first illegal action. A record exported from a game won by forfeit
 * (with `"forfeit": {"resigned": [...]}`) prints the winners of the forfeit rule and that field.
 * Usage: npm run replay -- FILE...   (.json: one record; .jsonl: one record per line)
 * Exit code: 0 all legal, 1 some record has an illegal action, 2 some input is unreadable.
 * An unreadable record (not JSON, nested too deep, wrong shape, decks that cannot make a game, a
 * partial record exported during a game without what a replay needs) gets one short line on stderr, and the records around it are still replayed; a UTF-8 BOM
 * before a file or line is skipped.
 * The replay itself is `replayFiles` (replay-files.ts); this script reads the arguments.
 */
import { readArguments, usageExit } from '../command-line.ts';
import { replayFiles } from './replay-files.ts';

const usage = 'npm run replay -- FILE... (.json holds one record, .jsonl one record per line)';
const { positionals: files } = readArguments(usage, {}, process.argv.slice(2));
if (files.length === 0) usageExit(usage, 'no record file given');
process.exitCode = replayFiles(files, { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) });
