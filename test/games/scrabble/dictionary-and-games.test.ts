// The one test file that loads the real word lists (once per language, about 1.5 s each).
import { describe, expect, test } from 'vitest';
import { Dawg } from '../../../src/games/scrabble/dictionary/dawg.ts';
import { dictionary } from '../../../src/games/scrabble/dictionary/load.ts';
import { foldLetters, normaliseList, normaliseWord } from '../../../src/games/scrabble/dictionary/normalise.ts';
import { analysePlay } from '../../../src/games/scrabble/engine/play.ts';
import { allMoves } from '../../../src/games/scrabble/engine/movegen.ts';
import { fullBag, sortedTiles } from '../../../src/games/scrabble/engine/letters.ts';
import { replayRecord } from '../../../src/games/scrabble/engine/record.ts';
import { playRandomGame } from '../../../src/games/scrabble/engine/simulate.ts';
import { summarize } from '../../../src/games/scrabble/engine/summary.ts';
import { toGcg } from '../../../src/games/scrabble/engine/gcg.ts';
import { scrabble } from '../../../src/games/scrabble/index.ts';
import { viewOf as viewOfState } from '../../../src/games/scrabble/engine/view.ts';
import { checkGcg } from './gcg-check.ts';
import { boardWith } from './helpers.ts';

describe('normalisation', () => {
  test.each([
    ['élève', 'ELEVE'], ['Noël', 'NOEL'], ['ça', 'CA'], ['maïs', 'MAIS'], ['zebra', 'ZEBRA'],
    ['a-t-il', null], ["aujourd'hui", null], ['pomme de terre', null], ['cœur', 'COEUR'], ['ŒUF', 'OEUF'], ['ex æquo', null], ['r2d2', null], ['', null],
  ])('%s gives %s', (word, expected) => {
    expect(normaliseWord(word)).toBe(expected);
  });

  test.each([
    ['ÉTÉ', 'ETE'], ['URéE', 'UReE'], ['ŒUF', 'OEUF'], ['cœur', 'coeur'], ['Æ', 'AE'], ['GARÇON', 'GARCON'], ['ç', 'c'], ['NAÏF', 'NAIF'], ['ÅNGSTRÖM', 'ANGSTROM'],
    ['Z.BRE', 'Z.BRE'], ['ÉT-É', 'ET-E'], ['zebra', 'zebra'],
  ])('typed %s is played as %s (each letter keeps its case: lower case is a blank)', (typed, played) => {
    expect(foldLetters(typed)).toBe(played);
  });

  test('a list is normalised, sorted and deduplicated', () => {
    expect(normaliseList(['été', 'ete', 'a-t-on', 'zoo', 'Abc'])).toEqual(['ABC', 'ETE', 'ZOO']);
    expect(normaliseList(['été', 'etc', 'km', 'zoo'], ['ETC', 'KM'])).toEqual(['ETE', 'ZOO']);
  });

  test('a small graph knows its words and only them', () => {
    const dawg = Dawg.fromSortedWords(['CAR', 'CARS', 'CAT', 'CATS', 'DOG', 'DOGS']);
    expect(['CAR', 'CARS', 'CAT', 'DOGS'].map((w) => dawg.has(w))).toEqual([true, true, true, true]);
    expect(['CA', 'CATSS', 'DO', 'S', ''].map((w) => dawg.has(w))).toEqual([false, false, false, false, false]);
    // Shared suffixes: the S ending is one node, not three.
    expect(dawg.size.nodes).toBeLessThan(10);
    expect(() => Dawg.fromSortedWords(['B', 'A'])).toThrow();
  });
});

const fr = dictionary('fr');
const en = dictionary('en');

describe('the real word lists', () => {
  test.each([
    ['fr', 'ELEVE', true], ['fr', 'ZEBRE', true], ['fr', 'AUJOURDHUI', false], ['fr', 'QWXZ', false],
    // Abbreviations and symbols of the French list are no words; its interjections and a verb's form are.
    ['fr', 'KM', false], ['fr', 'CF', false], ['fr', 'ETC', false], ['fr', 'PST', true], ['fr', 'BRRR', true], ['fr', 'USA', true], ['fr', 'OVNI', true],
    ['en', 'QI', true], ['en', 'ZYZZYVA', true], ['en', 'AA', true], ['en', 'QWXZ', false],
  ] as const)('in %s, %s is a word: %s', (language, word, expected) => {
    expect((language === 'fr' ? fr : en).has(word)).toBe(expected);
  });

  test('the graph is loaded once per language', () => {
    expect(dictionary('fr')).toBe(fr);
  });

  test('every move the generator finds is accepted by the rules with the same points', () => {
    const board = boardWith(['8D', 'ZEBRE'], ['F6', 'ABBE']);
    for (const [language, graph, rack] of [['fr', fr, 'AEST?RL'], ['en', en, 'QIXAT?E']] as const) {
      const moves = allMoves(language, board, rack, graph);
      expect(moves.length).toBeGreaterThan(100);
      for (const move of moves.filter((_, i) => i % 7 === 0)) {
        const checked = analysePlay(language, board, rack, move.position, move.word, graph);
        expect(checked.ok && checked.value.points).toBe(move.points);
      }
    }
  });
});

