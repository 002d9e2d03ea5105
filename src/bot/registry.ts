import { abortCommand } from './stop/abort-command.ts';
import { boardCommand } from './board-log/board-command.ts';
import { exportCommand } from './export/command.ts';
import { helpCommand } from './info/help-command.ts';
import { logCommand } from './board-log/log-command.ts';
import { newCommand } from './lobby/new-command.ts';
import { resignCommand } from './stop/resign-command.ts';
import { rulesCommand } from './info/rules-command.ts';
import { startCommand } from './lobby/start-command.ts';
import { undoCommand } from './undo/command.ts';
import { abortButtons } from './stop/abort-controls.ts';
import { boardButton } from './board-log/board-controls.ts';
import { aiButtons } from './lobby/ai-controls.ts';
import { colorMenu } from './lobby/color-controls.ts';
import { exportButton } from './export/controls.ts';
import { lobbyButtons } from './lobby/lobby-controls.ts';
import { logButtons } from './board-log/log-controls.ts';
import { resignButtons } from './stop/resign-controls.ts';
import { handOverButtons } from './clock/hand-over-controls.ts';
import { undoButton, undoVoteButtons } from './undo/controls.ts';
import type { GameDiscord } from './game-discord.ts';
import { rematchButtons } from './rematch/controls.ts';
import { lfgButton } from './lfg/command.ts';
import { ranksButtons } from './stats/commands.ts';
import { animationButton, replayButtons, replayCommand, replayGotoButton, replayJumpMenu, replayMoveForm } from './replay/handlers.ts';
import type { HostedGames } from './hosting.ts';
import { tournamentButtons } from './tournament/controls.ts';
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
  tournamentButtons,
  rematchButtons,
  lfgButton,
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
