/**
 * Jass records: what a game is made of (variant, target, seats, every deal and, in the course
 * variant, every trump, all drawn at creation) and every action since. Records come from
 * outside (store, files): `parseRecord` checks them without ever throwing, whatever their size
 * or depth, and quotes bad values in short, escaped excerpts.
 */
import type { Result } from '../../../result.ts';
import { excerpt, isObject } from '../../../input-checks.ts';
import { DECK, HAND_SIZE, isCard, isNoTrump, isSuit, NO_TRUMPS, SUITS, type Card, type Mode, type NoTrump, type Suit } from './cards.ts';
import { JassRandom } from '../../random.ts';

/**
 * Seat keys in play order: positions around the table seen from above, partners facing each
 * other (S+N against E+W). Play goes counter-clockwise, as in Switzerland (digest §11b): South at
 * the bottom, then East on South's right, North at the top, West on the left.
 */
export const SEATS = ['S', 'E', 'N', 'W'] as const;
/** A seat key. */
export type Seat = (typeof SEATS)[number];
/**
 * The play order of records made before play went counter-clockwise (N, E, S, W: clockwise as
 * drawn). Such records keep their order, so stored games replay and go on as they began.
 */
export const CLOCKWISE_SEATS = ['N', 'E', 'S', 'W'] as const satisfies readonly Seat[];

/** Whether a list of seats is one of the two play orders a record may have. */
export function isPlayOrder(players: readonly unknown[]): players is readonly Seat[] {
  return [SEATS, CLOCKWISE_SEATS].some((order) => players.length === order.length && players.every((seat, i) => seat === order[i]));
}

/** The rule variants: the course's (default) and the Swiss Schieber. */
export const VARIANTS = ['course', 'schieber'] as const;
/** A rule variant. */
export type Variant = (typeof VARIANTS)[number];

/** The targets a game may be played to (the course plays to 1,000). */
export const TARGETS = [1000, 2500] as const;
/** A target. */
export type Target = (typeof TARGETS)[number];

/** The action types. */
export const ACTION_TYPES = ['play', 'trump', 'pass'] as const;

/** The multiplier sets (digest §11b): every call ×1, or ♠ ♣ ×2 and Obenabe, Undenufe ×3. */
export const MULTIPLIER_SETS = ['simple', 'classic'] as const;
/** A multiplier set. */
export type MultiplierSet = (typeof MULTIPLIER_SETS)[number];

/** What each call's points are multiplied by, in each set. */
export const MULTIPLIERS = {
  simple: { S: 1, H: 1, D: 1, C: 1, obenabe: 1, undenufe: 1 },
  classic: { D: 1, H: 1, S: 2, C: 2, obenabe: 3, undenufe: 3 },
} as const satisfies Record<MultiplierSet, Record<Mode, number>>;

/** The target a game is played to when none is chosen: 1,000, or 2,500 with the classic multipliers. */
export function defaultTarget(multipliers: MultiplierSet): Target {
  return multipliers === 'classic' ? 2500 : 1000;
}

/**
 * An action: play a card; (Schieber) name the call, or pass the choice to the partner. A trump
 * suit is named as `suit` (as ever), a no-trump mode as `mode`.
 */
export type JassAction =
  | { readonly type: 'play'; readonly card: Card }
  | { readonly type: 'trump'; readonly suit: Suit }
  | { readonly type: 'trump'; readonly mode: NoTrump }
  | { readonly type: 'pass' };

/** The action naming a call. */
export function callAction(mode: Mode): JassAction {
  return isNoTrump(mode) ? { type: 'trump', mode } : { type: 'trump', suit: mode };
}

/** The call a trump action names. */
export function callOf(action: Extract<JassAction, { type: 'trump' }>): Mode {
  return 'mode' in action ? action.mode : action.suit;
}

/**
 * A game fully described. `deals[t]` is turn t's 36 cards in deal order: the first nine to
 * `players[0]`, the next nine to `players[1]`, and so on. `trumps[t]` is turn t's trump (course
 * variant only; in Schieber the trump is an action).
 */
