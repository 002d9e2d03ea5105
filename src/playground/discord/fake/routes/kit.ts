import { PermissionFlagsBits } from 'discord.js';
import type { NewThread } from '../builders.ts';
import { ERRORS, type RouteResult } from '../http.ts';
import type { Hub } from '../hub.ts';
import type { JsonObject } from '../json.ts';
import type { UploadedFile } from '../messages.ts';
import { isEphemeral, permissionsIn, type FakeChannel, type FakeMessage, type FakeUser, type World } from '../model.ts';
import { hasAll } from '../permissions.ts';
import { formErrorsJson, validateMessageBody, type FormError } from '../validate.ts';

/** Everything the routes need beyond the hub. */
export interface RouteContext {
  readonly hub: Hub;
  /** The ws:// address announced by `/gateway/bot`. */
  readonly gatewayUrl: () => string;
  /** Creates a thread (shared with the test-side API). */
  readonly createThread: (input: NewThread) => FakeChannel;
  /** Applies a channel change and tells the gateway. */
  readonly updateChannel: (channel: FakeChannel) => void;
  /** Deletes a channel and tells the gateway. */
  readonly deleteChannel: (channel: FakeChannel) => void;
}

/** The route context with the lookups and checks every resource's routes share. */
export interface RouteKit extends RouteContext {
  readonly world: World;
  /** The bot's user, on whose behalf every authenticated route acts. */
  readonly bot: FakeUser;
  /** 400/50035 with these errors when the stand-in validates bodies and there are any; null otherwise. */
  readonly invalid: (errors: readonly FormError[]) => RouteResult | null;
  /** Discord's limits on a message body (content, embeds, components, files), as `invalid`. */
  readonly checkMessageBody: (body: JsonObject, files: readonly UploadedFile[], flags: number) => RouteResult | null;
  /** The channel if the bot may see it: 404/10003 when unknown, 403/50001 without ViewChannel. */
  readonly visibleChannel: (channelId: string) => FakeChannel | RouteResult;
  /** A non-ephemeral message of that channel, or 404/10008. */
  readonly messageIn: (channel: FakeChannel, messageId: string) => FakeMessage | RouteResult;
  /** Whether the bot has all these bits in that channel. */
  readonly botMay: (channelId: string, bits: bigint) => boolean;
}

/** Discord's permission bits, short. */
export const P = PermissionFlagsBits;

// Channels and interaction states have a `kind` too: only route results have these kinds.
const resultKinds: ReadonlySet<unknown> = new Set<RouteResult['kind']>(['json', 'empty', 'bytes', 'error']);

/** Whether a lookup gave a route result (an error to answer) rather than what it looked for. */
export function isResult(value: unknown): value is RouteResult {
  return typeof value === 'object' && value !== null && 'kind' in value && resultKinds.has((value as { kind: unknown }).kind);
}

/** Builds the shared lookups and checks over a route context. */
export function createKit(ctx: RouteContext): RouteKit {
  const { hub } = ctx;
  const { world } = hub;
  const bot = hub.bot;

  const botMay = (channelId: string, bits: bigint): boolean => hasAll(permissionsIn(world, channelId, bot.id), bits);

  const invalid = (errors: readonly FormError[]): RouteResult | null =>
    errors.length > 0 && hub.options.validate ? ERRORS.invalidBody(formErrorsJson(errors)) : null;

  return {
    ...ctx,
    world,
    bot,
    invalid,
    checkMessageBody: (body, files, flags) => invalid(validateMessageBody({ body, fileCount: files.length, flags })),
    visibleChannel: (channelId) => {
      const channel = world.channels.get(channelId);
      if (!channel) return ERRORS.unknownChannel();
      if (!botMay(channel.id, P.ViewChannel)) return ERRORS.missingAccess();
      return channel;
    },
    messageIn: (channel, messageId) => {
      const message = world.messages.get(messageId);
      if (!message || message.channelId !== channel.id || isEphemeral(message)) return ERRORS.unknownMessage();
      return message;
    },
    botMay,
  };
}
