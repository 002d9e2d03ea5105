import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';

/** A tiny source tree with two games, one cycle and arrows into the games of each kind. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'chacun-deps-'));
  const files: Record<string, string> = {
    'main.ts': "import { start } from './bot/app.ts';\nstart();\n",
    'bot/app.ts': "import { alpha } from '../games/alpha/index.ts';\n// beta and alpha, named in a comment only\nconst ALPHA_RULES = alpha;\nexport const start = () => ALPHA_RULES;\n",
    'bot/quiet.ts': "/* Alpha, in a comment */\nexport const catchUp = 'alphabet';\n",
    'games/game.ts': 'export interface Game { readonly id: string }\n',
    'games/alpha/index.ts': "import { catchUp } from '../../bot/quiet.ts';\nexport const alpha = catchUp;\n",
    'games/beta/index.ts': "import type { Game } from '../game.ts';\nexport const beta: Game = { id: 'beta' };\n",
    'session/uses-beta.ts': "import type { beta } from '../games/beta/index.ts';\nexport type B = typeof beta;\n",
    'render/loads-beta.ts': "export const load = () => import('../games/beta/index.ts');\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('npm run deps', () => {
  test('counts the cycles between parts, the files importing a game from outside, and the lines of bot/ naming one', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/deps.ts', fixture()], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    const numbers = JSON.parse(lines[lines.length - 1]);
    expect(numbers).toEqual({
      files: 8,
      cycles: 1,
      cycleParts: [['bot', 'games/alpha']],
      mutualPairs: 1,
      gameImporters: 3,
      gameImportersByGame: { alpha: 1, beta: 2 },
      // app.ts's lines 1, 3 and 4 (the import, the constant, its use); not the comments, nor "catchUp" or "alphabet".
      botLinesNamingAGame: 3,
    });
    expect(lines).toContain('  bot ⇄ games/alpha');
    expect(lines).toContain('    render/loads-beta.ts');
  });
});
