/**
 * A round robin of four in ChaCuN (in French: its posts as a French player reads them) and a
 * single elimination of eight in tCHu, through the local Discord, their results forced by
 * resignations; the organiser's refusals, a cancelled tournament, and their ratings.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import type { FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, type Harness } from './harness.ts';
import { gameOf, plain, posts, resignByCommand, settleAll, signUp, standingsPosts, stored, tournament, tournamentIdOf, tournamentTable } from './tournament-support.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** In every open table of the current round, the entrant seated last resigns (a person), or the person at an AI's table. */
async function resignRound(harness: Harness, id: string, people: readonly FakeUser[], command: string, loser: (seated: readonly FakeUser[]) => FakeUser): Promise<void> {
  const t = await stored(harness, id);
  const round = t.rounds[t.rounds.length - 1];
  for (const table of round.tables) {
    if (table.result !== undefined) continue;
    const seated = table.entrants.flatMap((entrant) => t.entrants.find((e) => e.id === entrant)!.members.flatMap((m) => (m.type === 'human' ? [people.find((p) => p.id === m.userId)!] : [])));
    await resignByCommand(harness, loser(seated), command, table.channelId!);
    expect((await gameOf(harness, table.gameId!)).session.endReason).toBe('resigned');
  }
  await settleAll(harness);
}

