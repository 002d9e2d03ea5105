/**
 * AI against AI: plays games between AI levels with rotating seat order and prints, per level,
 * the win rate with its 95% Wilson interval, the mean and spread of points, and the mean and
 * 95th-percentile decision time.
 * Usage: npm run tournament -- [--game ID] --games N [--players K] --seats LEVEL,LEVEL… --seed S
 *          [--option KEY=VALUE]… [--workers W] [--budget-ms B] [--out FILE.jsonl]
 * --option sets one of the game's options (Scrabble `words=en`, Jass `variant=schieber`).
 * --game picks the hosted game (default chacun). In a team game (Jass), --seats names one level
 * per team (`normal,easy`: a normal pair against an easy pair), and each deal is played twice
 * with the teams swapped.
 * A seat may also name one of the game's baselines (`GameTools.baselines`; ChaCuN: `hard-base`,
 * src/games/chacun/tools/hard-base.ts, hard before its own weights of 2026-11-28), to measure a
 * level's changes against it, e.g. `--players 2 --seats hard,hard-base`.
 * A seat may be `LEVEL@MS`: that level with its own budget in milliseconds instead of --budget-ms
 * (e.g. `--seats hard,hard@250`: ChaCuN's hard against itself with half its default 500 ms); its
 * figures are shown apart, under that name.
 * Game g seats the levels in play order rotated by g mod K, on the deal (deck shuffle) number
 * floor(g / K): with N a multiple of K, every level plays every deal from every seat.
 * Every game is played through its module alone (src/games/match.ts): each AI decision is one
 * `planTurn` from the seat's view, as the bot's AI turns are, and is timed as one decision (in
 * ChaCuN a turn's placement and occupant together).
 * A tie of k winners gives each of them 1/k of a win. Games run in W worker threads (default 2);
 * W = 0 plays in the main thread. Every tenth game, where each level stands so far goes to stderr;
 * `--out` gets each game's record as it ends (and all of them in game order at the end). The last
 * line printed is one JSON object.
 *
 * A game with a reference player (`GameTools.reference`; Jass: src/games/jass/tools/reference-uct.ts,
 * a determinized UCT player): `--game jass --against reference --games N --seats LEVEL,…
 * [--option variant=schieber] [--reference-iterations I]` plays each level against it on N single
 * deals, each played twice from both sides, and prints each level's share of the points with its
 * 95% interval over the deal pairs, and the decision-time p95 of the level and of the reference.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { hashNumbers } from '../hash.ts';
import { pairedShare, percentile, summarizeLevels, type SeatOutcome } from '../games/ai-stats.ts';
import type { AnyGameModule, DuelPlay, ReferencePlayer } from '../games/game.ts';
import { dealOf, playAiMatch, seatingOf, seatLevel } from '../games/match.ts';
import { HOSTED } from '../hosted.ts';
import { readOptions, usageExit } from '../command-line.ts';

/** What the main thread tells a worker once. */
interface Setup {
  readonly game: string;
  readonly seats: readonly string[];
  readonly seed: number;
  readonly budgetMs: number | undefined;
  readonly keepRecords: boolean;
  /** The game's options, as chosen with --option (defaults for the others). */
  readonly options: Readonly<Record<string, string | number>>;
  /** The iterations of the game's reference player each level plays against, or null for AI against AI. */
  readonly reference: number | null;
  /** Deals per level against the reference (--games). */
  readonly deals: number;
}

/** One finished game, as a worker reports it. */
interface GameOutcome {
  readonly game: number;
  readonly seats: readonly SeatOutcome[];
  readonly record: unknown;
}

function hosted(id: string): AnyGameModule {
  const game = HOSTED.get(id);
  if (game === undefined) throw new Error(`unknown game ${id}`);
  return game;
}

function playGame(setup: Setup, game: number): GameOutcome {
  // Every game through its module (seat views, planTurn), as the bot plays it.
  const module = hosted(setup.game);
  const result = playAiMatch(module, seatingOf(module, setup.seats, game), {
    dealSeed: hashNumbers(setup.seed, dealOf(module, setup.seats, game)),
    aiSeed: hashNumbers(setup.seed, game, 0x5eed),
    ...(setup.budgetMs === undefined ? {} : { budgetMs: setup.budgetMs }),
    options: setup.options,
  });
  return {
    game,
    seats: result.seats.map(({ level, points, win, decisionMs, choices }) => ({ level, points, win, decisionMs, choices })),
    record: setup.keepRecords ? result.record : null,
  };
}

