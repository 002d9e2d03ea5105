/**
 * Playing a game for the session manager: the one path of a click (`act`), moves, AI turns,
 * changes decided outside a click, resignations and aborts, and the commit they all end in.
 */
import { ofKind, type SessionCore } from './core.ts';
import { refuse } from './errors.ts';
import type { Acted, AiTurnRequest, Checked, Decision, GameRef, LoadedSession, MoveOutcome, MoveRequest, OutsideChange, Precondition } from './manager-types.ts';
import { latestOrNone } from './reads.ts';
import { aiSeedOf } from './seeds.ts';
import { hasHumanPlaying, isAiSeat, resignationsOf, isTournamentGame, resignationEndsGame, type AiPlayer, isAutopiloted, seatOfKey, seatOfUser, type GameSession, type HostedGame, type Seat } from './session.ts';
import type { SessionResult } from './storage.ts';
import { takenBack } from './undo.ts';
import { ok } from '../result.ts';
import { forfeitWinnersOf, sidesOf, type ForfeitNote } from '../games/forfeit.ts';

/**
 * The one path of a click or a move command: reads the game once, checks what the handler
 * needs (see Precondition), runs the handler with the checked game, and when it answers with
 * an action, plays it for the user's seat (then the automatic moves of resigned seats) and
 * stores the game once. All of it in the channel's queue, so nothing moves in between.
 */
export function act<T>(
  core: SessionCore,
  channelId: string,
  ref: GameRef,
  precondition: Precondition,
  handler: (checked: Checked) => Decision<T> | Promise<Decision<T>>,
): Promise<SessionResult<Acted<T>>> {
  return core.serial<Acted<T>>(channelId, async () => {
    const checked = await check(core, channelId, ref, precondition);
    if (!checked.ok) return checked;
    const decision = await handler(checked.value);
    if (decision.action === undefined) return ok({ checked: checked.value, answer: decision.answer, outcome: null });
    const played = await playFor(core, checked.value, decision.action);
    if (!played.ok) return played;
    return ok({ checked: checked.value, answer: decision.answer, outcome: played.value });
  });
}

/**
 * Plays a move for a user, if it was made for the game's current move and their seat may act;
 * the outcome is returned once stored. The automatic moves of resigned seats follow at once.
 */
export async function move(core: SessionCore, channelId: string, request: MoveRequest): Promise<SessionResult<MoveOutcome>> {
  const acted = await act(core, channelId, request, { needs: 'turn', move: request.moveNumber }, () => ({ action: request.action }));
  if (!acted.ok) return acted;
  return ok(acted.value.outcome as MoveOutcome);
}

/**
 * Plays the whole turn of the AI seat to act, if the game is still at the move the bot saw.
 * The AI decides from what its seat sees and a seed derived from the game's, so the same
 * record always gets the same move (after a restart too). Stored, then returned like a move.
 */
export function playAi(core: SessionCore, channelId: string, request: AiTurnRequest): Promise<SessionResult<MoveOutcome>> {
  return core.serial(channelId, async () => {
    const found = await core.resolve(channelId, { gameId: request.gameId });
    if (!found.ok) return found;
    const session = found.value;
    if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
    if (request.moveNumber !== session.moveNumber) {
      return refuse('STALE_MOVE', `AI move ${request.moveNumber} of ${session.id} is past: the game is at move ${session.moveNumber}`);
    }
    const game = core.gameOf(session);
    const loaded = core.withState(session);
    if (!loaded.ok) return loaded;
    const state = loaded.value.state;
    const seat = aiSeatToAct(game, session, state);
    if (seat === undefined) return refuse('NOT_YOUR_TURN', `no AI is to act in ${session.id}`);
    const planned = await core.aiTurn(...aiTurnInputs(game, session, seat));
    // The plan is checked like any move: it must be the AI's own, legal, and at least one action.
    if (planned.length === 0) throw new Error(`empty AI turn in ${session.id}`);
    const entries: unknown[] = [];
    let next = state;
    for (const raw of planned) {
      const action = game.rules.parseAction(raw);
      if (!action.ok) throw new Error(`AI move malformed in ${session.id}: ${action.error}`);
      const result = game.rules.play(next, seat.seat, action.value);
      if (!result.ok) throw new Error(`AI move refused in ${session.id}: ${result.error.code} ${result.error.message}`);
      entries.push(result.value.entry);
      next = result.value.state;
    }
    return commit(core, game, session, state, entries, next);
  });
}

