import { afterEach, describe, expect, test } from 'vitest';
import { Random } from '../../src/engine/random.ts';
import { expectFinishedAsReplayed, members, openGame, playAndWatch, playerToMove } from './driver.ts';
import { buttonsOf, startHarness, type Harness } from './harness.ts';

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
    expect(lobby.embeds[0]?.description).toBe('La partie commence ! Ordre de jeu : 🔴 Alice et 🔵 Bérénice.');
    const turn = h.discord.lastMessage(table.channelId)!;
    expect(turn.content).toMatch(/à toi de jouer !$/);
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
