import { PermissionFlagsBits } from 'discord.js';

/** Every permission bit Discord knows, for administrators and guild owners. */
export const ALL_PERMISSIONS: bigint = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** What @everyone may do in a fresh guild of the stand-in: talk, read, attach, make public threads. */
export const DEFAULT_EVERYONE_PERMISSIONS: bigint =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.CreateInstantInvite;

/** What the bot's own (managed) role grants by default: all a game bot needs, nothing dangerous. */
export const DEFAULT_BOT_PERMISSIONS: bigint =
  DEFAULT_EVERYONE_PERMISSIONS |
  PermissionFlagsBits.CreatePrivateThreads |
  PermissionFlagsBits.ManageThreads |
  PermissionFlagsBits.ManageMessages |
  PermissionFlagsBits.PinMessages;

/** A channel permission overwrite, for a role or for one member. */
export interface PermissionOverwrite {
  readonly id: string;
  readonly type: 'role' | 'member';
  readonly allow: bigint;
  readonly deny: bigint;
}

/** What the permission computation needs to know about a member of a guild. */
export interface PermissionSubject {
  readonly userId: string;
  readonly guildId: string;
  readonly ownerId: string;
  /** Permissions of @everyone. */
  readonly everyone: bigint;
  /** The member's roles with their guild-level permissions (without @everyone). */
  readonly roles: readonly { readonly id: string; readonly permissions: bigint }[];
}

/** Guild-level permissions of a member: @everyone and roles, with owner and administrator seeing all. */
export function guildPermissions(subject: PermissionSubject): bigint {
  if (subject.userId === subject.ownerId) return ALL_PERMISSIONS;
  const base = subject.roles.reduce((bits, role) => bits | role.permissions, subject.everyone);
  return (base & PermissionFlagsBits.Administrator) !== 0n ? ALL_PERMISSIONS : base;
}

/** Channel permissions following Discord's documented order: @everyone overwrite, role overwrites, member overwrite. */
export function channelPermissions(subject: PermissionSubject, overwrites: readonly PermissionOverwrite[]): bigint {
  const base = guildPermissions(subject);
  // Owners and administrators bypass overwrites.
  if (base === ALL_PERMISSIONS) return ALL_PERMISSIONS;
  let bits = base;
  const everyone = overwrites.find((o) => o.type === 'role' && o.id === subject.guildId);
  if (everyone) bits = (bits & ~everyone.deny) | everyone.allow;
  const roleIds = new Set(subject.roles.map((r) => r.id));
  let roleAllow = 0n;
  let roleDeny = 0n;
  for (const o of overwrites) {
    if (o.type === 'role' && o.id !== subject.guildId && roleIds.has(o.id)) {
      roleAllow |= o.allow;
      roleDeny |= o.deny;
    }
  }
  bits = (bits & ~roleDeny) | roleAllow;
  const member = overwrites.find((o) => o.type === 'member' && o.id === subject.userId);
  if (member) bits = (bits & ~member.deny) | member.allow;
  // Without ViewChannel nothing else in the channel is possible.
  return (bits & PermissionFlagsBits.ViewChannel) === 0n ? 0n : bits;
}

/** Whether `bits` holds every bit of `needed`. */
export function hasAll(bits: bigint, needed: bigint): boolean {
  return (bits & needed) === needed;
}
