/** A word list as the rules see it: whether an upper-case A–Z word is valid. The rules never load a dictionary themselves. */
export interface Lexicon {
  has(word: string): boolean;
}

/**
 * A word list as a graph of letters (a DAWG), for the move generator: from a node, the node
 * reached by a letter (code 0–25, -1 when no word goes on that way), the letters that go on from
 * a node (a bit set, bit i for letter i), and whether a word ends there.
 */
export interface WordGraph extends Lexicon {
  readonly root: number;
  next(node: number, letter: number): number;
  letters(node: number): number;
  isWord(node: number): boolean;
}
