/**
 * The playground: the local Discord, the real bot connected to it (a child process running
 * `src/main.ts`, as on Discord), and a web page that shows a Discord-like text channel and acts as
 * its users. Everything listens on 127.0.0.1 unless told otherwise; nothing leaves the machine.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { botProcess, type BotProcess } from './bot-process.ts';
import {
  startFakeDiscord,
  type FakeDiscord,
  type FakeUser,
  type InteractionCallback,
  type InteractionHandle,
  type LoggedEvent,
  type OptionValue,
  type Snowflake,
} from './discord/fake-discord.ts';
import { languageOf, tp, type PlaygroundText } from './texts.ts';
import { pageChannel, pageMessage, visibleTo, type PageUser } from './view.ts';

/** The page's files. */
const WEB = fileURLToPath(new URL('./web/', import.meta.url));
/**
 * The page's text font, from the project's own dependencies (no CDN): Noto Sans. Emoji are the
 * system's own colour emoji font, as in Discord's app (the npm build of Noto Color Emoji draws
 * nothing in Debian's Chromium).
 */
const FONTS = fileURLToPath(new URL('../../node_modules/@fontsource/noto-sans/files/', import.meta.url));

/**
 * How many of the local Discord's newest events the playground keeps: the page follows them as
 * they happen and reads none of the past (a page that reconnects loads the channel anew; the bot
 * resumes from its gateway session's own replay), so a long session keeps a bounded log.
 */
