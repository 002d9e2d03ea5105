import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { StandbyMode } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Result } from '../result.ts';
import type { GameStore, StoreError } from '../session/store.ts';

/**
 * One writer per shard. Every bot process serves one shard of the bot's servers (the single
 * bot is shard 0 of 1) and must hold that shard's lease in the store before it logs in:
 * `lease:<shard>/<count>` → `{ holder, until, version }`. It is taken with the store's
 * compare-and-set when absent, released or expired, renewed every third of its time, and
 * written back empty at a clean shutdown. A second process serving the same shard finds it
 * held and stands by (polls, and takes over once the first is gone) or exits, as STANDBY says.
 * A holder that cannot renew in time, or finds another holder, stops serving at once. The
 * games' own versions are the fencing token: a holder that lost its lease without knowing it
 * yet still cannot overwrite a newer game.
 */

/** The store key of a shard's lease. */
export function leaseKey(shardId: number, shardCount: number): string {
  return `lease:${shardId}/${shardCount}`;
}

/** The times of a lease, in ms. */
export interface LeaseTimes {
  /** How long a lease lasts after it was taken or renewed. */
  readonly ttlMs: number;
  /** The wait between two renewals. */
  readonly renewMs: number;
  /**
   * Room for the clocks of two hosts to disagree: the holder stops serving this long before its
   * lease ends by its own clock, and another process takes over only this long after it ended by
   * its own. Two hosts whose clocks differ by less than twice this never serve the same shard at once.
   */
  readonly marginMs: number;
  /** The wait between two looks of a standby. */
  readonly pollMs: number;
}

/**
 * The times of a lease of `seconds`: renewed every third (two renewals may fail before it
 * ends), with a sixth as the margin on either side (clocks may differ by up to a third:
 * 10 s for the default 30 s; hosts should keep their clocks in time with NTP), a standby
 * looking every sixth.
 */
export function leaseTimes(seconds: number): LeaseTimes {
  const ttlMs = seconds * 1000;
  return { ttlMs, renewMs: Math.round(ttlMs / 3), marginMs: Math.round(ttlMs / 6), pollMs: Math.round(ttlMs / 6) };
}

/** A lease as stored. `holder` null: released. */
export interface LeaseRecord {
  readonly holder: string | null;
  /** Wall time (ms since the epoch, by the holder's clock) until which it holds. */
  readonly until: number;
  readonly version: number;
}

/** A lease read from the store (untrusted JSON): null when there is none; anything malformed counts as released. */
function parseLease(value: unknown): LeaseRecord | null {
  if (value === undefined || value === null) return null;
  const record = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  // The store's compare-and-set reads a missing version as 0: so does this.
  const version = typeof record.version === 'number' ? record.version : 0;
  const holder = typeof record.holder === 'string' ? record.holder : null;
  const until = typeof record.until === 'number' ? record.until : 0;
  return { holder, until, version };
}

/** What an attempt to take a lease found. */
export type Attempt = { readonly kind: 'taken' } | { readonly kind: 'held'; readonly holder: string; readonly until: number };

/** Why a holder lost its lease. */
export type LostReason = { readonly kind: 'taken over'; readonly holder: string } | { readonly kind: 'not renewed in time' };

/** Options of a lease. */
export interface LeaseOptions {
  /** This process's name in the lease (default: host, pid and a random part, so that a restarted process with the same pid is another holder). */
  readonly holder?: string;
  /** Wall time (tests move it, or skew it). */
  readonly now?: () => number;
}

