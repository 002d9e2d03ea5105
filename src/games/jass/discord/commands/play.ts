import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CommandHandler } from '../../../../bot/handler.ts';
import { sayPrivately, userLocale } from '../../../../bot/replies.ts';
import { say } from '../../../../bot/click.ts';
import { seatOfUser, type GameSession } from '../../../../session/session.ts';
import { isCard, RANKS, SUIT_SYMBOLS, SUITS, type Card, type Suit } from '../../engine/cards.ts';
import { seatIndex, type JassState } from '../../engine/game.ts';
import { sortedHand } from '../../engine/trick.ts';
import { cardName, SWISS_SYMBOLS } from '../../texts/catalog.ts';
import { suitStyleOf } from '../../suit-style.ts';
import { t } from '../texts.ts';
import { jassTurn } from '../turn-flow.ts';

/** The name of the card option of /jass play. */
export const CARD_OPTION = 'card';

const MAX_CHOICES = 25;

/** Ranks typed the French way (V, D, R) or the Swiss-German way (U for Under, O for Ober). */
const TYPED_RANKS: Readonly<Record<string, string>> = { V: 'J', D: 'Q', R: 'K', U: 'J', O: 'Q' };

/** Suits in words, in French, English and Swiss German (accents folded, lower case), singular and plural. */
const SUIT_WORDS: Readonly<Record<string, Suit>> = {
  pique: 'S', piques: 'S', coeur: 'H', coeurs: 'H', carreau: 'D', carreaux: 'D', trefle: 'C', trefles: 'C',
  spade: 'S', spades: 'S', heart: 'H', hearts: 'H', diamond: 'D', diamonds: 'D', club: 'C', clubs: 'C',
  schilte: 'S', schilten: 'S', rose: 'H', rosen: 'H', roses: 'H', schelle: 'D', schellen: 'D', eichel: 'C', eicheln: 'C',
};
/** Ranks in words (accents folded, lower case). */
const RANK_WORDS: Readonly<Record<string, string>> = {
  as: 'A', valet: 'J', dame: 'Q', roi: 'K', ace: 'A', jack: 'J', queen: 'Q', king: 'K', under: 'J', ober: 'Q', konig: 'K', banner: '10',
};
/** Words left out between a rank and its suit: "dame de pique", "queen of spades". */
const LINKING_WORDS = new Set(['de', 'd', 'du', 'of', 'the']);

/** A card in words, rank and suit in either order ("dame de pique", "10 cœur", "queen of spades", "Ober Rosen"); null otherwise. */
function cardInWords(text: string): Card | null {
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/œ/g, 'oe');
  const words = folded.split(/[\s'’]+/).filter((word) => word !== '' && !LINKING_WORDS.has(word));
  if (words.length !== 2) return null;
  const suitAt = words.findIndex((word) => Object.hasOwn(SUIT_WORDS, word));
  if (suitAt < 0) return null;
  const rankWord = words[1 - suitAt];
  const rank = Object.hasOwn(RANK_WORDS, rankWord) ? RANK_WORDS[rankWord] : (TYPED_RANKS[rankWord.toUpperCase()] ?? rankWord.toUpperCase());
  return (RANKS as readonly string[]).includes(rank) ? (`${SUIT_WORDS[words[suitAt]]}${rank}` as Card) : null;
}

/**
 * A card as a player may type it: its code (`H10`), or rank and suit in either order, the suit
 * as a symbol, a letter or a word (`10♥`, `10h`, `♠V`, `QS`, Swiss `U🛡️`, `O🌹`, `dame de pique`,
 * `10 cœur`, `queen of spades`); null when it names no card.
 */
export function parseCardText(text: string): Card | null {
  const inWords = cardInWords(text);
  if (inWords !== null) return inWords;
  const compact = text.replace(/[\s\uFE0E\uFE0F]/g, '').toUpperCase();
  if (isCard(compact)) return compact;
  const symbols = [...Object.entries(SUIT_SYMBOLS), ...Object.entries(SWISS_SYMBOLS).map(([suit, symbol]) => [suit, symbol.replace(/\uFE0F/g, '')])].map(([suit, symbol]) => [symbol, suit] as const);
  let rest = compact;
  for (const [symbol, suit] of symbols) rest = rest.replace(symbol, suit);
  for (const suit of SUITS) {
    const rank = rest.endsWith(suit) ? rest.slice(0, -1) : rest.startsWith(suit) ? rest.slice(1) : null;
    if (rank === null) continue;
    const canonical = TYPED_RANKS[rank] ?? rank;
    if ((RANKS as readonly string[]).includes(canonical)) return `${suit}${canonical}` as Card;
  }
  return null;
}

/** /jass play card: plays a card from the hand (the buttons of the hand panel do the same); the rules judge it. */
export const playCommand = {
  name: 'play',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const text = interaction.options.getString(CARD_OPTION, true);
    const locale = userLocale(interaction);
    const card = parseCardText(text);
    /** The refusal of a text that names no card, its examples in the suits the game shows (Swiss-German ones read 10🌹, U🛡️, A🔔). */
    const badCard = (options: GameSession['options']): string => {
      const suits = suitStyleOf(options);
      const [a, b, c] = (['H10', 'SJ', 'DA'] as const).map((example) => cardName(example, locale, suits));
      return t(locale, 'jass.option.badCard', { value: text.slice(0, 20), a, b, c, letters: t(locale, `jass.option.cardLetters.${suits}`) });
    };
    if (card === null) {
      const loaded = interaction.channelId === null ? null : await ctx.manager.get(interaction.channelId);
      // Without a game of Jass here, the turn's checks below say so (and which game is open here), as for a card well typed.
      if (loaded?.ok === true && loaded.value.session.game === 'jass') {
        await sayPrivately(interaction, badCard(loaded.value.session.options));
        return;
      }
    }
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await jassTurn(ctx, interaction, {}, locale, card === null ? {} : { card }, (turn) => (card === null ? say(badCard(turn.session.options)) : { action: { type: 'play', card } }));
  },
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const typed = interaction.options.getFocused().toLowerCase();
    const channelId = interaction.channelId;
    const loaded = channelId === null ? null : await ctx.manager.get(channelId);
    const seat = loaded?.ok === true ? seatOfUser(loaded.value.session, interaction.user.id) : undefined;
    const state = loaded?.ok === true && loaded.value.session.game === 'jass' ? (loaded.value.state as JassState | null) : null;
    if (state === null || seat === undefined) {
      await interaction.respond([]);
      return;
    }
    // The player's own hand only: what they may see anyway.
    const hand = sortedHand(state.hands[seatIndex(state, seat.seat)] ?? [], state.trump);
    const choices = hand.map((card) => ({ name: cardName(card, locale, suitStyleOf(loaded?.ok === true ? loaded.value.session.options : undefined)), value: card })).filter((choice) => typed === '' || choice.name.toLowerCase().includes(typed) || choice.value.toLowerCase().includes(typed));
    await interaction.respond(choices.slice(0, MAX_CHOICES));
  },
} satisfies CommandHandler;
