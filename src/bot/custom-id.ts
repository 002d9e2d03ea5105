/**
 * Every custom_id the bot puts on a component is made and read here: a prefix, a kind's code,
 * then fields separated by ':'. Each carries the game id (and the move number it was made
 * for, where it acts on the game), so a stale or foreign click is recognised and refused.
 * The platform's own kinds (lobby, seats, AI players, board, log, abort, resign, export) are
 * written out below; a game adds its own kinds by declaration merging into `GameCustomIds`
 * (their types) and by listing their specs (code and fields) in its Discord side
 * (`GameDiscord.customIds`), which the table of hosted games hands to this codec when it is built
 * (`defineGameIdSpecs`). Codes and kinds are checked unique there.
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

import type { IdField } from './custom-id-fields.ts';

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

/** How one kind of a game's custom id is written: its code (unique in the bot), its fields in order after the game id, and where it is put. */
export interface IdSpec {
  readonly kind: GameCustomId['kind'];
  readonly code: string;
  readonly fields: readonly (readonly [name: string, field: IdField])[];
  /** Where the game puts this kind: a click of it anywhere else is refused by the router. */
  readonly place: IdPlace;
}

/** A decoded custom id. */
export type CustomId = PlatformCustomId | GameCustomId;

/** A decoded custom id of one of the platform's own kinds. */
export type PlatformCustomId =
  | { readonly kind: 'lobby'; readonly gameId: string; readonly action: LobbyAction }
  | { readonly kind: 'color'; readonly gameId: string }
  /** In the bots panel: add a bot of a level (index among the game's AI levels), or remove the bot of a seat (index among its seat keys). */
  | { readonly kind: 'bot'; readonly gameId: string; readonly op: 'add' | 'remove'; readonly arg: number }
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
  | { readonly kind: 'replay'; readonly gameId: string; readonly move: number }
  /** The replay viewer's menu of moves to jump to (the move is the chosen value). */
  | { readonly kind: 'replayJump'; readonly gameId: string }
  /** The replay viewer's "Go to move…" button, which opens the form asking for a move number. */
  | { readonly kind: 'replayGoto'; readonly gameId: string }
  /** That form's submission (the move is the number typed). */
  | { readonly kind: 'replayMove'; readonly gameId: string }
  /** The end message's button that posts the animation of the whole game. */
  | { readonly kind: 'animation'; readonly gameId: string }
  /** A page of a leaderboard: `gameId` holds the id of the game ranked (a game module's, such as 'chacun'). */
  | { readonly kind: 'ranks'; readonly gameId: string; readonly page: number };

/** The steps of a vote to hand a seat to an AI. */
export const HAND_OVER_STEPS = ['propose', 'yes', 'no'] as const;
/** A step of that vote. */
export type HandOverStep = (typeof HAND_OVER_STEPS)[number];

/** Kinds of custom id. */
export type CustomIdKind = CustomId['kind'];

/** Kinds of the platform's own custom ids. */
export type PlatformKind = PlatformCustomId['kind'];

/** The platform's kinds: each one's code in a custom id, and where the platform puts it (see ID_PLACES). */
const PLATFORM_KINDS: Record<PlatformKind, { readonly code: string; readonly place: IdPlace }> = {
  // The lobby message and its seat menu.
  lobby: { code: 'L', place: 'public' },
  color: { code: 'C', place: 'public' },
  // The host's bots panel.
  bot: { code: 'K', place: 'panel' },
  // "Whole board" under ChaCuN's occupant step, in the panel (it answers with a new private message).
  board: { code: 'B', place: 'panel' },
  // On turn and end messages (opens the board privately), and its pages in that private view.
  log: { code: 'H', place: 'anywhere' },
  // The confirmations of /abort and /resign, private replies.
  abort: { code: 'A', place: 'panel' },
  resign: { code: 'Q', place: 'panel' },
  // The end message's buttons (its Log and Replay open private views, so they are also found there).
  export: { code: 'E', place: 'public' },
  // The timeout notice (propose) and the vote message (yes, no).
  handover: { code: 'V', place: 'public' },
  // Undo / Go back on a player's panel.
  undo: { code: 'U', place: 'panel' },
  // The request to the table.
  'undo-vote': { code: 'W', place: 'public' },
  // The end message's Replay button, and the private viewer's steps.
  replay: { code: 'Vr', place: 'anywhere' },
  replayJump: { code: 'Vj', place: 'panel' },
  replayGoto: { code: 'Vg', place: 'panel' },
  replayMove: { code: 'Vm', place: 'panel' },
  animation: { code: 'Va', place: 'public' },
  // The private leaderboard's pages.
  ranks: { code: 'Vl', place: 'panel' },
};
const CODES = Object.fromEntries(Object.entries(PLATFORM_KINDS).map(([kind, { code }]) => [kind, code])) as Record<PlatformKind, string>;
const KINDS = Object.fromEntries(Object.entries(CODES).map(([kind, code]) => [code, kind])) as Record<string, PlatformKind>;

