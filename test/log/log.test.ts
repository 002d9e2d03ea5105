import { describe, expect, test } from 'vitest';
import { createLogger, oneLine } from '../../src/log.ts';

/** What must never reach a log line raw: it would split the line or hide what follows. */
const RAW_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}\u202e\u2066-\u2069]/u;

function capture() {
  const lines: string[] = [];
  return { lines, log: createLogger('debug', (line) => lines.push(line)) };
}

describe('log lines', () => {
  test.each([
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
    ['a new line', '\n'],
    ['a carriage return', '\r'],
    ['CR LF', '\r\n'],
    ['a next-line control', '\u0085'],
    ['a vertical tab and a form feed', '\u000b\u000c'],
    ['an escape sequence', '\u001b[2K'],
    ['a delete', '\u007f'],
    ['a right-to-left override', '\u202e'],
  ])('%s in the message and in a field: one line, escaped, the fields still the same JSON', (_, chars) => {
    const { lines, log } = capture();
    const fields = { name: `Bob${chars}INFO forged event`, error: new Error(`bad${chars}thing`) };
    log.debug(`joined${chars}INFO forged event`, fields);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).not.toMatch(RAW_BREAKERS);
    expect(line).toMatch(/ DEBUG joined\\/);
    const json = JSON.parse(line.slice(line.indexOf(' {"')));
    expect(json).toEqual({ name: fields.name, error: { name: 'Error', message: fields.error.message } });
  });

  test('a field that cannot be written as JSON is named, and the event still logged on one line', () => {
    const { lines, log } = capture();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    log.warn('odd\u2028fields', { cycle });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ WARN {2}odd\\u2028fields \{"unloggable":".+"\}$/);
  });

  test('ordinary text, accents and emoji are written as they are', () => {
    expect(oneLine('Bérénice a posé la tuile 12 🦣 — tab\tgone')).toBe('Bérénice a posé la tuile 12 🦣 — tab\\tgone');
  });
});
