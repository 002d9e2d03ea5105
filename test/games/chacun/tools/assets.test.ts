import { loadImage } from '@napi-rs/canvas';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

const ASSETS = [
  { file: 'avatar.png', width: 1024, height: 1024 },
  { file: 'banner.png', width: 1360, height: 480 },
] as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Runs the tool into a fresh directory and returns it. */
function draw(): string {
  const dir = mkdtempSync(join(tmpdir(), 'chacun-assets-'));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/games/chacun/tools/assets.ts', dir], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return dir;
}

describe('npm run assets', () => {
  let first: string;
  let second: string;
  beforeAll(() => {
    first = draw();
    second = draw();
  });

  test.each(ASSETS)('$file is a PNG of $width × $height under 1 MiB', async ({ file, width, height }) => {
    const png = readFileSync(join(first, file));
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    expect(png.length).toBeLessThan(1024 * 1024);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([width, height]);
  });

  test.each(ASSETS)('$file comes out the same, byte for byte, from two runs', ({ file }) => {
    expect(readFileSync(join(second, file)).equals(readFileSync(join(first, file)))).toBe(true);
  });

  test.each(ASSETS)('the committed assets/$file is what the tool draws (else run npm run assets)', ({ file }) => {
    expect(readFileSync(join('assets', file)).equals(readFileSync(join(first, file)))).toBe(true);
  });
});
