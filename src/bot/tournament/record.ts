/**
 * A tournament as stored: `tournament:<id>` holds the whole of it (sign-ups, entrants, rounds
 * and their tables' results), written only with compare-and-set on its `version` like games;
 * `tournaments:<guildId>` is the server's index (id → [status, sign-up end]), read at start-up to
 * schedule the sign-up ends and resume the running ones without reading every tournament.
 */
import { KeyedQueue } from '../../session/queue.ts';
import type { ClockSettings } from '../../session/schedule.ts';
import type { GameStore, Versioned } from '../../session/store.ts';
import { randomGameId } from '../../session/storage.ts';
import type { Result } from '../../result.ts';
import { isObject } from '../../input-checks.ts';

/** Stored format of a tournament. */
export const TOURNAMENT_FORMAT = 1;

/** The formats a tournament may take. */
export const TOURNAMENT_KINDS = ['swiss', 'round-robin', 'elimination'] as const;
/** A tournament's format. */
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/** The life of a tournament. */
const TOURNAMENT_STATUSES = ['signup', 'running', 'finished', 'cancelled'] as const;
/** A tournament's status. */
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** A person who signed up, with the partner they signed up with (games of teams), if any. */
export interface SignUp {
  readonly userId: string;
  readonly name: string;
  readonly at: number;
  /** The user id of their partner (who has this person as theirs). */
  readonly partner?: string;
}

/**
 * A request to team up (games of teams), waiting for its answer: `from`, signed up, asked `to`,
 * who is signed up when they accept; until then a place is held for `to` if they are not signed
 * up. Its message in the tournament's channel carries Accept and Decline (only `to` may use them).
 */
export interface PartnerRequest {
  readonly from: string;
  readonly fromName: string;
  readonly to: string;
  readonly toName: string;
  readonly at: number;
  /** The request's message in the tournament's channel, once posted: its buttons act on this request only. */
  readonly messageId?: string;
}

/** Who plays for an entrant: a person, or an AI of a level. */
export type Member = { readonly type: 'human'; readonly userId: string; readonly name: string } | { readonly type: 'ai'; readonly level: string; readonly name: string };

/** One entrant of a running tournament: one person or AI, or a team of two (games of teams). */
export interface Entrant {
  /** 'e1', 'e2'… in the order of sign-up (AI entrants last). */
  readonly id: string;
  readonly name: string;
  readonly members: readonly Member[];
}

/**
 * How a table ended, as the tournament core reads it (src/tournament/model.ts): each entrant's
 * place in the table's order (1 = first, equal places a tie), the game's points per entrant, and
 * how it ended: played out, someone resigned or ran out of time, stopped, or not played (AI only).
 */
export interface TableResult {
  readonly places: readonly number[];
  readonly scores: readonly number[];
  readonly how: 'completed' | 'resigned' | 'timeout' | 'aborted' | 'ai-only';
}

/** A table of a round: its entrants in seat order, then its game once opened and its result once over. */
export interface TournamentTable {
  readonly entrants: readonly string[];
  readonly gameId?: string;
  readonly channelId?: string;
  readonly result?: TableResult;
}

/** A round: its tables and who sits out (a bye counts as a win). */
export interface TournamentRound {
  readonly tables: readonly TournamentTable[];
  readonly byes: readonly string[];
}

/** A stored tournament. */
export interface Tournament {
  readonly format: typeof TOURNAMENT_FORMAT;
  readonly id: string;
  readonly version: number;
  readonly guildId: string;
  /** The channel of the sign-up message, the standings and every table's thread. */
  readonly channelId: string;
  readonly createdBy: string;
  /** The creator's name when they created it (the sign-up message names the organiser without a mention). */
  readonly createdByName: string;
  readonly createdAt: number;
  readonly locale: string;
  readonly game: string;
  readonly options: Readonly<Record<string, string | number>>;
  readonly clock: ClockSettings;
  readonly kind: TournamentKind;
  /** Entrants per table (for games of teams, teams per table). */
  readonly tableSize: number;
  /** At most this many entrants sign up (people; AI entrants come on top, up to the same cap). */
  readonly cap: number;
  /** AI entrants added when sign-ups close, and their level. */
  readonly bots: number;
  readonly botLevel: string;
  /** When sign-ups close (wall time, ms since the epoch). */
  readonly signUpEndsAt: number;
  /** The seed of its pairings (drawn at creation). */
  readonly seed: number;
  readonly status: TournamentStatus;
  /** The sign-up message's id, once posted. */
  readonly messageId?: string;
  readonly signUps: readonly SignUp[];
  /** Requests to team up waiting for an answer, oldest first (only while sign-ups are open); absent: none. */
  readonly requests?: readonly PartnerRequest[];
  /**
   * How many partners each person named with `join partner:` while sign-ups were open (asked, or
   * paired with at once), by user id, kept when they leave (see `MAX_PARTNERS_NAMED` in
   * partners.ts); dropped when sign-ups close; absent: nobody.
   */
  readonly partnersNamed?: Readonly<Record<string, number>>;
  readonly entrants: readonly Entrant[];
  readonly rounds: readonly TournamentRound[];
  /** Rounds whose standings were posted. */
  readonly posted: number;
  /** Rounds whose tables were posted (once all are open, with their threads); absent: as many as `posted`. */
  readonly announced?: number;
  readonly startedAt?: number;
  readonly endedAt?: number;
  readonly updatedAt: number;
}

