/**
 * The local Discord's world kept in the playground's store, so that a restarted playground is the
 * same Discord: its users, guild, roles, channels, threads, messages and their files, with their
 * ids, and the id sequence (new ids never meet old ones). The bot's games, in the same store, then
 * resume in the channels and messages they knew.
 *
 * The stand-in tells a journal which record changed (fake/model.ts); this module writes those
 * records shortly after (a batch every {@link FLUSH_DELAY_MS}), and once more when the playground
 * stops. Keys (in the store's namespace, beside the bot's own `game:…`):
 * - `playground:world` → {@link WorldMeta}: the ids of the bot, owner, guild and start channel,
 *   the stand-in's address when written, the last id made, the playground users' languages;
 * - `playground:<table>:<key>` → one record (users, guilds, roles, members, channels, messages,
 *   attachments, directChannels), as plain JSON; bytes as base64, bigints as decimal strings.
 *
 * A message is stored without its files' bytes: each file is its own record, written once, and let
 * go of when an edit replaces it (the stand-in does so when a journal follows it), so the store
 * holds the pictures shown now, not every picture a game ever showed. Private (ephemeral) messages
 * and their files are not kept: Discord's own client forgets them on a reload.
 *
 * Once written, a file's bytes leave memory, and so do a channel's older messages beyond the
 * stand-in's `messageWindow`: the journal reads them back from the store (`fileBytes`, `message`)
 * when the page, the bot or a click needs one.
 */
import type { Result } from '../result.ts';
import type { GameStore, StoreError } from '../session/store.ts';
import {
  EPHEMERAL_FLAG,
  JOURNAL_TABLES,
  type FakeAttachment,
  type FakeDiscord,
  type FakeMessage,
  type JournalTable,
  type Snowflake,
  type WorldJournal,
  type WorldRecords,
} from './discord/fake-discord.ts';

/** Where the world's keys begin. */
export const WORLD_PREFIX = 'playground:';
/** The key of the world's meta record. */
export const WORLD_META_KEY = `${WORLD_PREFIX}world`;
/** How long changes gather before they are written in one batch. */
export const FLUSH_DELAY_MS = 100;

/** What the playground keeps beside the stand-in's records. */
export interface PlaygroundExtra {
  /** The playground's users (not the bot, nor the user the stand-in made the guild with) and their Discord locale. */
  readonly locales: Readonly<Record<Snowflake, string>>;
}

/** The meta record. */
interface WorldMeta extends PlaygroundExtra, Pick<WorldRecords, 'baseUrl' | 'lastId' | 'botUserId' | 'ownerId' | 'guildId' | 'channelId'> {
  readonly format: 1;
}

/** A world read back from the store. */
export interface LoadedWorld {
  readonly records: WorldRecords;
  readonly extra: PlaygroundExtra;
  /** Records that could not be read (skipped). */
  readonly skipped: number;
}

/** Keeps a stand-in's world in a store. */
export interface WorldKeeper {
  /** The journal to give the stand-in (`startFakeDiscord({ journal })`). */
  readonly journal: WorldJournal;
  /** Starts writing: records are read from this stand-in; `extra` is read at each write. */
  readonly follow: (discord: FakeDiscord, extra: () => PlaygroundExtra) => void;
  /** Writes every change so far; resolves once the store has it. */
  readonly flush: () => Promise<void>;
}

/** The key of a record. */
export function recordKey(table: JournalTable, key: string): string {
  return `${WORLD_PREFIX}${table}:${key}`;
}

/** A record as stored: bytes as base64, bigints as strings; a message without its files' bytes. */
export function encodeRecord(table: JournalTable, value: unknown): unknown {
  const plain = table === 'messages' ? { ...(value as FakeMessage), attachments: (value as FakeMessage).attachments.map((a) => a.id) } : value;
  return JSON.parse(
    JSON.stringify(plain, function (this: unknown, key: string, inner: unknown) {
      // A Buffer has turned into `{ type, data }` by now (its toJSON): its holder still has it as it was.
      const original = (this as Record<string, unknown>)[key];
      if (original instanceof Uint8Array) return { $bytes: Buffer.from(original).toString('base64') };
      if (typeof inner === 'bigint') return { $bigint: inner.toString() };
      return inner;
    }),
  ) as unknown;
}

