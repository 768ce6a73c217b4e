/** Four Temperaments display colours (the rules know humours and seats only by id and number). */
import type { H } from '../../../../machines/temperaments/content';

/** Field colour of each humour (rules §2.1): choleric gold, sanguine red, melancholic black, phlegmatic blue. */
export const HUMOUR_COLOURS: Record<H, string> = { C: '#D9A21B', S: '#B3261E', M: '#2E2B3A', P: '#8DB3C7' };

/** Seat colours: Azure, Vert, Purpure, Tenné; and each one's deep shade (wax seals). */
export const SEAT_COLOURS = ['#2B4F8C', '#2F6B3A', '#6A3F8F', '#B8642A'] as const;
export const SEAT_DEEP = ['#1A3260', '#1C4424', '#432560', '#7C3F14'] as const;
