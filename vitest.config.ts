import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores − 1). Much of a test file's time is
    // spent waiting (the local Discord, child processes, Chromium), so several files at once finish
    // the suite far sooner without slowing the CPU-bound files much: on these 2-core machines, three
    // at once took 360 s where two took 398–415 s (docs/performance.md, 2026-11-30).
    maxWorkers: 3,
    // Test files share their worker process (not one process each): the bot, the games and discord.js
    // are loaded once per worker instead of once per file, which took a fifth of the suite's time
    // (docs/performance.md, 2026-11-30, night). Files keep no state between them but the games'
    // custom-id kinds, which a test's own table of games adds to the codec; the tests that list
    // kinds take the hosted games' alone. All three workers live for the whole run: with fewer kept,
    // tinypool ended an idle one mid-run and reported its teardown as an unhandled rejection.
    poolOptions: { forks: { isolate: false } },
    minWorkers: 3,
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
