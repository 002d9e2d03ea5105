import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { APIButtonComponentWithCustomId } from 'discord.js';
import { act, buttonsOf, click, startHarness, type Harness } from '../bot/harness.ts';
import { HOSTED } from '../../src/hosted.ts';
import type { FakeMessage, FakeUser, OptionValue } from '../../src/playground/discord/fake-discord.ts';

/**
 * The README's "Play now" table, played as written: each row's slash command typed by alice, each
 * button it names clicked by the user it names (alice when none is), on the local Discord with the
 * real bot; the game must then be under way in the channel or the thread it opened.
 */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const PLAY_NOW = README.slice(README.indexOf('## Play now'), README.indexOf('## Playing on Discord'));
const ROWS = PLAY_NOW.split('\n')
  .filter((line) => line.startsWith('| ') && / new\b/.test(line))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, what, type, then]) => ({ what: what!, steps: `${type!}, ${then!}` }));

/** One step of a row: who does it, and either a slash command or the label of a button to click. */
interface Step {
  readonly user: 'alice' | 'bob';
  readonly slash?: string;
  readonly button?: string;
}

function stepsOf(text: string): Step[] {
  return text.split(/,\s*/).flatMap((part): Step[] => {
    const user = /^bob:/.test(part) ? 'bob' : 'alice';
    const slash = /`(\/[^`]+)`/.exec(part)?.[1];
    const button = /\*\*([^*]+)\*\*/.exec(part)?.[1];
    return slash !== undefined ? [{ user, slash }] : button !== undefined ? [{ user, button }] : [];
  });
}

/** A slash command line as the interaction's name, subcommand and typed options. */
function parseSlash(line: string): { name: string; subcommand: string; options: Record<string, OptionValue> } {
  const [head, subcommand, ...words] = line.split(/\s+/);
  const options: Record<string, OptionValue> = {};
  for (const word of words) {
    const [key, value] = word.split(':') as [string, string];
    options[key] = value === 'True' ? true : value === 'False' ? false : /^\d+$/.test(value) ? Number(value) : value;
  }
  return { name: head!.slice(1), subcommand: subcommand!, options };
}

function buttonLabelled(message: FakeMessage, label: string): APIButtonComponentWithCustomId {
  const found = buttonsOf(message).find((b) => b.component.label === label);
  expect(found, `a ${label} button on the lobby`).toBeDefined();
  return found!.component;
}

let h: Harness;
let users: Record<'alice' | 'bob', FakeUser>;

beforeAll(async () => {
  h = await startHarness();
  users = { alice: h.discord.createMember({ username: 'alice' }), bob: h.discord.createMember({ username: 'bob' }) };
});
afterAll(async () => {
  await h.close();
});

describe('the README’s Play now lines', () => {
  test('are read from the README', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(8);
    for (const game of ['chacun', 'scrabble', 'jass', 'tchu']) expect(ROWS.some((row) => row.steps.includes(`/${game} new`))).toBe(true);
  });

  test.each(ROWS)('$what: $steps', async ({ steps }) => {
    const channel = h.discord.createTextChannel({ name: `play-${Math.random().toString(36).slice(2, 8)}` });
    let lobby: FakeMessage | undefined;
    let where = channel.id;
    let game = '';
    for (const step of stepsOf(steps)) {
      if (step.slash !== undefined) {
        const { name, subcommand, options } = parseSlash(step.slash);
        game = name;
        const opened = await act(h, h.discord.slashCommand({ user: users[step.user], name, subcommand, options, channelId: channel.id }));
        const thread = h.discord.threads(channel.id)[0];
        if (options.thread === true) {
          expect(thread, 'a thread was opened').toBeDefined();
          where = thread!.id;
          lobby = h.discord.messages(where)[0];
        } else {
          lobby = opened.original() ?? undefined;
        }
        expect(lobby, 'a lobby was posted').toBeDefined();
      } else {
        const current = h.discord.message(lobby!.id)!;
        await click(h, users[step.user], current, buttonLabelled(current, step.button!).custom_id);
      }
    }
    const gameId = buttonsOf(lobby!)[0]!.id.gameId;
    const loaded = await h.bot.manager.getGame(gameId);
    expect(loaded.ok && loaded.value.state !== null, 'the game is under way').toBe(true);
    if (loaded.ok) expect(HOSTED.discordOf(loaded.value.session.game).command.name).toBe(game);
    expect(h.discord.messages(where).length, 'the game posted in the channel or thread it was opened for').toBeGreaterThan(1);
  });
});
