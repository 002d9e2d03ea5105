/**
 * The `expert` AI's rack-leave table by language, learnt by comparing leaves on the same boards
 * with the same draws in games of hard against hard (`src/games/scrabble/tools/learn-leaves-by-draws.ts`;
 * do not edit by hand: run it again).
 * Made with: observations of `--games 1000 --leaves 12 --draws 2` runs stopped early (French seed 5: 11,508 groups from 319 games; English seed 6: 6,186 groups from about 180 games), --ridge 10
 */
import type { Language } from '../engine/letters.ts';
import type { LeaveTable } from './leave.ts';

/** Leave values learnt on the same draws, by language (points against keeping nothing). */
export const EXPERT_LEAVES: Readonly<Record<Language, LeaveTable>> = {
  fr: {
    samples: 146634,
    emptyLeavePoints: 38.8,
    tiles: {"A":2,"B":-4.4,"C":2.8,"D":-4.6,"E":3.1,"F":-5.3,"G":-6.4,"H":-6,"I":-1,"J":-6.1,"K":-2.6,"L":-2.9,"M":-4.6,"N":0.1,"O":-3.4,"P":-2.2,"Q":0,"R":3.4,"S":6.4,"T":1.5,"U":-4.6,"V":-5.9,"W":-23.2,"X":2.7,"Y":0,"Z":7.5,"?":26},
    duplicates: {"A":-6.4,"B":-8.9,"C":-4.7,"D":-10.8,"E":-3.6,"F":-0.6,"G":-6.6,"H":-4.9,"I":-8.9,"J":0,"K":0,"L":-8,"M":-9.3,"N":-6.7,"O":-11.1,"P":-4.8,"Q":0,"R":-5,"S":-1,"T":-5,"U":-12.9,"V":-8.3,"W":0,"X":0,"Y":0,"Z":0,"?":11.3},
    balance: [[-1.5],[-1,0.8],[-1.6,2.2,0.5],[-4,2.2,4.1,0.1],[-7.3,0.7,5.7,4.3,-3.8],[-11,-2.7,5.5,6.5,1.3,-8.8],[-14.4,-7.2,3.2,7.9,3.9,-4.3,-13]],
    qWithoutU: -14.6,
  },
  en: {
    samples: 79164,
    emptyLeavePoints: 41.9,
    tiles: {"A":-0.6,"B":-3.4,"C":-0.4,"D":0.1,"E":1.2,"F":-3.3,"G":-3.8,"H":0.9,"I":-1.9,"J":-3.3,"K":-1.6,"L":-0.6,"M":1.3,"N":0.9,"O":-3.4,"P":-1.4,"Q":2.5,"R":1.3,"S":9.1,"T":0.2,"U":-7,"V":-8.5,"W":-5.2,"X":0.1,"Y":-2.2,"Z":4.4,"?":27.8},
    duplicates: {"A":-7.2,"B":-3.3,"C":-3.6,"D":-7.1,"E":-4.7,"F":0.9,"G":-7.5,"H":-4,"I":-10.8,"J":0,"K":0,"L":-7.3,"M":-4.9,"N":-6.2,"O":-7.4,"P":-0.5,"Q":0,"R":-7.1,"S":2.5,"T":-6.3,"U":-11.5,"V":-6.5,"W":-7.9,"X":0,"Y":-4.7,"Z":0,"?":17.9},
    balance: [[-0.6],[-0.6,0.6],[-1.1,1.7,-0.5],[-2.5,2.3,2.3,-1.9],[-6.4,2.6,4.9,2.2,-3.9],[-9,-1,6.3,5.2,-1.1,-6.6],[-13.7,-2.8,6.5,6.6,-1.2,-5.2,-8]],
    qWithoutU: -13.5,
  },
};