/** Checks stored clock settings of a tournament's games (time per move required), or null. */
function parseClockSettings(value: unknown): ClockSettings | null {
  if (!isObject(value)) return null;
  const { reminderMs, limitMs, level, handOverAfter } = value;
  const period = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
  if (!(reminderMs === null || period(reminderMs)) || !period(limitMs) || typeof level !== 'string' || !period(handOverAfter)) return null;
  return { reminderMs: reminderMs as number | null, limitMs: limitMs as number, level, handOverAfter: handOverAfter as number };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 64;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100;
}

function parseMember(value: unknown): Member | null {
  if (!isObject(value) || !isName(value.name)) return null;
  if (value.type === 'human' && isId(value.userId)) return { type: 'human', userId: value.userId, name: value.name };
  if (value.type === 'ai' && isId(value.level)) return { type: 'ai', level: value.level, name: value.name };
  return null;
}

function parseResult(value: unknown, seats: number): TableResult | null {
  if (!isObject(value) || !Array.isArray(value.places) || !Array.isArray(value.scores)) return null;
  if (value.places.length !== seats || !value.places.every((p) => Number.isInteger(p) && (p as number) >= 1 && (p as number) <= seats)) return null;
  if (value.scores.length !== seats || !value.scores.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  const how = value.how;
  if (how !== 'completed' && how !== 'resigned' && how !== 'timeout' && how !== 'aborted' && how !== 'ai-only') return null;
  return { places: [...(value.places as number[])], scores: [...(value.scores as number[])], how };
}

/** Checks a stored tournament; an error says what is wrong. */
export function parseTournament(value: unknown): Result<Tournament, string> {
  const bad = (what: string): Result<Tournament, string> => ({ ok: false, error: `tournament: ${what}` });
  if (!isObject(value) || value.format !== TOURNAMENT_FORMAT) return bad('not a stored tournament of format 1');
  const v = value;
  if (!isId(v.id) || !isId(v.guildId) || !isId(v.channelId) || !isId(v.createdBy) || !isId(v.game) || !isId(v.botLevel)) return bad('ids');
  if (!isCount(v.version) || !isCount(v.createdAt) || !isCount(v.signUpEndsAt) || !isCount(v.seed) || !isCount(v.updatedAt) || !isCount(v.posted) || (v.announced !== undefined && !isCount(v.announced))) return bad('counts');
  if (!isName(v.createdByName)) return bad('createdByName');
  if (typeof v.locale !== 'string' || !(TOURNAMENT_KINDS as readonly unknown[]).includes(v.kind) || !(TOURNAMENT_STATUSES as readonly unknown[]).includes(v.status)) return bad('locale, kind or status');
  if (!isCount(v.tableSize) || v.tableSize < 2 || !isCount(v.cap) || !isCount(v.bots)) return bad('sizes');
  if (!isObject(v.options) || !Object.values(v.options).every((o) => typeof o === 'string' || typeof o === 'number')) return bad('options');
  const clock = parseClockSettings(v.clock);
  if (clock === null) return bad('clock');
  if (v.messageId !== undefined && !isId(v.messageId)) return bad('messageId');
  if (v.startedAt !== undefined && !isCount(v.startedAt)) return bad('startedAt');
  if (v.endedAt !== undefined && !isCount(v.endedAt)) return bad('endedAt');
  if (!Array.isArray(v.signUps) || !Array.isArray(v.entrants) || !Array.isArray(v.rounds)) return bad('lists');
  const signUps: SignUp[] = [];
  for (const s of v.signUps) {
    if (!isObject(s) || !isId(s.userId) || !isName(s.name) || !isCount(s.at) || (s.partner !== undefined && !isId(s.partner))) return bad('a sign-up');
    signUps.push({ userId: s.userId, name: s.name, at: s.at, ...(s.partner === undefined ? {} : { partner: s.partner }) });
  }
  if (v.requests !== undefined && !Array.isArray(v.requests)) return bad('requests');
  const requests: PartnerRequest[] = [];
  for (const r of (v.requests ?? []) as unknown[]) {
    if (!isObject(r) || !isId(r.from) || !isName(r.fromName) || !isId(r.to) || !isName(r.toName) || !isCount(r.at) || (r.messageId !== undefined && !isId(r.messageId))) return bad('a request');
    requests.push({ from: r.from, fromName: r.fromName, to: r.to, toName: r.toName, at: r.at, ...(r.messageId === undefined ? {} : { messageId: r.messageId }) });
  }
  const named = v.partnersNamed;
  if (named !== undefined && (!isObject(named) || !Object.entries(named).every(([userId, count]) => isId(userId) && isCount(count) && count > 0))) return bad('partnersNamed');
  const entrants: Entrant[] = [];
  for (const e of v.entrants) {
    if (!isObject(e) || !isId(e.id) || !isName(e.name) || !Array.isArray(e.members)) return bad('an entrant');
    const members = e.members.map(parseMember);
    if (members.length === 0 || members.some((m) => m === null)) return bad(`entrant ${e.id}'s members`);
    entrants.push({ id: e.id, name: e.name, members: members as Member[] });
  }
  const known = new Set(entrants.map((e) => e.id));
  const rounds: TournamentRound[] = [];
  for (const r of v.rounds) {
    if (!isObject(r) || !Array.isArray(r.tables) || !Array.isArray(r.byes) || !r.byes.every((id) => known.has(id as string))) return bad('a round');
    const tables: TournamentTable[] = [];
    for (const table of r.tables) {
      if (!isObject(table) || !Array.isArray(table.entrants) || !table.entrants.every((id) => known.has(id as string))) return bad('a table');
      if (table.gameId !== undefined && !isId(table.gameId)) return bad('a table game');
      if (table.channelId !== undefined && !isId(table.channelId)) return bad('a table channel');
      const result = table.result === undefined ? undefined : parseResult(table.result, table.entrants.length);
      if (result === null) return bad('a table result');
      tables.push({
        entrants: [...(table.entrants as string[])],
        ...(table.gameId === undefined ? {} : { gameId: table.gameId }),
        ...(table.channelId === undefined ? {} : { channelId: table.channelId }),
        ...(result === undefined ? {} : { result }),
      });
    }
    rounds.push({ tables, byes: [...(r.byes as string[])] });
  }
  return {
    ok: true,
    value: {
      format: TOURNAMENT_FORMAT,
      id: v.id,
      version: v.version,
      guildId: v.guildId,
      channelId: v.channelId,
      createdBy: v.createdBy,
      createdByName: v.createdByName,
      createdAt: v.createdAt,
      locale: v.locale,
      game: v.game,
      options: { ...(v.options as Record<string, string | number>) },
      clock,
      kind: v.kind as TournamentKind,
      tableSize: v.tableSize,
      cap: v.cap,
      bots: v.bots,
      botLevel: v.botLevel,
      signUpEndsAt: v.signUpEndsAt,
      seed: v.seed,
      status: v.status as TournamentStatus,
      ...(v.messageId === undefined ? {} : { messageId: v.messageId }),
      signUps,
      ...(requests.length === 0 ? {} : { requests }),
      ...(named === undefined || Object.keys(named).length === 0 ? {} : { partnersNamed: { ...(named as Record<string, number>) } }),
      entrants,
      rounds,
      posted: v.posted,
      ...(v.announced === undefined ? {} : { announced: v.announced }),
      ...(v.startedAt === undefined ? {} : { startedAt: v.startedAt }),
      ...(v.endedAt === undefined ? {} : { endedAt: v.endedAt }),
      updatedAt: v.updatedAt,
    },
  };
}

/** Whether a tournament is still under way (sign-ups open, or rounds being played). */
export function isOpen(tournament: Pick<Tournament, 'status'>): boolean {
  return tournament.status === 'signup' || tournament.status === 'running';
}

/** The requests of a tournament waiting for an answer. */
export function requestsOf(t: Pick<Tournament, 'requests'>): readonly PartnerRequest[] {
  return t.requests ?? [];
}

/** How many places are held: one for each person asked who is not signed up (once, however many asked them). */
export function heldPlaces(t: Pick<Tournament, 'requests' | 'signUps'>): number {
  return new Set(requestsOf(t).map((r) => r.to).filter((id) => !t.signUps.some((s) => s.userId === id))).size;
}

/**
 * Places taken against the cap: the people signed up and the places held for partners asked. The
 * one count of a tournament's places: Join and `join partner:` are refused by it, and the sign-up
 * message and `/games` show it.
 */
export function placesTaken(t: Pick<Tournament, 'requests' | 'signUps'>): number {
  return t.signUps.length + heldPlaces(t);
}

/** A server's index entry: the status, and when sign-ups close (0 once closed). */
export interface IndexEntry {
  readonly status: TournamentStatus;
  readonly signUpEndsAt: number;
}

/** Why a store operation on tournaments failed: the store, a lost race, an unreadable record. */
export type TournamentStoreError = { readonly code: 'STORE_UNAVAILABLE' | 'VERSION_CONFLICT' | 'CORRUPT'; readonly message: string };

function indexKey(guildId: string): string {
  return `tournaments:${guildId}`;
}

function recordKey(id: string): string {
  return `tournament:${id}`;
}

function parseIndex(value: unknown): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  if (!isObject(value)) return entries;
  for (const [id, entry] of Object.entries(value)) {
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [status, at] = entry as unknown[];
    if (!(TOURNAMENT_STATUSES as readonly unknown[]).includes(status) || !isCount(at)) continue;
    entries.set(id, { status: status as TournamentStatus, signUpEndsAt: at });
  }
  return entries;
}

