/** The session layer: games per channel, their storage and their rules of access (no Discord here). */
export * from './errors.ts';
export * from './session.ts';
export * from './store.ts';
export * from './manager.ts';
