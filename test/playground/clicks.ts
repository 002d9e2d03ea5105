/**
 * Clicks per turn, as the browser tests count them in the pages (a button, a menu opened, each
 * option picked in it, its OK, a form's submit), printed as a small table at the end of a game's
 * test. `before` is what the same turn took before a step with one choice was skipped (the menu
 * of one square, a menu of one payment): the table shows what the skip saves.
 */

/** One turn as played in a page. */
export interface TurnClicks {
  /** What the turn was, in a few words ("tile", "card", "word"…). */
  readonly kind: string;
  readonly clicks: number;
  /** Clicks the same turn took before a single-choice step was skipped (same as `clicks` if none was). */
  readonly before: number;
}

/** The turns of one game's test, and the table they print. */
export class ClickCount {
  private readonly turns: TurnClicks[] = [];

  constructor(private readonly game: string) {}

  /** Notes a turn's clicks. */
  add(kind: string, clicks: number, before: number = clicks): void {
    if (!Number.isInteger(clicks) || clicks < 1 || before < clicks) throw new Error(`bad click count for ${kind}: ${clicks} (before ${before})`);
    this.turns.push({ kind, clicks, before });
  }

  /** The turns noted so far. */
  all(): readonly TurnClicks[] {
    return this.turns;
  }

  /** The table: one row per kind of turn (how many, clicks fewest–most and on average, before, saved). */
  table(): string {
    const kinds = [...new Set(this.turns.map((t) => t.kind))];
    const rows = kinds.map((kind) => {
      const turns = this.turns.filter((t) => t.kind === kind);
      const clicks = turns.map((t) => t.clicks);
      const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const saved = turns.reduce((sum, t) => sum + t.before - t.clicks, 0);
      return [
        this.game,
        kind,
        String(turns.length),
        Math.min(...clicks) === Math.max(...clicks) ? String(clicks[0]) : `${Math.min(...clicks)}–${Math.max(...clicks)}`,
        mean(clicks).toFixed(1),
        mean(turns.map((t) => t.before)).toFixed(1),
        String(saved),
      ];
    });
    const header = ['game', 'turn', 'turns', 'clicks', 'mean', 'before', 'saved'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
  }

  /** Prints the table (in the test output). */
  print(): void {
    console.log(`clicks per turn (${this.game}):\n${this.table()}`);
  }
}
