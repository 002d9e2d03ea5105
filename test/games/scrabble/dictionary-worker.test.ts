import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import type { Harness } from '../../bot/harness.ts';

let h: Harness | null = null;
let folder: string | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
  vi.unstubAllEnvs();
  if (folder !== null) rmSync(folder, { recursive: true, force: true });
  folder = null;
});

test('opening a Scrabble game in English words, with no graph on disk yet, has a worker build the English word graph and write its file; the bot keeps it, the same graph as one built here', async () => {
  // An empty folder of graphs (the worker thread starts with this environment): nothing to read.
  folder = mkdtempSync(join(tmpdir(), 'dictionary-worker-'));
  vi.stubEnv('CHACUN_GRAPH_CACHE', folder);
  // Test files share their process: the bot and the word lists are loaded afresh here, so that no
  // graph another file built is at hand already.
  vi.resetModules();
  const { act, startHarness } = await import('../../bot/harness.ts');
  const { Dawg } = await import('../../../src/games/scrabble/dictionary/dawg.ts');
  const { dictionary, hasDictionary, rawWords } = await import('../../../src/games/scrabble/dictionary/load.ts');
  const { normaliseList } = await import('../../../src/games/scrabble/dictionary/normalise.ts');
  const { prepareDictionary } = await import('../../../src/games/scrabble/discord/dictionary-worker.ts');
  h = await startHarness();
  const alice = h.discord.createMember({ username: 'alice' });
  expect(hasDictionary('en')).toBe(false);
  await act(h, h.discord.slashCommand({ user: alice, name: 'scrabble', subcommand: 'new', options: { words: 'en' }, channelId: h.discord.channelId }));
  // The lobby is up at once; the graph comes a little later, from the worker (the promise of the build under way).
  await prepareDictionary('en');
  expect(hasDictionary('en')).toBe(true);
  expect(readdirSync(folder).filter((name) => name.startsWith('en-') && name.endsWith('.dawg'))).toHaveLength(1);
  const adopted = dictionary('en');
  const built = Dawg.fromSortedWords(normaliseList(rawWords('en')));
  expect(adopted.size).toEqual(built.size);
  const bytes = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  const [mine, theirs] = [built.parts(), adopted.parts()];
  for (const key of ['first', 'edgeLetter', 'edgeTarget', 'terminal'] as const) expect(bytes(theirs[key]).equals(bytes(mine[key])), key).toBe(true);
  for (const word of ['QUIXOTIC', 'ZYZZYVA', 'AA']) expect(adopted.has(word)).toBe(true);
  expect(adopted.has('QWXZ')).toBe(false);
  // A game judged by the table needs no word list: nothing is built for it.
  await act(h, h.discord.slashCommand({ user: alice, name: 'scrabble', subcommand: 'new', options: { words: 'fr', judge: 'table' }, channelId: h.discord.createTextChannel({ name: 'table' }).id }));
  expect(hasDictionary('fr')).toBe(false);
});
