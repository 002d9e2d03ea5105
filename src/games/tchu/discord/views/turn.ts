import { ButtonStyle, type APIEmbed } from '../../../../bot/discord-kit.ts';
import { cardTotal } from '../../engine/cards.ts';
import type { GameRecord } from '../../engine/record.ts';
import { seatsToAct, type GameState } from '../../engine/state.ts';
import { scores } from '../../engine/summary.ts';
import { joinNames } from '../../../../i18n/lists.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { seatOfKey, type GameSession, type TurnMemo } from '../../../../session/session.ts';
import { turnButtons } from '../../../../bot/chrome/end-buttons.ts';
import { button, clip, escapeMarkdown, gameLocale, LIMITS, mentionOf, userIdOf, withPictureBelow, type View } from '../../../../bot/chrome/common.ts';
import { SEAT_STYLE } from '../../render/index.ts';
import { describeTurn, nameOf, turnStories } from '../history.ts';
import { t } from '../texts.ts';

/** The file name of map images. */
export const MAP_FILE = 'map.png';
/** The file name of the table under the map (face-up cards, piles, players). */
export const TABLE_FILE = 'table.png';
/** The file name of the close-up of the map around the route the last turn claimed. */
export const CLOSEUP_FILE = 'closeup.png';

/** A view with the table's picture under its map (`withPictureBelow`); the view itself without one. */
export function withTable(view: View, table: Buffer | null): View {
  return withPictureBelow(view, table === null ? null : { name: TABLE_FILE, data: table });
}

/** A view with a close-up of the map under its pictures so far (`withPictureBelow`); the view itself without one. */
export function withCloseup(view: View, closeup: Buffer | null): View {
  return withPictureBelow(view, closeup === null ? null : { name: CLOSEUP_FILE, data: closeup });
}

/** A round emoji of each seat, as on the images (navy dot, magenta diamond). */
export const SEAT_EMOJI: Readonly<Record<string, string>> = { P1: '🔵', P2: '🟣' };

/** A seat's embed colour. */
export function seatColor(seat: string): number {
  return Number.parseInt((SEAT_STYLE[seat]?.fill ?? '#8a6a3c').slice(1), 16);
}

/** The turn under way: 0 while both choose their first tickets, then 1, 2… */
function turnKey(state: GameState): number {
  return state.step === 'INITIAL_TICKETS' ? 0 : state.turns + 1;
}

/** The players (by index, a bit each) who have chosen their first tickets; 0 once the first turn has begun. */
function chosenMask(state: GameState): number {
  if (state.step !== 'INITIAL_TICKETS') return 0;
  return state.playerStates.reduce((mask, ps, i) => (ps.offered === null ? mask | (1 << i) : mask), 0);
}

/**
 * The key of the turn message (the announcer posts a new message for a new key, whose Play
 * button replaces the old one's): the turn under way (`turnKey`), and during the first ticket
 * choice, minus who has chosen, so that each choice gets a message saying who is still choosing
 * (0 before anyone has chosen, as before).
 */
export function messageKey(state: GameState): number {
  if (state.step !== 'INITIAL_TICKETS') return turnKey(state);
  const chosen = chosenMask(state);
  return chosen === 0 ? 0 : -chosen;
}

/** The memo key of the players (a bit each) already pinged by a message of the first ticket choice. */
const PINGED_MEMO_KEY = 'pinged';

/** The players pinged by the message before this one, when it was one of the first ticket choice (its key 0 or less). */
function pingedBefore(session: GameSession): number {
  const memo = session.turnMemo;
  return memo !== null && memo.turn <= 0 ? (memo[PINGED_MEMO_KEY] ?? 0) : 0;
}

/** The players a turn message pings: those to act, but during the first ticket choice not those its earlier messages pinged. */
function toPing(session: GameSession, state: GameState): number {
  const toAct = seatsToAct(state).map((seat) => state.players.indexOf(seat));
  const humans = toAct.filter((i) => seatOfKey(session, state.players[i])?.player.type === 'human');
  const mask = humans.reduce((m, i) => m | (1 << i), 0);
  return state.step === 'INITIAL_TICKETS' ? mask & ~pingedBefore(session) : mask;
}

/**
 * What a turn message is posted with (`session.turnMemo` then): its key and, during the first
 * ticket choice, who was pinged so far, so that a later message of it (someone has chosen)
 * names the players still choosing without pinging them again.
 */
