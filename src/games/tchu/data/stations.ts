/** The 51 stations of tCHu, indexed by the course's numbering (0..50): Swiss cities, then the stations standing for neighbouring countries. */
// Transcribed from the course's map; lat/lon are for drawing only (country stations sit just across the border).

/** The neighbouring countries, in the course's order of country stations. */
export const COUNTRIES = ['DE', 'AT', 'IT', 'FR'] as const;
/** A neighbouring country. */
export type Country = (typeof COUNTRIES)[number];

/** One station: its code, its names (French as the course writes it, English), its country (null for a Swiss or Liechtenstein city) and position. */
export interface Station {
  readonly code: string;
  readonly name: string;
  readonly nameEn: string;
  readonly country: Country | null;
  readonly lat: number;
  readonly lon: number;
}

/** Every station, by index. */
export const STATIONS: readonly Station[] = [
  { code: 'BAD', name: 'Baden', nameEn: 'Baden', country: null, lat: 47.473, lon: 8.307 },
  { code: 'BAL', name: 'Bâle', nameEn: 'Basel', country: null, lat: 47.559, lon: 7.588 },
  { code: 'BEL', name: 'Bellinzone', nameEn: 'Bellinzona', country: null, lat: 46.195, lon: 9.024 },
  { code: 'BER', name: 'Berne', nameEn: 'Bern', country: null, lat: 46.948, lon: 7.447 },
  { code: 'BRI', name: 'Brigue', nameEn: 'Brig', country: null, lat: 46.316, lon: 7.988 },
  { code: 'BRU', name: 'Brusio', nameEn: 'Brusio', country: null, lat: 46.259, lon: 10.125 },
  { code: 'COI', name: 'Coire', nameEn: 'Chur', country: null, lat: 46.85, lon: 9.532 },
  { code: 'DAV', name: 'Davos', nameEn: 'Davos', country: null, lat: 46.802, lon: 9.836 },
  { code: 'DEL', name: 'Delémont', nameEn: 'Delémont', country: null, lat: 47.364, lon: 7.344 },
  { code: 'FRI', name: 'Fribourg', nameEn: 'Fribourg', country: null, lat: 46.806, lon: 7.162 },
  { code: 'GEN', name: 'Genève', nameEn: 'Geneva', country: null, lat: 46.204, lon: 6.143 },
  { code: 'INT', name: 'Interlaken', nameEn: 'Interlaken', country: null, lat: 46.686, lon: 7.863 },
  { code: 'KRE', name: 'Kreuzlingen', nameEn: 'Kreuzlingen', country: null, lat: 47.65, lon: 9.175 },
  { code: 'LAU', name: 'Lausanne', nameEn: 'Lausanne', country: null, lat: 46.52, lon: 6.633 },
  { code: 'LCF', name: 'La Chaux-de-Fonds', nameEn: 'La Chaux-de-Fonds', country: null, lat: 47.1, lon: 6.826 },
  { code: 'LOC', name: 'Locarno', nameEn: 'Locarno', country: null, lat: 46.171, lon: 8.8 },
  { code: 'LUC', name: 'Lucerne', nameEn: 'Lucerne', country: null, lat: 47.05, lon: 8.309 },
  { code: 'LUG', name: 'Lugano', nameEn: 'Lugano', country: null, lat: 46.004, lon: 8.951 },
  { code: 'MAR', name: 'Martigny', nameEn: 'Martigny', country: null, lat: 46.103, lon: 7.073 },
  { code: 'NEU', name: 'Neuchâtel', nameEn: 'Neuchâtel', country: null, lat: 46.99, lon: 6.931 },
  { code: 'OLT', name: 'Olten', nameEn: 'Olten', country: null, lat: 47.35, lon: 7.903 },
  { code: 'PFA', name: 'Pfäffikon', nameEn: 'Pfäffikon', country: null, lat: 47.201, lon: 8.778 },
  { code: 'SAR', name: 'Sargans', nameEn: 'Sargans', country: null, lat: 47.048, lon: 9.445 },
  { code: 'SCE', name: 'Schaffhouse', nameEn: 'Schaffhausen', country: null, lat: 47.697, lon: 8.634 },
  { code: 'SCZ', name: 'Schwyz', nameEn: 'Schwyz', country: null, lat: 47.021, lon: 8.654 },
  { code: 'SIO', name: 'Sion', nameEn: 'Sion', country: null, lat: 46.233, lon: 7.36 },
  { code: 'SOL', name: 'Soleure', nameEn: 'Solothurn', country: null, lat: 47.208, lon: 7.537 },
  { code: 'STG', name: 'Saint-Gall', nameEn: 'St. Gallen', country: null, lat: 47.424, lon: 9.377 },
  { code: 'VAD', name: 'Vaduz', nameEn: 'Vaduz', country: null, lat: 47.141, lon: 9.521 },
  { code: 'WAS', name: 'Wassen', nameEn: 'Wassen', country: null, lat: 46.706, lon: 8.601 },
  { code: 'WIN', name: 'Winterthour', nameEn: 'Winterthur', country: null, lat: 47.5, lon: 8.724 },
  { code: 'YVE', name: 'Yverdon', nameEn: 'Yverdon', country: null, lat: 46.778, lon: 6.641 },
  { code: 'ZOU', name: 'Zoug', nameEn: 'Zug', country: null, lat: 47.166, lon: 8.516 },
  { code: 'ZUR', name: 'Zürich', nameEn: 'Zurich', country: null, lat: 47.377, lon: 8.54 },
  { code: 'DE1', name: 'Allemagne', nameEn: 'Germany', country: 'DE', lat: 47.78, lon: 7.62 },
  { code: 'DE2', name: 'Allemagne', nameEn: 'Germany', country: 'DE', lat: 47.86, lon: 8.62 },
  { code: 'DE3', name: 'Allemagne', nameEn: 'Germany', country: 'DE', lat: 47.8, lon: 9.02 },
  { code: 'DE4', name: 'Allemagne', nameEn: 'Germany', country: 'DE', lat: 47.74, lon: 9.38 },
  { code: 'DE5', name: 'Allemagne', nameEn: 'Germany', country: 'DE', lat: 47.6, lon: 9.72 },
  { code: 'AT1', name: 'Autriche', nameEn: 'Austria', country: 'AT', lat: 47.44, lon: 9.86 },
  { code: 'AT2', name: 'Autriche', nameEn: 'Austria', country: 'AT', lat: 47.22, lon: 9.76 },
  { code: 'AT3', name: 'Autriche', nameEn: 'Austria', country: 'AT', lat: 46.96, lon: 10.32 },
  { code: 'IT1', name: 'Italie', nameEn: 'Italy', country: 'IT', lat: 46.5, lon: 10.36 },
  { code: 'IT2', name: 'Italie', nameEn: 'Italy', country: 'IT', lat: 46.17, lon: 10.2 },
  { code: 'IT3', name: 'Italie', nameEn: 'Italy', country: 'IT', lat: 45.82, lon: 9.06 },
  { code: 'IT4', name: 'Italie', nameEn: 'Italy', country: 'IT', lat: 45.98, lon: 8.68 },
  { code: 'IT5', name: 'Italie', nameEn: 'Italy', country: 'IT', lat: 46.1, lon: 8.27 },
  { code: 'FR1', name: 'France', nameEn: 'France', country: 'FR', lat: 46.0, lon: 6.88 },
  { code: 'FR2', name: 'France', nameEn: 'France', country: 'FR', lat: 46.12, lon: 5.93 },
  { code: 'FR3', name: 'France', nameEn: 'France', country: 'FR', lat: 47.04, lon: 6.58 },
  { code: 'FR4', name: 'France', nameEn: 'France', country: 'FR', lat: 47.48, lon: 6.98 },
];
