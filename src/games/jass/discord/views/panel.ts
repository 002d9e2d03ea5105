import { ButtonStyle, type APIButtonComponentWithCustomId, type APIEmbed } from '../../../../bot/discord-kit.ts';
import { button, buttonRows, clip, gameLocale, LIMITS, noticeView, type ActionRow, type View } from '../../../../bot/chrome/common.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import { DECK, isNoTrump, MODES, suitOf, type Card, type Mode } from '../../engine/cards.ts';
import { dealtHand, multiplierOf, playableCards, seatIndex, type JassState } from '../../engine/game.ts';
import type { Seat } from '../../engine/record.ts';
import { refusalOf, sortedHand } from '../../engine/trick.ts';
import { compareWeis, weisOf } from '../../engine/weis.ts';
import { cardName, errorText, modeName, modeShort, seatName, suitName } from '../../texts/catalog.ts';
import { suitStyleOf, type SuitStyle } from '../../suit-style.ts';
import { HAND_FILE } from '../images.ts';
import { TEAM_HEX, teamOfSeat } from '../seats.ts';
import { t } from '../texts.ts';
import { textNames } from './turn.ts';

/** A hand in the order it is shown (and its buttons are): by suit, then by strength with the trump. */
export function shownHand(state: JassState, seat: Seat): Card[] {
  return sortedHand(state.hands[seatIndex(state, seat)], state.trump);
}

/** Card buttons a row holds at most: five wrap on a phone's narrow screen. */
export const CARDS_PER_ROW = 4;

/**
 * The rows of a hand's buttons (in the hand's order): a row for each suit, split in rows of at most
 * `CARDS_PER_ROW`. Nine cards make five rows at most: only one suit can have more than four.
 */
export function handRows(cards: readonly Card[], buttons: readonly APIButtonComponentWithCustomId[]): ActionRow[] {
  const rows: APIButtonComponentWithCustomId[][] = [];
  cards.forEach((card, i) => {
    const last = rows.at(-1);
    const sameSuit = i > 0 && suitOf(cards[i - 1]) === suitOf(card);
    if (last !== undefined && sameSuit && last.length < CARDS_PER_ROW) last.push(buttons[i]);
    else rows.push([buttons[i]]);
  });
  return rows.flatMap((row) => buttonRows(row));
}

/** Call buttons a row holds at most: their names are longer than the cards' ("♦ carreau ×1"), and three wrap on a phone. */
const CALLS_PER_ROW = 2;

/**
 * The rows of the call buttons (in `MODES` order, Pass last), two to a row so that no row wraps on
 * a phone: the suits in two rows, Obenabe and Undenufe, then Pass alone.
 */
function callRows(buttons: readonly APIButtonComponentWithCustomId[]): ActionRow[] {
  const rows: ActionRow[] = [];
  for (let i = 0; i < buttons.length; i += CALLS_PER_ROW) rows.push(...buttonRows(buttons.slice(i, i + CALLS_PER_ROW)));
  return rows;
}

/** A call's name, with its multiplier when the game counts some calls more than others ("♠ spades ×2"). */
function callText(state: JassState, mode: Mode, locale: Locale, suits: SuitStyle): string {
  const multiplier = multiplierOf(state, mode);
  return state.multipliers === 'simple' ? modeName(mode, locale, suits) : `${modeName(mode, locale, suits)} ×${multiplier}`;
}

/** A call's button: a suit's sign and name or the no-trump mode's arrow and name ("♠ Spades", "⬇️ Obenabe"), with its multiplier in a classic game. */
function callButtonLabel(state: JassState, mode: Mode, locale: Locale, suits: SuitStyle): string {
  // A label starts with a capital as the other buttons do (the suits' names are lower case in sentences).
  const name = isNoTrump(mode) ? modeShort(mode, locale, suits) : suitName(mode, locale, suits).replace(/^(\S+ )(\p{Ll})/u, (_, sign: string, letter: string) => sign + letter.toLocaleUpperCase(locale));
  return state.multipliers === 'simple' ? name : `${name} ×${multiplierOf(state, mode)}`;
}

