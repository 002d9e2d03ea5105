/**
 * Every custom_id the bot puts on a component is made and read here: a prefix, a kind,
 * then fields separated by ':'. Each carries the game id (and the move number it was made
 * for, where it acts on the game), so a stale or foreign click is recognised and refused.
 */


/** Prefix of all our custom ids. */
export const CUSTOM_ID_PREFIX = 'cc';

/** Lobby buttons. */
export const LOBBY_ACTIONS = ['join', 'leave', 'start', 'cancel', 'bots'] as const;
/** A lobby button. */
export type LobbyAction = (typeof LOBBY_ACTIONS)[number];

/** A decoded custom id. */
export type CustomId =
  | { readonly kind: 'lobby'; readonly gameId: string; readonly action: LobbyAction }
  | { readonly kind: 'color'; readonly gameId: string }
  /** In the bots panel: add a bot of a level (index among the game's AI levels), or remove the bot of a seat (index among its seat keys). */
  | { readonly kind: 'bot'; readonly gameId: string; readonly op: 'add' | 'remove'; readonly arg: number }
  | { readonly kind: 'play'; readonly gameId: string; readonly move: number }
  | { readonly kind: 'positions'; readonly gameId: string; readonly move: number; readonly page: number }
  | { readonly kind: 'page'; readonly gameId: string; readonly move: number; readonly page: number }
  | { readonly kind: 'rotate'; readonly gameId: string; readonly move: number; readonly x: number; readonly y: number; readonly rotation: number }
  | { readonly kind: 'place'; readonly gameId: string; readonly move: number; readonly x: number; readonly y: number; readonly rotation: number }
  | { readonly kind: 'occupy'; readonly gameId: string; readonly move: number; readonly choice: number }
  | { readonly kind: 'retake'; readonly gameId: string; readonly move: number; readonly choice: number }
  | { readonly kind: 'board'; readonly gameId: string }
  | { readonly kind: 'log'; readonly gameId: string; readonly page: number }
  /** The confirmation of /chacun abort; `lobby` when it was asked to cancel a lobby (it then never stops a started game). */
  | { readonly kind: 'abort'; readonly gameId: string; readonly confirm: boolean; readonly lobby?: boolean }
  | { readonly kind: 'resign'; readonly gameId: string; readonly confirm: boolean }
  | { readonly kind: 'export'; readonly gameId: string };

/** Kinds of custom id. */
export type CustomIdKind = CustomId['kind'];

const CODES: Record<CustomIdKind, string> = {
  lobby: 'L',
  color: 'C',
  bot: 'K',
  play: 'P',
  positions: 'S',
  page: 'G',
  rotate: 'R',
  place: 'X',
  occupy: 'O',
  retake: 'T',
  board: 'B',
  log: 'H',
  abort: 'A',
  resign: 'Q',
  export: 'E',
};
const KINDS = Object.fromEntries(Object.entries(CODES).map(([kind, code]) => [code, kind])) as Record<string, CustomIdKind>;

/** Encodes a custom id (at most 100 characters, as Discord requires). */
export function encodeCustomId(id: CustomId): string {
  const fields: (string | number)[] = [CUSTOM_ID_PREFIX, CODES[id.kind], id.gameId];
  switch (id.kind) {
    case 'lobby':
      fields.push(id.action);
      break;
    case 'color':
    case 'board':
    case 'export':
      break;
    case 'play':
      fields.push(id.move);
      break;
    case 'bot':
      fields.push(id.op, id.arg);
      break;
    case 'positions':
    case 'page':
      fields.push(id.move, id.page);
      break;
    case 'rotate':
    case 'place':
      fields.push(id.move, id.x, id.y, id.rotation);
      break;
    case 'occupy':
    case 'retake':
      fields.push(id.move, id.choice);
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
  }
  const text = fields.join(':');
  if (text.length > 100) throw new Error(`custom id too long: ${text}`);
  return text;
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
  const kind = KINDS[code];
  if (kind === undefined) return null;
  const need = (n: number): boolean => rest.length === n;
  switch (kind) {
    case 'lobby': {
      const action = rest[0] as LobbyAction;
      return need(1) && LOBBY_ACTIONS.includes(action) ? { kind, gameId, action } : null;
    }
    case 'color':
    case 'board':
    case 'export':
      return need(0) ? { kind, gameId } : null;
    case 'bot': {
      const op = rest[0];
      // An index among the game's levels ('add') or seats ('remove'): the game judges it when clicked.
      const arg = int(rest[1], 0, 31);
      return need(2) && (op === 'add' || op === 'remove') && arg !== null ? { kind, gameId, op, arg } : null;
    }
    case 'play': {
      const move = int(rest[0], 0, 100_000);
      return need(1) && move !== null ? { kind, gameId, move } : null;
    }
    case 'positions':
    case 'page': {
      const move = int(rest[0], 0, 100_000);
      const page = int(rest[1], 0, 100);
      return need(2) && move !== null && page !== null ? { kind, gameId, move, page } : null;
    }
    case 'rotate':
    case 'place': {
      const move = int(rest[0], 0, 100_000);
      const x = int(rest[1], -12, 12);
      const y = int(rest[2], -12, 12);
      const rotation = int(rest[3], 0, 3);
      return need(4) && move !== null && x !== null && y !== null && rotation !== null ? { kind, gameId, move, x, y, rotation } : null;
    }
    case 'occupy':
    case 'retake': {
      const move = int(rest[0], 0, 100_000);
      const choice = int(rest[1], -1, 30);
      return need(2) && move !== null && choice !== null ? { kind, gameId, move, choice } : null;
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
  }
}

/** Every kind of custom id, for checks that each has a handler. */
export const CUSTOM_ID_KINDS: readonly CustomIdKind[] = Object.keys(CODES) as CustomIdKind[];

/** The decoded custom id of one kind. */
export type CustomIdOf<K extends CustomIdKind> = Extract<CustomId, { readonly kind: K }>;