export function turnMemoOf(session: GameSession, state: GameState): TurnMemo {
  if (state.step !== 'INITIAL_TICKETS') return { turn: messageKey(state) };
  return { turn: messageKey(state), [PINGED_MEMO_KEY]: pingedBefore(session) | toPing(session, state) };
}

/** Each player's cars, cards, tickets and points, one line each, in seat order. */
export function playerLines(session: GameSession, state: GameState, locale: Locale): string {
  const names = nameOf(session);
  // Once the game is over its points are the final totals (tickets and the longest trail counted), as the end message gives them.
  const final = state.step === 'OVER' ? scores(state) : null;
  return state.players
    .map((seat, i) => {
      const ps = state.playerStates[i];
      const s = seatOfKey(session, seat);
      const tag = s?.resignedAt !== undefined ? ` · ${t(locale, 'resign.tag')}` : s?.player.type === 'ai' ? ' 🤖' : '';
      const line = t(locale, 'tchu.turn.playerLine', { cars: ps.cars, cards: cardTotal(ps.cards), tickets: ps.tickets.length, points: final?.[i].total ?? ps.claimPoints });
      return `${SEAT_EMOJI[seat] ?? '⚪'} ${SEAT_STYLE[seat]?.symbol ?? ''} **${names(seat)}** — ${line}${tag}`;
    })
    .join('\n');
}

/** What the last turn did, in words (the first ticket choice for the first turn); places as the map names them. */
export function lastTurnLines(session: GameSession, state: GameState, locale: Locale): string[] {
  const stories = turnStories(session.record as GameRecord | null);
  const previous = stories.find((story) => story.turn === turnKey(state) - 1);
  return previous === undefined ? [] : describeTurn(previous, nameOf(session), locale, gameLocale(session));
}

/**
 * The route the last turn claimed (its index), which the turn message shows in a close-up; null
 * when it claimed none (cards or tickets drawn, a tunnel given up or not paid, the first tickets).
 */
export function claimedLastTurn(session: GameSession, state: GameState): number | null {
  const stories = turnStories(session.record as GameRecord | null);
  const previous = stories.find((story) => story.turn === turnKey(state) - 1);
  const first = previous?.steps[0];
  const last = previous?.steps.at(-1);
  if (first === undefined || last === undefined) return null;
  const route = last.after.owners.findIndex((owner, i) => owner !== null && first.before.owners[i] === null);
  return route < 0 ? null : route;
}

/** The steps of a turn after which its player still acts: between two cards, tickets to keep, a tunnel to pay. */
const MID_TURN_STEPS = ['SECOND_CARD', 'KEEP_TICKETS', 'ADDITIONAL'] as const;
type MidTurnStep = (typeof MID_TURN_STEPS)[number];

/** The step of the player to play when they are half-way through their turn, else null. */
function midTurnStep(state: GameState): MidTurnStep | null {
  return (MID_TURN_STEPS as readonly string[]).includes(state.step) ? (state.step as MidTurnStep) : null;
}

/**
 * A turn under way, half-way through (a turn message posted then: after an undo, a restart):
 * what its player did so far ("took a face-up green card") and what is left ("still has a second
 * card to take"); none at a turn's start. During the first ticket choice, once someone has
 * chosen: who chose and how many tickets they kept (public; which ones is not), and who is still
 * choosing.
 */
function turnSoFarLines(session: GameSession, state: GameState, locale: Locale): string[] {
  const step = midTurnStep(state);
  const waiting = state.step === 'INITIAL_TICKETS' && chosenMask(state) !== 0;
  if (step === null && !waiting) return [];
  const names = nameOf(session);
  const story = turnStories(session.record as GameRecord | null).find((s) => s.turn === turnKey(state));
  const done = story === undefined ? [] : describeTurn(story, names, locale, gameLocale(session));
  if (step === null) return [...done, t(locale, 'tchu.turn.ticketsWaiting', { players: joinNames(seatsToAct(state).map(names), locale) })];
  return [...done, t(locale, `tchu.turn.still${step}`, { player: names(state.players[state.current]) })];
}

/** The heading and lines of `turnSoFarLines` as an embed shows them, or nothing. */
function soFarBlock(session: GameSession, state: GameState, locale: Locale): string[] {
  const lines = turnSoFarLines(session, state, locale);
  return lines.length === 0 ? [] : [`**${t(locale, 'tchu.turn.soFar')}**`, ...lines.map((line) => `• ${line}`), ''];
}

