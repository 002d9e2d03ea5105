import type { APIApplicationCommandBasicOption, RepliableInteraction } from 'discord.js';
import type { BotContext } from './context.ts';
import type { GameOptions, RuleError } from '../games/game.ts';
import type { Locale } from '../i18n/locale.ts';
import type { GameSession, TurnMemo } from '../session/session.ts';
import type { Words } from './command-words.ts';
import type { AnyComponentHandler, AnyModalHandler, CommandHandler } from './handler.ts';
import type { IdSpec } from './custom-id.ts';
import type { ImageService } from './images.ts';
import type { View } from './chrome/common.ts';

/** A file attached to an exported record besides its JSON: its name, bytes, and what it is in a language. */
export interface ExportFile {
  readonly name: string;
  readonly data: Buffer;
  readonly about: (locale: Locale) => string;
}

/** One of a game's own subcommands (its moves): words, options as Discord takes them, and its handler. */
export interface GameMove {
  /** The subcommand's English name, as its handler is found by. */
  readonly name: string;
  readonly words: Words;
  readonly options: readonly APIApplicationCommandBasicOption[];
  readonly handler: CommandHandler;
}

/**
 * A game's Discord side as the platform hosts it: its own slash command (made of the platform's
 * shared subcommands and the game's moves), its components, and the `new` option that picks a
 * seat when players choose theirs.
 */
