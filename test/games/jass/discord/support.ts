import type { JassState } from '../../../../src/games/jass/engine/game.ts';
import type { GameSession } from '../../../../src/session/session.ts';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../../../../src/playground/discord/fake-discord.ts';
import { act, buttonsOf, type Harness } from '../../../bot/harness.ts';

/** What the Jass Discord tests share: a /jass command, the stored game, the current turn message. */

/** Runs /jass <subcommand> as a user and waits for the bot to be done. */
export function jass(harness: Harness, user: FakeUser, subcommand: string, options: Readonly<Record<string, OptionValue>> = {}): Promise<InteractionHandle> {
  return act(harness, harness.discord.slashCommand({ user, name: 'jass', subcommand, options }));
}

/** The stored session and state of a Jass game. */
export async function game(harness: Harness, gameId: string): Promise<{ session: GameSession; state: JassState }> {
  const loaded = await harness.bot.manager.getGame(gameId);
  if (!loaded.ok || loaded.value.state === null) throw new Error('no game');
  return { session: loaded.value.session, state: loaded.value.state as JassState };
}

/** The newest message of the channel with a "My hand" button. */
export function handMessage(harness: Harness): FakeMessage {
  const found = [...harness.discord.messages(harness.discord.channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'jass-play'));
  if (found === undefined) throw new Error('no turn message with a hand button');
  return found;
}
