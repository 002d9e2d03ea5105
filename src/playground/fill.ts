/**
 * A busy channel for measuring the page: many messages, some with board-sized images, posted
 * through the local Discord as its users would (the page's benchmark and its test).
 */
import { createCanvas } from '@napi-rs/canvas';
import type { FakeDiscord, FakeUser, Snowflake } from './discord/fake-discord.ts';

/** A board-sized PNG (width × height) with a grid and a label, different for each `n`. */
export function boardPng(n: number, width = 1200, height = 900): Uint8Array {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#efe6cf';
  g.fillRect(0, 0, width, height);
  g.strokeStyle = '#b9a77f';
  for (let x = 0; x < width; x += 60) g.strokeRect(x, 0, 60, height);
  for (let y = 0; y < height; y += 60) g.strokeRect(0, y, width, 60);
  g.fillStyle = `hsl(${(n * 47) % 360} 60% 45%)`;
  g.fillRect(60 * (n % 18) + 10, 60 * (n % 13) + 10, 160, 160);
  g.fillStyle = '#333';
  g.font = '48px sans-serif';
  g.fillText(`board ${n}`, 40, 80);
  return canvas.toBuffer('image/png');
}

/** Posts `messages` messages in a channel, every (messages / images)-th one with a board image; returns their ids. */
export function fillChannel(discord: FakeDiscord, channelId: Snowflake, users: readonly FakeUser[], messages: number, images: number): Snowflake[] {
  const every = images > 0 ? Math.floor(messages / images) : Infinity;
  const pngs = Array.from({ length: Math.min(images, 5) }, (_, i) => boardPng(i));
  const ids: Snowflake[] = [];
  for (let i = 0; i < messages; i++) {
    const withImage = i % every === every - 1 && ids.length >= 0 && Math.floor(i / every) < images;
    const message = discord.postMessage({
      user: users[i % users.length],
      channelId,
      content: `Message **${i + 1}**: turn ${Math.floor(i / 3) + 1}, _a little_ \`code\` and <@${users[(i + 1) % users.length].id}>`,
      ...(withImage ? { files: [{ filename: `board-${i}.png`, bytes: pngs[i % pngs.length], contentType: 'image/png' }] } : {}),
    });
    ids.push(message.id);
  }
  return ids;
}
