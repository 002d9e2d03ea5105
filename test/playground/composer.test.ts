/**
 * The page's message box (src/playground/web/composer.js) without a browser: the suggestion for an
 * option names its type in the user's language, a command's "used /…" line names it as the
 * reader's Discord does (its localized name), a refused command says why in the user's language,
 * and a user option takes a name (offered as one types) and sends that user's id.
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
  readonly autocomplete?: boolean;
  readonly choices?: readonly { readonly name: string; readonly value: string }[];
}
/** A user as the page knows them. */
interface User {
  readonly id: string;
  readonly name: string;
  readonly bot: boolean;
}
interface Composer {
  createComposer: (parts: Record<string, unknown>) => void;
  optionTypeName: (type: number, locale: string) => string;
  commandName: (name: string, commands: readonly Command[], locale: string) => string;
  userNamed: (value: string, users: readonly User[]) => User | null;
}
// A module of the page (plain JavaScript, run by the browser): loaded as it is.
const { createComposer, optionTypeName, commandName, userNamed } = (await import('../../src/playground/web/composer.js' as string)) as Composer;

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
  {
    name: 'stats',
    type: 1,
    name_localizations: { fr: 'statistiques' },
    description: 'Statistics',
    options: [
      { name: 'user', type: 6, name_localizations: { fr: 'joueur' }, description: 'Whose statistics' },
      { name: 'game', type: 3, description: 'Which game', choices: [{ name: 'ChaCuN', value: 'chacun' }] },
    ],
  },
  {
    name: 'tournament',
    type: 1,
    description: 'Tournaments',
    options: [
      {
        name: 'join',
        type: 1,
        description: 'Sign up with a partner',
        options: [
          { name: 'partner', type: 6, description: 'Who you team up with', required: true },
          { name: 'tournament', type: 3, description: 'Which tournament', autocomplete: true },
        ],
      },
    ],
  },
];

/** The server's users as the page knows them: people, and the bot. */
const USERS: readonly User[] = [
  { id: '1001', name: 'alice', bot: false },
  { id: '1002', name: 'bob', bot: false },
  { id: '1000', name: 'ChaCuN', bot: true },
  { id: '1003', name: 'bobby', bot: false },
];

/** What the composer sends: a command or an autocomplete request, as the page posts it. */
interface Sent {
  readonly name: string;
  readonly subcommand?: string;
  readonly options: Record<string, unknown>;
  readonly focused?: string;
}

/** A message box and its list, as far as the composer uses them, with what it sends. */
function box(locale: string): {
  type: (text: string) => void;
  enter: () => void;
  tab: () => void;
  value: () => string;
  list: { hidden: boolean; innerHTML: string };
  errors: string[];
  commands: Sent[];
  autocompletes: Sent[];
} {
  const handlers: Record<string, (event?: unknown) => void> = {};
  const input = { value: '', addEventListener: (type: string, fn: (event?: unknown) => void) => (handlers[type] = fn), focus: () => {} };
  const list = { hidden: true, innerHTML: '', addEventListener: () => {}, querySelectorAll: () => [], querySelector: () => null };
  const errors: string[] = [];
  const commands: Sent[] = [];
  const autocompletes: Sent[] = [];
  createComposer({
    input,
    list,
    commands: () => COMMANDS,
    users: () => USERS,
    locale: () => locale,
    showError: (text: string) => errors.push(text),
    autocomplete: async (body: Sent) => (autocompletes.push(body), null),
    command: async (body: Sent) => (commands.push(body), null),
    message: async () => {},
  });
  const key = (name: string) => () => handlers.keydown!({ key: name, shiftKey: false, preventDefault: () => {} });
  return {
    type: (text) => {
      input.value = text;
      handlers.input!();
    },
    enter: key('Enter'),
    tab: key('Tab'),
    value: () => input.value,
    list,
    errors,
    commands,
    autocompletes,
  };
}

/** The names a list shows, in order. */
const shownNames = (html: string): string[] => [...html.matchAll(/<span class="suggestion-name">([^<]*)<\/span>/g)].map((m) => m[1]!);

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

describe('a user option', () => {
  test('offers the server’s users as one types, as Discord lists members: names starting with what was typed first, people before the bot', () => {
    const composer = box('en-US');
    composer.type('/stats user:');
    expect(shownNames(composer.list.innerHTML)).toEqual(['@alice', '@bob', '@bobby', '@ChaCuN']);
    composer.type('/stats user:@b');
    expect(shownNames(composer.list.innerHTML)).toEqual(['@bob', '@bobby']);
    const french = box('fr');
    french.type('/statistiques joueur:ali');
    expect(shownNames(french.list.innerHTML)).toEqual(['@alice']);
  });

  test.each([
    ['a name', '/stats user:bob'],
    ['an @name in another case', '/stats user:@Bob'],
    ['a mention', '/stats user:<@1002>'],
    ['an id', '/stats user:1002'],
    ['a French name of the option', '/statistiques joueur:bob'],
  ])('sends the id of the user %s names: %s', (_, typed) => {
    const composer = box('fr');
    composer.type(typed);
    composer.enter();
    // Enter takes the suggestion first (as in Discord) when what is typed is not it already, then sends.
    if (composer.commands.length === 0) composer.enter();
    expect(composer.errors).toEqual([]);
    expect(composer.commands).toEqual([{ name: 'stats', options: { user: '1002' } }]);
  });

  test('a user picked in the list with Tab is written @name and sent as their id', () => {
    const composer = box('en-US');
    composer.type('/stats user:bo');
    composer.tab();
    expect(composer.value()).toBe('/stats user:@bob ');
    composer.type(`${composer.value()}game:ChaCuN `);
    composer.enter();
    expect(composer.commands).toEqual([{ name: 'stats', options: { user: '1002', game: 'chacun' } }]);
  });

  test.each([
    ['en-US', 'There is no user called zoe here.'],
    ['fr', 'Il n’y a personne qui s’appelle zoe ici.'],
  ])('a name of nobody here is refused in the page (%s), and nothing is sent', (locale, said) => {
    const composer = box(locale);
    composer.type('/stats user:zoe');
    expect(composer.list.innerHTML).not.toContain('@');
    composer.enter();
    expect(composer.errors).toEqual([said]);
    expect(composer.commands).toEqual([]);
  });

  test('while another option is autocompleted, a user named in the command goes as their id; one naming nobody is left out', async () => {
    const composer = box('en-US');
    composer.type('/tournament join partner:@bob tournament:ab');
    await new Promise((resolve) => setTimeout(resolve, 250));
    composer.type('/tournament join partner:zoe tournament:ab');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(composer.autocompletes).toEqual([
      { name: 'tournament', subcommand: 'join', options: { partner: '1002', tournament: 'ab' }, focused: 'tournament' },
      { name: 'tournament', subcommand: 'join', options: { tournament: 'ab' }, focused: 'tournament' },
    ]);
  });

  test.each([
    ['bob', '1002'],
    ['@BOB', '1002'],
    ['<@!1001>', '1001'],
    ['1003', '1003'],
    ['chacun', '1000'],
    ['zoe', null],
    ['<@42>', null],
    ['', null],
  ])('"%s" names %s', (typed, id) => {
    expect(userNamed(typed, USERS)?.id ?? null).toBe(id);
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
