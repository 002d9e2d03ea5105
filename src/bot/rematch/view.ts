/** What a rematch request shows in the channel: who is asked, who has accepted, Accept and Decline. */
import { ButtonStyle, ComponentType } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { TableSeat } from '../../session/manager.ts';
import type { GameSession } from '../../session/session.ts';
import { BRAND_COLOR, button, escapeMarkdown, gameLocale, type View } from '../chrome/common.ts';
import type { RematchRequest } from './requests.ts';

/** A seat's name in the ended game (people by their id, AI players by their seat's place). */
function nameOf(session: GameSession, seat: TableSeat, index: number, order: readonly TableSeat[]): string {
  if ('userId' in seat) {
    const found = session.seats.find((s) => s.player.type === 'human' && s.player.userId === seat.userId);
    return escapeMarkdown(found?.player.name ?? seat.name);
  }
  if (seat.name !== undefined) return escapeMarkdown(seat.name);
  // A request stored before AI seats carried their names: the n-th AI player of the new order is taken for the n-th of the old seats.
  const rank = order.slice(0, index).filter((s) => 'ai' in s).length;
  const ais = session.seats.filter((s) => s.player.type === 'ai');
  return escapeMarkdown(ais[rank]?.player.name ?? seat.ai);
}

/**
 * A person's mark on the request: accepted, declined (the one whose refusal closed it), waiting
 * for their answer while it is open, or not asked any more once it is closed.
 */
function markOf(userId: string, request: RematchRequest, open: boolean, declinedBy: string | null): string {
  if (userId === declinedBy) return '❌';
  if (request.accepted.includes(userId)) return '✅';
  return open ? '⏳' : '➖';
}

/**
 * The request's message: the ask (who starts, unless the game draws it: `firstDrawn`), the
 * players in their new order with who has accepted (and, once closed by a refusal, who declined),
 * and its buttons while it waits.
 */
export function rematchView(
  session: GameSession,
  game: string,
  request: RematchRequest,
  order: readonly TableSeat[],
  options: { readonly outcome: string | null; readonly firstDrawn?: boolean; readonly declinedBy?: string },
): View {
  const locale = gameLocale(session);
  const asker = session.seats.find((seat) => seat.player.type === 'human' && seat.player.userId === request.askedBy)?.player.name ?? '?';
  const names = order.map((seat, i) => nameOf(session, seat, i, order));
  const open = options.outcome === null;
  const lines = order.map((seat, i) => {
    const mark = 'ai' in seat ? '🤖' : markOf(seat.userId, request, open, options.declinedBy ?? null);
    const declined = 'userId' in seat && seat.userId === options.declinedBy ? ` — ${t(locale, 'rematch.declinedMark')}` : '';
    return `${mark} **${names[i]}**${declined}`;
  });
  const asked = options.firstDrawn === true ? t(locale, 'rematch.askedDrawn', { player: escapeMarkdown(asker), game }) : t(locale, 'rematch.asked', { player: escapeMarkdown(asker), game, first: names[0] ?? '?' });
  const waiting = request.people.filter((id) => !request.accepted.includes(id));
  return {
    ...(open && waiting.length > 0 ? { content: t(locale, 'rematch.waitingFor', { players: joinNames(waiting.map((id) => `<@${id}>`), locale), count: waiting.length }), mentions: waiting } : { content: '' }),
    embeds: [
      {
        title: `🔁 ${t(locale, 'rematch.title')}`,
        description: [asked, '', ...lines, ...(open ? [] : ['', options.outcome])].join('\n'),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footer', { id: session.id }) },
      },
    ],
    components:
      open && !request.opening
        ? [
            {
              type: ComponentType.ActionRow,
              components: [
                button({ kind: 'rematch', gameId: session.id, step: 'yes' }, t(locale, 'rematch.accept'), ButtonStyle.Success, { emoji: '✅' }),
                button({ kind: 'rematch', gameId: session.id, step: 'no' }, t(locale, 'rematch.decline'), ButtonStyle.Danger),
              ],
            },
          ]
        : [],
  };
}
