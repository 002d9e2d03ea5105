// Every refusal code an engine lists (its typed `ERROR_CODES`, which its refusals must use) reaches a
// player as a sentence of its own in every locale, never as the text of an unexpected error.
import { describe, expect, test } from 'vitest';
import { refusalText } from '../../src/bot/replies.ts';
import type { RuleError } from '../../src/games/game.ts';
import { ERROR_CODES as CHACUN_CODES } from '../../src/games/chacun/engine/result.ts';
import { ERROR_CODES as JASS_CODES } from '../../src/games/jass/engine/game.ts';
import { ERROR_CODES as SCRABBLE_CODES } from '../../src/games/scrabble/engine/game.ts';
import { PLAY_ERRORS } from '../../src/games/scrabble/engine/play.ts';
import { ERROR_CODES as TCHU_CODES, RECORD_ERROR_CODES as TCHU_RECORD_CODES } from '../../src/games/tchu/engine/state.ts';
import { t } from '../../src/i18n/catalog.ts';
import { LOCALES } from '../../src/i18n/locale.ts';
import { isSessionOnlyCode } from '../../src/session/errors.ts';
import { HOSTED } from '../../src/hosted.ts';

/** Each game's codes players can meet. */
const CODES: Readonly<Record<string, readonly string[]>> = { chacun: CHACUN_CODES, jass: JASS_CODES, scrabble: SCRABBLE_CODES, tchu: TCHU_CODES };

/** A refusal as the engine gives it, with what a text may need (the words refused, the tickets to keep, the suit). */
function ruleError(code: string): RuleError {
  return { code, message: `log text of ${code}`, words: ['ZZZ'], min: 2, suit: 'H' } as RuleError;
}

describe('every refusal code of every engine has a text', () => {
  test.each(Object.keys(CODES).flatMap((game) => LOCALES.map((locale) => [game, locale] as const)))('%s in %s', (game, locale) => {
    const discord = HOSTED.discordOf(game);
    const unexpected = t(locale, 'game.unexpectedError');
    const texts = CODES[game].map((code) => {
      const rule = ruleError(code);
      const text = refusalText({ code, message: rule.message, rule }, locale, { game: discord, player: 'Ana' });
      expect(text, code).not.toBe(unexpected);
      expect(text, code).not.toContain('log text');
      // The platform words its own codes (NOT_YOUR_TURN, GAME_OVER) for every game; the game words the others.
      if (!isSessionOnlyCode(code)) expect(discord.ruleErrorText(rule, locale), code).toBe(text);
      return text;
    });
    // No two codes share a sentence (a copied line in a catalog would).
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('the lists hold each code once, and Scrabble\'s holds every refusal of a play', () => {
    for (const codes of Object.values(CODES)) expect(new Set(codes).size).toBe(codes.length);
    for (const code of PLAY_ERRORS) expect(SCRABBLE_CODES).toContain(code);
  });

  test("tCHu's codes of a damaged record are not players' refusals, and have no player's text", () => {
    for (const code of TCHU_RECORD_CODES) {
      expect(TCHU_CODES as readonly string[]).not.toContain(code);
      expect(HOSTED.discordOf('tchu').ruleErrorText(ruleError(code), 'en')).toBeUndefined();
    }
  });
});
