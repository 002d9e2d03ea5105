import type { AnyComponentHandler, CommandHandler } from '../../../bot/handler.ts';
import { occupyCommand } from './commands/occupy.ts';
import { placeCommand } from './commands/place.ts';
import { retakeCommand } from './commands/retake.ts';
import { occupyButtons } from './components/occupy.ts';
import { pageButtons } from './components/page.ts';
import { placeButton } from './components/place.ts';
import { playButton } from './components/play.ts';
import { positionsMenu } from './components/positions.ts';
import { retakeButtons } from './components/retake.ts';
import { rotateButtons } from './components/rotate.ts';

/** ChaCuN's own subcommands (its moves), besides the platform's shared ones. */
export const CHACUN_COMMANDS: readonly CommandHandler[] = [placeCommand, occupyCommand, retakeCommand];

/** ChaCuN's own components: Play, the placement panel (positions, pages, rotations, Confirm), occupants and the shaman's pawns. */
export const CHACUN_COMPONENTS: readonly AnyComponentHandler[] = [playButton, positionsMenu, pageButtons, rotateButtons, placeButton, occupyButtons, retakeButtons];
