import { ERRORS, json, type ParsedRequest, type Params, type Route, type RouteResult } from '../http.ts';
import type { InteractionState } from '../hub.ts';
import { numberAt, objectAt, objectsAt, stringAt, type JsonObject } from '../json.ts';
import { createMessage, editMessage, isEmptyMessage, type UploadedFile } from '../messages.ts';
import { EPHEMERAL_FLAG, LOADING_FLAG, isEphemeral, type AutocompleteChoice, type FakeMessage, type InteractionCallback } from '../model.ts';
import { apiMessage } from '../payloads.ts';
import { validateChoices, validateModal } from '../validate.ts';
import type { RouteKit } from './kit.ts';

/** The interaction callback: an interaction's first answer, once, within the ack timeout. */
export function interactionRoutes(kit: RouteKit): Route[] {
  return [
    {
      name: 'interaction.callback',
      method: 'POST',
      path: '/interactions/:interactionId/:token/callback',
      auth: false,
      target: (params) => {
        const state = kit.hub.interactions.get(params.interactionId);
        return state ? { channelId: state.channelId, messageId: state.sourceMessageId ?? undefined } : {};
      },
      handle: (req, params) => callback(kit, req, params),
    },
  ];
}

/** The message type Discord gives interaction responses: 20 for slash commands, 19 (reply) otherwise. */
function responseType(state: InteractionState): number {
  return state.kind === 'command' ? 20 : 19;
}

/** A new message answering an interaction (its response or a follow-up), as the application's webhook. */
export function newResponseMessage(
  { hub, bot }: RouteKit,
  state: InteractionState,
  body: JsonObject,
  files: readonly UploadedFile[],
  extraFlags: number,
  source: 'interactionResponse' | 'followUp',
): FakeMessage {
  return createMessage(hub, {
    channelId: state.channelId,
    authorId: bot.id,
    body,
    files,
    type: responseType(state),
    extraFlags,
    interaction: { id: state.id, type: state.type, name: state.name, userId: state.userId },
    webhookId: hub.applicationId,
    reference: state.kind !== 'command' && state.sourceMessageId !== null ? { messageId: state.sourceMessageId, channelId: state.channelId } : null,
    source,
  });
}

/** POST /interactions/{id}/{token}/callback: checks the callback type against the interaction's kind, then answers. */
function callback(kit: RouteKit, req: ParsedRequest, params: Params): RouteResult {
  const { hub, world, invalid, checkMessageBody } = kit;
  const state = hub.interactions.get(params.interactionId);
  if (!state || state.token !== params.token) return ERRORS.unknownInteraction();
  if (state.callback !== null) return ERRORS.alreadyAcknowledged();
  if (Date.now() - state.createdAt > hub.options.ackTimeoutMs) return ERRORS.unknownInteraction();
  const type = numberAt(req.body, 'type');
  const data = objectAt(req.body, 'data');
  const flags = numberAt(data, 'flags') ?? 0;
  const ephemeral = (flags & EPHEMERAL_FLAG) !== 0;
  const wrongType = (): RouteResult =>
    ERRORS.invalidBody({ type: { _errors: [{ code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: `Callback type ${String(type)} is not valid for this interaction` }] } });
  const source = state.sourceMessageId !== null ? world.messages.get(state.sourceMessageId) : undefined;
  let result: InteractionCallback;
  switch (type) {
    case 4: {
      if (state.kind === 'autocomplete') return wrongType();
      const bad = checkMessageBody(data, req.files, flags);
      if (bad) return bad;
      if (isEmptyMessage(stringAt(data, 'content') ?? '', objectsAt(data, 'embeds').length, req.files.length, objectsAt(data, 'components').length, data)) {
        return ERRORS.emptyMessage();
      }
      const message = newResponseMessage(kit, state, data, req.files, 0, 'interactionResponse');
      state.originalMessageId = message.id;
      result = { kind: 'reply', type: 4, ephemeral, message };
      break;
    }
    case 5: {
      if (state.kind === 'autocomplete') return wrongType();
      const message = newResponseMessage(kit, state, {}, [], LOADING_FLAG | (ephemeral ? EPHEMERAL_FLAG : 0), 'interactionResponse');
      state.originalMessageId = message.id;
      result = { kind: 'deferredReply', type: 5, ephemeral, message };
      break;
    }
    case 6: {
      if (state.kind !== 'button' && state.kind !== 'select' && !(state.kind === 'modal' && source)) return wrongType();
      state.originalMessageId = source?.id ?? null;
      result = { kind: 'deferredUpdate', type: 6, message: source ?? null };
      break;
    }
    case 7: {
      if (!source || (state.kind !== 'button' && state.kind !== 'select' && state.kind !== 'modal')) return wrongType();
      const bad = checkMessageBody(data, req.files, 'flags' in data ? flags : source.flags);
      if (bad) return bad;
      const message = editMessage(hub, source, data, req.files, 'interactionResponse');
      state.originalMessageId = message.id;
      result = { kind: 'update', type: 7, message };
      break;
    }
    case 8: {
      if (state.kind !== 'autocomplete') return wrongType();
      const choices = objectsAt(data, 'choices');
      const bad = invalid(validateChoices(choices));
      if (bad) return bad;
      const parsed: AutocompleteChoice[] = choices.map((c) => ({
        name: stringAt(c, 'name') ?? '',
        value: typeof c.value === 'number' ? c.value : String(c.value ?? ''),
      }));
      result = { kind: 'autocomplete', type: 8, choices: parsed };
      break;
    }
    case 9: {
      if (state.kind === 'autocomplete' || state.kind === 'modal') return wrongType();
      const bad = invalid(validateModal(data));
      if (bad) return bad;
      result = {
        kind: 'modal',
        type: 9,
        modal: { customId: stringAt(data, 'custom_id') ?? '', title: stringAt(data, 'title') ?? '', components: objectsAt(data, 'components') },
      };
      break;
    }
    default:
      if (type === undefined || type < 4) return wrongType();
      result = { kind: 'other', type, data };
  }
  state.callback = result;
  hub.log.append({ kind: 'interactionCallback', interactionId: state.id, callback: result });
  if (req.query.get('with_response') !== 'true') return { kind: 'empty' };
  const message = 'message' in result && result.message ? result.message : null;
  return json({
    interaction: {
      id: state.id,
      type: state.type,
      activity_instance_id: null,
      response_message_id: message?.id ?? null,
      response_message_loading: result.kind === 'deferredReply',
      response_message_ephemeral: message !== null && isEphemeral(message),
    },
    resource: { type, ...(message ? { message: apiMessage(world, message) } : {}) },
  });
}
