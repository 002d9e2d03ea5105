import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ActiveFailure, Hub } from './hub.ts';
import { isObject, parseJson, type Json, type JsonObject } from './json.ts';
import type { UploadedFile } from './messages.ts';
import { recallMessage, storedAttachment } from './message-window.ts';
import { fileBytes } from './model.ts';

/** A request after parsing: JSON or multipart body, uploaded files, decoded path segments. */
export interface ParsedRequest {
  readonly method: string;
  /** The path as requested, e.g. `/api/v10/channels/1/messages`. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The JSON body (or `payload_json` of a multipart body, merged with its other text fields). */
  readonly body: JsonObject;
  /** The parsed JSON body whatever its shape (arrays for bulk overwrites), or undefined. */
  readonly json: Json | undefined;
  readonly files: readonly UploadedFile[];
  readonly authorization: string | null;
}

/** What a route answers. */
export type RouteResult =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'empty' }
  | { readonly kind: 'bytes'; readonly contentType: string; readonly bytes: Uint8Array }
  | {
      readonly kind: 'error';
      readonly status: number;
      readonly code: number;
      readonly message: string;
      readonly errors?: JsonObject;
      readonly retryAfterSeconds?: number;
    };

/** A route's path parameters by name (`:channelId` → `params.channelId`). */
export type Params = Readonly<Record<string, string>>;

/** The channel and message a request is about, for failure rules. */
export interface RouteTarget {
  readonly channelId?: string;
  readonly messageId?: string;
}

/** One REST route of the stand-in. */
export interface Route {
  /** Stable name used in the request log and by failure rules, e.g. `message.edit`. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under `/api/v10`, with `:name` parameters, e.g. `/channels/:channelId/messages`. */
  readonly path: string;
  /** Whether the bot token must be sent (`Authorization: Bot …`); interaction routes need none. */
  readonly auth: boolean;
  /** What the request is about, for failure rules (default: `params.channelId`, `params.messageId`). */
  readonly target?: (params: Params) => RouteTarget;
  readonly handle: (request: ParsedRequest, params: Params) => RouteResult | Promise<RouteResult>;
}

/** A JSON answer. */
export function json(body: unknown, status = 200): RouteResult {
  return { kind: 'json', status, body };
}

/** Discord's error answer `{ code, message }` with an HTTP status. */
export function apiError(status: number, code: number, message: string, errors?: JsonObject): RouteResult {
  return { kind: 'error', status, code, message, ...(errors ? { errors } : {}) };
}

/** The usual Discord errors, as the API words them. */
export const ERRORS = {
  unknownChannel: () => apiError(404, 10003, 'Unknown Channel'),
  unknownMessage: () => apiError(404, 10008, 'Unknown Message'),
  unknownGuild: () => apiError(404, 10004, 'Unknown Guild'),
  unknownMember: () => apiError(404, 10007, 'Unknown Member'),
  unknownUser: () => apiError(404, 10013, 'Unknown User'),
  unknownRole: () => apiError(404, 10011, 'Unknown Role'),
  unknownWebhook: () => apiError(404, 10015, 'Unknown Webhook'),
  unknownInteraction: () => apiError(404, 10062, 'Unknown interaction'),
  unknownCommand: () => apiError(404, 10063, 'Unknown application command'),
  alreadyAcknowledged: () => apiError(400, 40060, 'Interaction has already been acknowledged.'),
  invalidWebhookToken: () => apiError(401, 50027, 'Invalid Webhook Token'),
  missingAccess: () => apiError(403, 50001, 'Missing Access'),
  missingPermissions: () => apiError(403, 50013, 'Missing Permissions'),
  cannotEditOthers: () => apiError(403, 50005, 'Cannot edit a message authored by another user'),
  emptyMessage: () => apiError(400, 50006, 'Cannot send an empty message'),
  threadArchived: () => apiError(400, 50083, 'Thread is archived'),
  tooLarge: () => apiError(413, 40005, 'Request entity too large'),
  unauthorized: () => apiError(401, 0, '401: Unauthorized'),
  notFound: () => apiError(404, 0, '404: Not Found'),
  methodNotAllowed: () => apiError(405, 0, '405: Method Not Allowed'),
  invalidBody: (errors: JsonObject) => apiError(400, 50035, 'Invalid Form Body', errors),
} as const;

