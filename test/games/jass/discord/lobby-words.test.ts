import { describe, expect, test } from 'vitest';
import { JASS_DISCORD } from '../../../../src/games/jass/discord/index.ts';

describe('the Jass variants in words a player knows', () => {
  test.each([
    ['course', 'en', 'trump drawn at random each turn, to 1,000 points'],
    ['course', 'fr', 'atout tiré au sort à chaque tour, en 1 000 points'],
    ['schieber', 'en', 'Schieber (trump chosen or passed to the partner), to 1,000 points'],
    ['schieber', 'fr', 'Schieber (atout choisi ou passé au partenaire), en 1 000 points'],
  ] as const)('%s in %s: %s', (variant, locale, words) => {
    const said = JASS_DISCORD.describeOptions({ variant, target: 1000, suits: 'french' }, locale)!;
    // French spacing is typeset: compare with plain spaces.
    expect(said.replace(/[\u202f\u00a0]/g, ' ')).toContain(words);
    expect(said).not.toMatch(/course|cours\b/i);
  });

  test('the variant option’s choices and help say what the rules are, not where they come from', () => {
    const option = JASS_DISCORD.newOptions.find((o) => o.name === 'variant') as { description: string; description_localizations?: Record<string, string>; choices?: { name: string; name_localizations?: Record<string, string> }[] };
    const words = [option.description, ...Object.values(option.description_localizations ?? {}), ...(option.choices ?? []).flatMap((c) => [c.name, ...Object.values(c.name_localizations ?? {})])];
    expect(words.join(' | ')).not.toMatch(/course|cours\b/i);
    expect(option.choices?.map((c) => [c.name, c.name_localizations?.fr])).toEqual([
      ['Random trump', 'Atout au hasard'],
      ['Schieber', 'Schieber'],
    ]);
  });
});