export interface JassRecord {
  readonly game: 'jass';
  readonly version: 1;
  readonly variant: Variant;
  readonly target: Target;
  /** Absent in records made before multipliers existed: every call counts ×1. */
  readonly multipliers?: MultiplierSet;
  /** The seats in play order: `SEATS`, or `CLOCKWISE_SEATS` in records made before. */
  readonly players: readonly Seat[];
  readonly deals: readonly (readonly Card[])[];
  readonly trumps?: readonly Suit[];
  readonly actions: readonly JassAction[];
}

/** The fewest points a complete turn hands out: 152 in the cards and 5 for the last trick. */
export const MIN_TURN_POINTS = 157;

/**
 * How many deals a game to `target` can use. Each complete turn hands out at least 157 points
 * (Weis and Stöck only add), and while nobody has won both teams hold at most target − 1, so at
 * most ⌊2(target − 1) / 157⌋ turns can end without a winner (12 for 1,000, 31 for 2,500): the
 * game is always decided within the next one (13 deals for 1,000, 32 for 2,500).
 */
export function dealsNeeded(target: number): number {
  return Math.floor((2 * (target - 1)) / MIN_TURN_POINTS) + 1;
}

/** What a new game may be asked for (the game options chosen at new). */
export interface JassOptions {
  readonly variant?: Variant;
  /** By default 1,000, or 2,500 with the classic multipliers. */
  readonly target?: Target;
  readonly multipliers?: MultiplierSet;
}

/** A new record: every deal and (course variant) every trump drawn from the seed. */
export function newJassRecord(seats: readonly string[], seed: number, options: JassOptions = {}): JassRecord {
  if (seats.length !== SEATS.length || seats.some((seat, i) => seat !== SEATS[i])) {
    throw new Error(`Jass needs the four seats ${SEATS.join(', ')} in this order, not ${seats.join(', ')}`);
  }
  const variant = options.variant ?? 'course';
  const multipliers = options.multipliers ?? 'simple';
  const target = options.target ?? defaultTarget(multipliers);
  const random = new JassRandom(seed);
  const deals = Array.from({ length: dealsNeeded(target) }, () => random.shuffle(DECK));
  // A simple game's record has no multipliers field, as before they existed.
  const base = { game: 'jass', version: 1, variant, target, ...(multipliers === 'simple' ? {} : { multipliers }), players: [...SEATS], deals } as const;
  if (variant === 'schieber') return { ...base, actions: [] };
  return { ...base, trumps: deals.map(() => random.pick(SUITS)), actions: [] };
}

/** Checks one action from outside (`where` names it in the error); the copy has only its type's fields. */
export function parseAction(value: unknown, where = 'action'): Result<JassAction, string> {
  if (!isObject(value)) return { ok: false, error: `${where} must be an object, not ${excerpt(value)}` };
  switch (value.type) {
    case 'play':
      if (!isCard(value.card)) return { ok: false, error: `${where}: card must be a card such as "H10" or "SA", not ${excerpt(value.card)}` };
      return { ok: true, value: { type: 'play', card: value.card } };
    case 'trump':
      if (value.mode !== undefined) {
        if (value.suit !== undefined) return { ok: false, error: `${where}: a trump action names a suit or a mode, not both` };
        if (!isNoTrump(value.mode)) return { ok: false, error: `${where}: mode must be one of ${NO_TRUMPS.join(', ')}, not ${excerpt(value.mode)}` };
        return { ok: true, value: { type: 'trump', mode: value.mode } };
      }
      if (!isSuit(value.suit)) return { ok: false, error: `${where}: suit must be one of ${SUITS.join(', ')} (or mode one of ${NO_TRUMPS.join(', ')}), not ${excerpt(value.suit)}` };
      return { ok: true, value: { type: 'trump', suit: value.suit } };
    case 'pass':
      return { ok: true, value: { type: 'pass' } };
    default:
      return { ok: false, error: `${where}: type must be "play", "trump" or "pass", not ${excerpt(value.type)}` };
  }
}

