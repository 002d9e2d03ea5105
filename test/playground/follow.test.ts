/**
 * Which new messages the page brings into view when its reader has scrolled up
 * (src/playground/web/follow.js), as Discord's client does: the reader's own and the bot's answers
 * to what the reader did, ephemeral or not, follow-ups too; anyone else's wait below the bar.
 */
import { describe, expect, test } from 'vitest';

interface Message {
  readonly authorId: string;
  readonly interaction: { readonly id: string; readonly userId: string } | null;
}
interface Follower {
  sent: () => void;
  done: (interactionId?: string) => void;
  follows: (message: Message, me: string | null) => boolean;
}
// A module of the page (plain JavaScript, run by the browser): loaded as it is.
const { createFollower } = (await import('../../src/playground/web/follow.js' as string)) as { createFollower: () => Follower };

const BOT = 'bot';
const ME = 'bob';
const answer = (interactionId: string, userId = ME): Message => ({ authorId: BOT, interaction: { id: interactionId, userId } });

describe('following the answers to what the reader did', () => {
  test('the reply to a command comes over the live connection before the server names it: it is followed, and so are its follow-ups', () => {
    const follower = createFollower();
    follower.sent();
    expect(follower.follows(answer('i1'), ME)).toBe(true);
    follower.done('i1');
    expect(follower.follows(answer('i1'), ME)).toBe(true);
  });

  test('an answer that comes after the server named the interaction (a follow-up to a deferred click) is followed', () => {
    const follower = createFollower();
    follower.sent();
    follower.done('i2');
    expect(follower.follows(answer('i2'), ME)).toBe(true);
  });

  test('the reader’s own messages are followed; other people’s, and the bot’s answers to them, are not', () => {
    const follower = createFollower();
    expect(follower.follows({ authorId: ME, interaction: null }, ME)).toBe(true);
    follower.sent();
    expect(follower.follows({ authorId: 'alice', interaction: null }, ME)).toBe(false);
    expect(follower.follows(answer('a1', 'alice'), ME)).toBe(false);
    expect(follower.follows({ authorId: BOT, interaction: null }, ME)).toBe(false);
  });

  test('with nothing on its way, an answer to an interaction the page did not send (another page of the same user, long ago) is not followed', () => {
    const follower = createFollower();
    follower.sent();
    follower.done(undefined);
    expect(follower.follows(answer('old'), ME)).toBe(false);
  });

  test('a page with no user follows nothing', () => {
    const follower = createFollower();
    follower.sent();
    expect(follower.follows(answer('i3'), null)).toBe(false);
  });
});
