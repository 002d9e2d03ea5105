/**
 * A Swiss tournament of seven entrants (five people, two AI players) of Connect Four (the game the
 * tests host), from sign-ups to the podium through the local Discord: Join and Leave and their
 * refusals, start at the end of the sign-up window by the fake clock, tables opened in threads
 * with their players mentioned, results by clicks, a resignation, a timeout and a game ended while
 * the bot was down (counted at its restart), a bye each round, standings after each round ranked by
 * points then the tie-break, the podium, and the tournament in /games and /stats.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import type { FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { SessionManager } from '../../src/session/manager.ts';
import { tablePoints } from '../../src/tournament/index.ts';
import type { Tournament } from '../../src/bot/tournament/record.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, type Harness } from './harness.ts';
import { WITH_CONNECT_FOUR } from '../plugin/hosted.ts';
import { advance, gameOf, posts, resignByCommand, settleAll, signUp, standingsPosts, stored, tournament, tournamentIdOf } from './tournament-support.ts';

const HOUR = 3_600_000;

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/**
 * Points and opponents of every entrant, from the stored rounds (a win 1, a draw ½, a bye 1). A
 * bye's opponent is the entrant itself: Buchholz, as docs/tournaments.md specifies it, counts a
 * bye as a game against an opponent with the entrant's own points.
 */
function scoreSheet(t: Tournament): Map<string, { points: number; opponents: string[] }> {
  const sheet = new Map(t.entrants.map((e) => [e.id, { points: 0, opponents: [] as string[] }]));
  for (const round of t.rounds) {
    for (const id of round.byes) {
      sheet.get(id)!.points += 1;
      sheet.get(id)!.opponents.push(id);
    }
    for (const table of round.tables) {
      if (table.result === undefined) continue;
      const points = tablePoints(table.result.places);
      table.entrants.forEach((id, i) => {
        sheet.get(id)!.points += points[i];
        sheet.get(id)!.opponents.push(...table.entrants.filter((other) => other !== id));
      });
    }
  }
  return sheet;
}

/** The user holding the seat to move in a Connect Four game, or null (an AI's turn, or over). */
async function toMove(harness: Harness, gameId: string, people: readonly FakeUser[]): Promise<FakeUser | null> {
  const { session, state } = await gameOf(harness, gameId);
  if (session.status !== 'playing' || state === null) return null;
  const key = harness.bot.manager.gameOf(session).rules.toAct(state)[0];
  const seat = session.seats.find((s) => s.seat === key);
  return seat?.player.type === 'human' ? (people.find((p) => p.id === (seat.player as { userId: string }).userId) ?? null) : null;
}

/** Plays a Connect Four game by clicks on its turn messages until it ends: each person drops in the first column of `columns` that is open. */
async function playOut(harness: Harness, gameId: string, channelId: string, people: readonly FakeUser[], columns = [4, 3, 5, 2, 6, 1, 7]): Promise<void> {
  for (let move = 0; move < 60; move++) {
    await settleAll(harness);
    const { session } = await gameOf(harness, gameId);
    if (session.status !== 'playing') return;
    const user = await toMove(harness, gameId, people);
    if (user === null) continue;
    const message = [...harness.discord.messages(channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'c4-drop'));
    expect(message, 'a turn message with column buttons in the thread').toBeDefined();
    const open = buttonsOf(message!).filter((b) => b.id.kind === 'c4-drop' && b.component.disabled !== true);
    const pick = columns.map((c) => open.find((b) => (b.id as { column: number }).column === c - 1)).find((b) => b !== undefined);
    await click(harness, user, message!, pick!.component.custom_id);
  }
  throw new Error(`game ${gameId} did not end`);
}

