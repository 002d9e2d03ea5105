import { LOG_LEVELS, type LogLevel } from './config.ts';

/** A small levelled logger writing one line per event to stderr. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** A logger that drops events below a level; secrets never reach it (callers log ids, not tokens). */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(line + '\n')): Logger {
  const min = LOG_LEVELS.indexOf(level);
  const emit = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (LOG_LEVELS.indexOf(at) < min) return;
    const extra = fields && Object.keys(fields).length > 0 ? ' ' + JSON.stringify(fields, errorReplacer) : '';
    write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${extra}`);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

function errorReplacer(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

/** A logger that says nothing (tests). */
export const silentLogger: Logger = createLogger('error', () => {});
