import { abortCommand } from './commands/abort.ts';
import { boardCommand } from './commands/board.ts';
import { exportCommand } from './commands/export.ts';
import { helpCommand } from './commands/help.ts';
import { logCommand } from './commands/log.ts';
import { newCommand } from './commands/new.ts';
import { resignCommand } from './commands/resign.ts';
import { rulesCommand } from './commands/rules.ts';
import { startCommand } from './commands/start.ts';
import { undoCommand } from './commands/undo.ts';
import { abortButtons } from './components/abort.ts';
import { boardButton } from './components/board.ts';
import { aiButtons } from './components/ai.ts';
import { colorMenu } from './components/color.ts';
import { exportButton } from './components/export.ts';
import { lobbyButtons } from './components/lobby.ts';
import { logButtons } from './components/log.ts';
import { resignButtons } from './components/resign.ts';
import { handOverButtons } from './components/hand-over.ts';
import { undoButton, undoVoteButtons } from './components/undo.ts';
import type { GameDiscord } from './game-discord.ts';
import { ranksButtons } from './stats/commands.ts';
import { animationButton, replayButtons, replayCommand, replayGotoButton, replayJumpMenu, replayMoveForm } from './replay/handlers.ts';
import type { HostedGames } from './hosting.ts';
import type { AnyComponentHandler, AnyModalHandler, CommandHandler } from './handler.ts';

/**
 * Every handler of the bot, listed by hand (not discovered from the folders, so that a broken
 * file fails loudly): the platform's shared subcommands, which every game's command has, and
 * components; each hosted game adds its moves and its own components (`componentHandlers`).
 */
export const SHARED_COMMAND_HANDLERS: readonly CommandHandler[] = [
  newCommand,
  startCommand,
  boardCommand,
  logCommand,
  rulesCommand,
  resignCommand,
  undoCommand,
  abortCommand,
  exportCommand,
  replayCommand,
  helpCommand,
];

/** The platform's component handlers. */
const PLATFORM_COMPONENTS: readonly AnyComponentHandler[] = [
  lobbyButtons,
  colorMenu,
  aiButtons,
  boardButton,
  logButtons,
  abortButtons,
  resignButtons,
  exportButton,
  handOverButtons,
  undoButton,
  undoVoteButtons,
  ranksButtons,
  replayButtons,
  replayJumpMenu,
  replayGotoButton,
  animationButton,
];

/** Component handlers, the platform's and the hosted games': the one whose kind matches a decoded custom id takes the interaction. */
export function componentHandlers(games: HostedGames): readonly AnyComponentHandler[] {
  return [...PLATFORM_COMPONENTS, ...games.discords.flatMap((discord) => discord.components)];
}

/** Submissions of the forms the bot opens: the platform's, then each hosted game's. */
export function modalHandlers(games: HostedGames): readonly AnyModalHandler[] {
  return [replayMoveForm, ...games.discords.flatMap((discord) => discord.modals ?? [])];
}

/** The handlers of a game's command: the shared subcommands and the game's moves. */
export function commandHandlersOf(discord: GameDiscord): readonly CommandHandler[] {
  return [...SHARED_COMMAND_HANDLERS, ...discord.moves.map((move) => move.handler)];
}
