import { afterEach, describe, expect, test } from 'vitest';
import { recordJson } from '../../src/bot/export/view.ts';
import { seatOfUser } from '../../src/session/session.ts';
import type { FakeMessage, FakeUser, OptionValue } from '../../src/playground/discord/fake-discord.ts';
import { checkGcg } from '../games/scrabble/gcg-check.ts';
import { members } from './driver.ts';
import { act, buttonsOf, click, findButton, startHarness, type Harness } from './harness.ts';

describe('an exported record', () => {
  test('one top-level field a line, each action of a list of objects on its own line', () => {
    const record = { game: 'chacun', version: 1, players: ['RED', 'BLUE'], decks: { normal: [3, 1], menhir: [80] }, actions: [{ type: 'place', tile: 3 }, { type: 'occupy', occupant: null }] };
    expect(recordJson(record)).toBe(
      [
        '{',
        '  "game": "chacun",',
        '  "version": 1,',
        '  "players": ["RED","BLUE"],',
        '  "decks": {"normal":[3,1],"menhir":[80]},',
        '  "actions": [',
        '    {"type":"place","tile":3},',
        '    {"type":"occupy","occupant":null}',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(recordJson(record))).toEqual(record);
  });

  test('an empty list and a list of lists (card deals) stay on one line', () => {
    const record = { game: 'jass', deals: [['SA', 'H10'], ['D7']], actions: [] };
    expect(recordJson(record)).toBe('{\n  "game": "jass",\n  "deals": [["SA","H10"],["D7"]],\n  "actions": []\n}\n');
  });
});

// Through the local Discord: during a game, /<game> export gives each person the record as they
// may know it (a player: with their seat's hidden part; someone without a seat: the public part
// alone), and says so; once the game has ended, the whole record.
describe('/<game> export during a game and after it', () => {
  let h: Harness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  /** Fields of a whole record that hold what is drawn at random (decks, bag, deals, seeds). */
  const RANDOM_FIELDS = ['bag', 'deals', 'trumps', 'cards', 'tickets', 'shuffleSeed', 'first'];

  test.each([
    ['chacun', {}, 2],
    ['scrabble', { words: 'en', judge: 'table', bots: 1 }, 1],
    ['jass', {}, 1],
    ['tchu', {}, 1],
  ] as const)('%s: a player gets their part, someone without a seat the public part, and after the end everyone the whole record', async (name, options, people) => {
    // AI players wait far longer than the test: the game stays where it started.
    h = await startHarness({ bot: { aiDelayMs: 1_000_000_000 } });
    const harness = h;
    const [alice, bob] = members(harness, 2);
    const zoe = harness.discord.createMember({ username: 'zoe', globalName: 'Zoé' });
    const slash = (user: FakeUser, subcommand: string, opts: Readonly<Record<string, OptionValue>> = {}) =>
      act(harness, harness.discord.slashCommand({ user, name, subcommand, options: opts, channelId: harness.discord.channelId }));
    let lobby = (await slash(alice, 'new', options)).original()!;
    if (people === 2) {
      await click(harness, bob, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'join').custom_id);
      lobby = harness.discord.message(lobby.id)!;
    }
    await click(harness, alice, lobby, findButton(lobby, 'lobby', (id) => id.kind === 'lobby' && id.action === 'start').custom_id);
    const gameId = buttonsOf(lobby)[0].id.gameId;
    const loaded = await harness.bot.manager.getGame(gameId);
    if (!loaded.ok) throw new Error(loaded.error.code);
    const { session } = loaded.value;
    expect(session.status).toBe('playing');
    const rules = harness.bot.manager.gameOf(session).rules;
    const seat = seatOfUser(session, alice.id)!.seat;
    const full = session.record as Record<string, unknown>;
    const fileOf = (message: FakeMessage) => JSON.parse(harness.discord.attachmentBytes(message, `${name}-${gameId}.json`).toString('utf8'));

    for (const [user, reader] of [[alice, seat], [zoe, null]] as const) {
      const answer = (await slash(user, 'export')).original()!;
      const file = fileOf(answer);
      expect(file.partial).toEqual({ reader, entries: session.moveNumber });
      expect(file).toEqual(JSON.parse(JSON.stringify(rules.visibleRecord(session.record, reader))));
      expect(answer.content).toContain(reader === null ? 'as someone who does not play in it sees it' : `as ${alice.globalName} may know it`);
      // Nothing drawn at random is there as the record has it.
      for (const field of RANDOM_FIELDS) if (field in full) expect(file[field]).not.toEqual(full[field]);
      if (name === 'chacun') expect(file.decks).not.toEqual(full.decks);
      const text = JSON.stringify(file);
      expect(text).not.toContain('"bag"');
      expect(text).not.toContain('"deals"');
      if (name === 'scrabble') {
        expect(answer.attachments.map((a) => a.filename)).toEqual([`scrabble-${gameId}.json`, `scrabble-${gameId}.gcg`]);
        const gcg = harness.discord.attachmentBytes(answer, `scrabble-${gameId}.gcg`).toString('utf8');
        expect(gcg).toContain('#note Partial record');
        expect(checkGcg(gcg).problems).toEqual([]);
      } else {
        expect(answer.attachments.map((a) => a.filename)).toEqual([`${name}-${gameId}.json`]);
      }
    }

    // Ended (here by its creator's abort): the whole record, for a player and for anyone.
    expect((await harness.bot.manager.abort(harness.discord.channelId, { gameId, userId: alice.id })).ok).toBe(true);
    for (const user of [alice, zoe]) {
      const answer = (await slash(user, 'export', { game: gameId })).original()!;
      expect(fileOf(answer)).toEqual(full);
      expect(answer.content).toContain('It describes the whole game move by move');
    }
  }, 30_000);
});
