/**
 * The tests' own composition root for the proof that a game is a plugin: the bot's four games as
 * src/hosted.ts lists them, and Connect Four (test/plugin/connect-four/), which nothing in src/
 * knows. Built as the real one is, by `hostGames`, which checks the table once.
 */
import { hostGames, type HostedGames } from '../../src/bot/hosting.ts';
import { HOSTED } from '../../src/hosted.ts';
import { CONNECT_FOUR } from './connect-four/hosted.ts';

/** The hosted games with Connect Four. */
export const WITH_CONNECT_FOUR: HostedGames = hostGames([...HOSTED.plugins, CONNECT_FOUR]);