/** Reads the whole request body. */
async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** One part of a multipart/form-data body: a text field, or a file (with its name). */
interface FormPart {
  readonly name: string;
  readonly filename: string | null;
  readonly contentType: string | null;
  readonly bytes: Uint8Array;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * The parts of a multipart/form-data body (RFC 7578), read with Buffer searches: the stand-in
 * takes hundreds of image uploads a second in the load benchmark, where the WHATWG parser (Blobs,
 * streams, a copy of every file) cost it more than anything else it does. A body that is not
 * well formed gives null.
 */
export function parseMultipart(raw: Buffer, contentType: string): FormPart[] | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (boundary === null) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: FormPart[] = [];
  let at = raw.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    at += delimiter.length;
    // `--` after a delimiter ends the body.
    if (raw[at] === 0x2d && raw[at + 1] === 0x2d) return parts;
    if (raw[at] !== 0x0d || raw[at + 1] !== 0x0a) return null;
    const headersEnd = raw.indexOf(HEADERS_END, at);
    if (headersEnd < 0) return null;
    const headers = raw.toString('utf8', at + 2, headersEnd).split('\r\n');
    const next = raw.indexOf(Buffer.concat([CRLF, delimiter]), headersEnd + 4);
    if (next < 0) return null;
    let name: string | null = null;
    let filename: string | null = null;
    let type: string | null = null;
    for (const header of headers) {
      const colon = header.indexOf(':');
      const key = header.slice(0, colon).trim().toLowerCase();
      const value = header.slice(colon + 1).trim();
      if (key === 'content-disposition') {
        name = /(?:^|;)\s*name="([^"]*)"/i.exec(value)?.[1] ?? null;
        filename = /(?:^|;)\s*filename="([^"]*)"/i.exec(value)?.[1] ?? null;
      } else if (key === 'content-type') type = value;
    }
    if (name === null) return null;
    parts.push({ name: decodeFormName(name), filename: filename === null ? null : decodeFormName(filename), contentType: type, bytes: raw.subarray(headersEnd + 4, next) });
    at = next + 2;
  }
}

/** A field or file name as form encoders write it in a header (quotes and line breaks escaped). */
function decodeFormName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/** Parses the body: JSON, or multipart with `payload_json` and `files[n]`. */
async function parseBody(
  request: IncomingMessage,
  raw: Buffer,
): Promise<{ body: JsonObject; json: Json | undefined; files: UploadedFile[] } | null> {
  const type = request.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: {}, json: undefined, files: [] };
  if (type.startsWith('multipart/form-data')) {
    const parts = parseMultipart(raw, type);
    if (parts === null) return null;
    const files: UploadedFile[] = [];
    let body: Record<string, Json> = {};
    for (const part of parts) {
      if (part.filename === null) {
        const value = Buffer.from(part.bytes.buffer, part.bytes.byteOffset, part.bytes.byteLength).toString('utf8');
        if (part.name === 'payload_json') {
          const parsed = parseJson(value);
          if (isObject(parsed)) body = { ...body, ...parsed };
        } else {
          body[part.name] = parseJson(value) ?? value;
        }
      } else {
        const match = /^files\[(\d+)\]$/.exec(part.name);
        files.push({ field: part.name, index: match ? Number(match[1]) : null, filename: part.filename, contentType: part.contentType, bytes: part.bytes });
      }
    }
    return { body, json: body, files };
  }
  const parsed = parseJson(raw.toString('utf8'));
  return { body: isObject(parsed) ? parsed : {}, json: parsed, files: [] };
}

/** Matches a path (split in segments) against a route pattern. */
function matchPath(pattern: readonly string[], segments: readonly string[]): Params | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i];
    const got = segments[i];
    if (want.startsWith(':')) params[want.slice(1)] = got;
    else if (want !== got) return null;
  }
  return params;
}

/** The default Discord wording of an injected failure's status. */
function defaultFailure(status: number): { code: number; message: string } {
  switch (status) {
    case 401:
      return { code: 50027, message: 'Invalid Webhook Token' };
    case 403:
      return { code: 50013, message: 'Missing Permissions' };
    case 404:
      return { code: 10008, message: 'Unknown Message' };
    case 429:
      return { code: 0, message: 'You are being rate limited.' };
    case 500:
      return { code: 0, message: '500: Internal Server Error' };
    default:
      return { code: 0, message: `${status}: Injected failure` };
  }
}

/** The first active failure rule matching a request, counted as used. */
function takeFailure(failures: ActiveFailure[], route: Route, method: string, target: RouteTarget): RouteResult | null {
  for (const failure of failures) {
    const { rule } = failure;
    if (rule.times !== undefined && failure.hits >= rule.times) continue;
    if (rule.routes && !rule.routes.includes(route.name)) continue;
    if (rule.method && rule.method.toUpperCase() !== method) continue;
    if (rule.channelId && rule.channelId !== target.channelId) continue;
    if (rule.messageId && rule.messageId !== target.messageId) continue;
    failure.hits += 1;
    const fallback = defaultFailure(rule.status);
    return {
      kind: 'error',
      status: rule.status,
      code: rule.code ?? fallback.code,
      message: rule.message ?? fallback.message,
      ...(rule.status === 429 ? { retryAfterSeconds: rule.retryAfterSeconds ?? 0.05 } : {}),
    };
  }
  return null;
}

