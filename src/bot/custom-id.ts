/**
 * Every custom_id the bot puts on a component is made and read here: a prefix, a kind's code,
 * then fields separated by ':'. Each carries the game id (and the move number it was made
 * for, where it acts on the game), so a stale or foreign click is recognised and refused.
 * Every kind is declared the same way, by a spec (code, place, fields), and written and read by
 * the same code: the platform's own kinds (lobby, seats, AI players, board, log, abort, resign,
 * export…) are listed below; a game adds its own by declaration merging into `GameCustomIds`
 * (their types) and by listing their specs in its Discord side (`GameDiscord.customIds`), which
 * the table of hosted games hands to this codec when it is built (`defineGameIdSpecs`). Codes and
 * kinds are checked unique, the platform's and the games' together, there.
 */

/** Prefix of all our custom ids. */
export const CUSTOM_ID_PREFIX = 'cc';

/** Lobby buttons. */
export const LOBBY_ACTIONS = ['join', 'leave', 'start', 'cancel', 'bots'] as const;
/** A lobby button. */
export type LobbyAction = (typeof LOBBY_ACTIONS)[number];

/**
 * The custom ids of the games' own components, by kind: each game adds its kinds here with
 * `declare module '…/bot/custom-id.ts' { interface GameCustomIds { … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameCustomIds {}

/** A custom id of a game's own component. */
export type GameCustomId = GameCustomIds[keyof GameCustomIds];

import { FLAG_FIELD, MOVE_FIELD, type IdField } from './custom-id-fields.ts';

export type { IdField } from './custom-id-fields.ts';

/**
 * Where a kind of component is ever put, so the router refuses it anywhere else (a click the bot
 * never offered there: forged): `panel`, only on a private (ephemeral) reply to the user who
 * clicks; `public`, only on a public message of the channel; `anywhere`, on either (a control
 * that never edits the message it is on, or pages a private view in place). Every kind has one:
 * there is no default, so a new kind cannot be left out.
 */
export const ID_PLACES = ['panel', 'public', 'anywhere'] as const;
/** Where a kind of component may be clicked (see ID_PLACES). */
export type IdPlace = (typeof ID_PLACES)[number];

/** How one kind of custom id (a game's, unless told) is written: its code (unique in the bot), its fields in order after the game id, and where it is put. */
export interface IdSpec<K extends CustomIdKind = GameCustomId['kind']> {
  readonly kind: K;
  readonly code: string;
  readonly fields: readonly (readonly [name: string, field: IdField])[];
  /** Where this kind is put: a click of it anywhere else is refused by the router. */
  readonly place: IdPlace;
}

/** A decoded custom id. */
export type CustomId = PlatformCustomId | GameCustomId;

/** A decoded custom id of one of the platform's own kinds. */
export type PlatformCustomId =
  | { readonly kind: 'lobby'; readonly gameId: string; readonly action: LobbyAction }
  | { readonly kind: 'color'; readonly gameId: string }
  /** In the bots panel: add a bot of a level (index among the game's AI levels), or remove the bot of a seat (index among its seat keys). */
  | { readonly kind: 'ai'; readonly gameId: string; readonly op: 'add' | 'remove'; readonly arg: number }
  | { readonly kind: 'board'; readonly gameId: string }
  | { readonly kind: 'log'; readonly gameId: string; readonly page: number }
  /** The confirmation of /chacun abort; `lobby` when it was asked to cancel a lobby (it then never stops a started game). */
  | { readonly kind: 'abort'; readonly gameId: string; readonly confirm: boolean; readonly lobby?: boolean }
  | { readonly kind: 'resign'; readonly gameId: string; readonly confirm: boolean }
  | { readonly kind: 'export'; readonly gameId: string }
  /** Handing a seat (index among the game's seat keys) to an AI: proposing it, agreeing or refusing. */
  | { readonly kind: 'handover'; readonly gameId: string; readonly seat: number; readonly vote: HandOverStep }
  /** Undo (or Back) on a player's panel: takes back their last step, made at move `move`. */
  | { readonly kind: 'undo'; readonly gameId: string; readonly move: number }
  /** An answer to a request to take back a step that revealed something (at move `move`). */
  | { readonly kind: 'undo-vote'; readonly gameId: string; readonly move: number; readonly agree: boolean }
  /** The replay viewer at a move (a button of the viewer, or the end message's Replay button at move 0). */
  | { readonly kind: 'replay'; readonly gameId: string; readonly move: number; readonly slot?: number }
  /** The replay viewer's menu of moves to jump to (the move is the chosen value). */
  | { readonly kind: 'replayJump'; readonly gameId: string }
  /** The replay viewer's "Go to move…" button, which opens the form asking for a move number. */
  | { readonly kind: 'replayGoto'; readonly gameId: string }
  /** That form's submission (the move is the number typed). */
  | { readonly kind: 'replayMove'; readonly gameId: string }
  /** The end message's button that posts the animation of the whole game. */
  | { readonly kind: 'animation'; readonly gameId: string }
  /** A page of a leaderboard: `gameId` holds the id of the game ranked (a game module's, such as 'chacun'); `speed`: ranked by time to move. */
  | { readonly kind: 'ranks'; readonly gameId: string; readonly page: number; readonly speed?: boolean }
  /** The end message's Rematch button (`ask`), and the answers to the request it posts (`yes`, `no`). */
  | { readonly kind: 'rematch'; readonly gameId: string; readonly step: RematchStep }
  /** Leaving the queue for a game (/lfg): `gameId` holds the id of the game queued for (a game module's, such as 'chacun'). */
  | { readonly kind: 'lfg'; readonly gameId: string }
  /** A tournament's sign-up buttons, and Accept / Decline on a request to team up (the request is the message's): `gameId` holds the tournament's id. */
  | { readonly kind: 'tournament'; readonly gameId: string; readonly action: TournamentAction };

