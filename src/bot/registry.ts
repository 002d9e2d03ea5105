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
import { botButtons } from './components/bot.ts';
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
import { gameDiscords } from './games.ts';
import type { AnyComponentHandler, AnyModalHandler, CommandHandler } from './handler.ts';

/**
 * Every handler of the bot, listed by hand (not discovered from the folders, so that a broken
 * file fails loudly): the platform's shared subcommands, which every game's command has, and
 * components; each game adds its moves and its own components (src/bot/games.ts).
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

/** Component handlers; the first whose kind matches a decoded custom id takes the interaction. */
export const COMPONENT_HANDLERS: readonly AnyComponentHandler[] = [
  lobbyButtons,
  colorMenu,
  botButtons,
  ...gameDiscords().flatMap((discord) => discord.components),
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

/** Submissions of the forms the bot opens: the platform's, then each game's. */
export const MODAL_HANDLERS: readonly AnyModalHandler[] = [replayMoveForm, ...gameDiscords().flatMap((discord) => discord.modals ?? [])];

/** The handlers of a game's command: the shared subcommands and the game's moves. */
export function commandHandlersOf(discord: GameDiscord): readonly CommandHandler[] {
  return [...SHARED_COMMAND_HANDLERS, ...discord.moves.map((move) => move.handler)];
}
