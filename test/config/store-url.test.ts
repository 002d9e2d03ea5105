import { describe, expect, test } from 'vitest';
import { createLogger } from '../../src/log.ts';
import { openStore, redactStoreUrl, storeUrlForDriver } from '../../src/session/store.ts';

/** Store URLs with the password each holds (what must never be shown) and how logs show the URL. */
const URLS = [
  ['postgres://user:p@ss/w0rd@host:5432/db', 'p@ss/w0rd', 'postgres://user:***@host:5432/db'],
  ['redis://:se/cr@t@host', 'se/cr@t', 'redis://:***@host'],
  ['redis://:s3cret@host:6379/0', 's3cret', 'redis://:***@host:6379/0'],
  ['rediss://default:a#b?c/d@host', 'a#b?c/d', 'rediss://default:***@host'],
  ['postgresql://u:pa%40ss@host/db', 'pa%40ss', 'postgresql://u:***@host/db'],
  ['postgresql://u:p:a:ss@host/db', 'p:a:ss', 'postgresql://u:***@host/db'],
  ['redis://onlyasecret@host', 'onlyasecret', 'redis://***@host'],
  ['postgres://us/er:hunter22@host/db', 'hunter22', 'postgres://***@host/db'],
  ['postgres://host/db?sslmode=require&password=hunter22', 'hunter22', 'postgres://host/db?sslmode=require&password=***'],
  ['mysql://u:p@ss/w0rd@host/db', 'p@ss/w0rd', 'mysql://u:***@host/db'],
] as const;

/** Pieces of a password that a driver misreading the URL would repeat (as a host name, a path…). */
function pieces(password: string): string[] {
  return [password, ...password.split(/[/@#?:%]/).filter((piece) => piece.length >= 2)];
}

describe('STORE_URL passwords never reach logs', () => {
  test.each(URLS)('%s is shown as %s', (url, password, shown) => {
    expect(redactStoreUrl(url)).toBe(shown);
    for (const piece of pieces(password)) expect(redactStoreUrl(url)).not.toContain(piece);
  });

  test.each([['sqlite://data/chacun.sqlite'], ['memory://'], ['postgres://host:5432/db'], ['redis://127.0.0.1:6379']])('%s has nothing to hide', (url) => {
    expect(redactStoreUrl(url)).toBe(url);
  });

  test.each([
    ['postgres://user:p@ss/w0rd@host:5432/db', 'postgres://user:p%40ss%2Fw0rd@host:5432/db', 'p@ss/w0rd'],
    ['redis://:se/cr@t@host', 'redis://:se%2Fcr%40t@host', 'se/cr@t'],
    ['rediss://default:a#b?c@host', 'rediss://default:a%23b%3Fc@host', 'a#b?c'],
    ['postgres://u:50%off@host/db', 'postgres://u:50%25off@host/db', '50%off'],
    ['postgres://u:pa%40ss@host/db', 'postgres://u:pa%40ss@host/db', 'pa@ss'],
    ['postgres://host/db', 'postgres://host/db', ''],
  ])('drivers get %s as %s, which a URL parser reads back whole', (url, driver, password) => {
    expect(storeUrlForDriver(url)).toBe(driver);
    const parsed = new URL(driver);
    expect(parsed.hostname).toBe('host');
    expect(decodeURIComponent(parsed.password)).toBe(password);
  });

  test.each([
    ['postgres://user:pQ@sZ/w0rd@127.0.0.1:1/db', 'pQ@sZ/w0rd'],
    ['postgresql://u:sE/cR@tX@127.0.0.1:1/db?password=other/secret', 'sE/cR@tX'],
    ['redis://:sE/cR@tX@127.0.0.1:1', 'sE/cR@tX'],
    ['rediss://u:pW#xQ/yZ@127.0.0.1:1', 'pW#xQ/yZ'],
    ['mysql://u:pQ@sZ/w0rd@127.0.0.1:1/db', 'pQ@sZ/w0rd'],
    ['sqlite:u:pQ@sZ/w0rd@x', 'pQ@sZ/w0rd'],
  ])('a store that cannot be opened at %s: the error logged at start-up holds no piece of the password', async (url, password) => {
    const result = await openStore(url, { timeoutMs: 500 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines: string[] = [];
    // As src/main.ts logs it.
    createLogger('debug', (line) => lines.push(line)).error('cannot open the store: check STORE_URL', { code: result.error.code, detail: result.error.message });
    for (const piece of [...pieces(password), 'other/secret']) expect(lines[0]).not.toContain(piece);
    expect(lines[0]).toContain('***');
  });

  test('a password with "/" and "@" reaches the driver whole: it connects to the right host, not to a piece of the password', async () => {
    const result = await openStore('postgres://user:p@ss/w0rd@127.0.0.1:1/db', { timeoutMs: 2_000 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toMatch(/127\.0\.0\.1:1/);
    expect(result.error.message).not.toMatch(/ENOTFOUND/);
  });
});