/**
 * Schieber, until the first trick of a turn is complete: the seat's Weis, best first, with their
 * cards and values ("Your Weis: 9♥ 10♥ J♥ Q♥ (50 points) (…)"); none in the course variant, after
 * the first trick, or for a hand without one.
 */
export function weisLine(state: JassState, seat: Seat, locale: Locale, suits: SuitStyle = 'french'): string | null {
  if (state.variant !== 'schieber' || state.trickIndex !== 0 || state.phase === 'over') return null;
  // Before the call, the sequences are compared as in a trumpless call (the value first, as ever).
  const all = weisOf(dealtHand(state, state.turn, seatIndex(state, seat))).sort((a, b) => compareWeis(b, a, state.trump ?? 'obenabe'));
  if (all.length === 0) return null;
  const weis = all.map((w) => t(locale, 'jass.panel.weisItem', { cards: w.cards.map((card) => cardName(card, locale, suits)).join(' '), points: w.points })).join(' · ');
  return t(locale, 'jass.panel.weis', { weis, count: all.length });
}

/**
 * The cards of a hand that may not be played now, grouped by why: "9♠, A♠ — you must follow ♥".
 * Empty when it is not the seat's card to play.
 */
export function refusalLines(state: JassState, seat: Seat, locale: Locale, suits: SuitStyle = 'french'): string[] {
  if (state.phase !== 'play' || state.trump === null) return [];
  const allowed = playableCards(state, seat);
  if (allowed.length === 0) return [];
  const byReason = new Map<string, Card[]>();
  for (const card of shownHand(state, seat)) {
    if (allowed.includes(card)) continue;
    const refusal = refusalOf(state.hands[seatIndex(state, seat)], state.trick, state.trump, card);
    const reason = refusal === null ? '' : (errorText(refusal, locale, suits) ?? '');
    byReason.set(reason, [...(byReason.get(reason) ?? []), card]);
  }
  return [...byReason].map(([reason, cards]) => t(locale, 'jass.panel.notAllowed', { cards: cards.map((card) => cardName(card, locale, suits)).join(', '), reason }));
}

/**
 * The player's private panel on their turn, in their language: their hand (image), the trump and
 * the trick so far, and one button per card (those not allowed disabled, with the reasons
 * written out) — or, for a trump to choose, one button per call (four suits, Obenabe, Undenufe) and Pass.
 */
export function handView(input: { readonly session: GameSession; readonly state: JassState; readonly seat: Seat; readonly image: Buffer | null; readonly locale: Locale }): View {
  const { session, state, seat, image, locale } = input;
  const names = textNames(session, locale);
  const suits = suitStyleOf(session.options);
  const move = session.moveNumber;
  const lines: string[] = [];
  let buttons: APIButtonComponentWithCustomId[];
  let hand: Card[] | null = null;
  if (state.phase === 'trump') {
    lines.push(t(locale, state.passed ? 'jass.panel.chooseTrumpPassed' : 'jass.panel.chooseTrump'));
    buttons = MODES.map((mode) => button({ kind: 'jass-trump', gameId: session.id, move, suit: mode }, callButtonLabel(state, mode, locale, suits), ButtonStyle.Primary));
    if (!state.passed) buttons.push(button({ kind: 'jass-pass', gameId: session.id, move }, t(locale, 'jass.panel.pass'), ButtonStyle.Secondary, { emoji: '🤝' }));
    const weis = weisLine(state, seat, locale, suits);
    if (weis !== null) lines.push('', weis);
  } else {
    if (state.trump !== null) lines.push(t(locale, 'jass.panel.trump', { suit: callText(state, state.trump, locale, suits) }));
    const weis = weisLine(state, seat, locale, suits);
    if (weis !== null) lines.push(weis);
    if (state.trick.length > 0) {
      const cards = state.trick.map((card, i) => `${names(state.players[(state.leader + i) % 4])} ${cardName(card, locale, suits)}`).join(', ');
      lines.push(t(locale, 'jass.panel.trick', { cards }), '', t(locale, 'jass.panel.play'));
    } else {
      lines.push('', t(locale, 'jass.panel.lead'));
    }
    lines.push(...refusalLines(state, seat, locale, suits).map((line) => `🚫 ${line}`));
    const allowed = playableCards(state, seat);
    hand = shownHand(state, seat);
    buttons = hand.map((card) =>
      button({ kind: 'jass-card', gameId: session.id, move, card: DECK.indexOf(card) }, cardName(card, locale, suits), allowed.includes(card) ? ButtonStyle.Primary : ButtonStyle.Secondary, {
        disabled: !allowed.includes(card),
      }),
    );
  }
  const embed: APIEmbed = {
    title: t(locale, 'jass.panel.title', { seat: seatName(seat, locale) }),
    description: clip(lines.join('\n'), LIMITS.embedDescription),
    color: TEAM_HEX[teamOfSeat(seat)],
    footer: { text: t(locale, 'game.footerMove', { id: session.id, move }) },
    ...(image === null ? {} : { image: { url: `attachment://${HAND_FILE}` } }),
  };
  return { embeds: [embed], files: image === null ? [] : [{ name: HAND_FILE, data: image }], components: hand === null ? callRows(buttons) : handRows(hand, buttons) };
}

