import { ButtonStyle, ComponentType, type APIEmbed } from 'discord.js';
import { PLAYER_COLORS } from '../../engine/basics.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/record.ts';
import { t } from '../../i18n/catalog.ts';
import { playerNamesByColor } from '../../i18n/colors.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import { seatOfColor, type GameSession } from '../../session/session.ts';
import { encodeCustomId } from '../custom-id.ts';
import { BRAND_COLOR, COLOR_EMOJI, button, escapeMarkdown, gameLocale, type View } from './common.ts';

function seatLines(session: GameSession, locale: Locale): string {
  const colorName = playerNamesByColor(locale);
  return session.seats
    .map((seat) => {
      const host = seat.player.type === 'human' && seat.player.userId === session.createdBy ? ` · ${t(locale, 'lobby.host')}` : '';
      return `${COLOR_EMOJI[seat.color]} **${escapeMarkdown(seat.player.name)}** (${colorName(seat.color)})${host}`;
    })
    .join('\n');
}

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
              const holder = seatOfColor(session, color);
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

/** The lobby message once the game has started: the players in their order of play, no buttons. */
export function lobbyStartedView(session: GameSession): View {
  const locale = gameLocale(session);
  const order = session.seats.map((seat) => `${COLOR_EMOJI[seat.color]} ${escapeMarkdown(seat.player.name)}`);
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
