/**
 * The options and arguments of a command-line tool, read with Node's `parseArgs`: `--help` prints
 * the tool's usage and exits with 0; an unknown option, a missing value or a stray argument prints
 * what is wrong and the usage and exits with 2, as a bad value of an option does (`usageExit`),
 * never with a stack trace, and never taken for a file or folder to use.
 */
import { parseArgs } from 'node:util';

/** The options a tool declares, as `parseArgs` takes them. */
type Options = NonNullable<NonNullable<Parameters<typeof parseArgs>[0]>['options']>;

/** Says what is wrong with the command line and how to use the tool, on stderr, and exits with 2. */
export function usageExit(usage: string, message: string): never {
  process.stderr.write(`${message}\nusage: ${usage}\n`);
  process.exit(2);
}

/** With `--help` (or `-h`) among the arguments: the usage on stdout, and exit with 0. */
function helpExit(usage: string, args: readonly string[]): void {
  const end = args.indexOf('--');
  const before = end < 0 ? args : args.slice(0, end);
  if (before.includes('--help') || before.includes('-h')) {
    process.stdout.write(`usage: ${usage}\n`);
    process.exit(0);
  }
}

/** The tool's options from the command line (`usage` is its synopsis, e.g. `npm run bench:jass [-- --seconds S]`); no other argument. */
export function readOptions<const O extends Options>(usage: string, options: O, args: readonly string[] = process.argv.slice(2)) {
  helpExit(usage, args);
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return usageExit(usage, error instanceof Error ? error.message : String(error));
  }
}

/** The tool's options and its other arguments (files, folders…; after `--`, even one that starts with `-`). */
export function readArguments<const O extends Options>(usage: string, options: O, args: readonly string[] = process.argv.slice(2)) {
  helpExit(usage, args);
  try {
    const { values, positionals } = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
    return { values, positionals };
  } catch (error) {
    return usageExit(usage, error instanceof Error ? error.message : String(error));
  }
}
