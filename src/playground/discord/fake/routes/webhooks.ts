import { ERRORS, json, type ParsedRequest, type Params, type Route, type RouteResult, type RouteTarget } from '../http.ts';
import type { InteractionState } from '../hub.ts';
import { numberAt, objectsAt, stringAt } from '../json.ts';
import { deleteMessage, editMessage, isEmptyMessage } from '../messages.ts';
import { LOADING_FLAG, type FakeMessage } from '../model.ts';
import { apiMessage } from '../payloads.ts';
import { newResponseMessage } from './interactions.ts';
import { isResult, type RouteKit } from './kit.ts';

/** An interaction's webhook (its token): follow-ups, and reading, editing, deleting `@original` and follow-ups. */
export function webhookRoutes(kit: RouteKit): Route[] {
  const { hub, world, checkMessageBody } = kit;

  /** Finds the interaction behind a webhook token, or the Discord error a real token would get. */
  const byToken = (params: Params): InteractionState | RouteResult => {
    if (params.applicationId !== hub.applicationId) return ERRORS.unknownWebhook();
    const state = hub.interactionsByToken.get(params.token);
    if (!state) return ERRORS.unknownWebhook();
    if (Date.now() - state.createdAt > hub.options.tokenLifetimeMs) return ERRORS.invalidWebhookToken();
    return state;
  };

  /** The message a webhook route designates: `@original` or one of the interaction's follow-ups. */
  const webhookMessage = (state: InteractionState, messageId: string): FakeMessage | RouteResult => {
    const id = messageId === '@original' ? state.originalMessageId : messageId;
    if (id === null) return ERRORS.unknownMessage();
    if (id !== state.originalMessageId && !state.followUpIds.includes(id)) return ERRORS.unknownMessage();
    return world.messages.get(id) ?? ERRORS.unknownMessage();
  };

  /** For failure rules, webhook routes designate the message behind `@original`. */
  const target = (params: Params): RouteTarget => {
    const state = hub.interactionsByToken.get(params.token);
    if (!state) return {};
    const messageId = params.messageId === '@original' ? (state.originalMessageId ?? undefined) : params.messageId;
    return { channelId: state.channelId, messageId };
  };

  /** POST /webhooks/{app}/{token}: a follow-up; the first one after a deferred reply fills the "thinking" message. */
  const followUp = (req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    if (state.callback === null) return ERRORS.unknownWebhook();
    const flags = numberAt(req.body, 'flags') ?? 0;
    const bad = checkMessageBody(req.body, req.files, flags);
    if (bad) return bad;
    if (isEmptyMessage(stringAt(req.body, 'content') ?? '', objectsAt(req.body, 'embeds').length, req.files.length, objectsAt(req.body, 'components').length, req.body)) {
      return ERRORS.emptyMessage();
    }
    const original = state.originalMessageId !== null ? world.messages.get(state.originalMessageId) : undefined;
    const message =
      state.callback.kind === 'deferredReply' && original && (original.flags & LOADING_FLAG) !== 0
        ? editMessage(hub, original, req.body, req.files, 'followUp')
        : newResponseMessage(kit, state, req.body, req.files, 0, 'followUp');
    if (message.id !== state.originalMessageId) state.followUpIds.push(message.id);
    return json(apiMessage(world, message));
  };

  const getMessage = (_req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    const message = webhookMessage(state, params.messageId);
    return isResult(message) ? message : json(apiMessage(world, message));
  };

  const editWebhookMessage = (req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    const message = webhookMessage(state, params.messageId);
    if (isResult(message)) return message;
    const bad = checkMessageBody(req.body, req.files, 'flags' in req.body ? (numberAt(req.body, 'flags') ?? 0) : message.flags);
    if (bad) return bad;
    const source = message.id === state.originalMessageId ? 'interactionResponse' : 'followUp';
    const edited = editMessage(hub, message, req.body, req.files, source);
    return json(apiMessage(world, edited));
  };

  const deleteWebhookMessage = (_req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    const message = webhookMessage(state, params.messageId);
    if (isResult(message)) return message;
    deleteMessage(hub, message, message.id === state.originalMessageId ? 'interactionResponse' : 'followUp');
    return { kind: 'empty' };
  };

  const path = '/webhooks/:applicationId/:token';
  return [
    { name: 'webhook.followUp', method: 'POST', path, auth: false, target, handle: followUp },
    { name: 'webhook.getMessage', method: 'GET', path: `${path}/messages/:messageId`, auth: false, target, handle: getMessage },
    { name: 'webhook.editMessage', method: 'PATCH', path: `${path}/messages/:messageId`, auth: false, target, handle: editWebhookMessage },
    { name: 'webhook.deleteMessage', method: 'DELETE', path: `${path}/messages/:messageId`, auth: false, target, handle: deleteWebhookMessage },
  ];
}
