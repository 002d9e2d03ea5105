/**
 * The options of a command-line tool, read with Node's `parseArgs`: `--help` prints the tool's
 * usage and exits with 0; an unknown option, a missing value or a stray argument prints what is
 * wrong and the usage and exits with 2, as a bad value of an option does (`usageExit`), never
 * with a stack trace.
 */
import { parseArgs } from 'node:util';

/** The options a tool declares, as `parseArgs` takes them. */
type Options = NonNullable<NonNullable<Parameters<typeof parseArgs>[0]>['options']>;

/** Says what is wrong with the command line and how to use the tool, on stderr, and exits with 2. */
export function usageExit(usage: string, message: string): never {
  process.stderr.write(`${message}\nusage: ${usage}\n`);
  process.exit(2);
}

/** The tool's options from the command line (`usage` is its synopsis, e.g. `npm run bench:jass [-- --seconds S]`). */
export function readOptions<const O extends Options>(usage: string, options: O, args: readonly string[] = process.argv.slice(2)) {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`usage: ${usage}\n`);
    process.exit(0);
  }
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return usageExit(usage, error instanceof Error ? error.message : String(error));
  }
}