/** The steps of a rematch: asking for it, accepting, declining. */
export const REMATCH_STEPS = ['ask', 'yes', 'no'] as const;
/** A step of a rematch. */
export type RematchStep = (typeof REMATCH_STEPS)[number];

/** The buttons of a tournament's sign-up message (join, leave) and of a request to team up (accept, decline). */
export const TOURNAMENT_ACTIONS = ['join', 'leave', 'accept', 'decline'] as const;
/** A button of a tournament's sign-up message or of a request to team up. */
export type TournamentAction = (typeof TOURNAMENT_ACTIONS)[number];

/** The steps of a vote to hand a seat to an AI. */
export const HAND_OVER_STEPS = ['propose', 'yes', 'no'] as const;
/** A step of that vote. */
export type HandOverStep = (typeof HAND_OVER_STEPS)[number];

/** Kinds of custom id. */
export type CustomIdKind = CustomId['kind'];

/** Kinds of the platform's own custom ids. */
export type PlatformKind = PlatformCustomId['kind'];

/** The fields of a platform kind: named after those of its decoded id, in the order written. */
type PlatformFields<K extends PlatformKind> = readonly (readonly [name: Exclude<keyof CustomIdOf<K>, 'kind' | 'gameId'>, field: IdField])[];

/** The platform's kinds: each one's code, where the platform puts it (see ID_PLACES), and its fields. */
const PLATFORM_KINDS: { readonly [K in PlatformKind]: Omit<IdSpec<K>, 'kind' | 'fields'> & { readonly fields: PlatformFields<K> } } = {
  // The lobby message and its seat menu.
  lobby: { code: 'L', place: 'public', fields: [['action', { word: LOBBY_ACTIONS }]] },
  color: { code: 'C', place: 'public', fields: [] },
  // The host's panel of AI players. The index is judged by the game when clicked.
  ai: { code: 'K', place: 'panel', fields: [['op', { word: ['add', 'remove'] }], ['arg', { int: [0, 31] }]] },
  // "Whole board" under ChaCuN's occupant step, in the panel (it answers with a new private message).
  board: { code: 'B', place: 'panel', fields: [] },
  // On turn and end messages (opens the board privately), and its pages in that private view.
  log: { code: 'H', place: 'anywhere', fields: [['page', { int: [0, 1000] }]] },
  // The confirmations of /abort and /resign, private replies.
  abort: { code: 'A', place: 'panel', fields: [['confirm', FLAG_FIELD], ['lobby', { mark: 'lobby' }]] },
  resign: { code: 'Q', place: 'panel', fields: [['confirm', FLAG_FIELD]] },
  // The end message's buttons (its Log and Replay open private views, so they are also found there).
  export: { code: 'E', place: 'public', fields: [] },
  // The timeout notice (propose) and the vote message (yes, no).
  handover: { code: 'V', place: 'public', fields: [['seat', { int: [0, 31] }], ['vote', { word: HAND_OVER_STEPS }]] },
  // Undo / Go back on a player's panel.
  undo: { code: 'U', place: 'panel', fields: [['move', MOVE_FIELD]] },
  // The request to the table.
  'undo-vote': { code: 'W', place: 'public', fields: [['move', MOVE_FIELD], ['agree', FLAG_FIELD]] },
  // The end message's Replay button, and the private viewer's steps.
  // `slot`: which of the viewer's four step buttons, so that each keeps its place (and its own id) when it leads nowhere; absent on the end message's Replay.
  replay: { code: 'Vr', place: 'anywhere', fields: [['move', MOVE_FIELD], ['slot', { int: [0, 3], optional: true }]] },
  replayJump: { code: 'Vj', place: 'panel', fields: [] },
  replayGoto: { code: 'Vg', place: 'panel', fields: [] },
  replayMove: { code: 'Vm', place: 'panel', fields: [] },
  animation: { code: 'Va', place: 'public', fields: [] },
  // The private leaderboard's pages.
  ranks: { code: 'Vl', place: 'panel', fields: [['page', { int: [0, 10_000] }], ['speed', { mark: 's' }]] },
  // The end message's Rematch, and the request's Accept / Decline.
  rematch: { code: 'Rm', place: 'public', fields: [['step', { word: REMATCH_STEPS }]] },
  // Leave, on the private answer of /lfg.
  lfg: { code: 'Lf', place: 'panel', fields: [] },
  // A tournament's sign-up message, and a request to team up posted in its channel.
  tournament: { code: 'Tn', place: 'public', fields: [['action', { word: TOURNAMENT_ACTIONS }]] },
};

