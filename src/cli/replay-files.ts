/**
 * The work of `npm run replay` (src/cli/replay.ts), as a function the tests call without starting
 * a process: the records of the files replayed, one line each, and the unreadable ones reported.
 */
import { readFileSync } from 'node:fs';
import { partialMarkOf, replayRecordEntries } from '../games/game.ts';
import { HOSTED } from '../hosted.ts';
import { forfeitNoteWinners, parseForfeitNote } from '../games/forfeit.ts';

/** Deepest nesting a record may have (a ChaCuN record needs four levels). */
const MAX_DEPTH = 64;
/** Longest reason printed for an unreadable record. */
const MAX_REASON_CHARS = 300;

/** One record's text (a UTF-8 BOM before it, as some editors write, is dropped). */
interface RecordText {
  readonly where: string;
  readonly text: string;
}

function* recordsOf(file: string): Generator<RecordText> {
  const content = readFileSync(file, 'utf8');
  if (file.endsWith('.jsonl')) {
    const lines = content.split('\n');
    for (let i = 0; i < lines.length; i++) if (lines[i].trim() !== '') yield { where: `${file}:${i + 1}`, text: withoutBom(lines[i]) };
  } else {
    yield { where: file, text: withoutBom(content) };
  }
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Whether a parsed JSON value nests deeper than `limit` (walked without recursion: any depth is fine). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { readonly item: object; readonly depth: number }[] = [];
  if (typeof value === 'object' && value !== null) stack.push({ item: value, depth: 1 });
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (top.depth > limit) return true;
    for (const child of Array.isArray(top.item) ? top.item : Object.values(top.item)) {
      if (typeof child === 'object' && child !== null) stack.push({ item: child, depth: top.depth + 1 });
    }
  }
  return false;
}

/**
 * Text as one printable line: control, format, separator and other invisible characters (a BOM,
 * U+2028, a zero-width space…) escaped as \uXXXX, never written raw.
 */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Zs}]/gu, (char) => {
    if (char === ' ') return char;
    const code = char.codePointAt(0) ?? 0;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Where JSON.parse stopped, if there is an invisible character there: named, as it cannot be seen. */
function invisibleAt(text: string, message: string): string {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return '';
  const char = String.fromCodePoint(text.codePointAt(Number(position)) ?? 0x20);
  return printable(char) === char ? '' : ` (an invisible character, ${printable(char)})`;
}

/** A reason cut to a short length, as one printable line. */
function shortReason(reason: string): string {
  const cut = reason.length > MAX_REASON_CHARS ? `${reason.slice(0, MAX_REASON_CHARS)}… (${reason.length} characters)` : reason;
  return printable(cut);
}

/** One record replayed: the line to print and whether an action was illegal, or why the record cannot be read. */
type Outcome = { readonly ok: true; readonly line: string; readonly illegal: boolean } | { readonly ok: false; readonly reason: string };

function replayText(text: string): Outcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not valid JSON: ${(error as Error).message}${invisibleAt(text, (error as Error).message)}` };
  }
  if (nestsDeeperThan(json, MAX_DEPTH)) return { ok: false, reason: `not a game record: nested more than ${MAX_DEPTH} levels deep` };
  const game = HOSTED.get(typeof json === 'object' && json !== null ? (json as { game?: unknown }).game : undefined);
  if (game === undefined) {
    return { ok: false, reason: `not a game record: "game" must be one of ${HOSTED.modules.map((g) => `"${g.id}"`).join(', ')}` };
  }
  // Said here for every game alike: a game's parser would name the missing value as it names a wrong one ("not a undefined").
  if (!('version' in (json as object))) return { ok: false, reason: `not a ${game.name} game record: it has no "version" (this tool reads records of version 1)` };
  const parsed = game.rules.parseRecord(json);
  // A record exported during a game, as one reader could know it: hidden parts left out, which
  // only a game whose record can do without them (ChaCuN's deck order) replays.
  const partial = partialMarkOf(json);
  if (!parsed.ok && partial !== null) {
    const reader = partial.reader === null ? 'someone without a seat' : `seat ${printable(partial.reader.slice(0, 20))}`;
    return {
      ok: false,
      reason: `a partial ${game.name} record (the game after ${partial.entries} moves as ${reader} could know it, exported while it was under way): its hidden parts are left out, so it cannot be replayed; export the game once it is over for its full record`,
    };
  }
  if (!parsed.ok) return { ok: false, reason: `not a ${game.name} game record: ${parsed.error}` };
  const record = parsed.value;
  const result = replayRecordEntries(game.rules, record);
  if (result.error) {
    const { code, actionIndex, message } = result.error;
    return { ok: true, line: JSON.stringify({ error: { code, actionIndex, message } }), illegal: true };
  }
  const summary = game.tools.summary(record, result.state);
  // A game won by forfeit (exported with the seats that resigned): its winners are those of the
  // forfeit rule, named as the end message named them, unless the game itself was over.
  const forfeit = parseForfeitNote((json as { forfeit?: unknown }).forfeit, game.rules.recordSeats(record));
  if (!forfeit.ok) return { ok: false, reason: `not a ${game.name} game record: ${forfeit.error}` };
  if (forfeit.value === null || game.rules.isOver(result.state) || typeof summary !== 'object' || summary === null) return { ok: true, line: JSON.stringify(summary), illegal: false };
  const winners = forfeitNoteWinners(forfeit.value, game.rules.recordSeats(record), game.rules.seats.teams);
  return { ok: true, line: JSON.stringify({ ...summary, winners, forfeit: forfeit.value }), illegal: false };
}

/**
 * Replays the records of `files` (.json: one record; .jsonl: one record per line) and writes what
 * `npm run replay` prints: one JSON line per record on `write.out`, one short line per unreadable
 * record on `write.err`. Returns the exit code: 0 all legal, 1 some record has an illegal action,
 * 2 some input is unreadable.
 */
export function replayFiles(files: readonly string[], write: { out(text: string): void; err(text: string): void }): number {
  let exit = 0;
  const out: string[] = [];
  const flush = (): void => {
    if (out.length > 0) write.out(out.splice(0).join('\n') + '\n');
  };
  // Results printed so far go out first, so that a terminal shows lines and problems in order.
  const problem = (where: string, reason: string): void => {
    flush();
    write.err(`${printable(where)}: ${shortReason(reason)}\n`);
    exit = 2;
  };
  for (const file of files) {
    let records: RecordText[];
    try {
      records = [...recordsOf(file)];
    } catch (error) {
      problem(file, `cannot read: ${(error as Error).message}`);
      continue;
    }
    for (const { where, text } of records) {
      let outcome: Outcome;
      try {
        outcome = replayText(text);
      } catch (error) {
        // A bug of a game's checks or rules on strange input: this record is lost, not the others.
        outcome = { ok: false, reason: `cannot replay: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}` };
      }
      if (!outcome.ok) {
        problem(where, outcome.reason);
        continue;
      }
      out.push(outcome.line);
      if (outcome.illegal && exit === 0) exit = 1;
      if (out.length >= 256) flush();
    }
  }
  flush();
  return exit;
}
