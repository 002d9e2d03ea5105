/**
 * Path searches of the tCHu AIs over the map: the cheapest way to join two sets of stations by a
 * route cost the caller chooses (Dijkstra's algorithm on the station graph).
 */
import { STATIONS } from '../data/stations.ts';
import { MAP_ROUTES } from '../engine/map.ts';

/** Each station's routes, for the path searches. */
const ADJACENT: readonly (readonly { readonly route: number; readonly to: number }[])[] = STATIONS.map((_, s) =>
  MAP_ROUTES.flatMap((r) => (r.a === s ? [{ route: r.index, to: r.b }] : r.b === s ? [{ route: r.index, to: r.a }] : [])),
);

/** A path between two sets of stations: its cost and the routes on it that still cost something. */
export interface Path {
  readonly cost: number;
  readonly routes: readonly number[];
}

/** The cheapest path by `cost` (null: the route cannot be used; 0: already held or planned), or null when none joins. */
export function cheapest(from: readonly number[], to: readonly number[], cost: (route: number) => number | null): Path | null {
  const dist = STATIONS.map(() => Infinity);
  const via: number[] = STATIONS.map(() => -1);
  const done = STATIONS.map(() => false);
  for (const s of from) dist[s] = 0;
  const targets = new Set(to);
  for (;;) {
    let u = -1;
    for (let s = 0; s < dist.length; s++) if (!done[s] && dist[s] < Infinity && (u < 0 || dist[s] < dist[u])) u = s;
    if (u < 0) return null;
    if (targets.has(u)) {
      const routes: number[] = [];
      for (let s = u; via[s] >= 0; ) {
        const r = MAP_ROUTES[via[s]];
        if (cost(r.index)! > 0) routes.push(r.index);
        s = r.a === s ? r.b : r.a;
      }
      return { cost: dist[u], routes };
    }
    done[u] = true;
    for (const { route, to: v } of ADJACENT[u]) {
      const c = cost(route);
      if (c === null) continue;
      if (dist[u] + c < dist[v]) {
        dist[v] = dist[u] + c;
        via[v] = route;
      }
    }
  }
}
