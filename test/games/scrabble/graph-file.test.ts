import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AiWorker } from '../../../src/bot/ai-worker.ts';
import { Dawg } from '../../../src/games/scrabble/dictionary/dawg.ts';
import { decodeGraph, encodeGraph, graphFile, readGraph } from '../../../src/games/scrabble/dictionary/graph-file.ts';
import { viewOf } from '../../../src/games/scrabble/engine/view.ts';
import { HOSTED } from '../../../src/hosted.ts';
import { stateWith } from './helpers.ts';

const SMALL = Dawg.fromSortedWords(['CAR', 'CARS', 'CAT', 'CATS', 'DOG', 'DOGS']);

let folder = '';
let worker: AiWorker | null = null;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'graph-file-'));
  vi.stubEnv('CHACUN_GRAPH_CACHE', folder);
});
afterEach(async () => {
  await worker?.close();
  worker = null;
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

describe('a word graph in a file', () => {
  test('reads back as the same graph', () => {
    const again = decodeGraph(encodeGraph(SMALL));
    expect(again?.parts()).toEqual(SMALL.parts());
    for (const word of ['CAR', 'CATS', 'DOG']) expect(again?.has(word)).toBe(true);
    expect(again?.has('CA')).toBe(false);
  });

  test('cut short, with a byte changed, or with a digest that fits a graph out of bounds, is not read', () => {
    const bytes = encodeGraph(SMALL);
    expect(decodeGraph(bytes.subarray(0, bytes.length - 1))).toBeNull();
    const changed = Buffer.from(bytes);
    changed[changed.length - 3] ^= 1;
    expect(decodeGraph(changed)).toBeNull();
    expect(decodeGraph(Buffer.from('not a graph at all, but long enough to hold a header'))).toBeNull();
    // A letter past Z, with its digest made to match: the shape check refuses it.
    const { first, edgeLetter, edgeTarget, terminal } = SMALL.parts();
    const bad = Dawg.fromParts({ first, edgeTarget, terminal, edgeLetter: edgeLetter.map((letter, i) => (i === 0 ? 30 : letter)) });
    expect(decodeGraph(encodeGraph(bad))).toBeNull();
  });

  test('the first use of a language builds its graph and writes the file; a thread starting afresh reads it and builds nothing', async () => {
    const first = await import('../../../src/games/scrabble/dictionary/load.ts');
    const built = first.dictionary('fr');
    expect(readdirSync(folder).filter((name) => name.startsWith('fr-'))).toHaveLength(1);
    expect(readGraph('fr', 'an-array-of-french-words')?.parts()).toEqual(built.parts());

    // A fresh set of modules, as in another thread: building is made to fail, and nothing needs it.
    vi.resetModules();
    const { Dawg: FreshDawg } = await import('../../../src/games/scrabble/dictionary/dawg.ts');
    const build = vi.spyOn(FreshDawg, 'fromSortedWords').mockImplementation(() => {
      throw new Error('built again');
    });
    const fresh = await import('../../../src/games/scrabble/dictionary/load.ts');
    expect(fresh.dictionaryAtHand('fr')).toBe(true);
    expect(fresh.dictionary('fr').parts()).toEqual(built.parts());
    expect(fresh.dictionary('fr').has('ZEBRE')).toBe(true);
    expect(build).not.toHaveBeenCalled();
    // English has no file yet: not at hand without a build.
    expect(fresh.dictionaryAtHand('en')).toBe(false);
  });

  test('a damaged file is built again and replaced', async () => {
    const file = graphFile(folder, 'fr', 'an-array-of-french-words');
    writeFileSync(file, 'CHDAWG01 and then nothing sound');
    const { dictionary } = await import('../../../src/games/scrabble/dictionary/load.ts');
    expect(dictionary('fr').has('ZEBRE')).toBe(true);
    expect(readGraph('fr', 'an-array-of-french-words')?.parts()).toEqual(dictionary('fr').parts());
  });

  test('the AI thread plays from the graph in the file: it does not build its own', async () => {
    // A file holding a graph of six words stands for English: a graph built from the list would
    // have plays such as TAX or ZAX for this rack; the one read from the file has only CAT.
    writeFileSync(graphFile(folder, 'en', 'sowpods'), encodeGraph(SMALL));
    worker = new AiWorker(HOSTED);
    const view = viewOf(stateWith({ language: 'en', racks: ['CATXZQV', 'EEEEEEE'] }), 'P1');
    const turn = (await worker.planTurn('scrabble', view, 'P1', 'normal', { seed: 3 })) as { type: string; word?: string }[];
    expect(turn).toHaveLength(1);
    expect(turn[0].type).toBe('play');
    expect(turn[0].word?.toUpperCase()).toBe('CAT');
  });
});
