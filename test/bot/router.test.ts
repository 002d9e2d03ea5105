import { describe, expect, test } from 'vitest';
import type { Client, Interaction } from 'discord.js';
import { Announcer } from '../../src/bot/announcer.ts';
import { onTurn, say } from '../../src/bot/click.ts';
import type { BotContext } from '../../src/bot/context.ts';
import type { AnyComponentHandler } from '../../src/bot/handler.ts';
import { misplacedOn, Router } from '../../src/bot/router.ts';
import { createLogger } from '../../src/log.ts';
import { SessionManager } from '../../src/session/manager.ts';
import { memoryStore } from '../../src/session/store.ts';
import { StatsService } from '../../src/stats/service.ts';
import { STUB_IMAGES } from './harness.ts';
import { HOSTED } from '../../src/hosted.ts';

/** Just enough of a discord.js component interaction for the router and the replies. */
class StubClick {
  deferred = false;
  replied = false;
  ephemeral: boolean | null = null;
  readonly answers: string[] = [];
  readonly id = '900';
  readonly user = { id: '700', displayName: 'Tester' };
  readonly member = null;
  readonly memberPermissions = null;
  readonly channel = null;
  /** Clicked on a private reply to this user (a panel), or on a public message. */
  onPanel = false;
  get message() {
    return { id: '800', flags: { has: () => this.onPanel }, interactionMetadata: this.onPanel ? { user: this.user } : null };
  }
  readonly type = 3;

  constructor(
    readonly customId: string,
    readonly locale = 'en-US',
    readonly channelId = '600',
  ) {}

  isChatInputCommand() {
    return false;
  }
  isAutocomplete() {
    return false;
  }
  isButton() {
    return true;
  }
  isStringSelectMenu() {
    return false;
  }
  isMessageComponent() {
    return true;
  }
  isRepliable() {
    return true;
  }
  inGuild() {
    return true;
  }
  async reply(options: { content?: string }) {
    this.replied = true;
    this.ephemeral = true;
    this.answers.push(options.content ?? '');
  }
  async deferReply() {
    this.deferred = true;
    this.ephemeral = true;
  }
  async deferUpdate() {
    this.deferred = true;
  }
  async editReply(options: { content?: string }) {
    this.replied = true;
    this.answers.push(options.content ?? '');
  }
  async followUp(options: { content?: string }) {
    this.answers.push(options.content ?? '');
  }
}

function context(): { ctx: BotContext; logs: string[] } {
  const logs: string[] = [];
  const log = createLogger('debug', (line) => logs.push(line));
  const manager = new SessionManager(memoryStore(), HOSTED);
  const client = { channels: { cache: new Map() } } as unknown as Client;
  const ctx: BotContext = { client, manager, stats: new StatsService(memoryStore(), HOSTED), images: STUB_IMAGES, announcer: new Announcer(client, manager, HOSTED, STUB_IMAGES, log), log, games: HOSTED };
  return { ctx, logs };
}

async function route(router: Router, click: StubClick): Promise<string[]> {
  router.handle(click as unknown as Interaction);
  await router.stop();
  return click.answers;
}

