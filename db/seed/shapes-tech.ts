import { circle, path, polygon, rect, ring, starPoints, stroke, type Shape } from './svg.ts'

/** Drawings for electrical products, tools, light and radio equipment. */
export const techShapes = {
  bolt: ({ ink }) => path('M68 10 L30 66 H56 L48 110 L90 50 H64 Z', ink),
  plug: ({ ink, paper }) =>
    rect(44, 14, 8, 26, ink, 2) +
    rect(68, 14, 8, 26, ink, 2) +
    rect(32, 38, 56, 42, ink, 10) +
    stroke('M60 80 V108', ink, 8) +
    circle(60, 58, 5, paper),
  battery: ({ ink, paper }) =>
    rect(18, 36, 74, 48, ink, 8) +
    rect(92, 50, 10, 20, ink, 3) +
    path('M60 42 L44 62 H58 L52 78 L70 56 H58 Z', paper),
  kettle: ({ ink, paper }) =>
    rect(46, 26, 24, 10, ink, 4) +
    path('M36 36 H80 L90 102 H26 Z', ink) +
    stroke('M38 46 L18 32', ink, 8) +
    stroke('M82 44 Q110 52 90 88', ink, 7) +
    rect(46, 70, 24, 8, paper, 3),
  toaster: ({ ink, paper }) =>
    rect(18, 40, 84, 60, ink, 16) +
    rect(34, 46, 20, 6, paper, 3) +
    rect(66, 46, 20, 6, paper, 3) +
    rect(96, 62, 12, 8, ink, 3) +
    path('M40 40 Q44 20 50 40 Z M72 40 Q76 20 82 40 Z', ink),
  heater: ({ ink, paper }) =>
    rect(16, 28, 88, 58, ink, 8) +
    stroke('M32 38 V76 M46 38 V76 M60 38 V76 M74 38 V76 M88 38 V76', paper, 4) +
    stroke('M26 86 V100 M94 86 V100', ink, 7),
  hairdryer: ({ ink, paper }) =>
    path('M16 34 H72 A20 20 0 0 1 72 74 H16 Z', ink) +
    path('M56 72 H76 L70 108 H56 Z', ink) +
    circle(74, 54, 8, paper),
  drill: ({ ink, paper }) =>
    rect(22, 30, 60, 30, ink, 10) +
    rect(82, 38, 14, 14, ink, 2) +
    rect(96, 42, 18, 6, ink, 2) +
    path('M36 58 L30 104 H58 L60 58 Z', ink) +
    rect(40, 66, 10, 10, paper, 2),
  sawblade: ({ ink, paper }) =>
    polygon(starPoints(60, 60, 46, 36, 16), ink) + circle(60, 60, 10, paper),
  ladder: ({ ink }) =>
    stroke('M36 10 L28 110 M84 10 L92 110', ink, 8) +
    stroke('M34 30 H86 M32 52 H88 M30 74 H90 M29 96 H91', ink, 6),
  knife: ({ ink, paper }) =>
    path('M16 70 Q60 34 104 24 Q92 52 64 70 Z', ink) +
    rect(14, 70, 42, 16, ink, 6) +
    circle(28, 78, 3, paper),
  mower: ({ ink }) =>
    rect(20, 64, 70, 26, ink, 8) +
    stroke('M80 64 L104 18 H114', ink, 6) +
    circle(34, 96, 10, ink) +
    circle(78, 96, 10, ink),
  laser: ({ ink }) =>
    path('M12 92 L52 64 L60 76 L20 104 Z', ink) +
    stroke('M60 66 L94 42', ink, 3) +
    polygon(starPoints(98, 38, 16, 6, 5), ink),
  bulb: ({ ink, paper }) =>
    circle(60, 46, 32, ink) +
    path('M44 70 H76 V92 H44 Z', ink) +
    rect(50, 94, 20, 10, ink, 4) +
    stroke('M48 80 H72', paper, 3) +
    stroke('M52 46 Q60 34 68 46', paper, 4),
  sun: ({ ink }) => polygon(starPoints(60, 60, 50, 34, 12), ink) + circle(60, 60, 30, ink),
  antenna: ({ ink }) =>
    path('M54 50 H66 L74 108 H46 Z', ink) +
    circle(60, 42, 9, ink) +
    stroke('M40 22 A28 28 0 0 0 40 62 M80 22 A28 28 0 0 1 80 62', ink, 6) +
    stroke('M26 10 A44 44 0 0 0 26 74 M94 10 A44 44 0 0 1 94 74', ink, 6),
  phone: ({ ink, paper }) =>
    rect(36, 10, 48, 100, ink, 10) + rect(42, 22, 36, 70, paper, 3) + circle(60, 100, 4, paper),
  router: ({ ink, paper }) =>
    stroke('M32 64 L24 18 M88 64 L96 18', ink, 6) +
    rect(12, 62, 96, 34, ink, 8) +
    circle(30, 79, 4, paper) +
    circle(46, 79, 4, paper) +
    circle(62, 79, 4, paper),
  camera: ({ ink, paper }) =>
    rect(16, 30, 72, 44, ink, 10) +
    path('M88 40 L108 30 V74 L88 64 Z', ink) +
    circle(44, 52, 14, paper) +
    circle(44, 52, 6, ink) +
    stroke('M52 74 V100 H30', ink, 7),
  drone: ({ ink, paper }) =>
    stroke('M30 30 L90 90 M90 30 L30 90', ink, 8) +
    rect(44, 44, 32, 32, ink, 8) +
    ring(28, 28, 16, ink, 5) +
    ring(92, 28, 16, ink, 5) +
    ring(28, 92, 16, ink, 5) +
    ring(92, 92, 16, ink, 5) +
    circle(60, 60, 6, paper),
  speaker: ({ ink, paper }) =>
    rect(30, 12, 60, 96, ink, 14) +
    circle(60, 72, 20, paper) +
    circle(60, 72, 8, ink) +
    circle(60, 34, 9, paper),
  robot: ({ ink, paper }) =>
    stroke('M60 10 V24', ink, 5) +
    circle(60, 10, 5, ink) +
    rect(32, 24, 56, 40, ink, 10) +
    circle(48, 44, 6, paper) +
    circle(72, 44, 6, paper) +
    rect(38, 68, 44, 40, ink, 6) +
    stroke('M30 76 L16 96 M90 76 L104 96', ink, 7),
} satisfies Record<string, Shape>
