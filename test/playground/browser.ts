/**
 * What the browser games share: a playground with the real bot and headless Chromium, one page per
 * person (each at its width), a lobby opened in a thread by typing, and the ways a person acts in a
 * page (clicks on buttons, select menus, modals). The tests read the local Discord only to decide
 * what to click and to check what each page shows.
 */
import { resolve } from 'node:path';
import { HOSTED } from '../../src/hosted.ts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FakeMessage } from '../../src/playground/discord/fake-discord.ts';
import { startPlayground, type Playground, type PlaygroundLocale } from '../../src/playground/playground.ts';
import { DESKTOP, HAS_CHROMIUM, launchBrowser, NO_CHROMIUM, PHONE, SCREENSHOTS, screenshot as save, type TestBrowser } from '../../src/playground/chromium.ts';
import { buttonsOf, selectOf, tempDir } from '../bot/harness.ts';
import { BUILT_MAIN } from '../bot/processes.ts';

export { HAS_CHROMIUM, NO_CHROMIUM, SCREENSHOTS };

/** Polls a condition on the local Discord (or a page) until it holds; the timeout only guards against a hang. */
export async function until<T>(what: string, probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** A screenshot under screenshots/ once the images in view have arrived (they are lazy-loaded). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction('[...document.querySelectorAll("img.media")].every((i) => !i.complete ? i.getBoundingClientRect().bottom < 0 || i.getBoundingClientRect().top > innerHeight : true)', undefined, { timeout: 10_000 })
    .catch(() => {});
  await save(page, name);
}

/** Whether a message is a game's end: played to its end, or stopped (resignations, abort). */
export const isEnd = (m: FakeMessage): boolean => /^(Game over|Partie terminée|Game stopped|Partie arrêtée)/.test(m.embeds[0]?.title ?? '');

/** A person at the table: a playground user and the page they act in. */
export interface Person {
  readonly name: string;
  readonly id: string;
  readonly locale: PlaygroundLocale;
  readonly page: Page;
  /** `phone` or `desktop`, for screenshot names. */
  readonly width: 'phone' | 'desktop';
}

/** Who to create, and at which width their page is. */
export interface PersonSpec {
  readonly name: string;
  readonly locale: PlaygroundLocale;
  readonly width: 'phone' | 'desktop';
}

/** The usual pair: alice at desktop width in English, bob at phone width in French. */
export const ALICE_AND_BOB: readonly PersonSpec[] = [
  { name: 'alice', locale: 'en-US', width: 'desktop' },
  { name: 'bob', locale: 'fr', width: 'phone' },
];

/** A playground, a browser and a page per person, with the ways they act. */
export interface Table {
  readonly pg: Playground;
  readonly people: readonly Person[];
  /** The thread the game is played in (set by {@link Table.openInThread}). */
  readonly threadId: () => string;
  /** Waits until a page shows a message at (at least) its stored revision. */
  readonly shown: (page: Page, message: FakeMessage) => Promise<void>;
  /** Clicks a component of a message in a page, as a person would. */
  readonly clickIn: (page: Page, message: FakeMessage, customId: string) => Promise<void>;
  /** Opens the select menu of a message in a page and picks options (several: then OK). */
  readonly pick: (page: Page, message: FakeMessage, values: readonly string[]) => Promise<void>;
  /** The newest ephemeral message the bot made for a person in the thread. */
  readonly panelOf: (person: Person) => FakeMessage | undefined;
  /** Checks that no other page shows a person's private message. */
  readonly privateTo: (person: Person, message: FakeMessage) => Promise<void>;
  /** The thread's messages as stored now (public ones). */
  readonly messages: () => readonly FakeMessage[];
  /**
   * The turn under way: the thread's newest turn message (a person's has the game's Play button,
   * an AI player's the log button alone), or the end. The newest one, not the newest with a Play
   * button: the previous person's message keeps its Play button a moment after the next turn
   * message is posted, and a click there is refused.
   */
  readonly current: (playKind: string) => FakeMessage | undefined;
  /** The person a turn message mentions (the one to act), if any. */
  readonly toMove: (turn: FakeMessage) => Person | undefined;
  /** A person clicks Play on a turn message in their page; resolves with the private panel it opens. */
  readonly openPanel: (person: Person, turn: FakeMessage, playKind: string) => Promise<FakeMessage>;
  /** {@link until}, telling the thread's last messages (private ones too) if it gives up. */
  readonly wait: <T>(what: string, probe: () => T | undefined | null | false, timeoutMs?: number) => Promise<T>;
  /** A person types `/<game> resign` in their page (in their language) and confirms in the private answer. */
  readonly resign: (person: Person, game: string) => Promise<void>;
  /**
   * The host makes a thread, types the `new` command there; the others open it from the box under
   * its notice in their channel (as on Discord) and join; the host starts. Returns the lobby.
   */
  readonly openInThread: (input: { readonly host: Person; readonly thread: string; readonly command: string; readonly joiners: readonly Person[]; readonly shot?: string }) => Promise<FakeMessage>;
  /** Waits until the stored message changes past a revision. */
  readonly changed: (message: FakeMessage) => Promise<FakeMessage>;
  /** The addresses of the pictures a page shows in a message, once each has loaded. */
  readonly pictures: (page: Page, message: FakeMessage) => Promise<string[]>;
  /**
   * A person clicks a component of a message, and the message's pictures change in their page:
   * other addresses, other bytes, each loaded. Resolves with the message as changed.
   */
  readonly clickChangesPicture: (person: Person, message: FakeMessage, customId: string) => Promise<FakeMessage>;
  /**
   * Clicks a person has made in their page so far through this table (a button, a menu opened,
   * each option picked, a menu's OK, a form's submit): a test counts a turn's clicks as a difference.
   */
  readonly clicks: (person: Person) => number;
  /** Notes a click a test made itself in a person's page (a form's submit button). */
  readonly clicked: (page: Page) => void;
  readonly close: () => Promise<void>;
}