describe('a Swiss tournament of seven entrants', () => {
  test('sign-ups, three rounds with a bye each, results by clicks, resignation, timeout and a restart, standings and podium', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ games: WITH_CONNECT_FOUR, bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const alice = h.discord.createMember({ username: 'alice', globalName: 'Alice', permissions: PermissionFlagsBits.ManageEvents });
    const [bob, chen, dario, eunji, fred] = ['Bob', 'Chen', 'Dario', 'Eun-ji', 'Fred'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const people = [alice, bob, chen, dario, eunji];

    // Who may create, and what a creation needs.
    expect(privateText(await tournament(h, bob, 'create', { game: 'connect-four', format: 'swiss', time_per_move: '1h' }))).toContain('Only members who may manage the server or its events');
    expect(privateText(await tournament(h, alice, 'create', { game: 'connect-four', format: 'swiss', time_per_move: 'none' }))).toContain('choose a time per move');
    expect(privateText(await tournament(h, alice, 'create', { game: 'connect-four', format: 'swiss', time_per_move: '1h', game_options: 'colour:red' }))).toBe('Connect Four has no options: leave game_options out.');
    expect(privateText(await tournament(h, alice, 'create', { game: 'connect-four', format: 'swiss', time_per_move: '1h', table_size: 4 }))).toBe('A Connect Four table seats exactly 2 entrants.');
    expect(privateText(await tournament(h, alice, 'create', { game: 'connect-four', format: 'swiss', time_per_move: '1h', cap: 1 }))).toBe('The number of places is from 2 to 64.');
    const created = await tournament(h, alice, 'create', { game: 'connect-four', format: 'swiss', time_per_move: '1h', signup: '1h', cap: 5, bots: 2, bot_level: 'easy' });
    const signUpMessage = created.original()!;
    const id = tournamentIdOf(signUpMessage);
    const joinId = findButton(signUpMessage, 'tournament', (b) => b.kind === 'tournament' && b.action === 'join').custom_id;
    expect(signUpMessage.embeds[0].title).toBe('🏆 Connect Four tournament (Swiss)');

    // Sign-ups: joins, a second join, a leave of someone not in it, the cap.
    for (const user of people) await signUp(h, user, signUpMessage);
    expect(privateText(await signUp(h, bob, signUpMessage))).toBe('You are already signed up for this tournament.');
    expect(privateText(await signUp(h, fred, signUpMessage, 'leave'))).toBe('You are not signed up for this tournament.');
    expect(privateText(await signUp(h, fred, signUpMessage))).toBe('The tournament is full (5 signed up).');
    await signUp(h, eunji, signUpMessage, 'leave');
    expect((await stored(h, id)).signUps.map((s) => s.name)).toEqual(['Alice', 'Bob', 'Chen', 'Dario']);
    await signUp(h, eunji, signUpMessage);
    expect(h.discord.message(signUpMessage.id)!.embeds[0].description).toContain('Signed up (5/5): Alice, Bob, Chen, Dario and Eun\\-ji');
    expect(privateText(await tournament(h, bob, 'start'))).toContain('Only');
    const listed = privateText(await act(h, h.discord.slashCommand({ user: bob, name: 'games' })));
    expect(listed).toContain('Connect Four (Swiss) — sign-ups close');
    expect(listed).toContain('you are in');

    // The window closes by the fake clock, while Fred's click on Join is on its way: it comes too late and changes nothing.
    const late = h.discord.clickButton({ user: fred, messageId: signUpMessage.id, customId: joinId });
    clock.advance(HOUR);
    expect(privateText(await act(h, late))).toBe('Sign-ups for this tournament are closed.');
    await settleAll(h);
    // Seven entrants, round 1 paired: three tables and a bye.
    let t = await stored(h, id);
    expect(t.status).toBe('running');
    expect(t.entrants.map((e) => e.name)).toEqual(['Alice', 'Bob', 'Chen', 'Dario', 'Eun-ji', 'Ada', 'Blaise']);
    expect(buttonsOf(h.discord.message(signUpMessage.id)!)).toHaveLength(0);

    const personOf = (entrant: string) => {
      const member = t.entrants.find((e) => e.id === entrant)!.members[0];
      return member.type === 'human' ? people.find((p) => p.id === member.userId)! : null;
    };
    const playedByTwo: string[] = [];
    let resigned = false;
    let timedOut = false;
    let downWhileEnded = false;
    for (let round = 0; round < 3; round++) {
      t = await stored(h, id);
      expect(t.rounds).toHaveLength(round + 1);
      const current = t.rounds[round];
      expect(current.byes).toHaveLength(1);
      expect(current.tables).toHaveLength(3);
      const roundPost = posts(h).find((text) => text.startsWith(`🏆 Connect Four — round ${round + 1} of 3`));
      expect(roundPost, `round ${round + 1} is posted`).toBeDefined();
      // Posted once its tables are open: each with a link to its thread.
      for (const table of current.tables) if (table.channelId !== undefined) expect(roundPost).toContain(`<#${table.channelId}>`);
      if (round === 0) {
        // /games shows the tournament under way, with each player's game of the round.
        const table = current.tables.find((tb) => tb.entrants.some((e) => personOf(e)?.id === bob.id));
        const shown = privateText(await act(h, h.discord.slashCommand({ user: bob, name: 'games' })));
        expect(shown).toContain('Connect Four (Swiss) — round 1');
        expect(shown).toContain(table === undefined ? 'you wait for the next round' : `your game: <#${table.channelId}>`);
        // No round is over yet: the standings are not a table of zeros "after round 1" but the round under way, in the reader's language.
        expect(privateText(await tournament(h, bob, 'standings'))).toBe(`No round of tournament ${id} is over yet: round 1 is under way.`);
        expect(privateText(await tournament(h, chen, 'standings', {}, 'fr')).replace(/[\u00a0\u202f]/g, ' ')).toBe(`Aucune ronde du tournoi ${id} n’est encore finie : la ronde 1 est en cours.`);
      }
      // The sign-up message follows the rounds; its organiser may no longer start it early.
      const signUpNow = h.discord.message(signUpMessage.id)!.embeds[0];
      expect(signUpNow.description).toContain(`**Sign-ups closed: the tournament is under way, round ${round + 1}.**`);
      expect(signUpNow.footer?.text).toBe(`Tournament ${id} · Alice may cancel it`);
      const played = [...current.tables.entries()].filter(([, table]) => table.result?.how !== 'ai-only');
      for (const [n, [index, table]] of played.entries()) {
        expect(table.gameId, `table ${index + 1} is open`).toBeDefined();
        const thread = table.channelId!;
        const intro = h.discord.messages(thread)[0];
        for (const entrant of table.entrants) {
          const person = personOf(entrant);
          if (person !== null) expect(intro.content).toContain(`<@${person.id}>`);
        }
        const sitting = table.entrants.map(personOf).filter((p): p is FakeUser => p !== null);
        const last = n === played.length - 1;
        if (round === 0 && n === 0 && sitting.length === 2) {
          resigned = true;
          await resignByCommand(h, sitting[1], 'connect-four', thread);
          expect((await gameOf(h, table.gameId!)).session.endReason).toBe('resigned');
        } else if (round === 0 && last) {
          // The person to move lets the hour pass: nothing is played for them, and the game is lost.
          timedOut = true;
          await settleAll(h);
          const before = await gameOf(h, table.gameId!);
          const key = h.bot.manager.gameOf(before.session).rules.toAct(before.state)[0];
          await advance(h, clock, HOUR);
          const after = await gameOf(h, table.gameId!);
          expect(after.session.status).toBe('aborted');
          expect(after.session.moveNumber).toBe(before.session.moveNumber);
          expect(after.session.seats.find((s) => s.seat === key)!.resignedAt).toBeDefined();
          expect(posts(h, thread).join('\n')).toContain('time ran out for');
          // Not the clock's usual notice, which counts timeouts "in a row" and offers a hand-over: the game is lost.
          expect(posts(h, thread).join('\n')).not.toContain('in a row');
        } else if (round === 1 && n === 0) {
          // The bot stops; the game ends meanwhile (its player resigns through another process); the bot restarts and counts it.
          downWhileEnded = true;
          await h.bot.stop();
          const other = new SessionManager(h.store, WITH_CONNECT_FOUR);
          const gone = await other.resign(thread, { gameId: table.gameId!, userId: sitting[0].id });
          expect(gone.ok).toBe(true);
          await other.idle();
          await h.restart();
          await settleAll(h);
          expect((await stored(h, id)).rounds[round].tables[index].result?.how).toBe('resigned');
        } else {
          await playOut(h, table.gameId!, thread, people);
          if (sitting.length === 2) playedByTwo.push(...sitting.map((p) => p.id));
        }
      }
      await settleAll(h);
      t = await stored(h, id);
      expect(t.rounds[round].tables.every((table) => table.result !== undefined)).toBe(true);

      // The standings after the round, as players read them: points first, then the tie-break (Buchholz).
      const standing = standingsPosts(h)[round];
      expect(standing.embeds[0].title).toBe(`🏆 Connect Four — standings after round ${round + 1}`);
      // The picture of the standings, shown in the embed.
      expect(standing.attachments.map((a) => a.filename)).toEqual([`standings-${id}-${round + 1}.png`]);
      expect(standing.embeds[0].image?.url).toMatch(new RegExp(`/standings-${id}-${round + 1}\\.png$`));
      const sheet = scoreSheet({ ...t, rounds: t.rounds.slice(0, round + 1) });
      const rows = standing.embeds[0].description!.split('\n');
      expect(rows).toHaveLength(7);
      const shown = rows.map((row) => {
        const match = /^(\d+)\. (.+) — ([\d.]+) pts? · Buchholz ([\d.]+) · Sonneborn-Berger ([\d.]+) · W-D-L (\d+)-(\d+)-(\d+)(?: · (\d+) byes?)?$/.exec(row);
        expect(match, row).not.toBeNull();
        // Won-drawn-lost and the byes, as the picture has them: one of them each round.
        expect(Number(match![6]) + Number(match![7]) + Number(match![8]) + Number(match![9] ?? 0), row).toBe(round + 1);
        const entrant = t.entrants.find((e) => e.name.replace(/-/g, '\\-') === match![2])!;
        return { rank: Number(match![1]), entrant: entrant.id, points: Number(match![3]), buchholz: Number(match![4]) };
      });
      const buchholz = (entrant: string) => sheet.get(entrant)!.opponents.reduce((sum, o) => sum + sheet.get(o)!.points, 0);
      for (const row of shown) {
        expect(row.points).toBe(sheet.get(row.entrant)!.points);
        expect(row.buchholz).toBeCloseTo(buchholz(row.entrant), 2);
      }
      for (let i = 1; i < shown.length; i++) {
        const [a, b] = [shown[i - 1], shown[i]];
        expect(a.points > b.points || (a.points === b.points && buchholz(a.entrant) >= buchholz(b.entrant)), `row ${i} after row ${i - 1}`).toBe(true);
      }
    }
    expect(resigned && timedOut && downWhileEnded).toBe(true);

    // Every entrant sat out once at most; the tournament ended with its podium.
    t = await stored(h, id);
    const byes = t.rounds.flatMap((r) => r.byes);
    expect(new Set(byes).size).toBe(3);
    expect(t.status).toBe('finished');
    const podium = posts(h).find((text) => text.startsWith('🏆 Connect Four — podium'));
    expect(podium).toMatch(/🥇 .+\n🥈 .+\n🥉 .+/);
    expect(h.discord.messages(h.discord.channelId).find((m) => m.embeds[0]?.title === '🏆 Connect Four — podium')!.attachments.map((a) => a.filename)).toEqual([`podium-${id}-3.png`]);
    const winner = t.entrants.find((e) => e.id === h!.bot.tournaments.standings(t)[0].entrant)!;
    expect(podium).toContain(`🥇 ${winner.name.replace(/-/g, '\\-')}`);
    expect(podium).toContain(`/tournament standings tournament:${id}`);
    // The games two people played to the end count in their statistics and ratings, as any game does.
    expect(playedByTwo.length).toBeGreaterThan(0);
    for (const userId of new Set(playedByTwo)) {
      const counted = await h.bot.context.stats.userStats(h.discord.guildId, userId);
      expect(counted.ok && counted.value !== null && counted.value.games['connect-four'].played >= playedByTwo.filter((u) => u === userId).length).toBe(true);
    }
    const stats = privateText(await act(h, h.discord.slashCommand({ user: alice, name: 'stats' })));
    expect(stats).toContain('Tournaments: 1 played');
    const standingsNow = privateText(await tournament(h, bob, 'standings', { tournament: id }));
    expect(standingsNow).toContain('standings after round 3');
    // Privately, in the reader's language (the tournament's posts are in its own).
    expect(privateText(await tournament(h, chen, 'standings', { tournament: id }, 'fr'))).toContain('classement après la ronde 3');
    expect(h.discord.message(signUpMessage.id)!.embeds[0].footer?.text).toBe(`Tournament ${id}`);
    expect(privateText(await tournament(h, alice, 'start', { tournament: id }))).toBe('This tournament is already over or cancelled.');
  }, 120_000);
});
