/** The Four Temperaments illustrations as SVG source (Vite `?raw`; the art sheet registers a loader for tsx). */
import choleric from '../../../../assets/temperaments/humours/choleric.svg?raw';
import melancholic from '../../../../assets/temperaments/humours/melancholic.svg?raw';
import phlegmatic from '../../../../assets/temperaments/humours/phlegmatic.svg?raw';
import sanguine from '../../../../assets/temperaments/humours/sanguine.svg?raw';
import hamlet from '../../../../assets/temperaments/locations/hamlet.svg?raw';
import keep from '../../../../assets/temperaments/locations/keep.svg?raw';
import market from '../../../../assets/temperaments/locations/market.svg?raw';
import shrine from '../../../../assets/temperaments/locations/shrine.svg?raw';
import wild from '../../../../assets/temperaments/locations/wild.svg?raw';
import bear from '../../../../assets/temperaments/residents/bear.svg?raw';
import hound from '../../../../assets/temperaments/residents/hound.svg?raw';
import knight from '../../../../assets/temperaments/residents/knight.svg?raw';
import minstrel from '../../../../assets/temperaments/residents/minstrel.svg?raw';
import nightingale from '../../../../assets/temperaments/residents/nightingale.svg?raw';
import noble from '../../../../assets/temperaments/residents/noble.svg?raw';
import nun from '../../../../assets/temperaments/residents/nun.svg?raw';
import owl from '../../../../assets/temperaments/residents/owl.svg?raw';
import peasant from '../../../../assets/temperaments/residents/peasant.svg?raw';
import sorcerer from '../../../../assets/temperaments/residents/sorcerer.svg?raw';
import stag from '../../../../assets/temperaments/residents/stag.svg?raw';
import wolf from '../../../../assets/temperaments/residents/wolf.svg?raw';

import type { H, Kind, ResidentType } from '../../../../machines/temperaments/content';

export type { H, Kind, ResidentType };

export const emblemSvg: Record<H, string> = { C: choleric, S: sanguine, M: melancholic, P: phlegmatic };

export const residentSvg: Record<ResidentType, string> = {
  knight,
  noble,
  sorcerer,
  minstrel,
  nun,
  peasant,
  hound,
  wolf,
  bear,
  nightingale,
  stag,
  owl,
};

export const locationSvg: Record<Kind, string> = { keep, shrine, hamlet, market, wild };
