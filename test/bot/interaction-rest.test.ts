import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, GatewayIntentBits, Routes } from 'discord.js';
import { afterEach, describe, expect, test } from 'vitest';
import { exemptInteractions, isInteractionRoute } from '../../src/bot/interaction-rest.ts';

const APP = '111111111111111111';

describe('interaction endpoints and the global limit', () => {
  test('only the callbacks and the application webhook of interactions are interaction routes', () => {
    expect(isInteractionRoute(Routes.interactionCallback('222222222222222222', 'tok-en'), APP)).toBe(true);
    expect(isInteractionRoute(Routes.webhookMessage(APP, 'tok-en', '@original'), APP)).toBe(true);
    expect(isInteractionRoute(Routes.webhook(APP, 'tok-en'), APP)).toBe(true);
    expect(isInteractionRoute(Routes.channelMessages('333333333333333333'), APP)).toBe(false);
    expect(isInteractionRoute(Routes.channelMessage('333333333333333333', '444444444444444444'), APP)).toBe(false);
    // Another application's webhook, or a webhook without its token, is not.
    expect(isInteractionRoute(Routes.webhook('555555555555555555', 'tok-en'), APP)).toBe(false);
    expect(isInteractionRoute(`/webhooks/${APP}/`, APP)).toBe(false);
    expect(isInteractionRoute(Routes.webhook(APP, 'tok-en'), null)).toBe(false);
  });

  let server: Server | null = null;
  let client: Client | null = null;
  afterEach(async () => {
    await client?.destroy();
    client = null;
    await new Promise<void>((resolve) => (server === null ? resolve() : server.close(() => resolve())));
    server = null;
  });

  test("interaction requests leave the bot's global budget untouched; other requests spend it", async () => {
    const seen: string[] = [];
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const rest = { api: `http://127.0.0.1:${port}/api`, globalRequestsPerSecond: 50 };
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest });
    client.rest.setToken('not-a-real-token');
    exemptInteractions(client, rest);
    Object.defineProperty(client, 'application', { value: { id: APP }, configurable: true });

    for (let i = 0; i < 5; i++) await client.rest.post(Routes.interactionCallback(`22222222222222222${i}`, 'tok-en'), { body: { type: 6 }, auth: false });
    await client.rest.patch(Routes.webhookMessage(APP, 'tok-en', '@original'), { body: { content: 'x' }, auth: false });
    expect(seen).toHaveLength(6);
    expect(client.rest.globalRemaining).toBe(50);

    await client.rest.post(Routes.channelMessages('333333333333333333'), { body: { content: 'x' } });
    expect(seen).toHaveLength(7);
    expect(client.rest.globalRemaining).toBe(49);
  });
});
