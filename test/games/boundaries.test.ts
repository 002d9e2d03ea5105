import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/** Every TypeScript file under a folder. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the boundaries between games and the platform', () => {
  const games = filesUnder('src/games');

  test('no game names discord.js: its Discord side uses the platform (src/bot/discord-kit.ts)', () => {
    expect(games.filter((file) => /from ['"]discord\.js['"]/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  test('no game reads the shared reference folder at run time', () => {
    expect(games.filter((file) => /\.\.\/shared|\/work\/shared/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  test('no game imports another game', () => {
    const ids = readdirSync('src/games', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    // Files of a game's folder (src/games/<id>/…), not the registry and interface beside them.
    const crossing = games
      .filter((file) => file.split('/').length > 3)
      .filter((file) => {
        const own = file.split('/')[2];
        const text = readFileSync(file, 'utf8');
        return ids.some((id) => id !== own && new RegExp(`from '(\\.\\./)+${id}/`).test(text));
      });
    expect(crossing).toEqual([]);
  });
});
