import type { APIApplicationCommand } from 'discord.js';
import type { Hub } from './hub.ts';
import { isObject, numberAt, objectsAt, stringAt, type JsonObject } from './json.ts';
import type { Snowflake } from './snowflake.ts';
import type { FormError } from './validate.ts';

/** Command names Discord accepts for chat input commands and their options. */
const NAME = /^[-_\p{Ll}\p{Lo}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** Checks a command definition the way Discord does for the mistakes a bot is likely to make. */
export function validateCommand(body: JsonObject, prefix: readonly (string | number)[] = []): readonly FormError[] {
  const errors: FormError[] = [];
  const push = (path: (string | number)[], code: string, message: string): void => {
    errors.push({ path: [...prefix, ...path], code, message });
  };
  const type = numberAt(body, 'type') ?? 1;
  const name = stringAt(body, 'name') ?? '';
  if (type === 1 && !NAME.test(name)) push(['name'], 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
  if (type !== 1 && (name.length < 1 || name.length > 32)) push(['name'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 32 in length.');
  const description = stringAt(body, 'description') ?? '';
  if (type === 1 && (description.length < 1 || description.length > 100)) {
    push(['description'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.');
  }
  const checkOptions = (options: readonly JsonObject[], path: (string | number)[]): void => {
    if (options.length > 25) push([...path], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
    let sawOptional = false;
    const names = new Set<string>();
    options.forEach((option, i) => {
      const at = [...path, i];
      const optionName = stringAt(option, 'name') ?? '';
      if (!NAME.test(optionName)) push([...at, 'name'], 'APPLICATION_COMMAND_INVALID_NAME', 'Option name is invalid');
      if (names.has(optionName)) push([...at, 'name'], 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', 'Option names must be unique');
      names.add(optionName);
      const optionDescription = stringAt(option, 'description') ?? '';
      if (optionDescription.length < 1 || optionDescription.length > 100) {
        push([...at, 'description'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.');
      }
      const optionType = numberAt(option, 'type');
      if (optionType === 1 || optionType === 2) {
        checkOptions(objectsAt(option, 'options'), [...at, 'options']);
        return;
      }
      if (option.required === true && sawOptional) {
        push([...at, 'required'], 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options');
      }
      if (option.required !== true) sawOptional = true;
      const choices = objectsAt(option, 'choices');
      if (choices.length > 25) push([...at, 'choices'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
      if (choices.length > 0 && option.autocomplete === true) {
        push([...at, 'autocomplete'], 'APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE', 'Autocomplete cannot be used with choices');
      }
    });
  };
  checkOptions(objectsAt(body, 'options'), ['options']);
  return errors;
}

/** Builds the stored command from a definition, keeping `id` when it replaces one. */
export function toCommand(hub: Hub, body: JsonObject, guildId: Snowflake | null, id: Snowflake | null): APIApplicationCommand {
  const permissions = body.default_member_permissions;
  return {
    ...(body as object),
    id: id ?? hub.world.nextId(),
    application_id: hub.applicationId,
    version: hub.world.nextId(),
    type: numberAt(body, 'type') ?? 1,
    name: stringAt(body, 'name') ?? '',
    description: stringAt(body, 'description') ?? '',
    options: objectsAt(body, 'options'),
    default_member_permissions: typeof permissions === 'string' ? permissions : null,
    nsfw: body.nsfw === true,
    ...(guildId !== null ? { guild_id: guildId } : {}),
  } as unknown as APIApplicationCommand;
}

/** Commands in a scope: global (guildId null) or one guild. */
export function commandsIn(hub: Hub, guildId: Snowflake | null): readonly APIApplicationCommand[] {
  return [...hub.world.commands.values()].filter((c) => (c.guild_id ?? null) === guildId);
}

/** Replaces every command of a scope (PUT bulk overwrite): same name and type keep their id. */
export function overwriteCommands(hub: Hub, guildId: Snowflake | null, bodies: readonly JsonObject[]): readonly APIApplicationCommand[] {
  const before = commandsIn(hub, guildId);
  for (const command of before) hub.world.commands.delete(command.id);
  const after = bodies.map((body) => {
    const same = before.find((c) => c.name === stringAt(body, 'name') && c.type === (numberAt(body, 'type') ?? 1));
    const command = toCommand(hub, body, guildId, same?.id ?? null);
    hub.world.commands.set(command.id, command);
    return command;
  });
  hub.log.append({ kind: 'commandsUpdate', guildId, commands: after });
  return after;
}

/** Creates or replaces (same name and type) one command of a scope. */
export function upsertCommand(hub: Hub, guildId: Snowflake | null, body: JsonObject): { command: APIApplicationCommand; created: boolean } {
  const same = commandsIn(hub, guildId).find((c) => c.name === stringAt(body, 'name') && c.type === (numberAt(body, 'type') ?? 1));
  const command = toCommand(hub, body, guildId, same?.id ?? null);
  hub.world.commands.set(command.id, command);
  hub.log.append({ kind: 'commandsUpdate', guildId, commands: commandsIn(hub, guildId) });
  return { command, created: same === undefined };
}

/** Finds the command a user would invoke by name in a guild: guild commands first, then global ones. */
export function findCommand(hub: Hub, guildId: Snowflake, name: string, type = 1): APIApplicationCommand | undefined {
  const matches = (c: APIApplicationCommand): boolean => c.name === name && c.type === type;
  return commandsIn(hub, guildId).find(matches) ?? commandsIn(hub, null).find(matches);
}

/** Whether a JSON value is an array of objects (a bulk overwrite body). */
export function isObjectArray(value: unknown): value is readonly JsonObject[] {
  return Array.isArray(value) && value.every(isObject);
}
