import { abortCommand } from './commands/abort.ts';
import { boardCommand } from './commands/board.ts';
import { exportCommand } from './commands/export.ts';
import { helpCommand } from './commands/help.ts';
import { logCommand } from './commands/log.ts';
import { newCommand } from './commands/new.ts';
import { occupyCommand } from './commands/occupy.ts';
import { placeCommand } from './commands/place.ts';
import { resignCommand } from './commands/resign.ts';
import { retakeCommand } from './commands/retake.ts';
import { rulesCommand } from './commands/rules.ts';
import { startCommand } from './commands/start.ts';
import { abortButtons } from './components/abort.ts';
import { boardButton } from './components/board.ts';
import { botButtons } from './components/bot.ts';
import { colorMenu } from './components/color.ts';
import { exportButton } from './components/export.ts';
import { lobbyButtons } from './components/lobby.ts';
import { logButtons } from './components/log.ts';
import { occupyButtons } from './components/occupy.ts';
import { pageButtons } from './components/page.ts';
import { placeButton } from './components/place.ts';
import { playButton } from './components/play.ts';
import { positionsMenu } from './components/positions.ts';
import { resignButtons } from './components/resign.ts';
import { retakeButtons } from './components/retake.ts';
import { rotateButtons } from './components/rotate.ts';
import type { AnyComponentHandler, CommandHandler } from './handler.ts';

/**
 * Every handler of the bot, listed by hand (not discovered from the folders, so that a broken
 * file fails loudly): one per /chacun subcommand, one per kind of custom id.
 */
export const COMMAND_HANDLERS: readonly CommandHandler[] = [
  newCommand,
  startCommand,
  placeCommand,
  occupyCommand,
  retakeCommand,
  boardCommand,
  logCommand,
  rulesCommand,
  resignCommand,
  abortCommand,
  exportCommand,
  helpCommand,
];

/** Component handlers; the first whose kind matches a decoded custom id takes the interaction. */
export const COMPONENT_HANDLERS: readonly AnyComponentHandler[] = [
  lobbyButtons,
  colorMenu,
  botButtons,
  playButton,
  positionsMenu,
  pageButtons,
  rotateButtons,
  placeButton,
  occupyButtons,
  retakeButtons,
  boardButton,
  logButtons,
  abortButtons,
  resignButtons,
  exportButton,
];
