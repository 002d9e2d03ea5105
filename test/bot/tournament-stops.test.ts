/**
 * Stopping a tournament's game: its first seat opened it (it is the game's creator) but may not
 * abort it, which would make a game they are losing a draw; they may resign, and only a
 * moderator stops it, with a confirmation that says what it then counts for in the tournament.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import { encodeCustomId } from '../../src/bot/custom-id.ts';
import { abortConfirmView } from '../../src/bot/stop/confirm-view.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import type { GameSession, Seat } from '../../src/session/session.ts';
import { act, buttonsOf, privateText, startHarness, type Harness } from './harness.ts';
import { forgeClick } from './forge.ts';
import { gameOf, plain, resignByCommand, settleAll, stored, tournamentTable } from './tournament-support.ts';
import { storedSession } from '../session/helpers.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** A Swiss ChaCuN tournament of Ana, Ben and Cleo at one table of three, its first round opened (24 h a move, reminders as by default). */
function tableOfThree(harness: Harness): ReturnType<typeof tournamentTable> {
  return tournamentTable(harness, 'chacun', ['Ana', 'Ben', 'Cleo'], { time_per_move: '24h', reminders: '12h' });
}

describe('a tournament’s game', () => {
  test('its first seat may not abort it (the command, a confirmation button, the session), is told to resign or ask a moderator; a moderator stops it, told what it counts for', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const { id, channelId, gameId, seated, organiser } = await tableOfThree(h);
    const [first, , last] = seated;
    expect((await gameOf(h, gameId)).session.createdBy).toBe(first.id);

    // The command: refused, in the player's language, with what they may do instead.
    const asked = await act(h, h.discord.slashCommand({ user: first, name: 'chacun', subcommand: 'abort', channelId }));
    expect(privateText(asked)).toBe(
      'This is a tournament game: nobody at the table can stop it, as it would then count as a draw. To leave it, resign with /chacun resign (it counts as a loss); to have it stopped, ask the tournament’s organiser or a moderator of the server.',
    );
    expect(buttonsOf(asked.original()!)).toEqual([]);
    const inFrench = await act(h, h.discord.slashCommand({ user: first, name: 'chacun', subcommand: 'abort', channelId, locale: 'fr' }));
    expect(plain(privateText(inFrench))).toBe(
      'C’est une partie de tournoi : personne à la table ne peut l’arrêter, car elle compterait alors comme une partie nulle. Pour la quitter, abandonne avec /chacun abandonner (cela compte comme une défaite) ; pour la faire arrêter, demande à qui organise le tournoi ou à la modération du serveur.',
    );

    // A confirmation button (one an older version sent, or a forged one, on their own private message): refused alike.
    const resignAsked = (await act(h, h.discord.slashCommand({ user: first, name: 'chacun', subcommand: 'resign', channelId }))).original()!;
    const clicked = await forgeClick(h, first, resignAsked, encodeCustomId({ kind: 'abort', gameId, confirm: true }));
    expect(privateText(clicked)).toContain('This is a tournament game: nobody at the table can stop it');
    // The session layer itself refuses anyone not forced.
    const direct = await h.bot.manager.abort(channelId, { gameId, userId: first.id });
    expect(direct.ok ? 'aborted' : direct.error.code).toBe('TOURNAMENT_GAME');
    expect((await gameOf(h, gameId)).session.status).toBe('playing');

    // The last seat resigns (a loss); then may not stop it either, nor anyone else who is no moderator.
    await resignByCommand(h, last, 'chacun', channelId);
    expect((await gameOf(h, gameId)).session.status).toBe('playing');
    expect(privateText(await act(h, h.discord.slashCommand({ user: last, name: 'chacun', subcommand: 'abort', channelId })))).toBe(
      'This is a tournament game: only the tournament’s organiser and the server’s moderators can stop it.',
    );
    const passer = h.discord.createMember({ username: 'dan', globalName: 'Dan' });
    expect(privateText(await act(h, h.discord.slashCommand({ user: passer, name: 'chacun', subcommand: 'abort', channelId })))).toBe(
      'This is a tournament game: only the tournament’s organiser and the server’s moderators can stop it.',
    );
    expect((await gameOf(h, gameId)).session.status).toBe('playing');

    // The tournament's organiser, who does not play at this table, may stop it too.
    const asOrganiser = (await act(h, h.discord.slashCommand({ user: organiser, name: 'chacun', subcommand: 'abort', channelId }))).original()!;
    expect(asOrganiser.content).toMatch(/^Stop this tournament game for everyone\?/u);

    // A moderator of the channel stops it: the confirmation tells what it counts for in the tournament.
    const moderator = h.discord.createMember({ username: 'mod', globalName: 'Mod', permissions: PermissionFlagsBits.ManageThreads });
    const confirm = (await act(h, h.discord.slashCommand({ user: moderator, name: 'chacun', subcommand: 'abort', channelId }))).original()!;
    expect(confirm.content).toBe(
      `Stop this tournament game for everyone? In the tournament it will count as a draw between ${seated[0].globalName} and ${seated[1].globalName} and a loss for ${seated[2].globalName}: a resignation stays a loss.`,
    );
    // The organiser confirms theirs: the game stops.
    const yes = buttonsOf(asOrganiser).find((b) => b.id.kind === 'abort' && b.id.confirm);
    await act(h, h.discord.clickButton({ user: organiser, messageId: asOrganiser.id, customId: yes!.component.custom_id }));
    await settleAll(h);
    expect((await gameOf(h, gameId)).session.status).toBe('aborted');
    const result = (await stored(h, id)).rounds[0].tables[0].result!;
    expect(result.how).toBe('aborted');
    expect(result.places).toEqual([1, 1, 3]);
    // Its end message still says who had resigned.
    const end = [...h.discord.messages(channelId)].reverse().find((m) => m.embeds[0]?.title === 'Game stopped')!;
    expect(end.embeds[0].description).toContain('The game was stopped by Org.');
    // It says what the stop counts for in the tournament, as the confirmation did.
    expect(end.embeds[0].description).toContain(`In the tournament it counts as a draw between ${seated[0].globalName} and ${seated[1].globalName} and a loss for ${seated[2].globalName}.`);
    expect(end.embeds[0].description).toMatch(new RegExp(`\\*\\*${seated[2].globalName}\\*\\* — 0 points · resigned$`, 'm'));
    expect(end.embeds[0].description).not.toMatch(new RegExp(`\\*\\*${seated[0].globalName}\\*\\* — .*resigned`));
  }, 60_000);
});