/** A spec of any kind, the platform's or a game's. */
type AnySpec = IdSpec<CustomIdKind>;

/** Specs by kind and by code. */
interface SpecIndex {
  readonly byKind: ReadonlyMap<string, AnySpec>;
  readonly byCode: ReadonlyMap<string, AnySpec>;
}

const CODE = /^[A-Za-z][A-Za-z0-9]{0,3}$/;

/** Indexes specs after those of `base`, checking each: a kind or code used twice, or a spec that cannot be read back, is a bug that must fail loudly. */
function indexSpecs(list: readonly AnySpec[], base?: SpecIndex): SpecIndex {
  const byKind = new Map(base?.byKind);
  const byCode = new Map(base?.byCode);
  for (const spec of list) {
    if (byKind.has(spec.kind)) throw new Error(`custom id kind ${spec.kind} is defined twice`);
    if (byCode.has(spec.code) || !CODE.test(spec.code)) throw new Error(`custom id code ${spec.code} (${spec.kind}) is taken or malformed`);
    // A spec written outside the types (or cast) may lack its place: it would be accepted anywhere.
    if (!(ID_PLACES as readonly unknown[]).includes(spec.place)) throw new Error(`custom id kind ${spec.kind} does not say where it is put (place: ${String(spec.place)})`);
    const names = new Set(spec.fields.map(([name]) => name));
    if (names.size !== spec.fields.length || names.has('kind') || names.has('gameId')) throw new Error(`custom id kind ${spec.kind} names a field twice`);
    // A mark or an optional field is known by its absence: anywhere but last, the fields after it would shift.
    if (spec.fields.some(([, field], i) => mayBeLeftOut(field) && i !== spec.fields.length - 1)) throw new Error(`custom id kind ${spec.kind} has a field that may be left out before its last field`);
    byKind.set(spec.kind, spec);
    byCode.set(spec.code, spec);
  }
  return { byKind, byCode };
}

const PLATFORM = indexSpecs(Object.entries(PLATFORM_KINDS).map(([kind, spec]) => ({ kind: kind as PlatformKind, ...spec })));

/** Every spec known, the platform's then the games' handed in, by kind and by code. */
let specs: SpecIndex = PLATFORM;

/** Whether two specs say the same (a game handed in again by another table in the same process). */
function sameSpec(a: AnySpec, b: AnySpec): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Makes the games' custom-id kinds known to the codec (the table of hosted games does it when it
 * is built), checked after the platform's, so that a game cannot take the platform's codes. A kind
 * or code used twice is a bug that must fail loudly; the same spec given again (several tables in
 * one process, as tests build them) is accepted.
 */
export function defineGameIdSpecs(given: readonly IdSpec[]): void {
  const fresh = given.filter((spec) => {
    const known = specs.byKind.get(spec.kind);
    return known === undefined || PLATFORM.byKind.has(spec.kind) || !sameSpec(known, spec);
  });
  specs = indexSpecs(fresh, specs);
}

/** Every spec known, the platform's and the games'. */
function gameSpecs(): SpecIndex {
  return specs;
}

