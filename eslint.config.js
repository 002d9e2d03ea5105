// ESLint, flat config: JavaScript's and typescript-eslint's recommended rules (without type
// information, so the whole repository lints in seconds), what this codebase needs on top, and the
// import-direction rule of issue 27.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** The platform's folders: nothing in them may import a game. */
const PLATFORM = ['src/bot', 'src/session', 'src/render', 'src/i18n', 'src/stats', 'src/playground', 'src/tournament'];

// The direction rule is ESLint's own no-restricted-imports on the import's text (static imports,
// `import type`, `export … from`), and no-restricted-syntax for `import()` with a literal path.
// The sources import each other only by relative paths (no aliases, no package `imports`), so a
// path through games/<folder>/ names a game whatever the depth: the rule needs no plugin, no
// resolver and no type information, and stays within the lint's few seconds — unlike
// import-x/no-restricted-paths or eslint-plugin-boundaries (a resolver per import) or
// dependency-cruiser (a second tool and config). `npm run deps` counts the same arrows after
// resolving them, as a cross-check.
const INTO_A_GAME = {
  // Any folder under games/ is a game's: new games are covered without being named here.
  regex: '(^|/)games/[^/]+/',
  message: 'The platform does not import a game: the composition root (src/hosted.ts) hands the games in.',
};
const EVERY_GAME = {
  // The composition root imports every game, so importing it is an arrow into each.
  regex: '(^|/)hosted\\.ts$',
  message: 'The composition root imports every game; the platform is handed the table of games (BotContext.games, HostedGames).',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist.*/', 'out/', 'gallery/', 'coverage/', 'data/', 'screenshots/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  { files: ['src/playground/web/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    rules: {
      // A leading underscore marks what is deliberately left unused (a rest pattern's dropped key,
      // a parameter a signature requires), as in the codebase since its start.
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_',
        destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
    },
  },
  {
    files: PLATFORM.map((folder) => `${folder}/**/*.ts`).concat('src/games/game.ts'),
    rules: {
      'no-restricted-imports': ['error', { patterns: [INTO_A_GAME, EVERY_GAME] }],
      'no-restricted-syntax': ['error', {
        selector: 'ImportExpression > Literal[value=/(^|\\/)(games\\/[^\\/]+\\/|hosted\\.ts$)/]',
        message: INTO_A_GAME.message,
      }],
    },
  },
  {
    // The contract sits beside the games' folders, so a game is one step away from it.
    files: ['src/games/game.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [INTO_A_GAME, EVERY_GAME, {
        regex: '^\\./[^/]+/|^\\.\\./hosted\\.ts$',
        message: 'The contract does not import a game (issue 27).',
      }] }],
    },
  },
);
