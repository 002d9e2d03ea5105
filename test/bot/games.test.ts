import { afterEach, describe, expect, test } from 'vitest';
import type { ImageService } from '../../src/bot/images.ts';
import { ChacunRandom as Random } from '../../src/games/random.ts';
import { playRandomGame } from '../../src/games/chacun/engine/simulate.ts';
import { command, expectFinishedAsReplayed, loaded, members, openGame, playAndWatch, playerToMove } from './driver.ts';
import { act, buttonsOf, findButton, selectOf, startHarness, STUB_IMAGES, turnMessage, type Harness } from './harness.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

describe('complete games played only through commands and clicks', () => {
  test.each([
    { players: 3, seed: 3, images: 'stub' as const },
    { players: 5, seed: 6, images: 'stub' as const },
  ])('$players players (seed $seed, $images images): the end shows the points of the replayed record', async ({ players, seed, images }) => {
    h = await startHarness({ seed, images });
    const table = await openGame(h, members(h, players));
    const seen = new Map<string, number>();
    const { turns, turnMessages } = await playAndWatch(table, new Random(seed * 31), seen);
    // These seeds make the players page through the positions, turn tiles and play menhir turns.
    expect([...seen.keys()].sort()).toEqual(expect.arrayContaining(['menhir', 'occupy', 'page', 'place', 'rotate']));
    const channel = h.discord.messages(table.channelId);
    const end = channel[channel.length - 1];
    expect(end.embeds[0]?.title).toBe('Game over');
    expect(end.content).toMatch(/^Well played, /);
    await expectFinishedAsReplayed(table, end);
    // About one public message per turn: the lobby, one per turn (menhir turns included), the end.
    expect(turnMessages).toBeGreaterThanOrEqual(turns);
    expect(channel.length).toBe(turnMessages + 2);
  });

  test('a game in French: public messages in French, private panels in each player’s language', async () => {
    h = await startHarness({ seed: 3 });
    const [alice, bob] = members(h, 2);
    const table = await openGame(h, [alice, bob], { newOptions: { language: 'fr' } });
    const lobby = h.discord.messages(table.channelId)[0];
    expect(lobby.embeds[0]?.description).toBe('La partie commence\u202f! Ordre de jeu\u00a0: 🔴 Alice et 🔵 Bérénice.');
    const turn = h.discord.lastMessage(table.channelId)!;
    expect(turn.content).toMatch(/à toi de jouer\u202f!$/);
    expect(turn.embeds[0]?.title).toMatch(/^Tour 1 — /);
    // Alice's Discord speaks French, Bob's English: each gets the panel in their language.
    const first = (await playerToMove(table))!;
    const opened = await h.discord.clickButton({ user: first, messageId: turn.id, customId: buttonsOf(turn)[0].component.custom_id, locale: first === alice ? 'fr' : 'en-GB' }).reply();
    expect(opened.embeds[0]?.title).toBe(first === alice ? 'Poser ta tuile' : 'Place your tile');
    await h.settle();
    const { turns } = await playAndWatch(table, new Random(5));
    expect(turns).toBeGreaterThan(30);
    const channel = h.discord.messages(table.channelId);
    const end = channel[channel.length - 1];
    expect(end.embeds[0]?.title).toBe('Partie terminée');
    expect(end.embeds[0]?.description).toMatch(/(a remporté la partie|se sont partagé la victoire)/);
  });
});

describe('what the pictures and turn messages say', () => {
  test('private images (panel, preview, whole board, private board) are drawn in the viewer’s language, public ones in the game’s', async () => {
    const drawn: { kind: string; locale: string }[] = [];
    const images: ImageService = {
      draw(job) {
        drawn.push({ kind: job.kind, locale: job.locale });
        return STUB_IMAGES.draw(job);
      },
    };
    h = await startHarness({ seed: 3, images });
    const [alice, bob] = members(h, 2);
    const table = await openGame(h, [alice, bob], { newOptions: { language: 'fr' } });
    // The turn message: in the game's language.
    expect(drawn).toEqual([{ kind: 'board', locale: 'fr' }]);
    drawn.length = 0;
    const user = (await playerToMove(table))!;
    const turn = turnMessage(h)!;
    const panel = (await act(h, h.discord.clickButton({ user, messageId: turn.id, customId: findButton(turn, 'play').custom_id, locale: 'en-GB' }))).original()!;
    const menu = selectOf(panel)!;
    await act(h, h.discord.selectMenu({ user, messageId: panel.id, customId: menu.custom_id, values: [menu.options[0].value], locale: 'en-GB' }));
    const preview = h.discord.message(panel.id)!;
    await act(h, h.discord.clickButton({ user, messageId: panel.id, customId: findButton(preview, 'place').custom_id, locale: 'en-GB' }));
    expect(drawn.slice(0, 2)).toEqual([
      { kind: 'board', locale: 'en' },
      { kind: 'preview', locale: 'en' },
    ]);
    if ((await loaded(table)).state.nextAction === 'OCCUPY_TILE') {
      expect(drawn[2]).toEqual({ kind: 'occupants', locale: 'en' });
      const occupants = h.discord.message(panel.id)!;
      drawn.length = 0;
      await act(h, h.discord.clickButton({ user, messageId: panel.id, customId: findButton(occupants, 'board').custom_id, locale: 'en-GB' }));
      expect(drawn).toEqual([{ kind: 'board', locale: 'en' }]);
    }
    drawn.length = 0;
    await command(h, bob, 'board', { private: true }, table.channelId, 'en-US');
    await command(h, bob, 'board', {}, table.channelId, 'en-US');
    expect(drawn.map((d) => d.locale)).toEqual(['en', 'fr']);
  });

  test('a tile that fitted nowhere is named in the next turn message, once', async () => {
    // Seed 58, two players: tile 61 fits nowhere when it is drawn after the sixth action.
    const { record } = playRandomGame(2, 58);
    h = await startHarness({ seed: 58 });
    const table = await openGame(h, members(h, 2));
    const play = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const { session } = await loaded(table);
        const user = (await playerToMove(table))!;
        const moved = await h!.bot.manager.move(table.channelId, { gameId: table.gameId, moveNumber: session.moveNumber, userId: user.id, action: record.actions[session.moveNumber] });
        expect(moved.ok).toBe(true);
      }
      await h!.bot.announcer.due(table.channelId, table.gameId);
    };
    await play(4);
    expect(turnMessage(h)!.embeds[0]?.description).not.toContain('set aside');
    await play(2);
    expect(turnMessage(h)!.embeds[0]?.description).toContain('A tile fitted nowhere and was set aside.');
    await play(2);
    expect(turnMessage(h)!.embeds[0]?.description).not.toContain('set aside');
    // The turn message keeps what it has told, so that a restart does not tell it again.
    expect((await loaded(table)).session.turnMemo).toMatchObject({ asideNormal: 1, asideMenhir: 0 });
  });
});