/** The spec of a kind; the platform's are found without loading the games. */
function specOfKind(kind: string): AnySpec | undefined {
  return PLATFORM.byKind.get(kind) ?? gameSpecs().byKind.get(kind);
}

/** Every kind of a game's custom id, with its spec (checked unique). */
export function gameIdSpecs(): readonly IdSpec[] {
  return [...gameSpecs().byKind.values()].filter((spec) => !PLATFORM.byKind.has(spec.kind)) as IdSpec[];
}

/** Encodes a custom id (at most 100 characters, as Discord requires). */
export function encodeCustomId(id: CustomId): string {
  const spec = specOfKind(id.kind);
  if (spec === undefined) throw new Error(`no custom id spec for ${id.kind}`);
  // The platform's own kinds were never checked when written, and one relies on it: the disabled
  // Previous button on a leaderboard's first page carries page -1.
  const checked = !PLATFORM.byKind.has(id.kind);
  const values = id as unknown as Readonly<Record<string, unknown>>;
  const fields = spec.fields.flatMap(([name, field]) => {
    const value = values[name];
    if ('int' in field && field.optional === true && value === undefined) return [];
    if (checked && !fits(field, value)) throw new Error(`custom id ${id.kind}: ${name} = ${String(value)} is out of its range`);
    if ('flag' in field) return [value === true ? '1' : '0'];
    if ('mark' in field) return value === true ? [field.mark] : [];
    return [String(value)];
  });
  const text = [CUSTOM_ID_PREFIX, spec.code, id.gameId, ...fields].join(':');
  if (text.length > 100) throw new Error(`custom id too long: ${text}`);
  return text;
}

/** Whether a field may be left out of an id (a mark, an optional integer): then its key is absent. */
function mayBeLeftOut(field: IdField): boolean {
  return 'mark' in field || ('int' in field && field.optional === true);
}

/** Whether a value can be written in a field and read back the same. */
function fits(field: IdField, value: unknown): boolean {
  if ('int' in field) return Number.isInteger(value) && (value as number) >= field.int[0] && (value as number) <= field.int[1];
  if ('word' in field) return field.word.includes(value as string);
  if ('flag' in field) return typeof value === 'boolean';
  return value === undefined || typeof value === 'boolean';
}

const GAME_ID = /^[a-z0-9]{4,32}$/;

function int(text: string, min: number, max: number): number | null {
  if (!/^-?\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  // The bot never writes minus zero: only a forged id holds it.
  return n >= min && n <= max && !Object.is(n, -0) ? n : null;
}

/** The value of a field written as `text`; null if it is not one the field holds. */
function read(field: IdField, text: string): number | string | boolean | null {
  if ('int' in field) return int(text, field.int[0], field.int[1]);
  if ('word' in field) return field.word.includes(text) ? text : null;
  if ('flag' in field) {
    const bit = int(text, 0, 1);
    return bit === null ? null : bit === 1;
  }
  return text === field.mark ? true : null;
}

/** Decodes a custom id; null if it is not one of ours or is malformed. */
export function decodeCustomId(text: string): CustomId | null {
  const [prefix, code, gameId, ...rest] = text.split(':');
  if (prefix !== CUSTOM_ID_PREFIX || code === undefined || gameId === undefined || !GAME_ID.test(gameId)) return null;
  const spec = PLATFORM.byCode.get(code) ?? gameSpecs().byCode.get(code);
  if (spec === undefined || rest.length > spec.fields.length) return null;
  const id: Record<string, unknown> = { kind: spec.kind, gameId };
  for (const [i, [name, field]] of spec.fields.entries()) {
    if (i >= rest.length) {
      // Only marks and optional fields may be left out (they are last): their key is then absent.
      if (mayBeLeftOut(field)) continue;
      return null;
    }
    const value = read(field, rest[i]);
    if (value === null) return null;
    id[name] = value;
  }
  return id as unknown as CustomId;
}

/** Where a kind of custom id may be clicked (the platform's or a game's); undefined for a kind nobody declared. */
export function placeOf(kind: string): IdPlace | undefined {
  return specOfKind(kind)?.place;
}

/** Every kind of custom id, the platform's and the games', for checks that each has a handler. */
export function customIdKinds(): readonly CustomIdKind[] {
  return [...(PLATFORM.byKind.keys() as Iterable<PlatformKind>), ...gameIdSpecs().map((spec) => spec.kind)];
}


/** The decoded custom id of one kind. */
export type CustomIdOf<K extends CustomIdKind> = Extract<CustomId, { readonly kind: K }>;
