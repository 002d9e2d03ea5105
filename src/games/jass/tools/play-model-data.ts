/**
 * Recorded play for fitting the model of card choices (`ai/play-model.ts`): turns of the reference
 * player against itself and of hard against itself, one JSON line a turn (the call, the leader,
 * the hands as dealt in play order, then every card played with its seat).
 *
 *   npx tsx src/games/jass/tools/play-model-data.ts --player reference|hard --variant course|schieber --deals N --seed S > file.jsonl
 *
 * Hard's play is recorded without the model it refits: `JASS_PLAY_MODEL=off` before the command.
 *
 * A deal's record and every decision's seed come from the seed, so a run is reproducible.
 */
import { parseArgs } from 'node:util';
import { hashNumbers } from '../../../hash.ts';
import { aiAction } from '../ai/index.ts';
import { applyAction, initialState, seatToAct } from '../engine/game.ts';
import { newJassRecord, SEATS, type Variant } from '../engine/record.ts';
import { viewOf } from '../engine/view.ts';
import type { Card, Mode } from '../engine/cards.ts';
import { referenceAction } from './reference-uct.ts';

/** One turn as recorded. */
export interface RecordedTurn {
  readonly trump: Mode;
  readonly leader: number;
  readonly hands: readonly (readonly Card[])[];
  readonly plays: readonly { readonly seat: number; readonly card: Card }[];
  readonly player: string;
}

/** Plays deal `deal` of `seed` with `player` in all four seats; the turn as played. */
export function recordTurn(player: 'reference' | 'hard', variant: Variant, seed: number, deal: number): RecordedTurn {
  let state = initialState(newJassRecord(SEATS, hashNumbers(seed, deal), { variant }));
  let start: { trump: Mode; leader: number; hands: Card[][] } | null = null;
  const plays: { seat: number; card: Card }[] = [];
  for (let decision = 0; state.turn === 0 && state.phase !== 'over'; decision++) {
    const seat = seatToAct(state);
    if (seat === null) break;
    if (state.phase === 'play' && start === null) start = { trump: state.trump as Mode, leader: state.leader, hands: state.hands.map((hand) => [...hand]) };
    const view = viewOf(state, SEATS[seat]);
    const decisionSeed = hashNumbers(seed, deal, 7, decision);
    const action = player === 'reference' ? referenceAction(view, decisionSeed) : aiAction(view, 'hard', decisionSeed);
    if (action.type === 'play') plays.push({ seat, card: action.card });
    const next = applyAction(state, SEATS[seat], action);
    if (!next.ok) throw new Error(`${player}'s action refused: ${next.error.message}`);
    state = next.value;
  }
  if (start === null) throw new Error('no play');
  return { ...start, plays, player };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { player: { type: 'string' }, variant: { type: 'string', default: 'course' }, deals: { type: 'string', default: '10' }, seed: { type: 'string', default: '1' }, first: { type: 'string', default: '0' } },
  });
  const player = values.player === 'hard' ? 'hard' : 'reference';
  const variant = values.variant as Variant;
  const first = Number(values.first);
  for (let deal = first; deal < first + Number(values.deals); deal++) {
    process.stdout.write(`${JSON.stringify(recordTurn(player, variant, Number(values.seed), deal))}\n`);
  }
}
