/**
 * One or more images of every kind the games send, drawn by their painters at the size the bot
 * sends them (no `maxSide`), and boards as the replay animation draws its frames (`FRAME_SIDE`),
 * from states that make texts small when they can: late games, five players, names as long as
 * allowed, both languages.
 */
import type { Locale } from '../../src/i18n/locale.ts';
import type { EndStanding } from '../../src/render/end-standing.ts';
import type { Painters } from '../../src/render/painter.ts';
import { FRAME_SIDE } from '../../src/bot/replay/animation.ts';
import { PLAYER_COLORS } from '../../src/games/chacun/engine/basics.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard, type GameState as ChacunState } from '../../src/games/chacun/engine/game.ts';
import { CHACUN_PAINTERS } from '../../src/games/chacun/render/painters.ts';
import { fullBoardState, LONG_NAMES, randomFinishedGame, randomStateWithTiles, statesOf as chacunStates } from '../../src/games/chacun/render/samples.ts';
import { playableCards, seatToAct } from '../../src/games/jass/engine/game.ts';
import { SEATS as JASS_SEATS } from '../../src/games/jass/engine/record.ts';
import { playRandomGame as playJass } from '../../src/games/jass/engine/simulate.ts';
import { sortedHand } from '../../src/games/jass/engine/trick.ts';
import { JASS_PAINTERS } from '../../src/games/jass/render/painters.ts';
import { replayRecord as replayJass } from '../../src/games/jass/rules.ts';
import { Dawg } from '../../src/games/scrabble/dictionary/dawg.ts';
import type { ScrabbleState } from '../../src/games/scrabble/engine/game.ts';
import { analysePlay } from '../../src/games/scrabble/engine/play.ts';
import { recordStart as scrabbleStart, replayEntry } from '../../src/games/scrabble/engine/record.ts';
import { playRandomGame as playScrabble } from '../../src/games/scrabble/engine/simulate.ts';
import { boardWith } from '../games/scrabble/helpers.ts';
import { SCRABBLE_PAINTERS } from '../../src/games/scrabble/render/painters.ts';
import { replayRecord as replayTchu } from '../../src/games/tchu/engine/record.ts';
import { randomGame as randomTchu } from '../../src/games/tchu/engine/simulate.ts';
import { TCHU_PAINTERS } from '../../src/games/tchu/render/painters.ts';
import { scores } from '../../src/games/tchu/engine/summary.ts';
import { painting as TOURNAMENT } from '../../src/tournament/painting.ts';
import { podiumPicture, standingsPicture } from '../../src/tournament/pictures.ts';
import { generator, planOf, playAll, randomResult } from '../tournament/support.ts';

/** An image to check: its name and how it is drawn (an encoded image). */
export interface ImageCase {
  readonly name: string;
  readonly draw: () => Promise<Buffer>;
  /** A board read by opening it and zooming in: its pictograms are checked at the image's full size (see tile-painter.ts). */
  readonly zoomable?: true;
}

const LOCALES: readonly Locale[] = ['fr', 'en'];

/** An end picture's standing when the points leader resigned (`EndStanding`): the others by points, the leader last and marked. */
function leaderResigned(seats: readonly string[], points: readonly number[]): EndStanding {
  const leader = seats[points.indexOf(Math.max(...points))];
  const rank = (i: number) => 1 + points.filter((other, j) => seats[j] !== leader && other > points[i]).length;
  return { ranks: Object.fromEntries(seats.map((seat, i) => [seat, seat === leader ? seats.length : rank(i)])), resigned: [leader] };
}

/** Draws with a painter at the size the bot sends (no `maxSide`), or at a frame's of the replay animation. */
function paint(painters: Painters, name: string, input: unknown, maxSide?: number): Promise<Buffer> {
  return painters[name](input, maxSide === undefined ? {} : { maxSide });
}

