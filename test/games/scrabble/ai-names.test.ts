import { describe, expect, test } from 'vitest';
import { HOSTED } from '../../../src/hosted.ts';
import { handedOver } from '../../../src/bot/clock/hand-over.ts';
import { freeAiName, withAi } from '../../../src/session/lobby.ts';
import type { GameSession, Seat } from '../../../src/session/session.ts';

const scrabble = HOSTED.get('scrabble')!;
const alice: Seat = { seat: 'P1', player: { type: 'human', userId: 'a', name: 'Alice' }, joinedAt: 0 };

describe('Scrabble AI players are named after lexicographers of the word list’s language', () => {
  test.each([
    [{ words: 'en', judge: 'dictionary' }, ['Johnson', 'Webster', 'Murray']],
    [{ words: 'fr', judge: 'dictionary' }, ['Littré', 'Larousse', 'Robert']],
    // A game stored before the option plays French words.
    [undefined, ['Littré', 'Larousse', 'Robert']],
  ] as const)('%j: %j', (options, names) => {
    let seats: Seat[] = [alice];
    for (let i = 0; i < 3; i++) seats = withAi(scrabble, seats, 'normal', 0, options) ?? seats;
    expect(seats.map((seat) => seat.player.name)).toEqual(['Alice', ...names]);
  });

  test('a name taken at the table is skipped; a seat handed over to an AI player gets the next one of the language', () => {
    const johnson: Seat = { seat: 'P2', player: { type: 'human', userId: 'j', name: 'Johnson' }, joinedAt: 1 };
    expect(freeAiName(scrabble, { words: 'en' }, [alice, johnson], 3)).toBe('Webster');
    const session = { seats: [alice, johnson], options: { words: 'en', judge: 'dictionary' }, moveNumber: 4 } as unknown as GameSession;
    expect(handedOver(scrabble, session, 'P1', 'normal', 0).ai.name).toBe('Webster');
    expect(handedOver(scrabble, { ...session, options: { words: 'fr', judge: 'dictionary' } }, 'P1', 'normal', 0).ai.name).toBe('Littré');
  });
});
