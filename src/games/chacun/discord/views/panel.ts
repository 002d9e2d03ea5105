import { fittingPositions, type FittingPosition } from '../../engine/fitting.ts';
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APISelectMenuOption } from '../../../../bot/discord-kit.ts';
import { ROTATIONS, type Pos, type Rotation } from '../../engine/basics.ts';
import type { Occupant } from '../../engine/board.ts';
import { currentPlayer, freeOccupants, lastTilePotentialOccupants, ownPawnsOnBoard, type GameState } from '../../engine/game.ts';
import { tileIdOfZone, zoneById } from '../../engine/tiles.ts';
import { t } from '../texts.ts';
import { capitalised } from '../../../../i18n/levels.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { positionLabel } from '../../render/index.ts';
import type { GameSession } from '../../../../session/session.ts';
import { encodeCustomId } from '../../../../bot/custom-id.ts';
import { BOARD_FILE } from './turn.ts';
import { button, buttonRows, LIMITS, type ActionRow, type View } from '../../../../bot/chrome/common.ts';
import { COLOR_HEX } from '../colors.ts';

/** File name of the placement preview. */
export const PREVIEW_FILE = 'preview.jpg';
/** File name of the occupant close-up. */
export const OCCUPANTS_FILE = 'occupants.png';
/** File name of the shaman's board. */
export const RETAKE_FILE = 'retake.jpg';

/** Number of pages of the position menu. */
export function positionPages(positions: readonly unknown[]): number {
  return Math.max(1, Math.ceil(positions.length / LIMITS.selectOptions));
}

/** The page of the position menu holding a position. */
export function pageOf(positions: readonly FittingPosition[], pos: Pos): number {
  const index = positions.findIndex((p) => p.pos.x === pos.x && p.pos.y === pos.y);
  return index < 0 ? 0 : Math.floor(index / LIMITS.selectOptions);
}

/** Encodes a position as a select value. */
export function positionValue(pos: Pos): string {
  return `${pos.x},${pos.y}`;
}

/** Decodes a select value into a position, or null. */
export function parsePositionValue(value: string): Pos | null {
  const match = /^(-?\d{1,2}),(-?\d{1,2})$/.exec(value);
  if (match === null) return null;
  const x = Number(match[1]);
  const y = Number(match[2]);
  return Math.abs(x) <= 12 && Math.abs(y) <= 12 ? { x, y } : null;
}

/** Which way the tile's top side points after a rotation. */
export const ROTATION_EMOJI: { readonly [R in Rotation]: string } = {
  NONE: '⬆️',
  RIGHT: '➡️',
  HALF_TURN: '⬇️',
  LEFT: '⬅️',
};

function panelColor(state: GameState): number | undefined {
  const color = currentPlayer(state);
  return color === null ? undefined : COLOR_HEX[color];
}

