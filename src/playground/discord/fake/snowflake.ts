/** A Discord id: a 64-bit integer written in decimal digits. */
export type Snowflake = string;

/** Milliseconds between the Unix epoch and Discord's epoch (2015-01-01). */
export const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * Makes ids that look and sort like Discord's: time-based, strictly increasing, 18–19 digits.
 * With `after` (the last id of an earlier run), every id is higher than it, even should the clock
 * have gone back since.
 */
export function snowflakeGenerator(workerId = 1, after?: Snowflake): () => Snowflake {
  let lastTime = after === undefined ? 0n : BigInt(after) >> 22n;
  let increment = after === undefined ? 0n : BigInt(after) & 0xfffn;
  return () => {
    let now = BigInt(Date.now()) - DISCORD_EPOCH;
    if (now <= lastTime) {
      increment += 1n;
      if (increment > 4095n) {
        // Borrow the next millisecond rather than wait: ids stay unique and increasing.
        lastTime += 1n;
        increment = 0n;
      }
      now = lastTime;
    } else {
      lastTime = now;
      increment = 0n;
    }
    return ((now << 22n) | (BigInt(workerId & 31) << 17n) | increment).toString();
  };
}

/** The creation time, in Unix milliseconds, encoded in a snowflake. */
export function snowflakeTime(id: Snowflake): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** Whether a string has the shape of a snowflake. */
export function isSnowflake(value: string): boolean {
  return /^\d{15,20}$/.test(value);
}
