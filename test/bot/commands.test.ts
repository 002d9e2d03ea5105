import type { GameRecord } from '../../src/games/chacun/engine/record.ts';
import { afterEach, describe, expect, test } from 'vitest';
import { ROTATIONS } from '../../src/games/chacun/engine/basics.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard } from '../../src/games/chacun/engine/game.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { parseRecord, replay } from '../../src/games/chacun/engine/record.ts';
import { positionLabel } from '../../src/games/chacun/render/index.ts';
import { parseNumberedOption, parseRotationOption } from '../../src/games/chacun/discord/choices.ts';
import type { FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { command, loaded, openGame, playerToMove, playTurnByClicks, type Table } from './driver.ts';
import { buttonsOf, click, findButton, privateText, startHarness, turnMessage, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

async function twoPlayers(seed = 4): Promise<{ h: Harness; alice: FakeUser; bob: FakeUser; table: Table }> {
  h = await startHarness({ seed });
  const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice' });
  const bob = h.discord.createMember({ username: 'bob', globalName: 'Bob' });
  const table = await openGame(h, [alice, bob]);
  return { h, alice, bob, table };
}

function choices(harness: Harness, user: FakeUser, subcommand: string, options: Record<string, string>, focused: string) {
  return harness.discord.autocomplete({ user, name: 'chacun', subcommand, options, focused }).choices();
}

/** Plays one turn with slash commands only, checking that autocomplete offers exactly the legal choices. */
async function playTurnByCommands(table: Table, random: Random): Promise<void> {
  const { h } = table;
  const user = (await playerToMove(table))!;
  let { state } = await loaded(table);
  const legal = state.board.legalPlacements(state.tileToPlace!);
  const offered = await choices(h, user, 'place', { position: '' }, 'position');
  const labels = [...new Set(legal.map((p) => positionLabel(p)))];
  if (labels.length <= 25) expect(offered.map((c) => c.value).sort()).toEqual([...labels].sort());
  else for (const choice of offered) expect(labels).toContain(choice.value);
  const target = random.pick(legal);
  const label = positionLabel(target);
  // Typing narrows the list, and what is typed is matched without case.
  expect((await choices(h, user, 'place', { position: label.toLowerCase() }, 'position')).map((c) => c.value)).toContain(label);
  const rotations = await choices(h, user, 'place', { position: label, rotation: '' }, 'rotation');
  expect(rotations.map((c) => c.value)).toEqual(ROTATIONS.filter((r) => legal.some((p) => p.x === target.x && p.y === target.y && p.rotation === r)));
  const placed = await command(h, user, 'place', { position: label, rotation: target.rotation }, table.channelId);
  expect(placed.original()?.flags ?? 0).toBeGreaterThan(0);
  for (let step = 0; step < 3; step++) {
    ({ state } = await loaded(table));
    if ((await playerToMove(table))?.id !== user.id || state.nextAction === 'PLACE_TILE') return;
    if (state.nextAction === 'OCCUPY_TILE') {
      const offeredOccupants = await choices(h, user, 'occupy', { occupant: '' }, 'occupant');
      expect(offeredOccupants).toHaveLength(lastTilePotentialOccupants(state).length + 1);
      await command(h, user, 'occupy', { occupant: random.pick(offeredOccupants).value }, table.channelId);
    } else if (state.nextAction === 'RETAKE_PAWN') {
      const offeredPawns = await choices(h, user, 'retake', { pawn: '' }, 'pawn');
      expect(offeredPawns).toHaveLength(ownPawnsOnBoard(state).length + 1);
      await command(h, user, 'retake', { pawn: random.pick(offeredPawns).value }, table.channelId);
    }
  }
}

describe('moves by slash command', () => {
  test('a complete game played with commands only ends as its replayed record says', async () => {
    const { h, table } = await twoPlayers(9);
    const random = new Random(99);
    let turns = 0;
    while ((await playerToMove(table)) !== null) {
      await playTurnByCommands(table, random);
      if (++turns > 200) throw new Error('no end');
    }
    const { session, state } = await loaded(table);
    expect(session.status).toBe('finished');
    expect(replay(session.record as GameRecord).state.points).toEqual(state.points);
    expect(h.discord.lastMessage()!.embeds[0]?.title).toBe('Game over');
  });

  test('autocomplete offers nothing to a player who is not to move', async () => {
    const { h, table } = await twoPlayers();
    const mover = (await playerToMove(table))!;
    const other = table.players.find((p) => p.id !== mover.id)!;
    expect(await choices(h, other, 'place', { position: '' }, 'position')).toEqual([]);
    expect(await choices(h, mover, 'occupy', { occupant: '' }, 'occupant')).toEqual([]);
    expect((await choices(h, mover, 'place', { position: '' }, 'position')).length).toBeGreaterThan(0);
  });

  test('without a rotation, a position where several fit opens the preview with a button per legal rotation', async () => {
    const { h, table } = await twoPlayers(2);
    const user = (await playerToMove(table))!;
    const { state } = await loaded(table);
    const legal = state.board.legalPlacements(state.tileToPlace!);
    const counts = new Map<string, number>();
    for (const p of legal) counts.set(positionLabel(p), (counts.get(positionLabel(p)) ?? 0) + 1);
    const [label, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const reply = await command(h, user, 'place', { position: label }, table.channelId);
    const panel = reply.original()!;
    if (count > 1) {
      expect(panel.embeds[0]?.title).toBe(`Preview at ${label}`);
      expect(buttonsOf(panel).filter((b) => b.id.kind === 'rotate')).toHaveLength(count);
      expect((await loaded(table)).session.moveNumber).toBe(0);
      await click(h, user, panel, findButton(panel, 'place').custom_id);
    }
    expect((await loaded(table)).session.moveNumber).toBeGreaterThan(0);
  });

  test('without a rotation, a position where only one orientation fits is previewed too, not placed at once', async () => {
    // Seed 2: the first tile fits in exactly one orientation at one of its squares.
    const { h, table } = await twoPlayers(2);
    const user = (await playerToMove(table))!;
    const { state } = await loaded(table);
    const legal = state.board.legalPlacements(state.tileToPlace!);
    const single = legal.find((p) => legal.filter((q) => q.x === p.x && q.y === p.y).length === 1);
    expect(single, 'a square with a single orientation').toBeDefined();
    const label = positionLabel(single!);
    const panel = (await command(h, user, 'place', { position: label }, table.channelId)).original()!;
    expect(panel.embeds[0]?.title).toBe(`Preview at ${label}`);
    expect(panel.embeds[0]?.description).toContain('The tile fits here in this orientation only.');
    // One orientation: no rotation button to click, the place button alone shows the way.
    expect(buttonsOf(panel).filter((b) => b.id.kind === 'rotate')).toHaveLength(0);
    expect((await loaded(table)).session.moveNumber).toBe(0);
    await click(h, user, panel, findButton(panel, 'place').custom_id);
    expect(((await loaded(table)).session.record as GameRecord).actions[0]).toMatchObject({ type: 'place', x: single!.x, y: single!.y, rotation: single!.rotation });
  });

  test.each([
    ['a square past the board', { position: 'Z99' }, '“Z99” is off the board: its columns run from A to Y and its rows from 1 to 25.'],
    ['a square the board does not write so', { position: 'here' }, '“here” is not a square: write it as on the board'],
    ['a square far from the tiles', { position: 'A1' }, 'The tile must go on a free square next to a tile already on the board.'],
    ['an unknown orientation', { position: 'M12', rotation: 'sideways' }, '“sideways” is not an orientation'],
  ])('a bad option (%s) is refused privately and changes nothing', async (_name, options, expected) => {
    const { h, table } = await twoPlayers();
    const user = (await playerToMove(table))!;
    const before = (await loaded(table)).session;
    const reply = await command(h, user, 'place', options, table.channelId);
    expect(privateText(reply)).toContain(expected);
    expect(reply.original()!.flags & 64).toBe(64);
    expect((await loaded(table)).session).toEqual(before);
  });

  test('an orientation that does not fit at the square, and commands for another step, are refused with what to do', async () => {
    const { h, table } = await twoPlayers(2);
    const user = (await playerToMove(table))!;
    const { state } = await loaded(table);
    const legal = state.board.legalPlacements(state.tileToPlace!);
    const spot = legal.find((p) => legal.filter((q) => q.x === p.x && q.y === p.y).length < 4)!;
    const wrong = ROTATIONS.find((r) => !legal.some((p) => p.x === spot.x && p.y === spot.y && p.rotation === r))!;
    const refused = await command(h, user, 'place', { position: positionLabel(spot), rotation: wrong }, table.channelId);
    expect(privateText(refused)).toContain(`At ${positionLabel(spot)}, the tile doesn’t fit`);
    const early = await command(h, user, 'occupy', { occupant: '1' }, table.channelId);
    expect(privateText(early)).toContain('Your tile is waiting to be placed');
    // Typed in degrees clockwise, as the README's example: placed.
    await command(h, user, 'place', { position: positionLabel(spot), rotation: String(ROTATIONS.indexOf(spot.rotation) * 90) }, table.channelId);
    expect(((await loaded(table)).session.record as GameRecord).actions[0]).toMatchObject({ type: 'place', x: spot.x, y: spot.y, rotation: spot.rotation });
    if ((await loaded(table)).state.nextAction === 'OCCUPY_TILE') {
      const bad = await command(h, user, 'occupy', { occupant: 'seven' }, table.channelId);
      expect(privateText(bad)).toContain('“seven” matches no choice');
      const fraction = await command(h, user, 'occupy', { occupant: '1.5' }, table.channelId);
      expect(privateText(fraction)).toContain('“1.5” matches no choice');
      const none = await command(h, user, 'occupy', { occupant: 'none' }, table.channelId);
      expect(privateText(none)).toContain('Done!');
    }
    expect((await loaded(table)).state.nextAction).toBe('PLACE_TILE');
  });

  test('commands in a channel without a game, or from someone not playing, say so privately', async () => {
    const { h, table } = await twoPlayers();
    const carol = h.discord.createMember({ username: 'carol' });
    expect(privateText(await command(h, carol, 'place', { position: 'M12' }, table.channelId))).toBe('You are not playing in this game.');
    const empty = h.discord.createTextChannel({ name: 'empty' });
    expect(privateText(await command(h, carol, 'board', {}, empty.id))).toBe('There is no game under way in this channel.');
    expect(privateText(await command(h, carol, 'place', { position: 'M12' }, empty.id, 'fr'))).toBe('Il n’y a pas de partie en cours dans ce salon.');
    // The failed public /board left no "thinking…" message behind.
    expect(h.discord.messages(empty.id)).toEqual([]);
  });
});

describe('typed choices', () => {
  test.each([
    ['3', 2],
    ['#3', 2],
    ['3 · hunter', 2],
    [' 1 ', 0],
    ['none', -1],
    ['0', -1],
    ['aucun', -1],
    ['3.5', null],
    ['3,5', null],
    ['3.', null],
    ['1e1', null],
    ['6', null],
    ['three', null],
  ] as const)('%j is %j among five', (typed, expected) => {
    expect(parseNumberedOption(typed, 5, 'en')).toBe(expected);
  });

  test.each([
    ['Quart de tour à droite', 'RIGHT'],
    ['quart\u00a0de\u202ftour a droite', 'RIGHT'],
    ['Quart  de tour à gauche', 'LEFT'],
    ['demi-tour', 'HALF_TURN'],
    ['Half turn', 'HALF_TURN'],
    ['NONE', 'NONE'],
    ['un quart', null],
    // In degrees clockwise, as the README's example types it.
    ['90', 'RIGHT'],
    ['180°', 'HALF_TURN'],
    ['270', 'LEFT'],
    ['−90', 'LEFT'],
    ['-90 °', 'LEFT'],
    ['0', 'NONE'],
    ['360', 'NONE'],
    ['45', null],
    ['450', null],
  ] as const)('the rotation %j is %j, whatever spaces a label or a keyboard puts between its words', (typed, expected) => {
    expect(parseRotationOption(typed)).toBe(expected);
  });
});

describe('looking at the game', () => {
  test('/chacun board shows the board to the channel, or privately', async () => {
    const { h, alice, table } = await twoPlayers();
    await playTurnByClicks(table, new Random(1));
    const before = h.discord.messages().length;
    const shown = await command(h, alice, 'board');
    const message = shown.original()!;
    expect(message.flags & 64).toBe(0);
    expect(message.embeds[0]?.title).toBe('Board — turn 2');
    expect(message.attachments[0]?.filename).toBe('board.jpg');
    expect(h.discord.messages()).toHaveLength(before + 1);
    const hidden = await command(h, alice, 'board', { private: true }, h.discord.channelId, 'fr');
    expect(hidden.original()!.flags & 64).toBe(64);
    expect(hidden.original()!.embeds[0]?.title).toBe('Plateau — tour 2');
    // Once the turn's tile is placed, its pawn still to choose, it is still turn 2.
    const user = (await playerToMove(table))!;
    const { state } = await loaded(table);
    const spot = state.board.legalPlacements(state.tileToPlace!)[0];
    await command(h, user, 'place', { position: positionLabel(spot), rotation: spot.rotation }, table.channelId);
    expect((await loaded(table)).state.nextAction).toBe('OCCUPY_TILE');
    expect((await command(h, alice, 'board', { private: true })).original()!.embeds[0]?.title).toBe('Board — turn 2');
  });

  test('/chacun log pages the message board; the turn message button opens it privately', async () => {
    const { h, alice, table } = await twoPlayers(6);
    const random = new Random(2);
    while ((await loaded(table)).state.messages.length <= 10 && (await playerToMove(table)) !== null) await playTurnByClicks(table, random);
    const count = (await loaded(table)).state.messages.length;
    const log = await command(h, alice, 'log', { page: 1 });
    const page = log.original()!;
    expect(page.embeds[0]?.footer?.text).toMatch(/^Page 1 of \d+/);
    expect(page.embeds[0]?.description).toContain('**10.**');
    await click(h, alice, page, findButton(page, 'log', (_id, label) => label === 'Next').custom_id);
    expect(h.discord.message(page.id)!.embeds[0]?.description).toContain('**11.**');
    // A page past the last: the last, and a line that says so (in the asker's language).
    const pages = Number(/^Page 1 of (\d+)/.exec(page.embeds[0]!.footer!.text)![1]);
    const past = (await command(h, alice, 'log', { page: 99 })).original()!;
    expect(past.content).toBe(`There is no page 99: the board has ${pages} pages, here is the last.`);
    expect(past.embeds[0]?.footer?.text).toMatch(new RegExp(`^Page ${pages} of ${pages}`));
    const pastFr = (await command(h, alice, 'log', { page: 99 }, h.discord.channelId, 'fr')).original()!;
    expect(pastFr.content).toBe(`Il n’y a pas de page 99\u00a0: le tableau en a ${pages}, voici la dernière.`);
    // Within the board, no such line.
    expect((await command(h, alice, 'log', { page: pages })).original()!.content ?? '').toBe('');
    // The turn message (or the end message) has a button that opens the board's latest page privately.
    const latest = [...h.discord.messages()].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'log'))!;
    const opened = await click(h, alice, latest, findButton(latest, 'log').custom_id);
    expect(opened.original()!.flags & 64).toBe(64);
    expect(opened.original()!.embeds[0]?.description).toContain(`**${count}.**`);
  });

  test.each([
    ['fr', 'ChaCuN — les règles en bref', 'ChaCuN — comment jouer ici'],
    ['en-US', 'ChaCuN — the rules in short', 'ChaCuN — how to play here'],
  ])('/chacun rules and help answer in the user’s language (%s)', async (locale, rules, help) => {
    h = await startHarness();
    const carol = h.discord.createMember({ username: 'carol' });
    const r = await command(h, carol, 'rules', {}, h.discord.channelId, locale);
    expect(r.original()!.embeds[0]?.title).toBe(rules);
    expect(r.original()!.flags & 64).toBe(64);
    const hl = await command(h, carol, 'help', {}, h.discord.channelId, locale);
    expect(hl.original()!.embeds[0]?.title).toBe(help);
  });

  test('/chacun export attaches the record, during the game and after it, and the end message has a button for it', async () => {
    const { h, alice, bob, table } = await twoPlayers(5);
    const random = new Random(4);
    for (let i = 0; i < 3; i++) await playTurnByClicks(table, random);
    const during = await command(h, bob, 'export');
    const file = during.original()!.attachments[0]!;
    expect(file.filename).toBe(`chacun-${table.gameId}.json`);
    // During the game, the record as Bob may know it: the deck order left out, and it replays to the same game.
    const parsed = parseRecord(JSON.parse(Buffer.from(file.bytes).toString('utf8')));
    const stored = (await loaded(table)).session.record as GameRecord;
    expect(parsed.ok && parsed.value.actions).toEqual(stored.actions);
    expect(parsed.ok && parsed.value.decks).not.toEqual(stored.decks);
    expect(parsed.ok && replay(parsed.value).state.points).toEqual(replay(stored).state.points);
    expect(during.original()!.content).toContain('partial record');
    while ((await playerToMove(table)) !== null) await playTurnByClicks(table, random);
    const after = await command(h, alice, 'export');
    expect(after.original()!.attachments[0]!.filename).toBe(`chacun-${table.gameId}.json`);
    const offered = await h.discord.autocomplete({ user: alice, name: 'chacun', subcommand: 'export', options: { game: '' }, focused: 'game' }).choices();
    expect(offered.map((c) => c.value)).toEqual([table.gameId]);
    expect(offered[0].name).toContain('finished');
    const end = h.discord.lastMessage()!;
    const viaButton = await click(h, bob, end, findButton(end, 'export').custom_id);
    expect(viaButton.original()!.attachments[0]!.filename).toBe(`chacun-${table.gameId}.json`);
    const unknown = await command(h, alice, 'export', { game: 'zzzzzz' });
    expect(privateText(unknown)).toBe('I can’t find a game “zzzzzz” in this channel: pick one from the suggested list.');
    // A game of another channel is not exported here, and the text speaks of the option, not of a button.
    const elsewhere = h.discord.createTextChannel({ name: 'elsewhere' });
    const foreign = await command(h, alice, 'export', { game: table.gameId }, elsewhere.id, 'fr');
    expect(privateText(foreign)).toBe(`Je ne trouve pas de partie «\u00a0${table.gameId}\u00a0» dans ce salon\u00a0: choisis-en une dans la liste proposée.`);
    expect(foreign.original()!.attachments).toEqual([]);
  });
});

describe('the shaman', () => {
  test('a player who places the shaman chooses a numbered pawn to take back, with buttons', async () => {
    // Seed 13 with three players: the random game of the engine reaches the shaman; replay it up to there.
    const { playRandomGame } = await import('../../src/games/chacun/engine/simulate.ts');
    const { record } = playRandomGame(3, 13);
    h = await startHarness({ seed: 13 });
    const users = ['ana', 'bo', 'cy'].map((username) => h!.discord.createMember({ username }));
    const table = await openGame(h, users);
    const index = await (async () => {
      const { statesOf } = await import('../../src/games/chacun/render/samples.ts');
      const states = statesOf(record);
      return states.findIndex((s, i) => s.nextAction === 'PLACE_TILE' && s.tileToPlace?.id === 88 && states[i + 1]?.nextAction === 'RETAKE_PAWN');
    })();
    expect(index).toBeGreaterThan(0);
    for (const action of record.actions.slice(0, index)) {
      const user = (await playerToMove(table))!;
      const { session } = await loaded(table);
      const moved = await h.bot.manager.move(table.channelId, { gameId: table.gameId, moveNumber: session.moveNumber, userId: user.id, action });
      expect(moved.ok).toBe(true);
    }
    await h.bot.announcer.due(table.channelId, table.gameId);
    const user = (await playerToMove(table))!;
    const turn = turnMessage(h)!;
    expect(turn.embeds[0]?.title).toContain('(menhir tile)');
    const placing = record.actions[index];
    if (placing.type !== 'place') throw new Error('not a placement');
    const confirm = await command(h, user, 'place', { position: positionLabel(placing), rotation: placing.rotation }, table.channelId);
    const panel = confirm.original()!;
    expect(panel.embeds[0]?.title).toBe('Shaman');
    const { state } = await loaded(table);
    const pawns = ownPawnsOnBoard(state);
    const retake = buttonsOf(panel).filter((b) => b.id.kind === 'retake');
    expect(retake.map((b) => b.component.label?.slice(0, 3))).toEqual([...pawns.map((_, i) => `${i + 1} ·`), 'Kee']);
    const color = state.players[state.current];
    await click(h, user, panel, retake[0].component.custom_id);
    const after = await loaded(table);
    expect((after.session.record as GameRecord).actions[index + 1]).toEqual({ type: 'retake', zone: pawns[0].zoneId });
    expect(after.state.board.occupantCount(color, 'PAWN')).toBe(pawns.length - 1);
  });
});