/**
 * Starts planning the turn of the AI seat to act in a game as read, if any, for `playAi` to
 * take when the turn's pause is over (nothing is read, stored or checked beyond that: `playAi`
 * checks everything again, and takes the plan only if it was made for the same view).
 */
export function planAiAhead(core: SessionCore, loaded: LoadedSession): void {
  const { session, state } = loaded;
  if (session.status !== 'playing' || state === null) return;
  const game = core.gameOf(session);
  const seat = aiSeatToAct(game, session, state);
  if (seat !== undefined) core.planAhead(...aiTurnInputs(game, session, seat));
}

/** A seat an AI player holds. */
type AiSeat = Seat & { readonly player: AiPlayer };

/** The AI seat to act in a game's state, if any. */
function aiSeatToAct(game: HostedGame, session: GameSession, state: unknown): AiSeat | undefined {
  return game.rules
    .toAct(state)
    .map((key) => seatOfKey(session, key))
    .find((s): s is AiSeat => s !== undefined && isAiSeat(s));
}

/** What an AI seat's turn is planned from: the game, the seat's view (never the record), the seat, its level and the game's AI seed. */
function aiTurnInputs(game: HostedGame, session: GameSession, seat: AiSeat): Parameters<SessionCore['aiTurn']> {
  return [game.id, game.rules.seatView(session.record, seat.seat), seat.seat, seat.player.level, { seed: aiSeedOf(session) }];
}

/**
 * A change of a game under way decided outside a click (a deadline, a vote of the table), in
 * the channel's queue: `decide` gets the game as stored, checked open and in this channel, and
 * answers with the change (stored like a move: the automatic moves of resigned seats follow)
 * or null for none. A change that resigns seats (a strict clock's timeout), or says `forfeit`,
 * and leaves fewer than two sides with nobody resigned (seats, or teams: a team with a seat lost
 * on time has lost), or no person, ends the game by forfeit in that change. A game that
 * ended, or moved elsewhere, gives NO_GAME/GAME_OVER/WRONG_GAME.
 */
export function change(
  core: SessionCore,
  channelId: string,
  gameId: string,
  decide: (checked: { readonly game: HostedGame; readonly session: GameSession; readonly state: unknown }) => Promise<OutsideChange | null>,
): Promise<SessionResult<MoveOutcome | null>> {
  return core.serial<MoveOutcome | null>(channelId, async () => {
    const found = await core.resolve(channelId, { gameId });
    if (!found.ok) return found;
    const session = found.value;
    if (session.status !== 'playing') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
    const game = core.gameOf(session);
    const loaded = core.withState(session);
    if (!loaded.ok) return loaded;
    const changed = await decide({ game, session, state: loaded.value.state });
    if (changed === null) return ok(null);
    const resigned = (s: GameSession) => s.seats.filter((seat) => seat.resignedAt !== undefined).length;
    if ((resigned(changed.session) > resigned(session) || changed.forfeit === true) && decidedByResignations(changed.session, game.rules.seats.teams)) {
      return endedByForfeit(core, changed.session, loaded.value.state);
    }
    const entries = changed.entries ?? [];
    return commit(core, game, changed.session, loaded.value.state, entries, entries.length === 0 ? loaded.value.state : changed.reached);
  });
}

/**
 * Whether a game where seats lost by resigning (a strict clock's timeouts) is decided: fewer than
 * two sides (teams, or seats alone) are left with nobody resigned, or no person plays on. In a
 * game of teams (Jass) a team whose player lost on time has lost: with two teams, the game ends.
 */
function decidedByResignations(session: GameSession, teams: readonly (readonly string[])[] = []): boolean {
  const resignedKeys = new Set(session.seats.filter((seat) => seat.resignedAt !== undefined).map((seat) => seat.seat));
  const intact = sidesOf(session.seats.map((seat) => seat.seat), teams).filter((side) => side.every((key) => !resignedKeys.has(key)));
  return intact.length < 2 || !hasHumanPlaying(session);
}

/**
 * Resigns a user from the channel's game. While at least two sides (teams, or seats alone) still
 * have a seat playing, one of them a person, the game goes on and the game's automatic move plays
 * the resigned seat; otherwise the game ends at once (status aborted, reason 'resigned'; the
 * seats left win by forfeit). A side whose people all resigned has given up, its AI seats with them.
 */
