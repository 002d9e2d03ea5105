import { ERRORS, json, type Route } from '../http.ts';
import { numberAt, objectAt, stringAt, type JsonObject } from '../json.ts';
import type { FakeChannel } from '../model.ts';
import { apiChannel } from '../payloads.ts';
import { P, isResult, type RouteKit } from './kit.ts';

/** A channel or thread itself: read, edit (name, topic, archiving, locking), delete, typing. */
export function channelRoutes({ world, bot, visibleChannel, botMay, updateChannel, deleteChannel }: RouteKit): Route[] {
  /** ManageChannels for a text channel; for a thread, being its owner or ManageThreads. */
  const mayManage = (channel: FakeChannel): boolean =>
    channel.kind === 'text' ? botMay(channel.id, P.ManageChannels) : channel.ownerId === bot.id || botMay(channel.id, P.ManageThreads);

  return [
    {
      name: 'channel.get',
      method: 'GET',
      path: '/channels/:channelId',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        return isResult(channel) ? channel : json(apiChannel(world, channel));
      },
    },
    {
      name: 'channel.edit',
      method: 'PATCH',
      path: '/channels/:channelId',
      auth: true,
      handle: (req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        if (!mayManage(channel)) return ERRORS.missingPermissions();
        const metadata = objectAt(req.body, 'thread_metadata');
        const pick = <T>(key: string, read: (o: JsonObject, k: string) => T | undefined, fallback: T): T =>
          read(req.body, key) ?? read(metadata, key) ?? fallback;
        const boolAt = (o: JsonObject, k: string): boolean | undefined => (typeof o[k] === 'boolean' ? (o[k] as boolean) : undefined);
        const updated: FakeChannel = {
          ...channel,
          name: pick('name', stringAt, channel.name),
          topic: 'topic' in req.body ? (stringAt(req.body, 'topic') ?? null) : channel.topic,
          archived: pick('archived', boolAt, channel.archived),
          locked: pick('locked', boolAt, channel.locked),
          invitable: pick('invitable', boolAt, channel.invitable),
          autoArchiveDuration: pick('auto_archive_duration', numberAt, channel.autoArchiveDuration),
        };
        updateChannel(updated);
        return json(apiChannel(world, updated));
      },
    },
    {
      name: 'channel.delete',
      method: 'DELETE',
      path: '/channels/:channelId',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        if (!mayManage(channel)) return ERRORS.missingPermissions();
        const body = apiChannel(world, channel);
        deleteChannel(channel);
        return json(body);
      },
    },
    {
      name: 'channel.typing',
      method: 'POST',
      path: '/channels/:channelId/typing',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        return isResult(channel) ? channel : { kind: 'empty' };
      },
    },
  ];
}