export const EVENT_LOG_LIMIT = 2_000;

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
  /** Start the bot (default true); false gives the local Discord and the page alone (page tests, benchmarks). */
  readonly bot?: boolean;
  /** Users created at start, with their locale. */
  readonly users?: readonly { readonly name: string; readonly locale: PlaygroundLocale }[];
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
  const discord = await startFakeDiscord({ botName: 'ChaCuN', guildName: 'Playground', channelName: 'general', validate: true, eventLogLimit: EVENT_LOG_LIMIT });
  discord.createTextChannel({ name: 'games' });
  const locales = new Map<Snowflake, PlaygroundLocale>();
  const handles = new Map<Snowflake, InteractionHandle>();
  const sockets = new Set<{ readonly socket: WebSocket; readonly userId: Snowflake | null }>();
  let botOnline = false;

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

  const createUser = (name: string, locale: PlaygroundLocale): PageUser => {
    const username = name.trim().toLowerCase();
    if (!USERNAME.test(username)) throw new PageError(400, 'playground.badName');
    if (users().some((u) => u.name.toLowerCase() === username)) throw new PageError(409, 'playground.nameTaken', { name: username });
    const user = discord.createMember({ username });
    locales.set(user.id, locale);
    const created = pageUser(user);
    broadcast({ type: 'users', users: users() });
    return created;
  };
  for (const user of options.users ?? []) createUser(user.name, user.locale);

  const requireUser = (id: unknown): FakeUser => {
    const user = typeof id === 'string' && locales.has(id) ? discord.user(id) : undefined;
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
        const page = pageMessage(discord, current);
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
  const answer = async (handle: InteractionHandle): Promise<Record<string, unknown>> => {
    let callback: InteractionCallback;
    try {
      callback = await handle.callback();
    } catch {
      throw new PageError(504, botOnline ? 'playground.noAnswer' : 'playground.botOffline');
    }
    handles.set(handle.id, handle);
    if (handles.size > 200) handles.delete(handles.keys().next().value as Snowflake);
    switch (callback.kind) {
      case 'autocomplete':
        return { kind: 'autocomplete', choices: callback.choices };
      case 'modal':
        return { kind: 'modal', interactionId: handle.id, modal: callback.modal };
      default:
        return { kind: callback.kind };
    }
  };

  const interact = async (body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const user = requireUser(body.user);
    const locale = locales.get(user.id) ?? 'en-US';
    try {
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
          const from = handles.get(String(body.interactionId));
          if (!from) throw new PageError(410, 'playground.formExpired');
          const fields = typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string | string[]>) : {};
          return await answer(discord.submitModal({ user, locale, from, fields }));
        }
        default:
          throw new PageError(400, 'playground.badInteraction');
      }
    } catch (error) {
      if (error instanceof PageError) throw error;
      // The stand-in refuses what Discord's client would not let a user do (a disabled button, an unknown option).
      throw new PageError(400, 'playground.refused', { reason: error instanceof Error ? error.message.replace(/^fake-discord: /, '') : String(error) });
    }
  };

  const state = (userId: string | null): Record<string, unknown> => ({
    guild: { id: discord.guildId, name: 'Playground' },
    botId: discord.botUser.id,
    botOnline,
    me: userId !== null && locales.has(userId) ? userId : null,
    users: users(),
    channels: discord.channels().map(pageChannel),
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
      const [, , messageId, index] = path.split('/');
      const message = discord.message(messageId ?? '');
      const attachment = message?.attachments[Number(index)];
      if (!message || !attachment || !visibleTo(message, url.searchParams.get('user'))) throw new PageError(404, 'playground.notFound');
      response.writeHead(200, { 'content-type': attachment.contentType ?? 'application/octet-stream', 'cache-control': 'private, max-age=3600' });
      response.end(Buffer.from(attachment.bytes));
      return;
    }
    if (request.method === 'GET' && path === '/api/state') return json(response, 200, state(url.searchParams.get('user')));
    if (request.method === 'GET' && path === '/api/messages') {
      const channelId = requireChannel(url.searchParams.get('channel'));
      const userId = url.searchParams.get('user');
      const messages = discord.messages(channelId, { includeEphemeral: true }).filter((m) => visibleTo(m, userId));
      return json(response, 200, messages.map((m) => pageMessage(discord, m)));
    }
    if (request.method === 'POST' && path === '/api/users') {
      const body = await readJson(request);
      const locale = body.locale === 'fr' ? 'fr' : body.locale === 'en-US' || body.locale === undefined ? 'en-US' : null;
      if (locale === null) throw new PageError(400, 'playground.badLanguage');
      return json(response, 201, createUser(String(body.name ?? ''), locale));
    }
    if (request.method === 'POST' && path === '/api/messages') {
      const body = await readJson(request);
      const user = requireUser(body.user);
      const content = String(body.content ?? '').trim();
      if (content === '' || content.length > 2000) throw new PageError(400, 'playground.badMessage');
      const message = discord.postMessage({ user, channelId: requireChannel(body.channelId), content });
      return json(response, 201, pageMessage(discord, message));
    }
    if (request.method === 'POST' && path === '/api/threads') {
      const body = await readJson(request);
      const user = requireUser(body.user);
      const parentId = requireChannel(body.channelId);
      const name = String(body.name ?? '').trim();
      if (name === '' || name.length > 100) throw new PageError(400, 'playground.badThreadName');
      if (discord.channel(parentId)?.kind !== 'text') throw new PageError(400, 'playground.threadInThread');
      return json(response, 201, pageChannel(discord.createThread({ parentId, name, owner: user })));
    }
    if (request.method === 'POST' && path === '/api/interactions') return json(response, 200, await interact(await readJson(request)));
    throw new PageError(404, 'playground.notFound');
  };

  /** The language to refuse in: the acting user's (`user` in the query, or in the JSON body read by then). */
  const languageFor = (request: IncomingMessage): 'fr' | 'en' => {
    const url = new URL(request.url ?? '/', 'http://playground');
    const id = url.searchParams.get('user') ?? (request as IncomingMessage & { actingUser?: string }).actingUser ?? null;
    const wanted = (request as IncomingMessage & { wantedLocale?: string }).wantedLocale;
    return languageOf(id !== null ? (locales.get(id) ?? wanted) : wanted);
  };

  const server = createServer((request, response) => {
    routes(request, response).catch((error: unknown) => {
      const status = error instanceof PageError ? error.status : 500;
      const message = error instanceof PageError ? (tp as (locale: 'fr' | 'en', key: PlaygroundText, params: Readonly<Record<string, string>>) => string)(languageFor(request), error.key, error.params) : error instanceof Error ? error.message : String(error);
      if (!response.headersSent) json(response, status, { error: message });
      else response.end();
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://playground');
    if (url.pathname !== '/live') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const userId = url.searchParams.get('user');
      const client = { socket: ws, userId: userId !== null && locales.has(userId) ? userId : null };
      sockets.add(client);
      ws.on('close', () => sockets.delete(client));
      send(ws, { type: 'hello', state: state(client.userId) });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const setOnline = (online: boolean): void => {
    botOnline = online;
    broadcast({ type: 'bot', online });
  };
  const bot: BotProcess = botProcess({
    token: discord.botToken,
    apiUrl: discord.apiUrl,
    storeUrl: options.storeUrl,
    env: options.env ?? process.env,
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
    const { registerCommands } = await import('../bot/register.ts');
    await registerCommands({ token: discord.botToken, devGuildId: discord.guildId, apiUrl: discord.apiUrl }, { globalRequestsPerSecond: 100_000 });
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
      Object.assign(request, { actingUser: typeof body.user === 'string' ? body.user : undefined, wantedLocale: typeof body.locale === 'string' ? body.locale : undefined });
      return body;
    }
  } catch {
    // Answered below.
  }
  throw new PageError(400, 'playground.notJson');
}
