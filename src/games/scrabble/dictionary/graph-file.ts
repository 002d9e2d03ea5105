/**
 * Word graphs kept on disk once built. Building a language's graph reads its package's whole list
 * (140–150 MiB in the thread that builds it, for a graph of 0.5–1.5 MiB), and every thread that
 * needs one (the bot's, the AI thread's) would build its own, at every start. Read from its file,
 * a graph costs its own size and a few milliseconds: every thread after the first build reads it.
 *
 * The file is named after the language, its list's package and version, this format's version and
 * the machine's byte order, so that another list or another layout is another file. Its content is
 * checked before use (a digest, then the graph's shape): a file cut short or damaged is ignored and
 * the graph built again. `CHACUN_GRAPH_CACHE` moves the folder (default `node_modules/.cache/chacun-bot`),
 * or with `off` keeps nothing on disk.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { endianness } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Language } from '../engine/letters.ts';
import { Dawg } from './dawg.ts';

const require = createRequire(import.meta.url);

/**
 * The layout's version, in every file's name: raise it when the file's layout changes, or when the
 * words kept from a list (`normaliseList`) or the graph built from them change.
 */
const FORMAT = 2;
const MAGIC = 'CHDAWG01';
/** Magic, node and edge counts, the body's SHA-256: the body's Int32 arrays start aligned. */
const HEADER_BYTES = 8 + 4 + 4 + 32;

/** Where the graphs of a list's package are kept, or null when they are not. */
export function graphFolder(listPackage: string): string | null {
  const chosen = process.env.CHACUN_GRAPH_CACHE?.trim();
  if (chosen === 'off') return null;
  if (chosen !== undefined && chosen !== '') return resolve(chosen);
  // The node_modules folder holding the word list, where tools keep their caches by custom.
  return join(dirname(dirname(require.resolve(`${listPackage}/package.json`))), '.cache', 'chacun-bot');
}

/** The file of a language's graph built from a package's list. */
export function graphFile(folder: string, language: Language, listPackage: string): string {
  const version = (require(`${listPackage}/package.json`) as { version?: unknown }).version;
  return join(folder, `${language}-${listPackage}-${String(version)}-f${FORMAT}-${endianness()}.dawg`);
}

/** A graph's bytes as its file holds them. */
export function encodeGraph(dawg: Dawg): Buffer {
  const { first, edgeTarget, edgeLetter, terminal } = dawg.parts();
  const body = Buffer.concat([view(first), view(edgeTarget), view(edgeLetter), view(terminal)]);
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, 'latin1');
  header.writeUInt32LE(terminal.length, 8);
  header.writeUInt32LE(edgeLetter.length, 12);
  createHash('sha256').update(body).digest().copy(header, 16);
  return Buffer.concat([header, body]);
}

/** The graph of a file's bytes, or null when they are not a whole, sound graph. */
export function decodeGraph(bytes: Buffer): Dawg | null {
  if (bytes.length < HEADER_BYTES || bytes.toString('latin1', 0, 8) !== MAGIC) return null;
  const nodes = bytes.readUInt32LE(8);
  const edges = bytes.readUInt32LE(12);
  if (nodes === 0 || bytes.length !== HEADER_BYTES + 4 * (nodes + 1) + 4 * edges + edges + nodes) return null;
  const body = bytes.subarray(HEADER_BYTES);
  if (!createHash('sha256').update(body).digest().equals(bytes.subarray(16, HEADER_BYTES))) return null;
  // Copied out of the file's buffer: the arrays own their memory, aligned.
  let at = 0;
  const take = (length: number) => {
    const part = new Uint8Array(body.subarray(at, at + length)).buffer;
    at += length;
    return part;
  };
  const first = new Int32Array(take(4 * (nodes + 1)));
  const edgeTarget = new Int32Array(take(4 * edges));
  const edgeLetter = new Uint8Array(take(edges));
  const terminal = new Uint8Array(take(nodes));
  return soundGraph(first, edgeTarget, edgeLetter, terminal) ? Dawg.fromParts({ first, edgeLetter, edgeTarget, terminal }) : null;
}

/** Whether arrays are a graph `Dawg` can walk: edges in bounds, letters A–Z rising within a node, targets other nodes. */
function soundGraph(first: Int32Array, edgeTarget: Int32Array, edgeLetter: Uint8Array, terminal: Uint8Array): boolean {
  const nodes = terminal.length;
  if (first[0] !== 0 || first[nodes] !== edgeLetter.length) return false;
  for (let n = 0; n < nodes; n++) {
    if (terminal[n] > 1 || first[n + 1] < first[n]) return false;
    for (let e = first[n]; e < first[n + 1]; e++) {
      if (edgeLetter[e] > 25 || (e > first[n] && edgeLetter[e] <= edgeLetter[e - 1])) return false;
      if (edgeTarget[e] <= 0 || edgeTarget[e] >= nodes) return false;
    }
  }
  return true;
}

/** A language's graph from its file, or null when there is none or it is not sound. */
export function readGraph(language: Language, listPackage: string): Dawg | null {
  const folder = graphFolder(listPackage);
  if (folder === null) return null;
  try {
    return decodeGraph(readFileSync(graphFile(folder, language, listPackage)));
  } catch {
    return null;
  }
}

/**
 * Keeps a language's graph in its file. Written under another name then renamed, so that a
 * thread reading at the same time sees the whole file or none. Where nothing can be written
 * (a read-only folder), nothing is kept: the next start builds again, as without a folder.
 */
export function writeGraph(language: Language, listPackage: string, dawg: Dawg): boolean {
  const folder = graphFolder(listPackage);
  if (folder === null) return false;
  const file = graphFile(folder, language, listPackage);
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(partial, encodeGraph(dawg));
    renameSync(partial, file);
    return true;
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Left behind: a later write of the same thread replaces it.
    }
    return false;
  }
}

function view(array: ArrayBufferView): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}