describe('random games (property tests)', () => {
  const games = [
    ...Array.from({ length: 30 }, (_, i) => ({ language: 'en' as const, judge: 'dictionary' as const, players: 2 + (i % 3), seed: i + 1 })),
    ...Array.from({ length: 30 }, (_, i) => ({ language: 'fr' as const, judge: 'dictionary' as const, players: 2 + (i % 3), seed: 100 + i })),
    ...Array.from({ length: 20 }, (_, i) => ({ language: (i % 2 ? 'fr' : 'en') as 'fr' | 'en', judge: 'table' as const, players: 2 + (i % 3), seed: 200 + i })),
  ];

  test.each(games)('$language $judge, $players players, seed $seed: tiles kept, scores add up, the record replays, views hide what they must', ({ language, judge, players, seed }) => {
    const graph = language === 'fr' ? fr : en;
    const { record, state } = playRandomGame(players, seed, { language, judge, graph });
    expect(state.ending).not.toBeNull();
    // Tile conservation: board + racks + bag is the full set (blanks on the board count as '?').
    const onBoard = [...state.board].filter((c) => c !== '.').map((c) => (c === c.toUpperCase() ? c : '?')).join('');
    expect(sortedTiles(onBoard + state.racks.join('') + state.bag)).toBe(sortedTiles(fullBag(language)));
    // Scores are the sum of the turns plus the adjustments.
    const summary = summarize(record, state);
    state.seats.forEach((seat, i) => {
      const sum = summary.moves.filter((m) => m.player === seat).reduce((s, m) => s + m.points, 0);
      expect(summary.scores[i]).toBe(sum + summary.final!.rackPenalties[i]);
    });
    const adjustments = summary.final!.rackPenalties.reduce((a, b) => a + b, 0);
    if (state.ending!.reason === 'out') expect(adjustments).toBe(0);
    else expect(adjustments).toBeLessThanOrEqual(0);
    // The record replays (through JSON) to the same state.
    const parsed = scrabble.rules.parseRecord(JSON.parse(JSON.stringify(record)));
    expect(parsed.ok).toBe(true);
    const again = replayRecord(parsed.ok ? parsed.value : record, graph);
    expect(again.error).toBeNull();
    expect(again.state).toEqual(state);
    // A view mid-game: own rack, never another rack nor the bag order; unseen = bag + other racks.
    const cut = { ...record, actions: record.actions.slice(0, Math.floor(record.actions.length / 2)) };
    const middle = replayRecord(cut, graph).state;
    const view = scrabble.rules.seatView(cut, 'P2');
    expect(view.rack).toBe(middle.racks[1]);
    expect(view.unseen).toBe(sortedTiles(middle.bag + middle.racks.filter((_, i) => i !== 1).join('')));
    expect(view.bagCount).toBe(middle.bag.length);
    const text = JSON.stringify(view);
    expect(text).not.toContain(middle.bag.length > 8 ? middle.bag : '\u0000');
    expect(text).not.toContain('"rack":"' + middle.racks[0] + '"');
    for (const turn of view.turns) if (turn.type === 'exchange' && turn.player !== 'P2') expect(turn.tiles).toBeUndefined();
    // The .gcg export ends on the final scores.
    const lines = toGcg(record).trimEnd().split('\n');
    state.seats.forEach((seat, i) => {
      const last = lines.filter((l) => l.startsWith(`>${seat}:`)).at(-1);
      if (last !== undefined) expect(Number(last.split(' ').at(-1))).toBe(state.scores[i]);
    });
  });

  test('the module\'s random game and AI turns: French, finished; an AI plays a legal move from its view', () => {
    const { record, state } = scrabble.tools.randomGame(2, 9);
    expect([record.language, scrabble.rules.isOver(state)]).toEqual(['fr', true]);
    const start = scrabble.rules.newRecord(['P1', 'P2'], 4, { language: 'fr', judge: 'dictionary' });
    let current = scrabble.rules.start(start);
    for (const level of ['easy', 'normal', 'hard', 'normal']) {
      const seat = scrabble.rules.toAct(current)[0];
      const actions = scrabble.ai.planTurn(viewOfState(current, seat), seat, level, { seed: 1 });
      const played = scrabble.rules.play(current, seat, actions[0]);
      expect(played.ok).toBe(true);
      if (played.ok) current = played.value.state;
    }
    expect(current.turns.filter((t) => t.type === 'play').length).toBeGreaterThanOrEqual(3);
  });
});

describe('.gcg export of random games', () => {
  const games = Array.from({ length: 24 }, (_, i) => ({ players: 2 + (i % 3), seed: 500 + i, judge: (i % 2 === 0 ? 'table' : 'dictionary') as 'table' | 'dictionary' }));
  const seen = new Set<string>();

  test.each(games)('$players players, $judge, seed $seed: well formed, ending on the final scores', ({ players, seed, judge }) => {
    const { record, state } = playRandomGame(players, seed, { language: 'en', judge, graph: en, challengeRate: 0.3 });
    const { problems, totals, kinds } = checkGcg(toGcg(record));
    expect(problems).toEqual([]);
    state.seats.forEach((seat, i) => expect(totals[seat]).toBe(state.scores[i]));
    for (const kind of kinds) seen.add(kind);
    seen.add(`ending:${state.ending!.reason}`);
  });

  test('the games above had take-backs, passes, exchanges and both end lines, and both endings', () => {
    for (const kind of ['play', 'phony', 'pass', 'exchange', 'endPoints', 'endPenalty', 'ending:out', 'ending:blocked']) expect([kind, seen.has(kind)]).toEqual([kind, true]);
  });
});
