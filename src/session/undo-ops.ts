/** Undo for the session manager: the plan of a user's undo, and taking it back in one write (the rules are in `undo.ts`). */
import type { SessionCore } from './core.ts';
import { refuse } from './errors.ts';
import type { GameRef, MoveOutcome } from './manager-types.ts';
import type { SessionResult } from './storage.ts';
import { planUndo, withUndo, type UndoPlan } from './undo.ts';
import { ok } from '../result.ts';

/** What an undo asked by a user would take back in the channel's game now (read only), or why it is refused. */
export function undoPlan(core: SessionCore, channelId: string, ref: GameRef & { readonly moveNumber?: number }): Promise<SessionResult<UndoPlan>> {
  return core.queue.run(channelId, () => planUndoIn(core, channelId, ref));
}

/**
 * Takes back the user's last step, if the game allows it and nobody has acted since
 * (`moveNumber`, when given, must be the game's). A step that revealed something hidden needs
 * `agreed` (the bot asks the table first): else UNDO_NEEDS_AGREEMENT and nothing changes.
 * The shorter record and the undo note are stored in one write, then returned like a move.
 */
export function undo(
  core: SessionCore,
  channelId: string,
  ref: GameRef & { readonly moveNumber?: number; readonly agreed?: boolean; readonly clickedAt?: number },
): Promise<SessionResult<MoveOutcome>> {
  return core.serial(channelId, async () => {
    const plan = await planUndoIn(core, channelId, ref);
    if (!plan.ok) return plan;
    if (plan.value.revealed && ref.agreed !== true) return refuse('UNDO_NEEDS_AGREEMENT', `undo in ${plan.value.session.id} revealed something: the table must agree`);
    const game = core.gameOf(plan.value.session);
    const previous = core.withState(plan.value.session);
    if (!previous.ok) return previous;
    let undone = withUndo(game, plan.value, plan.value.revealed, core.now(), ref.clickedAt);
    // The move the game went back to starts its time again (its reminders and limit), as a new move would.
    if (core.onCommit !== undefined) undone = core.onCommit(undone, null);
    const state = core.cache.stateOf(undone.id, game.rules, undone.record);
    if (!state.ok) throw new Error(`game ${undone.id} does not replay after an undo: ${state.error.error.code}`);
    const saved = await core.storage.save(undone);
    if (!saved.ok) {
      core.cache.forget(undone.id);
      return saved;
    }
    core.storage.rewound(undone.id, undone.moveNumber);
    core.cache.put(undone.id, game.rules, undone.record, state.value);
    return ok({ session: saved.value, state: state.value, previousState: previous.value.state, entries: [], ended: false });
  });
}

/** The plan of a user's undo in the channel's open game, read at once (in the caller's turn of the queue). */
async function planUndoIn(core: SessionCore, channelId: string, ref: GameRef & { readonly moveNumber?: number }): Promise<SessionResult<UndoPlan>> {
  const found = await core.resolve(channelId, ref);
  if (!found.ok) return found;
  const session = found.value;
  if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
  const loaded = core.withState(session);
  if (!loaded.ok) return loaded;
  return planUndo(core.gameOf(session), session, ref.userId, ref.moveNumber);
}