/** A stored record back as the stand-in holds it (bytes and bigints restored); null when it is not one. */
function decodeRecord(table: JournalTable, value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const revive = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.map(revive);
    if (inner === null || typeof inner !== 'object') return inner;
    const record = inner as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.$bytes === 'string') return new Uint8Array(Buffer.from(record.$bytes, 'base64'));
    if (keys.length === 1 && typeof record.$bigint === 'string' && /^-?\d+$/.test(record.$bigint)) return BigInt(record.$bigint);
    return Object.fromEntries(keys.map((key) => [key, revive(record[key])]));
  };
  const record = revive(value) as Record<string, unknown>;
  const has = (...fields: string[]): boolean => fields.every((field) => typeof record[field] === 'string');
  switch (table) {
    case 'members':
      return has('guildId', 'userId') && Array.isArray(record.roleIds) ? record : null;
    case 'messages':
      return has('id', 'channelId', 'guildId', 'authorId') && Array.isArray(record.attachments) && Array.isArray(record.components) && Array.isArray(record.embeds) ? record : null;
    case 'attachments':
      return has('id', 'channelId', 'filename', 'url') && record.bytes instanceof Uint8Array ? record : null;
    case 'roles':
      return has('id', 'guildId') && typeof record.permissions === 'bigint' ? record : null;
    case 'channels':
      return has('id', 'guildId', 'kind', 'name') && Array.isArray(record.overwrites) ? record : null;
    case 'directChannels':
      return has('channelId', 'userId') ? record : null;
    default:
      return has('id') ? record : null;
  }
}

function isMeta(value: unknown): value is WorldMeta {
  if (value === null || typeof value !== 'object') return false;
  const meta = value as Record<string, unknown>;
  return (
    meta.format === 1 &&
    ['baseUrl', 'lastId', 'botUserId', 'ownerId', 'guildId', 'channelId'].every((field) => typeof meta[field] === 'string') &&
    typeof meta.locales === 'object' &&
    meta.locales !== null
  );
}

/**
 * The world kept in a store; null when it holds none (a first start). An error when the store
 * fails, or when it cannot list its keys (then the world cannot be read back).
 */
export async function loadWorld(store: GameStore): Promise<Result<LoadedWorld | null, StoreError>> {
  const meta = await store.get(WORLD_META_KEY);
  if (!meta.ok) return meta;
  if (meta.value === undefined) return { ok: true, value: null };
  if (!isMeta(meta.value)) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `${WORLD_META_KEY} is not a world the playground wrote` } };
  if (store.scan === undefined) return { ok: false, error: { code: 'STORE_UNAVAILABLE', message: `${store.description} cannot list its keys: the playground's world cannot be read back` } };
  const tables = new Map<JournalTable, Record<string, unknown>[]>(JOURNAL_TABLES.map((table) => [table, []]));
  let skipped = 0;
  const scanned = await store.scan(WORLD_PREFIX, (key, value) => {
    if (key === WORLD_META_KEY) return;
    const table = JOURNAL_TABLES.find((t) => key.startsWith(`${WORLD_PREFIX}${t}:`));
    const record = table === undefined ? null : decodeRecord(table, value);
    if (table === undefined || record === null) skipped += 1;
    else tables.get(table)?.push(record);
  });
  if (!scanned.ok) return scanned;
  const of = <T>(table: JournalTable): T[] => (tables.get(table) ?? []) as unknown as T[];
  const files = new Map(of<FakeAttachment>('attachments').map((a) => [a.id, a]));
  const used = new Set<Snowflake>();
  const messages = of<Record<string, unknown>>('messages').map((stored): FakeMessage => {
    const attachments = (stored.attachments as unknown[]).flatMap((id) => {
      const file = typeof id === 'string' ? files.get(id) : undefined;
      if (file === undefined) return [];
      used.add(file.id);
      return [file];
    });
    return { ...(stored as unknown as FakeMessage), attachments };
  });
  const value = meta.value;
  return {
    ok: true,
    value: {
      records: {
        baseUrl: value.baseUrl,
        lastId: value.lastId,
        botUserId: value.botUserId,
        ownerId: value.ownerId,
        guildId: value.guildId,
        channelId: value.channelId,
        users: of('users'),
        guilds: of('guilds'),
        roles: of('roles'),
        members: of('members'),
        channels: of('channels'),
        messages,
        attachments: [...files.values()].filter((file) => !used.has(file.id)),
        directChannels: of<{ channelId: Snowflake; userId: Snowflake }>('directChannels').map((d) => [d.channelId, d.userId] as const),
      },
      extra: { locales: { ...(value.locales as Record<Snowflake, string>) } },
      skipped,
    },
  };
}