/** Ended tournaments kept in a server's index (for /stats and the latest standings): the newest. */
const ENDED_KEPT = 50;

/**
 * Tournaments in the store. A tournament is written only over the version it was read at (a
 * lost race is VERSION_CONFLICT and changes nothing); the server's index is the copy for
 * listing, written one change at a time per server by the one process that serves it.
 */
export class TournamentStore {
  private readonly queue = new KeyedQueue();

  constructor(private readonly store: GameStore) {}

  /** A tournament, or null when there is none with that id. */
  async get(id: string): Promise<Result<Tournament | null, TournamentStoreError>> {
    const read = await this.store.get(recordKey(id));
    if (!read.ok) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: read.error.message } };
    if (read.value === undefined || read.value === null) return { ok: true, value: null };
    const parsed = parseTournament(read.value);
    if (!parsed.ok) return { ok: false, error: { code: 'CORRUPT', message: `${id}: ${parsed.error}` } };
    return parsed;
  }

  /** An id no stored tournament has. */
  async freshId(): Promise<Result<string, TournamentStoreError>> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = randomGameId();
      const existing = await this.store.get(recordKey(id));
      if (!existing.ok) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: existing.error.message } };
      if (existing.value === undefined || existing.value === null) return { ok: true, value: id };
    }
    throw new Error('five tournament ids in a row were taken: the id generator is broken');
  }

  /**
   * Writes a tournament over the version it was read at (`create`: only if the id is free), its
   * next version stamped, then its index entry. Answers the tournament as stored.
   */
  async save(tournament: Tournament, now: number, options: { readonly create?: boolean } = {}): Promise<Result<Tournament, TournamentStoreError>> {
    const stamped: Tournament = { ...tournament, version: options.create === true ? 1 : tournament.version + 1, updatedAt: now };
    const json = JSON.parse(JSON.stringify(stamped)) as Tournament;
    const check = parseTournament(json);
    if (!check.ok) throw new Error(`refusing to store an unreadable tournament: ${check.error}`);
    const written = await this.store.compareAndSet(recordKey(stamped.id), json as unknown as Versioned, options.create === true ? null : tournament.version);
    if (!written.ok) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: written.error.message } };
    if (!written.value) return { ok: false, error: { code: 'VERSION_CONFLICT', message: `tournament ${stamped.id} was written since version ${tournament.version}` } };
    const indexed = await this.index(stamped);
    if (!indexed.ok) return indexed;
    return { ok: true, value: stamped };
  }

  /** A server's index of tournaments. */
  async list(guildId: string): Promise<Result<Map<string, IndexEntry>, TournamentStoreError>> {
    const read = await this.store.get(indexKey(guildId));
    if (!read.ok) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: read.error.message } };
    return { ok: true, value: parseIndex(read.value) };
  }

  /** Puts a tournament's status in its server's index (ended ones beyond the newest ENDED_KEPT leave it). */
  private index(tournament: Tournament): Promise<Result<void, TournamentStoreError>> {
    const key = indexKey(tournament.guildId);
    return this.queue.run(key, async () => {
      const listed = await this.list(tournament.guildId);
      if (!listed.ok) return listed;
      const entries = listed.value;
      const entry: IndexEntry = { status: tournament.status, signUpEndsAt: tournament.status === 'signup' ? tournament.signUpEndsAt : 0 };
      const old = entries.get(tournament.id);
      if (old !== undefined && old.status === entry.status && old.signUpEndsAt === entry.signUpEndsAt) return { ok: true, value: undefined };
      entries.delete(tournament.id);
      entries.set(tournament.id, entry);
      const ended = [...entries].filter(([, e]) => !isOpen(e));
      for (const [id] of ended.slice(0, Math.max(0, ended.length - ENDED_KEPT))) entries.delete(id);
      const value: Record<string, [TournamentStatus, number]> = {};
      for (const [id, e] of entries) value[id] = [e.status, e.signUpEndsAt];
      const written = await this.store.set(key, value);
      return written.ok ? { ok: true, value: undefined } : { ok: false, error: { code: 'STORE_UNAVAILABLE', message: written.error.message } };
    });
  }
}
