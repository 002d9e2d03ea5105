/**
 * When Jass posts a new turn message. Chosen: a new message each time a person is to act
 * (their card, or their trump choice), none for the cards of AI players in between — the
 * platform's announcer only posts (it never edits), and an edited message pings nobody and is
 * easily missed in a channel read over a day. With one person and three AI players that is one
 * message per trick: the trick before is told in it (winner, points; the end of a turn with the
 * points by team and a match), and the table shows the cards already down in the trick under
 * way. Each message mentions the person to act and carries their Play button.
 */
import { HAND_SIZE } from '../engine/cards.ts';
import type { JassState } from '../engine/game.ts';
import type { Seat } from '../engine/record.ts';

/**
 * The seat to act after each action so far: entry m is the seat to act once m actions were
 * played (the last entry is the seat to act now). Read from the state alone: each turn's trump
 * choice (Schieber: the leader, and its partner after a pass), then four seats per trick from
 * its leader.
 */
export function actingSeats(state: JassState): Seat[] {
  const seats: Seat[] = [];
  state.turns.forEach((account, turn) => {
    const current = turn === state.turn;
    if (state.variant === 'schieber') {
      seats.push(state.players[account.leader]);
      const passed = current && state.phase === 'trump' ? state.passed : account.chooser !== null && account.chooser !== account.leader;
      if (passed) seats.push(state.players[(account.leader + 2) % 4]);
      if (current && state.phase === 'trump') return;
    }
    const tricks = state.tricks.filter((trick) => trick.turn === turn);
    for (const trick of tricks) for (let i = 0; i < 4; i++) seats.push(state.players[(trick.leader + i) % 4]);
    if (current && tricks.length < HAND_SIZE) for (let i = 0; i <= state.trick.length; i++) seats.push(state.players[(state.leader + i) % 4]);
  });
  return seats;
}

/**
 * The turn key: the move number at which a person was last to act (0 before anyone was). It
 * stays the same while AI players play, so the announcer posts nothing then.
 */
export function jassTurnKey(state: JassState, isPerson: (seat: Seat) => boolean): number {
  const seats = actingSeats(state);
  for (let m = Math.min(state.moves, seats.length - 1); m > 0; m--) if (isPerson(seats[m])) return m;
  return 0;
}
