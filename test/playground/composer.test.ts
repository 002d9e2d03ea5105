/**
 * The page's message box (src/playground/web/composer.js) without a browser: the suggestion for an
 * option names its type in the user's language, a command's "used /…" line names it as the
 * reader's Discord does (its localized name), a refused command says why in the user's language,
 * a user, channel or role option takes a name (offered as one types, of the server's users, its
 * channels of the types the option takes, its roles) and sends its id, an attachment option (the page
 * attaches no file) is refused, and every option is checked as Discord's client checks it (range,
 * length, choices, channels, roles) before anything is sent.
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
  readonly choices?: readonly { readonly name: string; readonly name_localizations?: Record<string, string>; readonly value: string | number }[];
  readonly min_value?: number;
  readonly max_value?: number;
  readonly min_length?: number;
  readonly max_length?: number;
  readonly channel_types?: readonly number[];
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
  channelNamed: (value: string, channels: readonly Channel[]) => Channel | null;
  roleNamed: (value: string, roles: readonly Role[]) => Role | null;
  optionValue: (option: Command, given: string, context: { locale: string }) => { value?: unknown; error?: string };
}
/** A role as the page knows it. */
interface Role {
  readonly id: string;
  readonly name: string;
}
/** A channel as the page knows it. */
interface Channel {
  readonly id: string;
  readonly name: string;
  readonly kind: 'text' | 'publicThread' | 'privateThread';
  readonly parentId: string | null;
}
// A module of the page (plain JavaScript, run by the browser): loaded as it is.
const { createComposer, optionTypeName, commandName, userNamed, channelNamed, roleNamed, optionValue } = (await import('../../src/playground/web/composer.js' as string)) as Composer;