/** A short stable hash used as the rate-limit bucket of a route. */
function bucketOf(name: string): string {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Writes a route's result with generous rate-limit headers, so discord.js never waits. */
function send(response: ServerResponse, result: RouteResult, bucket: string): void {
  const now = Date.now() / 1000;
  response.setHeader('x-ratelimit-limit', '10000');
  response.setHeader('x-ratelimit-remaining', '9999');
  response.setHeader('x-ratelimit-reset', (now + 1).toFixed(3));
  response.setHeader('x-ratelimit-reset-after', '1.000');
  response.setHeader('x-ratelimit-bucket', bucket);
  response.setHeader('via', '1.1 fake-discord');
  switch (result.kind) {
    case 'empty':
      response.writeHead(204).end();
      return;
    case 'bytes':
      response.writeHead(200, { 'content-type': result.contentType, 'content-length': result.bytes.byteLength });
      response.end(result.bytes);
      return;
    case 'json': {
      const text = JSON.stringify(result.body);
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(text);
      return;
    }
    case 'error': {
      if (result.status === 429) {
        const retry = result.retryAfterSeconds ?? 0.05;
        response.setHeader('retry-after', String(retry));
        response.setHeader('x-ratelimit-remaining', '0');
        response.setHeader('x-ratelimit-reset-after', String(retry));
        response.setHeader('x-ratelimit-scope', 'user');
        const body = { message: result.message, retry_after: retry, global: false };
        response.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
      const body = { message: result.message, code: result.code, ...(result.errors ? { errors: result.errors } : {}) };
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
  }
}

/** The HTTP request handler: attachments under `/attachments`, the API under `/api/v10`, 404 for the rest. */
export function createRequestHandler(
  hub: Hub,
  routes: readonly Route[],
): (request: IncomingMessage, response: ServerResponse) => void {
  const compiled = routes.map((route) => ({ route, pattern: route.path.split('/').filter((s) => s !== '') }));

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = (request.method ?? 'GET').toUpperCase();
    const raw = await readBody(request);
    const segments = url.pathname.split('/').filter((s) => s !== '').map((s) => decodeURIComponent(s));
    const log = (route: string | null, result: RouteResult): void => {
      const status = result.kind === 'empty' ? 204 : result.kind === 'bytes' ? 200 : result.status;
      const errorCode = result.kind === 'error' ? result.code : null;
      hub.log.append({ kind: 'request', method, path: url.pathname + url.search, route, status, errorCode });
      hub.options.debug?.(`REST ${method} ${url.pathname}${url.search} → ${status}${errorCode ? ` (${errorCode})` : ''}`);
    };

    if (segments[0] === 'attachments' && method === 'GET' && segments.length === 4) {
      const attachment = await storedAttachment(hub.world, segments[2]);
      const bytes = attachment === undefined ? null : await fileBytes(hub.world, attachment);
      const result: RouteResult = attachment && bytes ? { kind: 'bytes', contentType: attachment.contentType ?? 'application/octet-stream', bytes } : ERRORS.notFound();
      log('attachment.get', result);
      send(response, result, bucketOf('attachment.get'));
      return;
    }
    if (segments[0] !== 'api' || segments[1] !== 'v10') {
      const result = ERRORS.notFound();
      log(null, result);
      send(response, result, bucketOf('unknown'));
      return;
    }
    const rest = segments.slice(2);
    const matches = compiled.flatMap(({ route, pattern }) => {
      const params = matchPath(pattern, rest);
      return params ? [{ route, params }] : [];
    });
    const found = matches.find((m) => m.route.method === method);
    if (!found) {
      const result = matches.length > 0 ? ERRORS.methodNotAllowed() : ERRORS.notFound();
      log(null, result);
      send(response, result, bucketOf('unknown'));
      return;
    }
    const { route, params } = found;
    const authorization = request.headers.authorization ?? null;
    let result: RouteResult;
    if (route.auth && authorization !== `Bot ${hub.token}`) {
      result = ERRORS.unauthorized();
    } else {
      const target = route.target ? route.target(params) : { channelId: params.channelId, messageId: params.messageId };
      const failure = takeFailure(hub.failures, route, method, target);
      if (failure) {
        result = failure;
      } else {
        const parsedBody = await parseBody(request, raw);
        if (parsedBody === null) result = ERRORS.invalidBody({ _errors: [{ code: 'MULTIPART_INVALID', message: 'The multipart body could not be read.' }] });
        else {
          const { body, json: parsed, files } = parsedBody;
          const tooBig = files.some((f) => f.bytes.byteLength > hub.options.maxUploadBytes);
          // A message that left memory (message-window.ts) comes back before the route reads or changes it.
          if (target.messageId !== undefined) await recallMessage(hub.world, target.messageId);
          result = tooBig
            ? ERRORS.tooLarge()
            : await route.handle({ method, path: url.pathname, query: url.searchParams, body, json: parsed, files, authorization }, params);
        }
      }
    }
    log(route.name, result);
    send(response, result, bucketOf(route.name));
  };

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A bug in the stand-in: answer 500 (discord.js retries 5xx a few times) and say why on stderr.
      console.error('fake-discord: route failed', error);
      if (!response.headersSent) send(response, apiError(500, 0, '500: Internal Server Error'), bucketOf('error'));
      else response.end();
    });
  };
}