/** One duel play against the game's reference player, as a worker reports it. */
interface DuelOutcome {
  readonly game: number;
  readonly duel: DuelPlay;
}

/** Job `job` of a duel tournament of `games` deals per level: the level, the deal and which team the level holds. */
function duelJob(setup: Setup, games: number, job: number): { level: string; deal: number; team: 0 | 1 } {
  return { level: setup.seats[Math.floor(job / (2 * games))], deal: Math.floor(job / 2) % games, team: (job % 2) as 0 | 1 };
}

/** The game's reference player (only asked for a game that has one: checked by main). */
function referenceOf(module: AnyGameModule): ReferencePlayer {
  const reference = module.tools.reference;
  if (reference === undefined) throw new Error(`${module.id} has no reference player`);
  return reference;
}

function playDuel(setup: Setup, games: number, job: number): DuelOutcome {
  const { level, deal, team } = duelJob(setup, games, job);
  const reference = referenceOf(hosted(setup.game));
  const iterations = setup.reference ?? reference.iterations;
  const duel = reference.duel({ level, options: setup.options, seed: setup.seed, iterations, ...(setup.budgetMs === undefined ? {} : { budgetMs: setup.budgetMs }) }, deal, team);
  return { game: job, duel };
}

if (!isMainThread) {
  const setup = workerData as Setup;
  parentPort!.on('message', (game: number) => parentPort!.postMessage(setup.reference === null ? playGame(setup, game) : playDuel(setup, setup.deals, game)));
} else {
  await main();
}

/** The tool's synopsis, with the hosted games and their levels. */
function synopsis(): string {
  return (
    'npm run tournament -- [--game ID] --games N [--players K] --seats LEVEL,LEVEL… --seed S [--option KEY=VALUE]… [--workers W] [--budget-ms B] [--out FILE.jsonl]\n' +
    '       npm run tournament -- --game jass --against reference --games N --seats LEVEL,… [--option variant=schieber] [--reference-iterations I]\n' +
    `games: ${HOSTED.modules.map((g) => `${g.id} (levels ${g.ai.levels.join(', ')})`).join('; ')}`
  );
}

function usage(message: string): never {
  return usageExit(synopsis(), message);
}

function integer(value: string | undefined, name: string, min: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min) usage(`--${name} must be an integer ≥ ${min}`);
  return n;
}

/** The game options chosen with --option KEY=VALUE, checked against the game's (and, when given, limited to `keys`). */
function chosenOptions(module: AnyGameModule, texts: readonly string[], keys?: readonly string[]): Record<string, string | number> {
  const allowed = module.rules.options.filter((o) => keys === undefined || keys.includes(o.key));
  const options: Record<string, string | number> = {};
  for (const text of texts) {
    const [key, value] = text.split('=', 2);
    const option = allowed.find((o) => o.key === key);
    const chosen = option?.values.find((v) => String(v) === value);
    if (option === undefined || chosen === undefined) {
      usage(`--option ${text}: ${module.id}'s options${keys === undefined ? '' : ' against the reference'} are ${allowed.map((o) => `${o.key}=${o.values.join('|')}`).join(', ') || 'none'}`);
    }
    options[key] = chosen;
  }
  return options;
}

/**
 * Plays the games on `workers` threads (0: here), calling `done` as each one ends. A thread that
 * stops before the games are all played (an exit without an error event included) fails the run,
 * saying which game it was playing: the run never ends quietly without its results.
 */
