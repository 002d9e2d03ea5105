/**
 * A persistent array of 16-bit integers for the board, kept in chunks of 32 entries: a board
 * derived from another copies the list of chunks and only the chunks it writes, a few hundred
 * bytes instead of the whole 6 KB array. Chunks of 32 entries (64 bytes) are the largest typed
 * arrays V8 allocates on its own heap; larger ones get a separately allocated buffer, which cost
 * more to make and to collect than copying them did (most of a transition's time when the board
 * was one array). Chunks are shared between boards and never written once shared.
 */

/** A chunked array; treat as read-only (a {@link ChunkWriter} makes changed copies). */
export type Chunks = readonly Int16Array[];

const CHUNK_BITS = 5;
const CHUNK_MASK = (1 << CHUNK_BITS) - 1;

/** The chunks of a plain array (copied). */
export function toChunks(data: Int16Array): Chunks {
  const chunks: Int16Array[] = [];
  for (let i = 0; i < data.length; i += CHUNK_MASK + 1) {
    const chunk = new Int16Array(CHUNK_MASK + 1);
    chunk.set(data.subarray(i, i + CHUNK_MASK + 1));
    chunks.push(chunk);
  }
  return chunks;
}

/** Entry `i` of a chunked array. */
export function at(chunks: Chunks, i: number): number {
  return chunks[i >> CHUNK_BITS][i & CHUNK_MASK];
}

/**
 * A changed copy of a chunked array in the making: its first write to a chunk copies that
 * chunk, later ones write in the copy. `chunks` reads the copy as it stands (with `at`).
 */
export class ChunkWriter {
  readonly chunks: Int16Array[];

  constructor(private readonly base: Chunks) {
    this.chunks = base.slice();
  }

  /** Entry `i` as it stands. */
  get(i: number): number {
    return this.chunks[i >> CHUNK_BITS][i & CHUNK_MASK];
  }

  /** Sets entry `i`. */
  set(i: number, value: number): void {
    const c = i >> CHUNK_BITS;
    let chunk = this.chunks[c];
    if (chunk[i & CHUNK_MASK] === value) return;
    if (chunk === this.base[c]) {
      chunk = chunk.slice();
      this.chunks[c] = chunk;
    }
    chunk[i & CHUNK_MASK] = value;
  }

  /** Adds `delta` to entry `i`. */
  add(i: number, delta: number): void {
    this.set(i, this.get(i) + delta);
  }
}
