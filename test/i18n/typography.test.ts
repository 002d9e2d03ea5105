import { describe, expect, test } from 'vitest';
import { TEXTS } from '../../src/games/chacun/render/text.ts';
import { frenchSpacing, NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE, typeset } from '../../src/i18n/typography.ts';

describe('frenchSpacing', () => {
  test('the two spaces are U+00A0 and U+202F', () => {
    expect(NO_BREAK_SPACE).toBe('\u00a0');
    expect(NARROW_NO_BREAK_SPACE).toBe('\u202f');
  });

  test.each([
    ['a colon takes a no-break space', 'Orientation : droite.', 'Orientation\u00a0: droite.'],
    ['! ? and ; take a narrow no-break space', 'Bravo ! Prêt ? Oui ; non.', 'Bravo\u202f! Prêt\u202f? Oui\u202f; non.'],
    ['guillemets take no-break spaces inside', 'la permission « Joindre des fichiers ».', 'la permission «\u00a0Joindre des fichiers\u00a0».'],
    ['a sign at the end of the text', 'à toi de jouer !', 'à toi de jouer\u202f!'],
    ['a sign before a closing bracket or markdown', '(permissions ?) et *Bravo !* puis **Facile** : oui', '(permissions\u202f?) et *Bravo\u202f!* puis **Facile**\u00a0: oui'],
    ['a sign before a line break', 'Décompte :\nForêt', 'Décompte\u00a0:\nForêt'],
    ['a question inside guillemets', '« Vraiment ? »', '«\u00a0Vraiment\u202f?\u00a0»'],
    ['a sign right after a mention', 'dans <#123> : viens !', 'dans <#123>\u00a0: viens\u202f!'],
    ['a percentage takes a narrow no-break space', 'gagnées : 5 (42 %)', 'gagnées\u00a0: 5 (42\u202f%)'],
  ] as const)('%s', (_situation, text, expected) => {
    expect(frenchSpacing(text)).toBe(expected);
  });

  test.each([
    ['a URL', 'Voir https://example.com/a?b=1 ou http://x.fr/:id'],
    ['a URL in angle brackets', 'Lien <https://discord.com/channels/1/2> ici'],
    ['mentions, channels, roles and timestamps', 'Salut <@42> <@!42> <@&7> <#9> <t:1700000000:R> <t:1700000000>'],
    ['custom emoji and command mentions', 'Bien <:bravo:123> <a:danse:456> </chacun poser:789>'],
    ['emoji shortcodes after a space', 'Bravo :tada: et :+1: ou :-1:'],
    ['times and ratios', 'À 12:30, 3/5 places, ratio 2:1'],
    ['signs with no space before them', 'Oui! Non? a;b privé:True'],
    ['a code span', 'Tape `/chacun poser case : M12 !` puis ```\nbloc : ici ?\n```'],
    ['spaces that are already unbreakable', 'Oui\u00a0: non\u202f!'],
    ['a lone backtick', 'un ` seul'],
    ['a percent sign after a word', 'le mot % seul'],
  ] as const)('leaves %s as they are', (_situation, text) => {
    expect(frenchSpacing(text)).toBe(text);
  });

  test('a sign after a code span is spaced, the span itself is not', () => {
    expect(frenchSpacing('Essaie `/chacun aide : tout` : ça aide !')).toBe('Essaie `/chacun aide : tout`\u00a0: ça aide\u202f!');
  });

  test('only the space before the sign changes, so lengths stay the same and a second pass changes nothing', () => {
    const text = 'Il me faut « Voir le salon » : tu peux ? Oui ; bravo !';
    const once = frenchSpacing(text);
    expect(once.length).toBe(text.length);
    expect(frenchSpacing(once)).toBe(once);
    expect(once.replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });

  test('typeset spaces French and leaves English untouched', () => {
    const text = 'Note : ok ! « x »';
    expect(typeset(text, 'fr')).toBe(frenchSpacing(text));
    expect(typeset(text, 'en')).toBe(text);
  });
});

describe('words drawn on the images', () => {
  // They go to the canvas as they are, without typesetting: none needs a French space today.
  const words = (texts: (typeof TEXTS)['fr']): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)));

  test('the French words have no plain space before a sign nor inside guillemets', () => {
    for (const word of words(TEXTS.fr)) expect(word).not.toMatch(/ [:;!?»]|« /);
  });
});
