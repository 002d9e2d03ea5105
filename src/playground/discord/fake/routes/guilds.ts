import { ERRORS, json, type Route } from '../http.ts';
import { memberKey } from '../model.ts';
import { apiChannel, apiGuild, apiMember, apiRole } from '../payloads.ts';
import type { RouteKit } from './kit.ts';

/** A guild and what it holds: channels, active threads, roles, members. */
export function guildRoutes({ world, bot }: RouteKit): Route[] {
  return [
    {
      name: 'guild.get',
      method: 'GET',
      path: '/guilds/:guildId',
      auth: true,
      handle: (req, params) => {
        const guild = world.guilds.get(params.guildId);
        if (!guild || !world.members.has(memberKey(guild.id, bot.id))) return ERRORS.unknownGuild();
        const members = [...world.members.values()].filter((m) => m.guildId === guild.id).length;
        const counts = req.query.get('with_counts') === 'true' ? { approximate_member_count: members, approximate_presence_count: members } : {};
        return json({ ...apiGuild(world, guild), ...counts });
      },
    },
    {
      name: 'guild.channels',
      method: 'GET',
      path: '/guilds/:guildId/channels',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const channels = [...world.channels.values()].filter((c) => c.guildId === params.guildId && c.kind === 'text');
        return json(channels.map((c) => apiChannel(world, c)));
      },
    },
    {
      name: 'guild.threads',
      method: 'GET',
      path: '/guilds/:guildId/threads/active',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const threads = [...world.channels.values()].filter((c) => c.guildId === params.guildId && c.kind !== 'text' && !c.archived);
        return json({ threads: threads.map((c) => apiChannel(world, c)), members: [] });
      },
    },
    {
      name: 'guild.roles',
      method: 'GET',
      path: '/guilds/:guildId/roles',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        return json([...world.roles.values()].filter((r) => r.guildId === params.guildId).map(apiRole));
      },
    },
    {
      name: 'guild.member',
      method: 'GET',
      path: '/guilds/:guildId/members/:userId',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const userId = params.userId === '@me' ? bot.id : params.userId;
        const member = world.members.get(memberKey(params.guildId, userId));
        return member ? json(apiMember(world, member)) : ERRORS.unknownMember();
      },
    },
    {
      name: 'guild.members',
      method: 'GET',
      path: '/guilds/:guildId/members',
      auth: true,
      handle: (req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 1) || 1, 1), 1000);
        const after = BigInt(req.query.get('after') ?? '0');
        const members = [...world.members.values()]
          .filter((m) => m.guildId === params.guildId && BigInt(m.userId) > after)
          .sort((a, b) => (BigInt(a.userId) < BigInt(b.userId) ? -1 : 1))
          .slice(0, limit);
        return json(members.map((m) => apiMember(world, m)));
      },
    },
  ];
}
