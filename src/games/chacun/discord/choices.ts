import { fittingPositions, fittingPositionsNear } from '../engine/fitting.ts';
import type { ApplicationCommandOptionChoiceData, AutocompleteInteraction } from '../../../bot/discord-kit.ts';
import { cellIndex, ROTATIONS, type Pos, type Rotation } from '../engine/basics.ts';
import type { Occupant } from '../engine/board.ts';
import type { GameState } from '../engine/game.ts';
import { tileIdOfZone } from '../engine/tiles.ts';
import { errorText, t } from '../texts/catalog.ts';
import { LOCALES, type Locale } from '../../../i18n/locale.ts';
import { parsePositionLabel, positionLabel } from '../render/index.ts';
import type { BotContext } from '../../../bot/context.ts';
import { loadPlayerTurn } from './turn-flow.ts';
import { occupantRole, parsePositionValue } from './views/panel.ts';

/** Autocomplete answers at most this many choices. */
const MAX_CHOICES = 25;

/** The value meaning "none" in the occupy and retake options. */
export const NONE_VALUE = 'none';

/**
 * Text as compared with what a player typed: no accents, lower case, and any run of spaces
 * (French labels may hold no-break spaces, see `frenchSpacing`) read as one plain space.
 */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** A position typed in an option: a label as on the images ("M12"), or "x,y". */
export function parsePositionOption(text: string): Pos | null {
  return parsePositionLabel(text) ?? parsePositionValue(text.replace(/\s+/g, ''));
}

/**
 * A rotation typed in an option: its code (NONE, RIGHT…), its name in either language, or its
 * angle in degrees clockwise (0, 90, 180, 270, or −90 for a quarter turn left; a ° may follow).
 */
export function parseRotationOption(text: string): Rotation | null {
  const typed = normalise(text);
  const degrees = /^([-−]?)(\d{1,3}) ?°?$/.exec(typed);
  if (degrees !== null) {
    const angle = ((degrees[1] === '' ? 1 : -1) * Number(degrees[2]) + 360) % 360;
    return angle % 90 === 0 && Number(degrees[2]) <= 360 ? ROTATIONS[angle / 90] : null;
  }
  for (const rotation of ROTATIONS) {
    if (typed === rotation.toLowerCase()) return rotation;
    if (LOCALES.some((locale) => normalise(t(locale, `rotation.${rotation}`)) === typed)) return rotation;
  }
  return null;
}

/** A numbered choice typed in an option: a whole number 1..count gives its index, "none" (or 0, or the word for none) gives -1; else null. */
export function parseNumberedOption(text: string, count: number, locale: Locale): number | null {
  const typed = normalise(text);
  const noneWords = [NONE_VALUE, '0', ...LOCALES.flatMap((l) => [normalise(t(l, 'button.noOccupant')), normalise(t(l, 'button.keepPawns')), normalise(t(l, 'option.none'))])];
  if (noneWords.includes(typed) || normalise(t(locale, 'option.none')) === typed) return -1;
  // A whole number, alone or before a space ("3", "#3", "3 · hunter"); "3.5" or "3,5" is no choice.
  const match = /^#?(\d{1,2})(?:\s|$)/.exec(typed);
  if (match === null) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= count ? n - 1 : null;
}

/** Whether a choice's name or value starts with, or contains, what was typed. */
function matches(typed: string, ...texts: string[]): boolean {
  const needle = normalise(typed);
  return needle === '' || texts.some((text) => normalise(text).includes(needle));
}

/** Positions where the tile fits, as autocomplete choices ("M12 — 2 orientations"). */
export function positionChoices(state: GameState, typed: string, locale: Locale): ApplicationCommandOptionChoiceData<string>[] {
  return fittingPositions(state)
    .map((p) => ({ label: positionLabel(p.pos), count: p.rotations.length }))
    .filter((p) => matches(typed, p.label))
    .sort((a, b) => Number(!normalise(a.label).startsWith(normalise(typed))) - Number(!normalise(b.label).startsWith(normalise(typed))))
    .slice(0, MAX_CHOICES)
    .map((p) => ({ name: `${p.label} — ${t(locale, 'place.rotationCount', { count: p.count })}`, value: p.label }));
}