describe('round robin and single elimination', () => {
  test('a round robin of four in ChaCuN, in French: three rounds, everyone meets everyone, standings and podium in French', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const moderator = h.discord.createMember({ username: 'mod', globalName: 'Modération', permissions: PermissionFlagsBits.ManageGuild });
    const people = ['Anaïs', 'Basile', 'Céline', 'Damien'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    // Anyone may create once the server allows it.
    expect(plain(privateText(await tournament(h, people[0], 'access', { everyone: true }, 'fr')))).toBe('Seuls les membres qui peuvent gérer le serveur changent qui crée des tournois.');
    expect(plain(privateText(await tournament(h, moderator, 'access', { everyone: true }, 'fr')))).toBe('Tout le monde peut créer des tournois sur ce serveur.');
    const created = await tournament(h, people[0], 'create', { game: 'chacun', format: 'round-robin', time_per_move: '24h', language: 'fr' }, 'fr');
    const message = created.original()!;
    const id = tournamentIdOf(message);
    expect(plain(message.embeds[0].title!)).toBe('🏆 Tournoi de ChaCuN (toutes rondes)');
    for (const person of people) await signUp(h, person, message);
    // Only the organiser or a moderator starts it early.
    expect(plain(privateText(await tournament(h, people[1], 'start', {}, 'fr')))).toBe(`Seuls <@${people[0].id}> et la modération du serveur peuvent faire cela.`);
    expect(plain(privateText(await tournament(h, people[0], 'start', {}, 'fr')))).toBe('Inscriptions closes : le tournoi commence.');
    await settleAll(h);
    expect(plain(privateText(await tournament(h, people[0], 'start', {}, 'fr')))).toBe('Ce tournoi a déjà commencé.');

    const met = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const t = await stored(h, id);
      expect(t.rounds).toHaveLength(round + 1);
      for (const table of t.rounds[round].tables) met.add([...table.entrants].sort().join('-'));
      // The one seated second resigns: the first seated wins.
      await resignRound(h, id, people, 'chacun', (seated) => seated[1]);
      const standing = standingsPosts(h)[round];
      expect(plain(standing.embeds[0].title!)).toBe(`🏆 ChaCuN — classement après la ronde ${round + 1}`);
      expect(standing.embeds[0].description!.split('\n')).toHaveLength(4);
    }
    expect(met.size).toBe(6);
    const t = await stored(h, id);
    expect(t.status).toBe('finished');
    const podium = posts(h).find((text) => text.startsWith('🏆 ChaCuN — podium'))!;
    expect(podium).toContain('Bravo à tous');
    // In /stats: the tournament (games resigned before both sides moved count in no rating, as anywhere: the Swiss test checks those played).
    const stats = plain(privateText(await act(h, h.discord.slashCommand({ user: people[1], name: 'stats', options: { game: 'chacun' }, locale: 'fr' }))));
    expect(stats).toContain('Tournois : 1 joué');
  }, 60_000);

  test('a single elimination of eight in tCHu: three rounds of 4, 2 and 1 tables, the winners go through; a cancelled tournament', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const organiser = h.discord.createMember({ username: 'org', globalName: 'Org', permissions: PermissionFlagsBits.ManageEvents });
    const people = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const created = await tournament(h, organiser, 'create', { game: 'tchu', format: 'elimination', time_per_move: '12h', signup: '12h', cap: 8 });
    const message = created.original()!;
    const id = tournamentIdOf(message);
    for (const person of people) await signUp(h, person, message);
    clock.advance(12 * 3_600_000);
    await settleAll(h);
    let alive = (await stored(h, id)).entrants.map((e) => e.id);
    for (const tables of [4, 2, 1]) {
      const t = await stored(h, id);
      const round = t.rounds[t.rounds.length - 1];
      expect(round.tables).toHaveLength(tables);
      expect(round.tables.flatMap((table) => table.entrants).sort()).toEqual([...alive].sort());
      await resignRound(h, id, people, 'tchu', (seated) => seated[0]);
      const done = (await stored(h, id)).rounds[t.rounds.length - 1];
      alive = done.tables.map((table) => table.entrants[table.result!.places.indexOf(1)]);
    }
    const t = await stored(h, id);
    expect(t.status).toBe('finished');
    expect(h.bot.tournaments.standings(t)[0].entrant).toBe(alive[0]);
    expect(standingsPosts(h)).toHaveLength(3);

    // A second one, cancelled by its organiser while sign-ups are open; nobody else may.
    const second = (await tournament(h, organiser, 'create', { game: 'tchu', format: 'elimination', time_per_move: '12h' })).original()!;
    const secondId = tournamentIdOf(second);
    // Offered as one types: the open ones to cancel, every one for the standings.
    const toCancel = await h.discord.autocomplete({ user: organiser, name: 'tournament', subcommand: 'cancel', options: { tournament: '' }, focused: 'tournament' }).choices();
    expect(toCancel.map((c) => c.value)).toEqual([secondId]);
    expect(toCancel[0].name).toBe(`tCHu · single elimination · ${secondId}`);
    const toRead = await h.discord.autocomplete({ user: organiser, name: 'tournament', subcommand: 'standings', options: { tournament: 'tchu' }, focused: 'tournament' }).choices();
    expect(toRead.map((c) => c.value)).toEqual([secondId, id]);
    expect(privateText(await tournament(h, people[0], 'cancel', { tournament: secondId }))).toContain('Only');
    expect(privateText(await tournament(h, organiser, 'cancel', { tournament: secondId }))).toBe(`Tournament ${secondId} cancelled.`);
    expect((await stored(h, secondId)).status).toBe('cancelled');
    expect(privateText(await tournament(h, organiser, 'cancel', { tournament: secondId }))).toBe('This tournament is already over or cancelled.');
  }, 60_000);

  test('Jass by teams of two: a pair signs up together, people alone team up in sign-up order and one left alone gets an AI partner; once a side has all resigned the game ends and the other side goes through', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const organiser = h.discord.createMember({ username: 'org', globalName: 'Org', permissions: PermissionFlagsBits.ManageGuild });
    const people = ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const [ana, ben, cleo, dora, emil] = people;
    expect(privateText(await tournament(h, organiser, 'create', { game: 'jass', format: 'elimination', time_per_move: '24h', table_size: 3 }))).toBe('A Jass table seats exactly 2 teams of two.');
    const message = (await tournament(h, organiser, 'create', { game: 'jass', format: 'elimination', time_per_move: '24h', game_options: 'variant:schieber' })).original()!;
    expect(message.embeds[0].description).toContain('Teams of two: to play with a partner, ask them by `/tournament join partner:…` (they accept or decline)');
    expect(message.embeds[0].description).toContain('tables of 2 teams');
    const id = tournamentIdOf(message);
    await signUp(h, ana, message);
    expect(privateText(await tournament(h, ben, 'join', { partner: ben.id }))).toBe('Choose another person of the server as your partner.');
    // Cleo asks Emil, who accepts (see tournament-partners.test.ts for the requests in full).
    expect(privateText(await tournament(h, cleo, 'join', { partner: emil.id }))).toMatch(new RegExp(`^You are signed up for tournament ${id}, and Emil is asked to team up with you`));
    const request = h.discord.lastMessage()!;
    await click(h, emil, request, findButton(request, 'tournament', (b) => b.kind === 'tournament' && b.action === 'accept').custom_id);
    // Nobody is taken from the partner they signed up with; a pair signing up again is told so.
    expect(privateText(await tournament(h, ben, 'join', { partner: emil.id }))).toBe('Emil is already signed up for this tournament with someone else.');
    expect(privateText(await tournament(h, cleo, 'join', { partner: ana.id }))).toBe('You are already signed up for this tournament with Emil: to change partners, leave it first.');
    expect(privateText(await tournament(h, emil, 'join', { partner: cleo.id }))).toBe('You and Cleo are already signed up together for this tournament.');
    await signUp(h, ben, message);
    await signUp(h, dora, message);
    expect(h.discord.message(message.id)!.embeds[0].description).toContain('Signed up (5/16): Ana, Cleo & Emil, Ben and Dora');
    await tournament(h, organiser, 'start', { tournament: id });
    await settleAll(h);
    const t = await stored(h, id);
    expect(t.entrants.map((e) => e.members.map((m) => (m.type === 'human' ? m.name : 'AI')))).toEqual([['Cleo', 'Emil'], ['Ana', 'Ben'], ['Dora', 'AI']]);
    // Three teams: one goes through with a bye; the table's partners sit across from each other.
    const table = t.rounds[0].tables[0];
    expect(t.rounds[0].byes).toHaveLength(1);
    const game = await gameOf(h, table.gameId!);
    const seats = game.session.seats.map((s) => s.player.name);
    const teams = table.entrants.map((e) => t.entrants.find((x) => x.id === e)!.members.map((m) => m.name).sort().join(' & '));
    expect([[seats[0], seats[2]].sort().join(' & '), [seats[1], seats[3]].sort().join(' & ')]).toEqual(teams);
    // One of the pair resigns: the game goes on (the seat played automatically). Once the other side's only person resigns,
    // that side has all resigned: the game is decided and ends, and the pair goes through.
    const sides = table.entrants.map((e) => t.entrants.find((x) => x.id === e)!.members.flatMap((m) => (m.type === 'human' ? [people.find((p) => p.id === m.userId)!] : [])));
    const pair = sides.findIndex((side) => side.length === 2);
    await resignByCommand(h, sides[pair][0], 'jass', table.channelId!);
    expect((await gameOf(h, table.gameId!)).session.status).toBe('playing');
    await resignByCommand(h, sides[1 - pair][0], 'jass', table.channelId!);
    await settleAll(h);
    expect((await gameOf(h, table.gameId!)).session.status).toBe('aborted');
    const done = await stored(h, id);
    expect(done.rounds[0].tables[0].result!.places[pair]).toBe(1);
    expect(done.rounds[0].tables[0].result!.places[1 - pair]).toBe(2);
    // The end message names the same winners, and the one of the pair still playing did not resign.
    const end = h.discord.messages(table.channelId!).map((m) => [m.content, ...m.embeds.map((e) => `${e.title ?? ''}\n${e.description ?? ''}`)].join('\n')).find((text) => text.includes('by forfeit'))!;
    const [winner] = sides[pair].filter((person) => person !== sides[pair][0]).map((person) => people.indexOf(person)).map((i) => ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil'][i]);
    expect(end).toMatch(new RegExp(`${winner}[^\n]* win by forfeit`));
    expect(end).not.toContain(`${winner} (resigned)`);
  }, 60_000);

  test('Jass with bots:1: the AI entrant is a team of two AI players, each named in the game as in the tournament; one person alone gets an AI partner of the same name everywhere', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const organiser = h.discord.createMember({ username: 'org', globalName: 'Org', permissions: PermissionFlagsBits.ManageGuild });
    const [ana, ben, cleo] = ['Ana', 'Ben', 'Cleo'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const message = (await tournament(h, organiser, 'create', { game: 'jass', format: 'swiss', time_per_move: '24h', bots: 1 })).original()!;
    expect(message.embeds[0].description).toContain('· 1 AI team (normal) to fill');
    const id = tournamentIdOf(message);
    for (const person of [ana, ben, cleo]) await signUp(h, person, message);
    await tournament(h, organiser, 'start', { tournament: id });
    await settleAll(h);
    const t = await stored(h, id);
    // Ana and Ben team up; Cleo, alone, gets an AI partner; the AI entrant is a whole team.
    expect(t.entrants.map((e) => e.members.map((m) => m.type))).toEqual([['human', 'human'], ['human', 'ai'], ['ai', 'ai']]);
    const aiNames = t.entrants.flatMap((e) => e.members.flatMap((m) => (m.type === 'ai' ? [m.name] : [])));
    expect(new Set(aiNames).size).toBe(3);
    // Every table's game names its AI seats as the tournament does.
    const played = t.rounds[0].tables.filter((tb) => tb.gameId !== undefined);
    expect(played.length).toBeGreaterThan(0);
    for (const table of played) {
      const seats = (await gameOf(h, table.gameId!)).session.seats;
      const members = table.entrants.flatMap((e) => t.entrants.find((x) => x.id === e)!.members);
      expect(seats.map((seat) => seat.player.name).sort()).toEqual(members.map((m) => m.name).sort());
    }
  });

  test('Jass: two people signed up alone team up with join partner, a partner who left can be joined again; a cancel during sign-ups speaks of no game', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const organiser = h.discord.createMember({ username: 'org', globalName: 'Org', permissions: PermissionFlagsBits.ManageGuild });
    const [ana, ben, cleo] = ['Ana', 'Ben', 'Cleo'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const message = (await tournament(h, organiser, 'create', { game: 'jass', format: 'swiss', time_per_move: '24h' })).original()!;
    const id = tournamentIdOf(message);
    await signUp(h, ana, message);
    await signUp(h, ben, message);
    await signUp(h, cleo, message);
    // Ben and Cleo, both in alone, team up where they stand (the sign-up order is kept).
    expect(privateText(await tournament(h, ben, 'join', { partner: cleo.id }))).toBe(`You and Cleo are signed up together for tournament ${id}.`);
    // Cleo did not ask: she is told in the channel, by a mention.
    expect(posts(h).at(-1)).toBe(`<@${cleo.id}>, **Ben** teamed up with you for tournament ${id}: you were signed up without a partner, and you will play together.`);
    expect((await stored(h, id)).signUps.map((s) => [s.name, s.partner ?? null])).toEqual([['Ana', null], ['Ben', cleo.id], ['Cleo', ben.id]]);
    expect(h.discord.message(message.id)!.embeds[0].description).toContain('Signed up (3/16): Ana and Ben & Cleo');
    // Cleo leaves: Ben stays, alone, is told so by a mention, and teams up again with her when she comes back with join partner.
    await signUp(h, cleo, message, 'leave');
    expect(posts(h).at(-1)).toBe(
      `<@${ben.id}>, your partner **Cleo** left tournament ${id}. You stay signed up, alone now: ask someone else by \`/tournament join partner:…\`, or you will team up with someone who came alone (failing that, an AI partner).`,
    );
    expect((await stored(h, id)).signUps.map((s) => [s.name, s.partner ?? null])).toEqual([['Ana', null], ['Ben', null]]);
    expect(privateText(await tournament(h, cleo, 'join', { partner: ben.id }))).toBe(`You and Ben are signed up together for tournament ${id}.`);
    expect(posts(h).at(-1)).toBe(`<@${ben.id}>, **Cleo** teamed up with you for tournament ${id}: you were signed up without a partner, and you will play together.`);
    expect((await stored(h, id)).signUps.map((s) => [s.name, s.partner ?? null])).toEqual([['Ana', null], ['Ben', cleo.id], ['Cleo', ben.id]]);
    // Cancelled while sign-ups are open: no "games under way" in the notice; the message keeps no button nor "may start it".
    expect(privateText(await tournament(h, organiser, 'cancel'))).toBe(`Tournament ${id} cancelled.`);
    expect(posts(h).at(-1)).toBe(`🏆 The Jass tournament (${id}) is cancelled.`);
    expect(h.discord.message(message.id)!.embeds[0].footer?.text).toBe(`Tournament ${id}`);
    expect(privateText(await tournament(h, organiser, 'start', { tournament: id }))).toBe('This tournament is already over or cancelled.');
    expect(privateText(await tournament(h, organiser, 'standings', { tournament: id }))).toBe(`Tournament ${id} was cancelled before any round was over: it has no standings.`);
  });

  test('a game stopped after someone resigned: those still playing draw, the one who resigned keeps the loss', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const { id, seated } = await tournamentTable(h, 'chacun', ['Ana', 'Ben', 'Cleo'], { time_per_move: '24h', reminders: '12h' });
    const table = (await stored(h, id)).rounds[0].tables[0];
    expect(table.entrants).toHaveLength(3);
    // The one seated last resigns; the game goes on for the two others, then a moderator stops it (its players may not: tournament-stops.test.ts).
    await resignByCommand(h, seated[2], 'chacun', table.channelId!);
    const game = await gameOf(h, table.gameId!);
    expect(game.session.status).toBe('playing');
    const stopper = h.discord.createMember({ username: 'mod', globalName: 'Mod', permissions: PermissionFlagsBits.ManageThreads });
    const asked = await act(h, h.discord.slashCommand({ user: stopper, name: 'chacun', subcommand: 'abort', channelId: table.channelId! }));
    const confirm = buttonsOf(asked.original()!).find((b) => b.id.kind === 'abort' && (b.id as { confirm?: boolean }).confirm === true);
    expect(confirm, JSON.stringify(asked.original())).toBeDefined();
    await act(h, h.discord.clickButton({ user: stopper, messageId: asked.original()!.id, customId: confirm!.component.custom_id }));
    await settleAll(h);
    const result = (await stored(h, id)).rounds[0].tables[0].result!;
    expect(result.how).toBe('aborted');
    expect(result.places).toEqual([1, 1, 3]);
  });

  test('a table that cannot be opened (no thread allowed) is told once in the channel and opened when the bot tries again', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const organiser = h.discord.createMember({ username: 'org', globalName: 'Org', permissions: PermissionFlagsBits.ManageEvents });
    const people = ['Ana', 'Ben'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const created = await tournament(h, organiser, 'create', { game: 'tchu', format: 'elimination', time_per_move: '12h' });
    const message = created.original()!;
    const id = tournamentIdOf(message);
    for (const person of people) await signUp(h, person, message);
    const failing = h.discord.failRequests({ routes: ['thread.create'], status: 403 });
    await tournament(h, organiser, 'start', {});
    await settleAll(h);
    expect((await stored(h, id)).rounds[0].tables[0].gameId).toBeUndefined();
    const told = posts(h).filter((text) => text.includes('could not be opened'));
    expect(told).toEqual(['⚠️ Table 1 of round 1 could not be opened: the bot may not create threads here (the “Create Public Threads” permission). Trying again in 10 minutes.']);
    // The permission is given back; ten minutes later the table opens, and nothing more is said of the failure.
    failing.remove();
    clock.advance(10 * 60_000);
    await settleAll(h);
    const table = (await stored(h, id)).rounds[0].tables[0];
    expect(table.gameId).toBeDefined();
    expect(h.discord.threads().map((thread) => thread.id)).toContain(table.channelId);
    expect(posts(h).filter((text) => text.includes('could not be opened'))).toHaveLength(1);
  });
});
