import { describe, expect, test } from 'vitest';
import { commandMention, commandMentions } from '../../src/bot/mentions.ts';
import { HOSTED } from '../../src/hosted.ts';

describe('commands named in texts', () => {
  test.each([
    ['chacun', 'board', 'fr', '/chacun plateau'],
    ['chacun', 'board', 'en', '/chacun board'],
    ['chacun', 'abort', 'fr', '/chacun arrêter'],
    ['chacun', 'help', 'en', '/chacun help'],
  ] as const)('%s %s in %s reads %j', (game, subcommand, locale, expected) => {
    expect(commandMention(HOSTED, game, subcommand, locale)).toBe(expected);
  });

  test('a game not known names the subcommand of every hosted game', () => {
    expect(commandMentions(HOSTED, undefined, 'help', 'fr')).toBe('/chacun aide, /scrabble aide, /jass aide ou /tchu aide');
    expect(commandMentions(HOSTED, 'no-such-game', 'abort', 'en')).toBe('/chacun abort, /scrabble abort, /jass abort or /tchu abort');
    expect(commandMentions(HOSTED, 'jass', 'board', 'fr')).toBe('/jass plateau');
  });
});