export function resign(core: SessionCore, channelId: string, ref: GameRef): Promise<SessionResult<MoveOutcome>> {
  return core.serial(channelId, async () => {
    const found = await core.resolve(channelId, ref);
    if (!found.ok) return found;
    const session = found.value;
    if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started: leave the lobby instead`);
    const seat = seatOfUser(session, ref.userId);
    if (seat === undefined || seat.resignedAt !== undefined) return refuse('NOT_IN_GAME', `${ref.userId} does not play in ${session.id}`);
    const game = core.gameOf(session);
    const loaded = core.withState(session);
    if (!loaded.ok) return loaded;
    const state = loaded.value.state;
    const now = core.now();
    const seats = session.seats.map((s) => (s === seat ? { ...s, resignedAt: now } : s));
    const resigned: GameSession = { ...session, seats };
    if (resignationEndsGame(session, seat, game.rules.seats.teams)) return endedByForfeit(core, resigned, state);
    return commit(core, game, resigned, state, [], state);
  });
}

/** Stores a game that resignations end (status aborted, reason 'resigned': the seats left win by forfeit), and tells the listeners. */
async function endedByForfeit(core: SessionCore, session: GameSession, state: unknown): Promise<SessionResult<MoveOutcome>> {
  const saved = await core.storage.save(core.ended(session, 'aborted', 'resigned'));
  if (!saved.ok) return saved;
  core.cache.forget(session.id);
  await core.tellEnded(saved.value, state);
  return ok({ session: saved.value, state, previousState: state, entries: [], ended: true });
}

/**
 * The winners of a game ended by resignations (`forfeitWinnersOf`): the seats still playing, or
 * with teams, the teams with nobody resigned; none for a game that did not end so.
 */
export function forfeitWinners(session: GameSession, teams: readonly (readonly string[])[] = []): string[] {
  if (session.endReason !== 'resigned') return [];
  return forfeitWinnersOf(session.seats.map((seat) => seat.seat), resignationsOf(session, teams), teams);
}

/** The note an exported record of a game ended by resignations carries (`"forfeit"`), so that its replay names the winners; null otherwise. */
export function forfeitNote(session: GameSession, teams: readonly (readonly string[])[] = []): ForfeitNote | null {
  if (session.endReason !== 'resigned') return null;
  const resigned = [...resignationsOf(session, teams)].map(([key, at]) => ({ key, at, order: session.seats.findIndex((seat) => seat.seat === key) }));
  return { resigned: resigned.sort((a, b) => a.at - b.at || a.order - b.order).map((seat) => seat.key) };
}

/**
 * Ends the channel's lobby or game without a result (status aborted): its creator, or anyone
 * when forced (moderators). A tournament's game only when forced (TOURNAMENT_GAME): its creator
 * is merely its first seat, and an abort counts as a draw there. With `lobbyOnly` (the lobby's
 * Cancel button), a game that has started is refused (GAME_STARTED): stopping it takes its own
 * confirmation.
 */
export function abort(core: SessionCore, channelId: string, ref: GameRef & { readonly force?: boolean; readonly lobbyOnly?: boolean }): Promise<SessionResult<LoadedSession>> {
  return core.serial(channelId, async () => {
    const found = await core.resolve(channelId, ref);
    if (!found.ok) {
      if (found.error.code === 'CORRUPT_GAME' && ref.force === true) {
        // An unreadable game must not block its channel for good: it leaves the index and stays stored for inspection.
        const dropped = await core.storage.unindex(channelId, ref.gameId);
        if (!dropped.ok) return dropped;
      }
      return found;
    }
    const session = found.value;
    if (ref.lobbyOnly === true && session.status !== 'lobby') return refuse('GAME_STARTED', `game ${session.id} has started: not cancelled as a lobby`);
    if (isTournamentGame(session) && ref.force !== true) return refuse('TOURNAMENT_GAME', `only a moderator can abort ${session.id}, a tournament's game`);
    if (session.createdBy !== ref.userId && ref.force !== true) return refuse('NOT_CREATOR', `only ${session.createdBy} can abort ${session.id}`);
    const saved = await core.storage.save(core.ended(session, 'aborted', 'aborted'));
    if (!saved.ok) return saved;
    const loaded = core.withState(saved.value);
    core.cache.forget(session.id);
    const state = loaded.ok ? loaded.value.state : null;
    await core.tellAborted(saved.value, state);
    return ok({ session: saved.value, state });
  });
}

