/**
 * Scrabble's word graphs built off the bot's thread. Building one takes the bot 1.5–2.7 s (and
 * 140–150 MiB while it builds) the first time a language is played on a machine; afterwards it is
 * read from its file (`dictionary/graph-file.ts`) in milliseconds. `prepareDictionary` reads it
 * when a game is opened, or, with no file yet, has a worker thread build it (and write the file,
 * which the AI thread then reads) while players join, and keeps it as if built here. Until it
 * arrives, or if the worker fails, the first use builds it here as before.
 */
import { serveTasks, WorkerPool } from '../../../bot/worker-pool.ts';
import { Dawg, type DawgParts } from '../dictionary/dawg.ts';
import { adoptDictionary, dictionary, dictionaryAtHand } from '../dictionary/load.ts';
import type { Language } from '../engine/letters.ts';

const POOL_NAME = 'scrabble-dictionary';

serveTasks(POOL_NAME, (language) => dictionary(language as Language).parts());

let pool: WorkerPool | null = null;
const pending = new Map<Language, Promise<void>>();

/**
 * Builds a language's word graph in a worker thread and keeps it; resolves when it is kept (or,
 * the worker having failed, when nothing more will come). The thread stops once no graph is
 * being built, so that it does not hold a second copy.
 */
export function prepareDictionary(language: Language): Promise<void> {
  if (dictionaryAtHand(language)) return Promise.resolve();
  const known = pending.get(language);
  if (known !== undefined) return known;
  const workers = (pool ??= new WorkerPool({ name: POOL_NAME, module: import.meta.url, size: 1 }));
  const built = workers
    .run(language)
    .then((parts) => adoptDictionary(language, Dawg.fromParts(parts as DawgParts)))
    // The first move builds it in the bot's thread then, as without a worker.
    .catch(() => {})
    .finally(() => {
      pending.delete(language);
      if (pending.size === 0 && pool === workers) {
        pool = null;
        void workers.close();
      }
    });
  pending.set(language, built);
  return built;
}
