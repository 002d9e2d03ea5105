import { commandsIn, isObjectArray, overwriteCommands, upsertCommand, validateCommand } from '../commands.ts';
import { ERRORS, apiError, json, type Params, type Route, type RouteResult } from '../http.ts';
import type { JsonObject } from '../json.ts';
import { apiUser } from '../payloads.ts';
import type { Snowflake } from '../snowflake.ts';
import { isResult, type RouteKit } from './kit.ts';

/** The application (the bot's own, under `/applications/@me`) and its global and guild commands. */
export function applicationRoutes(kit: RouteKit): Route[] {
  const { hub, world, bot } = kit;
  const application = (): JsonObject =>
    ({
      id: hub.applicationId,
      name: bot.username,
      icon: null,
      description: '',
      summary: '',
      type: null,
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      owner: apiUser(bot),
      team: null,
      bot: apiUser(bot),
      approximate_guild_count: world.guilds.size,
      tags: [],
      integration_types_config: { '0': {} },
      redirect_uris: [],
      interactions_endpoint_url: null,
    }) as unknown as JsonObject;

  return [
    { name: 'application.me', method: 'GET', path: '/applications/@me', auth: true, handle: () => json(application()) },
    { name: 'application.oauth2', method: 'GET', path: '/oauth2/applications/@me', auth: true, handle: () => json(application()) },
    ...commandRoutes(kit, '/applications/:applicationId/commands', 'commands.global'),
    ...commandRoutes(kit, '/applications/:applicationId/guilds/:guildId/commands', 'commands.guild'),
  ];
}

/** The six command routes under `prefix` (global or one guild's), named `${label}.list` and so on. */
function commandRoutes({ hub, world, invalid }: RouteKit, prefix: string, label: string): Route[] {
  /** The scope of a commands route (a guild id, null for global), or an error when the application id is not the bot's. */
  const scope = (params: Params): Snowflake | null | RouteResult => {
    if (params.applicationId !== hub.applicationId) return apiError(404, 10002, 'Unknown Application');
    if (params.guildId === undefined) return null;
    return world.guilds.has(params.guildId) ? params.guildId : ERRORS.unknownGuild();
  };

  return [
    {
      name: `${label}.list`,
      method: 'GET',
      path: prefix,
      auth: true,
      handle: (_req, params) => {
        const s = scope(params);
        return isResult(s) ? s : json(commandsIn(hub, s));
      },
    },
    {
      name: `${label}.overwrite`,
      method: 'PUT',
      path: prefix,
      auth: true,
      handle: (req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        if (!isObjectArray(req.json)) return ERRORS.invalidBody({ _errors: [{ code: 'BASE_TYPE_ARRAY', message: 'Must be an array' }] });
        const bad = invalid(req.json.flatMap((body, i) => validateCommand(body, [i])));
        return bad ?? json(overwriteCommands(hub, s, req.json));
      },
    },
    {
      name: `${label}.create`,
      method: 'POST',
      path: prefix,
      auth: true,
      handle: (req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const bad = invalid(validateCommand(req.body));
        if (bad) return bad;
        const { command, created } = upsertCommand(hub, s, req.body);
        return json(command, created ? 201 : 200);
      },
    },
    {
      name: `${label}.get`,
      method: 'GET',
      path: `${prefix}/:commandId`,
      auth: true,
      handle: (_req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const command = world.commands.get(params.commandId);
        return command && (command.guild_id ?? null) === s ? json(command) : ERRORS.unknownCommand();
      },
    },
    {
      name: `${label}.edit`,
      method: 'PATCH',
      path: `${prefix}/:commandId`,
      auth: true,
      handle: (req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const command = world.commands.get(params.commandId);
        if (!command || (command.guild_id ?? null) !== s) return ERRORS.unknownCommand();
        const merged = { ...(command as unknown as JsonObject), ...req.body };
        const bad = invalid(validateCommand(merged));
        if (bad) return bad;
        const updated = { ...merged, id: command.id, version: world.nextId() } as unknown as typeof command;
        world.commands.set(command.id, updated);
        hub.log.append({ kind: 'commandsUpdate', guildId: s, commands: commandsIn(hub, s) });
        return json(updated);
      },
    },
    {
      name: `${label}.delete`,
      method: 'DELETE',
      path: `${prefix}/:commandId`,
      auth: true,
      handle: (_req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const command = world.commands.get(params.commandId);
        if (!command || (command.guild_id ?? null) !== s) return ERRORS.unknownCommand();
        world.commands.delete(command.id);
        hub.log.append({ kind: 'commandsUpdate', guildId: s, commands: commandsIn(hub, s) });
        return { kind: 'empty' };
      },
    },
  ];
}
