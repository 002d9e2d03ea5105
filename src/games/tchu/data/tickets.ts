/**
 * One ticket: `from` is a station code, or a country code meaning any station of that country;
 * `to` lists its trips' other ends (station or country codes) with their points; `text` is how
 * the course prints it.
 */
export interface TicketData {
  readonly from: string;
  readonly to: readonly (readonly [string, number])[];
  readonly text: string;
}

/** The 46 tickets, indexed by the course's order (0..45). */
export const TICKETS: readonly TicketData[] = [
  { from: 'BAL', to: [['BER', 5]], text: 'Bâle - Berne (5)' },
  { from: 'BAL', to: [['BRI', 10]], text: 'Bâle - Brigue (10)' },
  { from: 'BAL', to: [['STG', 8]], text: 'Bâle - Saint-Gall (8)' },
  { from: 'BER', to: [['COI', 10]], text: 'Berne - Coire (10)' },
  { from: 'BER', to: [['LUG', 12]], text: 'Berne - Lugano (12)' },
  { from: 'BER', to: [['SCZ', 5]], text: 'Berne - Schwyz (5)' },
  { from: 'BER', to: [['ZUR', 6]], text: 'Berne - Zürich (6)' },
  { from: 'FRI', to: [['LUC', 5]], text: 'Fribourg - Lucerne (5)' },
  { from: 'GEN', to: [['BAL', 13]], text: 'Genève - Bâle (13)' },
  { from: 'GEN', to: [['BER', 8]], text: 'Genève - Berne (8)' },
  { from: 'GEN', to: [['SIO', 10]], text: 'Genève - Sion (10)' },
  { from: 'GEN', to: [['ZUR', 14]], text: 'Genève - Zürich (14)' },
  { from: 'INT', to: [['WIN', 7]], text: 'Interlaken - Winterthour (7)' },
  { from: 'KRE', to: [['ZUR', 3]], text: 'Kreuzlingen - Zürich (3)' },
  { from: 'LAU', to: [['INT', 7]], text: 'Lausanne - Interlaken (7)' },
  { from: 'LAU', to: [['LUC', 8]], text: 'Lausanne - Lucerne (8)' },
  { from: 'LAU', to: [['STG', 13]], text: 'Lausanne - Saint-Gall (13)' },
  { from: 'LCF', to: [['BER', 3]], text: 'La Chaux-de-Fonds - Berne (3)' },
  { from: 'LCF', to: [['LUC', 7]], text: 'La Chaux-de-Fonds - Lucerne (7)' },
  { from: 'LCF', to: [['ZUR', 8]], text: 'La Chaux-de-Fonds - Zürich (8)' },
  { from: 'LUC', to: [['VAD', 6]], text: 'Lucerne - Vaduz (6)' },
  { from: 'LUC', to: [['ZUR', 2]], text: 'Lucerne - Zürich (2)' },
  { from: 'LUG', to: [['COI', 10]], text: 'Lugano - Coire (10)' },
  { from: 'NEU', to: [['WIN', 9]], text: 'Neuchâtel - Winterthour (9)' },
  { from: 'OLT', to: [['SCE', 5]], text: 'Olten - Schaffhouse (5)' },
  { from: 'SCE', to: [['MAR', 15]], text: 'Schaffhouse - Martigny (15)' },
  { from: 'SCE', to: [['STG', 4]], text: 'Schaffhouse - Saint-Gall (4)' },
  { from: 'SCE', to: [['ZOU', 3]], text: 'Schaffhouse - Zoug (3)' },
  { from: 'STG', to: [['BRU', 9]], text: 'Saint-Gall - Brusio (9)' },
  { from: 'WIN', to: [['SCZ', 3]], text: 'Winterthour - Schwyz (3)' },
  { from: 'ZUR', to: [['BAL', 4]], text: 'Zürich - Bâle (4)' },
  { from: 'ZUR', to: [['BRU', 11]], text: 'Zürich - Brusio (11)' },
  { from: 'ZUR', to: [['LUG', 9]], text: 'Zürich - Lugano (9)' },
  { from: 'ZUR', to: [['VAD', 6]], text: 'Zürich - Vaduz (6)' },
  { from: 'BER', to: [['DE', 6], ['AT', 11], ['IT', 8], ['FR', 5]], text: 'Berne - {Allemagne (6), Autriche (11), France (5), Italie (8)}' },
  { from: 'COI', to: [['DE', 6], ['AT', 3], ['IT', 5], ['FR', 12]], text: 'Coire - {Allemagne (6), Autriche (3), France (12), Italie (5)}' },
  { from: 'LUG', to: [['DE', 12], ['AT', 13], ['IT', 2], ['FR', 14]], text: 'Lugano - {Allemagne (12), Autriche (13), France (14), Italie (2)}' },
  { from: 'ZUR', to: [['DE', 3], ['AT', 7], ['IT', 11], ['FR', 7]], text: 'Zürich - {Allemagne (3), Autriche (7), France (7), Italie (11)}' },
  { from: 'DE', to: [['AT', 5], ['IT', 13], ['FR', 5]], text: 'Allemagne - {Autriche (5), France (5), Italie (13)}' },
  { from: 'DE', to: [['AT', 5], ['IT', 13], ['FR', 5]], text: 'Allemagne - {Autriche (5), France (5), Italie (13)}' },
  { from: 'AT', to: [['DE', 5], ['IT', 6], ['FR', 14]], text: 'Autriche - {Allemagne (5), France (14), Italie (6)}' },
  { from: 'AT', to: [['DE', 5], ['IT', 6], ['FR', 14]], text: 'Autriche - {Allemagne (5), France (14), Italie (6)}' },
  { from: 'IT', to: [['DE', 13], ['AT', 6], ['FR', 11]], text: 'Italie - {Allemagne (13), Autriche (6), France (11)}' },
  { from: 'IT', to: [['DE', 13], ['AT', 6], ['FR', 11]], text: 'Italie - {Allemagne (13), Autriche (6), France (11)}' },
  { from: 'FR', to: [['DE', 5], ['AT', 14], ['IT', 11]], text: 'France - {Allemagne (5), Autriche (14), Italie (11)}' },
  { from: 'FR', to: [['DE', 5], ['AT', 14], ['IT', 11]], text: 'France - {Allemagne (5), Autriche (14), Italie (11)}' },
];