/**
 * A player's hand between their turns, to look at: the hand (image), the trump and the trick so
 * far, whose turn it is, and no card to play (the turn message's button, named as it reads there,
 * in the game's language, opens the playable hand once it is theirs).
 */
export function waitingHandView(input: { readonly session: GameSession; readonly state: JassState; readonly seat: Seat; readonly toAct: Seat; readonly image: Buffer | null; readonly locale: Locale }): View {
  const { session, state, seat, image, locale } = input;
  const names = textNames(session, locale);
  const suits = suitStyleOf(session.options);
  const lines = [t(locale, state.phase === 'trump' ? 'jass.panel.waitingTrump' : 'jass.panel.waiting', { player: names(input.toAct) }), ''];
  if (state.trump !== null) lines.push(t(locale, 'jass.panel.trump', { suit: modeName(state.trump, locale, suits) }));
  if (state.trick.length > 0) lines.push(t(locale, 'jass.panel.trick', { cards: state.trick.map((card, i) => `${names(state.players[(state.leader + i) % 4])} ${cardName(card, locale, suits)}`).join(', ') }));
  lines.push(t(locale, 'jass.panel.cards', { cards: shownHand(state, seat).map((card) => cardName(card, locale, suits)).join(', ') }));
  const weis = weisLine(state, seat, locale, suits);
  if (weis !== null) lines.push(weis);
  lines.push('', t(locale, 'jass.panel.waitingHint', { button: t(gameLocale(session), 'jass.button.hand') }));
  const embed: APIEmbed = {
    title: t(locale, 'jass.panel.title', { seat: seatName(seat, locale) }),
    description: clip(lines.join('\n'), LIMITS.embedDescription),
    color: TEAM_HEX[teamOfSeat(seat)],
    footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
    ...(image === null ? {} : { image: { url: `attachment://${HAND_FILE}` } }),
  };
  return { embeds: [embed], files: image === null ? [] : [{ name: HAND_FILE, data: image }], components: [] };
}

/** The panel once the player's action is played: what they did, and that the game goes on. */
export function doneView(done: { readonly card?: Card; readonly mode?: Mode; readonly passed?: boolean }, over: boolean, locale: Locale, suits: SuitStyle = 'french'): View {
  const first =
    done.card !== undefined
      ? t(locale, 'jass.panel.played', { card: cardName(done.card, locale, suits) })
      : done.mode === 'obenabe' || done.mode === 'undenufe'
        ? t(locale, 'jass.panel.namedMode', { mode: modeShort(done.mode, locale, suits) })
        : done.mode !== undefined
          ? t(locale, 'jass.panel.named', { suit: modeShort(done.mode, locale, suits) })
          : t(locale, 'jass.panel.passedDone');
  return noticeView(`${first} ${t(locale, over ? 'jass.panel.over' : 'jass.panel.done')}`);
}
