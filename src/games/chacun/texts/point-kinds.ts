/** The names of ChaCuN's kinds of points, as statistics show them. */
import type { Locale } from '../../../i18n/locale.ts';
import type { PointKind } from '../engine/point-kinds.ts';

const NAMES: Readonly<Record<PointKind, Readonly<Record<Locale, string>>>> = {
  forests: { fr: 'Forêts', en: 'Forests' },
  rivers: { fr: 'Rivières', en: 'Rivers' },
  meadows: { fr: 'Prés', en: 'Meadows' },
  riverSystems: { fr: 'Réseaux hydro.', en: 'River systems' },
  powers: { fr: 'Pouvoirs', en: 'Powers' },
};

/** A kind of points by name in a language (an unknown kind shows as it is). */
export function pointKindName(kind: string, locale: Locale): string {
  return (NAMES as Readonly<Record<string, Readonly<Record<Locale, string>>>>)[kind]?.[locale] ?? kind;
}
