import { GRID } from './tile-space.ts';

/** Small deterministic noise, so that borders and scattered details look drawn by hand, yet every image of a tile is the same. */

function hash(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** A seeded pseudo-random sequence in [0, 1). */
export function seeded(seed: number): () => number {
  let i = 0;
  return () => hash(seed * 7919 + i++);
}

/**
 * Smooth noise in about [-1, 1] on the grid's cells, different for every seed: a sum of
 * a few plane waves, each split as sin(a + b) = sin a cos b + cos a sin b to be quick.
 */
export function noiseGrid(seed: number): Float32Array {
  const waves = [
    [0.5, 5.1, 3.7],
    [0.3, -4.3, 6.9],
    [0.25, 9.7, -2.9],
    [0.15, 13.1, 11.3],
  ];
  const result = new Float32Array(GRID * GRID);
  const sx = new Float64Array(GRID);
  const cx = new Float64Array(GRID);
  const sy = new Float64Array(GRID);
  const cy = new Float64Array(GRID);
  waves.forEach(([amplitude, fx, fy], k) => {
    const phase = hash(seed * 31 + k) * 2 * Math.PI;
    for (let i = 0; i < GRID; i++) {
      const t = (i + 0.5) / GRID;
      sx[i] = amplitude * Math.sin(fx * t + phase);
      cx[i] = amplitude * Math.cos(fx * t + phase);
      sy[i] = Math.sin(fy * t);
      cy[i] = Math.cos(fy * t);
    }
    for (let j = 0; j < GRID; j++) for (let i = 0; i < GRID; i++) result[j * GRID + i] += sx[i] * cy[j] + cx[i] * sy[j];
  });
  return result;
}
