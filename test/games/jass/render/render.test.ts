import { Image } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { playableCards, seatToAct } from '../../../../src/games/jass/engine/game.ts';
import { SEATS } from '../../../../src/games/jass/engine/record.ts';
import { playRandomGame } from '../../../../src/games/jass/engine/simulate.ts';
import { sortedHand } from '../../../../src/games/jass/engine/trick.ts';
import { crownedTeam, endSize, handSize, renderEndOfGame, renderHand, renderTable, TABLE_HEIGHT, TABLE_WIDTH, turnRows } from '../../../../src/games/jass/render/index.ts';
import { replayRecord } from '../../../../src/games/jass/rules.ts';
import { formatNumber } from '../../../../src/i18n/numbers.ts';
import { writtenTexts } from '../../../render/drawn-texts.ts';

const NAMES = { N: 'Alice', E: 'Gotthard', S: 'Bérénice-Françoise of a very long name 🎴', W: 'Furka' } as const;

function decoded(png: Buffer): Image {
  const image = new Image();
  image.src = png;
  return image;
}

describe('the Jass images', () => {
  test('the table at its own size and scaled down to maxSide, in both languages', async () => {
    const { record } = playRandomGame(3, { variant: 'schieber' });
    const state = replayRecord({ ...record, actions: record.actions.slice(0, 6) });
    const full = decoded(await renderTable(state, { names: NAMES, locale: 'fr' }));
    expect([full.width, full.height]).toEqual([TABLE_WIDTH, TABLE_HEIGHT]);
    const small = decoded(await renderTable(state, { names: NAMES, locale: 'en', maxSide: 440 }));
    expect(Math.max(small.width, small.height)).toBe(440);
  });

  test('a hand of nine shows in two rows of five; every size of hand draws', async () => {
    expect(handSize(9)).toEqual({ width: handSize(5).width, height: handSize(9).height });
    expect(handSize(9).height).toBeGreaterThan(handSize(5).height);
    const { record } = playRandomGame(5);
    const state = replayRecord({ ...record, actions: record.actions.slice(0, 1) });
    const seat = SEATS[seatToAct(state)!];
    for (let n = 1; n <= 9; n++) {
      const cards = sortedHand(state.hands[SEATS.indexOf(seat)].slice(0, n), state.trump);
      const image = decoded(await renderHand({ cards, playable: playableCards(state, seat), trump: state.trump, locale: 'en' }));
      expect([image.width, image.height]).toEqual([handSize(n).width, handSize(n).height]);
    }
  });

  test('the end table has a row per turn whose running totals end at the game score', async () => {
    const { state } = playRandomGame(11, { variant: 'schieber', target: 2500 });
    const rows = turnRows(state);
    expect(rows.length).toBe(state.turns.length);
    expect(rows[rows.length - 1].totals).toEqual([...state.score]);
    const image = decoded(await renderEndOfGame(state, { names: NAMES, locale: 'fr' }));
    expect([image.width, image.height]).toEqual([endSize(rows.length).width, endSize(rows.length).height]);
    // Points past a thousand as the end message writes them: "2 514" in French, "2,514" in English.
    expect(state.score[0]).toBeGreaterThanOrEqual(2500);
    for (const locale of ['fr', 'en'] as const) {
      const texts = await writtenTexts(() => renderEndOfGame(state, { names: NAMES, locale }));
      const score = formatNumber(state.score[0], locale);
      expect(score).toMatch(locale === 'fr' ? /^2\u202f5\d\d$/ : /^2,5\d\d$/);
      expect(texts).toContain(score);
      expect(texts).not.toContain(String(state.score[0]));
      const table = await writtenTexts(() => renderTable(state, { names: NAMES, locale }));
      expect(table).toContain(score);
    }
  });

  test('a player of the winning team resigned: the end table crowns the team the end message names, and names who resigned', async () => {
    const { state } = playRandomGame(11, { variant: 'schieber', target: 2500 });
    expect(state.winner).toBe(0);
    // As `endRanks` gives them: the team with nobody resigned first.
    const standing = { ranks: { N: 2, S: 2, E: 1, W: 1 }, resigned: ['N'] };
    expect(crownedTeam(state)).toBe(0);
    expect(crownedTeam(state, standing)).toBe(1);
    const drawn = async (locale: 'fr' | 'en', withStanding: boolean) => {
      return (await writtenTexts(() => renderEndOfGame(state, { names: NAMES, locale }, withStanding ? standing : undefined))).filter((text) => text.includes('🏆') || text.includes('Alice ('));
    };
    expect(await drawn('fr', true)).toEqual(['Alice (a abandonné)', 'Orange E–O 🏆']);
    expect(await drawn('en', true)).toEqual(['Alice (resigned)', 'Orange E–W 🏆']);
    expect(await drawn('en', false)).toEqual(['Blue N–S 🏆']);
  });

  test('nothing throws over many states of random games (both variants, every phase)', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { record, state: end } = playRandomGame(seed, { variant: seed % 2 === 0 ? 'schieber' : 'course' });
      for (let i = 0; i <= record.actions.length; i += 17) {
        const state = replayRecord({ ...record, actions: record.actions.slice(0, i) });
        const png = await renderTable(state, { names: seed % 3 === 0 ? {} : NAMES, locale: i % 2 === 0 ? 'fr' : 'en', maxSide: 300 });
        expect(png.subarray(1, 4).toString()).toBe('PNG');
      }
      expect((await renderTable(end, { names: NAMES, locale: 'en', maxSide: 300 })).length).toBeGreaterThan(100);
      expect((await renderEndOfGame(end, { names: NAMES, locale: 'en', maxSide: 300 })).length).toBeGreaterThan(100);
    }
  });
});