/** Legal rotations at a typed position (at any position, if none is typed yet), as autocomplete choices. */
export function rotationChoices(state: GameState, positionText: string | null, typed: string, locale: Locale): ApplicationCommandOptionChoiceData<string>[] {
  const pos = positionText === null ? null : parsePositionOption(positionText);
  const positions = fittingPositions(state);
  const legal = new Set<Rotation>(
    pos === null ? positions.flatMap((p) => p.rotations) : (positions.find((p) => p.pos.x === pos.x && p.pos.y === pos.y)?.rotations ?? []),
  );
  return ROTATIONS.filter((r) => legal.has(r))
    .map((r) => ({ name: t(locale, `rotation.${r}`), value: r }))
    .filter((choice) => matches(typed, choice.name, choice.value));
}

/** At most this many squares are named to a player whose tile fits nowhere at the square typed. */
const MAX_SQUARES_NAMED = 4;

/**
 * Why the tile to place may not go at a typed square in a typed rotation (or in any, with none
 * typed), as the player reads it; null when it may. The reply says what does work: the
 * orientations that fit at that square, or, when none does, the nearest squares where the tile
 * fits (a player who tried every orientation must not be told to turn the tile again).
 */
export function placementRefusalText(state: GameState, pos: Pos, rotation: Rotation | null, locale: Locale): string | null {
  const near = fittingPositionsNear(state, pos);
  const here = near.find((p) => p.pos.x === pos.x && p.pos.y === pos.y);
  if (here === undefined) {
    if (!state.board.isInsertionCell(cellIndex(pos.x, pos.y))) return errorText('NOT_AN_INSERTION_POSITION', locale);
    // Never so in a turn: a tile that fits nowhere is set aside before anyone is asked to place it.
    if (near.length === 0) return errorText('TILE_DOES_NOT_FIT', locale);
    const squares = near.slice(0, MAX_SQUARES_NAMED).map((p) => positionLabel(p.pos));
    return t(locale, 'option.fitsNowhereThere', { position: positionLabel(pos), squares, total: near.length });
  }
  if (rotation === null || here.rotations.includes(rotation)) return null;
  const fitting = ROTATIONS.filter((r) => here.rotations.includes(r)).map((r) => ({ name: t(locale, `rotation.${r}`), degrees: ROTATIONS.indexOf(r) * 90 }));
  return t(locale, 'option.rotationDoesNotFit', { position: positionLabel(pos), rotation: t(locale, `rotation.${rotation}`), fitting });
}

/** Numbered occupants (or pawns) and "none", as autocomplete choices. */
export function numberedChoices(
  state: GameState,
  items: readonly Occupant[],
  noneLabel: string,
  typed: string,
  locale: Locale,
): ApplicationCommandOptionChoiceData<string>[] {
  const choices = items.map((item, i) => {
    const placed = state.board.tileWithId(tileIdOfZone(item.zoneId));
    const where = placed === null ? '' : ` · ${positionLabel(placed.pos)}`;
    return { name: `${i + 1} · ${occupantRole(item, locale)}${where}`, value: String(i + 1) };
  });
  choices.push({ name: noneLabel, value: NONE_VALUE });
  return choices.filter((choice) => matches(typed, choice.name, choice.value)).slice(0, MAX_CHOICES);
}

/**
 * Answers an autocomplete with choices computed from the player's turn: only the player to
 * move gets any, and only while the game waits for the step the command makes.
 */
export async function answerFromTurn(
  interaction: AutocompleteInteraction,
  ctx: BotContext,
  step: GameState['nextAction'],
  choose: (state: GameState) => ApplicationCommandOptionChoiceData<string>[],
): Promise<void> {
  const channelId = interaction.channelId;
  const turn = channelId === null ? null : await loadPlayerTurn(ctx, { channelId, userId: interaction.user.id });
  const choices = turn !== null && turn.ok && turn.value.state.nextAction === step ? choose(turn.value.state) : [];
  await interaction.respond(choices.slice(0, MAX_CHOICES));
}
