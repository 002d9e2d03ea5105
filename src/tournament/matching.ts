/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm with dual variables,
 * O(n³)), the exact solver behind Swiss pairing of two-seat tables: pairing a round is choosing a
 * perfect matching of the entrants that is best by a list of criteria, and a matching of maximum
 * weight, with weights that put each criterion far above the next, is exactly that. With
 * `maxCardinality`, the matching has as many edges as any matching of the graph, then the largest
 * weight among those. Weights should be even integers (every dual value then stays a whole number
 * and the arithmetic is exact up to 2^53).
 *
 * Vertices are 0..n−1; "endpoints" number the two ends of edge k as 2k and 2k+1; blossoms are
 * numbered n..2n−1. Written after Galil's 1986 survey ("Efficient algorithms for finding maximum
 * matching in graphs") and its primal–dual stages.
 */

/** An edge: its two vertices and its weight. */
export type Edge = readonly [number, number, number];

/** The mate of each vertex in a maximum-weight matching (−1 for an unmatched vertex). */
export function maxWeightMatching(n: number, edges: readonly Edge[], maxCardinality: boolean): number[] {
  if (edges.length === 0 || n === 0) return new Array<number>(n).fill(-1);
  const nEdge = edges.length;
  let maxWeight = 0;
  for (const [, , w] of edges) maxWeight = Math.max(maxWeight, w);
  const endpoint = new Int32Array(2 * nEdge);
  const weight = new Float64Array(nEdge);
  const degree = new Int32Array(n);
  edges.forEach(([i, j, w], k) => {
    endpoint[2 * k] = i;
    endpoint[2 * k + 1] = j;
    weight[k] = w;
    degree[i]++;
    degree[j]++;
  });
  // Each vertex's remote endpoints, in one flat array: those of v are from first[v] to first[v + 1].
  const first = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) first[v + 1] = first[v] + degree[v];
  const remote = new Int32Array(2 * nEdge);
  const filled = first.slice(0, n);
  for (let k = 0; k < nEdge; k++) {
    remote[filled[endpoint[2 * k]]++] = 2 * k + 1;
    remote[filled[endpoint[2 * k + 1]]++] = 2 * k;
  }
  /** The remote endpoint of each vertex's matched edge, or −1. */
  const mate = new Int32Array(n).fill(-1);
  /** 0 free, 1 an S label, 2 a T label (5 while scanning), for vertices and top-level blossoms. */
  const label = new Int32Array(2 * n);
  /** The endpoint through which a vertex or blossom got its label. */
  const labelEnd = new Int32Array(2 * n).fill(-1);
  /** The top-level blossom of each vertex. */
  const inBlossom = Int32Array.from({ length: n }, (_, v) => v);
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChilds: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossomBase = Int32Array.from({ length: 2 * n }, (_, b) => (b < n ? b : -1));
  /** For each sub-blossom in `blossomChilds`, the endpoint of the edge to the next one. */
  const blossomEndps: (number[] | null)[] = new Array(2 * n).fill(null);
  /** The least-slack edge to another S vertex or blossom, or −1. */
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  const allowEdge = new Uint8Array(nEdge);
  let queue: number[] = [];

  const slack = (k: number): number => dual[endpoint[2 * k]] + dual[endpoint[2 * k + 1]] - 2 * weight[k];
  const at = <T>(list: readonly T[], i: number): T => list[((i % list.length) + list.length) % list.length];

  const leaves = (b: number, out: number[] = []): number[] => {
    if (b < n) out.push(b);
    else for (const t of blossomChilds[b]!) leaves(t, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inBlossom[w];
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) queue.push(...leaves(b));
    else {
      const base = blossomBase[b];
      assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
    }
  };

  /** Follows the alternating trees of v and w up: the base of a new blossom, or −1 for an augmenting path. */
  const scanBlossom = (start: number, other: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = start;
    let w = other;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) v = -1;
      else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = endpoint[2 * k];
    let w = endpoint[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    blossomChilds[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    for (const leaf of leaves(b)) {
      if (label[inBlossom[leaf]] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    // The least-slack edges from the new blossom to each other S blossom.
    const bestTo = new Int32Array(2 * n).fill(-1);
    for (const child of path) {
      const consider = (e: number) => {
        let j = endpoint[2 * e + 1];
        if (inBlossom[j] === b) j = endpoint[2 * e];
        const bj = inBlossom[j];
        if (bj !== b && label[bj] === 1 && (bestTo[bj] === -1 || slack(e) < slack(bestTo[bj]))) bestTo[bj] = e;
      };
      const own = blossomBestEdges[child];
      if (own === null) {
        for (const leaf of leaves(child)) for (let q = first[leaf]; q < first[leaf + 1]; q++) consider(remote[q] >> 1);
      } else for (const e of own) consider(e);
      blossomBestEdges[child] = null;
      bestEdge[child] = -1;
    }
    const best = [...bestTo].filter((e) => e !== -1);
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const e of best) if (bestEdge[b] === -1 || slack(e) < slack(bestEdge[b])) bestEdge[b] = e;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b]!;
    const endps = blossomEndps[b]!;
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else for (const leaf of leaves(s)) inBlossom[leaf] = s;
    }
    if (!endStage && label[b] === 2) {
      // The T blossom's sub-blossoms on the path from its entry to its base keep alternating labels.
      const entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      let j = childs.indexOf(entryChild);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= childs.length;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[at(endps, j - trick) ^ trick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowEdge[at(endps, j - trick) >> 1] = 1;
        j += step;
        p = at(endps, j - trick) ^ trick;
        allowEdge[p >> 1] = 1;
        j += step;
      }
      const bv = at(childs, j);
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += step;
      while (at(childs, j) !== entryChild) {
        const other = at(childs, j);
        if (label[other] === 1) {
          j += step;
          continue;
        }
        const reached = leaves(other).find((leaf) => label[leaf] !== 0);
        if (reached !== undefined) {
          label[reached] = 0;
          label[endpoint[mate[blossomBase[other]]]] = 0;
          assignLabel(reached, 2, labelEnd[reached]);
        }
        j += step;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChilds[b] = blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  /** Swaps matched and unmatched edges along the even path inside blossom b from vertex v to its base. */
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b]!;
    const endps = blossomEndps[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let step: number;
    let trick: number;
    if (i & 1) {
      j -= childs.length;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      t = at(childs, j);
      const p = at(endps, j - trick) ^ trick;
      if (t >= n) augmentBlossom(t, endpoint[p]);
      j += step;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomChilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomEndps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossomBase[b] = blossomBase[blossomChilds[b]![0]];
  };

  const augmentMatching = (k: number): void => {
    const v = endpoint[2 * k];
    const w = endpoint[2 * k + 1];
    for (const [start, first] of [[v, 2 * k + 1], [w, 2 * k]] as const) {
      let s = start;
      let p = first;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let q = first[v]; q < first[v + 1]; q++) {
          const p = remote[q];
          const k = p >> 1;
          const w = endpoint[p];
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;
      // No augmenting path with the edges of zero slack: change the duals.
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) delta = Math.min(delta, dual[v]);
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2 && (deltaType === -1 || dual[b] < delta)) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // Nothing more to gain with maximum cardinality: a last change of duals ends the search.
        deltaType = 1;
        let least = Infinity;
        for (let v = 0; v < n; v++) least = Math.min(least, dual[v]);
        delta = Math.max(0, least);
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 1) dual[v] -= delta;
        else if (label[inBlossom[v]] === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        const i = endpoint[2 * deltaEdge];
        queue.push(label[inBlossom[i]] === 0 ? endpoint[2 * deltaEdge + 1] : i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(endpoint[2 * deltaEdge]);
      } else expandBlossom(deltaBlossom, false);
    }
    if (!augmented) break;
    // S blossoms whose dual fell to zero are opened at the end of the stage.
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }
  return Array.from(mate, (p) => (p >= 0 ? endpoint[p] : -1));
}
