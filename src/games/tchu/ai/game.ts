import { newRecord, recordStart, type GameRecord } from '../engine/record.ts';
import { SEATS, applyAction, seatsToAct, type Entry, type GameState } from '../engine/state.ts';
import { seatViewOf } from '../engine/view.ts';
import { aiPlayers } from '../ai-module.ts';

/** Most actions an AI game may take before it is a bug. */
const MAX_ACTIONS = 5000;

/** A finished AI game: its record, last state, and the time of every decision by seat (ms). */
export interface AiGame {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly decisionMs: readonly (readonly number[])[];
}

/**
 * A whole game between AI levels (P1's, P2's), each decision made from the seat's view as the
 * engine computes it (the same value the platform's `seatView` gives after replaying the record,
 * without the replay: for the tools that play many games).
 */
export function playAiGame(levels: readonly [string, string], seed: number): AiGame {
  const record = newRecord(SEATS, seed);
  let state = recordStart(record);
  const entries: Entry[] = [];
  const decisionMs: number[][] = [[], []];
  while (state.step !== 'OVER') {
    if (entries.length > MAX_ACTIONS) throw new Error(`AI game ${seed} does not end`);
    const seat = seatsToAct(state)[0];
    const player = state.players.indexOf(seat);
    const view = seatViewOf(state, seat, entries.length);
    const started = performance.now();
    const actions = aiPlayers.planTurn(view, seat, levels[player], { seed: seed + entries.length });
    decisionMs[player].push(performance.now() - started);
    for (const action of actions) {
      const played = applyAction(state, player, action, { kind: 'compute' });
      if (!played.ok) throw new Error(`AI game ${seed}: ${seat} ${JSON.stringify(action)} refused: ${played.error.code} ${played.error.message}`);
      state = played.value.state;
      entries.push(played.value.entry);
    }
  }
  return { record: { ...record, actions: entries }, state, decisionMs };
}
