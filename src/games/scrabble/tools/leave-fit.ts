/**
 * What the two leave learners (`learn-leaves.ts`, `learn-leaves-by-draws.ts`) share: the number of
 * a leave's features, the linear solve of their ridge regressions, the table of the coefficients
 * and the source file a table is written to.
 */
import { LANGUAGES, type Language } from '../engine/letters.ts';
import { LEAVE_TILES, MAX_LEAVE, leaveFeatures, type LeaveTable } from '../ai/leave.ts';

/** The features of a leave (`leaveFeatures`): a value per tile, per extra copy, per (letters, vowels) kept, and a Q without U. */
export const FEATURES = 2 * LEAVE_TILES.length + ((MAX_LEAVE + 1) * (MAX_LEAVE + 2)) / 2 + 1;

/** Solves a x = b in place by Gaussian elimination with partial pivoting. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    [b[col], b[pivot]] = [b[pivot], b[col]];
    for (let row = col + 1; row < n; row++) {
      const factor = a[row][col] / a[col][col];
      if (factor === 0) continue;
      for (let k = col; k < n; k++) a[row][k] -= factor * a[col][k];
      b[row] -= factor * b[col];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row];
    for (let k = row + 1; k < n; k++) sum -= a[row][k] * x[k];
    x[row] = sum / a[row][row];
  }
  return x;
}

/** A value to one decimal, as the tables keep them. */
export const round = (x: number): number => Math.round(x * 10) / 10;

/** The table of a fit's coefficients (`coef[i]` for feature i), with its sample count and the points after an empty leave. */
export function tableOf(coef: readonly number[], samples: number, emptyLeavePoints: number): LeaveTable {
  const tiles = LEAVE_TILES.length;
  const balance: number[][] = [];
  let at = 2 * tiles;
  for (let letters = 0; letters <= MAX_LEAVE; letters++) {
    balance.push([]);
    for (let vowels = 0; vowels <= letters; vowels++) balance[letters].push(round(coef[at++]));
  }
  return {
    samples,
    emptyLeavePoints: round(emptyLeavePoints),
    tiles: Object.fromEntries(LEAVE_TILES.map((tile, i) => [tile, round(coef[i])])),
    duplicates: Object.fromEntries(LEAVE_TILES.map((tile, i) => [tile, round(coef[tiles + i])])),
    balance,
    qWithoutU: round(coef[at]),
  };
}

/** The source of a table file: its comment (lines, without the comment marks), then the tables as one constant. */
export function tableSource(comment: readonly string[], constant: string, doc: string, tables: Readonly<Record<Language, LeaveTable>>): string {
  return `/**
${comment.map((line) => ` * ${line}`).join('\n')}
 */
import type { Language } from '../engine/letters.ts';
import type { LeaveTable } from './leave.ts';

/** ${doc} */
export const ${constant}: Readonly<Record<Language, LeaveTable>> = {
${LANGUAGES.map((language) => `  ${language}: {\n${Object.entries(tables[language]).map(([key, value]) => `    ${key}: ${JSON.stringify(value)},`).join('\n')}\n  },`).join('\n')}
};
`;
}

/** Leaves compared on one board with one draw: the best value each reached (the empty leave among them). */
export interface LeaveGroup {
  readonly leaves: readonly string[];
  readonly values: readonly number[];
}

/**
 * The ridge regression of the values reached on the leaves' features within groups (each group's
 * means taken out, so that what a board and a draw give every leave alike cancels); the points
 * after an empty leave are its mean value over the groups.
 */
export function fitWithinGroups(groups: readonly LeaveGroup[], ridge: number): LeaveTable {
  const a = Array.from({ length: FEATURES }, () => new Array<number>(FEATURES).fill(0));
  const b = new Array<number>(FEATURES).fill(0);
  let observations = 0;
  for (const group of groups) {
    const rows = group.leaves.map(leaveFeatures);
    const m = rows.length;
    const mean = new Map<number, number>();
    for (const row of rows) for (const [i, v] of row) mean.set(i, (mean.get(i) ?? 0) + v / m);
    const meanValue = group.values.reduce((sum, v) => sum + v, 0) / m;
    const used = [...mean.keys()];
    for (let r = 0; r < m; r++) {
      const centred = used.map((i) => (rows[r].get(i) ?? 0) - mean.get(i)!);
      const y = group.values[r] - meanValue;
      for (let p = 0; p < used.length; p++) {
        if (centred[p] === 0) continue;
        b[used[p]] += centred[p] * y;
        for (let q = 0; q < used.length; q++) a[used[p]][used[q]] += centred[p] * centred[q];
      }
      observations++;
    }
  }
  for (let i = 0; i < FEATURES; i++) a[i][i] += ridge;
  const empty = groups.map((group) => group.values[group.leaves.indexOf('')]);
  return tableOf(solve(a, b), observations, empty.reduce((sum, v) => sum + v, 0) / Math.max(1, empty.length));
}
