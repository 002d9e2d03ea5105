import { describe, expect, test } from 'vitest';
import type { AnyGameModule } from '../../src/games/game.ts';
import { chacunRules } from '../../src/games/chacun/rules.ts';
import { jassRules } from '../../src/games/jass/rules.ts';
import { tchuRules } from '../../src/games/tchu/rules.ts';
import { HOSTED } from '../../src/hosted.ts';

/** The state a record replays to, as JSON (to compare two ways of reaching it). */
function replayed(game: AnyGameModule, record: unknown): string {
  let state = game.rules.start(record);
  for (const entry of game.rules.entries(record)) {
    const next = game.rules.replay(state, entry);
    if (!next.ok) throw new Error(`${game.id}: ${next.error.code}`);
    state = next.value;
  }
  return JSON.stringify(state);
}

/** A record with only its first `count` entries, built the way the platform builds records. */
function prefix(game: AnyGameModule, record: unknown, count: number): unknown {
  // Every game's record keeps its entries as `actions` (its decks, bag and deals stay as they are).
  return { ...(record as object), actions: game.rules.entries(record).slice(0, count) };
}

describe.each(HOSTED.modules.map((game) => [game.id, game] as const))('undo in %s', (_id, game) => {
  const players = Math.max(2, game.rules.seats.min);
  const { record } = game.tools.randomGame(players, 7);
  const seats = game.rules.recordSeats(record);
  const length = Math.min(game.rules.entries(record).length, 40);

  test('an empty record has nothing to undo for anyone', () => {
    for (const seat of seats) {
      const result = game.rules.undoable(prefix(game, record, 0), seat);
      expect(result.ok === false && result.error.code).toBe('NOTHING_TO_UNDO');
    }
  });

  test('after each step, only its seat may take it back, and what is left replays to the state before it', () => {
    for (let count = 1; count <= length; count++) {
      const current = prefix(game, record, count);
      const allowed = seats.filter((seat) => game.rules.undoable(current, seat).ok);
      expect(allowed, `after entry ${count - 1}`).toHaveLength(1);
      const step = game.rules.undoable(current, allowed[0]);
      if (!step.ok) throw new Error('refused');
      // One entry is one step, but for tCHu's second card, which takes the first back with it.
      const { dropped } = step.value;
      expect(dropped === 1 || (game.id === 'tchu' && dropped === 2), `after entry ${count - 1}: ${dropped} dropped`).toBe(true);
      expect(game.rules.entries(step.value.record)).toHaveLength(count - dropped);
      expect(replayed(game, step.value.record)).toBe(replayed(game, prefix(game, record, count - dropped)));
      for (const seat of seats.filter((s) => s !== allowed[0])) {
        const refused = game.rules.undoable(current, seat);
        expect(refused.ok === false && ['NEXT_PLAYER_ACTED', 'NOTHING_TO_UNDO'].includes(refused.error.code)).toBe(true);
      }
    }
  });
});