/** A shard's lease in the store, as one process sees it. */
export class Lease {
  readonly holder: string;
  private readonly now: () => number;
  /** The version this process wrote last, while it holds the lease. */
  private version: number | null = null;
  /** When (performance.now()) this process must stop serving unless it renewed by then. */
  private fenceAt = 0;
  private renewTimer: NodeJS.Timeout | null = null;
  private fenceTimer: NodeJS.Timeout | null = null;
  private onLost: ((reason: LostReason) => void) | null = null;
  private renewing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: GameStore,
    readonly key: string,
    readonly times: LeaseTimes,
    options: LeaseOptions = {},
  ) {
    this.holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.now = options.now ?? Date.now;
  }

  /** Whether this process holds the lease (as far as it knows). */
  get held(): boolean {
    return this.version !== null;
  }

  /**
   * One attempt to take the lease: it is taken when absent, released, or expired for longer than
   * the margin; otherwise answers who holds it. A lost race counts as held by the winner.
   */
  async take(): Promise<Result<Attempt, StoreError>> {
    for (;;) {
      const read = await this.store.get(this.key);
      if (!read.ok) return read;
      const current = parseLease(read.value);
      const now = this.now();
      if (current !== null && current.holder !== null && current.holder !== this.holder && now <= current.until + this.times.marginMs) {
        return { ok: true, value: { kind: 'held', holder: current.holder, until: current.until } };
      }
      const written = await this.write(current);
      if (!written.ok) return written;
      if (written.value) return { ok: true, value: { kind: 'taken' } };
      // Someone wrote in between: look again to see who.
    }
  }

  /**
   * Takes the lease, waiting as long as another process holds it: `onHeld` is told of the first
   * look that found it held, `onError` of each store failure (the wait goes on). Answers false
   * when `signal` aborts the wait first.
   */
  async waitToTake(signal: AbortSignal, onHeld: (holder: string, until: number) => void, onError: (error: StoreError) => void): Promise<boolean> {
    let told = false;
    while (!signal.aborted) {
      const attempt = await this.take();
      if (!attempt.ok) onError(attempt.error);
      else if (attempt.value.kind === 'taken') return true;
      else if (!told) {
        told = true;
        onHeld(attempt.value.holder, attempt.value.until);
      }
      await abortableSleep(this.times.pollMs, signal);
    }
    return false;
  }

  /**
   * Renews the lease every `renewMs` from now on. `onLost` is called once, and renewals stop,
   * when another process holds it, or when no renewal succeeded in time (the store failed or
   * answered too slowly): this process must then stop serving at once.
   */
  keep(onLost: (reason: LostReason) => void): void {
    if (this.version === null) throw new Error(`keep() of ${this.key} before it was taken`);
    this.onLost = onLost;
    this.armFence();
    this.scheduleRenewal(this.times.renewMs);
  }

  /** Stops renewing and writes the lease back empty if this process still holds it, so that a standby takes over at once. */
  async release(): Promise<Result<boolean, StoreError>> {
    this.stopTimers();
    this.onLost = null;
    await this.renewing;
    if (this.version === null) return { ok: true, value: false };
    const version = this.version;
    this.version = null;
    return this.store.compareAndSet(this.key, { holder: null, until: 0, version: version + 1 }, version);
  }

  /** Stops renewing without writing (the process is going away). */
  stop(): void {
    this.stopTimers();
    this.onLost = null;
  }

  /**
   * Writes this process as the holder over `current` (null: absent) with the store's
   * compare-and-set. The fence is measured from before the write was sent, on the monotonic
   * clock: a slow answer only shortens the time this process serves.
   */
  private async write(current: LeaseRecord | null): Promise<Result<boolean, StoreError>> {
    const sent = performance.now();
    const version = (current?.version ?? 0) + 1;
    const written = await this.store.compareAndSet(this.key, { holder: this.holder, until: this.now() + this.times.ttlMs, version }, current === null ? null : current.version);
    if (written.ok && written.value) {
      this.version = version;
      this.fenceAt = sent + this.times.ttlMs - this.times.marginMs;
    }
    return written;
  }

  /** One renewal: reads the lease, and writes it again if this process still holds it. */
  private async renew(): Promise<void> {
    const read = await this.store.get(this.key);
    // A store failure: the next renewal tries again, and the fence stops this process if none succeeds in time.
    if (!read.ok || this.onLost === null) return;
    const current = parseLease(read.value);
    if (current !== null && current.holder !== this.holder) {
      this.lose({ kind: 'taken over', holder: current.holder ?? '(released)' });
      return;
    }
    const written = await this.write(current);
    if (written.ok && written.value && this.onLost !== null) this.armFence();
  }

  private scheduleRenewal(delayMs: number): void {
    this.renewTimer = setTimeout(() => {
      const started = performance.now();
      this.renewing = this.renew().finally(() => {
        if (this.onLost !== null) this.scheduleRenewal(Math.max(0, this.times.renewMs - (performance.now() - started)));
      });
    }, delayMs);
    this.renewTimer.unref();
  }

  private armFence(): void {
    if (this.fenceTimer !== null) clearTimeout(this.fenceTimer);
    this.fenceTimer = setTimeout(() => this.lose({ kind: 'not renewed in time' }), Math.max(0, this.fenceAt - performance.now()));
    this.fenceTimer.unref();
  }

  private lose(reason: LostReason): void {
    const onLost = this.onLost;
    this.stopTimers();
    this.onLost = null;
    this.version = null;
    onLost?.(reason);
  }

  private stopTimers(): void {
    if (this.renewTimer !== null) clearTimeout(this.renewTimer);
    if (this.fenceTimer !== null) clearTimeout(this.fenceTimer);
    this.renewTimer = null;
    this.fenceTimer = null;
  }
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** What came of taking a shard's lease before serving it. */
export type Taking = 'taken' | 'held' | 'aborted';

/**
 * Takes the lease of the shard this process is to serve, before it logs in to Discord. When
 * another process holds it: with STANDBY=wait, logs one line and waits (taking over once the
 * other is gone); with STANDBY=exit, logs one line and answers 'held'. `onStandby` is called
 * when the wait starts (a shard tells its sharding manager, which then starts the next shard).
 */
export async function takeLease(lease: Lease, options: { readonly standby: StandbyMode; readonly log: Logger; readonly signal: AbortSignal; readonly onStandby?: () => void }): Promise<Taking> {
  const { log } = options;
  const fields = { lease: lease.key, holder: lease.holder };
  if (options.standby === 'exit') {
    for (;;) {
      const attempt = await lease.take();
      if (!attempt.ok) {
        log.warn('lease unreadable: trying again', { ...fields, code: attempt.error.code, detail: attempt.error.message });
        await abortableSleep(lease.times.pollMs, options.signal);
        if (options.signal.aborted) return 'aborted';
        continue;
      }
      if (attempt.value.kind === 'taken') break;
      log.error('another process serves this shard: exiting (STANDBY=exit)', { ...fields, heldBy: attempt.value.holder, until: new Date(attempt.value.until).toISOString() });
      return 'held';
    }
  } else {
    const taken = await lease.waitToTake(
      options.signal,
      (holder, until) => {
        log.warn('another process serves this shard: standing by until its lease ends (STANDBY=wait)', { ...fields, heldBy: holder, until: new Date(until).toISOString() });
        options.onStandby?.();
      },
      (error) => log.warn('lease unreadable: trying again', { ...fields, code: error.code, detail: error.message }),
    );
    if (!taken) return 'aborted';
  }
  log.info('lease taken: serving this shard', fields);
  return 'taken';
}
