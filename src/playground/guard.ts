/**
 * Which requests the playground's server answers at all: only those a browser makes for the page
 * it served, on this machine. The page has no login, so any web page the person opens could
 * otherwise drive it: a cross-site form or `text/plain` POST (sent without a CORS preflight), a
 * cross-origin WebSocket (browsers do not apply the same-origin policy to them), or a page of a
 * domain that a rebinding DNS points at 127.0.0.1 (same origin as far as the browser knows, but its
 * Host header names that domain).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

/** A request's refusal: its HTTP status and a short English text (the caller is not the page, or not a browser on it). */
export interface Refusal {
  readonly status: number;
  readonly text: string;
}

/**
 * Whether a host name or address is this machine only: exactly `localhost`, an IPv4 address in
 * 127.0.0.0/8 written as browsers send it (four decimal parts), or the IPv6 loopback `::1` (with or
 * without brackets, in any of its spellings). A name that merely starts with `127.` is not.
 */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.split('.')[0] === '127';
  const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  if (!isIPv6(bare)) return false;
  // The URL parser writes an IPv6 address in its shortest form: 0:0:0:0:0:0:0:1 becomes ::1.
  return new URL(`http://[${bare}]/`).hostname === '[::1]';
}

/** What the server lets through: the port it listens on and the interface it was told to use. */
export interface GuardOptions {
  /** The port the page is served on (the one the OS chose when 0 was asked). */
  readonly port: number;
  /**
   * The interface it listens on (PLAYGROUND_HOST). Besides the loopback names, a browser may name
   * this one address, so that a playground opened to another machine on purpose still answers; the
   * "any interface" addresses are no name a page is opened by.
   */
  readonly host: string;
}

/** `name` and `port` of a Host header, or null when it is not one a browser would send. */
function parseHost(header: string | undefined): { readonly name: string; readonly port: number } | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]@/\s]+)(?::(\d{1,5}))?$/.exec(header ?? '');
  if (match === null) return null;
  return { name: match[1]!.toLowerCase(), port: match[2] === undefined ? 80 : Number(match[2]) };
}

/** The configured interface as a Host header names it (brackets around IPv6), or null for none. */
function configuredName(host: string): string | null {
  const name = host.toLowerCase();
  if (name === '' || name === '0.0.0.0' || name === '::' || name === '[::]') return null;
  return isIPv6(name) ? `[${name}]` : name;
}

/**
 * Checks the Host header of every request (the page, its files, the API, the WebSocket): a
 * loopback name, or the configured interface, with the server's port. A rebinding DNS leaves the
 * attacker's domain there, which nothing else in a request from the browser gives away.
 */
export function checkHost(headers: IncomingHttpHeaders, options: GuardOptions): Refusal | null {
  const host = parseHost(headers.host);
  const allowed = host !== null && host.port === options.port && (isLoopback(host.name) || host.name === configuredName(options.host));
  return allowed ? null : { status: 421, text: 'This playground answers only at its own address, such as http://127.0.0.1:PORT.' };
}

/**
 * Checks the Origin header of a POST or a WebSocket upgrade: exactly the page's own origin
 * (`http://` and the Host already checked). Browsers send Origin with every POST (fetch and forms,
 * same-origin ones included) and every WebSocket handshake; a sandboxed or file:// page sends
 * `null`. A request without one therefore comes from no browser of today: it is refused too, as
 * it is no request of the page (a program on this machine can reach the local Discord directly).
 */
export function checkOrigin(headers: IncomingHttpHeaders): Refusal | null {
  const origin = headers.origin;
  const own = `http://${headers.host ?? ''}`.toLowerCase();
  if (typeof origin === 'string' && origin.toLowerCase() === own) return null;
  return { status: 403, text: origin === undefined ? 'Refused: a request without Origin is not from the playground’s page.' : 'Refused: only the playground’s own page may do this.' };
}

/**
 * Checks that a POST says its body is JSON, as the page's requests do. A cross-site page can send
 * `text/plain` or a form without the browser asking the server first (no preflight); JSON it
 * cannot, so this stops such requests even where Origin would not.
 */
export function checkJsonBody(headers: IncomingHttpHeaders): Refusal | null {
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' ? null : { status: 415, text: 'Refused: the playground takes JSON only (Content-Type: application/json).' };
}
