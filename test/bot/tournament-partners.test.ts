/**
 * Partners in a Jass tournament, through the local Discord: `/tournament join partner:` asks the
 * partner (a mention in the channel, Accept and Decline only they may use) and the pair forms only
 * once they agree; declining tells the one who asked; a place is held for a partner asked; a
 * request lapses when sign-ups close; its buttons act only on their own tournament, message and
 * player, and die once it ended; a person asks at most three partners in a tournament; the sign-up
 * message and /games count the places held.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { PermissionFlagsBits } from 'discord.js';
import type { FakeMessage, FakeUser } from '../../src/playground/discord/fake-discord.ts';
import { encodeCustomId } from '../../src/bot/custom-id.ts';
import { ManualClock } from '../../src/session/schedule.ts';
import { forgeClick } from './forge.ts';
import { act, buttonsOf, click, findButton, privateText, startHarness, type Harness } from './harness.ts';
import { advance, plain, settleAll, signUp, stored, tournament, tournamentIdOf } from './tournament-support.ts';

let h: Harness | null = null;
afterEach(async () => {
  await h?.close();
  h = null;
});

/** The newest message of the channel carrying a request to team up (Accept and Decline), as it is now. */
function newestRequest(harness: Harness): FakeMessage {
  const found = [...harness.discord.messages()].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'tournament' && b.id.action === 'accept'));
  if (found === undefined) throw new Error('no request to team up in the channel');
  return found;
}

/** Clicks Accept or Decline on a request as a user. */
function answer(harness: Harness, user: FakeUser, request: FakeMessage, action: 'accept' | 'decline') {
  const current = harness.discord.message(request.id)!;
  return click(harness, user, current, findButton(current, 'tournament', (id) => id.kind === 'tournament' && id.action === action).custom_id);
}

/** The sign-up message's text as it is now. */
function signUpText(harness: Harness, message: FakeMessage): string {
  return harness.discord.message(message.id)!.embeds[0].description ?? '';
}

/** What the stored tournament says of its people and requests: [name, partner's name] and "from → to". */
async function roster(harness: Harness, id: string): Promise<{ signUps: string[][]; requests: string[] }> {
  const t = await stored(harness, id);
  const name = (userId: string | undefined) => t.signUps.find((s) => s.userId === userId)?.name ?? '';
  return { signUps: t.signUps.map((s) => [s.name, name(s.partner)]), requests: (t.requests ?? []).map((r) => `${r.fromName} → ${r.toName}`) };
}

/** What a refused `join partner:` leaves as it was: checks, later, that the stored tournament, the channel's posts and the sign-up message did not change. */
async function untouched(harness: Harness, id: string, message: FakeMessage): Promise<() => Promise<void>> {
  const version = (await stored(harness, id)).version;
  const posts = harness.discord.messages().length;
  const revision = harness.discord.message(message.id)!.revision;
  return async () => {
    expect((await stored(harness, id)).version).toBe(version);
    expect(harness.discord.messages()).toHaveLength(posts);
    expect(harness.discord.message(message.id)!.revision).toBe(revision);
  };
}

async function jassTournament(harness: Harness, options: Record<string, string | number> = {}): Promise<{ organiser: FakeUser; message: FakeMessage; id: string }> {
  const organiser = harness.discord.createMember({ username: 'org', globalName: 'Org', permissions: PermissionFlagsBits.ManageGuild });
  const message = (await tournament(harness, organiser, 'create', { game: 'jass', format: 'swiss', time_per_move: '24h', ...options })).original()!;
  return { organiser, message, id: tournamentIdOf(message) };
}

