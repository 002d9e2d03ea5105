import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Hub } from './hub.ts';
import { arrayAt, isObject, numberAt, parseJson, stringAt, type JsonObject } from './json.ts';
import { apiGuildCreate, apiMember, apiUser } from './payloads.ts';

/** Gateway opcodes the stand-in speaks. */
const OP = {
  dispatch: 0,
  heartbeat: 1,
  identify: 2,
  presenceUpdate: 3,
  voiceStateUpdate: 4,
  resume: 6,
  reconnect: 7,
  requestGuildMembers: 8,
  invalidSession: 9,
  hello: 10,
  heartbeatAck: 11,
} as const;

/** Close codes after which a session cannot be resumed (normal closes and Discord's fatal codes). */
const SESSION_ENDING_CODES: ReadonlySet<number> = new Set([1000, 1001, 4004, 4007, 4010, 4011, 4012, 4013, 4014]);

/** How many past dispatches a session keeps for replay on resume. */
const HISTORY = 1000;

/** A gateway session: survives a dropped connection until resumed, or ended by a normal close. */
interface Session {
  readonly id: string;
  readonly intents: number;
  /** `[shard id, shard count]` as identified (`[0, 1]` without sharding). */
  readonly shard: readonly [number, number];
  socket: WebSocket | null;
  state: 'live' | 'detached' | 'ended';
  seq: number;
  readonly history: { readonly s: number; readonly frame: string }[];
}

/** One WebSocket connection; it gets a session on IDENTIFY or RESUME. */
interface Connection {
  readonly socket: WebSocket;
  session: Session | null;
  /** The close code the stand-in itself sent, if it closed the connection. */
  closingCode: number | null;
}

/** Summary of a gateway session for tests. */
export interface SessionInfo {
  readonly id: string;
  readonly intents: number;
  readonly shard: readonly [number, number];
  readonly state: 'live' | 'detached' | 'ended';
  readonly seq: number;
}

/**
 * The stand-in's gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, dispatches.
 * A session identifies as one shard of several (`shard: [id, count]`) and then gets only the
 * guilds of that shard, in READY and in every dispatch.
 */
export interface Gateway {
  readonly handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Sends a dispatch to every session of the shard of its guild (queued for detached ones); returns the number of live receivers. */
  readonly dispatch: (event: string, data: unknown, intent?: number) => number;
  /** Closes every live connection with `code` (4000 lets discord.js resume; 1000 makes it identify anew). */
  readonly disconnect: (code: number, reason: string) => number;
  /** Sends op 7 (reconnect and resume) or op 9 (invalid session) to live sessions. */
  readonly sendOp: (op: 'reconnect' | 'invalidSession') => number;
  readonly sessions: () => readonly SessionInfo[];
  readonly close: () => void;
}

/**
 * The shard a guild's events go to, as Discord routes them: `(guild_id >> 22) % shard_count`.
 * Events of no guild (direct messages) go to shard 0.
 */
export function shardOfGuild(guildId: string | null, shardCount: number): number {
  if (guildId === null || !/^\d+$/.test(guildId)) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** The guild an event is about: its `id` for the guild's own events, else its `guild_id`, or null. */
function guildOfEvent(event: string, data: unknown): string | null {
  if (!isObject(data)) return null;
  const id = event === 'GUILD_CREATE' || event === 'GUILD_UPDATE' || event === 'GUILD_DELETE' ? data.id : data.guild_id;
  return typeof id === 'string' ? id : null;
}

/** Reads IDENTIFY's `shard: [id, count]` (absent: `[0, 1]`); null when it is not a valid pair. */
function shardOf(d: JsonObject): readonly [number, number] | null {
  if (d.shard === undefined || d.shard === null) return [0, 1];
  const pair = d.shard;
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [id, count] = pair as unknown[];
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(count) || (count as number) < 1 || (id as number) < 0 || (id as number) >= (count as number)) return null;
  return [id as number, count as number];
}