function chacunCases(): ImageCase[] {
  const finished = randomFinishedGame(5, 3);
  const states = chacunStates(finished.record);
  const occupy = states.filter((s) => s.nextAction === 'OCCUPY_TILE').sort((a, b) => lastTilePotentialOccupants(b).length - lastTilePotentialOccupants(a).length)[0];
  let retake: ChacunState | undefined;
  for (let seed = 1; retake === undefined && seed < 200; seed++) {
    retake = chacunStates(randomFinishedGame(3, seed).record).find((s) => s.nextAction === 'RETAKE_PAWN' && ownPawnsOnBoard(s).length >= 2);
  }
  const full = fullBoardState(5, 1);
  const mid = randomStateWithTiles(5, 7, 30);
  const late = randomStateWithTiles(5, 7, 75);
  const placement = mid.board.legalPlacements(mid.tileToPlace!)[0];
  const input = (state: ChacunState, locale: Locale) => ({ state, names: LONG_NAMES, locale });
  return LOCALES.flatMap((locale) => [
    { name: `chacun-board-first-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'board', input(randomStateWithTiles(2, 7, 1), locale)) },
    { name: `chacun-board-95-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'board', { ...input(full, locale), newMessagesFrom: 0 }) },
    { name: `chacun-board-final-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'board', input(finished.state, locale)) },
    { name: `chacun-closeup-late-${locale}`, draw: () => paint(CHACUN_PAINTERS, 'closeup', input(late, locale)) },
    { name: `chacun-closeup-preview-${locale}`, draw: () => paint(CHACUN_PAINTERS, 'closeup', { ...input(mid, locale), placement }) },
    { name: `chacun-preview-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'preview', { ...input(mid, locale), placement }) },
    { name: `chacun-occupants-${locale}`, draw: () => paint(CHACUN_PAINTERS, 'occupants', input(occupy, locale)) },
    ...(retake === undefined ? [] : [{ name: `chacun-retake-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'retake', input(retake, locale)) }]),
    { name: `chacun-end-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'end', input(finished.state, locale)) },
    { name: `chacun-frame-final-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'board', input(finished.state, locale), FRAME_SIDE) },
    { name: `chacun-frame-95-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'board', input(full, locale), FRAME_SIDE) },
    { name: `chacun-end-95-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'end', input(full, locale)) },
    { name: `chacun-end-resigned-${locale}`, zoomable: true as const, draw: () => paint(CHACUN_PAINTERS, 'end', { ...input(finished.state, locale), standing: leaderResigned(finished.state.players, finished.state.players.map((color) => finished.state.points[PLAYER_COLORS.indexOf(color)])) }) },
  ]);
}

function jassCases(): ImageCase[] {
  const names = { N: 'Alice', E: 'Gotthard', S: 'Bérénice-Françoise de Montmollin', W: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW' };
  const { record, state: end } = playJass(11, { variant: 'schieber', target: 2500 });
  const middle = replayJass({ ...record, actions: record.actions.slice(0, 7) });
  const first = replayJass({ ...record, actions: record.actions.slice(0, 1) });
  const seat = JASS_SEATS[seatToAct(first)!];
  const hand = sortedHand(first.hands[JASS_SEATS.indexOf(seat)], first.trump);
  return LOCALES.flatMap((locale) =>
    (['french', 'swiss'] as const).flatMap((suits) => [
      { name: `jass-table-${suits}-${locale}`, draw: () => paint(JASS_PAINTERS, 'table', { state: middle, names, locale, suits }) },
      { name: `jass-hand-${suits}-${locale}`, draw: () => paint(JASS_PAINTERS, 'hand', { cards: hand, playable: playableCards(first, seat), trump: first.trump, locale, suits }) },
      { name: `jass-frame-${suits}-${locale}`, draw: () => paint(JASS_PAINTERS, 'table', { state: middle, names, locale, suits }, FRAME_SIDE) },
      { name: `jass-end-${suits}-${locale}`, draw: () => paint(JASS_PAINTERS, 'end', { state: end, names, locale, suits }) },
      // Both long names resigned, on either team.
      { name: `jass-end-resigned-${suits}-${locale}`, draw: () => paint(JASS_PAINTERS, 'end', { state: end, names, locale, suits, standing: { ranks: { N: 1, S: 1, E: 2, W: 2 }, resigned: ['S', 'W'] } }) },
    ]),
  );
}

function scrabbleCases(): ImageCase[] {
  // Every two- and three-letter string is a word: random games fill the board quickly.
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const words = [...letters].flatMap((a) => [...letters].flatMap((b) => [`${a}${b}`, ...[...letters].map((c) => `${a}${b}${c}`)])).sort();
  const graph = Dawg.fromSortedWords(words);
  const { record } = playScrabble(4, 3, { language: 'fr', judge: 'dictionary', graph, challengeRate: 0 });
  let state: ScrabbleState = scrabbleStart(record);
  const states = [state];
  for (const entry of record.actions) {
    const next = replayEntry(state, entry, graph);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    states.push(state);
  }
  const middle = states[Math.floor(states.length / 2)];
  const start = states[0];
  const play = analysePlay('fr', start.board, 'ZEBRAS?', '8D', 'ZEBRAs', Dawg.fromSortedWords(['ZEBRAS']));
  if (!play.ok) throw new Error(play.error.code);
  // A play under CAT that makes two more words: the caption's second line names them.
  const withCat = { ...start, board: boardWith(['8G', 'CAT']), racks: ['ATXXXXX', ...start.racks.slice(1)] };
  const cross = analysePlay('fr', boardWith(['8G', 'CAT']), 'ATXXXXX', '9H', 'AT', graph);
  if (!cross.ok) throw new Error(cross.error.code);
  const names = { P1: 'Alice', P2: 'Bérénice-Françoise de Montmollin', P3: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', P4: 'Zoë 🌸' };
  return LOCALES.flatMap((locale) => [
    { name: `scrabble-board-${locale}`, draw: () => paint(SCRABBLE_PAINTERS, 'board', { state: middle, locale }) },
    { name: `scrabble-rack-${locale}`, draw: () => paint(SCRABBLE_PAINTERS, 'rack', { rack: 'AE?RSTZ', language: 'fr', locale }) },
    { name: `scrabble-preview-${locale}`, draw: () => paint(SCRABBLE_PAINTERS, 'preview', { state: { ...start, racks: ['ZEBRAS?', ...start.racks.slice(1)] }, play: play.value, locale }) },
    { name: `scrabble-preview-words-${locale}`, draw: () => paint(SCRABBLE_PAINTERS, 'preview', { state: withCat, play: cross.value, locale }) },
    { name: `scrabble-frame-${locale}`, draw: () => paint(SCRABBLE_PAINTERS, 'board', { state: middle, locale }, FRAME_SIDE) },
    { name: `scrabble-end-${locale}`, draw: () => paint(SCRABBLE_PAINTERS, 'end', { state, locale, names }) },
    { name: `scrabble-end-resigned-${locale}`, draw: () => paint(SCRABBLE_PAINTERS, 'end', { state, locale, names, standing: leaderResigned(state.seats, state.scores) }) },
  ]);
}

/** The tCHu players' names: as long as allowed. */
export const TCHU_NAMES = { P1: 'Bérénice-Françoise de Montmollin', P2: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW' };

function tchuCases(): ImageCase[] {
  const names = TCHU_NAMES;
  const { record, state: end } = randomTchu(2, 5);
  const middle = replayTchu({ ...record, actions: record.actions.slice(0, Math.floor(record.actions.length / 2)) }).state;
  const start = replayTchu({ ...record, actions: [] }).state;
  // The close-up of a route claimed half-way (the first one owned).
  const route = middle.owners.findIndex((owner) => owner !== null);
  return LOCALES.flatMap((locale) => [
    { name: `tchu-closeup-${locale}`, draw: () => paint(TCHU_PAINTERS, 'closeup', { state: middle, names, locale, route }) },
    { name: `tchu-map-middle-${locale}`, draw: () => paint(TCHU_PAINTERS, 'board', { state: middle, names, locale }) },
    { name: `tchu-map-end-${locale}`, draw: () => paint(TCHU_PAINTERS, 'board', { state: end, names, locale }) },
    { name: `tchu-table-middle-${locale}`, draw: () => paint(TCHU_PAINTERS, 'status', { state: middle, names, locale }) },
    // Who resigned marked: won by forfeit, and during play in place of the tags ("choosing tickets" at the start).
    { name: `tchu-table-forfeit-${locale}`, draw: () => paint(TCHU_PAINTERS, 'status', { state: middle, names, locale, stopped: true, resigned: ['P2'] }) },
    { name: `tchu-table-resigned-${locale}`, draw: () => paint(TCHU_PAINTERS, 'status', { state: middle, names, locale, resigned: [middle.players[middle.current]] }) },
    { name: `tchu-table-resigned-start-${locale}`, draw: () => paint(TCHU_PAINTERS, 'status', { state: start, names, locale, resigned: ['P1'] }) },
    { name: `tchu-hand-${locale}`, draw: () => paint(TCHU_PAINTERS, 'hand', { state: middle, names, locale, seat: 'P1' }) },
    { name: `tchu-frame-${locale}`, draw: () => paint(TCHU_PAINTERS, 'board', { state: middle, names, locale }, FRAME_SIDE) },
    { name: `tchu-end-${locale}`, draw: () => paint(TCHU_PAINTERS, 'end', { state: end, names, locale }) },
    { name: `tchu-scoring-${locale}`, draw: () => paint(TCHU_PAINTERS, 'scoring', { state: end, names, locale }) },
    { name: `tchu-scoring-resigned-${locale}`, draw: () => paint(TCHU_PAINTERS, 'scoring', { state: end, names, locale, standing: leaderResigned(end.players, scores(end).map((s) => s.total)) }) },
  ]);
}

/** The tournament pictures: standings of each format with names as long as allowed (a full page of 32 rows and more), and podiums. */
function tournamentCases(): ImageCase[] {
  const long = ['Bérénice-Françoise de Montmollin', 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', 'Zoë 🌸', '🦖 Rex the Unstoppable 🦖 and his friends'];
  const cases: ImageCase[] = [];
  for (const [format, n, k] of [['swiss', 40, 2], ['swiss', 10, 4], ['round-robin', 5, 2], ['elimination', 8, 2]] as const) {
    const plan = planOf(format, n, k);
    const random = generator(n);
    const rounds = playAll(plan, 1, (table) => randomResult(table, random));
    const names = Object.fromEntries(plan.entrants.map((id, i) => [id, long[i % long.length]]));
    for (const locale of LOCALES) {
      const input = { plan, names, title: 'Coupe ChaCuN de décembre, deuxième édition du serveur des amis du Néolithique', game: 'ChaCuN', locale };
      cases.push({ name: `tournament-standings-${format}-${k}-round1-${locale}`, draw: () => paint(TOURNAMENT.painters, 'standings', standingsPicture({ ...input, rounds: rounds.slice(0, 1) })) });
      cases.push({ name: `tournament-standings-${format}-${k}-final-${locale}`, draw: () => paint(TOURNAMENT.painters, 'standings', standingsPicture({ ...input, rounds })) });
      cases.push({ name: `tournament-podium-${format}-${k}-${locale}`, draw: () => paint(TOURNAMENT.painters, 'podium', podiumPicture({ ...input, rounds })) });
    }
  }
  return cases;
}

/** The images of every game, by game, and the platform's tournament pictures. */
export function imageCases(): Record<'chacun' | 'jass' | 'scrabble' | 'tchu' | 'tournament', ImageCase[]> {
  return { chacun: chacunCases(), jass: jassCases(), scrabble: scrabbleCases(), tchu: tchuCases(), tournament: tournamentCases() };
}
