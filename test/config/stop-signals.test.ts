import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { builtFile } from '../built.ts';
import { SIGNAL_ECHO_MS } from '../../src/runtime.ts';

/** A process that listens as the bot, the playground and the sharding manager do, and says what each signal did. */
function listener(): { said: () => string[]; signal: (name: NodeJS.Signals) => void; ready: Promise<void>; stop: () => void } {
  const runtime = pathToFileURL(builtFile('src/runtime.ts')).href;
  const script = `import { onStopSignals } from ${JSON.stringify(runtime)};
onStopSignals((s) => console.log('stop ' + s), (s) => console.log('now ' + s));
console.log('ready');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let out = '';
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const parts = out.split('\n');
    out = parts.pop()!;
    for (const line of parts) {
      if (line === 'ready') ready();
      else lines.push(line);
    }
  });
  return { said: () => [...lines], signal: (name) => child.kill(name), ready: readyPromise, stop: () => child.kill('SIGKILL') };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stop signals', () => {
  test('a signal again within a second is the same stop (Ctrl-C relayed by tsx); one after that means at once', async () => {
    const p = listener();
    try {
      await p.ready;
      p.signal('SIGINT');
      await pause(20);
      p.signal('SIGINT');
      await pause(20);
      p.signal('SIGTERM');
      await pause(300);
      expect(p.said()).toEqual(['stop SIGINT']);
      await pause(SIGNAL_ECHO_MS);
      p.signal('SIGINT');
      await pause(300);
      expect(p.said()).toEqual(['stop SIGINT', 'now SIGINT']);
    } finally {
      p.stop();
    }
  });
});
