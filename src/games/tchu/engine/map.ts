import { CLAIM_POINTS } from '../data/cards.ts';
import { ROUTES, type RouteData } from '../data/routes.ts';
import { COUNTRIES, STATIONS, type Country } from '../data/stations.ts';
import { TICKETS } from '../data/tickets.ts';

/** A route with its stations as indices and its twin (the parallel route of a double route), for the hot paths. */
export interface Route extends RouteData {
  readonly index: number;
  readonly a: number;
  readonly b: number;
  /** Index of the parallel route, or null for a single route. */
  readonly twin: number | null;
}

const STATION_INDEX: ReadonlyMap<string, number> = new Map(STATIONS.map((station, i) => [station.code, i]));

/** The index of a station code (throws on an unknown code: the tables are fixed). */
export function stationIndex(code: string): number {
  const index = STATION_INDEX.get(code);
  if (index === undefined) throw new Error(`unknown station ${code}`);
  return index;
}

/** Every route with indices, in the course's order. */
export const MAP_ROUTES: readonly Route[] = ROUTES.map((route, index) => {
  const twin = ROUTES.findIndex((other, j) => j !== index && other.from === route.from && other.to === route.to);
  return { ...route, index, a: stationIndex(route.from), b: stationIndex(route.to), twin: twin < 0 ? null : twin };
});

const ROUTE_INDEX: ReadonlyMap<string, number> = new Map(ROUTES.map((route, i) => [route.id, i]));

/** The index of a route id, or undefined. */
export function routeIndex(id: string): number | undefined {
  return ROUTE_INDEX.get(id);
}

/** The claim points of a route of this length. */
export function claimPoints(length: number): number {
  return CLAIM_POINTS[length] ?? 0;
}

/** The stations of each country. */
export const COUNTRY_STATIONS: Readonly<Record<Country, readonly number[]>> = Object.fromEntries(
  COUNTRIES.map((country) => [country, STATIONS.flatMap((station, i) => (station.country === country ? [i] : []))]),
) as unknown as Record<Country, readonly number[]>;

/** The stations a ticket end stands for: one station, or every station of a country. */
function endStations(code: string): readonly number[] {
  return (COUNTRIES as readonly string[]).includes(code) ? COUNTRY_STATIONS[code as Country] : [stationIndex(code)];
}

/** A ticket with its ends resolved to stations. */
export interface Ticket {
  readonly index: number;
  readonly from: readonly number[];
  readonly trips: readonly { readonly to: readonly number[]; readonly points: number }[];
  readonly text: string;
}

/** The 46 tickets with stations resolved. */
export const MAP_TICKETS: readonly Ticket[] = TICKETS.map((ticket, index) => ({
  index,
  from: endStations(ticket.from),
  trips: ticket.to.map(([to, points]) => ({ to: endStations(to), points })),
  text: ticket.text,
}));