/** Whether a record is kept: private messages and their files are not. */
function kept(table: JournalTable, value: unknown): boolean {
  if (table === 'messages') return ((value as FakeMessage).flags & EPHEMERAL_FLAG) === 0;
  if (table === 'attachments') return !(value as FakeAttachment).ephemeral;
  return true;
}

/** A keeper writing into `store`; `onError` hears of a failed write (the next change tries again). */
export function worldKeeper(store: GameStore, onError: (error: StoreError) => void): WorldKeeper {
  const dirty = new Map<string, { readonly table: JournalTable; readonly key: string }>();
  let discord: FakeDiscord | null = null;
  let extra: () => PlaygroundExtra = () => ({ locales: {} });
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = async (): Promise<void> => {
    timer = null;
    const source = discord;
    if (source === null) return;
    const batch = [...dirty.values()];
    dirty.clear();
    const channels = new Set<Snowflake>();
    for (const { table, key } of batch) {
      const value = source.record(table, key);
      const stored = table === 'directChannels' && typeof value === 'string' ? { channelId: key, userId: value } : value;
      // A private message or file was never written: nothing to write or delete. A file let go of is written already.
      if (stored !== undefined && (!kept(table, stored) || (stored as Partial<FakeAttachment>).released === true)) continue;
      const result = stored === undefined ? await store.delete(recordKey(table, key)) : await store.set(recordKey(table, key), encodeRecord(table, stored));
      if (!result.ok) {
        // Written again at the next change: the record is still the stand-in's current one then.
        dirty.set(`${table}:${key}`, { table, key });
        onError(result.error);
      } else if (table === 'attachments' && stored !== undefined) {
        // Once in the store, a file is read from there when shown: memory holds none of a long session's pictures.
        source.releaseFile(key);
      } else if (table === 'messages' && stored !== undefined) {
        channels.add((stored as FakeMessage).channelId);
      }
    }
    // Once in the store, a channel's older messages are read from there when needed: memory holds its newest.
    for (const channelId of channels) source.releaseMessages(channelId, (id) => dirty.has(`messages:${id}`));
    const meta: WorldMeta = {
      format: 1,
      baseUrl: source.baseUrl,
      lastId: source.lastId(),
      botUserId: source.botUser.id,
      ownerId: source.owner.id,
      guildId: source.guildId,
      channelId: source.channelId,
      locales: extra().locales,
    };
    const saved = await store.set(WORLD_META_KEY, meta);
    if (!saved.ok) onError(saved.error);
  };

  const flush = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    writing = writing.then(write);
    return writing;
  };
  const schedule = (): void => {
    if (timer === null && discord !== null) timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
  };

  /** A file as the store keeps it, its bytes with it; null when it has none (or cannot be read). */
  const file = async (attachmentId: Snowflake): Promise<FakeAttachment | null> => {
    const read = await store.get(recordKey('attachments', attachmentId));
    const record = read.ok ? decodeRecord('attachments', read.value) : null;
    return record === null ? null : (record as unknown as FakeAttachment);
  };

  /** A message as the store keeps it, its files' bytes left there; null when it has none (or cannot be read). */
  const message = async (messageId: Snowflake): Promise<FakeMessage | null> => {
    const read = await store.get(recordKey('messages', messageId));
    const record = read.ok ? decodeRecord('messages', read.value) : null;
    if (record === null) return null;
    const attachments: FakeAttachment[] = [];
    for (const id of record.attachments as unknown[]) {
      const kept = typeof id === 'string' ? await file(id) : null;
      if (kept !== null) attachments.push({ ...kept, bytes: new Uint8Array(0), released: true });
    }
    return { ...(record as unknown as FakeMessage), attachments };
  };

  return {
    journal: {
      changed: (table, key) => {
        dirty.set(`${table}:${key}`, { table, key });
        schedule();
      },
      fileBytes: async (attachmentId) => (await file(attachmentId))?.bytes ?? null,
      message,
      file,
    },
    follow: (followed, readExtra) => {
      discord = followed;
      extra = readExtra;
      schedule();
    },
    flush,
  };
}
