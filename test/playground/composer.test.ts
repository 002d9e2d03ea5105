/**
 * The page's message box (src/playground/web/composer.js) without a browser: the suggestion for an
 * option names its type in the user's language, a command's "used /…" line names it as the
 * reader's Discord does (its localized name), and a refused command says why in the user's language.
 */
import { describe, expect, test } from 'vitest';
import { HOSTED } from '../../src/hosted.ts';
import { commandDefinitions } from '../../src/bot/definitions.ts';

interface Command {
  readonly name: string;
  readonly type?: number;
  readonly name_localizations?: Record<string, string>;
  readonly description?: string;
  readonly options?: readonly Command[];
  readonly required?: boolean;
  readonly choices?: readonly { readonly name: string; readonly value: string }[];
}
interface Composer {
  createComposer: (parts: Record<string, unknown>) => void;
  optionTypeName: (type: number, locale: string) => string;
  commandName: (name: string, commands: readonly Command[], locale: string) => string;
}
// A module of the page (plain JavaScript, run by the browser): loaded as it is.
const { createComposer, optionTypeName, commandName } = (await import('../../src/playground/web/composer.js' as string)) as Composer;

/** Shapes as the bot registers them: /chacun new [robots], /games (fr: /parties). */
const COMMANDS: readonly Command[] = [
  {
    name: 'chacun',
    type: 1,
    description: 'ChaCuN',
    options: [
      {
        name: 'new',
        type: 1,
        name_localizations: { fr: 'nouvelle' },
        description: 'Open a lobby',
        options: [
          { name: 'bots', type: 4, name_localizations: { fr: 'robots' }, description: 'AI players' },
          { name: 'title', type: 3, name_localizations: { fr: 'titre' }, description: 'Title', required: true },
          { name: 'words', type: 3, description: 'Word list', choices: [{ name: 'French', value: 'fr' }, { name: 'English', value: 'en' }] },
        ],
      },
    ],
  },
  { name: 'games', type: 1, name_localizations: { fr: 'parties' }, description: 'The games' },
];

/** A message box and its list, as far as the composer uses them. */
function box(locale: string): { type: (text: string) => void; enter: () => void; list: { hidden: boolean; innerHTML: string }; errors: string[] } {
  const handlers: Record<string, (event?: unknown) => void> = {};
  const input = { value: '', addEventListener: (type: string, fn: (event?: unknown) => void) => (handlers[type] = fn), focus: () => {} };
  const list = { hidden: true, innerHTML: '', addEventListener: () => {}, querySelectorAll: () => [], querySelector: () => null };
  const errors: string[] = [];
  createComposer({
    input,
    list,
    commands: () => COMMANDS,
    locale: () => locale,
    showError: (text: string) => errors.push(text),
    autocomplete: async () => null,
    command: async () => null,
    message: async () => {},
  });
  return {
    type: (text) => {
      input.value = text;
      handlers.input!();
    },
    enter: () => handlers.keydown!({ key: 'Enter', shiftKey: false, preventDefault: () => {} }),
    list,
    errors,
  };
}

describe('the message box', () => {
  test.each([
    ['fr', '/chacun nouvelle robots:', 'robots: entier'],
    ['en-US', '/chacun new bots:', 'bots: integer'],
    ['fr', '/chacun nouvelle titre:', 'titre: texte'],
  ])('in %s, typing %s suggests "%s"', (locale, typed, label) => {
    const composer = box(locale);
    composer.type(typed);
    expect(composer.list.hidden).toBe(false);
    expect(composer.list.innerHTML).toContain(`<span class="suggestion-name">${label}</span>`);
  });

  test('a choice whose value was typed comes first: "en" is English, not the "en" inside "French"', () => {
    const composer = box('en-US');
    composer.type('/chacun new words:en');
    const html = composer.list.innerHTML;
    expect(html).toContain('English');
    expect(html).toContain('French');
    expect(html.indexOf('English')).toBeLessThan(html.indexOf('French'));
    composer.type('/chacun new words:fr');
    expect(composer.list.innerHTML).toContain('French');
    expect(composer.list.innerHTML).not.toContain('English');
  });

  test.each([
    [3, 'texte', 'text'],
    [4, 'entier', 'integer'],
    [5, 'booléen', 'true/false'],
    [6, 'utilisateur', 'user'],
    [7, 'salon', 'channel'],
    [8, 'rôle', 'role'],
    [9, 'mentionnable', 'mentionable'],
    [10, 'nombre', 'number'],
    [11, 'fichier', 'file'],
  ])('option type %i is "%s" in French, "%s" in English', (type, fr, en) => {
    expect(optionTypeName(type, 'fr')).toBe(fr);
    expect(optionTypeName(type, 'en-US')).toBe(en);
  });

  test('every option type of the registered commands has a name in both languages', () => {
    const types = new Set<number>();
    const walk = (options: readonly Command[] | undefined): void => {
      for (const option of options ?? []) {
        if (option.type !== undefined && option.type > 2) types.add(option.type);
        walk(option.options);
      }
    };
    walk(commandDefinitions(HOSTED) as unknown as Command[]);
    expect(types.size).toBeGreaterThan(1);
    for (const type of types) for (const locale of ['fr', 'en-US']) expect(optionTypeName(type, locale), `type ${type} in ${locale}`).not.toBe('');
  });

  test('a command missing a required option, or unknown, is refused in the user’s language', () => {
    const composer = box('fr');
    composer.type('/chacun nouvelle robots:1');
    composer.enter();
    composer.type('/échecs');
    composer.enter();
    expect(composer.errors).toEqual(['/chacun demande titre.', 'Il n’y a pas de commande /échecs.']);
  });
});

describe('the "used /…" line of a command’s answer', () => {
  test.each([
    ['games', 'fr', 'parties'],
    ['games', 'en-US', 'games'],
    ['chacun new', 'fr', 'chacun nouvelle'],
    ['chacun new', 'en-US', 'chacun new'],
    ['unknown', 'fr', 'unknown'],
  ])('/%s reads /%s… in %s', (name, locale, shown) => {
    expect(commandName(name, COMMANDS, locale)).toBe(shown);
  });
});
