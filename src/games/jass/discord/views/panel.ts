import { ButtonStyle, type APIButtonComponentWithCustomId, type APIEmbed } from '../../../../bot/discord-kit.ts';
import { button, buttonRows, clip, LIMITS, noticeView, type View } from '../../../../bot/chrome/common.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import type { GameSession } from '../../../../session/session.ts';
import { DECK, SUITS, type Card } from '../../engine/cards.ts';
import { playableCards, seatIndex, type JassState } from '../../engine/game.ts';
import { SEATS, type Seat } from '../../engine/record.ts';
import { refusalOf, sortedHand } from '../../engine/trick.ts';
import { cardName, errorText, seatName, suitName, suitSymbol } from '../../texts/catalog.ts';
import { suitStyleOf, type SuitStyle } from '../../suit-style.ts';
import { HAND_FILE } from '../images.ts';
import { TEAM_HEX, teamOfSeat } from '../seats.ts';
import { t } from '../texts.ts';
import { textNames } from './turn.ts';

/** A hand in the order it is shown (and its buttons are): by suit, then by strength with the trump. */
export function shownHand(state: JassState, seat: Seat): Card[] {
  return sortedHand(state.hands[seatIndex(seat)], state.trump);
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
    const refusal = refusalOf(state.hands[seatIndex(seat)], state.trick, state.trump, card);
    const reason = refusal === null ? '' : (errorText(refusal, locale, suits) ?? '');
    byReason.set(reason, [...(byReason.get(reason) ?? []), card]);
  }
  return [...byReason].map(([reason, cards]) => t(locale, 'jass.panel.notAllowed', { cards: cards.map((card) => cardName(card, locale, suits)).join(', '), reason }));
}

/**
 * The player's private panel on their turn, in their language: their hand (image), the trump and
 * the trick so far, and one button per card (those not allowed disabled, with the reasons
 * written out) — or, for a trump to choose, one button per suit and Pass.
 */
export function handView(input: { readonly session: GameSession; readonly state: JassState; readonly seat: Seat; readonly image: Buffer | null; readonly locale: Locale }): View {
  const { session, state, seat, image, locale } = input;
  const names = textNames(session, locale);
  const suits = suitStyleOf(session.options);
  const move = session.moveNumber;
  const lines: string[] = [];
  let buttons: APIButtonComponentWithCustomId[];
  if (state.phase === 'trump') {
    lines.push(t(locale, state.passed ? 'jass.panel.chooseTrumpPassed' : 'jass.panel.chooseTrump'));
    buttons = SUITS.map((suit) => button({ kind: 'jass-trump', gameId: session.id, move, suit }, suitName(suit, locale, suits), ButtonStyle.Primary));
    if (!state.passed) buttons.push(button({ kind: 'jass-pass', gameId: session.id, move }, t(locale, 'jass.panel.pass'), ButtonStyle.Secondary, { emoji: '🤝' }));
  } else {
    if (state.trump !== null) lines.push(t(locale, 'jass.panel.trump', { suit: suitName(state.trump, locale, suits) }));
    if (state.trick.length > 0) {
      const cards = state.trick.map((card, i) => `${names(SEATS[(state.leader + i) % 4])} ${cardName(card, locale, suits)}`).join(', ');
      lines.push(t(locale, 'jass.panel.trick', { cards }), '', t(locale, 'jass.panel.play'));
    } else {
      lines.push('', t(locale, 'jass.panel.lead'));
    }
    lines.push(...refusalLines(state, seat, locale, suits).map((line) => `🚫 ${line}`));
    const allowed = playableCards(state, seat);
    buttons = shownHand(state, seat).map((card) =>
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
  return { embeds: [embed], files: image === null ? [] : [{ name: HAND_FILE, data: image }], components: buttonRows(buttons) };
}

/**
 * A player's hand between their turns, to look at: the hand (image), the trump and the trick so
 * far, whose turn it is, and no card to play (the turn message's button opens the playable hand
 * once it is theirs).
 */
export function waitingHandView(input: { readonly session: GameSession; readonly state: JassState; readonly seat: Seat; readonly toAct: Seat; readonly image: Buffer | null; readonly locale: Locale }): View {
  const { session, state, seat, image, locale } = input;
  const names = textNames(session, locale);
  const suits = suitStyleOf(session.options);
  const lines = [t(locale, state.phase === 'trump' ? 'jass.panel.waitingTrump' : 'jass.panel.waiting', { player: names(input.toAct) }), ''];
  if (state.trump !== null) lines.push(t(locale, 'jass.panel.trump', { suit: suitName(state.trump, locale, suits) }));
  if (state.trick.length > 0) lines.push(t(locale, 'jass.panel.trick', { cards: state.trick.map((card, i) => `${names(SEATS[(state.leader + i) % 4])} ${cardName(card, locale, suits)}`).join(', ') }));
  lines.push(t(locale, 'jass.panel.cards', { cards: shownHand(state, seat).map((card) => cardName(card, locale, suits)).join(', ') }), '', t(locale, 'jass.panel.waitingHint'));
  const embed: APIEmbed = {
    title: t(locale, 'jass.panel.title', { seat: seatName(seat, locale) }),
    description: clip(lines.join('\n'), LIMITS.embedDescription),
    color: TEAM_HEX[teamOfSeat(seat)],
    footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
    ...(image === null ? {} : { image: { url: `attachment://${HAND_FILE}` } }),
  };
  return { embeds: [embed], files: image === null ? [] : [{ name: HAND_FILE, data: image }], components: [] };
}

/** The panel once the player's action is played: what they did, and that the game goes on in the channel. */
export function doneView(done: { readonly card?: Card; readonly suit?: (typeof SUITS)[number]; readonly passed?: boolean }, over: boolean, locale: Locale, suits: SuitStyle = 'french'): View {
  const first =
    done.card !== undefined
      ? t(locale, 'jass.panel.played', { card: cardName(done.card, locale, suits) })
      : done.suit !== undefined
        ? t(locale, 'jass.panel.named', { suit: suitSymbol(done.suit, suits) })
        : t(locale, 'jass.panel.passedDone');
  return noticeView(`${first} ${t(locale, over ? 'jass.panel.over' : 'jass.panel.done')}`);
}
