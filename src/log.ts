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
    const extra = fields && Object.keys(fields).length > 0 ? ' ' + fieldsJson(fields) : '';
    write(oneLine(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${extra}`));
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

function errorReplacer(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

/** The fields as JSON; fields that cannot be written (a cycle, a bigint) are named rather than lost with the event. */
function fieldsJson(fields: Record<string, unknown>): string {
  try {
    return JSON.stringify(fields, errorReplacer);
  } catch (error) {
    return JSON.stringify({ unloggable: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Characters that would split a log line or disguise it: control characters (NEL U+0085
 * among them), line and paragraph separators (U+2028, U+2029) and bidirectional controls.
 */
const UNSAFE_CHARS = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A line with its unsafe characters escaped as in JSON (\n, \u2028…), so that one event is
 * always one line; in the JSON fields, these escapes keep the JSON valid and equal.
 */
export function oneLine(text: string): string {
  return text.replace(UNSAFE_CHARS, (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A logger adding the same fields to every event (a shard's id, so that the lines of several processes tell apart). */
export function withFields(log: Logger, added: Record<string, unknown>): Logger {
  const wrap = (emit: Logger['info']) => (message: string, fields?: Record<string, unknown>) => emit(message, { ...added, ...fields });
  return { debug: wrap(log.debug), info: wrap(log.info), warn: wrap(log.warn), error: wrap(log.error) };
}