describe('the router', () => {
  test.each([
    ['a component of another bot', 'board:refresh'],
    ['a malformed custom id', 'cc:X:abcdef:1'],
    ['a kind this version does not know', 'cc:Z:abcdef:1'],
    ['a bots-panel button whose index no game has', 'cc:K:abcdef:add:32'],
  ])('%s gets a clear private reply', async (_name, customId) => {
    const { ctx } = context();
    const answers = await route(new Router(ctx), new StubClick(customId));
    expect(answers).toEqual(['This button no longer works (it comes from an older version of the bot, or from another bot).']);
  });

  test('a button of a game played in another channel does nothing there', async () => {
    const { ctx } = context();
    const lobby = await ctx.manager.createLobby({ game: 'chacun', guildId: '1', channelId: '601', creator: { userId: '700', name: 'T' }, locale: 'en' });
    if (!lobby.ok) throw new Error(lobby.error.code);
    const answers = await route(new Router(ctx), new StubClick(`cc:P:${lobby.value.session.id}:0`, 'fr', '600'));
    expect(answers).toEqual(['Cette partie se joue dans un autre salon\u00a0: ce bouton n’agit pas ici.']);
  });

  test('a bots-panel button with an unknown level or seat changes nothing and says the button no longer works (never a "hard" bot by default)', async () => {
    const { ctx } = context();
    const lobby = await ctx.manager.createLobby({ game: 'chacun', guildId: '1', channelId: '600', creator: { userId: '700', name: 'T' }, locale: 'en' });
    if (!lobby.ok) throw new Error(lobby.error.code);
    const id = lobby.value.session.id;
    for (const customId of [`cc:K:${id}:add:4`, `cc:K:${id}:remove:7`]) {
      const click = new StubClick(customId);
      click.onPanel = true;
      const answers = await route(new Router(ctx), click);
      expect(answers, customId).toEqual(['This button no longer works (it comes from an older version of the bot, or from another bot).']);
    }
    const after = await ctx.manager.getGame(id);
    expect(after.ok && after.value.session.seats).toHaveLength(1);
  });

  test('a move the game refuses is told in the words of that game, in the language of the player', async () => {
    const { ctx } = context();
    const lobby = await ctx.manager.createLobby({ game: 'chacun', guildId: '1', channelId: '600', creator: { userId: '700', name: 'T' }, locale: 'en' });
    if (!lobby.ok) throw new Error(lobby.error.code);
    const id = lobby.value.session.id;
    const joined = await ctx.manager.join('600', { gameId: id, userId: '701', name: 'U' });
    const started = await ctx.manager.start('600', { gameId: id, userId: '700', seed: 1 });
    if (!joined.ok || !started.ok) throw new Error('the game did not start');
    // The first player (the host) takes back a pawn when a tile is to be placed: ChaCuN's WRONG_PHASE.
    const refused = {
      kind: 'play',
      run: async (interaction: never, _id: unknown, c: BotContext) =>
        onTurn(c, interaction, { gameId: id }, () => ({ action: { type: 'retake', zone: null } }), () => ({ panel: async () => {} })),
    } as unknown as AnyComponentHandler;
    const answers = await route(new Router(ctx, { components: [refused] }), new StubClick(`cc:P:${id}:1`, 'fr'));
    expect(answers).toEqual(['Ce n’est pas le moment\u00a0: la partie attend autre chose de toi.']);
  });

  test('a panel component clicked on a public message (never posted there: forged) is refused and its handler never runs', async () => {
    const { ctx } = context();
    const calls: string[] = [];
    const positions = { kind: 'positions', run: async () => void calls.push('ran') } as unknown as AnyComponentHandler;
    const answers = await route(new Router(ctx, { components: [positions] }), new StubClick('cc:S:abcdef:0:0'));
    expect(answers).toEqual(['The bot never put this button on this message: it does nothing here, nothing was changed.']);
    expect(calls).toEqual([]);
  });

  test('a public control clicked on a private message is refused and its handler never runs', async () => {
    const { ctx } = context();
    const calls: string[] = [];
    const lobby = { kind: 'lobby', run: async () => void calls.push('ran') } as unknown as AnyComponentHandler;
    const click = new StubClick('cc:L:abcdef:join', 'fr');
    click.onPanel = true;
    const answers = await route(new Router(ctx, { components: [lobby] }), click);
    expect(answers).toEqual(['Ce bouton n’a pas été mis sur ce message par le bot\u00a0: il n’y agit pas, rien n’a changé.']);
    expect(calls).toEqual([]);
  });

  test('where each sort of control may be clicked: panels on the clicker\'s own private replies, public controls on public messages, the others on both', () => {
    const message = (ephemeral: boolean, owner: string | null) => ({ flags: { has: () => ephemeral }, interactionMetadata: owner === null ? null : ({ user: { id: owner } } as never) }) as never;
    const panel = { kind: 'abort', gameId: 'abcdef', confirm: false } as const;
    const open = { kind: 'lobby', gameId: 'abcdef', action: 'join' } as const;
    const both = { kind: 'log', gameId: 'abcdef', page: 0 } as const;
    expect(misplacedOn(message(true, '1'), panel, '1')).toBeNull();
    expect(misplacedOn(message(false, null), panel, '1')).not.toBeNull();
    expect(misplacedOn(message(true, '2'), panel, '1')).not.toBeNull();
    expect(misplacedOn(message(false, null), open, '1')).toBeNull();
    expect(misplacedOn(message(true, '1'), open, '1')).not.toBeNull();
    expect(misplacedOn(message(false, null), both, '1')).toBeNull();
    expect(misplacedOn(message(true, '1'), both, '1')).toBeNull();
    expect(misplacedOn(message(true, '2'), both, '1')).not.toBeNull();
  });

  test('a click for any seat is let through whoever is to play; a click for the turn is refused to the player who waits', async () => {
    const { ctx } = context();
    const lobby = await ctx.manager.createLobby({ game: 'chacun', guildId: '1', channelId: '600', creator: { userId: '701', name: 'U' }, locale: 'en' });
    if (!lobby.ok) throw new Error(lobby.error.code);
    const id = lobby.value.session.id;
    await ctx.manager.join('600', { gameId: id, userId: '700', name: 'T' });
    const started = await ctx.manager.start('600', { gameId: id, userId: '701', seed: 1 });
    if (!started.ok) throw new Error(started.error.code);
    // The stub's user (700) sits second: RED (701) is to play.
    const handler = (anySeat: boolean) =>
      ({
        kind: 'play',
        run: async (interaction: never, _id: unknown, c: BotContext) =>
          onTurn(c, interaction, { gameId: id, anySeat }, ({ seat }) => say(`your seat: ${seat.seat}`), () => ({ panel: async () => {} })),
      }) as unknown as AnyComponentHandler;
    expect(await route(new Router(ctx, { components: [handler(true)] }), new StubClick(`cc:P:${id}:0`))).toEqual(['your seat: BLUE']);
    expect(await route(new Router(ctx, { components: [handler(false)] }), new StubClick(`cc:P:${id}:0`))).toEqual(['It’s not your turn: the game is waiting for U.']);
  });

  test('a button of a game that does not exist says so', async () => {
    const { ctx } = context();
    const answers = await route(new Router(ctx), new StubClick('cc:P:nosuchgame:3'));
    expect(answers).toEqual(['This game no longer exists.']);
  });

  test('a handler that throws is logged and the user gets a translated apology, never silence', async () => {
    const { ctx, logs } = context();
    const broken = { kind: 'log', run: async () => Promise.reject(new Error('boom')) } as unknown as AnyComponentHandler;
    const answers = await route(new Router(ctx, { components: [broken] }), new StubClick('cc:H:abcdef:0', 'fr'));
    expect(answers).toEqual(['Une erreur inattendue s’est produite de notre côté. Réessaie dans un moment.']);
    expect(logs.some((line) => line.includes('ERROR') && line.includes('boom'))).toBe(true);
  });

  test('the first handler of a kind takes the click', async () => {
    const { ctx } = context();
    const calls: string[] = [];
    const first = { kind: 'log', run: async () => void calls.push('first') } as unknown as AnyComponentHandler;
    const second = { kind: 'log', run: async () => void calls.push('second') } as unknown as AnyComponentHandler;
    await route(new Router(ctx, { components: [first, second] }), new StubClick('cc:H:abcdef:0'));
    expect(calls).toEqual(['first']);
  });

  test('once stopping, new clicks are told the bot restarts, and timings are reported', async () => {
    const { ctx } = context();
    const timings: string[] = [];
    const router = new Router(ctx, { onTiming: (timing) => timings.push(timing.what) });
    await router.stop();
    const click = new StubClick('cc:H:abcdef:0');
    router.handle(click as unknown as Interaction);
    await router.stop();
    expect(click.answers).toEqual(['The bot is restarting: please try again in a few seconds.']);
    expect(timings).toEqual(['cc:H']);
  });
});