/**
 * Shapes as the bot registers them: /chacun new [robots], /games (fr: /parties); /team and /import
 * have the option types no registered command has yet (role, mentionable, attachment).
 */
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
        name: 'create',
        type: 1,
        name_localizations: { fr: 'créer' },
        description: 'Open a tournament',
        options: [
          {
            name: 'format',
            type: 3,
            description: 'How rounds are paired',
            required: true,
            choices: [
              { name: 'Swiss system', name_localizations: { fr: 'Système suisse' }, value: 'swiss' },
              { name: 'Single elimination', name_localizations: { fr: 'Élimination directe' }, value: 'elimination' },
            ],
          },
          { name: 'cap', type: 4, name_localizations: { fr: 'places' }, description: 'At most this many entrants', min_value: 2, max_value: 64 },
          { name: 'bots', type: 4, description: 'AI entrants', min_value: 0 },
          { name: 'weight', type: 10, description: 'A number', max_value: 1.5 },
          { name: 'size', type: 4, description: 'Table size', choices: [{ name: 'Small', value: 2 }, { name: 'Large', value: 4 }, { name: 'Huge: eight', value: 8 }] },
          { name: 'code', type: 3, description: 'A code', min_length: 2, max_length: 3 },
          { name: 'note', type: 3, description: 'A note', max_length: 10 },
          { name: 'letter', type: 3, description: 'A letter', max_length: 1 },
          { name: 'where', type: 7, name_localizations: { fr: 'salon' }, description: 'Where to announce it', channel_types: [0] },
        ],
      },
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
  {
    name: 'team',
    type: 1,
    name_localizations: { fr: 'équipe' },
    description: 'A team',
    options: [
      { name: 'role', type: 8, name_localizations: { fr: 'rôle' }, description: 'Its role' },
      { name: 'who', type: 9, name_localizations: { fr: 'qui' }, description: 'A user or a role' },
      { name: 'channel', type: 7, name_localizations: { fr: 'salon' }, description: 'Where it plays' },
      { name: 'picture', type: 11, name_localizations: { fr: 'image' }, description: 'Its badge' },
      { name: 'game', type: 3, description: 'Which game', autocomplete: true },
    ],
  },
  {
    name: 'import',
    type: 1,
    name_localizations: { fr: 'importer' },
    description: 'Import a game',
    options: [
      { name: 'record', type: 11, name_localizations: { fr: 'fichier' }, description: 'The game record', required: true },
      { name: 'note', type: 3, description: 'A note' },
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

/** The server's channels as the page knows them: #general, a thread in it, and #games. */
const CHANNELS: readonly Channel[] = [
  { id: '2001', name: 'general', kind: 'text', parentId: null },
  { id: '2002', name: 'lobby', kind: 'publicThread', parentId: '2001' },
  { id: '2003', name: 'games', kind: 'text', parentId: null },
];

/** The server's roles as the page knows them, highest first: the bot's own (named as the bot), Moderators, @everyone. */
const ROLES: readonly Role[] = [
  { id: '3002', name: 'ChaCuN' },
  { id: '3001', name: 'Moderators' },
  { id: '3000', name: '@everyone' },
];

/** What the composer sends: a command or an autocomplete request, as the page posts it. */
interface Sent {
  readonly name: string;
  readonly subcommand?: string;
  readonly options: Record<string, unknown>;
  readonly focused?: string;
}

/** A message box and its list, as far as the composer uses them, with what it sends. */
function box(
  locale: string,
  commandList: readonly Command[] = COMMANDS,
  answer: unknown = null,
): {
  type: (text: string) => void;
  enter: () => void;
  tab: () => void;
  down: () => void;
  value: () => string;
  list: { hidden: boolean; innerHTML: string };
  errors: string[];
  /** What is said under the box now: the last refusal, unless taken away since. */
  said: () => string;
  /** Something else is refused under the box (a click, say), as the page says it. */
  refuse: (text: string) => void;
  /** The server refuses the next command sent, saying this (as the page's interact does). */
  refuseNext: (text: string) => void;
  commands: Sent[];
  autocompletes: Sent[];
} {
  const handlers: Record<string, (event?: unknown) => void> = {};
  const input = { value: '', addEventListener: (type: string, fn: (event?: unknown) => void) => (handlers[type] = fn), focus: () => {} };
  const list = { hidden: true, innerHTML: '', addEventListener: () => {}, querySelectorAll: () => [], querySelector: () => null };
  const errors: string[] = [];
  let said = '';
  let refusal: string | null = null;
  const commands: Sent[] = [];
  const autocompletes: Sent[] = [];
  const showError = (text: string): void => {
    errors.push(text);
    said = text;
  };
  createComposer({
    input,
    list,
    commands: () => commandList,
    users: () => USERS,
    channels: () => CHANNELS,
    roles: () => ROLES,
    locale: () => locale,
    showError,
    clearError: () => void (said = ''),
    autocomplete: async (body: Sent) => (autocompletes.push(body), answer),
    command: async (body: Sent) => {
      commands.push(body);
      if (refusal !== null) showError(refusal);
      refusal = null;
      return null;
    },
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
    down: key('ArrowDown'),
    value: () => input.value,
    list,
    errors,
    said: () => said,
    refuse: showError,
    refuseNext: (text) => void (refusal = text),
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
    expect(composer.errors).toEqual(['/chacun nouvelle demande titre.', 'Il n’y a pas de commande /échecs.']);
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

  test('a value sent before its autocomplete answer comes (typed and Enter at once) leaves no list open under the emptied box', async () => {
    const answer = { kind: 'autocomplete', choices: [{ name: 'Spring cup', value: 'ab' }] };
    const composer = box('en-US', COMMANDS, answer);
    composer.type('/tournament join partner:bob tournament:ab');
    composer.enter();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(composer.commands).toEqual([{ name: 'tournament', subcommand: 'join', options: { partner: '1002', tournament: 'ab' } }]);
    expect(composer.value()).toBe('');
    expect(composer.list.hidden).toBe(true);
    // Awaited, the same answer still shows its list.
    composer.type('/tournament join partner:bob tournament:ab');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(composer.list.hidden).toBe(false);
    expect(shownNames(composer.list.innerHTML)).toEqual(['Spring cup']);
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

/** Types a command and presses Enter (twice when the first takes a suggestion, as in Discord); what it sent or said. */
function enter(locale: string, typed: string, commandList: readonly Command[] = COMMANDS): { errors: string[]; commands: Sent[] } {
  const composer = box(locale, commandList);
  composer.type(typed);
  composer.enter();
  if (composer.errors.length === 0 && composer.commands.length === 0) composer.enter();
  return { errors: composer.errors, commands: composer.commands };
}

describe('options checked as Discord’s client checks them, nothing sent when one is wrong', () => {
  test.each([
    ['en-US', '/tournament create format:swiss cap:1', 'cap must be between 2 and 64.'],
    ['fr', '/tournament créer format:swiss places:65', 'places doit être entre 2 et 64.'],
    ['en-US', '/tournament create format:swiss bots:-1', 'bots must be at least 0.'],
    ['fr', '/tournament créer format:swiss bots:-1', 'bots doit valoir au moins 0.'],
    ['en-US', '/tournament create format:swiss weight:2', 'weight must be at most 1.5.'],
    ['en-US', '/tournament create format:swiss cap:2.5', 'cap must be a whole number.'],
    ['en-US', '/tournament create format:swiss cap:0x10', 'cap must be a whole number.'],
    ['en-US', '/tournament create format:swiss cap:99999999999999999999', 'cap must be a whole number.'],
    ['fr', '/tournament créer format:swiss places:trois', 'places doit être un nombre entier.'],
    ['en-US', '/tournament create format:swiss weight:abc', 'weight must be a number.'],
    ['en-US', '/tournament create format:bogus', '“bogus” is not one of the choices of format: Swiss system · Single elimination.'],
    ['fr', '/tournament créer format:bogus', '« bogus » n’est pas un choix possible pour format : Système suisse · Élimination directe.'],
    ['en-US', '/tournament create format:swiss size:Medium', '“Medium” is not one of the choices of size: Small · Large · Huge: eight.'],
    ['en-US', '/tournament create cap:4', '/tournament create needs format.'],
    ['fr', '/tournament créer places:4', '/tournament créer demande format.'],
    ['en-US', '/tournament create format:swiss code:A', 'code must be 2 to 3 characters long.'],
    ['fr', '/tournament créer format:swiss code:ABCD', 'code doit faire de 2 à 3 caractères.'],
    ['en-US', '/tournament create format:swiss note:12345678901', 'note must be at most 10 characters long.'],
    ['en-US', '/tournament create format:swiss letter:ab', 'letter must be a single character.'],
    ['en-US', '/tournament create format:swiss where:#nowhere', 'There is no channel #nowhere here.'],
    ['fr', '/tournament créer format:swiss salon:nowhere', 'Il n’y a pas de salon #nowhere ici.'],
    ['en-US', '/tournament create format:swiss where:<#42>', 'There is no channel <#42> here.'],
    ['en-US', '/tournament create format:swiss where:#lobby', '#lobby can’t be chosen for where.'],
  ])('in %s, %s is refused: "%s"', (locale, typed, said) => {
    expect(enter(locale, typed)).toEqual({ errors: [said], commands: [] });
  });

  test('text naming no option of the command is refused, not dropped: an option it does not have, or words before the first', () => {
    const noOptions = enter('fr', '/parties moi:True');
    expect(noOptions).toEqual({ errors: ['/parties ne prend pas d’option : « moi:True » ne serait pas envoyé.'], commands: [] });
    const [unknown] = enter('en-US', '/tournament create mine:yes format:swiss').errors;
    expect(unknown).toMatch(/^“mine:yes” is not an option of \/tournament create: write its options as name:value \(format: · .*cap:/);
    const [words] = enter('fr', '/tournament créer suisse format:swiss').errors;
    expect(words).toMatch(/^« suisse » n’est pas une option de \/tournament créer : écris ses options sous la forme nom:valeur \(format: · /);
    // A value may hold a colon: only what stands before the first option is refused.
    expect(enter('en-US', '/tournament create format:swiss note:a:b').errors).toEqual([]);
    // A misspelt name after a value that is not free text is named, not read as part of the value ("cap must be an integer").
    const [misspelt] = enter('fr', '/tournament créer format:swiss places:4 niveau_bots:hard').errors;
    expect(misspelt).toMatch(/^« niveau_bots:hard » n’est pas une option de \/tournament créer : /);
    expect(enter('en-US', '/tournament create format:swiss size:Large colour:red').errors[0]).toMatch(/^“colour:red” is not an option of \/tournament create: /);
    // Free text keeps its "word:" (a tournament's game_options is written so), and so does a choice whose name holds one.
    expect(enter('en-US', '/tournament create format:swiss note:x y:z').errors).toEqual([]);
    expect(enter('en-US', '/tournament create format:swiss size:Huge: eight')).toEqual({ errors: [], commands: [expect.objectContaining({ options: { format: 'swiss', size: 8 } })] });
  });

  test.each([
    ['en-US', '/tournament create format:Swiss system cap:2', { format: 'swiss', cap: 2 }],
    ['fr', '/tournament créer format:Élimination directe places:64', { format: 'elimination', cap: 64 }],
    ['fr', '/tournament créer format:Swiss system', { format: 'swiss' }],
    ['en-US', '/tournament create format:elimination', { format: 'elimination' }],
    ['en-US', '/tournament create format:single elimination', { format: 'elimination' }],
    ['en-US', '/tournament create format:swiss size:Large bots:+3 weight:-0.5', { format: 'swiss', size: 4, bots: 3, weight: -0.5 }],
    ['en-US', '/tournament create format:swiss code:8H note:🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲 letter:é', { format: 'swiss', code: '8H', note: '🎲'.repeat(10), letter: 'é' }],
    ['en-US', '/tournament create format:swiss where:#general', { format: 'swiss', where: '2001' }],
    ['fr', '/tournament créer format:swiss salon:General', { format: 'swiss', where: '2001' }],
    ['en-US', '/tournament create format:swiss where:<#2001>', { format: 'swiss', where: '2001' }],
  ])('in %s, %s is sent', (locale, typed, options) => {
    expect(enter(locale, typed)).toEqual({ errors: [], commands: [{ name: 'tournament', subcommand: 'create', options }] });
  });

  test('a refusal goes when the text is edited (typed, or a suggestion taken) and when a command is sent; a refusal of the new text still shows', () => {
    const composer = box('fr');
    composer.type('/tournament créer format:swiss places:1');
    composer.enter();
    expect(composer.said()).toBe('places doit être entre 2 et 64.');
    composer.type('/tournament créer format:swiss places:');
    expect(composer.said()).toBe('');
    composer.type('/tournament créer format:swiss places:65');
    composer.enter();
    expect(composer.said()).toBe('places doit être entre 2 et 64.');
    // Enter again on the same text: still refused, still said.
    composer.enter();
    expect(composer.said()).toBe('places doit être entre 2 et 64.');
    expect(composer.commands).toEqual([]);
    // A suggestion taken with Tab is an edit too.
    composer.type('/tournament créer format:élim');
    composer.refuse('Ce bouton n’est plus valable.');
    composer.tab();
    expect(composer.value()).toBe('/tournament créer format:Élimination directe ');
    expect(composer.said()).toBe('');
    // A refusal said while the text waited (of a click, say), then Enter without an edit: sending takes it away.
    composer.type('/tournament créer format:swiss places:8');
    composer.refuse('Ce bouton n’est plus valable.');
    composer.enter();
    expect(composer.commands).toHaveLength(1);
    expect(composer.said()).toBe('');
    // The server's refusal of the command sent shows, the old one gone.
    composer.type('/tournament créer format:swiss places:9');
    composer.refuse('Ce bouton n’est plus valable.');
    composer.refuseNext('Il y a déjà un tournoi ici.');
    composer.enter();
    expect(composer.commands).toHaveLength(2);
    expect(composer.said()).toBe('Il y a déjà un tournoi ici.');
  });

  test('a choice picked in the list with Tab is sent as its value', () => {
    const composer = box('fr');
    composer.type('/tournament créer format:élim');
    composer.tab();
    expect(composer.value()).toBe('/tournament créer format:Élimination directe ');
    composer.type(`${composer.value()}places:8`);
    composer.enter();
    expect(composer.errors).toEqual([]);
    expect(composer.commands).toEqual([{ name: 'tournament', subcommand: 'create', options: { format: 'elimination', cap: 8 } }]);
  });

  test('a refusal lists the first ten choices, then “…”', () => {
    const letters = 'abcdefghijkl'.split('');
    const option: Command = { name: 'letter', type: 3, choices: letters.map((l) => ({ name: l.toUpperCase(), value: l })) };
    expect(optionValue(option, 'z', { locale: 'en-US' })).toEqual({ error: '“z” is not one of the choices of letter: A · B · C · D · E · F · G · H · I · J · ….' });
    expect(optionValue(option, 'l', { locale: 'en-US' })).toEqual({ value: 'l' });
  });

  test('the start of one choice\'s name is that choice, as Discord\'s list would show it alone; the start of several is refused', () => {
    const option: Command = {
      name: 'seat',
      type: 3,
      choices: [
        { name: 'South (blue team)', name_localizations: { fr: 'Sud (équipe bleue)' }, value: 'S' },
        { name: 'North (blue team)', name_localizations: { fr: 'Nord (équipe bleue)' }, value: 'N' },
        { name: 'East (orange team)', name_localizations: { fr: 'Est (équipe orange)' }, value: 'E' },
      ],
    };
    expect(optionValue(option, 'Sud', { locale: 'fr' })).toEqual({ value: 'S' });
    expect(optionValue(option, 'south', { locale: 'fr' })).toEqual({ value: 'S' });
    expect(optionValue(option, 'e', { locale: 'en-US' })).toEqual({ value: 'E' });
    expect(optionValue(option, 'No', { locale: 'en-US' })).toEqual({ value: 'N' });
    // Two choices start so: the list would show both, and nothing is taken.
    expect(optionValue({ ...option, choices: [...option.choices!, { name: 'Southwest', value: 'SW' }] }, 'sou', { locale: 'en-US' })).toMatchObject({ error: expect.stringMatching(/^“sou” is not one of the choices of seat: /) });
  });

  test('an autocomplete option, whose values come from the bot, is not limited to a list', () => {
    expect(enter('en-US', '/tournament join partner:bob tournament:anything at all')).toEqual({
      errors: [],
      commands: [{ name: 'tournament', subcommand: 'join', options: { partner: '1002', tournament: 'anything at all' } }],
    });
  });

  test.each([
    ['general', '2001'],
    ['#General', '2001'],
    ['<#2002>', '2002'],
    ['2002', '2002'],
    ['#nowhere', null],
    ['<#42>', null],
  ])('"%s" names channel %s', (typed, id) => {
    expect(channelNamed(typed, CHANNELS)?.id ?? null).toBe(id);
  });

  /** A value Discord's client accepts for an option, to fill the required ones of a registered command. */
  const valid = (option: Command): string => {
    if (option.choices?.length) return option.choices[0]!.name;
    if (option.type === 4 || option.type === 10) return String(option.min_value ?? option.max_value ?? 1);
    if (option.type === 5) return 'True';
    if (option.type === 6 || option.type === 9) return '@alice';
    if (option.type === 7) return '#general';
    if (option.type === 8) return '@everyone';
    return 'x'.repeat(Math.max(option.min_length ?? 1, 1));
  };
  /** Every (sub)command of the registered commands, as typed in English, with its options. */
  const typedCommands = (commands: readonly Command[]): { readonly typed: string; readonly options: readonly Command[] }[] =>
    commands.flatMap((command) => {
      const walk = (prefix: string, options: readonly Command[]): { typed: string; options: readonly Command[] }[] =>
        options.some((o) => o.type === 1 || o.type === 2) ? options.filter((o) => o.type === 1 || o.type === 2).flatMap((o) => walk(`${prefix} ${o.name}`, o.options ?? [])) : [{ typed: prefix, options }];
      return walk(`/${command.name}`, command.options ?? []);
    });

  test('in the registered commands, every integer beyond its bounds and every value outside a list of choices is refused, and nothing is sent', () => {
    const registered = commandDefinitions(HOSTED) as unknown as Command[];
    let checked = 0;
    for (const { typed, options } of typedCommands(registered)) {
      const required = options.filter((o) => o.required).map((o) => `${o.name}:${valid(o)}`);
      for (const option of options) {
        const others = required.filter((r) => !r.startsWith(`${option.name}:`));
        const wrong: [string, string][] = [];
        if (option.min_value !== undefined) wrong.push([String(option.min_value - 1), option.max_value === undefined ? `${option.name} must be at least ${option.min_value}.` : `${option.name} must be between ${option.min_value} and ${option.max_value}.`]);
        if (option.max_value !== undefined) wrong.push([String(option.max_value + 1), option.min_value === undefined ? `${option.name} must be at most ${option.max_value}.` : `${option.name} must be between ${option.min_value} and ${option.max_value}.`]);
        if (option.choices?.length) wrong.push(['bogus', `“bogus” is not one of the choices of ${option.name}: `]);
        for (const [value, said] of wrong) {
          const sent = enter('en-US', `${[typed, ...others].join(' ')} ${option.name}:${value}`, registered);
          expect(sent.commands, `${typed} ${option.name}:${value}`).toEqual([]);
          expect(sent.errors[0], `${typed} ${option.name}:${value}`).toContain(said);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('a channel option', () => {
  test('offers the server’s channels of the types it takes as one types, as #name: names starting with what was typed first', () => {
    const composer = box('en-US');
    // where takes text channels only: the thread #lobby is not offered.
    composer.type('/tournament create format:swiss where:');
    expect(shownNames(composer.list.innerHTML)).toEqual(['#general', '#games']);
    composer.type('/tournament create format:swiss where:#ga');
    expect(shownNames(composer.list.innerHTML)).toEqual(['#games']);
    const french = box('fr');
    french.type('/équipe salon:');
    expect(shownNames(french.list.innerHTML)).toEqual(['#general', '#lobby', '#games']);
    french.type('/équipe salon:l');
    expect(shownNames(french.list.innerHTML)).toEqual(['#lobby', '#general']);
  });

  test('a channel of a type the option does not take is not offered: the list says what the option wants', () => {
    const composer = box('en-US');
    composer.type('/tournament create format:swiss where:lob');
    expect(shownNames(composer.list.innerHTML)).toEqual(['where: channel']);
  });

  test('a channel picked in the list with Tab is written #name and sent as its id', () => {
    const composer = box('en-US');
    composer.type('/tournament create format:swiss where:gam');
    composer.tab();
    expect(composer.value()).toBe('/tournament create format:swiss where:#games ');
    composer.enter();
    expect(composer.errors).toEqual([]);
    expect(composer.commands).toEqual([{ name: 'tournament', subcommand: 'create', options: { format: 'swiss', where: '2003' } }]);
  });
});

describe('a role option', () => {
  test('offers the server’s roles as one types, as @name: names starting with what was typed first', () => {
    const composer = box('en-US');
    composer.type('/team role:');
    expect(shownNames(composer.list.innerHTML)).toEqual(['@ChaCuN', '@Moderators', '@everyone']);
    composer.type('/team role:@e');
    expect(shownNames(composer.list.innerHTML)).toEqual(['@everyone', '@Moderators']);
  });

  test.each([
    ['a name', '/team role:Moderators', '3001'],
    ['an @name in another case', '/team role:@moderators', '3001'],
    ['a mention', '/team role:<@&3001>', '3001'],
    ['an id', '/team role:3001', '3001'],
    ['@everyone', '/team role:@everyone', '3000'],
    ['a French name of the option', '/équipe rôle:everyone', '3000'],
  ])('sends the id of the role %s names: %s', (_, typed, id) => {
    expect(enter('fr', typed)).toEqual({ errors: [], commands: [{ name: 'team', options: { role: id } }] });
  });

  test('a role picked in the list with Tab is written @name and sent as its id', () => {
    const composer = box('en-US');
    composer.type('/team role:mod');
    composer.tab();
    expect(composer.value()).toBe('/team role:@Moderators ');
    composer.enter();
    expect(composer.commands).toEqual([{ name: 'team', options: { role: '3001' } }]);
  });

  test.each([
    ['en-US', '/team role:admins', 'There is no role @admins here.'],
    ['en-US', '/team role:<@&42>', 'There is no role <@&42> here.'],
    ['fr', '/équipe rôle:@admins', 'Il n’y a pas de rôle @admins ici.'],
  ])('in %s, a name of no role here is refused in the page, and nothing is sent: %s', (locale, typed, said) => {
    expect(enter(locale, typed)).toEqual({ errors: [said], commands: [] });
  });

  test.each([
    ['Moderators', '3001'],
    ['@MODERATORS', '3001'],
    ['everyone', '3000'],
    ['@everyone', '3000'],
    ['<@&3002>', '3002'],
    ['3002', '3002'],
    ['<@3002>', null],
    ['admins', null],
    ['', null],
  ])('"%s" names role %s', (typed, id) => {
    expect(roleNamed(typed, ROLES)?.id ?? null).toBe(id);
  });
});

describe('a mentionable option', () => {
  test('offers the server’s users, then its roles (marked as such), as one types', () => {
    const composer = box('en-US');
    composer.type('/team who:mo');
    expect(shownNames(composer.list.innerHTML)).toEqual(['@Moderators']);
    expect(composer.list.innerHTML).toContain('<span class="suggestion-detail">role</span>');
    composer.type('/team who:cha');
    expect(shownNames(composer.list.innerHTML)).toEqual(['@ChaCuN', '@ChaCuN']);
  });

  test('of a user and a role with the same name, the one picked in the list is sent', () => {
    const composer = box('en-US');
    composer.type('/team who:cha');
    composer.down();
    composer.tab();
    expect(composer.value()).toBe('/team who:@ChaCuN ');
    composer.enter();
    composer.type('/team who:cha');
    composer.tab();
    composer.enter();
    expect(composer.commands).toEqual([
      { name: 'team', options: { who: '3002' } },
      { name: 'team', options: { who: '1000' } },
    ]);
  });

  test.each([
    ['/team who:bob', '1002'],
    ['/team who:<@1001>', '1001'],
    ['/team who:@Moderators', '3001'],
    ['/team who:<@&3000>', '3000'],
  ])('%s sends %s', (typed, id) => {
    expect(enter('en-US', typed)).toEqual({ errors: [], commands: [{ name: 'team', options: { who: id } }] });
  });

  test.each([
    ['en-US', '/team who:zoe', 'There is no user or role called zoe here.'],
    ['fr', '/équipe qui:zoe', 'Il n’y a ni personne ni rôle qui s’appelle zoe ici.'],
  ])('in %s, a name of nobody and no role is refused in the page, and nothing is sent', (locale, typed, said) => {
    expect(enter(locale, typed)).toEqual({ errors: [said], commands: [] });
  });
});

describe('an attachment option (the page attaches no file)', () => {
  test.each([
    ['en-US', '/import', '/import needs a file for record, and files can’t be attached here.'],
    ['en-US', '/import record:game.json note:hi', '/import needs a file for record, and files can’t be attached here.'],
    ['fr', '/importer', '/importer demande un fichier pour fichier, et on ne peut pas joindre de fichier ici.'],
    ['en-US', '/team role:Moderators picture:badge.png', 'Files can’t be attached here: leave picture out.'],
    ['fr', '/équipe image:badge.png', 'On ne peut pas joindre de fichier ici : retire image.'],
  ])('in %s, %s is refused in the page, and nothing is sent', (locale, typed, said) => {
    expect(enter(locale, typed)).toEqual({ errors: [said], commands: [] });
  });

  test('a command whose attachment option is optional and left out is sent', () => {
    expect(enter('en-US', '/team role:Moderators')).toEqual({ errors: [], commands: [{ name: 'team', options: { role: '3001' } }] });
  });
});

test('while another option is autocompleted, a channel or role named in the command goes as its id; a file or a name of nothing is left out', async () => {
  const composer = box('en-US');
  composer.type('/team channel:#games role:@Moderators who:zoe picture:x game:ch');
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(composer.autocompletes).toEqual([{ name: 'team', options: { channel: '2003', role: '3001', game: 'ch' }, focused: 'game' }]);
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