/** A playing tournament session of people named as given, those in `resigned` resigned. */
function tournamentSession(game: string, keys: readonly string[], names: readonly string[], resigned: readonly number[]): GameSession {
  const seats: Seat[] = keys.map((key, i) => ({
    seat: key,
    player: { type: 'human', userId: String(1000 + i), name: names[i] },
    joinedAt: i,
    ...(resigned.includes(i) ? { resignedAt: 10 + i } : {}),
  }));
  return storedSession({
    game,
    id: 'stop0001',
    seats,
    record: { actions: [] } as unknown as GameSession['record'],
    moveNumber: 0,
    table: 'tournament:cup:1:1',
  });
}

describe('the confirmation of a moderator stopping a tournament’s game', () => {
  const JASS_TEAMS = [
    ['N', 'S'],
    ['E', 'W'],
  ];
  test.each([
    ['nobody resigned', ['RED', 'BLUE'], [], [], 'en', 'Stop this tournament game for everyone? In the tournament it will count as a draw for everyone at the table.'],
    ['one of three resigned', ['RED', 'BLUE', 'GREEN'], [2], [], 'en', 'Stop this tournament game for everyone? In the tournament it will count as a draw between Ana and Ben and a loss for Cleo: a resignation stays a loss.'],
    // Jass: a team with someone resigned loses, partner included; the other team alone wins.
    ['a Jass team with someone resigned', ['N', 'E', 'S', 'W'], [0], JASS_TEAMS, 'en', 'Stop this tournament game for everyone? In the tournament it will count as a win for Ben and Dora and a loss for Ana and Cleo: a resignation stays a loss.'],
    ['nobody resigned, in French', ['RED', 'BLUE'], [], [], 'fr', 'Arrêter cette partie de tournoi pour tout le monde ? Dans le tournoi, elle comptera comme une partie nulle pour toute la table.'],
    ['one of three resigned, in French', ['RED', 'BLUE', 'GREEN'], [2], [], 'fr', 'Arrêter cette partie de tournoi pour tout le monde ? Dans le tournoi, elle comptera comme une partie nulle entre Ana et Ben et une défaite pour Cleo : un abandon reste une défaite.'],
    ['a Jass team with someone resigned, in French', ['N', 'E', 'S', 'W'], [0], JASS_TEAMS, 'fr', 'Arrêter cette partie de tournoi pour tout le monde ? Dans le tournoi, elle comptera comme une victoire pour Ben et Dora et une défaite pour Ana et Cleo : un abandon reste une défaite.'],
  ] as const)('%s', (_, keys, resigned, teams, locale, text) => {
    const session = tournamentSession(teams.length > 0 ? 'jass' : 'chacun', keys, ['Ana', 'Ben', 'Cleo', 'Dora'], resigned);
    expect(plain(abortConfirmView(session, locale, teams).content!)).toBe(text);
    // Anywhere else, a game stopped is archived without a result.
    expect(plain(abortConfirmView({ ...session, table: undefined }, locale, teams).content!)).toBe(
      locale === 'en' ? 'Stop the game for everyone? It will be archived without a result.' : 'Arrêter la partie pour tout le monde ? Elle sera archivée sans résultat.',
    );
  });
});
