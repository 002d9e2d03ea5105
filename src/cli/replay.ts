/**
 * Replays game records of any hosted game (chosen by the record's "game") and prints one JSON
 * line per record: the game's summary (for ChaCuN: the next action, the points, the winners and
 * the message board); or the first illegal action.
 * Usage: npm run replay -- FILE...   (.json: one record; .jsonl: one record per line)
 * Exit code: 0 all legal, 1 some record has an illegal action, 2 some input is unreadable.
 */
import { readFileSync } from 'node:fs';
import { GAMES, gameById } from '../games/index.ts';
import type { AnyGameModule, RuleError } from '../games/game.ts';

/** Replays a record's entries, stopping at the first illegal one. */
function replayRecord(game: AnyGameModule, record: unknown): { state: unknown; error: (RuleError & { actionIndex: number }) | null } {
  let state = game.rules.start(record);
  const entries = game.rules.entries(record);
  for (let i = 0; i < entries.length; i++) {
    const next = game.rules.replay(state, entries[i]);
    if (!next.ok) return { state, error: { ...next.error, actionIndex: i } };
    state = next.value;
  }
  return { state, error: null };
}

function* recordsOf(file: string): Generator<{ where: string; text: string }> {
  const content = readFileSync(file, 'utf8');
  if (file.endsWith('.jsonl')) {
    const lines = content.split('\n');
    for (let i = 0; i < lines.length; i++) if (lines[i].trim() !== '') yield { where: `${file}:${i + 1}`, text: lines[i] };
  } else {
    yield { where: file, text: content };
  }
}

function main(files: readonly string[]): number {
  if (files.length === 0) {
    process.stderr.write('usage: npm run replay -- FILE... (.json holds one record, .jsonl one record per line)\n');
    return 2;
  }
  let exit = 0;
  const out: string[] = [];
  for (const file of files) {
    let records: { where: string; text: string }[];
    try {
      records = [...recordsOf(file)];
    } catch (error) {
      process.stderr.write(`${file}: cannot read: ${(error as Error).message}\n`);
      exit = 2;
      continue;
    }
    for (const { where, text } of records) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        process.stderr.write(`${where}: not valid JSON: ${(error as Error).message}\n`);
        exit = 2;
        continue;
      }
      const game = gameById(typeof json === 'object' && json !== null ? (json as { game?: unknown }).game : undefined);
      if (game === undefined) {
        process.stderr.write(`${where}: not a game record: "game" must be one of ${GAMES.map((g) => `"${g.id}"`).join(', ')}\n`);
        exit = 2;
        continue;
      }
      const parsed = game.rules.parseRecord(json);
      if (!parsed.ok) {
        process.stderr.write(`${where}: not a ${game.name} game record: ${parsed.error}\n`);
        exit = 2;
        continue;
      }
      const record = parsed.value;
      const result = replayRecord(game, record);
      if (result.error) {
        const { code, actionIndex, message } = result.error;
        out.push(JSON.stringify({ error: { code, actionIndex, message } }));
        if (exit === 0) exit = 1;
      } else {
        out.push(JSON.stringify(game.tools.summary(record, result.state)));
      }
      if (out.length >= 256) process.stdout.write(out.splice(0).join('\n') + '\n');
    }
  }
  if (out.length > 0) process.stdout.write(out.join('\n') + '\n');
  return exit;
}

process.exitCode = main(process.argv.slice(2));