function piles(state: GameState, locale: Locale): string {
  return t(locale, 'tchu.turn.piles', { deck: state.deck.length, discard: cardTotal(state.discard), tickets: state.ticketDeck.length });
}

/**
 * The public message of a turn: who plays (both players during the first ticket choice; once one
 * has chosen, who is still choosing), what the last turn did, what this one did so far when its
 * player is half-way through it (between two cards: "take your second card!"), the players'
 * counts, and the map; a Play button for the people to act (an AI's turn has none), and one to
 * read the message board.
 */
export function turnView(session: GameSession, state: GameState, image: Buffer | null): View {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const initial = state.step === 'INITIAL_TICKETS';
  const toAct = initial ? state.players.filter((_, i) => state.playerStates[i].offered !== null) : [state.players[state.current]];
  const seats = toAct.map((key) => seatOfKey(session, key)).filter((s) => s !== undefined);
  const humans = seats.filter((s) => s.player.type === 'human');
  const description: string[] = [];
  const last = lastTurnLines(session, state, locale);
  if (last.length > 0) description.push(`**${t(locale, 'tchu.turn.since')}**`, ...last.map((line) => `• ${line}`), '');
  description.push(...soFarBlock(session, state, locale));
  if (state.countdown !== null) description.push(`⏳ ${t(locale, 'tchu.turn.lastRound', { count: state.countdown })}`);
  description.push(piles(state, locale));
  const current = initial ? null : state.players[state.current];
  const step = midTurnStep(state);
  const embed: APIEmbed = {
    title: initial ? t(locale, 'tchu.turn.titleTickets') : t(locale, 'tchu.turn.title', { turn: state.turns + 1, player: names(current ?? '') }),
    description: clip(description.join('\n'), LIMITS.embedDescription),
    color: current === null ? seatColor('P1') : seatColor(current),
    fields: [{ name: t(locale, 'tchu.turn.players'), value: clip(playerLines(session, state, locale), LIMITS.fieldValue) }],
    footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
    ...(image === null ? {} : { image: { url: `attachment://${MAP_FILE}` } }),
  };
  // Once someone has chosen their first tickets, who is still choosing (not which tickets were kept).
  const content = initial
    ? [t(locale, chosenMask(state) === 0 ? 'tchu.turn.tickets' : 'tchu.turn.ticketsWaiting', { players: joinNames(seats.map(mentionOf), locale) })]
    : seats[0]?.player.type === 'ai'
      ? [t(locale, 'tchu.turn.bot', { player: escapeMarkdown(seats[0].player.name) })]
      : [t(locale, step === null ? 'tchu.turn.yours' : `tchu.turn.yours${step}`, { player: seats[0] === undefined ? '' : mentionOf(seats[0]) })];
  const play = button({ kind: 'tchu-play', gameId: session.id, move: session.moveNumber }, t(locale, 'tchu.button.play'), ButtonStyle.Primary, { emoji: '🚂' });
  // A person still to choose their first tickets was pinged by the choice's first message: named again, not pinged again.
  const ping = toPing(session, state);
  const pinged = humans.filter((s) => (ping & (1 << state.players.indexOf(s.seat))) !== 0);
  return {
    content: content.join('\n'),
    embeds: [embed],
    files: image === null ? [] : [{ name: MAP_FILE, data: image }],
    mentions: pinged.map(userIdOf).filter((id): id is string => id !== null),
    components: turnButtons(session, humans.length > 0 ? [play] : []),
  };
}

/** The map on its own (/tchu board, the replay's board): the players and the piles, and a turn's steps so far when its player is half-way through it. */
export function boardView(session: GameSession, state: GameState, image: Buffer | null, locale: Locale): View {
  const names = nameOf(session);
  const status =
    session.status !== 'playing'
      ? t(locale, 'game.over')
      : state.step === 'INITIAL_TICKETS'
        ? t(locale, 'tchu.turn.titleTickets')
        : t(locale, 'tchu.turn.title', { turn: state.turns + 1, player: names(state.players[state.current]) });
  return {
    embeds: [
      {
        title: status,
        description: clip([...(session.status === 'playing' ? soFarBlock(session, state, locale) : []), piles(state, locale)].join('\n'), LIMITS.embedDescription),
        color: seatColor(state.players[state.current]),
        fields: [{ name: t(locale, 'tchu.turn.players'), value: clip(playerLines(session, state, locale), LIMITS.fieldValue) }],
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...(image === null ? {} : { image: { url: `attachment://${MAP_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: MAP_FILE, data: image }],
    components: [],
  };
}
