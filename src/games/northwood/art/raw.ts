/** The Northwood illustrations as SVG source (Vite `?raw`; the art sheet registers a loader for tsx). */

import back from '../../../../assets/northwood/back.svg?raw';
import clawsBaron from '../../../../assets/northwood/characters/claws-baron.svg?raw';
import clawsJack from '../../../../assets/northwood/characters/claws-jack.svg?raw';
import clawsKing from '../../../../assets/northwood/characters/claws-king.svg?raw';
import clawsMarchioness from '../../../../assets/northwood/characters/claws-marchioness.svg?raw';
import clawsPrince from '../../../../assets/northwood/characters/claws-prince.svg?raw';
import clawsQueen from '../../../../assets/northwood/characters/claws-queen.svg?raw';
import eyesBaron from '../../../../assets/northwood/characters/eyes-baron.svg?raw';
import eyesJack from '../../../../assets/northwood/characters/eyes-jack.svg?raw';
import eyesKing from '../../../../assets/northwood/characters/eyes-king.svg?raw';
import eyesMarchioness from '../../../../assets/northwood/characters/eyes-marchioness.svg?raw';
import eyesPrince from '../../../../assets/northwood/characters/eyes-prince.svg?raw';
import eyesQueen from '../../../../assets/northwood/characters/eyes-queen.svg?raw';
import flowersBaron from '../../../../assets/northwood/characters/flowers-baron.svg?raw';
import flowersJack from '../../../../assets/northwood/characters/flowers-jack.svg?raw';
import flowersKing from '../../../../assets/northwood/characters/flowers-king.svg?raw';
import flowersMarchioness from '../../../../assets/northwood/characters/flowers-marchioness.svg?raw';
import flowersPrince from '../../../../assets/northwood/characters/flowers-prince.svg?raw';
import flowersQueen from '../../../../assets/northwood/characters/flowers-queen.svg?raw';
import leavesBaron from '../../../../assets/northwood/characters/leaves-baron.svg?raw';
import leavesJack from '../../../../assets/northwood/characters/leaves-jack.svg?raw';
import leavesKing from '../../../../assets/northwood/characters/leaves-king.svg?raw';
import leavesMarchioness from '../../../../assets/northwood/characters/leaves-marchioness.svg?raw';
import leavesPrince from '../../../../assets/northwood/characters/leaves-prince.svg?raw';
import leavesQueen from '../../../../assets/northwood/characters/leaves-queen.svg?raw';
import clawsEmblem from '../../../../assets/northwood/emblems/claws.svg?raw';
import eyesEmblem from '../../../../assets/northwood/emblems/eyes.svg?raw';
import flowersEmblem from '../../../../assets/northwood/emblems/flowers.svg?raw';
import leavesEmblem from '../../../../assets/northwood/emblems/leaves.svg?raw';
import fief0 from '../../../../assets/northwood/fiefs/fief-0.svg?raw';
import fief1 from '../../../../assets/northwood/fiefs/fief-1.svg?raw';
import fief2 from '../../../../assets/northwood/fiefs/fief-2.svg?raw';
import fief3 from '../../../../assets/northwood/fiefs/fief-3.svg?raw';
import fief4 from '../../../../assets/northwood/fiefs/fief-4.svg?raw';
import fief5 from '../../../../assets/northwood/fiefs/fief-5.svg?raw';
import fief6 from '../../../../assets/northwood/fiefs/fief-6.svg?raw';
import fief7 from '../../../../assets/northwood/fiefs/fief-7.svg?raw';

export const emblemSvg = {
  claws: clawsEmblem,
  flowers: flowersEmblem,
  leaves: leavesEmblem,
  eyes: eyesEmblem,
} as const;

export const portraitSvg: Record<string, string> = {
  'claws-jack': clawsJack,
  'claws-queen': clawsQueen,
  'claws-king': clawsKing,
  'claws-prince': clawsPrince,
  'claws-marchioness': clawsMarchioness,
  'claws-baron': clawsBaron,
  'flowers-jack': flowersJack,
  'flowers-queen': flowersQueen,
  'flowers-king': flowersKing,
  'flowers-prince': flowersPrince,
  'flowers-marchioness': flowersMarchioness,
  'flowers-baron': flowersBaron,
  'leaves-jack': leavesJack,
  'leaves-queen': leavesQueen,
  'leaves-king': leavesKing,
  'leaves-prince': leavesPrince,
  'leaves-marchioness': leavesMarchioness,
  'leaves-baron': leavesBaron,
  'eyes-jack': eyesJack,
  'eyes-queen': eyesQueen,
  'eyes-king': eyesKing,
  'eyes-prince': eyesPrince,
  'eyes-marchioness': eyesMarchioness,
  'eyes-baron': eyesBaron,
};

export const fiefSvg: readonly string[] = [fief0, fief1, fief2, fief3, fief4, fief5, fief6, fief7];

export const backSvg: string = back;