/** Reads the game once and checks a precondition (see Precondition). */
async function check(core: SessionCore, channelId: string, ref: GameRef, precondition: Precondition): Promise<SessionResult<Checked>> {
  let session: GameSession;
  if (precondition.needs === 'game') {
    const found = ref.gameId === undefined ? await latestOrNone(core, channelId) : await core.storage.read(ref.gameId);
    if (!found.ok) return found;
    if (found.value === null) return refuse('NO_GAME', ref.gameId === undefined ? `no game in ${channelId}` : `no game ${ref.gameId}`);
    if (found.value.channelId !== channelId) return refuse('WRONG_GAME', `game ${found.value.id} is played in ${found.value.channelId}`);
    const mine = ofKind(found.value, ref.kind);
    if (!mine.ok) return mine;
    session = mine.value;
  } else {
    const found = await core.resolve(channelId, ref);
    if (!found.ok) return found;
    session = found.value;
    if (session.status === 'lobby') return refuse('GAME_NOT_STARTED', `game ${session.id} has not started`);
  }
  const game = core.gameOf(session);
  const loaded = core.withState(session);
  if (!loaded.ok) return loaded;
  const state = loaded.value.state;
  const seat = seatOfUser(session, ref.userId);
  const checked: Checked = { game, session, state, seat };
  if (precondition.needs === 'game') return ok(checked);
  if (seat === undefined || seat.resignedAt !== undefined) return refuse('NOT_IN_GAME', `${ref.userId} does not play in ${session.id}`);
  if (precondition.needs === 'seat') return ok(checked);
  const current = precondition.messageId !== undefined && session.messageIds.turn === precondition.messageId;
  if (precondition.move !== undefined && precondition.move !== session.moveNumber && !current) {
    return refuse('STALE_MOVE', `move ${precondition.move} of ${session.id} is past: the game is at move ${session.moveNumber}`);
  }
  if (precondition.move !== undefined && precondition.writtenAt !== undefined && !current && takenBack(session, precondition.move, precondition.writtenAt)) {
    return refuse('STALE_MOVE', `move ${precondition.move} of ${session.id} was made on a branch an undo took back`);
  }
  const toAct = game.rules.toAct(state);
  if (toAct.length === 0) return refuse('GAME_OVER', `game ${session.id} is over`);
  if (!toAct.includes(seat.seat)) return refuse('NOT_YOUR_TURN', `${toAct.join(', ')} to act in ${session.id}, not ${seat.seat}`);
  return ok(checked);
}

/** Plays an action for the checked user's seat (already checked: it may act), then commits. */
async function playFor(core: SessionCore, checked: Checked, action: unknown): Promise<SessionResult<MoveOutcome>> {
  const { game, session, state, seat } = checked;
  if (seat === undefined) throw new Error('an action without a seat');
  const played = game.rules.play(state, seat.seat, action);
  if (!played.ok) return { ok: false, error: { code: played.error.code, message: played.error.message, rule: played.error } };
  return commit(core, game, session, state, [played.value.entry], played.value.state, seat.seat);
}

/**
 * Lets the game's automatic move play the resigned seats to act, then stores the session with
 * its longer record and only then caches the new state. `state` is the state before `entries`,
 * `reached` the state after them.
 */
export async function commit(
  core: SessionCore,
  game: HostedGame,
  session: GameSession,
  state: unknown,
  entries: readonly unknown[],
  reached: unknown,
  actor: string | null = null,
): Promise<SessionResult<MoveOutcome>> {
  const played = [...entries];
  let next = reached;
  for (;;) {
    const seat = game.rules
      .toAct(next)
      .map((key) => seatOfKey(session, key))
      .find((s): s is Seat => s !== undefined && isAutopiloted(s));
    if (seat === undefined) break;
    const result = game.rules.play(next, seat.seat, game.rules.autoAction(next, seat.seat));
    if (!result.ok) throw new Error(`automatic move refused: ${result.error.code} ${result.error.message}`);
    played.push(result.value.entry);
    next = result.value.state;
  }
  const record = game.rules.withEntries(session.record, played);
  const now = core.now();
  let updated: GameSession = { ...session, record, moveNumber: game.rules.entries(record).length, moveTimes: [...(session.moveTimes ?? []), ...played.map(() => now)] };
  const ended = game.rules.isOver(next);
  if (ended) updated = core.ended(updated, 'finished', 'completed');
  if (core.onCommit !== undefined) updated = core.onCommit(updated, actor);
  const saved = await core.storage.save(updated);
  if (!saved.ok) return saved;
  if (ended) core.cache.forget(updated.id);
  else core.cache.put(updated.id, game.rules, updated.record, next);
  if (ended) await core.tellEnded(saved.value, next);
  return ok({ session: saved.value, state: next, previousState: state, entries: played, ended });
}
