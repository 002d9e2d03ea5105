/** The private replay viewer: the public board at a move, what that move did, and buttons to step through. */
import { ButtonStyle, ComponentType } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import { seatOfKey, type GameSession, type HostedGame } from '../../session/session.ts';
import type { DrawImage, GameDiscord } from '../game-discord.ts';
import type { ImageService } from '../images.ts';
import { BRAND_COLOR, button, clip, escapeMarkdown, LIMITS, type ActionRow, type View } from '../chrome/common.ts';
import { encodeCustomId } from '../custom-id.ts';
import { actorsOfMoves, atMove } from './moves.ts';

/** The moves the jump menu offers: the start, the end, the moves around the one shown, and evenly spread ones between. */
export function jumpTargets(move: number, total: number): number[] {
  const picked = new Set<number>([0, total]);
  for (let d = -3; d <= 3; d++) if (move + d >= 0 && move + d <= total) picked.add(move + d);
  const room = LIMITS.selectOptions - picked.size;
  for (let i = 1; i <= room && picked.size < Math.min(LIMITS.selectOptions, total + 1); i++) picked.add(Math.round((total * i) / (room + 1)));
  return [...picked].sort((a, b) => a - b).slice(0, LIMITS.selectOptions);
}

/**
 * The entries of the message board that a move added: those after the longest run that the
 * board before it and after it share (an entry the move rewrote, such as a turn told so far,
 * counts as added).
 */
export function entriesOfMove(before: readonly string[], after: readonly string[]): readonly string[] {
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same++;
  return after.slice(same);
}

/** The viewer at a move of a game (`move` at most the moves played: checked by the caller). */
export async function replayView(input: {
  readonly game: HostedGame;
  readonly discord: GameDiscord;
  readonly session: GameSession;
  readonly move: number;
  readonly images: ImageService;
  readonly image: DrawImage;
  readonly locale: Locale;
}): Promise<View> {
  const { game, discord, session, move, locale } = input;
  const total = session.moveNumber;
  const at = atMove(game, session, move);
  const board = await discord.views.board(at, input.images, input.image, locale);
  // What this move wrote on the message board, and nothing else: the board before it is the one at the move before.
  const after = discord.views.logEntries(at.session, at.state, locale);
  const previous = move === 0 ? null : atMove(game, session, move - 1);
  const added = entriesOfMove(previous === null ? [] : discord.views.logEntries(previous.session, previous.state, locale), after);
  const actor = at.actor === null ? null : seatOfKey(session, at.actor);
  const lines = [
    ...(move > 0 && actor !== undefined && actor !== null ? [t(locale, 'replay.moveBy', { move, player: `${discord.seats.emoji(actor.seat)} ${escapeMarkdown(actor.player.name)}` })] : []),
    ...(session.status === 'playing' ? [t(locale, 'replay.running')] : []),
  ];
  const header = {
    title: move === 0 ? t(locale, 'replay.titleStart', { total }) : t(locale, 'replay.title', { move, total }),
    ...(lines.length === 0 ? {} : { description: lines.join('\n') }),
    color: BRAND_COLOR,
  };
  const entries = {
    title: move === 0 ? t(locale, 'replay.entriesStart') : t(locale, 'replay.entries'),
    description: clip(added.length === 0 ? t(locale, move === 0 ? 'replay.noEntriesStart' : 'replay.noEntries') : added.join('\n'), LIMITS.embedDescription),
    color: BRAND_COLOR,
  };
  // The four steps always in their places, disabled where they lead nowhere; each has its slot in
  // its custom id, as two of them may lead to the same move (custom ids differ within a message).
  const nav = (slot: number, target: number, label: string, emoji: string, disabled: boolean) =>
    button({ kind: 'replay', gameId: session.id, move: target, slot }, label, ButtonStyle.Secondary, { emoji, disabled });
  const buttons = [
    nav(0, 0, t(locale, 'replay.first'), '⏮', move === 0),
    nav(1, Math.max(0, move - 1), t(locale, 'replay.previous'), '◀', move === 0),
    nav(2, Math.min(total, move + 1), t(locale, 'replay.next'), '▶', move >= total),
    nav(3, total, t(locale, 'replay.last'), '⏭', move >= total),
  ];
  // Any move, typed in a form: the menu below offers only a few of a long game's moves.
  const goTo = button({ kind: 'replayGoto', gameId: session.id }, t(locale, 'replay.goTo'), ButtonStyle.Primary, { emoji: '🔢', disabled: total === 0 });
  const rows: ActionRow[] = [{ type: ComponentType.ActionRow, components: [...buttons, goTo] }];
  if (total > 0) {
    // Each move of the menu says who made it.
    const actors = actorsOfMoves(game, session);
    const madeBy = (target: number): string | undefined => {
      const key = target === 0 ? null : (actors[target - 1] ?? null);
      const seat = key === null ? undefined : seatOfKey(session, key);
      return seat === undefined ? undefined : `${discord.seats.emoji(seat.seat)} ${seat.player.name}`.slice(0, LIMITS.selectOptionText);
    };
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: encodeCustomId({ kind: 'replayJump', gameId: session.id }),
          placeholder: t(locale, 'replay.jump'),
          options: jumpTargets(move, total).map((target) => {
            const by = madeBy(target);
            return {
              label: target === 0 ? t(locale, 'replay.optionStart') : t(locale, 'replay.option', { move: target }),
              value: String(target),
              ...(by === undefined ? {} : { description: by }),
              default: target === move,
            };
          }),
        },
      ],
    });
  }
  return {
    // The move in words first, then its board: on a phone the text is read before the picture.
    embeds: [header, entries, ...(board.embeds ?? [])].slice(0, 10),
    files: board.files ?? [],
    components: rows,
  };
}
