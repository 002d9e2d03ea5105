import type { WordGraph } from '../engine/lexicon.ts';

const A = 65;

interface BuildNode {
  terminal: boolean;
  letters: number[];
  children: BuildNode[];
  id: number;
}

/** A word graph's arrays (see `Dawg.parts`). */
export interface DawgParts {
  readonly first: Int32Array;
  readonly edgeLetter: Uint8Array;
  readonly edgeTarget: Int32Array;
  readonly terminal: Uint8Array;
}

/**
 * A word list as a minimal acyclic automaton (DAWG), stored in typed arrays: for node n, its
 * edges are edgeLetter/edgeTarget[first[n] .. first[n + 1]), letters in increasing order.
 * Shared suffixes make it far smaller than a trie, and one walk answers both a lookup and the
 * move generator's "which letters may follow".
 */
export class Dawg implements WordGraph {
  readonly root = 0;
  /** Per node, the letters of its edges as a bit set: the k-th letter set is its k-th edge. */
  private readonly letterSets: Uint32Array;

  constructor(
    private readonly first: Int32Array,
    private readonly edgeLetter: Uint8Array,
    private readonly edgeTarget: Int32Array,
    private readonly terminal: Uint8Array,
  ) {
    this.letterSets = new Uint32Array(terminal.length);
    for (let n = 0; n < terminal.length; n++) {
      let set = 0;
      for (let e = first[n]; e < first[n + 1]; e++) set |= 1 << edgeLetter[e];
      this.letterSets[n] = set;
    }
  }

  /** The graph's arrays, plain data that can be sent to another thread and made a graph again with `fromParts`. */
  parts(): DawgParts {
    return { first: this.first, edgeLetter: this.edgeLetter, edgeTarget: this.edgeTarget, terminal: this.terminal };
  }

  /** A graph from the arrays of another (`parts`), as they arrive from another thread. */
  static fromParts(parts: DawgParts): Dawg {
    return new Dawg(parts.first, parts.edgeLetter, parts.edgeTarget, parts.terminal);
  }

  /** Nodes and edges, for the statistics. */
  get size(): { nodes: number; edges: number; bytes: number } {
    const bytes = this.first.byteLength + this.edgeLetter.byteLength + this.edgeTarget.byteLength + this.terminal.byteLength + this.letterSets.byteLength;
    return { nodes: this.terminal.length, edges: this.edgeLetter.length, bytes };
  }

  next(node: number, letter: number): number {
    const set = this.letterSets[node];
    if (((set >>> letter) & 1) === 0) return -1;
    // The edge's rank among the node's: the letters set below it.
    let below = set & ((1 << letter) - 1);
    below -= (below >>> 1) & 0x55555555;
    below = (below & 0x33333333) + ((below >>> 2) & 0x33333333);
    return this.edgeTarget[this.first[node] + (Math.imul((below + (below >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24)];
  }

  letters(node: number): number {
    return this.letterSets[node];
  }

  isWord(node: number): boolean {
    return this.terminal[node] === 1;
  }

  has(word: string): boolean {
    let node = this.root;
    for (let i = 0; i < word.length && node >= 0; i++) node = this.next(node, word.charCodeAt(i) - A);
    return node >= 0 && this.isWord(node);
  }

  /**
   * Builds the automaton from upper-case A–Z words sorted and without duplicates (Daciuk's
   * incremental construction: each finished branch is merged with an equal one already seen).
   */
  static fromSortedWords(words: readonly string[]): Dawg {
    let count = 0;
    const make = (): BuildNode => ({ terminal: false, letters: [], children: [], id: count++ });
    const root = make();
    const register = new Map<string, BuildNode>();
    const unchecked: { parent: BuildNode; letter: number; child: BuildNode }[] = [];
    const signature = (node: BuildNode) => (node.terminal ? '1' : '0') + node.letters.map((l, i) => `${l}:${node.children[i].id}`).join(',');
    const minimise = (downTo: number) => {
      while (unchecked.length > downTo) {
        const { parent, child } = unchecked.pop()!;
        const key = signature(child);
        const same = register.get(key);
        if (same !== undefined) parent.children[parent.children.length - 1] = same;
        else register.set(key, child);
      }
    };
    let previous = '';
    for (const word of words) {
      if (word <= previous && previous !== '') throw new Error(`words not sorted or not distinct at ${word}`);
      let common = 0;
      while (common < word.length && common < previous.length && word[common] === previous[common]) common++;
      minimise(common);
      let node = unchecked.length === 0 ? root : unchecked[unchecked.length - 1].child;
      for (let i = common; i < word.length; i++) {
        const child = make();
        const letter = word.charCodeAt(i) - A;
        node.letters.push(letter);
        node.children.push(child);
        unchecked.push({ parent: node, letter, child });
        node = child;
      }
      node.terminal = true;
      previous = word;
    }
    minimise(0);
    // Number the surviving nodes breadth-first from the root and lay their edges out in arrays.
    const index = new Map<BuildNode, number>([[root, 0]]);
    const order: BuildNode[] = [root];
    for (let i = 0; i < order.length; i++) {
      for (const child of order[i].children) {
        if (!index.has(child)) {
          index.set(child, order.length);
          order.push(child);
        }
      }
    }
    const edges = order.reduce((sum, node) => sum + node.letters.length, 0);
    const first = new Int32Array(order.length + 1);
    const edgeLetter = new Uint8Array(edges);
    const edgeTarget = new Int32Array(edges);
    const terminal = new Uint8Array(order.length);
    let e = 0;
    order.forEach((node, n) => {
      first[n] = e;
      terminal[n] = node.terminal ? 1 : 0;
      node.letters.forEach((letter, i) => {
        edgeLetter[e] = letter;
        edgeTarget[e] = index.get(node.children[i])!;
        e++;
      });
    });
    first[order.length] = e;
    return new Dawg(first, edgeLetter, edgeTarget, terminal);
  }
}
