import type { EventLog } from './events.ts';
import type { FakeAttachment, FakeChannel, FakeGuild, FakeMember, FakeMessage, FakeRole, FakeUser, InteractionCallback, World, WorldJournal } from './model.ts';
import { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './permissions.ts';
import type { Snowflake } from './snowflake.ts';

/** Options of `startFakeDiscord`; every field has a default suited to fast tests. */
export interface FakeDiscordOptions {
  /** The bot's username (default `FakeBot`). */
  readonly botName?: string;
  /** Name of the guild created at start (default `Test Guild`). */
  readonly guildName?: string;
  /** Name of the text channel created at start (default `general`). */
  readonly channelName?: string;
  /** Guild-level permissions of the bot's managed role (default: a game bot's usual set). */
  readonly botPermissions?: bigint;
  /** Guild-level permissions of @everyone. */
  readonly everyonePermissions?: bigint;
  /** Time the bot has to make its first callback, as Discord's 3 s (default 3000). Lower it to test expiry fast. */
  readonly ackTimeoutMs?: number;
  /** How long an interaction token stays valid for edits and follow-ups (Discord: 15 min). */
  readonly tokenLifetimeMs?: number;
  /** Heartbeat interval announced in HELLO (default 41250 ms, as Discord). */
  readonly heartbeatIntervalMs?: number;
  /** Largest upload accepted per file before a 413 with code 40005 (default 10 MiB). */
  readonly maxUploadBytes?: number;
  /** Check Discord's limits on content, embeds, components, choices and modals (default true). */
  readonly validate?: boolean;
  /** Locale of the users sending interactions (default `en-US`). */
  readonly userLocale?: string;
  /** Locale of the guild created at start (default `en-US`). */
  readonly guildLocale?: string;
  /** Refuse (throw in the test) slash commands the bot has not registered (default false). */
  readonly requireRegisteredCommands?: boolean;
  /** Shards recommended by `GET /gateway/bot` (default 1); the gateway serves any count a client identifies with. */
  readonly recommendedShards?: number;
  /** Receives one line per request and gateway frame, for debugging a test. */
  readonly debug?: (line: string) => void;
  /**
   * How many of the newest events the log keeps (default: every one, as tests read it whole). A
   * long-running stand-in (the playground) sets one: events hold whole messages, images included.
   */
  readonly eventLogLimit?: number;
  /**
   * How many private (ephemeral) messages each user keeps per channel, the newest (default: every
   * one, as tests read them). Discord's client forgets them on a reload; a long-running stand-in
   * (the playground) sets a limit: a player's panels hold images, and every click may make one.
   */
  readonly ephemeralLimit?: number;
  /**
   * How many public messages each channel keeps in memory, the newest, once a journal has written
   * the older ones (default: every one). A long-running stand-in (the playground) sets one: its
   * journal keeps the rest and gives them back when a route, a click or the page needs one
   * (`message-window.ts`). Without a journal it has no effect.
   */
  readonly messageWindow?: number;
  /**
   * How long a message nonce sent with `enforce_nonce` is remembered (Discord: "the past few
   * minutes"; default 5 min): a create repeating it in that time gets the earlier message back.
   */
  readonly nonceWindowMs?: number;
  /**
   * The world of an earlier run to start from (the playground's store): its users, guild, channels,
   * threads and messages with their ids, instead of a new guild and channel. New ids come after its
   * `lastId`.
   */
  readonly restore?: WorldRecords;
  /** Told of every change of the world's records from the start on (see {@link WorldJournal}). */
  readonly journal?: WorldJournal;
}

/** A whole world as a journal kept it, to start a stand-in from. */
export interface WorldRecords {
  /** The stand-in's address when the records were written: its files' URLs are moved to the new one. */
  readonly baseUrl: string;
  readonly lastId: Snowflake;
  readonly botUserId: Snowflake;
  readonly ownerId: Snowflake;
  readonly guildId: Snowflake;
  readonly channelId: Snowflake;
  readonly users: readonly FakeUser[];
  readonly guilds: readonly FakeGuild[];
  readonly roles: readonly FakeRole[];
  readonly members: readonly FakeMember[];
  readonly channels: readonly FakeChannel[];
  /** With their files' bytes; in any order (they are put back in id order, which is creation order). */
  readonly messages: readonly FakeMessage[];
  /** Files not on a message (slash command options), with their bytes. */
  readonly attachments: readonly FakeAttachment[];
  /** DM channel id → user id. */
  readonly directChannels: readonly (readonly [Snowflake, Snowflake])[];
}

/** Options with their defaults filled in. */
export type ResolvedOptions = Required<Omit<FakeDiscordOptions, 'debug' | 'restore' | 'journal'>> & {
  readonly debug: ((line: string) => void) | null;
};

/** Fills in the defaults of {@link FakeDiscordOptions}. */
export function resolveOptions(options: FakeDiscordOptions = {}): ResolvedOptions {
  return {
    botName: options.botName ?? 'FakeBot',
    guildName: options.guildName ?? 'Test Guild',
    channelName: options.channelName ?? 'general',
    botPermissions: options.botPermissions ?? DEFAULT_BOT_PERMISSIONS,
    everyonePermissions: options.everyonePermissions ?? DEFAULT_EVERYONE_PERMISSIONS,
    ackTimeoutMs: options.ackTimeoutMs ?? 3000,
    tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60_000,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    maxUploadBytes: options.maxUploadBytes ?? 10 * 1024 * 1024,
    validate: options.validate ?? true,
    userLocale: options.userLocale ?? 'en-US',
    guildLocale: options.guildLocale ?? 'en-US',
    requireRegisteredCommands: options.requireRegisteredCommands ?? false,
    recommendedShards: options.recommendedShards ?? 1,
    debug: options.debug ?? null,
    eventLogLimit: options.eventLogLimit ?? Infinity,
    ephemeralLimit: options.ephemeralLimit ?? Infinity,
    messageWindow: options.messageWindow ?? Infinity,
    nonceWindowMs: options.nonceWindowMs ?? 5 * 60_000,
  };
}

/** The kinds of interaction a test can send. */
export const INTERACTION_KINDS = ['command', 'autocomplete', 'button', 'select', 'modal'] as const;
/** A kind of interaction. */
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

/** What the stand-in remembers of an interaction it sent (mutable: callbacks and follow-ups arrive later). */
export interface InteractionState {
  readonly id: Snowflake;
  readonly token: string;
  readonly kind: InteractionKind;
  /** Discord's interaction type: 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  readonly type: number;
  readonly userId: Snowflake;
  readonly guildId: Snowflake;
  readonly channelId: Snowflake;
  readonly createdAt: number;
  /** The message whose component was used (components, and modals opened from one). */
  readonly sourceMessageId: Snowflake | null;
  /** Command name, or custom_id for components and modals. */
  readonly name: string;
  /** The log's seq when the interaction was sent. */
  readonly seq: number;
  callback: InteractionCallback | null;
  /** The message `@original` designates once there is one. */
  originalMessageId: Snowflake | null;
  readonly followUpIds: Snowflake[];
}

/** A test-installed rule that makes matching REST requests fail. */
export interface FailureRule {
  /** Route names to match (see README), e.g. `message.edit`; all routes when absent. */
  readonly routes?: readonly string[];
  /** HTTP method to match, e.g. `PATCH`. */
  readonly method?: string;
  /** Only requests on this channel (for message routes: the message's channel). */
  readonly channelId?: Snowflake;
  /** Only requests on this message (for webhook routes, `@original` is resolved first). */
  readonly messageId?: Snowflake;
  /** Status to answer with: 403, 404, 429, 500… */
  readonly status: number;
  /** Discord JSON error code (default by status: 403→50013, 404→10008, 401→50027, else 0). */
  readonly code?: number;
  /** Error message (default by status, as Discord words it). */
  readonly message?: string;
  /** Fail only this many matching requests, then let them through (default: until removed). */
  readonly times?: number;
  /** For 429: the Retry-After in seconds (default 0.05). discord.js waits and retries 429s by itself. */
  readonly retryAfterSeconds?: number;
}

/** A failure rule being applied, with the count of requests it already failed. */
export interface ActiveFailure {
  readonly rule: FailureRule;
  hits: number;
}

/** What every part of the stand-in shares. */
export interface Hub {
  readonly world: World;
  readonly log: EventLog;
  readonly options: ResolvedOptions;
  readonly bot: FakeUser;
  readonly applicationId: Snowflake;
  readonly token: string;
  readonly interactions: Map<Snowflake, InteractionState>;
  /** The same interactions by token (webhook routes name them so). */
  readonly interactionsByToken: Map<string, InteractionState>;
  /** The interactions whose token still lives, oldest first: each is slimmed once it expires. */
  readonly liveTokens: Set<Snowflake>;
  readonly failures: ActiveFailure[];
  /** Sends a dispatch to the bot's gateway sessions needing `intent` (0: always); returns live receivers. */
  dispatch: (event: string, data: unknown, intent?: number) => number;
}

/** Gateway intent bits the stand-in looks at. */
export const INTENTS = {
  guilds: 1 << 0,
  guildMembers: 1 << 1,
  guildMessages: 1 << 9,
  messageContent: 1 << 15,
} as const;
