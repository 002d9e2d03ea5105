import type { Client, SendableChannels } from 'discord.js';
import type { Logger } from '../log.ts';

/** A channel the bot may post in, from the cache or Discord; null (logged) if it cannot reach it. */
export async function sendableChannel(client: Client, log: Logger, channelId: string): Promise<SendableChannels | null> {
  try {
    const channel = client.channels.cache.get(channelId) ?? (await client.channels.fetch(channelId));
    return channel !== null && channel.isSendable() ? channel : null;
  } catch (error) {
    log.warn('channel unreachable', { channel: channelId, error });
    return null;
  }
}
