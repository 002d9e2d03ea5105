import { STATIONS } from '../data/stations.ts';
import { MAP_ROUTES, MAP_TICKETS, claimPoints } from './map.ts';

/** Which stations a player's routes connect: each station's component root. */
export function connectivity(routes: readonly number[]): (station: number) => number {
  const parent = STATIONS.map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const r of routes) {
    const route = MAP_ROUTES[r];
    parent[find(route.a)] = find(route.b);
  }
  return find;
}

/**
 * The points of one ticket for a player owning these routes: the best of its connected trips,
 * or minus the smallest value listed when none is connected.
 */
export function ticketPoints(ticket: number, routes: readonly number[], root = connectivity(routes)): number {
  const { from, trips } = MAP_TICKETS[ticket];
  const fromRoots = new Set(from.map(root));
  let best: number | null = null;
  for (const trip of trips) {
    if (trip.to.some((station) => fromRoots.has(root(station))) && (best === null || trip.points > best)) best = trip.points;
  }
  return best ?? -Math.min(...trips.map((trip) => trip.points));
}

/** The points of all a player's tickets. */
export function ticketsPoints(tickets: readonly number[], routes: readonly number[]): number {
  const root = connectivity(routes);
  return tickets.reduce((sum, ticket) => sum + ticketPoints(ticket, routes, root), 0);
}

/** The claim points of a player's routes. */
export function routesPoints(routes: readonly number[]): number {
  return routes.reduce((sum, r) => sum + claimPoints(MAP_ROUTES[r].length), 0);
}

/** A trail: its routes in order, the stations it starts and ends at, and its length. */
export interface Trail {
  readonly routes: readonly number[];
  readonly length: number;
}

/**
 * The longest trail of a player's routes: a walk using no route twice (stations may repeat).
 * A depth-first search from every station over unused routes; a player has at most 40 routes
 * (one car each at least) and few meet at a station, so it stays small.
 */
export function longestTrail(routes: readonly number[]): Trail {
  const adjacency = new Map<number, { readonly edge: number; readonly to: number }[]>();
  routes.forEach((r, edge) => {
    const { a, b } = MAP_ROUTES[r];
    if (!adjacency.has(a)) adjacency.set(a, []);
    if (!adjacency.has(b)) adjacency.set(b, []);
    adjacency.get(a)!.push({ edge, to: b });
    adjacency.get(b)!.push({ edge, to: a });
  });
  const used = routes.map(() => false);
  const path: number[] = [];
  let best: Trail = { routes: [], length: 0 };
  const walk = (station: number, length: number) => {
    if (length > best.length) best = { routes: [...path], length };
    for (const { edge, to } of adjacency.get(station) ?? []) {
      if (used[edge]) continue;
      used[edge] = true;
      path.push(routes[edge]);
      walk(to, length + MAP_ROUTES[routes[edge]].length);
      path.pop();
      used[edge] = false;
    }
  };
  for (const station of adjacency.keys()) walk(station, 0);
  return best;
}
