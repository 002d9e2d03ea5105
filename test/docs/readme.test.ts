import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { commandDefinitions } from '../../src/bot/definitions.ts';
import { CATALOG } from '../../src/i18n/catalog.ts';
import { TABLES_CATALOG } from '../../src/i18n/tables.ts';
import { TOURNAMENT_BOT_CATALOG } from '../../src/bot/tournament/texts.ts';
import { CHACUN_CATALOG } from '../../src/games/chacun/texts/catalog.ts';
import { JASS_CATALOG } from '../../src/games/jass/texts/catalog.ts';
import { SCRABBLE_CATALOG } from '../../src/games/scrabble/texts/catalog.ts';
import { TCHU_CATALOG } from '../../src/games/tchu/texts/catalog.ts';
import { HOSTED } from '../../src/hosted.ts';

/**
 * The README is what a newcomer follows in their first hour: every command it names must exist as
 * written (npm scripts, slash commands with their options and values, buttons), every setting it
 * lists must be one the code reads, and every link must lead somewhere.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).map((file) => join('docs', file))];
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The text of every code span (`…`) of a markdown text, code blocks left out. */
function codeSpans(markdown: string): string[] {
  return [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

const COMMANDS = commandDefinitions(HOSTED);

/** Why a slash command as typed would not be understood by the bot, or null when it would. */
function slashProblem(line: string): string | null {
  const [head, ...words] = line.trim().split(/\s+/);
  const name = head!.slice(1);
  const command = COMMANDS.find((c) => c.name === name || c.name_localizations?.fr === name);
  if (command === undefined) return `no command /${name}`;
  let options: readonly APIApplicationCommandOption[] = command.options ?? [];
  const subcommands = options.filter((o) => o.type === ApplicationCommandOptionType.Subcommand);
  if (subcommands.length > 0) {
    const word = words.shift();
    if (word === undefined) return null; // the command alone, as it is shown in lists
    const sub = subcommands.find((s) => s.name === word || s.name_localizations?.fr === word);
    if (sub === undefined || sub.type !== ApplicationCommandOptionType.Subcommand) return `/${name} has no subcommand ${word}`;
    options = sub.options ?? [];
  }
  for (const word of words) {
    if (/^\[.*\]$/.test(word)) continue; // an optional option as a usage line shows it
    const at = word.indexOf(':');
    const key = at < 0 ? word : word.slice(0, at);
    const option = options.find((o) => o.name === key || o.name_localizations?.fr === key);
    if (option === undefined) return `${line}: no option ${key}`;
    if (at < 0) continue;
    const value = word.slice(at + 1);
    if (option.type === ApplicationCommandOptionType.Boolean && !['True', 'False'].includes(value)) return `${line}: ${key} takes True or False`;
    if (option.type === ApplicationCommandOptionType.Integer) {
      const number = Number(value);
      if (!Number.isInteger(number) || number < (option.min_value ?? -Infinity) || number > (option.max_value ?? Infinity)) return `${line}: ${key}:${value} is out of range`;
    }
    if ('choices' in option && option.choices !== undefined && !option.choices.some((choice) => String(choice.value) === value)) return `${line}: ${key}:${value} is not a choice`;
  }
  return null;
}

describe('the README', () => {
  test('is short enough for a first hour', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(250);
  });

  test('names only npm scripts that exist', () => {
    const named = [...README.matchAll(/npm (?:run )?(?!run\b)([a-z][\w:-]*)/g)].map((match) => match[1]!).filter((word) => !['install', 'test', 'start'].includes(word));
    expect(named.length).toBeGreaterThan(0);
    for (const script of named) expect(PACKAGE.scripts, `npm run ${script}`).toHaveProperty(script);
    expect(PACKAGE.scripts).toHaveProperty('start');
    expect(PACKAGE.scripts).toHaveProperty('test');
  });

  test('every slash command it shows is one the bot registers, with real options and values', () => {
    const slashes = codeSpans(README).filter((span) => /^\/[a-zé]/.test(span));
    expect(slashes.length).toBeGreaterThan(15);
    expect(slashes.map(slashProblem).filter((problem) => problem !== null)).toEqual([]);
  });

  test('the slash problems it could have are caught', () => {
    expect(slashProblem('/chacun new bots:9')).toMatch(/out of range/);
    expect(slashProblem('/scrabble new words:de')).toMatch(/not a choice/);
    expect(slashProblem('/jass deal')).toMatch(/no subcommand/);
    expect(slashProblem('/chess new')).toMatch(/no command/);
    expect(slashProblem('/chacun new thread:yes')).toMatch(/True or False/);
    expect(slashProblem('/tchu new seat:N')).toMatch(/no option seat/);
  });

  test('every button it tells to click has that English label', () => {
    const labels = new Set(
      [CATALOG, TABLES_CATALOG, TOURNAMENT_BOT_CATALOG, CHACUN_CATALOG, SCRABBLE_CATALOG, JASS_CATALOG, TCHU_CATALOG].flatMap((catalog) =>
        Object.values(catalog as Record<string, { en: unknown }>).flatMap((entry) => (typeof entry.en === 'string' ? [entry.en] : [])),
      ),
    );
    const playNow = README.slice(README.indexOf('## Play now'), README.indexOf('## Playing on Discord'));
    const buttons = [...playNow.matchAll(/\*\*([A-Z][a-z]+)\*\*/g)].map((match) => match[1]!);
    expect(buttons).toEqual(expect.arrayContaining(['Start', 'Join', 'Play', 'Bots']));
    for (const button of buttons) expect(labels.has(button), button).toBe(true);
  });

  test('its settings are the ones .env.example lists and the code reads', () => {
    const table = README.slice(README.indexOf('## Configuration'), README.indexOf('## More'));
    const variables = [...table.matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1]!);
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z][A-Z_]+)=/gm)].map((match) => match[1]!);
    expect(new Set(variables)).toEqual(new Set(listed));
    const source = ['src/config.ts', 'src/playground/run.ts', 'src/games/scrabble/dictionary/graph-file.ts'].map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
    for (const variable of variables) expect(source, variable).toContain(variable);
  });

  test('the playground line it quotes is the one npm start prints', () => {
    expect(README).toMatch(/^Playground: http:\/\/127\.0\.0\.1:4380 \(games stored in data\/playground\.sqlite; to play on Discord, set DISCORD_TOKEN in \.env \(see README\.md\); Ctrl-C stops\)$/m);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

describe('links in the README and docs/', () => {
  test.each(DOCS)('%s links to files and headings that exist', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, hash] = target!.split('#') as [string, string | undefined];
      const linked = path === '' ? join(ROOT, file) : resolve(dirname(join(ROOT, file)), path);
      if (!existsSync(linked)) {
        broken.push(`${target} (no ${relative(ROOT, linked)})`);
        continue;
      }
      if (hash === undefined || !linked.endsWith('.md')) continue;
      const headings = [...readFileSync(linked, 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) => anchor(match[1]!));
      if (!headings.includes(hash)) broken.push(`${target} (no heading #${hash})`);
    }
    expect(broken).toEqual([]);
  });
});