function isPlatformKind(kind: string): kind is PlatformKind {
  return Object.hasOwn(CODES, kind);
}

const specs = { byKind: new Map<string, IdSpec>(), byCode: new Map<string, IdSpec>() };

/** Whether two specs say the same (a game handed in again by another table in the same process). */
function sameSpec(a: IdSpec, b: IdSpec): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Makes the games' custom-id kinds known to the codec (the table of hosted games does it when it
 * is built). A code or kind used twice is a bug that must fail loudly; the same spec given again
 * (several tables in one process, as tests build them) is accepted.
 */
export function defineGameIdSpecs(given: readonly IdSpec[]): void {
  const seen = new Set<string>();
  for (const spec of given) {
    const known = specs.byKind.get(spec.kind);
    if (known !== undefined && sameSpec(known, spec) && !seen.has(spec.kind)) {
      seen.add(spec.kind);
      continue;
    }
    if (isPlatformKind(spec.kind) || specs.byKind.has(spec.kind) || seen.has(spec.kind)) throw new Error(`custom id kind ${spec.kind} is defined twice`);
    if (Object.hasOwn(KINDS, spec.code) || specs.byCode.has(spec.code) || !/^[A-Za-z][A-Za-z0-9]{0,3}$/.test(spec.code)) throw new Error(`custom id code ${spec.code} (${spec.kind}) is taken or malformed`);
    // A spec written outside the types (or cast) may lack its place: it would be accepted anywhere.
    if (!(ID_PLACES as readonly unknown[]).includes(spec.place)) throw new Error(`custom id kind ${spec.kind} does not say where it is put (place: ${String(spec.place)})`);
    seen.add(spec.kind);
    specs.byKind.set(spec.kind, spec);
    specs.byCode.set(spec.code, spec);
  }
}

/** The games' specs known to the codec, by kind and by code. */
function gameSpecs(): typeof specs {
  return specs;
}

/** Every kind of a game's custom id, with its spec (checked unique). */
export function gameIdSpecs(): readonly IdSpec[] {
  return [...gameSpecs().byKind.values()];
}

function encodeGameId(id: GameCustomId): string {
  const spec = gameSpecs().byKind.get(id.kind);
  if (spec === undefined) throw new Error(`no custom id spec for ${id.kind}`);
  const values = id as unknown as Readonly<Record<string, unknown>>;
  const fields = spec.fields.map(([name, field]) => {
    const value = values[name];
    const fits = 'int' in field ? Number.isInteger(value) && (value as number) >= field.int[0] && (value as number) <= field.int[1] : field.word.includes(value as string);
    if (!fits) throw new Error(`custom id ${id.kind}: ${name} = ${String(value)} is out of its range`);
    return String(value);
  });
  return [CUSTOM_ID_PREFIX, spec.code, id.gameId, ...fields].join(':');
}

function decodeGameId(spec: IdSpec, gameId: string, rest: readonly string[]): GameCustomId | null {
  if (rest.length !== spec.fields.length) return null;
  const id: Record<string, string | number> = { kind: spec.kind, gameId };
  for (let i = 0; i < spec.fields.length; i++) {
    const [name, field] = spec.fields[i];
    if ('int' in field) {
      const n = int(rest[i], field.int[0], field.int[1]);
      if (n === null) return null;
      id[name] = n;
    } else {
      if (!field.word.includes(rest[i])) return null;
      id[name] = rest[i];
    }
  }
  return id as unknown as GameCustomId;
}

/** Encodes a custom id (at most 100 characters, as Discord requires). */
export function encodeCustomId(id: CustomId): string {
  const text = isPlatformKind(id.kind) ? encodePlatformId(id as PlatformCustomId) : encodeGameId(id as GameCustomId);
  if (text.length > 100) throw new Error(`custom id too long: ${text}`);
  return text;
}