async function playAll<T>(setup: Setup, games: number, workers: number, play: (g: number) => T, done: (outcome: T) => void): Promise<void> {
  if (workers === 0) {
    for (let g = 0; g < games; g++) done(play(g));
    return;
  }
  // Workers run this same file; tsx is registered in them before it is imported.
  const tsx = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(self)}); })`;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, games) }, () => {
      const worker = new Worker(bootstrap, { eval: true, workerData: setup });
      let playing: number | null = null;
      let finished = false;
      return new Promise<void>((resolve, reject) => {
        const feed = (): void => {
          if (next < games) {
            playing = next++;
            worker.postMessage(playing);
          } else {
            finished = true;
            void worker.terminate().then(() => resolve());
          }
        };
        worker.on('message', (outcome: T) => {
          playing = null;
          done(outcome);
          feed();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (!finished) reject(new Error(`a tournament worker stopped (exit code ${code})${playing === null ? '' : ` while playing game ${playing}`}`));
        });
        worker.on('online', feed);
      });
    }),
  );
}

function fixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

async function main(): Promise<void> {
  const values = readOptions(synopsis(), {
    game: { type: 'string', default: 'chacun' },
    option: { type: 'string', multiple: true },
    games: { type: 'string' },
    players: { type: 'string' },
    seats: { type: 'string' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: '2' },
    'budget-ms': { type: 'string' },
    out: { type: 'string' },
    against: { type: 'string' },
    'reference-iterations': { type: 'string' },
  });
  const games = integer(values.games, 'games', 1);
  const seed = integer(values.seed, 'seed', 0);
  const workers = integer(values.workers, 'workers', 0);
  const module = HOSTED.get(values.game);
  if (module === undefined) usage(`--game must be one of ${HOSTED.modules.map((g) => g.id).join(', ')}`);
  if (values.seats === undefined) usage('--seats is required');
  const seats = values.seats.split(',').map((s) => s.trim());
  for (const label of seats) {
    const at = label.indexOf('@');
    if (at >= 0 && !(Number(label.slice(at + 1)) > 0)) usage(`bad budget in '${label}' (LEVEL@MS: milliseconds above 0)`);
    const { level } = seatLevel(label);
    const known = [...module.ai.levels, ...(module.tools.baselines?.levels ?? [])];
    if (!known.includes(level)) usage(`unknown level '${level}' (${module.id}: ${known.join(', ')})`);
  }
  if (values.against !== undefined) {
    const reference = module.tools.reference;
    const withOne = HOSTED.modules.filter((g) => g.tools.reference !== undefined).map((g) => g.id);
    if (values.against !== 'reference' || reference === undefined) usage(`--against reference is for a game with a reference player: ${withOne.join(', ')}`);
    if (seats.some((label) => label.includes('@'))) usage('against the reference, --budget-ms sets the budget (no LEVEL@MS)');
    const options = chosenOptions(module, values.option ?? [], reference.optionKeys);
    const iterations = values['reference-iterations'] === undefined ? reference.iterations : integer(values['reference-iterations'], 'reference-iterations', 1);
    const budgetMs = values['budget-ms'] === undefined ? undefined : integer(values['budget-ms'], 'budget-ms', 1);
    await duels({ game: module.id, seats, seed, budgetMs, keepRecords: false, options, reference: iterations, deals: games }, games, workers);
    return;
  }
  const { min, max, teams } = module.rules.seats;
  const byTeam = teams !== undefined && seats.length === teams.length;
  const players = byTeam ? max : values.players === undefined ? seats.length : integer(values.players, 'players', min);
  if (players < min || players > max) usage(`--players must be between ${min} and ${max}`);
  if (!byTeam && seats.length !== players) usage(`--seats must list ${players} levels (one per player${teams === undefined ? '' : ', or one per team'}), not ${seats.length}`);
  const budgetMs = values['budget-ms'] === undefined ? undefined : integer(values['budget-ms'], 'budget-ms', 1);
  const options = chosenOptions(module, values.option ?? []);
  const setup: Setup = { game: module.id, seats, seed, budgetMs, keepRecords: values.out !== undefined, options, reference: null, deals: games };

  const outcomes: GameOutcome[] = [];
  const start = performance.now();
  // The records are written as the games end, so that a run stopped early keeps those played.
  if (values.out !== undefined) writeFileSync(values.out, '');
  await playAll(setup, games, workers, (g) => playGame(setup, g), (outcome) => {
    outcomes.push(outcome);
    if (values.out !== undefined) appendFileSync(values.out, JSON.stringify(outcome.record) + '\n');
    if (outcomes.length % 10 === 0 || outcomes.length === games) {
      const elapsed = (performance.now() - start) / 1000;
      // Where each level stands so far (a long run tells it as it goes).
      const soFar = summarizeLevels(outcomes.flatMap((o) => o.seats));
      const standing = Object.entries(soFar).map(([level, l]) => `${level} ${fixed(100 * l.winRate, 1)}% (${fixed(100 * l.winRateLow, 1)}–${fixed(100 * l.winRateHigh, 1)}%)`);
      process.stderr.write(`  ${outcomes.length}/${games} games, ${fixed(elapsed, 0)} s: ${standing.join(', ')}\n`);
    }
  });
  const wallSeconds = (performance.now() - start) / 1000;
  outcomes.sort((a, b) => a.game - b.game);
  // Once all are played, in game order.
  if (values.out !== undefined) writeFileSync(values.out, outcomes.map((o) => JSON.stringify(o.record)).join('\n') + '\n');

  const levels = summarizeLevels(outcomes.flatMap((o) => o.seats));
  // Levels in the game's order, each followed by its seats with a budget of their own (LEVEL@MS).
  const order = [...module.ai.levels, ...(module.tools.baselines?.levels ?? [])].flatMap((level) => [...new Set(seats)].filter((label) => seatLevel(label).level === level && label in levels));
  const header = ['level', 'seats', 'wins', 'win rate', '95% CI', 'points', 'sd', 'decisions', 'mean ms', 'p95 ms', 'max ms'];
  const rows = order.map((level) => {
    const s = levels[level];
    return [
      level,
      String(s.games),
      fixed(s.wins, 1),
      `${fixed(100 * s.winRate, 1)}%`,
      `${fixed(100 * s.winRateLow, 1)}–${fixed(100 * s.winRateHigh, 1)}%`,
      fixed(s.meanPoints, 1),
      fixed(s.sdPoints, 1),
      String(s.decisions),
      fixed(s.meanDecisionMs, 2),
      fixed(s.p95DecisionMs, 2),
      fixed(s.maxDecisionMs, 1),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const out = process.stdout;
  out.write(
    `Tournament: ${module.name}, ${games} games, ${players} players, ${byTeam ? 'teams' : 'seats'} ${seats.join(',')} (${byTeam ? 'swapped on each deal' : 'rotating'}), seed ${seed}, ` +
      `${workers} worker${workers === 1 ? '' : 's'}, ${fixed(wallSeconds, 1)} s, node ${process.version}\n`,
  );
  out.write(`A tie of k winners (or teams) gives each 1/k of a win; decision times are wall-clock per AI decision.\n`);
  out.write(line(header) + '\n');
  for (const row of rows) out.write(line(row) + '\n');
  const choices = choicesByLevel(outcomes.flatMap((o) => o.seats), order);
  if (choices.kinds.length > 0) {
    out.write(`\nChoices by level (${module.name}: how often each was made, and its share of the level's choices):\n`);
    const choiceHeader = ['level', ...choices.kinds];
    const choiceRows = order.map((level) => {
      const counts = choices.byLevel[level] ?? {};
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      return [level, ...choices.kinds.map((kind) => `${counts[kind] ?? 0} (${fixed(total === 0 ? 0 : (100 * (counts[kind] ?? 0)) / total, 1)}%)`)];
    });
    const choiceWidths = choiceHeader.map((h, i) => Math.max(h.length, ...choiceRows.map((r) => r[i].length)));
    const choiceLine = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(choiceWidths[i]) : c.padStart(choiceWidths[i]))).join('  ');
    out.write(choiceLine(choiceHeader) + '\n');
    for (const row of choiceRows) out.write(choiceLine(row) + '\n');
  }
  const json: Record<string, unknown> = {
    game: module.id,
    options,
    games,
    players,
    seats,
    seed,
    workers,
    budgetMs: budgetMs ?? null,
    ties: 'shared',
    wallSeconds: Number(fixed(wallSeconds, 1)),
    levels: Object.fromEntries(
      order.map((level) => {
        const s = levels[level];
        return [
          level,
          {
            games: s.games,
            wins: Number(fixed(s.wins, 3)),
            winRate: Number(fixed(s.winRate, 4)),
            winRateCI95: [Number(fixed(s.winRateLow, 4)), Number(fixed(s.winRateHigh, 4))],
            meanPoints: Number(fixed(s.meanPoints, 2)),
            sdPoints: Number(fixed(s.sdPoints, 2)),
            decisions: s.decisions,
            meanDecisionMs: Number(fixed(s.meanDecisionMs, 3)),
            p95DecisionMs: Number(fixed(s.p95DecisionMs, 3)),
            maxDecisionMs: Number(fixed(s.maxDecisionMs, 1)),
            ...(choices.kinds.length === 0 ? {} : { choices: choices.byLevel[level] ?? {} }),
          },
        ];
      }),
    ),
  };
  out.write(JSON.stringify(json) + '\n');
}

