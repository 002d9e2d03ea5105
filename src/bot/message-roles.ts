/** Roles of the Discord messages the bot keeps ids of in a session (`messageIds`). */
export const MESSAGE_ROLES = {
  /** The current turn message (its buttons are removed when the next one is posted). */
  turn: 'turn',
  /** The message announcing the end of the game. */
  end: 'end',
  /** The lobby message. */
  lobby: 'lobby',
} as const;
