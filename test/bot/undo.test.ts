import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GameState } from '../../src/games/chacun/engine/game.ts';
import { replay, type GameRecord } from '../../src/games/chacun/engine/record.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { replayFiles } from '../../src/cli/replay-files.ts';
import { t } from '../../src/i18n/catalog.ts';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { command, loaded, members, openGame, type Table } from './driver.ts';
import { act, buttonsOf, click, findButton, privateText, selectOf, startHarness, turnMessage, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

type Key = Parameters<typeof t>[1];

/** Runs `npm run replay` (the replay tool) on a record, in this process (as `replayFiles`): its exit code and its one line. */
function replayTool(record: unknown): { code: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'undo-replay-'));
  try {
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(record));
    let out = '';
    const code = replayFiles([file], { out: (text) => { out += text; }, err: () => {} });
    return { code, out: out.trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a text says a platform text of no parameter, in either language. */
function says(text: string, key: Key): boolean {
  return text.includes((t as (locale: 'fr' | 'en', key: Key) => string)('en', key)) || text.includes((t as (locale: 'fr' | 'en', key: Key) => string)('fr', key));
}

/** Opens the player's panel from the turn message and places the tile at the first position offered; the panel then shows the occupants (or the shaman's pawns). */
async function placeTile(table: Table, user: FakeUser): Promise<FakeMessage> {
  const harness = table.h;
  const turn = turnMessage(harness, table.channelId)!;
  const opened = await click(harness, user, turn, findButton(turn, 'play').custom_id);
  const panelId = opened.original()!.id;
  for (let step = 0; step < 10; step++) {
    const panel = harness.discord.message(panelId)!;
    if (buttonsOf(panel).some((b) => b.id.kind === 'occupy' || b.id.kind === 'retake')) return panel;
    const select = selectOf(panel);
    if (buttonsOf(panel).some((b) => b.id.kind === 'place')) await click(harness, user, panel, findButton(panel, 'place').custom_id);
    else if (select !== undefined) await act(harness, harness.discord.selectMenu({ user, messageId: panel.id, customId: select.custom_id, values: [select.options[0].value] }));
    else throw new Error(`unexpected panel: ${panel.content}`);
  }
  throw new Error('the tile was not placed');
}

/** The newest message of the channel asking the table to agree to an undo. */
function requestMessage(harness: Harness): FakeMessage | undefined {
  return [...harness.discord.messages(harness.discord.channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'undo-vote'));
}

function vote(harness: Harness, user: FakeUser, request: FakeMessage, agree: boolean) {
  return click(harness, user, request, findButton(request, 'undo-vote', (id) => id.kind === 'undo-vote' && id.agree === agree).custom_id);
}

async function stateOf(table: Table): Promise<{ record: GameRecord; state: GameState; notes: number; agreed: boolean[] }> {
  const { session, state } = await loaded(table);
  return { record: session.record as GameRecord, state, notes: session.undoNotes?.length ?? 0, agreed: (session.undoNotes ?? []).map((note) => note.agreed) };
}

describe('undo in ChaCuN, through the local Discord', () => {
  test('Go back on the occupant panel returns to the placement; the channel and the message board say so', async () => {
    h = await startHarness();
    const [alice, berenice] = members(h, 2);
    const table = await openGame(h, [alice, berenice]);
    const panel = await placeTile(table, alice);
    expect((await stateOf(table)).record.actions).toHaveLength(1);

    await click(h, alice, panel, findButton(panel, 'undo').custom_id);
    const after = await stateOf(table);
    expect(after.record.actions).toHaveLength(0);
    expect(after.state.nextAction).toBe('PLACE_TILE');
    expect(after.notes).toBe(1);
    // The panel is the placement again, and the channel was told.
    const back = h.discord.message(panel.id)!;
    expect(selectOf(back) ?? buttonsOf(back).find((b) => b.id.kind === 'place')).toBeDefined();
    expect(h.discord.messages(h.discord.channelId).some((m) => m.embeds.some((e) => (e.description ?? '').includes('↩️')))).toBe(true);
    const log = await command(h, berenice, 'log');
    expect(privateText(log)).toMatch(/Alice/);
    expect(says(privateText(log), 'undo.notesTitle')).toBe(true);

    // The turn goes on from the placement.
    await placeTile(table, alice);
    expect((await stateOf(table)).record.actions).toHaveLength(1);
    expect(replay((await stateOf(table)).record).error).toBeNull();
  });

  test('a finished turn drew a tile: a refusal keeps it, an agreement takes it back; refusals change nothing', async () => {
    h = await startHarness();
    const [alice, berenice, carol] = members(h, 3);
    const table = await openGame(h, [alice, berenice]);

    // Nothing to undo before playing.
    expect(says(privateText(await command(h, berenice, 'undo')), 'undo.nothing')).toBe(true);

    const panel = await placeTile(table, alice);
    const none = buttonsOf(panel).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    await click(h, alice, panel, none.component.custom_id);
    const done = h.discord.message(panel.id)!;
    const played = (await stateOf(table)).record.actions.length;
    expect(played).toBeGreaterThanOrEqual(2);

    // Undo on the finished turn's panel asks the table.
    const asked = await click(h, alice, done, findButton(done, 'undo').custom_id);
    expect(says(privateText(asked), 'undo.asked')).toBe(true);
    const request = requestMessage(h)!;
    expect(request.content).toContain(`<@${berenice.id}>`);
    // The request itself names nobody again, and no game's things (tiles, tickets) that it may not have.
    expect(request.embeds[0].description).toBe('↩️ Alice would like to undo their last move, which revealed something hidden. Do you agree?');
    expect(says(privateText(await vote(h, alice, request, true)), 'undo.ownRequest')).toBe(true);
    // Someone who does not play is told so, as on any of the game's buttons.
    expect(says(privateText(await vote(h, carol, request, true)), 'game.notAPlayer')).toBe(true);
    expect(says(privateText(await command(h, alice, 'undo')), 'undo.pending')).toBe(true);

    // Bérénice refuses: the turn stands.
    await vote(h, berenice, request, false);
    expect(buttonsOf(h.discord.message(request.id)!)).toHaveLength(0);
    expect((await stateOf(table)).record.actions).toHaveLength(played);

    // Asked again by command, Bérénice agrees: Alice is back at her last step.
    await command(h, alice, 'undo');
    const second = requestMessage(h)!;
    expect(second.id).not.toBe(request.id);
    await vote(h, berenice, second, true);
    const after = await stateOf(table);
    expect(after.record.actions).toHaveLength(played - 1);
    expect(after.agreed).toEqual([true]);
    expect(after.state.nextAction).not.toBe('PLACE_TILE');
    expect(replay(after.record).error).toBeNull();
    // The record after the undo is an ordinary record: the replay tool reads it.
    const replayed = replayTool(after.record);
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.out)).toMatchObject({ nextAction: after.state.nextAction });
    expect(buttonsOf(h.discord.message(second.id)!)).toHaveLength(0);
    // The turn message is Alice's again.
    expect(turnMessage(h)!.content).toContain(`<@${alice.id}>`);
    // Her old panel's Undo says the move was taken back already, not that it is too late.
    expect(says(privateText(await click(h, alice, done, findButton(done, 'undo').custom_id)), 'undo.alreadyTakenBack')).toBe(true);
    expect((await stateOf(table)).record.actions).toHaveLength(played - 1);

    // Alice ends her turn again; once Bérénice has acted, it is too late.
    const again = await click(h, alice, turnMessage(h)!, findButton(turnMessage(h)!, 'play').custom_id);
    const occupants = h.discord.message(again.original()!.id)!;
    const skip = buttonsOf(occupants).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    await click(h, alice, occupants, skip.component.custom_id);
    await placeTile(table, berenice);
    expect(says(privateText(await command(h, alice, 'undo')), 'undo.nextActed')).toBe(true);
    // Her latest panel's Undo says the same, not that the button is out of date.
    const latest = h.discord.message(occupants.id)!;
    expect(says(privateText(await click(h, alice, latest, findButton(latest, 'undo').custom_id)), 'undo.nextActed')).toBe(true);
  });

  test('a request closes when the game moves on before everyone answered', async () => {
    h = await startHarness();
    const [alice, berenice] = members(h, 2);
    const table = await openGame(h, [alice, berenice]);
    const panel = await placeTile(table, alice);
    const none = buttonsOf(panel).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    await click(h, alice, panel, none.component.custom_id);
    await command(h, alice, 'undo');
    const request = requestMessage(h)!;
    // Bérénice plays her turn instead of answering.
    const hers = await placeTile(table, berenice);
    const skip = buttonsOf(hers).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    await click(h, berenice, hers, skip.component.custom_id);
    // The request is closed as the new turn is announced (its message edited right after).
    await vi.waitFor(() => expect(buttonsOf(h!.discord.message(request.id)!)).toHaveLength(0), { timeout: 20_000, interval: 5 });
    const closed = h.discord.message(request.id)!;
    expect(closed.embeds[0]?.description ?? '').toContain('⏭️');
    expect(says(privateText(await command(h, alice, 'undo')), 'undo.nextActed')).toBe(true);
  });

  test('a request to the table outlives a restart of the bot: the agreement given before counts, the last one after takes the turn back', async () => {
    h = await startHarness();
    const [alice, berenice, camille] = members(h, 3);
    const table = await openGame(h, [alice, berenice, camille]);
    const panel = await placeTile(table, alice);
    const none = buttonsOf(panel).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    await click(h, alice, panel, none.component.custom_id);
    const played = (await stateOf(table)).record.actions.length;
    await command(h, alice, 'undo');
    const request = requestMessage(h)!;
    expect(says(privateText(await vote(h, berenice, request, true)), 'undo.voted')).toBe(true);

    await h.restart();
    // Bérénice's agreement was kept: she is told so; Alice's request is still the one open.
    expect(says(privateText(await vote(h, berenice, h.discord.message(request.id)!, true)), 'undo.alreadyAgreed')).toBe(true);
    expect(says(privateText(await command(h, alice, 'undo')), 'undo.pending')).toBe(true);
    await vote(h, camille, h.discord.message(request.id)!, true);
    const after = await stateOf(table);
    expect(after.record.actions).toHaveLength(played - 1);
    expect(after.agreed).toEqual([true]);
    expect(buttonsOf(h.discord.message(request.id)!)).toHaveLength(0);
    // Closed requests leave nothing behind: a new one may be asked later.
    expect(says(privateText(await command(h, berenice, 'undo')), 'undo.nothing')).toBe(true);
  });

  test('a panel opened on the turn an undo took back is refused, even once the game is at its move number again', async () => {
    h = await startHarness();
    const [alice, berenice] = members(h, 2);
    const table = await openGame(h, [alice, berenice]);
    const panel = await placeTile(table, alice);
    const none = (p: FakeMessage) => buttonsOf(p).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    await click(h, alice, panel, none(panel).component.custom_id);
    const ended = (await stateOf(table)).record.actions.length;

    // Bérénice opens her panel for the turn Alice then takes back.
    const turn = turnMessage(h)!;
    const opened = await click(h, berenice, turn, findButton(turn, 'play').custom_id);
    const stale = h.discord.message(opened.original()!.id)!;
    await command(h, alice, 'undo');
    await vote(h, berenice, requestMessage(h)!, true);
    expect((await stateOf(table)).record.actions).toHaveLength(ended - 1);

    // Alice ends her turn again: the game is at the same move number, on another branch.
    const again = await click(h, alice, turnMessage(h)!, findButton(turnMessage(h)!, 'play').custom_id);
    const occupants = h.discord.message(again.original()!.id)!;
    await click(h, alice, occupants, none(occupants).component.custom_id);
    expect((await stateOf(table)).record.actions).toHaveLength(ended);

    // The old panel's controls are refused as expired and change nothing.
    const select = selectOf(stale);
    const refused =
      select !== undefined
        ? await act(h, h.discord.selectMenu({ user: berenice, messageId: stale.id, customId: select.custom_id, values: [select.options[0].value] }))
        : await click(h, berenice, stale, findButton(stale, 'place').custom_id);
    expect(privateText(refused)).toBe(t('en', 'game.staleButton'));
    expect((await stateOf(table)).record.actions).toHaveLength(ended);
    // A panel opened now works.
    await placeTile(table, berenice);
    expect((await stateOf(table)).record.actions).toHaveLength(ended + 1);
  });

  test('the automatic moves of a resigned seat do not stop the step before them from being taken back', async () => {
    h = await startHarness();
    const [alice, berenice, camille] = members(h, 3);
    const table = await openGame(h, [alice, berenice, camille]);
    const asked = (await command(h, berenice, 'resign')).original()!;
    await click(h, berenice, asked, findButton(asked, 'resign', (id) => id.kind === 'resign' && id.confirm).custom_id);
    const panel = await placeTile(table, alice);
    const none = buttonsOf(panel).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    const before = (await stateOf(table)).record.actions.length;
    await click(h, alice, panel, none.component.custom_id);
    const after = (await stateOf(table)).record.actions.length;
    // Alice's last step, then Bérénice's seat played for her at once: Camille is to play.
    expect(after).toBeGreaterThanOrEqual(before + 2);
    expect(turnMessage(h)!.content).toContain(`<@${camille.id}>`);

    await command(h, alice, 'undo');
    const request = requestMessage(h)!;
    // Only the people still playing are asked.
    expect(request.content).toContain(`<@${camille.id}>`);
    expect(request.content).not.toContain(`<@${berenice.id}>`);
    await vote(h, camille, request, true);
    const undone = await stateOf(table);
    expect(undone.record.actions).toHaveLength(before);
    expect(replay(undone.record).error).toBeNull();
    expect(turnMessage(h)!.content).toContain(`<@${alice.id}>`);
  });

  test('the move an undo goes back to gets its clock again: its reminder comes a full period after the undo', async () => {
    const clock = new ManualClock();
    h = await startHarness({ bot: { clock, aiDelayMs: 1 } });
    const HOUR = 3_600_000;
    const [alice, berenice] = members(h, 2);
    const table = await openGame(h, [alice, berenice], { newOptions: { reminders: '12h' } });
    const panel = await placeTile(table, alice);
    const none = buttonsOf(panel).find((b) => (b.id.kind === 'occupy' || b.id.kind === 'retake') && 'choice' in b.id && b.id.choice === -1)!;
    await click(h, alice, panel, none.component.custom_id);
    const advance = async (ms: number): Promise<void> => {
      clock.advance(ms);
      await h!.bot.deadlines.idle();
      await h!.settle();
    };
    const reminders = () => h!.discord.messages(h!.discord.channelId).filter((m) => m.content.startsWith('⏰'));

    await advance(6 * HOUR);
    await command(h, alice, 'undo');
    await vote(h, berenice, requestMessage(h)!, true);
    expect(turnMessage(h)!.content).toContain(`<@${alice.id}>`);
    // Bérénice's move would have been reminded 12 h after Alice's; the undo started Alice's move again.
    await advance(12 * HOUR - 1);
    expect(reminders()).toHaveLength(0);
    await advance(1);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].content).toContain(`<@${alice.id}>`);
  });
});
