import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the import-direction rule on a source placed at a path of the repository (the file need not exist). */
async function arrows(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result.messages.filter((m) => ['no-restricted-imports', 'no-restricted-syntax'].includes(m.ruleId ?? '') || m.fatal).map((m) => m.message);
}

describe('the rule that the platform imports no game (eslint.config.js)', () => {
  test('a new file of the platform importing a game is reported', async () => {
    expect(await arrows('src/bot/new-file.ts', "import { initialState } from '../games/chacun/engine/game.ts';\nexport const start = initialState;\n"))
      .toEqual([expect.stringContaining('The platform does not import a game')]);
    expect(await arrows('src/session/deep/new-file.ts', "export type { JassState } from '../../games/jass/index.ts';\n")).toHaveLength(1);
    expect(await arrows('src/render/new-file.ts', "import type { Board } from '../games/go/board.ts';\nexport type B = Board;\n")).toHaveLength(1);
    expect(await arrows('src/playground/new-file.ts', "export const load = () => import('../games/scrabble/index.ts');\n")).toHaveLength(1);
    expect(await arrows('src/i18n/new-file.ts', "export const load = () => import('../hosted.ts');\n")).toHaveLength(1);
    expect(await arrows('src/tournament/new-file.ts', "import { sortedHand } from '../games/jass/engine/trick.ts';\nexport const s = sortedHand;\n")).toHaveLength(1);
  });

  test('so is one importing the composition root (it imports every game), and the contract importing a game beside it', async () => {
    expect(await arrows('src/stats/new-file.ts', "import { HOSTED } from '../hosted.ts';\nexport const all = HOSTED;\n"))
      .toEqual([expect.stringContaining('imports every game')]);
    expect(await arrows('src/bot/lobby/new-file.ts', "import { HOSTED } from '../../hosted.ts';\nexport const all = HOSTED;\n")).toHaveLength(1);
    expect(await arrows('src/games/game.ts', "import { tchu } from './tchu/index.ts';\nexport const t = tchu;\n")).toHaveLength(1);
  });

  test('no platform file is let off: every one of them is held to the rule', async () => {
    expect(await arrows('src/bot/app.ts', "import { CHACUN_DISCORD } from '../games/chacun/discord/index.ts';\nexport const c = CHACUN_DISCORD;\n")).toHaveLength(1);
    expect(await arrows('src/bot/render-worker.ts', "import { painting } from '../games/jass/render/painters.ts';\nexport const p = painting;\n")).toHaveLength(1);
  });

  test('a game importing the platform, the table of games and the platform kit are not', async () => {
    expect(await arrows('src/bot/new-file.ts', "import type { HostedGames } from './hosting.ts';\nexport type H = HostedGames;\n")).toEqual([]);
    expect(await arrows('src/games/chacun/new-file.ts', "import { say } from '../../bot/click.ts';\nexport const s = say;\n")).toEqual([]);
    expect(await arrows('src/bot/new-file.ts', "import type { GameModule } from '../games/game.ts';\nexport type G = GameModule;\n")).toEqual([]);
    expect(await arrows('src/main.ts', "export const load = () => import('./hosted.ts');\n")).toEqual([]);
  });
});
