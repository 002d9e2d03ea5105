/**
 * The composition root of the games: the one list of the games this bot hosts, handed to the
 * platform as one checked table (src/bot/hosting.ts). Entry points (src/main.ts, the tools)
 * import it and pass it on; nothing on the platform's side imports a game. Listed by hand, so a
 * broken game fails loudly rather than being skipped; the order is that of menus and lists.
 */
import { hostGames, type HostedGames } from './bot/hosting.ts';
import { CHACUN } from './games/chacun/hosted.ts';
import { JASS } from './games/jass/hosted.ts';
import { SCRABBLE } from './games/scrabble/hosted.ts';
import { TCHU } from './games/tchu/hosted.ts';

/** Every hosted game. */
export const HOSTED: HostedGames = hostGames([CHACUN, SCRABBLE, JASS, TCHU]);
