/**
 * A bounded window of each channel's messages in memory, when a journal keeps the world (the
 * playground): a long session posts thousands of turn messages, and memory holds a channel's
 * newest ones only. The older ones, written by the journal, leave memory (`releaseMessages`);
 * a route or a click that touches one puts it back first (`recallMessage`), and what only reads
 * them (the bot's history, the page) reads them from the journal's keeping without keeping them
 * (`storedMessage`, `channelHistory`). Without a journal (every test) nothing ever leaves.
 */
import { EPHEMERAL_FLAG, channelMessages, type FakeAttachment, type FakeMessage, type World } from './model.ts';
import type { Snowflake } from './snowflake.ts';

/**
 * Lets go of a channel's oldest public messages in memory beyond the newest `keep`, among those
 * its journal has written (`unwritten` says which it has not yet). Private messages never leave
 * (the journal does not keep them; `ephemeralLimit` bounds them). How many left.
 */
export function releaseMessages(world: World, channelId: Snowflake, keep: number, unwritten: (messageId: Snowflake) => boolean): number {
  if (world.messageSource === null || !Number.isFinite(keep)) return 0;
  const inMemory = channelMessages(world, channelId).filter((message) => (message.flags & EPHEMERAL_FLAG) === 0);
  let left = 0;
  for (const message of inMemory.slice(0, Math.max(0, inMemory.length - keep))) {
    if (unwritten(message.id)) continue;
    world.messages.letGo(message.id);
    left += 1;
    if (world.attachmentSource === null) continue;
    // Its files too, once their bytes are in the journal's keeping: read back from there when shown.
    for (const file of message.attachments) if (file.released === true) Map.prototype.delete.call(world.attachments, file.id);
  }
  return left;
}

/** A message, from memory or else read from the journal's keeping (not put back); undefined when none. */
export async function storedMessage(world: World, messageId: Snowflake): Promise<FakeMessage | undefined> {
  const here = world.messages.get(messageId);
  if (here !== undefined || !world.messages.isAway(messageId) || world.messageSource === null) return here;
  const stored = await world.messageSource(messageId);
  return stored === null ? undefined : atThisAddress(world, stored);
}

/** Puts a message away from memory back there, before it is changed or clicked; nothing for one in memory. */
export async function recallMessage(world: World, messageId: Snowflake): Promise<void> {
  if (!world.messages.isAway(messageId)) return;
  const stored = await storedMessage(world, messageId);
  // Changed meanwhile (put back by another request, or deleted): what memory holds stays.
  if (stored === undefined || !world.messages.isAway(messageId)) return;
  world.messages.putBack(stored);
  // Its files come back with it (not a change either): an edit or a delete lets go of them as of any message.
  for (const file of stored.attachments) if (!world.attachments.has(file.id)) Map.prototype.set.call(world.attachments, file.id, file);
}

/** A file, from memory or else read from the journal's keeping with its bytes (not put back); undefined when none. */
export async function storedAttachment(world: World, attachmentId: Snowflake): Promise<FakeAttachment | undefined> {
  const here = world.attachments.get(attachmentId);
  if (here !== undefined || world.attachmentSource === null) return here;
  return (await world.attachmentSource(attachmentId)) ?? undefined;
}

/** Which of a channel's messages {@link channelHistory} gives. */
export interface HistoryPage {
  /** Only messages older than this id (Discord's `before`); default: up to the newest. */
  readonly before?: Snowflake;
  /** At most this many, the newest of those asked; default: all. */
  readonly limit?: number;
  /** Only these (e.g. those a reader may see); default: every message. */
  readonly accept?: (message: FakeMessage) => boolean;
}

/**
 * A channel's messages in creation order, those away from memory read from the journal's keeping;
 * with a limit, the newest that many (before `before`), read from the newest back, so that a page of
 * a long channel reads that page only.
 */
export async function channelHistory(world: World, channelId: Snowflake, page: HistoryPage = {}): Promise<FakeMessage[]> {
  const { before, limit = Infinity, accept = () => true } = page;
  const ids = world.messages.idsIn(channelId);
  const newestFirst: FakeMessage[] = [];
  for (let i = ids.length - 1; i >= 0 && newestFirst.length < limit; i--) {
    // Ids grow with time, and a channel's are in creation order.
    if (before !== undefined && BigInt(ids[i]) >= BigInt(before)) continue;
    const message = await storedMessage(world, ids[i]);
    if (message !== undefined && accept(message)) newestFirst.push(message);
  }
  return newestFirst.reverse();
}

/**
 * A message as this run of the stand-in serves it: its files' URLs (and the embeds' images that
 * name them) were made with the address of the run that wrote it, perhaps another port.
 */
function atThisAddress(world: World, message: FakeMessage): FakeMessage {
  const move = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/^https?:\/\/[^/]+(?=\/attachments\/)/, world.baseUrl);
    if (Array.isArray(value)) return value.map(move);
    if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, move(inner)]));
  };
  const attachments = message.attachments.map((file): FakeAttachment => world.attachments.get(file.id) ?? (move(file) as FakeAttachment));
  return { ...(move({ ...message, attachments: [] }) as FakeMessage), attachments };
}
