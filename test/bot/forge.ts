import type { FakeMessage, FakeUser, InteractionHandle } from '../../src/playground/discord/fake-discord.ts';
import { act, type Harness } from './harness.ts';

/**
 * A click on a component a message never had, as a modified client can send one: the custom id
 * is the attacker's, the message is any message of the channel, and Discord delivers the message
 * as it is stored. The local Discord only lets a test click a component the message carries, so
 * the forged one is hung on the stored message for the time of the click, hidden from what is
 * sent (a property JSON leaves out): the bot sees the message exactly as it was. A select is
 * forged with the values chosen as its options.
 */
export async function forgeClick(h: Harness, user: FakeUser, message: FakeMessage, customId: string, values?: readonly string[]): Promise<InteractionHandle> {
  const stored = h.discord.message(message.id);
  if (stored === undefined) throw new Error(`no message ${message.id} to forge a click on`);
  const rows = stored.components as unknown as Record<string, unknown>[];
  // A hidden row is impossible (JSON writes every item of an array): the message needs a row of its own.
  if (rows.length === 0) throw new Error(`message ${message.id} has no components to hide a forged one among`);
  const forged =
    values === undefined
      ? { type: 2, style: 1, label: 'forged', custom_id: customId }
      : { type: 3, custom_id: customId, options: values.map((value) => ({ label: value, value })) };
  // The first row carries it where the stand-in looks for components (an accessory) but JSON does not.
  const host: Record<string, unknown> = { ...rows[0] };
  Object.defineProperty(host, 'accessory', { value: forged, enumerable: false });
  const writable = stored as unknown as { components: unknown[] };
  const original = writable.components;
  writable.components = [host, ...rows.slice(1)];
  let handle: InteractionHandle;
  try {
    handle =
      values === undefined
        ? h.discord.clickButton({ user, messageId: message.id, customId })
        : h.discord.selectMenu({ user, messageId: message.id, customId, values: [...values] });
  } finally {
    writable.components = original;
  }
  return act(h, handle);
}
