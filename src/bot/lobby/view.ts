import { ButtonStyle, ComponentType, type APIEmbed } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import { capitalised, levelName } from '../../i18n/levels.ts';
import type { Locale } from '../../i18n/locale.ts';
import { isAiSeat, seatOfKey, type GameSession } from '../../session/session.ts';
import { playOrderOf } from '../../games/game.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { GamePlugin } from '../hosting.ts';
import { clockSummary } from '../clock/view.ts';
import { BRAND_COLOR, button, escapeMarkdown, gameLocale, type ActionRow, type View } from '../chrome/common.ts';

function seatLines(plugin: GamePlugin, session: GameSession, locale: Locale): string {
  const { seats } = plugin.discord;
  return session.seats
    .map((seat) => {
      const host = seat.player.type === 'human' && seat.player.userId === session.createdBy ? ` · ${t(locale, 'lobby.host')}` : '';
      const bot = seat.player.type === 'ai' ? ` · ${t(locale, 'lobby.botTag', { level: levelName(seat.player.level, locale) })}` : '';
      return `${seats.emoji(seat.seat)} **${escapeMarkdown(seat.player.name)}** (${seats.label(seat.seat, locale)})${host}${bot}`;
    })
    .join('\n');
}

/** The game's options as chosen, in a line of its own (starting with a capital) and a blank one, or nothing. */
function optionLines(plugin: GamePlugin, session: GameSession, locale: Locale): string[] {
  const options = plugin.discord.describeOptions(session.options ?? {}, locale);
  const described = options === null ? null : capitalised(options);
  const clock = clockSummary(session.clock, locale);
  return [described, clock].filter((line): line is string => line !== null).flatMap((line, i, all) => [`*${line}*`, ...(i === all.length - 1 ? [''] : [])]);
}

/** Emoji of the AI levels on buttons. */
const LEVEL_EMOJI: Readonly<Record<string, string>> = { easy: '🐣', normal: '🦌', hard: '🐯', expert: '🐉' };

function hostName(session: GameSession): string {
  const seat = session.seats.find((s) => s.player.type === 'human' && s.player.userId === session.createdBy);
  return seat === undefined ? '?' : escapeMarkdown(seat.player.name);
}

/** The lobby message: who has joined in which colour, with Join / Leave / Start / Cancel and a colour menu. */
export function lobbyView(plugin: GamePlugin, session: GameSession, options: { readonly missingFiles?: boolean } = {}): View {
  const locale = gameLocale(session);
  const { module: game, discord: { seats } } = plugin;
  const { min, max } = game.rules.seats;
  const description = [
    t(locale, 'lobby.open', { host: hostName(session), game: game.name }),
    '',
    ...optionLines(plugin, session, locale),
    seatLines(plugin, session, locale),
    '',
    t(locale, 'lobby.count', { count: session.seats.length, max: max }),
    `*${game.rules.seats.choosable ? `${seats.pickHint(locale)} ` : ''}${min === max ? t(locale, 'lobby.hintFixed', { host: hostName(session), max }) : t(locale, 'lobby.hint', { host: hostName(session), min: min, max: max })}*`,
  ];
  if (game.rules.seats.fillWithAi === true && session.seats.length < min) description.push(`*${t(locale, 'lobby.fillHint')}*`);
  else if (!session.seats.some(isAiSeat)) description.push(`*${t(locale, 'lobby.botsHint')}*`);
  if (options.missingFiles === true) description.push(`⚠️ *${t(locale, 'perm.noAttachLobby')}*`);
  const embed: APIEmbed = {
    title: t(locale, 'lobby.title', { game: game.name }),
    description: description.join('\n'),
    color: BRAND_COLOR,
    footer: { text: t(locale, 'game.footer', { id: session.id }) },
  };
  const id = session.id;
  return {
    embeds: [embed],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button({ kind: 'lobby', gameId: id, action: 'join' }, t(locale, 'button.join'), ButtonStyle.Primary, { emoji: '🙋' }),
          button({ kind: 'lobby', gameId: id, action: 'leave' }, t(locale, 'button.leave'), ButtonStyle.Secondary),
          button({ kind: 'lobby', gameId: id, action: 'start' }, t(locale, 'button.start'), ButtonStyle.Success, {
            emoji: '▶️',
            // A game that completes its table with AI players can start with one person.
            disabled: session.seats.length < min && game.rules.seats.fillWithAi !== true,
          }),
          button({ kind: 'lobby', gameId: id, action: 'cancel' }, t(locale, 'button.cancel'), ButtonStyle.Danger),
          button({ kind: 'lobby', gameId: id, action: 'bots' }, t(locale, 'button.bots'), ButtonStyle.Secondary, { emoji: '🤖' }),
        ],
      },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.StringSelect,
            custom_id: encodeCustomId({ kind: 'color', gameId: id }),
            placeholder: seats.choose(locale),
            options: game.rules.seats.keys.map((color: string) => {
              const holder = seatOfKey(session, color);
              return {
                label: seats.label(color, locale),
                value: color,
                emoji: { name: seats.emoji(color) },
                description: holder === undefined ? seats.free(locale) : seats.takenBy(holder.player.name.slice(0, 60), locale),
              };
            }),
          },
        ],
      },
    ],
  };
}