describe('partners in a tournament of teams: a request the partner answers', () => {
  test('a request mentions the partner, only they may answer it; declining tells the one who asked, who stays alone; the partner may also answer with join partner', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo] = ['Ana', 'Ben', 'Cleo'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { message, id } = await jassTournament(h);

    // Ana asks Ben: she is signed up, alone; Ben is asked in the channel, a place held for him.
    const asked = privateText(await tournament(h, ana, 'join', { partner: ben.id }));
    const request = newestRequest(h);
    expect(asked).toBe(`You are signed up for tournament ${id}, and Ben is asked to team up with you ([see the request](https://discord.com/channels/${h.discord.guildId}/${h.discord.channelId}/${request.id})): you play together once they accept. Until then you are signed up alone.`);
    expect(request.content).toBe(`<@${ben.id}>, **Ana** asks you to team up for tournament ${id}.`);
    expect(request.embeds[0].title).toBe('🤝 Partner request — Jass tournament');
    expect(request.embeds[0].description).toMatch(/^Accept, and you and Ana are signed up together: you play every game of the tournament as a team\. Decline, and Ana stays signed up alone\./);
    expect(buttonsOf(request).map((b) => b.component.label)).toEqual(['Accept', 'Decline']);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: ['Ana → Ben'] });
    expect(signUpText(h, message)).toContain('Signed up (2/16, 1 place held): Ana\n\n⏳ Asked to team up, waiting for an answer: Ana → Ben');
    // Asking again posts nothing more.
    expect(privateText(await tournament(h, ana, 'join', { partner: ben.id }))).toBe(`You already asked Ben: their answer is awaited ([see the request](https://discord.com/channels/${h.discord.guildId}/${h.discord.channelId}/${request.id})).`);
    expect(newestRequest(h).id).toBe(request.id);

    // Anyone but Ben is refused privately, Ana included, and nothing changes.
    const before = h.discord.message(request.id)!.revision;
    expect(privateText(await answer(h, cleo, request, 'accept'))).toBe('This request is for Ben: only they can answer it.');
    expect(privateText(await answer(h, ana, request, 'decline'))).toBe('This request is for Ben: only they can answer it.');
    expect(h.discord.message(request.id)!.revision).toBe(before);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: ['Ana → Ben'] });

    // Ben declines: the request shows it without its buttons, Ana is told in the channel (mentioned), Ben privately.
    const declined = await answer(h, ben, request, 'decline');
    expect(privateText(declined)).toBe('You declined Ana’s request.');
    const ended = h.discord.message(request.id)!;
    expect(ended.components).toEqual([]);
    expect(ended.embeds[0].description).toBe('❌ Ben declined.');
    const told = h.discord.lastMessage()!;
    expect(told.reference?.messageId).toBe(request.id);
    expect(told.content).toBe(`<@${ana.id}>, **Ben** declined to team up with you. You stay signed up alone: ask someone else by \`/tournament join partner:…\`, or you will team up with someone who came alone (failing that, an AI partner).`);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: [] });
    expect(signUpText(h, message)).toContain('Signed up (1/16): Ana');
    expect(signUpText(h, message)).not.toContain('waiting for an answer');

    // Ana asks Cleo, who answers by naming Ana in join partner: the pair forms, the request says so and Ana is told.
    await tournament(h, ana, 'join', { partner: cleo.id });
    const second = newestRequest(h);
    expect(second.id).not.toBe(request.id);
    expect(privateText(await tournament(h, cleo, 'join', { partner: ana.id }))).toBe(`You and Ana are signed up together for tournament ${id}.`);
    expect(h.discord.message(second.id)!.components).toEqual([]);
    expect(h.discord.message(second.id)!.embeds[0].description).toBe('✅ Cleo accepted: Ana and Cleo are signed up together.');
    expect(h.discord.lastMessage()!.content).toBe(`<@${ana.id}>, **Cleo** accepted: you are signed up together.`);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', 'Cleo'], ['Cleo', 'Ana']], requests: [] });
    expect(signUpText(h, message)).toContain('Signed up (2/16): Ana & Cleo');
  });

  test('naming someone signed up alone pairs at once; the caller’s own request to another lapses, and the answer says so in their language', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo] = ['Ana', 'Ben', 'Cleo'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { message, id } = await jassTournament(h);
    await tournament(h, ana, 'join', { partner: ben.id });
    const toBen = newestRequest(h);
    await signUp(h, cleo, message);
    expect(privateText(await tournament(h, ana, 'join', { partner: cleo.id }))).toBe(`You and Cleo are signed up together for tournament ${id}. Your request to Ben lapsed: you now have a partner.`);
    expect(h.discord.message(toBen.id)!.components).toEqual([]);
    expect(h.discord.message(toBen.id)!.embeds[0].description).toBe('➖ Ana teamed up with someone else: the request lapsed.');
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', 'Cleo'], ['Cleo', 'Ana']], requests: [] });
    // Without an earlier request, the answer is the pairing alone; in French too.
    const [dora, emil] = ['Dora', 'Emil'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    await signUp(h, emil, message);
    expect(plain(privateText(await tournament(h, dora, 'join', { partner: emil.id }, 'fr')))).toBe(`Vous êtes inscrits ensemble au tournoi ${id}, Emil et toi.`);
  });

  test('accepting with the button forms the pair; the buttons act only on their own message; a place is held for the partner asked, counted in the cap', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo, dora, emil, finn] = ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil', 'Finn'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { message, id } = await jassTournament(h, { cap: 4 });
    await tournament(h, ana, 'join', { partner: ben.id });
    const request = newestRequest(h);
    await signUp(h, cleo, message);
    // Ana, Cleo and the place held for Ben: one left. Dora asks Emil, who would need a second: refused, nothing changes.
    expect(privateText(await tournament(h, dora, 'join', { partner: emil.id }))).toBe('The tournament is full: 4 places, 1 of them held for partners who were asked and have not answered yet.');
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', ''], ['Cleo', '']], requests: ['Ana → Ben'] });
    await signUp(h, dora, message);
    // Full: Emil's Join is refused, saying why; Ben's is not (the place held is his), nor is his answer after it.
    expect(privateText(await signUp(h, emil, message))).toBe('The tournament is full: 4 places, 1 of them held for partners who were asked and have not answered yet.');
    // The sign-up message and /games count the places as the cap does: full, the place held for Ben included.
    expect(signUpText(h, message)).toContain('Signed up (4/4, 1 place held): Ana, Cleo and Dora\n\n⏳ Asked to team up, waiting for an answer: Ana → Ben');
    expect(privateText(await act(h, h.discord.slashCommand({ user: emil, name: 'games' })))).toMatch(/Jass \(Swiss\) — sign-ups close <t:\d+:R> · 4\/4, 1 place held$/);

    // A request's Accept clicked on the sign-up message, and Join clicked on the request, act on nothing.
    const accept = encodeCustomId({ kind: 'tournament', gameId: id, action: 'accept' });
    const join = encodeCustomId({ kind: 'tournament', gameId: id, action: 'join' });
    const signUpBefore = h.discord.message(message.id)!.revision;
    expect(privateText(await forgeClick(h, ben, h.discord.message(message.id)!, accept))).toBe('This request is no longer open.');
    expect(privateText(await forgeClick(h, finn, h.discord.message(request.id)!, join))).toBe('The bot never put this button on this message: it does nothing here, nothing was changed.');
    expect(h.discord.message(message.id)!.revision).toBe(signUpBefore);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', ''], ['Cleo', ''], ['Dora', '']], requests: ['Ana → Ben'] });

    // Ben accepts: the pair forms in Ana's place in the order, the request shows it without buttons, Ana is told.
    const accepted = await answer(h, ben, request, 'accept');
    expect(privateText(accepted)).toBe(`You and Ana are signed up together for tournament ${id}.`);
    const ended = h.discord.message(request.id)!;
    expect(ended.components).toEqual([]);
    expect(ended.embeds[0].description).toBe('✅ Ben accepted: Ana and Ben are signed up together.');
    expect(h.discord.lastMessage()!.content).toBe(`<@${ana.id}>, **Ben** accepted: you are signed up together.`);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', 'Ben'], ['Cleo', ''], ['Dora', ''], ['Ben', 'Ana']], requests: [] });
    expect(signUpText(h, message)).toContain('Signed up (4/4): Ana & Ben, Cleo and Dora');
    // The request's message lost its buttons; a click that still reaches it (a client not yet updated) changes nothing.
    expect(privateText(await forgeClick(h, ben, h.discord.message(message.id)!, accept))).toBe('This request is no longer open.');
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', 'Ben'], ['Cleo', ''], ['Dora', ''], ['Ben', 'Ana']], requests: [] });
  });

  test('asking someone else withdraws the first request, leaving ends those of the one who leaves, and sign-ups closing end the others; their buttons die', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
    h = await startHarness({ bot: { clock, aiDelayMs: 0 } });
    const harness = h;
    const [ana, ben, cleo, dora, emil] = ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { message, id } = await jassTournament(h, { signup: '1h', language: 'fr' });
    await tournament(h, ana, 'join', { partner: ben.id });
    const toBen = newestRequest(h);
    expect(plain(toBen.content)).toBe(`<@${ben.id}>, **Ana** te propose de faire équipe au tournoi ${id}.`);
    await tournament(h, cleo, 'join', { partner: dora.id });
    const toDora = newestRequest(h);
    // Ana asks Emil instead: her request to Ben is withdrawn, and her answer (in her language) says so.
    const askedEmil = plain(privateText(await tournament(h, ana, 'join', { partner: emil.id }, 'fr')));
    const toEmil = newestRequest(h);
    expect(askedEmil).toBe(
      `Emil reçoit ta demande de faire équipe au tournoi ${id} ([voir la demande](https://discord.com/channels/${h.discord.guildId}/${h.discord.channelId}/${toEmil.id})) : vous jouerez ensemble dès son accord. Ta demande précédente, à Ben, est retirée : une seule demande à la fois.`,
    );
    expect(plain(h.discord.message(toBen.id)!.embeds[0].description!)).toBe('➖ Ana a retiré sa demande pour la faire à quelqu’un d’autre.');
    expect(h.discord.message(toBen.id)!.components).toEqual([]);
    // Cleo leaves: her request to Dora lapses.
    await signUp(h, cleo, message, 'leave');
    expect(plain(h.discord.message(toDora.id)!.embeds[0].description!)).toBe('➖ Cleo a quitté le tournoi : la demande tombe.');
    expect(h.discord.message(toDora.id)!.components).toEqual([]);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: ['Ana → Emil'] });
    expect(plain(signUpText(h, message))).toContain('Inscrits (2/16, dont 1 place réservée) : Ana\n\n⏳ Demandes de partenaire en attente de réponse : Ana → Emil');
    expect(plain(privateText(await act(h, h.discord.slashCommand({ user: cleo, name: 'games', locale: 'fr' }))))).toMatch(/Jass \(système suisse\) — fin des inscriptions <t:\d+:R> · 2\/16, dont 1 place réservée$/);
    // So does /tournament standings before the tournament starts, in the reader's language.
    expect(plain(privateText(await tournament(h, cleo, 'standings', {}, 'fr')))).toBe(`Le tournoi ${id} n’a pas commencé. Inscrits pour l’instant : 2/16, dont 1 place réservée.`);
    expect(privateText(await tournament(h, dora, 'standings'))).toBe(`Tournament ${id} has not started. Signed up so far: 2/16, 1 place held.`);
    // Ben and Dora come alone. Emil does not answer before sign-ups close: the request lapses, its buttons go, and Ana
    // plays with the first who came alone.
    await signUp(h, ben, message);
    await signUp(h, dora, message);
    await advance(h, clock, 3_600_000);
    const t = await stored(h, id);
    expect(t.status).toBe('running');
    expect(t.requests).toBeUndefined();
    // Who asked how many partners matters only during sign-ups.
    expect(t.partnersNamed).toBeUndefined();
    expect(t.entrants.map((e) => e.members.map((m) => (m.type === 'human' ? m.name : 'AI')))).toEqual([['Ana', 'Ben'], ['Dora', 'AI']]);
    const lapsed = h.discord.message(toEmil.id)!;
    expect(plain(lapsed.embeds[0].description!)).toBe('⌛ Les inscriptions sont closes sans réponse : la demande tombe.');
    expect(lapsed.components).toEqual([]);
    expect(plain(signUpText(h, message))).not.toContain('Demandes de partenaire');
  });

  test('a request that cannot be posted (the bot may not write in the channel) is not made: the caller is told and stays alone, and the partner can still join them', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben] = ['Ana', 'Ben'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { id } = await jassTournament(h);
    const failing = h.discord.failRequests({ routes: ['message.create'], status: 403 });
    expect(privateText(await tournament(h, ana, 'join', { partner: ben.id }))).toBe('I cannot post in the tournament’s channel, so Ben could not be asked. You are signed up alone; Ben can team up with you by `/tournament join partner:@Ana`.');
    failing.remove();
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: [] });
    // Nobody was pinged: the request does not count among the partners Ana may ask.
    expect((await stored(h, id)).partnersNamed).toBeUndefined();
    expect(privateText(await tournament(h, ben, 'join', { partner: ana.id }))).toBe(`You and Ana are signed up together for tournament ${id}.`);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', 'Ben'], ['Ben', 'Ana']], requests: [] });
  });

  test('a second request that cannot be posted: the first one is withdrawn all the same, and the answer says so', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo] = ['Ana', 'Ben', 'Cleo'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { id } = await jassTournament(h);
    await tournament(h, ana, 'join', { partner: ben.id });
    const toBen = newestRequest(h);
    const failing = h.discord.failRequests({ routes: ['message.create'], status: 403 });
    expect(privateText(await tournament(h, ana, 'join', { partner: cleo.id }))).toBe(
      'I cannot post in the tournament’s channel, so Cleo could not be asked. You are signed up alone; Cleo can team up with you by `/tournament join partner:@Ana`. Your earlier request, to Ben, is withdrawn: one request at a time.',
    );
    failing.remove();
    expect(h.discord.message(toBen.id)!.embeds[0].description).toBe('➖ Ana withdrew the request to ask someone else.');
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: [] });
  });

  test('a request whose message could not be updated when sign-ups closed: its buttons, still shown, change nothing', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo, dora] = ['Ana', 'Ben', 'Cleo', 'Dora'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { organiser, message, id } = await jassTournament(h);
    await tournament(h, ana, 'join', { partner: ben.id });
    const request = newestRequest(h);
    await signUp(h, cleo, message);
    await signUp(h, dora, message);
    const failing = h.discord.failMessageEdits({ messageId: request.id });
    await tournament(h, organiser, 'start');
    failing.remove();
    expect((await stored(h, id)).status).toBe('running');
    expect(buttonsOf(h.discord.message(request.id)!).map((b) => b.component.label)).toEqual(['Accept', 'Decline']);
    expect(privateText(await answer(h, ben, request, 'accept'))).toBe('Sign-ups for this tournament are closed.');
    const t = await stored(h, id);
    expect(t.entrants.flatMap((e) => e.members.map((m) => m.name))).not.toContain('Ben');
    expect(t.signUps.map((s) => s.name)).toEqual(['Ana', 'Cleo', 'Dora']);
  });
});

