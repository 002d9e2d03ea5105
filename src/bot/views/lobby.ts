import type { PlayerColor } from '../../games/chacun/engine/basics.ts';
import { ButtonStyle, ComponentType, type APIEmbed } from 'discord.js';
import { PLAYER_COLORS } from '../../games/chacun/engine/basics.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../games/chacun/engine/record.ts';
import { t } from '../../i18n/catalog.ts';
import { playerNamesByColor } from '../../games/chacun/texts/colors.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import { AI_LEVELS, type AiLevel } from '../../games/chacun/ai/index.ts';
import { isAiSeat, seatOfKey, type GameSession } from '../../session/session.ts';
import { encodeCustomId } from '../custom-id.ts';
import { BRAND_COLOR, COLOR_EMOJI, button, escapeMarkdown, gameLocale, type ActionRow, type View } from './common.ts';

function seatLines(session: GameSession, locale: Locale): string {
  const colorName = playerNamesByColor(locale);
  return session.seats
    .map((seat) => {
      const host = seat.player.type === 'human' && seat.player.userId === session.createdBy ? ` · ${t(locale, 'lobby.host')}` : '';
      const bot = seat.player.type === 'ai' ? ` · ${t(locale, 'lobby.botTag', { level: levelName(seat.player.level, locale) })}` : '';
      return `${COLOR_EMOJI[(seat.seat as PlayerColor)]} **${escapeMarkdown(seat.player.name)}** (${colorName((seat.seat as PlayerColor))})${host}${bot}`;
    })
    .join('\n');
}

/** The name of an AI level in a language. */
export function levelName(level: string, locale: Locale): string {
  return t(locale, `level.${level as AiLevel}`);
}

/** Emoji of the AI levels on buttons. */
const LEVEL_EMOJI: Record<AiLevel, string> = { easy: '🐣', normal: '🦌', hard: '🐯' };

function hostName(session: GameSession): string {
  const seat = session.seats.find((s) => s.player.type === 'human' && s.player.userId === session.createdBy);
  return seat === undefined ? '?' : escapeMarkdown(seat.player.name);
}

/** The lobby message: who has joined in which colour, with Join / Leave / Start / Cancel and a colour menu. */
export function lobbyView(session: GameSession, options: { readonly missingFiles?: boolean } = {}): View {
  const locale = gameLocale(session);
  const colorName = playerNamesByColor(locale);
  const description = [
    t(locale, 'lobby.open', { host: hostName(session) }),
    '',
    seatLines(session, locale),
    '',
    t(locale, 'lobby.count', { count: session.seats.length, max: MAX_PLAYERS }),
    `*${t(locale, 'lobby.hint', { host: hostName(session), min: MIN_PLAYERS, max: MAX_PLAYERS })}*`,
  ];
  if (!session.seats.some(isAiSeat)) description.push(`*${t(locale, 'lobby.botsHint')}*`);
  if (options.missingFiles === true) description.push(`⚠️ *${t(locale, 'perm.noAttachLobby')}*`);
  const embed: APIEmbed = {
    title: t(locale, 'lobby.title'),
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
            disabled: session.seats.length < MIN_PLAYERS,
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
            placeholder: t(locale, 'lobby.chooseColor'),
            options: PLAYER_COLORS.map((color) => {
              const holder = seatOfKey(session, color);
              return {
                label: colorName(color),
                value: color,
                emoji: { name: COLOR_EMOJI[color] },
                description: holder === undefined ? t(locale, 'lobby.colorFree') : t(locale, 'lobby.colorTakenBy', { player: holder.player.name.slice(0, 60) }),
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
export function botsPanelView(session: GameSession, locale: Locale): View {
  const bots = session.seats.filter(isAiSeat);
  const colorName = playerNamesByColor(locale);
  const full = session.seats.length >= MAX_PLAYERS;
  const seated =
    bots.length === 0
      ? t(locale, 'bots.none')
      : bots.map((seat) => `${COLOR_EMOJI[(seat.seat as PlayerColor)]} **${escapeMarkdown(seat.player.name)}** (${colorName((seat.seat as PlayerColor))}) · ${levelName(seat.player.level, locale)}`).join('\n');
  const rows: ActionRow[] = [
    {
      type: ComponentType.ActionRow,
      components: AI_LEVELS.map((level, index) =>
        button({ kind: 'bot', gameId: session.id, op: 'add', arg: index }, t(locale, 'bots.add', { level: levelName(level, locale) }), ButtonStyle.Primary, {
          emoji: LEVEL_EMOJI[level],
          disabled: full,
        }),
      ),
    },
  ];
  if (bots.length > 0) {
    rows.push({
      type: ComponentType.ActionRow,
      components: bots.map((seat) =>
        button({ kind: 'bot', gameId: session.id, op: 'remove', arg: PLAYER_COLORS.indexOf((seat.seat as PlayerColor)) }, t(locale, 'bots.remove', { name: seat.player.name }), ButtonStyle.Secondary, {
          emoji: COLOR_EMOJI[(seat.seat as PlayerColor)],
        }),
      ),
    });
  }
  return {
    embeds: [
      {
        title: `🤖 ${t(locale, 'bots.title')}`,
        description: [t(locale, 'bots.intro'), '', t(locale, 'bots.levels'), '', `**${t(locale, 'bots.seated')}**`, seated, '', t(locale, 'lobby.count', { count: session.seats.length, max: MAX_PLAYERS })].join('\n'),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footer', { id: session.id }) },
      },
    ],
    components: rows,
  };
}

/** The lobby message once the game has started: the players in their order of play, no buttons. */
export function lobbyStartedView(session: GameSession): View {
  const locale = gameLocale(session);
  const order = session.seats.map((seat) => `${COLOR_EMOJI[(seat.seat as PlayerColor)]} ${escapeMarkdown(seat.player.name)}`);
  return {
    embeds: [
      {
        title: t(locale, 'lobby.title'),
        description: t(locale, 'game.started', { players: joinNames(order, locale) }),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footer', { id: session.id }) },
      },
    ],
    components: [],
  };
}

/** The lobby message once it is closed without a game. */
export function lobbyClosedView(session: GameSession): View {
  const locale = gameLocale(session);
  return {
    embeds: [
      {
        title: t(locale, 'lobby.title'),
        description: t(locale, 'game.cancelled'),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footer', { id: session.id }) },
      },
    ],
    components: [],
  };
}
