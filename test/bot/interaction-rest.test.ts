import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, GatewayIntentBits, Routes } from 'discord.js';
import { afterEach, describe, expect, test } from 'vitest';
import { AcknowledgementsFirst, exemptInteractions, isInteractionRoute } from '../../src/bot/interaction-rest.ts';

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

/** A first answer that Discord answers when told to. */
function pendingAnswer(): { readonly answer: () => Promise<string>; readonly arrive: () => void; readonly fail: () => void } {
  let arrive = (): void => {};
  let fail = (): void => {};
  const answered = new Promise<string>((resolve, reject) => {
    arrive = () => resolve('answered');
    fail = () => reject(new Error('Discord said no'));
  });
  return { answer: () => answered, arrive, fail };
}

/** Lets every settled promise's next steps run. */
const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 5));

describe('acknowledgements first', () => {
  test("a handler's next step after its first answer waits while another first answer is under way, and goes once none is", async () => {
    const first = new AcknowledgementsFirst();
    const [a, b] = [pendingAnswer(), pendingAnswer()];
    const steps: string[] = [];
    void first.send('1', a.answer).then(() => steps.push('1 goes on'));
    void first.send('2', b.answer).then(() => steps.push('2 goes on'));
    a.arrive();
    await settle();
    expect(steps).toEqual([]);
    expect(first.counts).toEqual({ underWay: 1, active: 0, waiting: 1 });
    b.arrive();
    await settle();
    expect(steps).toEqual(['1 goes on', '2 goes on']);
  });

  test('at most maxActive handlers go on past their first answer; the next goes when one ends', async () => {
    const first = new AcknowledgementsFirst({ maxActive: 1 });
    const steps: string[] = [];
    for (const id of ['1', '2', '3']) first.began(id);
    for (const id of ['1', '2', '3']) {
      const answer = pendingAnswer();
      void first.send(id, answer.answer).then(() => steps.push(id));
      answer.arrive();
      await settle();
    }
    expect(steps).toEqual(['1']);
    first.ended('1');
    await settle();
    expect(steps).toEqual(['1', '2']);
    first.ended('2');
    await settle();
    expect(steps).toEqual(['1', '2', '3']);
    first.ended('3');
    expect(first.counts).toEqual({ underWay: 0, active: 0, waiting: 0 });
  });

  test('an interaction the router does not handle takes no place, and a failed first answer fails at once', async () => {
    const first = new AcknowledgementsFirst({ maxActive: 1 });
    const answer = pendingAnswer();
    const sent = first.send('9', answer.answer);
    answer.arrive();
    await expect(sent).resolves.toBe('answered');
    expect(first.counts.active).toBe(0);
    const refused = pendingAnswer();
    const failing = first.send('10', refused.answer);
    refused.fail();
    await expect(failing).rejects.toThrow('Discord said no');
    expect(first.counts).toEqual({ underWay: 0, active: 0, waiting: 0 });
  });

  test('a first answer that hangs holds the others\' next steps maxWaitMs at most', async () => {
    const first = new AcknowledgementsFirst({ maxWaitMs: 40 });
    const hung = pendingAnswer();
    void first.send('1', hung.answer);
    const quick = pendingAnswer();
    const started = performance.now();
    const going = first.send('2', quick.answer);
    quick.arrive();
    await going;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(35);
    hung.arrive();
    await settle();
    expect(first.counts).toEqual({ underWay: 0, active: 0, waiting: 0 });
  });
});

