// Which new messages bring a scrolled-up view down to them, as in Discord's client: the reader's
// own, and the bot's answers to what the reader did (a command, a click, a form), ephemeral or not.
// Anyone else's only show the bar "new messages below".

/** How many answered interactions are remembered for their follow-ups. */
const REMEMBERED = 50;

/**
 * Follows the interactions this page sends. The first answer to one (a reply, the "thinking" of a
 * deferred one) comes over the live connection before the server's reply says which interaction
 * it was: while one is on its way, a new message answering the reader is taken as its answer.
 * Once known, an interaction's later messages (follow-ups) are followed too.
 */
export function createFollower() {
  let sending = 0;
  const answered = new Set();
  const remember = (id) => {
    answered.delete(id);
    answered.add(id);
    if (answered.size > REMEMBERED) answered.delete(answered.values().next().value);
  };
  return {
    /** An interaction leaves the page. */
    sent() {
      sending += 1;
    },
    /** The server answered it (or refused it): its id when it says it. */
    done(interactionId) {
      sending = Math.max(0, sending - 1);
      if (interactionId) remember(interactionId);
    },
    /** Whether a new message (not an edit) in the open channel is shown even if the reader has scrolled up; `me` is the reader's id. */
    follows(message, me) {
      if (me === null) return false;
      if (message.authorId === me) return true;
      const interaction = message.interaction;
      if (!interaction || interaction.userId !== me) return false;
      if (answered.has(interaction.id)) return true;
      if (sending === 0) return false;
      remember(interaction.id);
      return true;
    },
  };
}