export interface GameDiscord {
  /** The game module's id. */
  readonly game: string;
  /** The slash command's name (the same in every language) and description. */
  readonly command: { readonly name: string; readonly description: Words['description'] };
  readonly moves: readonly GameMove[];
  readonly components: readonly AnyComponentHandler[];
  /** Its modals' submissions (a form opened by one of its components), by custom id kind. */
  readonly modals?: readonly AnyModalHandler[];
  /** How its components' custom ids are written (their kinds are declared in `GameCustomIds`). */
  readonly customIds: readonly IdSpec[];
  /** The option of `new` that picks the creator's seat (ChaCuN: `color`), or null when seats are given. */
  readonly seatOption: APIApplicationCommandBasicOption | null;
  /**
   * The options of `new` for the game's own choices (`GameRules.options`): one per option, named
   * by its key, with its values as choices. The platform reads and checks them.
   */
  readonly newOptions: readonly APIApplicationCommandBasicOption[];
  /**
   * Defaults of some of its options that follow the creator's language (Scrabble's word list):
   * used when `new` is given no value for them; an explicit option still wins.
   */
  creatorDefaults?(locale: Locale): GameOptions;
  /** The game's options as the lobby and the turn messages show them ("Schieber, 2,500 points"); null when there is nothing to say. */
  describeOptions(options: GameOptions, locale: Locale): string | null;
  /** How seats show in the lobby and in texts: their name in a language and an emoji; and the lobby's seat menu. */
  readonly seats: SeatPresentation;
  /**
   * The player-facing text of one of the game's own refusals (an illegal move), in a language;
   * undefined for a code the game does not have (the platform then answers with a generic text).
   * The refusal is the one the game's rules returned, with its own fields, when there is one;
   * `options` are the game's options when the refused game is known (Jass's suits).
   */
  ruleErrorText(error: RuleError, locale: Locale, options?: GameOptions): string | undefined;
  /**
   * Why a seat may not act now, in the game's own words, when "the game is waiting for …" would
   * puzzle it (Scrabble: a player clicking Accept on their own word); undefined for the platform's
   * text. `waitingFor` names who may act, as that text would.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  notYourTurnText?(state: any, seat: string, waitingFor: string, locale: Locale): string | undefined;
  /** Its views that the platform's shared subcommands and buttons show: board, message board, rules and help cards. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly views: GameViews<any>;
  /**
   * More files attached to an exported record besides its JSON, in formats other tools read
   * (Scrabble: a .gcg file for Quackle and Woogles); named after the JSON file's stem; `names`
   * are the players' names by seat. `record` is what the JSON file holds: the whole record once the
   * game is over, the record as the reader may know it during the game (`GameRules.visibleRecord`,
   * marked `"partial"`), from which alone the files are made; a format that cannot be made without
   * what the reader may not know gives no file then. `about` says in a language what the file is
   * (the answer lists it after the JSON file).
   */
  exportFiles?(record: unknown, stem: string, names: Readonly<Record<string, string>>): readonly ExportFile[];
  /**
   * The name of one of the game's kinds of points (`GameRules.pointsByKind`) in a language, for
   * statistics; a game whose rules tell kinds apart names them all here.
   */
  pointKindName?(kind: string, locale: Locale): string;
  /** Prepares what its first image needs (fonts, shapes), so that the first player does not wait for it. */
  warmUp?(): void;
  /**
   * Shows a seat's private panel at the step the game now waits for, in the interaction's reply
   * (an undo gave the seat a step back): the panel its turn message's button opens.
   */
  showPanel(ctx: BotContext, interaction: RepliableInteraction, game: Announced<unknown> & { readonly seat: string }, locale: Locale): Promise<void>;
  /**
   * Told when a game is opened with these options (a lobby): starts making ready, off the bot's
   * thread, what its moves will need (Scrabble: the word list of its language), so that the first
   * move does not wait for it. Returns at once.
   */
  prepare?(options: GameOptions): void;
  /** Its public turn and end messages. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly announcements: Announcements<any>;
}

/** A game as an announcement sees it: the session and the game's own state. */
export interface Announced<S> {
  readonly session: GameSession;
  readonly state: S;
}

/** Draws an image, or gives null (logged) when drawing fails: a missing picture never stops a game. */
export type DrawImage = (draw: () => Promise<Buffer>) => Promise<Buffer | null>;

/**
 * A game's public messages, posted by the platform's announcer in order per channel: one per
 * turn (`turnKey` says which turn is under way; a new key means a new message, posted with the
 * memo the game wants to find again next time in `session.turnMemo`), and one at the end.
 */
export interface Announcements<S> {
  turnKey(game: Announced<S>): number;
  turn(game: Announced<S>, images: ImageService, image: DrawImage): Promise<{ readonly view: View; readonly memo: TurnMemo }>;
  /** The end: finished, or stopped early (`by` names who stopped it, when someone did). */
  end(game: Announced<S>, images: ImageService, image: DrawImage, by: string | null): Promise<View>;
}

/** How a game's seats show to players. */
export interface SeatPresentation {
  /** A seat's name, capitalised as a name ("Rouge", "North"). */
  label(key: string, locale: Locale): string;
  emoji(key: string): string;
  /** The placeholder of the lobby's seat menu ("Choose my colour"), when players choose seats. */
  choose(locale: Locale): string;
  /** What the seat menu says of a free seat ("free"). */
  free(locale: Locale): string;
  /** What the seat menu says of a seat someone holds ("taken by Ana"); `player` is filled in as it is. */
  takenBy(player: string, locale: Locale): string;
  /** The refusal of a seat someone else holds ("That colour is taken: choose another one."). */
  taken(locale: Locale): string;
  /** The refusal of a seat the game does not have, picked in the menu or typed at `new`. */
  unknown(locale: Locale): string;
  /** The lobby's hint for choosing a seat ("Pick your colour in the menu."), when players choose seats. */
  pickHint(locale: Locale): string;
  /** How a resigned seat goes on, to the player about to resign ("Your colour will then be played…"). */
  autoPlay(locale: Locale): string;
  /** The same, told to the channel after "Ana resigned:" ("that colour is now played automatically…"). */
  autoPlayPublic(locale: Locale): string;
}

/** The views of a game that the platform's shared subcommands and buttons show. */
export interface GameViews<S> {
  /** The board as it stands (/board, the Board button), in a language. */
  board(game: Announced<S>, images: ImageService, image: DrawImage, locale: Locale): Promise<View>;
  /** The number of pages of the message board (null state: a lobby). */
  logPages(state: S | null): number;
  /** One page of the message board (/log, the log buttons). */
  log(session: GameSession, state: S | null, page: number, locale: Locale): View;
  /**
   * Every entry of the message board, in order, each as one line of text as /log shows it (a
   * turn told in several lines gives several entries): the replay viewer shows those a move added.
   */
  logEntries(session: GameSession, state: S | null, locale: Locale): readonly string[];
  /** The rules card (/rules) and the help card (/help). */
  rules(locale: Locale): View;
  help(locale: Locale): View;
}
