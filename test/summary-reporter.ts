import type { Reporter, RunnerTask, RunnerTestFile } from 'vitest/node';

/**
 * Ends the run with the slowest test files (to keep `npm test` within its budget) and one plain
 * line, "tests: N passed, N failed, N skipped", for tools that read it.
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
    const slowest = [...files].sort((a, b) => (b.result?.duration ?? 0) - (a.result?.duration ?? 0)).slice(0, 8);
    if (slowest.length > 0) {
      process.stdout.write(`\nslowest files:\n${slowest.map((file) => `  ${((file.result?.duration ?? 0) / 1000).toFixed(1).padStart(6)} s  ${file.name}`).join('\n')}\n`);
    }
    process.stdout.write(`\ntests: ${counts.pass} passed, ${counts.fail} failed, ${counts.skip} skipped\n`);
  }
}
