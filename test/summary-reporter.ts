import type { Reporter, RunnerTask, RunnerTestFile } from 'vitest/node';

/**
 * Ends the run with the slowest test files, and the slowest to load (their imports and top-level code,
 * run again in each file's own process), to keep `npm test` within its budget; then one plain line, "tests: N passed, N failed, N skipped", for tools that read it.
 */
export default class SummaryReporter implements Reporter {
  onFinished(files: RunnerTestFile[] = []): void {
    const counts = { pass: 0, fail: 0, skip: 0 };
    const walk = (task: RunnerTask): void => {
      if (task.type === 'suite') {
        for (const child of task.tasks) walk(child);
        if (task.result?.state === 'fail' && task.tasks.length === 0) counts.fail++;
        return;
      }
      const state = task.result?.state;
      if (state === 'pass') counts.pass++;
      else if (state === 'fail') counts.fail++;
      else counts.skip++;
    };
    for (const file of files) {
      walk(file);
      if (file.result?.state === 'fail' && file.tasks.length === 0) counts.fail++; // a file that failed to load
    }
    const list = (title: string, time: (file: RunnerTestFile) => number): void => {
      const slowest = [...files].sort((a, b) => time(b) - time(a)).slice(0, 8);
      if (slowest.length === 0) return;
      const total = files.reduce((sum, file) => sum + time(file), 0);
      const lines = slowest.map((file) => `  ${(time(file) / 1000).toFixed(1).padStart(6)} s  ${file.name}`);
      process.stdout.write(`\n${title} (${(total / 1000).toFixed(0)} s in all):\n${lines.join('\n')}\n`);
    };
    list('slowest files', (file) => file.result?.duration ?? 0);
    list('slowest to load', (file) => file.collectDuration ?? 0);
    process.stdout.write(`\ntests: ${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped\n`);
  }
}