/**
 * The host's private panel for the lobby's bots: one button per level to add a bot (off when the
 * lobby is full), one per seated bot to remove it. In the host's language.
 */
export function botsPanelView(plugin: GamePlugin, session: GameSession, locale: Locale): View {
  const bots = session.seats.filter(isAiSeat);
  const { module: game, discord: { seats } } = plugin;
  const { max } = game.rules.seats;
  const full = session.seats.length >= max;
  const seated =
    bots.length === 0
      ? t(locale, 'bots.none')
      : bots.map((seat) => `${seats.emoji(seat.seat)} **${escapeMarkdown(seat.player.name)}** (${seats.label(seat.seat, locale)}) · ${levelName(seat.player.level, locale)}`).join('\n');
  const rows: ActionRow[] = [
    {
      type: ComponentType.ActionRow,
      components: game.ai.levels.map((level: string, index: number) =>
        button({ kind: 'ai', gameId: session.id, op: 'add', arg: index }, t(locale, 'bots.add', { level: levelName(level, locale) }), ButtonStyle.Primary, {
          emoji: LEVEL_EMOJI[level] ?? '🤖',
          disabled: full,
        }),
      ),
    },
  ];
  if (bots.length > 0) {
    rows.push({
      type: ComponentType.ActionRow,
      components: bots.map((seat) =>
        button({ kind: 'ai', gameId: session.id, op: 'remove', arg: game.rules.seats.keys.indexOf(seat.seat) }, t(locale, 'bots.remove', { name: seat.player.name }), ButtonStyle.Secondary, {
          emoji: seats.emoji(seat.seat),
        }),
      ),
    });
  }
  return {
    embeds: [
      {
        title: `🤖 ${t(locale, 'bots.title')}`,
        description: [t(locale, 'bots.intro'), '', t(locale, 'bots.levels', { expert: game.ai.levels.includes('expert') }), '', `**${t(locale, 'bots.seated')}**`, seated, '', t(locale, 'lobby.count', { count: session.seats.length, max: max })].join('\n'),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footer', { id: session.id }) },
      },
    ],
    components: rows,
  };
}

/** The lobby message once the game has started: the players in their order of play, no buttons. */
export function lobbyStartedView(plugin: GamePlugin, session: GameSession): View {
  const locale = gameLocale(session);
  const { module: game, discord: { seats } } = plugin;
  // The true order of play (who plays first, round the table), AI seats with their names too.
  const keys = session.record === null ? session.seats.map((seat) => seat.seat) : playOrderOf(game.rules, session.record);
  const order = keys.flatMap((key) => {
    const seat = seatOfKey(session, key);
    return seat === undefined ? [] : [`${seats.emoji(key)} ${escapeMarkdown(seat.player.name)}`];
  });
  return {
    embeds: [
      {
        title: t(locale, 'lobby.title', { game: game.name }),
        description: t(locale, 'game.started', { players: joinNames(order, locale) }),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footer', { id: session.id }) },
      },
    ],
    components: [],
  };
}

/** The lobby message once it is closed without a game. */
export function lobbyClosedView(plugin: GamePlugin, session: GameSession, by?: string): View {
  const locale = gameLocale(session);
  return {
    embeds: [
      {
        title: t(locale, 'lobby.title', { game: plugin.module.name }),
        description: by === undefined ? t(locale, 'game.cancelled') : t(locale, 'game.cancelledBy', { player: escapeMarkdown(by) }),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footer', { id: session.id }) },
      },
    ],
    components: [],
  };
}