function encodePlatformId(id: PlatformCustomId): string {
  const fields: (string | number)[] = [CUSTOM_ID_PREFIX, CODES[id.kind], id.gameId];
  switch (id.kind) {
    case 'lobby':
      fields.push(id.action);
      break;
    case 'color':
    case 'board':
    case 'export':
    case 'replayJump':
    case 'replayGoto':
    case 'replayMove':
    case 'animation':
      break;
    case 'replay':
      fields.push(id.move);
      break;
    case 'ranks':
      fields.push(id.page);
      break;
    case 'bot':
      fields.push(id.op, id.arg);
      break;
    case 'log':
      fields.push(id.page);
      break;
    case 'abort':
      fields.push(id.confirm ? 1 : 0);
      if (id.lobby === true) fields.push('lobby');
      break;
    case 'resign':
      fields.push(id.confirm ? 1 : 0);
      break;
    case 'handover':
      fields.push(id.seat, id.vote);
      break;
    case 'undo':
      fields.push(id.move);
      break;
    case 'undo-vote':
      fields.push(id.move, id.agree ? 1 : 0);
      break;
  }
  return fields.join(':');
}

const GAME_ID = /^[a-z0-9]{4,32}$/;

function int(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^-?\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** Decodes a custom id; null if it is not one of ours or is malformed. */
export function decodeCustomId(text: string): CustomId | null {
  const [prefix, code, gameId, ...rest] = text.split(':');
  if (prefix !== CUSTOM_ID_PREFIX || code === undefined || gameId === undefined || !GAME_ID.test(gameId)) return null;
  const kind = Object.hasOwn(KINDS, code) ? KINDS[code] : undefined;
  if (kind === undefined) {
    const spec = gameSpecs().byCode.get(code);
    return spec === undefined ? null : decodeGameId(spec, gameId, rest);
  }
  const need = (n: number): boolean => rest.length === n;
  switch (kind) {
    case 'lobby': {
      const action = rest[0] as LobbyAction;
      return need(1) && LOBBY_ACTIONS.includes(action) ? { kind, gameId, action } : null;
    }
    case 'color':
    case 'board':
    case 'export':
    case 'replayJump':
    case 'replayGoto':
    case 'replayMove':
    case 'animation':
      return need(0) ? { kind, gameId } : null;
    case 'replay': {
      const move = int(rest[0], 0, 100_000);
      return need(1) && move !== null ? { kind, gameId, move } : null;
    }
    case 'ranks': {
      const page = int(rest[0], 0, 10_000);
      return need(1) && page !== null ? { kind, gameId, page } : null;
    }
    case 'bot': {
      const op = rest[0];
      // An index among the game's levels ('add') or seats ('remove'): the game judges it when clicked.
      const arg = int(rest[1], 0, 31);
      return need(2) && (op === 'add' || op === 'remove') && arg !== null ? { kind, gameId, op, arg } : null;
    }
    case 'log': {
      const page = int(rest[0], 0, 1000);
      return need(1) && page !== null ? { kind, gameId, page } : null;
    }
    case 'abort': {
      const flag = int(rest[0], 0, 1);
      if (flag === null) return null;
      if (need(1)) return { kind, gameId, confirm: flag === 1 };
      return need(2) && rest[1] === 'lobby' ? { kind, gameId, confirm: flag === 1, lobby: true } : null;
    }
    case 'resign': {
      const flag = int(rest[0], 0, 1);
      return need(1) && flag !== null ? { kind, gameId, confirm: flag === 1 } : null;
    }
    case 'handover': {
      const seat = int(rest[0], 0, 31);
      const vote = rest[1] as HandOverStep;
      return need(2) && seat !== null && HAND_OVER_STEPS.includes(vote) ? { kind, gameId, seat, vote } : null;
    }
    case 'undo': {
      const move = int(rest[0], 0, 100_000);
      return need(1) && move !== null ? { kind, gameId, move } : null;
    }
    case 'undo-vote': {
      const move = int(rest[0], 0, 100_000);
      const flag = int(rest[1], 0, 1);
      return need(2) && move !== null && flag !== null ? { kind, gameId, move, agree: flag === 1 } : null;
    }
  }
}

/** Where a kind of custom id may be clicked (the platform's or a game's); undefined for a kind nobody declared. */
export function placeOf(kind: string): IdPlace | undefined {
  return isPlatformKind(kind) ? PLATFORM_KINDS[kind].place : gameSpecs().byKind.get(kind)?.place;
}

/** Every kind of custom id, the platform's and the games', for checks that each has a handler. */
export function customIdKinds(): readonly CustomIdKind[] {
  return [...(Object.keys(CODES) as PlatformKind[]), ...gameIdSpecs().map((spec) => spec.kind)];
}


/** The decoded custom id of one kind. */
export type CustomIdOf<K extends CustomIdKind> = Extract<CustomId, { readonly kind: K }>;
