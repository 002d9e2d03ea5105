import { afterEach, describe, expect, test } from 'vitest';
import { gamesListView, listedGame } from '../../src/bot/games-list/view.ts';
import { HOSTED } from '../../src/hosted.ts';
import { act, startHarness, type Harness } from './harness.ts';
import { command, loaded, members, openGame, playerToMove, playTurnByClicks } from './driver.ts';
import { ChacunRandom } from '../../src/games/random.ts';

const HOUR = 3_600_000;
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** /games as a user sees it: the embed of the private answer. */
async function gamesList(user: Parameters<Harness['discord']['slashCommand']>[0]['user'], options: Record<string, boolean> = {}, locale = 'en-GB') {
  const handle = await act(h!, h!.discord.slashCommand({ user, name: 'games', options, locale }));
  const message = handle.original()!;
  expect(message.flags & 64).toBe(64);
  return message.embeds[0];
}

describe('the games list', () => {
  test('lists the open games of the server with their channels, players and whose turn since when; mine:True only those waiting for the caller', async () => {
    h = await startHarness();
    const [alice, bob, carol] = members(h, 3);
    const second = h.discord.createTextChannel({ name: 'second' });
    const third = h.discord.createTextChannel({ name: 'third' });
    const one = await openGame(h, [alice, bob]);
    await openGame(h, [carol, bob], { channelId: second.id });
    await command(h, alice, 'new', {}, third.id);

    const all = await gamesList(carol);
    expect(all.title).toBe('Games under way on this server');
    const lines = all.description!.split('\n\n');
    expect(lines).toHaveLength(3);
    for (const channel of [one.channelId, second.id, third.id]) expect(all.description).toContain(`<#${channel}>`);
    expect(all.description).toMatch(/\*\*ChaCuN\*\* · <#\d+> · Alice and Bérénice\n(Alice|Bérénice) to play · game started <t:\d+:R>/);
    expect(all.description).toContain('Lobby opened <t:');

    // Only the games where it is the caller's turn.
    const toMove = (await playerToMove(one))!;
    const other = toMove.id === alice.id ? bob : alice;
    const mine = await gamesList(toMove, { mine: true });
    expect(mine.title).toBe('Games waiting for you');
    expect(mine.description).toContain(`<#${one.channelId}>`);
    expect(mine.description).not.toContain(`<#${third.id}>`);
    if (other === alice) {
      const none = await gamesList(alice, { mine: true }, 'fr');
      expect(none.description).toBe('Aucune partie ne t’attend pour l’instant.');
    }
  });

  test('says when the last move was played, not when the game was last written (a reminder or a clock note writes it too)', async () => {
    h = await startHarness();
    const [alice, bob] = members(h, 2);
    const table = await openGame(h, [alice, bob]);
    const fresh = await loaded(table);
    expect(listedGame(HOSTED, { ...fresh, session: { ...fresh.session, updatedAt: fresh.session.startedAt! + 5 * HOUR } })).toMatchObject({ since: fresh.session.startedAt, unmoved: true });
    expect((await gamesList(alice)).description).toMatch(new RegExp(`to play · game started <t:${Math.floor(fresh.session.startedAt! / 1000)}:R>`));
    await playTurnByClicks(table, new ChacunRandom(5));
    const after = await loaded(table);
    const moved = after.session.moveTimes!.at(-1)!;
    const rewritten = { ...after, session: { ...after.session, updatedAt: moved + 5 * HOUR } };
    expect(listedGame(HOSTED, rewritten)).toMatchObject({ since: moved, unmoved: false });
    expect(gamesListView([listedGame(HOSTED, rewritten)], { mine: false, locale: 'fr' }).embeds![0].description).toContain(`de jouer · dernier coup <t:${Math.floor(moved / 1000)}:R>`);
  });
});