/** Creates the gateway; `url()` gives the ws:// address to announce once the server listens. */
export function createGateway(hub: Hub, url: () => string): Gateway {
  const server = new WebSocketServer({ noServer: true });
  const sessions = new Map<string, Session>();
  const connections = new Set<Connection>();

  const debug = (line: string): void => hub.options.debug?.(`WS ${line}`);

  const sendRaw = (connection: Connection, payload: unknown): void => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(payload));
  };

  const closeWith = (connection: Connection, code: number, reason: string): void => {
    connection.closingCode = code;
    debug(`close ${code} ${reason}`);
    connection.socket.close(code, reason);
  };

  const dispatchTo = (session: Session, event: string, data: unknown): boolean => {
    session.seq += 1;
    const frame = JSON.stringify({ op: OP.dispatch, t: event, s: session.seq, d: data ?? null });
    session.history.push({ s: session.seq, frame });
    if (session.history.length > HISTORY) session.history.shift();
    if (session.state === 'live' && session.socket && session.socket.readyState === session.socket.OPEN) {
      session.socket.send(frame);
      debug(`→ ${event} s=${session.seq}`);
      return true;
    }
    return false;
  };

  const guildsOfBot = (): readonly string[] =>
    [...hub.world.guilds.keys()].filter((id) => hub.world.members.has(`${id}:${hub.bot.id}`));

  const servesGuild = (session: Session, guildId: string | null): boolean => shardOfGuild(guildId, session.shard[1]) === session.shard[0];

  const identify = (connection: Connection, d: JsonObject): void => {
    if (connection.session) {
      closeWith(connection, 4005, 'Already authenticated.');
      return;
    }
    const token = (stringAt(d, 'token') ?? '').replace(/^Bot /, '');
    if (token !== hub.token) {
      closeWith(connection, 4004, 'Authentication failed.');
      return;
    }
    const shard = shardOf(d);
    if (shard === null) {
      closeWith(connection, 4010, 'Invalid shard.');
      return;
    }
    const session: Session = {
      id: randomBytes(16).toString('hex'),
      intents: numberAt(d, 'intents') ?? 0,
      shard,
      socket: connection.socket,
      state: 'live',
      seq: 0,
      history: [],
    };
    sessions.set(session.id, session);
    connection.session = session;
    hub.log.append({ kind: 'gateway', action: 'identify', sessionId: session.id, code: null });
    const guilds = guildsOfBot().filter((id) => servesGuild(session, id));
    dispatchTo(session, 'READY', {
      v: 10,
      user: { ...apiUser(hub.bot), verified: true, mfa_enabled: false, email: null },
      guilds: guilds.map((id) => ({ id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: url(),
      shard: [...shard],
      application: { id: hub.applicationId, flags: 0 },
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      user_settings: {},
      geo_ordered_rtc_regions: [],
      session_type: 'normal',
      auth: {},
      _trace: ['["fake-discord",{"micros":0}]'],
    });
    for (const id of guilds) {
      const guild = hub.world.guilds.get(id);
      if (guild) dispatchTo(session, 'GUILD_CREATE', apiGuildCreate(hub.world, guild));
    }
  };

  const resume = (connection: Connection, d: JsonObject): void => {
    const session = sessions.get(stringAt(d, 'session_id') ?? '');
    const token = (stringAt(d, 'token') ?? '').replace(/^Bot /, '');
    const seq = numberAt(d, 'seq') ?? 0;
    if (!session || session.state === 'ended' || token !== hub.token || seq > session.seq) {
      hub.log.append({ kind: 'gateway', action: 'invalidSession', sessionId: session?.id ?? null, code: null });
      sendRaw(connection, { op: OP.invalidSession, d: false, s: null, t: null });
      return;
    }
    const previous = [...connections].find((c) => c.session === session && c !== connection);
    if (previous) {
      previous.session = null;
      closeWith(previous, 4009, 'Session resumed elsewhere.');
    }
    session.socket = connection.socket;
    session.state = 'live';
    connection.session = session;
    hub.log.append({ kind: 'gateway', action: 'resume', sessionId: session.id, code: null });
    for (const entry of session.history) {
      if (entry.s > seq) connection.socket.send(entry.frame);
    }
    dispatchTo(session, 'RESUMED', null);
  };

  const requestMembers = (connection: Connection, d: JsonObject): void => {
    const session = connection.session;
    const guildId = stringAt(d, 'guild_id') ?? '';
    if (!session) return;
    const wanted = new Set(arrayAt(d, 'user_ids').map(String));
    const query = (stringAt(d, 'query') ?? '').toLowerCase();
    const limit = numberAt(d, 'limit') ?? 0;
    let members = [...hub.world.members.values()].filter((m) => m.guildId === guildId);
    if (wanted.size > 0) members = members.filter((m) => wanted.has(m.userId));
    else if (query !== '') {
      members = members.filter((m) => hub.world.users.get(m.userId)?.username.toLowerCase().startsWith(query));
    }
    if (limit > 0) members = members.slice(0, limit);
    dispatchTo(session, 'GUILD_MEMBERS_CHUNK', {
      guild_id: guildId,
      members: members.map((m) => apiMember(hub.world, m)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: wanted.size > 0 ? [...wanted].filter((id) => !members.some((m) => m.userId === id)) : [],
      ...(stringAt(d, 'nonce') !== undefined ? { nonce: stringAt(d, 'nonce') } : {}),
    });
  };

  const onMessage = (connection: Connection, data: RawData): void => {
    const payload = parseJson(data.toString());
    if (!isObject(payload)) {
      closeWith(connection, 4002, 'Error while decoding payload.');
      return;
    }
    const op = numberAt(payload, 'op');
    const d = isObject(payload.d) ? payload.d : {};
    debug(`← op ${String(op)}`);
    switch (op) {
      case OP.heartbeat:
        sendRaw(connection, { op: OP.heartbeatAck, d: null, s: null, t: null });
        return;
      case OP.identify:
        identify(connection, d);
        return;
      case OP.resume:
        resume(connection, d);
        return;
      case OP.presenceUpdate:
      case OP.voiceStateUpdate:
        if (!connection.session) closeWith(connection, 4003, 'Not authenticated.');
        return;
      case OP.requestGuildMembers:
        if (!connection.session) closeWith(connection, 4003, 'Not authenticated.');
        else requestMembers(connection, d);
        return;
      default:
        closeWith(connection, 4001, 'Unknown opcode.');
    }
  };

  server.on('connection', (socket: WebSocket) => {
    const connection: Connection = { socket, session: null, closingCode: null };
    connections.add(connection);
    hub.log.append({ kind: 'gateway', action: 'open', sessionId: null, code: null });
    socket.on('message', (data) => onMessage(connection, data));
    socket.on('error', () => undefined);
    socket.on('close', (received: number) => {
      connections.delete(connection);
      const code = connection.closingCode ?? received;
      const session = connection.session;
      if (session && session.socket === socket) {
        session.socket = null;
        // A normal close ends the session (discord.js destroy() sends 1000); other codes leave it resumable.
        session.state = SESSION_ENDING_CODES.has(code) ? 'ended' : 'detached';
        // An ended session is never resumed: its replay is let go.
        if (session.state === 'ended') session.history.length = 0;
      }
      hub.log.append({ kind: 'gateway', action: 'close', sessionId: session?.id ?? null, code });
    });
    sendRaw(connection, { op: OP.hello, d: { heartbeat_interval: hub.options.heartbeatIntervalMs }, s: null, t: null });
  });

  return {
    handleUpgrade: (request, socket, head) => {
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    dispatch: (event, data, intent = 0) => {
      let live = 0;
      for (const session of sessions.values()) {
        if (session.state === 'ended') continue;
        if (intent !== 0 && (session.intents & intent) === 0) continue;
        // Each guild's events go to the one shard that serves it.
        if (!servesGuild(session, guildOfEvent(event, data))) continue;
        if (dispatchTo(session, event, data)) live += 1;
      }
      return live;
    },
    disconnect: (code, reason) => {
      const live = [...connections].filter((c) => c.session?.state === 'live');
      for (const connection of live) closeWith(connection, code, reason);
      return live.length;
    },
    sendOp: (op) => {
      const live = [...connections].filter((c) => c.session?.state === 'live');
      for (const connection of live) {
        if (op === 'reconnect') sendRaw(connection, { op: OP.reconnect, d: null, s: null, t: null });
        else {
          const session = connection.session;
          if (session) session.state = 'ended';
          sendRaw(connection, { op: OP.invalidSession, d: false, s: null, t: null });
        }
      }
      return live.length;
    },
    sessions: () => [...sessions.values()].map(({ id, intents, shard, state, seq }) => ({ id, intents, shard, state, seq })),
    close: () => {
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      for (const session of sessions.values()) session.state = 'ended';
      server.close();
    },
  };
}