/** Checks that one deal is the 36 cards, each once. */
function parseDeal(value: unknown, index: number): Result<Card[], string> {
  if (!Array.isArray(value) || value.length !== DECK.length) return { ok: false, error: `deals[${index}] must be an array of the ${DECK.length} cards` };
  const seen = new Set<Card>();
  for (const card of value) {
    if (!isCard(card)) return { ok: false, error: `deals[${index}]: ${excerpt(card)} is not a card` };
    if (seen.has(card)) return { ok: false, error: `deals[${index}]: ${card} appears twice` };
    seen.add(card);
  }
  return { ok: true, value: value as Card[] };
}

/** Checks that a value (parsed JSON) is a Jass record; the error says what is wrong. Never throws. */
export function parseRecord(value: unknown): Result<JassRecord, string> {
  if (!isObject(value)) return { ok: false, error: 'a record must be a JSON object' };
  if (value.game !== 'jass') return { ok: false, error: `game must be "jass", not ${excerpt(value.game)}` };
  if (value.version !== 1) return { ok: false, error: `version must be 1, not ${excerpt(value.version)}` };
  const variant = value.variant;
  if (!(VARIANTS as readonly unknown[]).includes(variant)) return { ok: false, error: `variant must be "course" or "schieber", not ${excerpt(variant)}` };
  const target = value.target;
  if (!(TARGETS as readonly unknown[]).includes(target)) return { ok: false, error: `target must be 1000 or 2500, not ${excerpt(target)}` };
  const multipliers = value.multipliers;
  if (multipliers !== undefined && !(MULTIPLIER_SETS as readonly unknown[]).includes(multipliers)) {
    return { ok: false, error: `multipliers must be "simple" or "classic" (or absent), not ${excerpt(multipliers)}` };
  }
  const players = value.players;
  if (!Array.isArray(players) || !isPlayOrder(players)) {
    return { ok: false, error: `players must be the seats ${JSON.stringify(SEATS)} in play order (or ${JSON.stringify(CLOCKWISE_SEATS)} in older records)` };
  }
  const needed = dealsNeeded(target as Target);
  if (!Array.isArray(value.deals) || value.deals.length !== needed) {
    return { ok: false, error: `deals must be an array of ${needed} deals for a target of ${target as number}` };
  }
  const deals: Card[][] = [];
  for (let i = 0; i < value.deals.length; i++) {
    const deal = parseDeal(value.deals[i], i);
    if (!deal.ok) return deal;
    deals.push(deal.value);
  }
  let trumps: Suit[] | undefined;
  if (variant === 'course') {
    if (!Array.isArray(value.trumps) || value.trumps.length !== needed) return { ok: false, error: `trumps must be an array of ${needed} suits, one per deal` };
    for (const suit of value.trumps) if (!isSuit(suit)) return { ok: false, error: `trumps: ${excerpt(suit)} is not one of ${SUITS.join(', ')}` };
    trumps = value.trumps as Suit[];
  } else if (value.trumps !== undefined) {
    return { ok: false, error: 'trumps must be absent in Schieber: the trump is chosen by action' };
  }
  if (!Array.isArray(value.actions)) return { ok: false, error: 'actions must be an array' };
  // A game cannot be longer than every deal played out with two trump actions each.
  const most = needed * (HAND_SIZE * 4 + 2);
  if (value.actions.length > most) return { ok: false, error: `actions: ${value.actions.length} is more than a game can have (${most})` };
  const actions: JassAction[] = [];
  for (let i = 0; i < value.actions.length; i++) {
    const action = parseAction(value.actions[i], `actions[${i}]`);
    if (!action.ok) return action;
    actions.push(action.value);
  }
  const record = {
    game: 'jass',
    version: 1,
    variant: variant as Variant,
    target: target as Target,
    ...(multipliers === undefined ? {} : { multipliers: multipliers as MultiplierSet }),
    players: [...players],
    deals,
  } as const;
  return { ok: true, value: trumps === undefined ? { ...record, actions } : { ...record, trumps, actions } };
}
