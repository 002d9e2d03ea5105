/**
 * The `hard` AI's rack-leave table by language, learnt from self-play by
 * `src/games/scrabble/tools/learn-leaves.ts` (do not edit by hand: run it again).
 * Made with: observations of earlier runs (fr: --languages fr --games 400 --seed 1; en: --languages en --games 300 --seed 2; --levels normal,normal), --rounds 3
 */
import type { Language } from '../engine/letters.ts';
import type { LeaveTable } from './leave.ts';

/** Learnt leave values by language (points against keeping nothing). */
export const LEARNT_LEAVES: Readonly<Record<Language, LeaveTable>> = {
  fr: {
    samples: 7723,
    emptyLeavePoints: 38.7,
    tiles: {"A":1,"B":-4.2,"C":2.5,"D":-5.1,"E":2.2,"F":-4,"G":-7.5,"H":-5.3,"I":-2.9,"J":-2.9,"K":-0.6,"L":-3.4,"M":-3.9,"N":-0.1,"O":-2.6,"P":-2.3,"Q":-4.9,"R":2.4,"S":4.5,"T":-0.8,"U":-4.7,"V":-4.5,"W":-19.9,"X":0.2,"Y":-0.7,"Z":3.4,"?":17},
    duplicates: {"A":-6,"B":-2.2,"C":-0.2,"D":-8,"E":-2.2,"F":1,"G":-7.6,"H":-1.9,"I":-6.1,"J":0,"K":0,"L":-9.1,"M":-7.4,"N":-7.7,"O":-9,"P":-1.5,"Q":0,"R":-3.5,"S":-2.9,"T":-5.8,"U":-11.5,"V":-2.2,"W":0,"X":0,"Y":0,"Z":0,"?":0},
    balance: [[0.7],[0.6,0],[-1.1,2.7,-0.3],[-4.4,1.3,1.2,-3.3],[-4.5,0.1,2.2,-0.4,-2.8],[-9.3,-2.3,2.5,0.4,0.6,-5.1],[-7.8,-1.8,1.9,0.4,-0.2,-0.7,-1.5]],
    qWithoutU: -8.6,
  },
  en: {
    samples: 5540,
    emptyLeavePoints: 40.2,
    tiles: {"A":-0.8,"B":-3.4,"C":-1,"D":-0.2,"E":1.7,"F":-3.2,"G":-3.8,"H":0.7,"I":-1.8,"J":-1.9,"K":-2.5,"L":-1.9,"M":2.6,"N":0.6,"O":-2.9,"P":-1.2,"Q":-3.4,"R":-1.9,"S":5.6,"T":0.1,"U":-5,"V":-8.1,"W":-2.7,"X":1,"Y":-1.5,"Z":1.7,"?":19.3},
    duplicates: {"A":-3.6,"B":-1.2,"C":0.6,"D":-2.4,"E":-2.9,"F":0.3,"G":-4,"H":-0.1,"I":-9,"J":0,"K":0,"L":-3.2,"M":-1.2,"N":-7,"O":-8.1,"P":-0.7,"Q":0,"R":-5.8,"S":1.4,"T":-11.5,"U":-9.7,"V":-7.9,"W":0.1,"X":0,"Y":0.5,"Z":0,"?":-0.5},
    balance: [[0],[1.9,1.6],[0.6,1.1,-2],[-0.4,1.5,0.9,-5.2],[-5.8,-0.4,2.7,-2.8,-3.5],[-7.4,-0.1,1.4,-0.6,-2.1,-2.1],[-3.1,0,-0.8,1.5,0.4,0.6,0]],
    qWithoutU: -6.8,
  },
};
