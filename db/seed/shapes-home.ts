import { circle, ellipse, path, rect, ring, stroke, type Shape } from './svg.ts'

/** Drawings for children's products, the home and personal care. */
export const homeShapes = {
  teddy: ({ ink, paper }) =>
    circle(38, 30, 11, ink) +
    circle(82, 30, 11, ink) +
    circle(60, 46, 24, ink) +
    ellipse(60, 88, 28, 22, ink) +
    circle(51, 42, 3, paper) +
    circle(69, 42, 3, paper) +
    ellipse(60, 54, 7, 5, paper),
  blocks: ({ ink, paper }) =>
    rect(20, 62, 36, 36, ink, 4) +
    rect(64, 62, 36, 36, ink, 4) +
    rect(42, 20, 36, 36, ink, 4) +
    circle(38, 80, 6, paper) +
    path('M82 70 L92 88 H72 Z', paper) +
    rect(53, 31, 14, 14, paper),
  rattle: ({ ink, paper }) =>
    stroke('M30 96 L58 64', ink, 10) +
    circle(28, 98, 9, ink) +
    circle(74, 46, 28, ink) +
    circle(66, 38, 5, paper) +
    circle(82, 52, 5, paper),
  bed: ({ ink }) =>
    stroke('M18 30 V100 M102 30 V100 M18 44 H102 M18 86 H102', ink, 7) +
    stroke('M34 44 V86 M50 44 V86 M66 44 V86 M82 44 V86', ink, 4),
  stroller: ({ ink }) =>
    path('M26 58 H96 Q96 84 70 84 H50 Q26 84 26 58 Z', ink) +
    path('M26 54 A30 30 0 0 1 56 24 V54 Z', ink) +
    stroke('M96 58 L108 34', ink, 6) +
    ring(42, 98, 9, ink, 5) +
    ring(82, 98, 9, ink, 5),
  carseat: ({ ink, paper }) =>
    path(
      'M38 16 Q26 16 26 30 V88 Q26 102 40 102 H94 Q102 102 102 94 V84 Q102 76 94 76 H56 V30 Q56 16 38 16 Z',
      ink,
    ) + stroke('M40 36 V70 L72 84', paper, 5),
  chair: ({ ink }) =>
    stroke('M40 16 V104 M40 62 H86 V104 M40 40 H50', ink, 9) + rect(34, 56, 58, 12, ink, 3),
  bottle: ({ ink, paper }) =>
    path('M48 40 L52 24 Q60 10 68 24 L72 40 Z', ink) +
    rect(38, 40, 44, 64, ink, 10) +
    stroke('M46 60 H58 M46 74 H58 M46 88 H58', paper, 4),
  garment: ({ ink, paper }) =>
    path('M40 22 L20 38 L28 58 L38 52 V102 H82 V52 L92 58 L100 38 L80 22 Q60 42 40 22 Z', ink) +
    stroke('M54 36 V66 M66 36 V66', paper, 3) +
    circle(54, 68, 3, paper) +
    circle(66, 68, 3, paper),
  cabinet: ({ ink, paper }) =>
    rect(24, 18, 72, 80, ink, 4) +
    stroke('M30 44 H90 M30 70 H90', paper, 3) +
    circle(60, 31, 4, paper) +
    circle(60, 57, 4, paper) +
    circle(60, 84, 4, paper) +
    stroke('M30 98 V106 M90 98 V106', ink, 6),
  pan: ({ ink, paper }) =>
    circle(48, 62, 32, ink) + ring(48, 62, 22, paper, 3) + rect(78, 56, 34, 12, ink, 6),
  candle: ({ ink, paper }) =>
    rect(42, 50, 36, 54, ink, 4) +
    path('M60 14 Q74 32 60 44 Q46 32 60 14 Z', ink) +
    stroke('M60 44 V50', ink, 3) +
    stroke('M48 62 Q52 70 50 78', paper, 3),
  blinds: ({ ink }) =>
    rect(16, 16, 88, 8, ink, 2) +
    stroke('M24 34 H96 M24 46 H96 M24 58 H96 M24 70 H96 M24 82 H96', ink, 6) +
    stroke('M104 24 V96', ink, 3) +
    circle(104, 100, 5, ink),
  pillow: ({ ink, paper }) =>
    path(
      'M18 44 Q18 28 34 32 Q60 38 86 32 Q102 28 102 44 V76 Q102 92 86 88 Q60 82 34 88 Q18 92 18 76 Z',
      ink,
    ) + stroke('M30 46 Q60 52 90 46', paper, 3),
  glass: ({ ink, paper }) =>
    path('M34 18 H86 L78 96 Q60 104 42 96 Z', ink) + stroke('M44 36 H76', paper, 4),
  jar: ({ ink, paper }) =>
    rect(26, 36, 68, 16, ink, 5) + rect(30, 54, 60, 48, ink, 8) + rect(40, 68, 40, 18, paper, 3),
  pump: ({ ink, paper }) =>
    rect(58, 14, 28, 8, ink, 3) +
    rect(52, 22, 16, 18, ink) +
    rect(40, 40, 40, 64, ink, 10) +
    rect(48, 60, 24, 26, paper, 3),
  lipstick: ({ ink, paper }) =>
    rect(42, 64, 36, 42, ink, 4) +
    rect(46, 46, 28, 20, ink) +
    path('M50 44 V24 L70 14 V44 Z', ink) +
    stroke('M42 76 H78', paper, 3),
  house: ({ ink, paper }) =>
    path('M14 58 L60 18 L106 58 Z', ink) +
    rect(28, 56, 64, 48, ink) +
    rect(52, 74, 16, 30, paper, 2),
} satisfies Record<string, Shape>
