/**
 * Who may do what on the playground's server, and naming a person in a command, in a real browser.
 * alice, its first user, owns the server (a crown marks her in the list of users), so she opens a
 * tournament by typing `/tournament create` and opens tournaments to everyone; bob, who came next,
 * is refused both in his page (in French, at phone width), through the bot's own permission checks.
 * bob then types `/statistiques joueur:al`, takes `@alice` from the list of the server's users and
 * gets her statistics; a name of nobody there is said in his page and sends nothing, as is a value
 * Discord's client would refuse (a tournament's cap below its least, a format not in the list).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { tt } from '../../src/bot/tournament/texts.ts';
import { ALICE_AND_BOB, HAS_CHROMIUM, NO_CHROMIUM, openTable, screenshot, until, type Person, type Table } from './browser.ts';

if (!HAS_CHROMIUM) console.warn(NO_CHROMIUM);
const suite = HAS_CHROMIUM ? describe : describe.skip;

let table: Table;
let alice: Person;
let bob: Person;

/** The newest private answer the bot gave a person in #general since an event. */
const answerTo = (person: Person, since: number): Promise<FakeMessage> =>
  until(`${person.name}'s private answer`, () => {
    const asked = new Set(table.pg.discord.events().filter((e) => e.seq >= since && e.kind === 'interactionCreate' && e.userId === person.id).map((e) => (e as { interactionId: string }).interactionId));
    return table.pg.discord
      .messages(table.pg.discord.channelId, { includeEphemeral: true })
      .filter((m) => (m.flags & 64) !== 0 && (m.flags & 128) === 0 && m.interaction !== undefined && m.interaction !== null && asked.has(m.interaction.id))
      .at(-1);
  });

/** A person types a whole command in their page and sends it (a trailing space: no value left half-typed, Enter sends). */
async function send(person: Person, command: string): Promise<number> {
  const since = table.pg.discord.nextSeq();
  await person.page.fill('#input', `${command} `);
  await person.page.press('#input', 'Enter');
  return since;
}

/** What a page shows of a message, once it shows it. */
async function shownText(person: Person, message: FakeMessage): Promise<string> {
  await table.shown(person.page, message);
  return (await person.page.locator(`#m-${message.id}`).textContent()) ?? '';
}

suite('who may do what on the playground’s server, in a browser', () => {
  beforeAll(async () => {
    table = await openTable(ALICE_AND_BOB);
    [alice, bob] = table.people as [Person, Person];
  }, 120_000);
  afterAll(async () => {
    await table?.close();
  });

  test('the first user owns the server: a crown beside her name in every page, and the list says what it means', async () => {
    await alice.page.click('#user-current');
    await alice.page.waitForSelector(`#user-list [data-user="${alice.id}"] .owner-mark`);
    expect(await alice.page.locator(`#user-list [data-user="${bob.id}"] .owner-mark`).count()).toBe(0);
    expect(await alice.page.locator('#user-list .owner-hint').textContent()).toBe('👑 alice owns the server and alone may manage it (/tournament create, access).');
    await screenshot(alice.page, 'server-owner-desktop');
    await alice.page.click('#user-current');
    await bob.page.waitForSelector(`#user-list [data-user="${alice.id}"] .owner-mark`, { state: 'attached' });
    expect(await bob.page.locator('#user-list .owner-hint').textContent()).toBe('👑 alice possède le serveur et peut seul·e le gérer (/tournoi créer, accès).');
  });

  test('alice, who owns the server, opens a tournament by typing /tournament create; bob may not, nor open it to everyone', async () => {
    await send(alice, '/tournament create game:chacun format:swiss time_per_move:24h');
    const signUp = await until('the sign-up message', () => table.pg.discord.messages(table.pg.discord.channelId).find((m) => m.embeds[0]?.title?.startsWith('🏆') === true));
    expect(await shownText(bob, signUp)).toContain('ChaCuN');
    await screenshot(alice.page, 'tournament-created-desktop');

    const created = await answerTo(bob, await send(bob, '/tournoi créer jeu:chacun format:swiss temps_par_coup:24h'));
    expect(created.content).toBe(tt('fr', 'tournament.noPermission', { command: '`/tournoi accès`' }));
    expect(await shownText(bob, created)).toContain('Seuls les membres qui peuvent gérer le serveur');
    await table.privateTo(bob, created);
    const access = await answerTo(bob, await send(bob, '/tournoi accès tout_le_monde:True'));
    expect(access.content).toBe(tt('fr', 'tournament.accessOnlyManagers'));
    await shownText(bob, access);
    await screenshot(bob.page, 'tournament-refused-phone');

    const opened = await answerTo(alice, await send(alice, '/tournament access everyone:True'));
    expect(opened.content).toBe(tt('en', 'tournament.accessShown', { everyone: true }));
  });

  test('bob names alice in /statistiques by typing "al" and taking @alice from the list: the bot answers about her', async () => {
    const since = table.pg.discord.nextSeq();
    await bob.page.fill('#input', '/statistiques joueur:');
    await bob.page.type('#input', 'al');
    await bob.page.waitForSelector('.suggestion .suggestion-name:text-is("@alice")');
    expect(await bob.page.locator('.suggestion .suggestion-name').allTextContents()).toEqual(['@alice']);
    await screenshot(bob.page, 'user-option-phone');
    await bob.page.keyboard.press('Enter');
    expect(await bob.page.inputValue('#input')).toBe('/statistiques joueur:@alice ');
    await bob.page.keyboard.press('Enter');
    const answer = await answerTo(bob, since);
    const said = `${answer.content} ${answer.embeds.map((e) => `${e.title ?? ''} ${e.description ?? ''}`).join(' ')}`;
    expect(said).toContain('alice');
    expect(said).not.toContain('Tu n’as');
    await shownText(bob, answer);
    await table.privateTo(bob, answer);
  });

  test('a name of nobody on the server is said in the page, and no interaction is sent', async () => {
    const since = table.pg.discord.nextSeq();
    await send(bob, '/statistiques joueur:zoe');
    await bob.page.waitForSelector('#composer-error:text("Il n’y a personne qui s’appelle zoe ici.")');
    // The command stays in the box, to be put right.
    expect(await bob.page.inputValue('#input')).toBe('/statistiques joueur:zoe ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(table.pg.discord.events().filter((e) => e.seq >= since && e.kind === 'interactionCreate')).toEqual([]);
    await screenshot(bob.page, 'user-option-unknown-phone');
  });

  test('a value Discord’s client refuses (a cap below 2, a format not in the list) is said in the page, and no interaction is sent', async () => {
    const since = table.pg.discord.nextSeq();
    await send(alice, '/tournament create game:chacun format:swiss time_per_move:24h cap:1');
    await alice.page.waitForSelector('#composer-error:text("cap must be between 2 and 64.")');
    expect(await alice.page.inputValue('#input')).toBe('/tournament create game:chacun format:swiss time_per_move:24h cap:1 ');
    await send(bob, '/tournoi créer jeu:chacun format:bogus temps_par_coup:24h');
    await bob.page.waitForSelector('#composer-error:text("« bogus » n’est pas un choix possible pour format")');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(table.pg.discord.events().filter((e) => e.seq >= since && e.kind === 'interactionCreate')).toEqual([]);
    await screenshot(alice.page, 'option-out-of-range-desktop');
  });
});