/** First step of placing: a menu of the positions where the tile fits (paged), over the board image. */
export function positionsView(input: {
  readonly session: GameSession;
  readonly state: GameState;
  readonly page: number;
  readonly image: Buffer | null;
  readonly locale: Locale;
  /** A line above the instructions (e.g. the menhir second turn). */
  readonly note?: string;
}): View {
  const { session, state, image, locale } = input;
  const positions = fittingPositions(state);
  const pages = positionPages(positions);
  const page = Math.min(Math.max(0, input.page), pages - 1);
  const shown = positions.slice(page * LIMITS.selectOptions, (page + 1) * LIMITS.selectOptions);
  const move = session.moveNumber;
  const options: APISelectMenuOption[] = shown.map((p) => ({
    label: positionLabel(p.pos),
    value: positionValue(p.pos),
    description: t(locale, 'place.rotationCount', { count: p.rotations.length }),
  }));
  const rows: ActionRow[] = [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: encodeCustomId({ kind: 'positions', gameId: session.id, move, page }),
          placeholder: t(locale, 'place.choosePosition'),
          options,
        },
      ],
    },
  ];
  if (pages > 1) {
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        button({ kind: 'page', gameId: session.id, move, page: Math.max(0, page - 1) }, t(locale, 'button.previous'), ButtonStyle.Secondary, {
          emoji: '◀️',
          disabled: page === 0,
        }),
        button({ kind: 'page', gameId: session.id, move, page: Math.min(pages - 1, page + 1) }, t(locale, 'button.next'), ButtonStyle.Secondary, {
          emoji: '▶️',
          disabled: page === pages - 1,
        }),
      ],
    });
  }
  const lines = [
    input.note,
    t(locale, 'place.instructions'),
    t(locale, 'place.positionCount', { count: positions.length }),
    pages > 1 ? t(locale, 'place.page', { page: page + 1, pages }) : undefined,
  ].filter((line): line is string => line !== undefined);
  return {
    embeds: [
      {
        title: t(locale, 'place.title'),
        description: lines.join('\n'),
        color: panelColor(state),
        ...(image === null ? {} : { image: { url: `attachment://${BOARD_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: BOARD_FILE, data: image }],
    components: rows,
  };
}

/**
 * Second step of placing: the tile previewed at a position, the button that places it, a button
 * per legal rotation when it fits there in more than one, and the way back to the menu when it
 * fits on another square too (a step with one choice is not offered as a choice).
 */
export function rotationView(input: {
  readonly session: GameSession;
  readonly state: GameState;
  readonly pos: Pos;
  readonly rotation: Rotation;
  readonly image: Buffer | null;
  readonly locale: Locale;
  /** A line above the instructions (e.g. the menhir second turn). */
  readonly note?: string;
}): View {
  const { session, state, pos, rotation, image, locale } = input;
  const positions = fittingPositions(state);
  const rotations = positions.find((p) => p.pos.x === pos.x && p.pos.y === pos.y)?.rotations ?? [];
  const onlySquare = positions.length === 1;
  const move = session.moveNumber;
  const rotate =
    rotations.length < 2
      ? []
      : rotations.map((r) =>
          button(
            { kind: 'rotate', gameId: session.id, move, x: pos.x, y: pos.y, rotation: ROTATIONS.indexOf(r) },
            t(locale, `rotation.${r}`),
            r === rotation ? ButtonStyle.Primary : ButtonStyle.Secondary,
            { emoji: ROTATION_EMOJI[r], disabled: r === rotation },
          ),
        );
  const label = positionLabel(pos);
  const placeLabel = t(locale, 'button.confirmPlace', { position: label });
  const hint =
    rotations.length > 1
      ? t(locale, 'place.rotationHint', { count: rotations.length, button: placeLabel })
      : t(locale, onlySquare ? 'place.onlyPlacement' : 'place.onlyRotation', { button: placeLabel });
  const last: APIButtonComponentWithCustomId[] = [
    button({ kind: 'place', gameId: session.id, move, x: pos.x, y: pos.y, rotation: ROTATIONS.indexOf(rotation) }, placeLabel, ButtonStyle.Success, { emoji: '✅' }),
  ];
  if (!onlySquare) {
    last.push(button({ kind: 'page', gameId: session.id, move, page: pageOf(positions, pos) }, t(locale, 'button.otherPosition'), ButtonStyle.Secondary, { emoji: '↩️' }));
  }
  return {
    embeds: [
      {
        title: t(locale, 'place.previewTitle', { position: label }),
        description: [input.note, t(locale, 'place.rotationNow', { rotation: t(locale, `rotation.${rotation}`) }), onlySquare ? t(locale, 'place.onlySquare') : undefined, hint]
          .filter((line): line is string => line !== undefined)
          .join('\n'),
        color: panelColor(state),
        ...(image === null ? {} : { image: { url: `attachment://${PREVIEW_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: PREVIEW_FILE, data: image }],
    components: [...buttonRows(rotate), { type: ComponentType.ActionRow, components: last }],
  };
}

/** What an occupant is called in menus: hunter, gatherer, fisher, fishing hut. */
export function occupantRole(occupant: Occupant, locale: Locale): string {
  if (occupant.kind === 'HUT') return t(locale, 'role.fishingHut');
  const zone = zoneById(occupant.zoneId);
  switch (zone?.type) {
    case 'meadow':
      return t(locale, 'role.hunter');
    case 'forest':
      return t(locale, 'role.gatherer');
    default:
      return t(locale, 'role.fisher');
  }
}

/** The occupant step: the close-up image with numbered choices, one button each, and "No occupant". */
export function occupantView(input: { readonly session: GameSession; readonly state: GameState; readonly image: Buffer | null; readonly locale: Locale }): View {
  const { session, state, image, locale } = input;
  const color = currentPlayer(state);
  const choices = lastTilePotentialOccupants(state);
  const move = session.moveNumber;
  const buttons: APIButtonComponentWithCustomId[] = choices.map((occupant, i) =>
    button({ kind: 'occupy', gameId: session.id, move, choice: i }, `${i + 1} · ${capitalised(occupantRole(occupant, locale))}`, ButtonStyle.Primary, {
      emoji: occupant.kind === 'HUT' ? '🛖' : '🧍',
    }),
  );
  const rows = buttonRows(buttons);
  // No occupant, and the whole board beside it: the close-up shows the tile's neighbours only, the whole board how far each area goes.
  rows.push({
    type: ComponentType.ActionRow,
    components: [
      button({ kind: 'occupy', gameId: session.id, move, choice: -1 }, t(locale, 'button.noOccupant'), ButtonStyle.Secondary, { emoji: '🚫' }),
      button({ kind: 'board', gameId: session.id }, t(locale, 'button.wholeBoard'), ButtonStyle.Secondary, { emoji: '🗺️' }),
    ],
  });
  const left =
    color === null ? '' : t(locale, 'turn.occupantsLeft', { pawns: freeOccupants(state, color, 'PAWN'), huts: freeOccupants(state, color, 'HUT') });
  return {
    embeds: [
      {
        title: t(locale, 'occupy.title'),
        description: [t(locale, 'turn.occupy'), left, t(locale, 'occupy.numbers')].filter(Boolean).join('\n'),
        color: panelColor(state),
        ...(image === null ? {} : { image: { url: `attachment://${OCCUPANTS_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: OCCUPANTS_FILE, data: image }],
    components: rows,
  };
}

/** The shaman step: the board with the player's pawns numbered, one button each, and "Keep all". */
export function retakeView(input: { readonly session: GameSession; readonly state: GameState; readonly image: Buffer | null; readonly locale: Locale }): View {
  const { session, state, image, locale } = input;
  const pawns = ownPawnsOnBoard(state);
  const move = session.moveNumber;
  const buttons = pawns.map((pawn, i) => {
    const placed = state.board.tileWithId(tileIdOfZone(pawn.zoneId));
    const where = placed === null ? '' : ` · ${positionLabel(placed.pos)}`;
    return button({ kind: 'retake', gameId: session.id, move, choice: i }, `${i + 1} · ${capitalised(occupantRole(pawn, locale))}${where}`, ButtonStyle.Primary, {
      emoji: '🧍',
    });
  });
  buttons.push(button({ kind: 'retake', gameId: session.id, move, choice: -1 }, t(locale, 'button.keepPawns'), ButtonStyle.Secondary, { emoji: '✋' }));
  return {
    embeds: [
      {
        title: t(locale, 'retake.title'),
        description: [t(locale, 'turn.retakePawn'), t(locale, 'occupy.numbers')].join('\n'),
        color: panelColor(state),
        ...(image === null ? {} : { image: { url: `attachment://${RETAKE_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: RETAKE_FILE, data: image }],
    components: buttonRows(buttons),
  };
}

/** The panel once the player's turn is over. */
export function turnDoneView(state: GameState, locale: Locale, ended: boolean): View {
  return {
    embeds: [{ description: t(locale, ended ? 'panel.gameOver' : 'panel.done'), color: panelColor(state) }],
    components: [],
  };
}

