/**
 * `npm run deps [folder]`: the structure of the sources in numbers (issue 27) — import cycles between
 * the top-level parts of src, the files outside a game's folder that import it, and the lines of
 * src/bot that name a game. The last line is the same as JSON, for scripts to compare over time.
 *
 * The parts: each folder of src (bot, session, render, …), each game's folder on its own
 * (games/chacun, …: any folder under games/), the files directly in games/ as "games-platform",
 * and each file directly in src as itself (main.ts, config.ts, …). Imports are read with
 * TypeScript's own pre-processor (static, type-only, re-exports and `import()` with a literal), and
 * only relative ones count: the sources import each other by relative path.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The folder whose structure is measured: the argument, or this repository's src. */
const ROOT = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));

/** Every .ts file under a folder, as paths relative to ROOT with forward slashes. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) files.push(relative(ROOT, path).split(sep).join('/'));
  }
  return files;
}

const files = sourceFiles(ROOT);
const known = new Set(files);
/** The game folders: every folder directly under games/, whatever it is named. */
const games = [...new Set(files.filter((f) => /^games\/[^/]+\//.test(f)).map((f) => f.split('/')[1]))].sort();

/** The part of the structure a file belongs to. */
function partOf(file: string): string {
  const segments = file.split('/');
  if (segments.length === 1) return file;
  if (segments[0] === 'games') return segments.length === 2 ? 'games-platform' : `games/${segments[1]}`;
  return segments[0];
}

/** The files a file imports, resolved among the measured ones. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
  const targets: string[] = [];
  for (const specifier of found) {
    if (!specifier.startsWith('.')) continue;
    const target = relative(ROOT, resolve(dirname(join(ROOT, file)), specifier)).split(sep).join('/');
    if (known.has(target)) targets.push(target);
  }
  return targets;
}

const imports = new Map(files.map((file) => [file, importsOf(file)]));

// The graph between parts, and its strongly connected components (Tarjan): a component of more
// than one part is a cycle.
const edges = new Map<string, Set<string>>();
for (const [file, targets] of imports) {
  const from = partOf(file);
  for (const target of targets) {
    const to = partOf(target);
    if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
}
const parts = [...new Set(files.map(partOf))].sort();
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(part: string): void {
  index.set(part, index.size);
  low.set(part, index.get(part)!);
  stack.push(part);
  onStack.add(part);
  for (const next of [...(edges.get(part) ?? [])].sort()) {
    if (!index.has(next)) {
      visit(next);
      low.set(part, Math.min(low.get(part)!, low.get(next)!));
    } else if (onStack.has(next)) {
      low.set(part, Math.min(low.get(part)!, index.get(next)!));
    }
  }
  if (low.get(part) === index.get(part)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== part);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const part of parts) if (!index.has(part)) visit(part);
cycles.sort((a, b) => a[0].localeCompare(b[0]));
/** The pairs of parts that import each other directly. */
const mutual = parts.flatMap((a) => [...(edges.get(a) ?? [])].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => [a, b]));

/** By game: the files outside its folder that import a file inside it. */
const importersOf = Object.fromEntries(games.map((game) => {
  const inside = `games/${game}/`;
  const importers = files.filter((file) => !file.startsWith(inside) && imports.get(file)!.some((target) => target.startsWith(inside)));
  return [game, importers];
}));
const importers = new Set(Object.values(importersOf).flat());

/**
 * Whether a piece of code names a game as a word of its own: "chacun", "CHACUN_DISCORD",
 * "chacunRules", "warmUpChacun" and "ChaCuN's" do; "catchUp" does not name tCHu.
 */
function namesAGame(text: string): boolean {
  const lower = text.toLowerCase();
  const letter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);
  const upper = (c: string | undefined) => c !== undefined && /[A-Z]/.test(c);
  for (const game of games) {
    for (let at = lower.indexOf(game); at >= 0; at = lower.indexOf(game, at + 1)) {
      const before = text[at - 1];
      const after = text[at + game.length];
      const starts = !letter(before) || (!upper(before) && upper(text[at]));
      const ends = !letter(after) || (upper(after) && !upper(text[at + game.length - 1]));
      if (starts && ends) return true;
    }
  }
  return false;
}

/** The lines of bot/ whose code (not its comments) names a game, as `file:line`. */
function linesNamingAGame(): string[] {
  const found: string[] = [];
  for (const file of files.filter((f) => f.startsWith('bot/'))) {
    const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const lines = new Set<number>();
    // Names and texts are the syntax tree's leaves; comments are not in the tree at all.
    const walk = (node: ts.Node): void => {
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        if (namesAGame(node.text)) lines.add(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
      }
      node.forEachChild(walk);
    };
    walk(source);
    for (const line of [...lines].sort((a, b) => a - b)) found.push(`${file}:${line}`);
  }
  return found;
}
const botLines = linesNamingAGame();

console.log(`${files.length} files in ${relative(process.cwd(), ROOT) || '.'}, ${parts.length} parts, games: ${games.join(', ') || 'none'}`);
console.log(`import cycles between parts: ${cycles.length}${cycles.map((c) => `\n  ${c.join(' ⇄ ')}`).join('')}`);
console.log(`pairs of parts importing each other: ${mutual.length}${mutual.map(([a, b]) => `\n  ${a} ⇄ ${b}`).join('')}`);
console.log(`files outside a game's folder importing it: ${importers.size}`);
for (const game of games) console.log(`  ${game}: ${importersOf[game].length}${importersOf[game].map((f) => `\n    ${f}`).join('')}`);
console.log(`lines of bot/ naming a game in code: ${botLines.length}${botLines.map((l) => `\n  ${l}`).join('')}`);
console.log(JSON.stringify({
  files: files.length,
  cycles: cycles.length,
  cycleParts: cycles,
  mutualPairs: mutual.length,
  gameImporters: importers.size,
  gameImportersByGame: Object.fromEntries(games.map((game) => [game, importersOf[game].length])),
  botLinesNamingAGame: botLines.length,
}));
