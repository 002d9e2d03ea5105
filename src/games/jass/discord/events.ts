/**
 * What happened in a Jass game, as a list that only grows while it is played: trumps drawn or
 * named, passes, Weis announced and scored, Stöck, tricks (winner and points), matches and the end of each turn. The
 * turn message tells the entries since the previous message (the memo keeps their count), the
 * log pages through them all. Structured entries; only `eventText` makes sentences of them.
 */
import type { Locale } from '../../../i18n/locale.ts';
import { joinNames } from '../../../i18n/lists.ts';
import { isNoTrump, rankOf, suitOf, type Card, type Mode } from '../engine/cards.ts';
import { HAND_SIZE } from '../engine/cards.ts';
import type { JassState } from '../engine/game.ts';
import type { Seat } from '../engine/record.ts';
import { TEAMS } from '../engine/view.ts';
import { callLabel, cardName, t, teamName } from '../texts/catalog.ts';
import type { SuitStyle } from '../suit-style.ts';

/** One thing that happened. Seats are keys; teams 0 (South–North) and 1 (East–West). A call counts its points ×`multiplier`. */
export type JassEvent =
  | { readonly kind: 'trump'; readonly turn: number; readonly suit: Mode; readonly multiplier: number; readonly by: Seat | null }
  | { readonly kind: 'pass'; readonly seat: Seat }
  | { readonly kind: 'announce'; readonly seat: Seat; readonly points: number; readonly cards: number }
  | { readonly kind: 'weis'; readonly team: 0 | 1; readonly points: number; readonly shown: readonly { readonly seat: Seat; readonly cards: readonly Card[] }[] }
  | { readonly kind: 'stock'; readonly seat: Seat }
  | { readonly kind: 'trick'; readonly turn: number; readonly index: number; readonly winner: Seat; readonly points: number; readonly cards: readonly Card[] }
  | { readonly kind: 'match'; readonly team: 0 | 1 }
  | { readonly kind: 'turnEnd'; readonly turn: number; readonly points: readonly [number, number] };

/** The index, among a turn's tricks (the one under way counted last), of the trick in which a seat's Stöck was scored. */
function stockTrick(state: JassState, turn: number, seat: number): number {
  const trump = state.turns[turn].trump;
  const tricks = state.tricks.filter((trick) => trick.turn === turn);
  const isHonour = (card: Card) => trump !== null && suitOf(card) === trump && (rankOf(card) === 'K' || rankOf(card) === 'Q');
  let seen = 0;
  for (let i = 0; i < tricks.length; i++) {
    const played = tricks[i].cards[(seat - tricks[i].leader + 4) % 4];
    if (isHonour(played) && ++seen === 2) return i;
  }
  return tricks.length;
}

/** Every event of a game so far, oldest first (each new state only adds at the end). */
export function gameEvents(state: JassState): JassEvent[] {
  const events: JassEvent[] = [];
  state.turns.forEach((account, turn) => {
    const key = (seat: number) => state.players[seat];
    const leader = key(account.leader);
    const current = turn === state.turn;
    const passed = current && state.phase === 'trump' ? state.passed : account.chooser !== null && account.chooser !== account.leader;
    if (state.variant === 'schieber' && passed) events.push({ kind: 'pass', seat: leader });
    if (account.trump !== null) {
      events.push({ kind: 'trump', turn, suit: account.trump, multiplier: account.multiplier, by: state.variant === 'schieber' && account.chooser !== null ? key(account.chooser) : null });
    }
    const tricks = state.tricks.filter((trick) => trick.turn === turn);
    const stocks = account.stock.map((seat) => ({ seat, at: stockTrick(state, turn, seat) }));
    for (let i = 0; i <= tricks.length; i++) {
      for (const stock of stocks) if (stock.at === i) events.push({ kind: 'stock', seat: key(stock.seat) });
      // Schieber: each seat's best Weis, announced (its value, not its cards) as it plays its first card.
      if (i === 0) for (const a of account.announced) events.push({ kind: 'announce', seat: key(a.seat), points: a.points, cards: a.cards });
      const trick = tricks[i];
      if (i === 0 && account.weis !== null) {
        // The cards of each Weis counted, shown to all once the first trick's four cards are down
        // (then the Weis is credited, before the trick: a Weis that wins the game ends it there).
        events.push({ kind: 'weis', team: account.weis.team, points: account.weis.points, shown: account.weis.shown.map((s) => ({ seat: key(s.seat), cards: s.weis.cards })) });
      }
      if (trick === undefined) break;
      events.push({ kind: 'trick', turn, index: trick.index, winner: key(trick.winner), points: trick.points, cards: trick.cards });
      if (trick.matchBonus > 0) events.push({ kind: 'match', team: (trick.winner % 2) as 0 | 1 });
    }
    if (tricks.length === HAND_SIZE) events.push({ kind: 'turnEnd', turn, points: account.points });
  });
  return events;
}

/** An event as a sentence, players named by `names`. */
export function eventText(event: JassEvent, names: (seat: Seat) => string, locale: Locale, suits: SuitStyle = 'french'): string {
  switch (event.kind) {
    case 'trump': {
      // The multiplier is written when it is not 1 (the simple set never shows one).
      const call = callLabel(event.suit, event.multiplier, locale, suits);
      if (event.by === null) return t(locale, 'jass.event.trumpDrawn', { turn: event.turn + 1, suit: call });
      return isNoTrump(event.suit)
        ? t(locale, 'jass.event.modeNamed', { turn: event.turn + 1, player: names(event.by), mode: call })
        : t(locale, 'jass.event.trumpNamed', { turn: event.turn + 1, player: names(event.by), suit: call });
    }
    case 'pass':
      return t(locale, 'jass.event.passed', { player: names(event.seat) });
    case 'announce':
      return t(locale, 'jass.event.announce', { player: names(event.seat), points: event.points, cards: event.cards });
    case 'weis':
      return t(locale, 'jass.event.weis', {
        team: teamName(event.team, locale),
        points: event.points,
        shown: joinNames(
          event.shown.map((s) => `${names(s.seat)} ${s.cards.map((card) => cardName(card, locale, suits)).join(' ')}`),
          locale,
        ),
      });
    case 'stock':
      return t(locale, 'jass.event.stock', { player: names(event.seat) });
    case 'trick':
      return t(locale, 'jass.event.trick', {
        trick: event.index + 1,
        player: names(event.winner),
        cards: event.cards.map((card) => cardName(card, locale, suits)).join(' '),
        points: event.points,
      });
    case 'match':
      return t(locale, 'jass.event.match', { team: teamName(event.team, locale) });
    case 'turnEnd':
      return t(locale, 'jass.event.turnEnd', { turn: event.turn + 1, blue: event.points[0], orange: event.points[1] });
  }
}

/** The players of a team, by name ("Alice and Furka"). */
export function teamPlayers(team: 0 | 1, names: (seat: Seat) => string, locale: Locale): string {
  return joinNames(TEAMS[team].map(names), locale);
}
