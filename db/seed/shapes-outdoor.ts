import {
  circle,
  ellipse,
  path,
  polygon,
  rect,
  ring,
  starPoints,
  stroke,
  type Shape,
} from './svg.ts'

/** Drawings for sport, sea, vehicles, building, fire, chemicals and protective equipment. */
export const outdoorShapes = {
  ball: ({ ink, paper }) =>
    circle(60, 60, 44, ink) + stroke('M20 48 Q60 66 100 48 M36 92 Q60 40 84 92', paper, 4),
  bicycle: ({ ink }) =>
    ring(28, 78, 20, ink, 6) +
    ring(92, 78, 20, ink, 6) +
    stroke('M28 78 L46 44 H80 L92 78 M46 44 L60 78 L80 44 M42 34 H54 M80 44 L76 28 H88', ink, 6),
  helmet: ({ ink, paper }) =>
    path('M14 78 Q14 24 62 24 Q106 24 106 70 L106 78 Z', ink) +
    stroke('M40 30 L48 52 M62 26 V50 M84 30 L78 52', paper, 4) +
    rect(10, 78, 100, 10, ink, 5),
  tent: ({ ink, paper }) =>
    path('M60 16 L110 100 H10 Z', ink) +
    path('M60 52 L78 100 H42 Z', paper) +
    stroke('M60 16 V8', ink, 4),
  flame: ({ ink, paper }) =>
    path(
      'M60 8 Q94 44 90 76 Q86 108 60 110 Q34 108 30 76 Q28 52 48 34 Q50 56 60 60 Q56 34 60 8 Z',
      ink,
    ) + path('M60 72 Q74 84 70 96 Q60 104 50 96 Q48 84 60 72 Z', paper),
  burner: ({ ink }) =>
    path('M60 16 Q76 34 68 48 Q60 56 52 48 Q44 34 60 16 Z', ink) +
    rect(30, 58, 60, 10, ink, 3) +
    rect(42, 70, 36, 36, ink, 8),
  boat: ({ ink }) =>
    path('M10 76 H110 L94 100 H26 Z', ink) +
    path('M62 10 V70 H24 Z', ink) +
    path('M68 24 L96 70 H68 Z', ink),
  lifejacket: ({ ink, paper }) =>
    path('M30 18 H50 Q52 40 60 40 Q68 40 70 18 H90 L100 40 V104 H20 V40 Z', ink) +
    stroke('M60 44 V104', paper, 4) +
    stroke('M20 68 H100 M20 86 H100', paper, 4),
  scooter: ({ ink }) =>
    stroke('M24 92 H80 M80 92 L92 20 M82 20 H104', ink, 7) +
    circle(22, 96, 10, ink) +
    circle(92, 96, 10, ink),
  car: ({ ink, paper }) =>
    path('M10 72 L20 48 Q26 36 40 36 H78 Q90 36 96 48 L110 72 V88 H10 Z', ink) +
    path('M32 50 Q36 44 44 44 H56 V60 H28 Z M64 44 H76 Q84 44 88 50 L92 60 H64 Z', paper) +
    circle(34, 90, 12, ink) +
    circle(86, 90, 12, ink) +
    circle(34, 90, 5, paper) +
    circle(86, 90, 5, paper),
  tire: ({ ink, paper }) =>
    polygon(starPoints(60, 60, 50, 44, 20), ink) +
    circle(60, 60, 24, paper) +
    circle(60, 60, 14, ink),
  sled: ({ ink }) =>
    path('M14 70 H90 Q106 70 106 54 Q106 44 98 44 Q102 58 88 60 H14 Z', ink) +
    stroke('M26 70 V84 M74 70 V84 M14 88 H92 Q104 88 108 78', ink, 6),
  rocket: ({ ink, paper }) =>
    path('M60 8 L74 30 V76 H46 V30 Z', ink) +
    path('M46 60 L32 80 H46 Z M74 60 L88 80 H74 Z', ink) +
    stroke('M60 76 V112', ink, 4) +
    circle(60, 40, 6, paper),
  detector: ({ ink, paper }) =>
    circle(60, 60, 46, ink) +
    circle(60, 60, 34, paper) +
    circle(60, 60, 26, ink) +
    circle(76, 46, 4, paper),
  extinguisher: ({ ink, paper }) =>
    rect(40, 34, 40, 76, ink, 14) +
    rect(50, 18, 20, 16, ink, 3) +
    stroke('M64 22 H92 L100 42', ink, 6) +
    rect(46, 60, 28, 22, paper, 3),
  flask: ({ ink, paper }) =>
    path('M46 12 H74 V40 L100 94 Q104 106 92 106 H28 Q16 106 20 94 L46 40 Z', ink) +
    stroke('M32 80 H88', paper, 4) +
    rect(42, 8, 36, 8, ink, 3),
  spray: ({ ink, paper }) =>
    rect(38, 40, 40, 70, ink, 8) +
    rect(46, 26, 24, 14, ink, 3) +
    circle(88, 30, 4, ink) +
    circle(100, 24, 4, ink) +
    circle(100, 38, 4, ink) +
    rect(46, 58, 24, 30, paper, 3),
  bucket: ({ ink, paper }) =>
    stroke('M26 44 Q60 4 94 44', ink, 5) +
    path('M20 42 H100 L92 106 H28 Z', ink) +
    path('M36 62 H84 Q80 76 60 72 Q40 68 36 62 Z', paper),
  goggles: ({ ink, paper }) =>
    stroke('M10 58 H110', ink, 5) +
    rect(16, 40, 88, 40, ink, 18) +
    ellipse(40, 60, 16, 12, paper) +
    ellipse(80, 60, 16, 12, paper),
  earmuffs: ({ ink }) =>
    stroke('M26 64 Q26 16 60 16 Q94 16 94 64', ink, 8) +
    rect(12, 56, 28, 44, ink, 12) +
    rect(80, 56, 28, 44, ink, 12),
  glove: ({ ink }) =>
    path(
      'M34 110 V60 L22 40 Q20 32 28 34 L40 50 V22 Q40 14 47 14 Q54 14 54 22 V48 V16 Q54 8 61 8 Q68 8 68 16 V48 V22 Q68 14 75 14 Q82 14 82 22 V50 V34 Q82 26 89 26 Q96 26 96 34 V76 Q96 98 84 110 Z',
      ink,
    ),
  mask: ({ ink, paper }) =>
    stroke('M20 44 L8 30 M100 44 L112 30 M20 80 L8 94 M100 80 L112 94', ink, 4) +
    path('M20 40 Q60 26 100 40 V74 Q60 104 20 74 Z', ink) +
    stroke('M30 52 Q60 44 90 52 M30 66 Q60 60 90 66', paper, 3),
  hardhat: ({ ink, paper }) =>
    path('M22 76 Q22 26 60 26 Q98 26 98 76 Z', ink) +
    rect(8, 74, 104, 12, ink, 6) +
    rect(54, 26, 12, 48, paper, 3),
  bricks: ({ ink }) =>
    rect(10, 20, 48, 22, ink, 2) +
    rect(62, 20, 48, 22, ink, 2) +
    rect(10, 46, 22, 22, ink, 2) +
    rect(36, 46, 48, 22, ink, 2) +
    rect(88, 46, 22, 22, ink, 2) +
    rect(10, 72, 48, 22, ink, 2) +
    rect(62, 72, 48, 22, ink, 2),
  window: ({ ink, paper }) =>
    rect(18, 14, 84, 92, ink, 4) +
    rect(28, 24, 28, 34, paper) +
    rect(64, 24, 28, 34, paper) +
    rect(28, 66, 28, 30, paper) +
    rect(64, 66, 28, 30, paper),
  stove: ({ ink, paper }) =>
    rect(52, 8, 16, 26, ink) +
    rect(24, 32, 72, 70, ink, 6) +
    rect(36, 46, 48, 40, paper, 4) +
    path('M60 56 Q70 68 64 78 Q60 82 56 78 Q50 68 60 56 Z', ink) +
    stroke('M32 102 V112 M88 102 V112', ink, 6),
  planks: ({ ink, paper }) =>
    rect(8, 26, 104, 18, ink, 2) +
    rect(8, 50, 104, 18, ink, 2) +
    rect(8, 74, 104, 18, ink, 2) +
    ring(30, 35, 4, paper, 2) +
    ring(86, 83, 4, paper, 2),
  tap: ({ ink }) =>
    rect(20, 48, 70, 22, ink, 6) +
    path('M70 70 H90 V100 H70 Z', ink) +
    rect(38, 26, 10, 22, ink) +
    rect(24, 20, 38, 10, ink, 4),
} satisfies Record<string, Shape>
