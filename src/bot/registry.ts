import { abortCommand } from './commands/abort.ts';
import { boardCommand } from './commands/board.ts';
import { exportCommand } from './commands/export.ts';
import { helpCommand } from './commands/help.ts';
import { logCommand } from './commands/log.ts';
import { newCommand } from './commands/new.ts';
import { resignCommand } from './commands/resign.ts';
import { rulesCommand } from './commands/rules.ts';
import { startCommand } from './commands/start.ts';
import { abortButtons } from './components/abort.ts';
import { boardButton } from './components/board.ts';
import { botButtons } from './components/bot.ts';
import { colorMenu } from './components/color.ts';
import { exportButton } from './components/export.ts';
import { lobbyButtons } from './components/lobby.ts';
import { logButtons } from './components/log.ts';
import { resignButtons } from './components/resign.ts';
import { CHACUN_COMMANDS, CHACUN_COMPONENTS } from '../games/chacun/discord/index.ts';
import type { AnyComponentHandler, CommandHandler } from './handler.ts';

/**
 * Every handler of the bot, listed by hand (not discovered from the folders, so that a broken
 * file fails loudly): the platform's shared subcommands and components, and each game's own
 * (its moves), one per /chacun subcommand, one per kind of custom id.
 */
export const COMMAND_HANDLERS: readonly CommandHandler[] = [
  newCommand,
  startCommand,
  ...CHACUN_COMMANDS,
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
  ...CHACUN_COMPONENTS,
  boardButton,
  logButtons,
  abortButtons,
  resignButtons,
  exportButton,
];
