import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The bot compiled once for the run, for the tests that start bot processes (test/bot/processes.ts).
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores − 1). Much of a test file's time is
    // spent waiting (the local Discord, child processes, Chromium), so several files at once finish
    // the suite far sooner without slowing the CPU-bound files much: on these 2-core machines, three
    // at once took 360 s where two took 398–415 s (docs/performance.md, 2026-11-30).
    maxWorkers: 3,
    minWorkers: 1,
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
