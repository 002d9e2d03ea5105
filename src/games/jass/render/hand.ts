import { ensureFonts, textFont } from '../../../render/fonts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { suitOf, type Card, type Mode } from '../engine/cards.ts';
import { t } from '../texts/catalog.ts';
import { cardHeight, drawCard, JASS_COLORS } from './cards.ts';
import { scaledCanvas } from '../../../render/drawing.ts';
import type { SuitStyle } from '../suit-style.ts';

/** A hand as its player sees it: the cards in the order shown, which may be played, the trump. */
export interface HandScene {
  readonly cards: readonly Card[];
  /** The cards that may be played now; every other card is greyed out. Null: none is greyed (not the player's card to play). */
  readonly playable: readonly Card[] | null;
  readonly trump: Mode | null;
  readonly locale: Locale;
  readonly maxSide?: number;
  /** French suits unless told. */
  readonly suits?: SuitStyle;
}

const CARD_W = 120;
const GAP = 14;
const PER_ROW = 5;
const MARGIN = 18;

/** The size of a hand's image: five cards a row, so that nine fit a phone in two rows. */
export function handSize(count: number): { readonly width: number; readonly height: number } {
  const columns = Math.max(1, Math.min(PER_ROW, count));
  const rows = Math.max(1, Math.ceil(count / PER_ROW));
  return { width: MARGIN * 2 + columns * CARD_W + (columns - 1) * GAP, height: MARGIN * 2 + rows * (cardHeight(CARD_W) + 30) + (rows - 1) * GAP };
}

/** A player's hand, as PNG bytes: trumps outlined in gold, cards that may not be played greyed out and marked. */
export async function renderHand(scene: HandScene): Promise<Buffer> {
  ensureFonts();
  const { width, height } = handSize(scene.cards.length);
  const { canvas, ctx } = scaledCanvas(width, height, scene.maxSide);
  ctx.fillStyle = JASS_COLORS.felt;
  ctx.fillRect(0, 0, width, height);
  scene.cards.forEach((card, i) => {
    const x = MARGIN + (i % PER_ROW) * (CARD_W + GAP);
    const y = MARGIN + Math.floor(i / PER_ROW) * (cardHeight(CARD_W) + 30 + GAP);
    const allowed = scene.playable === null || scene.playable.includes(card);
    const trump = scene.trump !== null && suitOf(card) === scene.trump;
    drawCard(ctx, card, x, y, CARD_W, scene.locale, { dimmed: !allowed, ...(trump ? { outline: JASS_COLORS.gold } : {}), suits: scene.suits ?? 'french' });
    if (!allowed) {
      ctx.fillStyle = JASS_COLORS.light;
      ctx.font = textFont(20, true);
      ctx.textAlign = 'center';
      ctx.fillText(t(scene.locale, 'jass.image.notAllowed'), x + CARD_W / 2, y + cardHeight(CARD_W) + 24);
    }
  });
  return canvas.encode('png');
}