describe('partners in a tournament of teams: how many a person may ask', () => {
  test('a person asks at most three people in a tournament (pairing at once counts too): a fourth is refused and changes nothing, leaving does not start again, answering a request stays possible', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo, dora, emil, finn] = ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil', 'Finn'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { message, id } = await jassTournament(h);

    // Three requests: Ben declines, Cleo's is withdrawn by the third, whose answer says it was the last.
    await tournament(h, ana, 'join', { partner: ben.id });
    await answer(h, ben, newestRequest(h), 'decline');
    expect(privateText(await tournament(h, ana, 'join', { partner: cleo.id }))).toMatch(/you play together once they accept\.$/);
    expect(privateText(await tournament(h, ana, 'join', { partner: dora.id }))).toMatch(
      /you play together once they accept\. That was the last person you can ask in this tournament \(3 at most\)\. Your earlier request, to Cleo, is withdrawn: one request at a time\.$/,
    );
    const toDora = newestRequest(h);

    // A fourth is refused privately: nobody is pinged, no place is held, nothing is stored, the request to Dora stands.
    let unchanged = await untouched(h, id, message);
    expect(privateText(await tournament(h, ana, 'join', { partner: emil.id }))).toBe(
      'You have already asked 3 people to team up in this tournament, the most anyone may (so that the server’s members are not pinged one after another): you cannot ask anyone else in it. Your request to Dora still stands: you play together if they accept. You stay signed up: the one you want to play with can still ask you, by `/tournament join partner:@Ana`, and you accept; otherwise you will team up with someone who came alone (failing that, an AI partner).',
    );
    await unchanged();
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: ['Ana → Dora'] });
    // Naming Dora again is no new request.
    expect(privateText(await tournament(h, ana, 'join', { partner: dora.id }))).toMatch(/^You already asked Dora/);
    expect(buttonsOf(h.discord.message(toDora.id)!).map((b) => b.component.label)).toEqual(['Accept', 'Decline']);

    // Someone signed up alone would be paired at once, and told by a mention: that counts too, refused.
    await signUp(h, emil, message);
    unchanged = await untouched(h, id, message);
    expect(privateText(await tournament(h, ana, 'join', { partner: emil.id }))).toMatch(/^You have already asked 3 people to team up in this tournament/);
    await unchanged();
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', ''], ['Emil', '']], requests: ['Ana → Dora'] });

    // Dora declines: Ana, who may ask nobody else, is not told to ask someone else.
    await answer(h, dora, toDora, 'decline');
    expect(h.discord.lastMessage()!.content).toBe(
      `<@${ana.id}>, **Dora** declined to team up with you. You stay signed up alone, and you have asked as many people as anyone may in this tournament: the one you want to play with can still ask you, by \`/tournament join partner:@Ana\`, and you accept; otherwise you will team up with someone who came alone (failing that, an AI partner).`,
    );
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', ''], ['Emil', '']], requests: [] });

    // Leaving and coming back does not start the count again; the refusal says what is left to do, in French too
    // (naming the sign-up button as it reads: in the tournament's language, English here).
    await signUp(h, ana, message, 'leave');
    unchanged = await untouched(h, id, message);
    expect(plain(privateText(await tournament(h, ana, 'join', { partner: finn.id }, 'fr')))).toBe(
      'Tu as déjà invité 3 personnes à faire équipe dans ce tournoi, le maximum (pour que les membres du serveur ne soient pas mentionnés les uns après les autres) : tu ne peux plus en inviter d’autres. Tu peux encore t’inscrire seul avec le bouton **Join** du message d’inscription, et tu feras équipe avec un inscrit venu seul (à défaut, un robot) ; ou la personne avec qui tu veux jouer peut t’inviter par `/tournoi rejoindre partenaire:@Ana`, et tu acceptes.',
    );
    await unchanged();
    expect(await roster(h, id)).toEqual({ signUps: [['Emil', '']], requests: [] });

    // Finn asks Ana: she may still accept, here by naming him.
    await tournament(h, finn, 'join', { partner: ana.id });
    expect(privateText(await tournament(h, ana, 'join', { partner: finn.id }))).toBe(`You and Finn are signed up together for tournament ${id}.`);
    expect(await roster(h, id)).toEqual({ signUps: [['Emil', ''], ['Finn', 'Ana'], ['Ana', 'Finn']], requests: [] });
  });
});