/**
 * Starts a playground (its own SQLite file; its bot this run's build), a browser, and a page per person, each live. With
 * `bot: false` the playground starts no bot of its own: the test logs one in on `pg.discord`
 * (a bot dealing games from a chosen seed, for instance).
 */
export async function openTable(specs: readonly PersonSpec[], options: { readonly bot?: boolean } = {}): Promise<Table> {
  const dir = await tempDir();
  const pg = await startPlayground({
    games: async () => HOSTED,
    storeUrl: `sqlite://${resolve(dir.path, 'playground.sqlite')}`,
    // Smaller board images than on Discord, as the other bot tests draw them: the game is about the page, not the pixels.
    // Painters prepared as they first draw: the games of a page are one or two, not four.
    env: { ...process.env, BOT_TURN_DELAY_MS: '0', LOG_LEVEL: 'warn', RENDER_MAX_SIDE: '600', RENDER_WARM_UP: 'off' },
    users: specs.map(({ name, locale }) => ({ name, locale })),
    // The bot compiled, as `npm start` runs the playground's (test/restart.browser.test.ts runs `npm run play`, from the sources).
    ...(options.bot === false ? { bot: false } : { botMain: BUILT_MAIN }),
  });
  const browser: TestBrowser = await launchBrowser();
  const state = (await (await fetch(`${pg.url}/api/state`)).json()) as { users: { id: string; name: string }[] };
  const people: Person[] = [];
  /** What the pages' requests to the playground were refused, for the failure messages. */
  const refused: string[] = [];
  /** The interactions the pages sent and what the playground answered, for the failure messages. */
  const sent: string[] = [];
  for (const spec of specs) {
    const page = await browser.page(spec.width === 'phone' ? PHONE : DESKTOP);
    page.on('pageerror', (error) => console.error(`page error (${spec.name}): ${error.message}`));
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/interactions')) return;
      const body = request.postDataJSON() as { kind?: string; customId?: string; name?: string } | null;
      sent.push(`${spec.name}: ${body?.kind} ${body?.customId ?? body?.name ?? ''} sent at ${new Date().toISOString().slice(11, 23)}`);
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/interactions')) {
        const body = response.request().postDataJSON() as { kind?: string; customId?: string; name?: string } | null;
        void response.text().then(
          (text) => void sent.push(`${spec.name}: ${body?.kind} ${body?.customId ?? body?.name ?? ''} → ${response.status()} at ${new Date().toISOString().slice(11, 23)} ${text.slice(0, 120)}`),
          () => void sent.push(`${spec.name}: ${body?.kind} ${body?.customId ?? body?.name ?? ''} → ${response.status()}`),
        );
      }
      if (!response.url().includes('/api/') || response.status() < 400) return;
      void response.text().then(
        (text) => void refused.push(`${spec.name}: ${response.status()} ${new URL(response.url()).pathname} ${text.slice(0, 300)}`),
        () => void refused.push(`${spec.name}: ${response.status()} ${new URL(response.url()).pathname}`),
      );
    });
    await page.goto(`${pg.url}/?user=${spec.name}`);
    await page.waitForSelector('body[data-live="yes"]');
    people.push({ ...spec, id: state.users.find((u) => u.name === spec.name)!.id, page });
  }
  let threadId = '';
  const refusals = (): string =>
    (refused.length === 0 ? '' : `\nrequests of the pages refused:\n  ${refused.slice(-8).join('\n  ')}`) +
    (sent.length === 0 ? '' : `\nthe pages' last interactions and their answers:\n  ${sent.slice(-10).join('\n  ')}`);

  const clickCounts = new Map<Page, number>();
  const clicked = (page: Page, count = 1): void => void clickCounts.set(page, (clickCounts.get(page) ?? 0) + count);

  const shown = async (page: Page, message: FakeMessage): Promise<void> => {
    const revision = pg.discord.message(message.id)?.revision ?? message.revision;
    // A string: the function runs in the page (DOM types are not part of this project's Node typings).
    await page.waitForFunction(`(() => { const e = document.getElementById('m-${message.id}'); return e !== null && Number(e.dataset.revision) >= ${revision}; })()`, undefined, {
      timeout: 30_000,
    });
  };

  const failure = async (page: Page, message: FakeMessage, error: unknown): Promise<never> => {
    const now = pg.discord.message(message.id);
    const html = await page.evaluate(`document.getElementById('m-${message.id}')?.outerHTML ?? 'absent'`);
    await screenshot(page, 'failure');
    throw new Error(`${String(error)}\nstored: revision ${now?.revision} ${JSON.stringify(now?.components)}\npage: ${String(html).slice(0, 3000)}${refusals()}`);
  };

  /** Whether the page sends the interaction of a control within five seconds (its request leaves at once on a click the page took). */
  const sends = (page: Page, customId: string): Promise<boolean> =>
    page
      .waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/interactions') && (r.postDataJSON() as { customId?: string } | null)?.customId === customId, { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );

  const clickIn = async (page: Page, message: FakeMessage, customId: string): Promise<void> => {
    await shown(page, message);
    const sent = sends(page, customId);
    try {
      await page.locator(`#m-${message.id} [data-custom="${customId}"]`).first().click({ timeout: 15_000 });
      clicked(page);
    } catch (error) {
      await failure(page, message, error);
    }
    // Only said (a click re-sent or failed here broke more runs than it mended): the failure that may follow lists the requests.
    void sent.then((ok) => {
      if (!ok) console.warn(`no request left the page within 5 s of a click on ${customId} of ${message.id}`);
    });
  };

  const pick = async (page: Page, message: FakeMessage, values: readonly string[]): Promise<void> => {
    await shown(page, message);
    try {
      // The message's first menu (a long list comes as two menus, such as tCHu's stations A–L and M–Z).
      const select = selectOf(pg.discord.message(message.id) ?? message);
      const menu = select === undefined ? `#m-${message.id}` : `#m-${message.id} [data-custom="${select.custom_id}"]`;
      await page.locator(`${menu} .select-toggle`).click({ timeout: 15_000 });
      clicked(page);
      // As in Discord, a menu of several choices is sent only once its least is chosen.
      if ((select?.max_values ?? 1) > 1 && (select?.min_values ?? 1) > 0 && !(await page.locator(`${menu} .select-done`).isDisabled())) throw new Error(`the OK of ${menu} is enabled with nothing chosen`);
      for (const value of values) {
        await page.locator(`${menu} .select-option[data-value="${value}"]`).click({ timeout: 15_000 });
        clicked(page);
      }
      if ((select?.max_values ?? 1) > 1) {
        await page.locator(`${menu} .select-done`).click({ timeout: 15_000 });
        clicked(page);
      }
    } catch (error) {
      await failure(page, message, error);
    }
  };

  const panelOf = (person: Person): FakeMessage | undefined =>
    pg.discord.messages(threadId, { includeEphemeral: true }).filter((m) => (m.flags & 64) !== 0 && m.interaction?.userId === person.id).at(-1);

  const privateTo = async (person: Person, message: FakeMessage): Promise<void> => {
    for (const other of people) {
      if (other !== person) expect(await other.page.locator(`#m-${message.id}`).count(), `${person.name}'s private message never shows in ${other.name}'s page`).toBe(0);
    }
  };

  const changed = (message: FakeMessage): Promise<FakeMessage> =>
    until('the message to change', () => {
      const now = pg.discord.message(message.id);
      return now !== undefined && now.revision > message.revision ? now : undefined;
    });

  const pictures = async (page: Page, message: FakeMessage): Promise<string[]> => {
    await shown(page, message);
    // Lazy images load once in view: the message is brought there, as a reader scrolls to it.
    await page.evaluate(`document.getElementById('m-${message.id}')?.scrollIntoView({ block: 'end' })`);
    await page.waitForFunction(`[...document.querySelectorAll('#m-${message.id} img.media')].every((i) => i.complete && i.naturalWidth > 0)`, undefined, { timeout: 15_000 });
    return (await page.evaluate(`[...document.querySelectorAll('#m-${message.id} img.media')].map((i) => i.getAttribute('src'))`)) as string[];
  };

  const bytesAt = async (src: string): Promise<string> => {
    const response = await fetch(`${pg.url}${src}`);
    expect(response.status, src).toBe(200);
    return Buffer.from(await response.arrayBuffer()).toString('base64');
  };

  const clickChangesPicture: Table['clickChangesPicture'] = async (person, message, customId) => {
    const before = await pictures(person.page, message);
    expect(before.length, 'a picture in the message').toBeGreaterThan(0);
    const beforeBytes = await Promise.all(before.map(bytesAt));
    await clickIn(person.page, message, customId);
    const after = await changed(message);
    const now = await pictures(person.page, after);
    expect(now.length).toBe(before.length);
    expect(now.some((src) => before.includes(src)), `new addresses: ${before.join(' ')} → ${now.join(' ')}`).toBe(false);
    const nowBytes = await Promise.all(now.map(bytesAt));
    expect(nowBytes, 'other pictures').not.toEqual(beforeBytes);
    return after;
  };

  const openInThread: Table['openInThread'] = async ({ host, thread, command, joiners, shot }) => {
    host.page.once('dialog', (dialog) => void dialog.accept(thread));
    await host.page.click('#thread-button');
    threadId = (await until('the thread', () => pg.discord.threads(pg.discord.channelId).find((t) => t.name === thread))).id;
    await host.page.waitForSelector(`#channel-name:text("${thread}")`);
    await host.page.fill('#input', command);
    await host.page.press('#input', 'Enter');
    let lobby = await until('the lobby', () => pg.discord.messages(threadId).find((m) => buttonsOf(m).some((b) => b.id.kind === 'lobby'))).catch(async (error: unknown) => {
      await screenshot(host.page, 'failure');
      const seen = pg.discord.messages(threadId, { includeEphemeral: true }).map((m) => `${m.content} ${JSON.stringify(m.embeds.map((e) => [e.title, e.description]))}`);
      throw new Error(`${String(error)}; the thread holds: ${seen.join(' | ') || 'nothing'}`);
    });
    await shown(host.page, lobby);
    for (const person of joiners) {
      // The thread from its notice in the channel (Discord's "started a thread", with the thread's box under it), then Join.
      const box = person.page.locator(`#messages article.system .thread-box[data-channel="${threadId}"]`);
      await box.waitFor({ timeout: 15_000 });
      expect(await box.textContent(), 'the box names the thread').toContain(thread);
      if (shot !== undefined && person === joiners[0]) await screenshot(person.page, `${shot}-thread-box-${person.width}`);
      await box.click();
      await person.page.waitForSelector(`#channel-name:text("${thread}")`);
      const join = buttonsOf(lobby).find((b) => b.id.kind === 'lobby' && b.id.action === 'join')!;
      await clickIn(person.page, lobby, join.component.custom_id);
      lobby = await until(`${person.name} in the lobby`, () => {
        const now = pg.discord.message(lobby.id)!;
        return now.revision > lobby.revision && now.embeds[0]?.description?.includes(person.name) ? now : undefined;
      });
      await shown(person.page, lobby);
    }
    for (const person of people) if (person !== host && !joiners.includes(person)) {
      if (person.width === 'phone') await person.page.click('#menu-button');
      await person.page.click(`.channel[data-channel="${threadId}"]`);
    }
    if (shot !== undefined) for (const person of joiners.slice(0, 1)) await screenshot(person.page, `${shot}-${person.width}`);
    const start = buttonsOf(lobby).find((b) => b.id.kind === 'lobby' && b.id.action === 'start' && b.component.disabled !== true)!;
    await clickIn(host.page, lobby, start.component.custom_id);
    // The lobby changes once the game starts: said here, with what the page showed, if it never does.
    await until('the lobby to change after Start', () => (pg.discord.message(lobby.id)?.revision ?? 0) > lobby.revision, 20_000).catch(async (error: unknown) => {
      const said = await host.page.evaluate(`document.getElementById('composer-error')?.textContent ?? ''`);
      await screenshot(host.page, 'failure');
      throw new Error(`${String(error)}; the host's page says ${JSON.stringify(said)}${refusals()}`);
    });
    return lobby;
  };

  const current = (playKind: string): FakeMessage | undefined =>
    [...pg.discord.messages(threadId)].reverse().find((m) => isEnd(m) || buttonsOf(m).some((b) => b.id.kind === playKind || b.id.kind === 'log'));

  const toMove = (turn: FakeMessage): Person | undefined => people.find((p) => turn.content.includes(`<@${p.id}>`));

  const openPanel = async (person: Person, turn: FakeMessage, playKind: string): Promise<FakeMessage> => {
    const before = panelOf(person)?.id;
    const play = buttonsOf(turn).find((b) => b.id.kind === playKind);
    if (play === undefined) throw new Error(`no ${playKind} button on ${turn.id}: ${turn.content}`);
    await clickIn(person.page, turn, play.component.custom_id);
    const clickedOn = `a click on ${play.component.custom_id} of ${turn.id}`;
    // First the answer (perhaps "thinking…" while its pictures are drawn: the click was taken), then the panel itself, given longer on a busy machine.
    const answer = await wait(`${person.name}'s answer (after ${clickedOn})`, () => {
      const p = panelOf(person);
      return p !== undefined && p.id !== before ? p : undefined;
    });
    const panel = await wait(
      `${person.name}'s private panel in its answer ${answer.id} (after ${clickedOn})`,
      () => {
        const p = panelOf(person);
        return p !== undefined && p.id !== before && (p.flags & 128) === 0 ? p : undefined;
      },
      90_000,
    );
    await shown(person.page, panel);
    await privateTo(person, panel);
    return panel;
  };

  const wait = <T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 30_000): Promise<T> =>
    until(what, probe, timeoutMs).catch((error: unknown) => {
      const recent = pg.discord
        .messages(threadId, { includeEphemeral: true })
        .slice(-8)
        .map((m) => `[${m.id}${(m.flags & 64) !== 0 ? ' private' : ''} r${m.revision}] ${m.content} ${JSON.stringify(m.embeds.map((e) => e.title))} ${buttonsOf(m).map((b) => b.id.kind).join(',')}`);
      throw new Error(`${String(error)}; the thread ends with:\n  ${recent.join('\n  ')}${refusals()}`);
    });

  const resign = async (person: Person, game: string): Promise<void> => {
    const before = panelOf(person)?.id;
    await person.page.fill('#input', `/${game} ${person.locale === 'fr' ? 'abandonner' : 'resign'} `);
    await person.page.press('#input', 'Enter');
    const confirm = await until(`${person.name}'s confirmation`, () => {
      const p = panelOf(person);
      return p !== undefined && p.id !== before && buttonsOf(p).some((b) => b.id.kind === 'resign') ? p : undefined;
    });
    await shown(person.page, confirm);
    await privateTo(person, confirm);
    const yes = buttonsOf(confirm).find((b) => b.id.kind === 'resign' && b.id.confirm)!;
    await clickIn(person.page, confirm, yes.component.custom_id);
    await changed(confirm);
  };

  return {
    pg,
    people,
    wait,
    resign,
    current,
    toMove,
    openPanel,
    threadId: () => threadId,
    shown,
    clickIn,
    pick,
    panelOf,
    privateTo,
    messages: () => pg.discord.messages(threadId),
    openInThread,
    changed,
    pictures,
    clickChangesPicture,
    clicks: (person) => clickCounts.get(person.page) ?? 0,
    clicked: (page) => clicked(page),
    close: async () => {
      await browser.close();
      await pg.close();
      await dir.remove();
    },
  };
}