describe('what a step reveals', () => {
  test('ChaCuN: a placement reveals nothing, the occupant that ends the turn draws the next tile', () => {
    const chacun = HOSTED.get('chacun')!;
    let record = chacunRules.newRecord(['RED', 'BLUE'], 3, {});
    let state = chacunRules.start(record);
    const place = chacunRules.play(state, 'RED', chacunRules.autoAction(state, 'RED'));
    if (!place.ok) throw new Error(place.error.code);
    record = chacunRules.withEntries(record, [place.value.entry]);
    state = place.value.state;
    const back = chacunRules.undoable(record, 'RED');
    expect(back.ok && back.value.revealed).toBe(false);
    expect(chacunRules.undoable(record, 'BLUE').ok).toBe(false);
    // The shaman's retake or the occupant: whatever ends the turn draws BLUE's tile.
    while (state.nextAction !== 'PLACE_TILE' || chacunRules.toAct(state)[0] === 'RED') {
      const step = chacunRules.play(state, 'RED', chacunRules.autoAction(state, 'RED'));
      if (!step.ok) throw new Error(step.error.code);
      record = chacunRules.withEntries(record, [step.value.entry]);
      state = step.value.state;
    }
    const turn = chacunRules.undoable(record, 'RED');
    expect(turn.ok && turn.value.revealed).toBe(true);
    expect(chacun.rules.undoable(record, 'BLUE')).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_UNDO' } });
    const blue = chacunRules.play(state, 'BLUE', chacunRules.autoAction(state, 'BLUE'));
    if (!blue.ok) throw new Error(blue.error.code);
    record = chacunRules.withEntries(record, [blue.value.entry]);
    expect(chacunRules.undoable(record, 'RED')).toMatchObject({ ok: false, error: { code: 'NEXT_PLAYER_ACTED' } });
  });

  test('Jass (Schieber): naming trump reveals nothing, a card played does', () => {
    let record = jassRules.newRecord(['S', 'E', 'N', 'W'], 5, { variant: 'schieber', target: 1000, suits: 'french' });
    let state = jassRules.start(record);
    const seat = jassRules.toAct(state)[0];
    const trump = jassRules.play(state, seat, jassRules.autoAction(state, seat));
    if (!trump.ok) throw new Error(trump.error.code);
    expect(trump.value.entry).toMatchObject({ type: 'trump' });
    record = jassRules.withEntries(record, [trump.value.entry]);
    state = trump.value.state;
    expect(jassRules.undoable(record, seat)).toMatchObject({ ok: true, value: { revealed: false } });
    const leader = jassRules.toAct(state)[0];
    const card = jassRules.play(state, leader, jassRules.autoAction(state, leader));
    if (!card.ok) throw new Error(card.error.code);
    record = jassRules.withEntries(record, [card.value.entry]);
    expect(jassRules.undoable(record, leader)).toMatchObject({ ok: true, value: { revealed: true } });
  });

  test('tCHu: drawing a card reveals it, and the two cards of a draw are taken back together; keeping drawn tickets reveals nothing more', () => {
    let record = tchuRules.newRecord(['P1', 'P2'], 11, {});
    let state = tchuRules.start(record);
    const play = (seat: string, action: Parameters<typeof tchuRules.play>[2]) => {
      const next = tchuRules.play(state, seat, action);
      if (!next.ok) throw new Error(next.error.code);
      record = tchuRules.withEntries(record, [next.value.entry]);
      state = next.value.state;
    };
    for (const seat of ['P1', 'P2']) play(seat, tchuRules.autoAction(state, seat));
    const first = tchuRules.toAct(state)[0];
    const before = record;
    play(first, { type: 'drawCard', slot: 'deck' });
    // Between the two cards, the first is taken back.
    expect(tchuRules.undoable(record, first)).toMatchObject({ ok: true, value: { revealed: true, dropped: 1, record: before } });
    play(first, { type: 'drawCard', slot: 0 });
    // Once both are drawn, the draw is taken back whole: the turn starts again, not half-way through it.
    const both = tchuRules.undoable(record, first);
    expect(both).toMatchObject({ ok: true, value: { revealed: true, dropped: 2, record: before } });
    const second = tchuRules.toAct(state)[0];
    expect(second).not.toBe(first);
    play(second, { type: 'drawTickets' });
    expect(tchuRules.undoable(record, second)).toMatchObject({ ok: true, value: { revealed: true } });
    const offered = state.playerStates[state.players.indexOf(second)].offered ?? [];
    play(second, { type: 'keepTickets', keep: [offered[0]] });
    expect(tchuRules.undoable(record, second)).toMatchObject({ ok: true, value: { revealed: false } });
    expect(tchuRules.undoable(record, first)).toMatchObject({ ok: false, error: { code: 'NEXT_PLAYER_ACTED' } });
  });

  test('Scrabble: a pass reveals nothing, a play does', () => {
    const scrabble = HOSTED.get('scrabble')!;
    const { record } = scrabble.tools.randomGame(2, 4);
    const entries = scrabble.rules.entries(record) as readonly { type: string }[];
    const pass = entries.findIndex((entry) => entry.type === 'pass');
    const play = entries.findIndex((entry) => entry.type === 'play');
    expect(play).toBeGreaterThanOrEqual(0);
    const at = (count: number) => prefix(scrabble, record, count);
    const judge = (count: number) => scrabble.rules.recordSeats(record).map((seat) => scrabble.rules.undoable(at(count), seat)).find((r) => r.ok);
    expect(judge(play + 1)).toMatchObject({ ok: true, value: { revealed: true } });
    if (pass >= 0) expect(judge(pass + 1)).toMatchObject({ ok: true, value: { revealed: false } });
  });
});
