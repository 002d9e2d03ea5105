/**
 * WOFF 1.0 fonts (https://www.w3.org/TR/WOFF/) unpacked into plain OpenType data, leaving out
 * tables nobody reads. Noto Color Emoji carries each emoji twice: as COLR vector layers, which
 * Skia draws, and as SVG documents (20 MiB of its 25 once unpacked), which it does not; Skia keeps
 * every registered font's tables whole in memory. Unpacked without `SVG `, the emoji font costs
 * the bot about 35 MiB less, and draws the same pixels (test/render/woff.test.ts).
 */
import { inflateSync } from 'node:zlib';

/** A table of a font: its tag, its bytes and the checksum the font's directory gives it. */
interface Table {
  readonly tag: string;
  readonly data: Buffer;
  readonly checksum: number;
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

/** The tables of a WOFF font (inflated), but those named in `leaveOut`; throws when the bytes are no WOFF. */
function woffTables(woff: Buffer, leaveOut: ReadonlySet<string>): { flavor: number; tables: Table[] } {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const at = WOFF_HEADER_BYTES + WOFF_ENTRY_BYTES * i;
    const tag = woff.toString('latin1', at, at + 4);
    if (leaveOut.has(tag)) continue;
    const offset = woff.readUInt32BE(at + 4);
    const packed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    if (offset + packed > woff.length) throw new Error(`the WOFF table ${tag} runs past the file`);
    const raw = woff.subarray(offset, offset + packed);
    // A table is stored deflated only when that made it smaller.
    const data = packed < length ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== length) throw new Error(`the WOFF table ${tag} unpacks to ${data.length} bytes, not ${length}`);
    tables.push({ tag, data, checksum: woff.readUInt32BE(at + 16) });
  }
  return { flavor, tables };
}

/**
 * The OpenType font of a WOFF font, without the tables named in `leaveOut`. (The whole-font
 * checksum in `head` is not made again: font engines do not check it.)
 */
export function sfntFromWoff(woff: Buffer, leaveOut: ReadonlySet<string> = new Set()): Buffer {
  const { flavor, tables } = woffTables(woff, leaveOut);
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const count = tables.length;
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), SFNT_HEADER_BYTES + SFNT_ENTRY_BYTES * count);
  const out = Buffer.alloc(size);
  // The directory's search fields: the largest power of two not above the count.
  const log2 = Math.floor(Math.log2(Math.max(1, count)));
  const range = SFNT_ENTRY_BYTES * 2 ** log2;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(range, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(SFNT_ENTRY_BYTES * count - range, 10);
  let offset = SFNT_HEADER_BYTES + SFNT_ENTRY_BYTES * count;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER_BYTES + SFNT_ENTRY_BYTES * i;
    out.write(table.tag, at, 'latin1');
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
