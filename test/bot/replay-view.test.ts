import { describe, expect, test } from 'vitest';
import { atMove } from '../../src/bot/replay/moves.ts';
import { entriesOfMove, replayView } from '../../src/bot/replay/view.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import { SessionManager } from '../../src/session/manager.ts';
import { seatOfKey, type GameSession } from '../../src/session/session.ts';
import { memoryStore } from '../../src/session/store.ts';
import { openGame } from '../stats/play.ts';
import { STUB_IMAGES } from './harness.ts';
import { HOSTED } from '../../src/hosted.ts';

describe('the entries a move added to the message board', () => {
  test.each([
    { before: [], after: [], added: [] },
    { before: [], after: ['a'], added: ['a'] },
    { before: ['a', 'b'], after: ['a', 'b'], added: [] },
    { before: ['a', 'b'], after: ['a', 'b', 'c', 'd'], added: ['c', 'd'] },
    // A turn told so far, whose last line the move rewrote: the rewritten line and what follows.
    { before: ['t', 'x'], after: ['t', 'x, y', 'z'], added: ['x, y', 'z'] },
  ])('$before then $after: $added', ({ before, after, added }) => {
    expect(entriesOfMove(before, after)).toEqual(added);
  });
});

/** A game of people (four for Jass, two otherwise) after its first `moves` moves, played by the rules' automatic moves. */
async function played(game: string, seed: number, moves: number): Promise<GameSession> {
  const manager = new SessionManager(memoryStore(), HOSTED, {});
  const channelId = '300000000000000001';
  const people: [string, string][] = game === 'jass' ? [['1', 'Ana'], ['2', 'Ben'], ['3', 'Clo'], ['4', 'Dan']] : [['1', 'Ana'], ['2', 'Ben']];
  const opened = await openGame(manager, { game, guildId: '100000000000000001', channelId, people, seed });
  for (;;) {
    const loaded = await manager.getGame(opened.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { session, state } = loaded.value;
    if (session.moveNumber >= moves || session.status !== 'playing' || state === null) return session;
    const rules = manager.gameOf(session).rules;
    const seat = seatOfKey(session, rules.toAct(state)[0])!;
    if (seat.player.type !== 'human') throw new Error('people only');
    const move = await manager.move(channelId, { gameId: session.id, moveNumber: session.moveNumber, userId: seat.player.userId, action: rules.autoAction(state, seat.seat) });
    if (!move.ok) throw new Error(move.error.message);
  }
}

describe('a resignation in the replay', () => {
  test('shows from the move it followed, not before', async () => {
    const session = await played('tchu', 5, 12);
    // A move a second from move 1 on; Ben resigned between moves 6 and 7.
    const moveTimes = Array.from({ length: session.moveNumber }, (_, i) => 1_000 * (i + 1));
    const resigned: GameSession = { ...session, moveTimes, seats: session.seats.map((s, i) => (i === 1 ? { ...s, resignedAt: 6_500 } : s)) };
    const ben = (at: number) => atMove(HOSTED.get('tchu')!, resigned, at).session.seats[1].resignedAt;
    expect(ben(0)).toBeUndefined();
    expect(ben(6)).toBeUndefined();
    expect(ben(7)).toBe(6_500);
    expect(ben(session.moveNumber)).toBe(6_500);
    // Without the moves' times, a game shown before its end has nobody resigned.
    const untimed: GameSession = { ...resigned, moveTimes: [] };
    expect(atMove(HOSTED.get('tchu')!, untimed, 7).session.seats[1].resignedAt).toBeUndefined();
  });
});

describe('whose move the replay names', () => {
  test('tCHu’s first tickets, chosen by both at once: each choice is its chooser’s', async () => {
    const session = await played('tchu', 5, 2);
    const tchu = HOSTED.get('tchu')!;
    // Both choose from the start: the first two moves are one seat's each, neither nobody's.
    const actors = [1, 2].map((move) => atMove(tchu, session, move).actor);
    expect(actors.every((actor) => actor !== null)).toBe(true);
    expect(new Set(actors).size).toBe(2);
    const shown = await replayView({ game: tchu, discord: HOSTED.discordOf('tchu'), session, move: 1, images: STUB_IMAGES, image: async (draw) => draw(), locale: 'en' });
    expect(JSON.stringify(shown)).toContain(`Move 1: ${HOSTED.discordOf('tchu').seats.emoji(actors[0]!)} ${seatOfKey(session, actors[0]!)!.player.name}`);
  });
});

/** Every line of a view's message board pages at a move (what /log showed then). */
function logText(game: string, session: GameSession, move: number, locale: Locale): string {
  const discord = HOSTED.discordOf(game);
  const at = atMove(HOSTED.get(game)!, session, move);
  const pages = discord.views.logPages(at.state);
  return Array.from({ length: pages }, (_, page) => discord.views.log(at.session, at.state, page, locale).embeds?.[0]?.description ?? '').join('\n');
}

describe('the replay viewer shows only what the move wrote on the message board', () => {
  test.each([
    ['chacun', 'en'],
    ['scrabble', 'fr'],
    ['jass', 'en'],
    ['tchu', 'fr'],
  ] as const)('%s, in %s: each move’s entries were on /log at that move, and some of them were not the move before', async (game, locale) => {
    const session = await played(game, 5, game === 'chacun' ? 200 : 60);
    const discord = HOSTED.discordOf(game);
    const hosted = HOSTED.get(game)!;
    const total = session.moveNumber;
    let withEntries = 0;
    for (let move = 1; move <= total; move++) {
      const view = await replayView({ game: hosted, discord, session, move, images: STUB_IMAGES, image: async (draw) => draw(), locale });
      const entries = view.embeds![1];
      expect(entries.title).toBe(locale === 'fr' ? 'Ce coup sur le tableau d’affichage' : 'This move on the message board');
      const nothing = locale === 'fr' ? 'Ce coup n’a rien écrit sur le tableau d’affichage.' : 'This move wrote nothing on the message board.';
      if (entries.description === nothing) continue;
      withEntries++;
      const lines = entries.description!.split('\n');
      const now = logText(game, session, move, locale);
      const before = logText(game, session, move - 1, locale);
      for (const line of lines) expect(now).toContain(line.replace(/…$/, ''));
      // A line may repeat an older one (two turns that drew cards alike): it is then there once more than before.
      const count = (text: string, line: string) => text.split(line).length - 1;
      expect(lines.some((line) => count(now, line) > count(before, line))).toBe(true);
    }
    expect(withEntries).toBeGreaterThan(0);
  });
});