/** The choices each level made (`GameTools.choiceOf`), summed over its seats, and every kind seen, in a stable order. */
function choicesByLevel(seats: readonly SeatOutcome[], levels: readonly string[]): { kinds: string[]; byLevel: Record<string, Record<string, number>> } {
  const byLevel: Record<string, Record<string, number>> = {};
  for (const seat of seats) {
    for (const [kind, count] of Object.entries(seat.choices ?? {})) {
      const counts = (byLevel[seat.level] ??= {});
      counts[kind] = (counts[kind] ?? 0) + count;
    }
  }
  const kinds = [...new Set(levels.flatMap((level) => Object.keys(byLevel[level] ?? {})))].sort();
  return { kinds, byLevel };
}

/** The levels against the game's reference player: each level's share of the points, over deal pairs, and decision-time p95s. */
async function duels(setup: Setup, games: number, workers: number): Promise<void> {
  const jobs = games * 2 * setup.seats.length;
  const plays: DuelOutcome[] = [];
  const start = performance.now();
  await playAll(setup, jobs, workers, (job) => playDuel(setup, games, job), (outcome) => {
    plays.push(outcome);
    if (plays.length % 20 !== 0 && plays.length !== jobs) return;
    // The share so far, over the deal pairs both played (a long run tells where it stands).
    const byJob = new Map(plays.map((p) => [p.game, p.duel]));
    const running = setup.seats.map((level, li) => {
      const pairs = Array.from({ length: games }, (_, d) => [byJob.get(2 * (li * games + d)), byJob.get(2 * (li * games + d) + 1)] as const).filter(
        (pair): pair is readonly [DuelPlay, DuelPlay] => pair[0] !== undefined && pair[1] !== undefined,
      );
      if (pairs.length < 2) return `${level} –`;
      const { share, low, high } = pairedShare(pairs);
      const p95 = percentile(pairs.flatMap(([a, b]) => [...a.levelMs, ...b.levelMs]), 95);
      return `${level} ${fixed(100 * share, 1)}% (${fixed(100 * low, 1)}–${fixed(100 * high, 1)}%, ${pairs.length} deals, p95 ${fixed(p95, 0)} ms)`;
    });
    process.stderr.write(`  ${plays.length}/${jobs} plays, ${fixed((performance.now() - start) / 1000, 0)} s: ${running.join(', ')}\n`);
  });
  const wallSeconds = (performance.now() - start) / 1000;
  plays.sort((a, b) => a.game - b.game);
  const module = hosted(setup.game);
  const reference = referenceOf(module);
  const chosen = Object.entries(setup.options).map(([key, value]) => `${key}=${value}`);
  const out = process.stdout;
  out.write(
    `Tournament: ${module.name}${chosen.length === 0 ? '' : ` (${chosen.join(', ')})`} against the reference (${reference.description}, ${setup.reference} iterations), ` +
      `${games} deals per level each played twice from both sides, seed ${setup.seed}, ${workers} worker${workers === 1 ? '' : 's'}, ${fixed(wallSeconds, 1)} s, node ${process.version}\n`,
  );
  out.write(`Share of the points (${reference.points}) taken by the level; 95% CI over the deal pairs; decision times are wall-clock.\n`);
  const header = ['level', 'deals', 'share', '95% CI', 'level mean ms', 'level p95 ms', 'ref mean ms', 'ref p95 ms'];
  const levels: Record<string, unknown> = {};
  const rows = setup.seats.map((level, li) => {
    const mine = plays.filter((p) => Math.floor(p.game / (2 * games)) === li).map((p) => p.duel);
    const pairs = Array.from({ length: games }, (_, d) => [mine[2 * d], mine[2 * d + 1]] as const);
    const { share, low, high } = pairedShare(pairs);
    const levelMs = mine.flatMap((p) => p.levelMs);
    const refMs = mine.flatMap((p) => p.referenceMs);
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    levels[level] = {
      deals: games,
      share: Number(fixed(share, 4)),
      shareCI95: [Number(fixed(low, 4)), Number(fixed(high, 4))],
      decisions: levelMs.length,
      meanDecisionMs: Number(fixed(mean(levelMs), 3)),
      p95DecisionMs: Number(fixed(percentile(levelMs, 95), 3)),
      referenceMeanDecisionMs: Number(fixed(mean(refMs), 3)),
      referenceP95DecisionMs: Number(fixed(percentile(refMs, 95), 3)),
    };
    return [level, String(games), `${fixed(100 * share, 1)}%`, `${fixed(100 * low, 1)}–${fixed(100 * high, 1)}%`, fixed(mean(levelMs), 1), fixed(percentile(levelMs, 95), 1), fixed(mean(refMs), 1), fixed(percentile(refMs, 95), 1)];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  out.write(line(header) + '\n');
  for (const row of rows) out.write(line(row) + '\n');
  out.write(
    JSON.stringify({
      game: setup.game,
      against: 'reference',
      options: setup.options,
      referenceIterations: setup.reference,
      deals: games,
      seats: setup.seats,
      seed: setup.seed,
      workers,
      budgetMs: setup.budgetMs ?? null,
      wallSeconds: Number(fixed(wallSeconds, 1)),
      levels,
    }) + '\n',
  );
}
