/**
 * The playground: the local Discord, the real bot connected to it (a child process running
 * `src/main.ts`, as on Discord), and a web page that shows a Discord-like text channel and acts as
 * its users. Everything listens on 127.0.0.1 unless told otherwise; nothing leaves the machine.
 *
 * The server answers only its own page (guard.ts: Host, Origin, JSON bodies), and a user's private
 * messages go only to a page holding a token for that user (page-tokens.ts).
 */
import type { HostedGames } from '../bot/hosting.ts';
import { readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { botProcess, type BotProcess } from './bot-process.ts';
import { checkHost, checkJsonBody, checkOrigin, type Refusal } from './guard.ts';
import { LIVE_PROTOCOL, pageTokens, TOKEN_HEADER } from './page-tokens.ts';
import {
  ClientRefusal,
  EPHEMERAL_FLAG,
  startFakeDiscord,
  type FakeDiscord,
  type FakeUser,
  type ClientRefusalReason,
  type InteractionCallback,
  type InteractionHandle,
  type LoggedEvent,
  type OptionValue,
  type Snowflake,
} from './discord/fake-discord.ts';
import { openStore, type GameStore } from '../session/store.ts';
import { languageOf, tp, type PlaygroundText } from './texts.ts';
import { pageChannel, pageMessage, pageRoles, visibleTo, type PageUser } from './view.ts';
import { loadWorld, worldKeeper, type LoadedWorld, type WorldKeeper } from './world-store.ts';

/** The page's files. */
const WEB = fileURLToPath(new URL('./web/', import.meta.url));
/**
 * The page's text font, from the project's own dependencies (no CDN): Noto Sans. Emoji are the
 * system's own colour emoji font, as in Discord's app (the npm build of Noto Color Emoji draws
 * nothing in Debian's Chromium).
 */
const FONTS = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2'));

/**
 * How many of the local Discord's newest events the playground keeps: the page follows them as
 * they happen and reads none of the past (a page that reconnects loads the channel anew; the bot
 * resumes from its gateway session's own replay), so a long session keeps a bounded log.
 */
export const EVENT_LOG_LIMIT = 2_000;
/**
 * How many private messages (panels, answers) each user keeps per channel in the local Discord:
 * the newest. Discord's client forgets them on a reload, and so does the page; a long session
 * keeps a bounded number, not every panel (with its images) each click ever opened.
 */
export const EPHEMERAL_LIMIT = 20;
/**
 * How many public messages each channel of the local Discord keeps in memory, the newest: the
 * older ones are in the playground's store (world-store.ts), read from there when the page opens
 * the channel, the bot reads its history, or someone clicks one. A game's channel posts a message
 * or two a turn; the bot edits only its last few.
 */
export const MESSAGE_WINDOW = 50;
/**
 * How many messages the page gets at a time (Discord's client asks for 50): the newest when it
 * opens a channel, the next older ones as the reader scrolls up to them. A channel of a long
 * session holds thousands; none is read from the store before someone scrolls to it.
 */
export const HISTORY_PAGE = 50;

/** The locales a playground user can have (Discord's names). */
export const PLAYGROUND_LOCALES = ['en-US', 'fr'] as const;
/** A playground user's locale. */
export type PlaygroundLocale = (typeof PLAYGROUND_LOCALES)[number];

/** Options of {@link startPlayground}. */
export interface PlaygroundOptions {
  /** Where the bot stores its games (e.g. `sqlite://data/playground.sqlite`). */
  readonly storeUrl: string;
  /** Interface of the web page (default 127.0.0.1). */
  readonly host?: string;
  /** Port of the web page (default 0: chosen by the OS). */
  readonly port?: number;
  /** The environment given to the bot (LOG_LEVEL, BOT_TURN_DELAY_MS…). */
  readonly env?: NodeJS.ProcessEnv;
  /** Receives the bot's log lines. */
  readonly onBotLine?: (line: string) => void;
  /** Told when the bot stops by itself (a crash). */
  readonly onBotExit?: (code: number | null) => void;
  /** The bot's entry point (`BotProcessOptions.main`; default: the one beside this module). */
  readonly botMain?: string;
  /** Start the bot (default true); false gives the local Discord and the page alone (page tests, benchmarks). */
  readonly bot?: boolean;
  /** Users created at start, with their locale. */
  readonly users?: readonly { readonly name: string; readonly locale: PlaygroundLocale }[];
  /**
   * The hosted games, loaded when their commands are registered in the playground's guild (the
   * entry point hands them in: src/main.ts gives the composition root's table, src/hosted.ts).
   */
  readonly games: () => Promise<HostedGames>;
}

/** A running playground. */
export interface Playground {
  /** `http://HOST:PORT`: the page. */
  readonly url: string;
  readonly discord: FakeDiscord;
  /** Stops the bot (as Ctrl-C would), then starts it again; the page stays and follows. */
  readonly restartBot: () => Promise<void>;
  /** Closes every page's live connection (they reconnect by themselves). */
  readonly dropPages: () => number;
  /** Stops the bot, then the page and the local Discord. */
  readonly close: () => Promise<void>;
}

/** Why a request of the page is refused: a text of the playground's catalog, said in the acting user's language. */
class PageError extends Error {
  constructor(
    readonly status: number,
    readonly key: PlaygroundText,
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(key);
  }
}

/** Why Discord's client would not send a click or a choice (`ClientRefusal`), as the page says it. */
const REFUSAL_TEXTS: Readonly<Record<ClientRefusalReason, PlaygroundText>> = {
  message: 'playground.refused.message',
  component: 'playground.refused.component',
  disabled: 'playground.refused.disabled',
  loading: 'playground.refused.loading',
  option: 'playground.refused.option',
};

/** Content types of the page's files. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

/** What a user may be called: Discord's username rules, shortened. */
const USERNAME = /^[a-z0-9_.]{2,32}$/;

/** Starts the local Discord, the bot and the page. */
export async function startPlayground(options: PlaygroundOptions): Promise<Playground> {
  // The local Discord's world lives in the playground's store beside the bot's games (world-store.ts):
  // a restart gives the same users, channels and messages, where the games resume. Not in memory://,
  // which the bot's process keeps on its own.
  const kept = await openWorld(options.storeUrl, options.onBotLine ?? (() => {}));
  const locales = new Map<Snowflake, PlaygroundLocale>(
    Object.entries(kept?.loaded?.extra.locales ?? {}).flatMap(([id, locale]) => (PLAYGROUND_LOCALES.includes(locale as PlaygroundLocale) ? [[id, locale as PlaygroundLocale] as const] : [])),
  );
  let discord: FakeDiscord;
  try {
    discord = await startFakeDiscord({
      botName: 'ChaCuN',
      guildName: 'Playground',
      channelName: 'general',
      validate: true,
      eventLogLimit: EVENT_LOG_LIMIT,
      ephemeralLimit: EPHEMERAL_LIMIT,
      messageWindow: MESSAGE_WINDOW,
      ...(kept?.loaded ? { restore: kept.loaded.records } : {}),
      ...(kept ? { journal: kept.keeper.journal } : {}),
    });
  } catch (error) {
    await kept?.store.close();
    throw error;
  }
  if (!kept?.loaded) discord.createTextChannel({ name: 'games' });
  // The files of a restored world are in the store already: they stay there, read when shown.
  for (const message of kept?.loaded?.records.messages ?? []) for (const file of message.attachments) discord.releaseFile(file.id);
  for (const file of kept?.loaded?.records.attachments ?? []) discord.releaseFile(file.id);
  // So are its messages: each channel keeps its newest in memory.
  for (const channel of kept?.loaded?.records.channels ?? []) discord.releaseMessages(channel.id);
  kept?.keeper.follow(discord, () => ({ locales: Object.fromEntries(locales) }));
  /** Interactions that may still get a modal's submission, with the user who opened them. */
  const handles = new Map<Snowflake, { readonly handle: InteractionHandle; readonly userId: Snowflake }>();
  const tokens = pageTokens();
  const fileKey = tokens.fileKey;
  const sockets = new Set<{ readonly socket: WebSocket; readonly userId: Snowflake | null }>();
  let botOnline = false;
  const host = options.host ?? '127.0.0.1';
  /** The port the page is served on, once listening (the Host check needs it). */
  let port = 0;

  const send = (socket: WebSocket, data: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(data));
  };
  const broadcast = (data: unknown): void => {
    for (const client of sockets) send(client.socket, data);
  };

  const pageUser = (user: FakeUser): PageUser => ({ id: user.id, name: user.globalName ?? user.username, bot: user.bot, locale: user.bot ? null : (locales.get(user.id) ?? 'en-US') });
  const users = (): PageUser[] =>
    discord
      .members()
      .flatMap((m) => {
        const user = discord.user(m.userId);
        return user && (user.bot || locales.has(user.id)) ? [pageUser(user)] : [];
      });

  /** The server as the page shows it: its owner is marked in the list of users. */
  const pageGuild = (): Record<string, unknown> => ({ id: discord.guildId, name: 'Playground', ownerId: discord.owner.id });
  /**
   * The server belongs to its first user, as a Discord server belongs to whoever made it: the owner
   * has every right (Manage Server among them: tournaments), the others only @everyone's, so that a
   * refusal can be tried too. The stand-in makes the guild with an owner no page shows; the first
   * user to come (in a world kept from before, the oldest) is given it through Discord's own
   * ownership transfer, which the bot hears of (GUILD_UPDATE) and every interaction then carries.
   */
  const giveServerToFirstUser = (): void => {
    if (locales.has(discord.owner.id)) return;
    const first = users()
      .filter((u) => !u.bot)
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))[0];
    if (first === undefined) return;
    discord.setGuildOwner({ user: first.id });
    broadcast({ type: 'guild', guild: pageGuild() });
  };
  giveServerToFirstUser();

  const createUser = (name: string, locale: PlaygroundLocale): PageUser => {
    const username = name.trim().toLowerCase();
    if (!USERNAME.test(username)) throw new PageError(400, 'playground.badName');
    if (users().some((u) => u.name.toLowerCase() === username)) throw new PageError(409, 'playground.nameTaken', { name: username });
    const user = discord.createMember({ username });
    locales.set(user.id, locale);
    const created = pageUser(user);
    giveServerToFirstUser();
    broadcast({ type: 'users', users: users() });
    return created;
  };
  for (const user of options.users ?? []) createUser(user.name, user.locale);

  /** A page's token, from its header; null when the request carries none. */
  const tokenOf = (request: IncomingMessage): string | null => {
    const token = request.headers[TOKEN_HEADER];
    return typeof token === 'string' && token !== '' ? token : null;
  };
  /** The user a request reads or acts as: the one its page's token is for; null without a token, refused for an unknown one. */
  const userOf = (request: IncomingMessage): Snowflake | null => {
    const token = tokenOf(request);
    if (token === null) return null;
    const userId = tokens.userOf(token);
    if (userId === undefined || !locales.has(userId)) throw new PageError(401, 'playground.pageExpired');
    return userId;
  };
  const requireUser = (request: IncomingMessage): FakeUser => {
    const id = userOf(request);
    const user = id === null ? undefined : discord.user(id);
    if (!user) throw new PageError(400, 'playground.noUser');
    return user;
  };
  const requireChannel = (id: unknown): Snowflake => {
    if (typeof id !== 'string' || !discord.channel(id)) throw new PageError(404, 'playground.noChannel');
    return id;
  };

  // The page follows the stand-in's event log: messages, threads and commands as they happen.
  discord.onEvent((event: LoggedEvent) => {
    switch (event.kind) {
      case 'messageCreate':
      case 'messageUpdate': {
        const current = discord.message(event.message.id);
        if (!current) return;
        const page = pageMessage(discord, current, fileKey);
        for (const client of sockets) if (visibleTo(current, client.userId)) send(client.socket, { type: 'message', message: page });
        return;
      }
      case 'messageDelete':
        broadcast({ type: 'delete', id: event.message.id, channelId: event.message.channelId });
        return;
      case 'threadCreate':
        broadcast({ type: 'channel', channel: pageChannel(event.thread) });
        return;
      case 'channelUpdate':
        broadcast({ type: 'channel', channel: pageChannel(event.channel) });
        return;
      case 'commandsUpdate':
        broadcast({ type: 'commands', commands: discord.commands(discord.guildId) });
        return;
      default:
        return;
    }
  });

  /** Waits for the bot's first answer; Discord shows "The application did not respond" after 3 s. */
  const answerFor = async (handle: InteractionHandle, userId: Snowflake): Promise<Record<string, unknown>> => {
    let callback: InteractionCallback;
    try {
      callback = await handle.callback();
    } catch {
      throw new PageError(504, botOnline ? 'playground.noAnswer' : 'playground.botOffline');
    }
    handles.set(handle.id, { handle, userId });
    if (handles.size > 200) handles.delete(handles.keys().next().value as Snowflake);
    switch (callback.kind) {
      case 'autocomplete':
        return { kind: 'autocomplete', choices: callback.choices };
      case 'modal':
        return { kind: 'modal', interactionId: handle.id, modal: callback.modal };
      default:
        // The page follows the interaction's messages into view (its follow-ups come later).
        return { kind: callback.kind, interactionId: handle.id };
    }
  };

  const interact = async (request: IncomingMessage, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const user = requireUser(request);
    const answer = (handle: InteractionHandle): Promise<Record<string, unknown>> => answerFor(handle, user.id);
    const locale = locales.get(user.id) ?? 'en-US';
    try {
      // A message that left memory (world-store.ts) comes back before it is clicked.
      if (body.kind === 'button' || body.kind === 'select') await discord.recallMessage(String(body.messageId));
      switch (body.kind) {
        case 'command':
        case 'autocomplete': {
          const channelId = requireChannel(body.channelId);
          const input = {
            user,
            channelId,
            locale,
            name: String(body.name ?? ''),
            ...(typeof body.subcommandGroup === 'string' ? { subcommandGroup: body.subcommandGroup } : {}),
            ...(typeof body.subcommand === 'string' ? { subcommand: body.subcommand } : {}),
            options: commandOptions(body.options),
          };
          if (body.kind === 'command') return await answer(discord.slashCommand(input));
          return await answer(discord.autocomplete({ ...input, focused: String(body.focused ?? '') }));
        }
        case 'button':
          return await answer(discord.clickButton({ user, locale, messageId: String(body.messageId), customId: String(body.customId) }));
        case 'select':
          return await answer(
            discord.selectMenu({ user, locale, messageId: String(body.messageId), customId: String(body.customId), values: Array.isArray(body.values) ? body.values.map(String) : [] }),
          );
        case 'modal': {
          // A form is submitted by the user it was shown to, as in Discord.
          const from = handles.get(String(body.interactionId));
          if (!from || from.userId !== user.id) throw new PageError(410, 'playground.formExpired');
          const fields = typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string | string[]>) : {};
          return await answer(discord.submitModal({ user, locale, from: from.handle, fields }));
        }
        default:
          throw new PageError(400, 'playground.badInteraction');
      }
    } catch (error) {
      if (error instanceof PageError) throw error;
      // The stand-in refuses what Discord's client would not let a user do (a disabled button, an unknown option): said in the user's language.
      if (error instanceof ClientRefusal) throw new PageError(409, REFUSAL_TEXTS[error.reason]);
      throw new PageError(400, 'playground.refused', { reason: error instanceof Error ? error.message.replace(/^fake-discord: /, '') : String(error) });
    }
  };

  const state = (userId: Snowflake | null): Record<string, unknown> => ({
    guild: pageGuild(),
    botId: discord.botUser.id,
    botOnline,
    me: userId,
    users: users(),
    channels: discord.channels().map(pageChannel),
    roles: pageRoles(discord.roles()),
    defaultChannelId: discord.channelId,
    commands: discord.commands(discord.guildId),
  });

  const routes = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://playground');
    const path = url.pathname;
    if (request.method === 'GET' && (path === '/' || path === '/index.html')) return serveFile(response, join(WEB, 'index.html'));
    if (request.method === 'GET' && path.startsWith('/static/')) return serveFile(response, safeJoin(WEB, path.slice('/static/'.length)));
    if (request.method === 'GET' && path.startsWith('/fonts/')) return serveFile(response, safeJoin(FONTS, path.slice('/fonts/'.length)));
    if (request.method === 'GET' && path.startsWith('/files/')) {
      const [, , messageId, attachmentId] = path.split('/');
      const message = await discord.storedMessage(messageId ?? '');
      const attachment = message?.attachments.find((a) => a.id === attachmentId);
      // A private message's files open with the key its page was given (an image sends no header).
      const open = message !== undefined && ((message.flags & EPHEMERAL_FLAG) === 0 || tokens.fileKeyOk(message.id, url.searchParams.get('key')));
      if (!message || !attachment || !open) throw new PageError(404, 'playground.notFound');
      // Public files are in the store once written (world-store.ts), read back from there.
      const bytes = await discord.fileBytes(attachment);
      if (bytes === null) throw new PageError(404, 'playground.notFound');
      // The URL names this very file (view.ts): what it serves never changes, the browser may keep it.
      response.writeHead(200, { 'content-type': attachment.contentType ?? 'application/octet-stream', 'cache-control': 'private, max-age=31536000, immutable' });
      response.end(Buffer.from(bytes));
      return;
    }
    if (request.method === 'GET' && path === '/api/state') return json(response, 200, state(userOf(request)));
    if (request.method === 'GET' && path === '/api/messages') {
      const channelId = requireChannel(url.searchParams.get('channel'));
      // A page of the channel: the newest `limit` (at most HISTORY_PAGE) before `before`, if given.
      const before = url.searchParams.get('before') ?? undefined;
      const limit = Number(url.searchParams.get('limit') ?? HISTORY_PAGE);
      if ((before !== undefined && !/^\d{1,20}$/.test(before)) || !Number.isInteger(limit) || limit < 1 || limit > HISTORY_PAGE) {
        throw new PageError(400, 'playground.badHistoryPage', { most: String(HISTORY_PAGE) });
      }
      // The channel as the page's user sees it: the public messages, and their own private ones only with their token.
      const userId = userOf(request);
      // Those that left memory (world-store.ts) are read from the store.
      const messages = await discord.channelHistory(channelId, { includeEphemeral: true, before, limit, accept: (m) => visibleTo(m, userId) });
      return json(response, 200, messages.map((m) => pageMessage(discord, m, fileKey)));
    }
    if (request.method === 'POST' && path === '/api/users') {
      const body = await readJson(request);
      const locale = body.locale === 'fr' ? 'fr' : body.locale === 'en-US' || body.locale === undefined ? 'en-US' : null;
      if (locale === null) throw new PageError(400, 'playground.badLanguage');
      const user = createUser(String(body.name ?? ''), locale);
      return json(response, 201, { user, token: tokens.issue(user.id) });
    }
    if (request.method === 'POST' && path === '/api/sessions') {
      // A page takes a user of the list (or its own again, after a reload): a new token for it.
      const body = await readJson(request);
      const user = typeof body.user === 'string' && locales.has(body.user) ? discord.user(body.user) : undefined;
      if (!user) throw new PageError(404, 'playground.noUser');
      return json(response, 201, { user: pageUser(user), token: tokens.issue(user.id) });
    }
    if (request.method === 'POST' && path === '/api/messages') {
      const body = await readJson(request);
      const user = requireUser(request);
      const content = String(body.content ?? '').trim();
      if (content === '' || content.length > 2000) throw new PageError(400, 'playground.badMessage');
      const message = discord.postMessage({ user, channelId: requireChannel(body.channelId), content });
      return json(response, 201, pageMessage(discord, message, fileKey));
    }
    if (request.method === 'POST' && path === '/api/threads') {
      const body = await readJson(request);
      const user = requireUser(request);
      const parentId = requireChannel(body.channelId);
      const name = String(body.name ?? '').trim();
      if (name === '' || name.length > 100) throw new PageError(400, 'playground.badThreadName');
      if (discord.channel(parentId)?.kind !== 'text') throw new PageError(400, 'playground.threadInThread');
      return json(response, 201, pageChannel(discord.createThread({ parentId, name, owner: user })));
    }
    if (request.method === 'POST' && path === '/api/interactions') return json(response, 200, await interact(request, await readJson(request)));
    throw new PageError(404, 'playground.notFound');
  };

  /** The language to refuse in: the acting user's (its page's token), else the one a new user asked for. */
  const languageFor = (request: IncomingMessage): 'fr' | 'en' => {
    const token = tokenOf(request);
    const id = token === null ? undefined : tokens.userOf(token);
    const wanted = (request as IncomingMessage & { wantedLocale?: string }).wantedLocale;
    return languageOf(id !== undefined ? (locales.get(id) ?? wanted) : wanted);
  };

  /** Whether the server answers a request at all: its Host always, its Origin and body type for a POST. */
  const refusal = (request: IncomingMessage): Refusal | null =>
    checkHost(request.headers, { port, host }) ?? (request.method === 'POST' ? (checkOrigin(request.headers) ?? checkJsonBody(request.headers)) : null);

  const server = createServer((request, response) => {
    const refused = refusal(request);
    if (refused !== null) {
      // Nothing of the request is read or done: a short text, not the page's JSON (this is no request of the page).
      response.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
      response.end(`${refused.text}\n`);
      return;
    }
    routes(request, response).catch((error: unknown) => {
      const status = error instanceof PageError ? error.status : 500;
      const message = error instanceof PageError ? (tp as (locale: 'fr' | 'en', key: PlaygroundText, params: Readonly<Record<string, string>>) => string)(languageFor(request), error.key, error.params) : error instanceof Error ? error.message : String(error);
      if (!response.headersSent) json(response, status, { error: message });
      else response.end();
    });
  });
  // The live connection's subprotocol is answered back (browsers require it); the token offered beside it is not.
  const wss = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false) });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://playground');
    if (url.pathname !== '/live') {
      socket.destroy();
      return;
    }
    // Browsers let any page open a WebSocket anywhere: only the page's own origin gets one.
    const refused = checkHost(request.headers, { port, host }) ?? checkOrigin(request.headers);
    if (refused !== null) {
      const text = `${refused.text}\n`;
      socket.end(`HTTP/1.1 ${refused.status} ${STATUS_CODES[refused.status]}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      // The token comes as a second subprotocol (a browser's WebSocket sends no other header); an
      // unknown one (a playground restarted since) gives the public view, and the page takes its user again.
      const offered = String(request.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
      const token = offered.find((p) => p.startsWith('token.'))?.slice('token.'.length);
      const userId = token === undefined ? undefined : tokens.userOf(token);
      const client = { socket: ws, userId: userId !== undefined && locales.has(userId) ? userId : null };
      sockets.add(client);
      ws.on('close', () => sockets.delete(client));
      send(ws, { type: 'hello', state: state(client.userId) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  const setOnline = (online: boolean): void => {
    botOnline = online;
    broadcast({ type: 'bot', online });
  };
  const bot: BotProcess = botProcess({
    token: discord.botToken,
    apiUrl: discord.apiUrl,
    storeUrl: options.storeUrl,
    env: options.env ?? process.env,
    ...(options.botMain === undefined ? {} : { main: options.botMain }),
    onLine: options.onBotLine ?? (() => {}),
    onExit: (code) => {
      setOnline(false);
      options.onBotExit?.(code);
    },
  });
  // The bot starts in its process while this one loads the command definitions and registers them
  // in the playground's guild (as `npm run register` does with DEV_GUILD_ID): two cores, two halves.
  const started = options.bot !== false ? bot.start() : Promise.resolve();
  started.catch(() => {});
  try {
    const [{ registerCommands }, games] = await Promise.all([import('../bot/register.ts'), options.games()]);
    await registerCommands(games, { token: discord.botToken, devGuildId: discord.guildId, apiUrl: discord.apiUrl }, { globalRequestsPerSecond: 100_000 });
    await started;
  } catch (error) {
    await closeAll();
    throw error;
  }
  if (options.bot !== false) setOnline(true);

  async function closeAll(): Promise<void> {
    await bot.stop();
    for (const client of sockets) client.socket.close(1001, 'The playground stops');
    wss.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await discord.close();
    // Once the bot has stopped, the world is as it will be at the next start: written whole.
    if (kept) {
      await kept.keeper.flush();
      await kept.store.close();
    }
  }

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    discord,
    restartBot: async () => {
      await bot.stop();
      setOnline(false);
      await bot.start();
      setOnline(true);
    },
    dropPages: () => {
      const count = sockets.size;
      for (const client of sockets) client.socket.terminate();
      return count;
    },
    close: closeAll,
  };
}

/**
 * The store of the playground's world and what it holds; null for memory:// (nothing outlives the
 * process). A store that cannot be read fails the start, as the bot's own does.
 */
async function openWorld(storeUrl: string, say: (line: string) => void): Promise<{ store: GameStore; keeper: WorldKeeper; loaded: LoadedWorld | null } | null> {
  if (/^memory:/.test(storeUrl.trim())) return null;
  const opened = await openStore(storeUrl);
  if (!opened.ok) throw new Error(opened.error.message);
  const store = opened.value;
  const loaded = await loadWorld(store);
  if (!loaded.ok) {
    await store.close();
    throw new Error(`the playground's world could not be read: ${loaded.error.message}`);
  }
  if (loaded.value !== null && loaded.value.skipped > 0) say(`WARN the playground's world: ${loaded.value.skipped} stored records could not be read and were left out`);
  let told = false;
  const keeper = worldKeeper(store, (error) => {
    // Said once: a store that fails keeps failing, and each change would say it again.
    if (!told) say(`WARN the playground's world could not be written (it is tried again at the next change): ${error.message}`);
    told = true;
  });
  return { store, keeper, loaded: loaded.value };
}

/** Slash command options from the page: plain values (the stand-in types them from the registered command). */
function commandOptions(value: unknown): Record<string, OptionValue> {
  if (typeof value !== 'object' || value === null) return {};
  const options: Record<string, OptionValue> = {};
  for (const [name, inner] of Object.entries(value)) {
    if (typeof inner === 'string' || typeof inner === 'number' || typeof inner === 'boolean') options[name] = inner;
  }
  return options;
}

/** A path inside a folder, or an error for anything that climbs out of it. */
function safeJoin(folder: string, relative: string): string {
  const joined = normalize(join(folder, decodeURIComponent(relative)));
  if (!joined.startsWith(folder)) throw new PageError(404, 'playground.notFound');
  return joined;
}

async function serveFile(response: ServerResponse, path: string): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    throw new PageError(404, 'playground.notFound');
  }
  response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  response.end(bytes);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 1_000_000) throw new PageError(413, 'playground.tooLarge');
  }
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const body = parsed as Record<string, unknown>;
      // Remembered for the language of a refusal.
      Object.assign(request, { wantedLocale: typeof body.locale === 'string' ? body.locale : undefined });
      return body;
    }
  } catch {
    // Answered below.
  }
  throw new PageError(400, 'playground.notJson');
}