describe('partners in a tournament of teams: one of them leaves', () => {
  test('the partner left behind is told once in the channel, by a mention, in the tournament’s language; one who names them later is told they were signed up without a partner', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo] = ['Ana', 'Ben', 'Cleo'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { message, id } = await jassTournament(h, { language: 'fr' });
    await tournament(h, ana, 'join', { partner: ben.id });
    await answer(h, ben, newestRequest(h), 'accept');
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', 'Ben'], ['Ben', 'Ana']], requests: [] });

    // Ana leaves (her answer in her own language, naming Ben): Ben stays, alone, and is told in the channel, in French, by one mention.
    const before = h.discord.messages().length;
    expect(privateText(await signUp(h, ana, message, 'leave'))).toBe(`You are no longer signed up for tournament ${id}. Your partner, Ben, stays signed up alone and is told so in the tournament’s channel.`);
    expect(h.discord.messages().slice(before).map((m) => plain(m.content))).toEqual([
      `<@${ben.id}>, **Ana**, avec qui tu faisais équipe, a quitté le tournoi ${id}. Tu restes inscrit, seul désormais : invite quelqu’un d’autre par \`/tournoi rejoindre partenaire:…\`, ou tu feras équipe avec un inscrit venu seul (à défaut, un robot).`,
    ]);
    expect(await roster(h, id)).toEqual({ signUps: [['Ben', '']], requests: [] });
    expect(plain(signUpText(h, message))).toContain('Inscrits (1/16) : Ben');

    // Once: a second Leave is refused and tells nobody.
    const after = h.discord.messages().length;
    expect(privateText(await signUp(h, ana, message, 'leave'))).toBe('You are not signed up for this tournament.');
    expect(h.discord.messages()).toHaveLength(after);

    // Cleo names Ben: paired at once, and Ben is told without being said to have come alone.
    expect(privateText(await tournament(h, cleo, 'join', { partner: ben.id }))).toBe(`You and Ben are signed up together for tournament ${id}.`);
    expect(plain(h.discord.lastMessage()!.content)).toBe(`<@${ben.id}>, **Cleo** fait équipe avec toi au tournoi ${id} : tu étais inscrit sans partenaire, et vous jouerez ensemble.`);
    expect(await roster(h, id)).toEqual({ signUps: [['Ben', 'Cleo'], ['Cleo', 'Ben']], requests: [] });

    // Cleo leaves while the bot cannot post in the channel: her answer (in French) names Ben, without saying he was told.
    const failing = h.discord.failRequests({ routes: ['message.create'], status: 403 });
    expect(plain(privateText(await signUp(h, cleo, message, 'leave', 'fr')))).toBe(`Tu n’es plus inscrit au tournoi ${id}. Ton partenaire, Ben, reste inscrit seul.`);
    failing.remove();
    expect(await roster(h, id)).toEqual({ signUps: [['Ben', '']], requests: [] });
  });

  test('a partner left behind who may ask nobody more is told the one they want can ask them; once sign-ups close, leaving is refused and tells nobody', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo, dora, emil] = ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { organiser, message, id } = await jassTournament(h);
    // Ben asks three people: Cleo and Dora decline, Ana accepts.
    for (const asked of [cleo, dora]) {
      await tournament(h, ben, 'join', { partner: asked.id });
      await answer(h, asked, newestRequest(h), 'decline');
    }
    await tournament(h, ben, 'join', { partner: ana.id });
    await answer(h, ana, newestRequest(h), 'accept');

    const before = h.discord.messages().length;
    expect(plain(privateText(await signUp(h, ana, message, 'leave', 'fr')))).toBe(`Tu n’es plus inscrit au tournoi ${id}. Ton partenaire, Ben, reste inscrit seul et en est averti dans le salon du tournoi.`);
    expect(h.discord.messages().slice(before).map((m) => m.content)).toEqual([
      `<@${ben.id}>, your partner **Ana** left tournament ${id}. You stay signed up, alone now, and you have asked as many people as anyone may in this tournament: the one you want to play with can still ask you, by \`/tournament join partner:@Ben\`, and you accept; otherwise you will team up with someone who came alone (failing that, an AI partner).`,
    ]);

    // Ana comes back, naming Ben (alone, asking nobody: paired at once); the tournament starts while the sign-up message
    // cannot be updated, so its Leave is still shown: clicked, it is refused and tells nobody.
    await tournament(h, ana, 'join', { partner: ben.id });
    await signUp(h, emil, message);
    const failing = h.discord.failMessageEdits({ messageId: message.id });
    await tournament(h, organiser, 'start');
    await settleAll(h);
    expect((await stored(h, id)).status).toBe('running');
    const running = h.discord.messages().length;
    expect(privateText(await signUp(h, ana, message, 'leave'))).toBe('Sign-ups for this tournament are closed.');
    await settleAll(h);
    failing.remove();
    expect(h.discord.messages()).toHaveLength(running);
    expect((await stored(h, id)).signUps.map((s) => [s.name, s.partner === undefined ? '' : 'paired'])).toEqual([
      ['Ben', 'paired'],
      ['Ana', 'paired'],
      ['Emil', ''],
    ]);
  });

  test('leaving without answering a request: the one who asked is told once, in a reply to it; the one the leaver had asked is not pinged again, their request’s message says it lapsed', async () => {
    h = await startHarness();
    const harness = h;
    const [ana, ben, cleo] = ['Ana', 'Ben', 'Cleo'].map((name) => harness.discord.createMember({ username: name.toLowerCase(), globalName: name }));
    const { message, id } = await jassTournament(h);
    // Ben asks Cleo, so Ana's naming Ben asks him rather than pairing them at once.
    await tournament(h, ben, 'join', { partner: cleo.id });
    const toCleo = newestRequest(h);
    await tournament(h, ana, 'join', { partner: ben.id });
    const toBen = newestRequest(h);
    expect(await roster(h, id)).toEqual({ signUps: [['Ben', ''], ['Ana', '']], requests: ['Ben → Cleo', 'Ana → Ben'] });

    const before = h.discord.messages().length;
    await signUp(h, ben, message, 'leave');
    const told = h.discord.messages().slice(before);
    expect(told.map((m) => m.content)).toEqual([
      `<@${ana.id}>, **Ben** left tournament ${id} without answering your request to team up: it lapsed. You stay signed up alone: ask someone else by \`/tournament join partner:…\`, or you will team up with someone who came alone (failing that, an AI partner).`,
    ]);
    expect(told[0].reference?.messageId).toBe(toBen.id);
    expect(h.discord.message(toBen.id)!.embeds[0].description).toBe('➖ Ben left the tournament: the request lapsed.');
    expect(h.discord.message(toCleo.id)!.embeds[0].description).toBe('➖ Ben left the tournament: the request lapsed.');
    expect(h.discord.message(toCleo.id)!.components).toEqual([]);
    expect(await roster(h, id)).toEqual({ signUps: [['Ana', '']], requests: [] });
  });
});
