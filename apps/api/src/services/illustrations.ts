/**
 * Product illustrations drawn from path data (our own, in a 100 × 100 box): one per kind of
 * product the demo shops sell, painted in the product's colour. Each layer is a path and a tone:
 * a number lightens (+) or darkens (−) the product's colour, a name is a fixed material.
 */

export type Tone = number | 'metal' | 'steel' | 'rubber' | 'paper' | 'glass' | 'wood' | 'white';
/** `line`: drawn as a stroke (seams, handles) rather than filled. */
export type Layer = { d: string; tone: Tone; line?: number };
export type Kind = {
  layers: Layer[];
  /** Where the close-up view looks (a point of the 100 × 100 box). */
  focus: [number, number];
  /** Fabric shows a weave in the close-up; hard goods a sheen. */
  fabric?: boolean;
};

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0Z`;
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0Z`;
/** A ball with `count` round bumps around it (a massage ball), between radii `r` and `outer`. */
function bumpy(cx: number, cy: number, r: number, outer: number, count: number): string {
  const at = (radius: number, step: number): string => {
    const angle = (step / count) * 2 * Math.PI;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  };
  let d = `M${at(r, 0)}`;
  for (let step = 0; step < count; step++) d += `Q${at(outer, step + 0.5)} ${at(r, step + 1)}`;
  return `${d}Z`;
}
const dots = (points: [number, number][], r: number) =>
  points.map(([x, y]) => circle(x, y, r)).join('');

export const KINDS = {
  tshirt: {
    fabric: true,
    focus: [50, 26],
    layers: [
      { d: 'M31 17L41 13Q50 21 59 13L69 17L88 32L80 45L72 40V87H28V40L20 45L12 32Z', tone: 0 },
      { d: 'M41 13Q50 23 59 13Q50 18 41 13Z', tone: -0.25 },
      { d: 'M28 82H72', tone: -0.2, line: 0.8 },
      { d: 'M20 45L12 32', tone: -0.2, line: 0.8 },
    ],
  },
  shirt: {
    fabric: true,
    focus: [50, 24],
    layers: [
      {
        d: 'M32 16L44 12L56 12L68 16L86 30L88 60L79 61L74 40V88H26V40L21 61L12 60L14 30Z',
        tone: 0,
      },
      { d: 'M44 12L50 21L56 12L59 21L50 30L41 21Z', tone: 0.3 },
      { d: 'M50 30V88', tone: -0.2, line: 0.7 },
      {
        d: dots(
          [
            [52.5, 38],
            [52.5, 50],
            [52.5, 62],
            [52.5, 74],
          ],
          1.1,
        ),
        tone: 'white',
      },
      { d: 'M79 55L88 55M21 55L12 55', tone: -0.2, line: 0.8 },
    ],
  },
  knit: {
    fabric: true,
    focus: [40, 50],
    layers: [
      { d: 'M34 15Q50 22 66 15L85 28L90 68L80 70L74 42V84H26V42L20 70L10 68L15 28Z', tone: 0 },
      { d: 'M26 78H74V88H26Z', tone: -0.15 },
      { d: 'M10 64L20 66L20 72L9 70ZM90 64L80 66L80 72L91 70Z', tone: -0.15 },
      { d: 'M34 15Q50 26 66 15Q50 20 34 15Z', tone: -0.25 },
      { d: 'M40 30V76M50 28V76M60 30V76', tone: -0.1, line: 1.2 },
    ],
  },
  coat: {
    fabric: true,
    focus: [44, 30],
    layers: [
      { d: 'M34 10L66 10L84 24L90 72L80 73L74 38L76 94H24L26 38L20 73L10 72L16 24Z', tone: 0 },
      { d: 'M34 10L50 40L66 10L60 10L50 30L40 10Z', tone: -0.25 },
      { d: 'M40 10L50 30L44 44L34 22Z', tone: 0.15 },
      { d: 'M60 10L50 30L56 44L66 22Z', tone: 0.15 },
      { d: 'M50 40V94', tone: -0.25, line: 0.8 },
      { d: 'M30 64H42M58 64H70', tone: -0.25, line: 1 },
      {
        d: dots(
          [
            [46, 52],
            [46, 66],
            [46, 80],
          ],
          1.4,
        ),
        tone: -0.4,
      },
    ],
  },
  trousers: {
    fabric: true,
    focus: [50, 22],
    layers: [
      { d: 'M29 10H71L76 92H56L50 38L44 92H24Z', tone: 0 },
      { d: 'M29 10H71L71.5 18H28.5Z', tone: -0.2 },
      { d: 'M50 18V38M36 20Q40 28 46 24M64 20Q60 28 54 24', tone: -0.25, line: 0.8 },
      { d: 'M36 34L34 90M64 34L66 90', tone: -0.12, line: 0.6 },
    ],
  },
  skirt: {
    fabric: true,
    focus: [50, 30],
    layers: [
      { d: 'M34 14H66L82 84Q50 92 18 84Z', tone: 0 },
      { d: 'M34 14H66L66.6 22H33.4Z', tone: -0.2 },
      { d: 'M42 22L36 88M50 22V90M58 22L64 88M30 50L26 86M70 50L74 86', tone: -0.15, line: 0.8 },
    ],
  },
  tote: {
    focus: [50, 40],
    layers: [
      { d: 'M36 38Q36 12 50 12Q64 12 64 38', tone: -0.25, line: 4 },
      { d: 'M20 36H80L75 90H25Z', tone: 0 },
      { d: 'M20 36H80L79.4 43H20.6Z', tone: -0.15 },
      { d: 'M34 36V48M66 36V48', tone: -0.3, line: 1.5 },
    ],
  },
  wallet: {
    focus: [70, 48],
    layers: [
      { d: 'M18 28H82Q88 28 88 34V70Q88 76 82 76H18Q12 76 12 70V34Q12 28 18 28Z', tone: 0 },
      { d: 'M12 34Q12 28 18 28H82Q88 28 88 34V46H12Z', tone: -0.15 },
      { d: 'M64 40H88V56H64Q60 56 60 52V44Q60 40 64 40Z', tone: -0.3 },
      { d: circle(70, 48, 2.5), tone: 'metal' },
      { d: 'M16 72H84', tone: 0.2, line: 0.6 },
    ],
  },
  cap: {
    focus: [50, 36],
    layers: [
      { d: 'M20 62Q20 26 50 24Q80 26 80 62Z', tone: 0 },
      { d: 'M20 60Q8 64 6 72Q44 76 80 62Z', tone: -0.2 },
      { d: 'M50 24V62M34 28Q40 44 38 62M66 28Q60 44 62 62', tone: -0.15, line: 0.7 },
      { d: circle(50, 24, 2.5), tone: -0.25 },
    ],
  },
  pan: {
    focus: [40, 50],
    layers: [
      { d: ellipse(40, 52, 30, 18), tone: 'steel' },
      { d: ellipse(40, 50, 26, 14), tone: 0 },
      { d: 'M68 48L94 42Q97 42 97 45L97 47Q97 50 94 50L69 56Z', tone: -0.35 },
    ],
  },
  knife: {
    focus: [44, 50],
    layers: [
      { d: 'M8 56Q30 40 62 44L62 58L14 60Q8 60 8 56Z', tone: 'steel' },
      { d: 'M8 56Q30 52 62 54', tone: 'white', line: 0.6 },
      { d: 'M62 44H92Q96 44 96 48V54Q96 58 92 58H62Z', tone: 0 },
      {
        d: dots(
          [
            [72, 51],
            [82, 51],
          ],
          1.3,
        ),
        tone: 'metal',
      },
    ],
  },
  mug: {
    focus: [40, 30],
    layers: [
      { d: 'M70 36Q90 36 90 52Q90 68 68 66', tone: -0.15, line: 6 },
      { d: 'M22 24H72V76Q72 86 62 86H32Q22 86 22 76Z', tone: 0 },
      { d: ellipse(47, 24, 25, 5), tone: -0.3 },
      { d: 'M28 32V74', tone: 'white', line: 2 },
    ],
  },
  bowl: {
    focus: [50, 44],
    layers: [
      { d: 'M38 76H62L60 84H40Z', tone: -0.2 },
      { d: 'M12 40H88Q86 74 50 78Q14 74 12 40Z', tone: 0 },
      { d: ellipse(50, 40, 38, 8), tone: 0.35 },
      { d: 'M16 50Q50 58 84 50', tone: -0.2, line: 1.2 },
    ],
  },
  plate: {
    focus: [50, 50],
    layers: [
      { d: ellipse(50, 56, 44, 22), tone: 0 },
      { d: ellipse(50, 54, 30, 13), tone: 0.3 },
      { d: ellipse(50, 56, 40, 19), tone: -0.15, line: 0.8 },
    ],
  },
  bottle: {
    focus: [50, 56],
    layers: [
      { d: 'M42 8H58V20Q70 26 70 40V86Q70 92 64 92H36Q30 92 30 86V40Q30 26 42 20Z', tone: 0 },
      { d: 'M41 6H59V18H41Z', tone: -0.4 },
      { d: 'M30 46H70V76H30Z', tone: 'paper' },
      { d: 'M38 56H62M38 64H56', tone: -0.2, line: 1.5 },
      { d: 'M35 30V86', tone: 'white', line: 2 },
    ],
  },
  jar: {
    focus: [50, 50],
    layers: [
      { d: 'M22 34H78V80Q78 88 70 88H30Q22 88 22 80Z', tone: 0 },
      { d: 'M20 20H80V36H20Z', tone: -0.35 },
      { d: 'M20 24H80M20 28H80M20 32H80', tone: -0.5, line: 0.5 },
      { d: 'M22 48H78V72H22Z', tone: 'paper' },
      { d: 'M32 58H68M36 64H64', tone: -0.2, line: 1.5 },
    ],
  },
  pouch: {
    focus: [50, 40],
    layers: [
      { d: 'M24 14H76L80 90Q50 94 20 90Z', tone: 0 },
      { d: 'M24 14H76L76.4 22H23.6Z', tone: -0.25 },
      { d: 'M24 26H76', tone: -0.3, line: 0.8 },
      { d: 'M34 40H66V66H34Z', tone: 'paper' },
      { d: 'M40 50H60M42 57H58', tone: -0.2, line: 1.5 },
    ],
  },
  carton: {
    focus: [36, 44],
    layers: [
      { d: 'M14 34L50 22L86 34L50 46Z', tone: 0.2 },
      { d: 'M14 34L50 46V88L14 76Z', tone: 0 },
      { d: 'M50 46L86 34V76L50 88Z', tone: -0.2 },
      { d: 'M32 28L68 40V52', tone: 'paper', line: 4 },
      { d: 'M22 60L40 66', tone: -0.35, line: 1.2 },
    ],
  },
  paper: {
    focus: [50, 40],
    layers: [
      { d: 'M16 58L54 44L88 56L50 72Z', tone: -0.2 },
      { d: 'M16 52L54 38L88 50L50 66Z', tone: 'paper' },
      { d: 'M16 46L54 32L88 44L50 60Z', tone: 'white' },
      { d: 'M16 46L50 60V80L16 66Z', tone: 0 },
      { d: 'M50 60L88 44V64L50 80Z', tone: -0.15 },
      { d: 'M22 60L42 68', tone: 'white', line: 1.5 },
    ],
  },
  pen: {
    focus: [30, 70],
    layers: [
      { d: 'M70 12L86 28L36 78L20 62Z', tone: 0 },
      { d: 'M20 62L36 78L24 84L14 88L16 76Z', tone: 'steel' },
      { d: 'M14 88L16 80L20 84Z', tone: -0.5 },
      { d: 'M74 8L90 24L86 28L70 12Z', tone: -0.3 },
      { d: 'M78 20L60 38', tone: 'metal', line: 2.5 },
    ],
  },
  binder: {
    focus: [28, 50],
    layers: [
      { d: 'M22 12H80Q84 12 84 16V84Q84 88 80 88H22Z', tone: 0 },
      { d: 'M16 12H30V88H16Q12 88 12 84V16Q12 12 16 12Z', tone: -0.2 },
      { d: 'M40 28H74V44H40Z', tone: 'paper' },
      {
        d: dots(
          [
            [21, 38],
            [21, 62],
          ],
          3,
        ),
        tone: 'metal',
      },
    ],
  },
  tape: {
    focus: [50, 30],
    layers: [
      { d: `${circle(50, 50, 38)}${circle(50, 50, 18)}`, tone: 0 },
      { d: circle(50, 50, 30), tone: -0.15, line: 0.6 },
      { d: `${circle(50, 50, 18)}${circle(50, 50, 14)}`, tone: 'paper' },
      { d: 'M86 60L96 86L80 80Z', tone: 0.15 },
    ],
  },
  glove: {
    fabric: true,
    focus: [50, 30],
    layers: [
      {
        d: 'M30 92V56L18 40Q15 35 20 33Q24 31 28 36L34 44V16Q34 11 39 11Q44 11 44 16V38V10Q44 5 49 5Q54 5 54 10V38V13Q54 8 59 8Q64 8 64 13V40V21Q64 16 69 16Q74 16 74 21V64Q74 80 66 92Z',
        tone: 0,
      },
      { d: 'M30 78H68V92H30Z', tone: -0.25 },
      { d: 'M44 38V28M54 38V26M64 40V30', tone: -0.2, line: 0.8 },
    ],
  },
  helmet: {
    focus: [60, 44],
    layers: [
      { d: 'M14 64Q12 20 50 14Q88 12 90 52Q90 74 80 84H26Q16 80 14 64Z', tone: 0 },
      { d: 'M40 40Q60 30 86 38Q90 50 86 62Q64 58 44 60Q36 52 40 40Z', tone: 'glass' },
      { d: 'M48 40Q66 34 82 40', tone: 'white', line: 1.5 },
      { d: 'M26 84H80L78 90H30Z', tone: 'rubber' },
      { d: 'M18 50Q30 48 40 40', tone: 0.25, line: 2 },
    ],
  },
  jacket: {
    fabric: true,
    focus: [40, 40],
    layers: [
      { d: 'M34 12L66 12L84 24L92 72L80 74L74 40V88H26V40L20 74L8 72L16 24Z', tone: 0 },
      { d: 'M36 12H64L60 22H40Z', tone: -0.3 },
      { d: 'M50 22V88', tone: 'metal', line: 1.2 },
      { d: 'M16 30L22 36M84 30L78 36M26 50H40M60 50H74', tone: 0.3, line: 2 },
      { d: 'M26 80H74V88H26Z', tone: -0.25 },
    ],
  },
  boot: {
    focus: [40, 60],
    layers: [
      { d: 'M24 8H54V54Q62 62 80 64Q92 66 92 78V82H20Q18 50 24 8Z', tone: 0 },
      { d: 'M18 82H94V90H18Z', tone: 'rubber' },
      { d: 'M24 22H54M24 34H54', tone: -0.3, line: 1.5 },
      { d: 'M54 54Q62 62 80 64', tone: 0.25, line: 1.2 },
    ],
  },
  muffler: {
    focus: [58, 50],
    layers: [
      { d: 'M6 58L34 54V62L6 66Z', tone: 'steel' },
      { d: 'M32 44Q28 56 32 68L84 64Q88 56 84 44Z', tone: 0 },
      { d: ellipse(84, 54, 6, 10), tone: -0.3 },
      { d: ellipse(84, 54, 3, 5), tone: 'rubber' },
      { d: 'M40 48Q58 44 78 46', tone: 'white', line: 1.5 },
      { d: 'M48 45V66', tone: -0.25, line: 1.2 },
    ],
  },
  brake: {
    focus: [50, 30],
    layers: [
      {
        d: `${circle(50, 50, 40)}${circle(50, 50, 14)}${dots(
          [
            [50, 24],
            [72.5, 37],
            [72.5, 63],
            [50, 76],
            [27.5, 63],
            [27.5, 37],
          ],
          3,
        )}`,
        tone: 'steel',
      },
      { d: `${circle(50, 50, 20)}${circle(50, 50, 8)}`, tone: 0 },
      { d: 'M62 10Q90 20 92 48L80 50Q78 28 58 20Z', tone: 0 },
    ],
  },
  tyre: {
    focus: [50, 16],
    layers: [
      { d: `${circle(50, 50, 42)}${circle(50, 50, 26)}`, tone: 'rubber' },
      { d: `${circle(50, 50, 26)}${circle(50, 50, 8)}`, tone: 0 },
      { d: 'M50 24V42M50 58V76M24 50H42M58 50H76', tone: -0.25, line: 3 },
      { d: circle(50, 50, 36), tone: 'metal', line: 1 },
      { d: 'M18 30L24 34M82 30L76 34M18 70L24 66M82 70L76 66', tone: 'metal', line: 2 },
    ],
  },
  mirror: {
    focus: [50, 30],
    layers: [
      { d: 'M48 50L56 92H62L56 50Z', tone: 'steel' },
      { d: ellipse(50, 32, 36, 22), tone: 0 },
      { d: ellipse(50, 32, 30, 17), tone: 'glass' },
      { d: 'M30 26Q40 18 54 18', tone: 'white', line: 2 },
    ],
  },
  lamp: {
    focus: [44, 44],
    layers: [
      { d: circle(50, 50, 38), tone: 0 },
      { d: circle(50, 50, 30), tone: 'glass' },
      { d: circle(50, 50, 12), tone: 'white' },
      { d: 'M32 30Q44 20 58 22', tone: 'white', line: 2 },
    ],
  },
  lever: {
    focus: [30, 40],
    layers: [
      { d: 'M12 36Q14 26 24 28L92 44Q96 46 94 52Q92 56 86 54L24 46Q14 46 12 36Z', tone: 0 },
      { d: circle(22, 36, 7), tone: 'steel' },
      { d: circle(22, 36, 3), tone: 'rubber' },
      { d: 'M40 36L80 46', tone: 'white', line: 1.2 },
    ],
  },
  bike: {
    focus: [50, 50],
    layers: [
      {
        d: `${circle(22, 66, 16)}${circle(22, 66, 10)}${circle(78, 66, 16)}${circle(78, 66, 10)}`,
        tone: 'rubber',
      },
      { d: 'M22 66L40 40H66L78 66M40 40L52 66H22', tone: 'steel', line: 3 },
      { d: 'M34 36Q48 28 64 34L60 44H40Z', tone: 0 },
      { d: 'M66 40L72 24H80', tone: 'rubber', line: 3 },
    ],
  },
  cushion: {
    fabric: true,
    focus: [50, 50],
    layers: [
      { d: 'M16 30Q50 20 84 30Q90 50 84 72Q50 82 16 72Q10 50 16 30Z', tone: 0 },
      { d: 'M24 36Q50 30 76 36', tone: 0.3, line: 2 },
    ],
  },
  parcel: {
    focus: [50, 40],
    layers: [
      { d: 'M18 20H82V88H18Z', tone: 0 },
      { d: 'M18 20H82V30H18Z', tone: -0.2 },
      { d: 'M30 46H70V70H30Z', tone: 'paper' },
      { d: 'M36 54H64M36 62H56', tone: -0.25, line: 1.5 },
    ],
  },
  blouse: {
    fabric: true,
    focus: [50, 28],
    layers: [
      {
        d: 'M36 16Q50 26 64 16L74 20Q86 24 89 36Q84 43 76 41L73 38L77 88Q50 93 23 88L27 38L24 41Q16 43 11 36Q14 24 26 20Z',
        tone: 0,
      },
      { d: 'M36 16Q50 26 64 16Q50 31 36 16Z', tone: -0.25 },
      { d: 'M76 41Q82 44 89 36M11 36Q18 44 24 41', tone: -0.2, line: 1.4 },
      { d: 'M40 32Q42 38 40 44M60 32Q58 38 60 44M24 85Q50 90 76 85', tone: -0.15, line: 0.8 },
      // The frill down the front.
      {
        d: 'M50 31Q54 35 50 39Q46 43 50 47Q54 51 50 55Q46 59 50 63Q54 67 50 71',
        tone: 0.25,
        line: 1.4,
      },
      { d: 'M50 27L41 22L42 33ZM50 27L59 22L58 33Z', tone: 0.25 },
      { d: circle(50, 27, 2.2), tone: -0.3 },
    ],
  },
  vest: {
    fabric: true,
    focus: [36, 46],
    layers: [
      { d: 'M34 12L44 12Q50 20 56 12L66 12L74 24Q72 34 78 40V88H22V40Q28 34 26 24Z', tone: 0 },
      { d: 'M34 12H66L62 21Q50 27 38 21Z', tone: -0.25 },
      { d: 'M22 40H78M22 56H78M22 72H78', tone: -0.22, line: 1.2 },
      { d: 'M50 22V88', tone: 'metal', line: 1.2 },
      { d: 'M26 24Q28 34 22 40M74 24Q72 34 78 40', tone: -0.3, line: 1.4 },
    ],
  },
  hat: {
    focus: [50, 40],
    layers: [
      { d: ellipse(50, 68, 44, 12), tone: -0.1 },
      { d: 'M27 68Q26 30 50 28Q74 30 73 68Q50 74 27 68Z', tone: 0 },
      { d: 'M27 56Q50 62 73 56L73 65Q50 71 27 65Z', tone: -0.35 },
      { d: 'M10 70Q50 86 90 70', tone: 0.2, line: 1 },
    ],
  },
  beanie: {
    fabric: true,
    focus: [50, 40],
    layers: [
      { d: circle(50, 15, 9), tone: 0.2 },
      { d: 'M18 70Q16 20 50 20Q84 20 82 70Z', tone: 0 },
      { d: 'M16 62Q50 56 84 62V82Q50 88 16 82Z', tone: -0.15 },
      { d: 'M26 61V84M38 59V86M50 58V87M62 59V86M74 61V84', tone: -0.3, line: 1 },
      { d: 'M34 26Q30 40 30 56M50 22V56M66 26Q70 40 70 56', tone: -0.1, line: 0.8 },
    ],
  },
  pot: {
    focus: [40, 60],
    layers: [
      { d: 'M8 52H22M78 52H92', tone: -0.35, line: 6 },
      { d: 'M20 42H80V76Q80 86 70 86H30Q20 86 20 76Z', tone: 0 },
      { d: ellipse(50, 42, 33, 8), tone: 'steel' },
      { d: 'M46 30H54V38H46Z', tone: -0.4 },
      { d: ellipse(50, 30, 8, 3.5), tone: -0.4 },
      { d: 'M27 52V78', tone: 'white', line: 2 },
    ],
  },
  storage: {
    focus: [40, 60],
    layers: [
      { d: 'M16 36H84L80 88H20Z', tone: 0 },
      { d: 'M12 26H88V38H12Z', tone: -0.2 },
      { d: 'M40 46H60V53H40Z', tone: -0.45 },
      { d: 'M30 60V84M50 60V86M70 60V84', tone: -0.12, line: 1.2 },
      { d: 'M14 30H86', tone: 0.25, line: 1 },
    ],
  },
  basket: {
    focus: [50, 60],
    layers: [
      { d: 'M14 38H86L78 88H22Z', tone: 0 },
      { d: 'M17 52H83M19 64H81M21 76H79', tone: -0.3, line: 1.4 },
      { d: 'M26 40L29 88M38 40L40 88M50 40V88M62 40L60 88M74 40L71 88', tone: -0.15, line: 1.2 },
      { d: 'M12 32H88V42H12Z', tone: -0.2 },
      { d: 'M22 36H32M68 36H78', tone: -0.5, line: 2.5 },
    ],
  },
  mop: {
    focus: [50, 80],
    layers: [
      { d: 'M72 6L47 76', tone: 0, line: 4 },
      { d: 'M72 6L66 23', tone: -0.35, line: 5.5 },
      { d: 'M14 76H82Q86 76 86 80V84H10V80Q10 76 14 76Z', tone: -0.2 },
      { d: 'M10 84H86V91H10Z', tone: 'white' },
      { d: 'M16 87H80', tone: -0.1, line: 0.8 },
      { d: circle(47, 75, 3), tone: 'steel' },
    ],
  },
  sponge: {
    focus: [50, 40],
    layers: [
      { d: 'M14 58L50 70V80L14 68Z', tone: -0.55 },
      { d: 'M50 70L86 58V68L50 80Z', tone: -0.65 },
      { d: 'M14 38L50 50V70L14 58Z', tone: 0 },
      { d: 'M50 50L86 38V58L50 70Z', tone: -0.15 },
      { d: 'M14 38L50 26L86 38L50 50Z', tone: 0.2 },
      {
        d: dots(
          [
            [36, 34],
            [50, 32],
            [62, 38],
            [46, 42],
            [30, 40],
            [56, 44],
            [70, 36],
          ],
          1.2,
        ),
        tone: -0.1,
      },
    ],
  },
  hanger: {
    focus: [50, 36],
    layers: [
      { d: 'M50 24V12Q50 6 56 6Q62 6 62 12', tone: 'steel', line: 2 },
      { d: 'M50 24L26 31M50 24L74 31', tone: 0, line: 2 },
      { d: 'M12 30H88V37H12Z', tone: 0 },
      { d: 'M18 37V54M34 37V54M50 37V54M66 37V54M82 37V54', tone: 'steel', line: 1 },
      {
        d: [18, 34, 50, 66, 82]
          .map((x) => `M${x - 3} 52H${x + 3}V68L${x} 72L${x - 3} 68Z`)
          .join(''),
        tone: -0.2,
      },
    ],
  },
  netbag: {
    focus: [50, 50],
    layers: [
      { d: 'M16 32Q16 22 26 22H74Q84 22 84 32V76Q84 88 72 88H28Q16 88 16 76Z', tone: 0.55 },
      {
        d: 'M16 44L38 22M16 64L58 22M16 84L78 22M30 88L84 34M50 88L84 54M70 88L84 74M84 44L62 22M84 64L42 22M84 84L22 22M70 88L16 34M50 88L16 54M30 88L16 74',
        tone: 0,
        line: 0.8,
      },
      { d: 'M16 28H84', tone: 0, line: 3 },
      { d: 'M76 28V38', tone: 'metal', line: 2 },
    ],
  },
  can: {
    focus: [50, 40],
    layers: [
      { d: 'M28 18H72V84Q72 89 67 89H33Q28 89 28 84Z', tone: 0 },
      { d: ellipse(50, 18, 22, 5), tone: 'steel' },
      { d: 'M44 17Q50 12 56 17', tone: 'metal', line: 1.5 },
      { d: 'M28 42H72V66H28Z', tone: 'white' },
      { d: 'M36 51H64M40 58H60', tone: -0.1, line: 1.8 },
      { d: 'M29 84Q50 90 71 84', tone: 'steel', line: 1.5 },
      { d: 'M33 24V82', tone: 'white', line: 2 },
    ],
  },
  brush: {
    focus: [36, 36],
    layers: [
      { d: 'M52 60L60 52L90 82Q92 88 86 90Z', tone: 0 },
      { d: ellipse(36, 36, 27, 29), tone: 0 },
      { d: ellipse(36, 36, 21, 23), tone: 'rubber' },
      {
        d: dots(
          [20, 28, 36, 44, 52]
            .flatMap((x) => [20, 28, 36, 44, 52].map((y): [number, number] => [x, y]))
            .filter(([x, y]) => ((x - 36) / 19) ** 2 + ((y - 36) / 21) ** 2 <= 1),
          1.4,
        ),
        tone: 'white',
      },
    ],
  },
  hairclip: {
    focus: [40, 40],
    layers: [
      { d: `${circle(72, 72, 15)}${circle(72, 72, 10)}`, tone: 0.25 },
      { d: `${circle(50, 80, 10)}${circle(50, 80, 6.5)}`, tone: -0.25 },
      {
        d: 'M16 44L18 64L24 50L28 66L33 51L38 67L42 51L47 66L52 50L57 64L62 44Q40 34 16 44Z',
        tone: -0.15,
      },
      { d: 'M12 32Q40 14 68 32L63 46Q40 34 15 46Z', tone: 0 },
      { d: 'M15 42Q40 30 65 42', tone: -0.4, line: 1.5 },
    ],
  },
  mat: {
    focus: [60, 50],
    layers: [
      { d: 'M40 70L94 60V68L40 80Z', tone: -0.1 },
      { d: 'M30 34H76Q84 53 76 72H30Z', tone: 0 },
      { d: ellipse(30, 53, 10, 19), tone: -0.2 },
      { d: `${ellipse(30, 53, 6, 12)}`, tone: -0.45, line: 0.8 },
      { d: ellipse(30, 53, 2.5, 5), tone: -0.5 },
      { d: 'M56 34V72', tone: -0.4, line: 3 },
    ],
  },
  roller: {
    focus: [50, 50],
    layers: [
      { d: 'M22 34H78V70H22Z', tone: 0 },
      { d: ellipse(78, 52, 8, 18), tone: 0.15 },
      { d: ellipse(22, 52, 8, 18), tone: -0.2 },
      {
        d: dots(
          [30, 40, 50, 60, 70].flatMap((x) => [40, 52, 64].map((y): [number, number] => [x, y])),
          2.2,
        ),
        tone: -0.3,
      },
      { d: 'M24 38H76', tone: 'white', line: 1.5 },
    ],
  },
  ball: {
    focus: [50, 40],
    layers: [
      { d: bumpy(50, 52, 29, 36, 18), tone: 0 },
      {
        d: dots(
          [
            [50, 26],
            [34, 34],
            [66, 34],
            [26, 52],
            [42, 46],
            [58, 46],
            [74, 52],
            [34, 68],
            [50, 62],
            [66, 68],
            [50, 78],
          ],
          3.2,
        ),
        tone: -0.2,
      },
      { d: 'M32 36Q40 26 52 25', tone: 'white', line: 2 },
    ],
  },
  band: {
    focus: [50, 70],
    layers: [
      { d: 'M28 24Q50 100 72 24', tone: 0, line: 4.5 },
      { d: 'M32 24Q50 90 68 24', tone: -0.25, line: 1.5 },
      { d: 'M14 12H42Q44 12 44 14V24Q44 26 42 26H14Q12 26 12 24V14Q12 12 14 12Z', tone: 'rubber' },
      { d: 'M58 12H86Q88 12 88 14V24Q88 26 86 26H58Q56 26 56 24V14Q56 12 58 12Z', tone: 'rubber' },
    ],
  },
  dumbbell: {
    focus: [50, 50],
    layers: [
      { d: 'M20 50H80', tone: 'steel', line: 6 },
      { d: 'M40 47H60V53H40Z', tone: 'rubber' },
      { d: 'M14 28H28V72H14ZM72 28H86V72H72Z', tone: 0 },
      { d: 'M28 35H34V65H28ZM66 35H72V65H66Z', tone: -0.25 },
      { d: 'M8 44H14V56H8ZM86 44H92V56H86Z', tone: 'steel' },
      { d: 'M17 32V68M75 32V68', tone: 'white', line: 1.2 },
    ],
  },
  eyemask: {
    fabric: true,
    focus: [50, 50],
    layers: [
      { d: 'M8 48Q4 56 10 60M92 48Q96 56 90 60', tone: -0.3, line: 3 },
      {
        d: 'M10 40Q30 28 50 40Q70 28 90 40Q94 62 74 68Q60 70 50 60Q40 70 26 68Q6 62 10 40Z',
        tone: 0,
      },
      { d: 'M22 50Q30 56 40 50M60 50Q70 56 78 50', tone: -0.3, line: 1.2 },
      { d: 'M14 42Q30 32 50 43Q70 32 86 42', tone: 0.3, line: 1 },
    ],
  },
  bubble: {
    focus: [60, 70],
    layers: [
      { d: 'M40 58L94 50V80L40 90Z', tone: 0.55 },
      {
        d: dots(
          [48, 58, 68, 78, 88].flatMap((x) =>
            [64, 76].map((y): [number, number] => [x, y - (x - 48) / 6]),
          ),
          2.8,
        ),
        tone: 0.2,
      },
      { d: 'M14 22H52V82Q52 88 33 88Q14 88 14 82Z', tone: 0.35 },
      {
        d: dots(
          [22, 33, 44].flatMap((x) => [36, 50, 64, 78].map((y): [number, number] => [x, y])),
          3,
        ),
        tone: 0.1,
      },
      { d: ellipse(33, 22, 19, 6), tone: 0.15 },
      { d: ellipse(33, 22, 6, 2), tone: 'paper' },
    ],
  },
  paperbag: {
    focus: [40, 56],
    layers: [
      { d: 'M34 32Q34 12 47 12Q60 12 60 32', tone: -0.3, line: 2.5 },
      { d: 'M70 30L82 34V86L70 90Z', tone: -0.2 },
      { d: 'M18 30H70V90H18Z', tone: 0 },
      { d: 'M18 30H70V37H18Z', tone: -0.1 },
      { d: 'M76 33V88', tone: -0.35, line: 0.8 },
      { d: 'M18 84H70', tone: -0.15, line: 0.8 },
    ],
  },
  crumple: {
    focus: [50, 50],
    layers: [
      { d: 'M44 50L58 32L78 36L88 56L76 74L56 72Z', tone: 0.15 },
      { d: 'M12 60L22 42L40 40L48 54L44 72L26 76Z', tone: 0 },
      { d: 'M28 74L46 62L66 68L70 86L44 91L26 86Z', tone: -0.1 },
      {
        d: 'M22 42L30 58L44 72M58 32L64 52L76 74M64 52L88 56M46 62L48 80L66 68M30 58L12 60M48 80L28 86',
        tone: -0.3,
        line: 0.8,
      },
    ],
  },
  sheetroll: {
    focus: [60, 70],
    layers: [
      { d: 'M40 58L94 50V80L40 90Z', tone: 0.3 },
      { d: 'M40 64L94 56', tone: 0.5, line: 0.8 },
      { d: 'M14 20H52V82Q52 88 33 88Q14 88 14 82Z', tone: 0 },
      { d: ellipse(33, 20, 19, 6), tone: 0.25 },
      { d: ellipse(33, 20, 12, 3.8), tone: -0.15, line: 0.6 },
      { d: ellipse(33, 20, 5, 1.6), tone: -0.45 },
      { d: 'M20 26V82', tone: 'white', line: 1.5 },
    ],
  },
  board: {
    focus: [50, 36],
    layers: [66, 52, 38].flatMap((y): Layer[] => [
      { d: `M12 ${y}L50 ${y + 12}V${y + 22}L12 ${y + 10}Z`, tone: 0 },
      { d: `M50 ${y + 12}L88 ${y}V${y + 10}L50 ${y + 22}Z`, tone: -0.15 },
      { d: `M12 ${y}L50 ${y - 12}L88 ${y}L50 ${y + 12}Z`, tone: 0.25 },
    ]),
  },
  notebook: {
    focus: [56, 30],
    layers: [
      { d: 'M28 12H84V90H28Z', tone: 'white' },
      { d: 'M24 10H80V88H24Z', tone: 0 },
      { d: 'M40 22H70V40H40Z', tone: 'paper' },
      { d: 'M44 28H66M44 34H60', tone: -0.2, line: 1 },
      {
        d: 'M18 18H30M18 28H30M18 38H30M18 48H30M18 58H30M18 68H30M18 78H30',
        tone: 'steel',
        line: 2.5,
      },
    ],
  },
  eraser: {
    focus: [50, 50],
    layers: [
      { d: 'M14 40L24 30H94L84 40Z', tone: 'paper' },
      { d: 'M84 40L94 30V62L84 72Z', tone: 'paper' },
      { d: 'M14 40H84V72H14Z', tone: 'white' },
      { d: 'M30 40L40 30H80L70 40Z', tone: 0.2 },
      { d: 'M30 40H70V72H30Z', tone: 0 },
      { d: 'M37 52H63M37 60H57', tone: 'white', line: 1.5 },
    ],
  },
  envelope: {
    focus: [50, 46],
    layers: [
      { d: 'M10 26H90V78H10Z', tone: 0 },
      { d: 'M10 78L42 50M90 78L58 50', tone: -0.2, line: 0.8 },
      { d: 'M10 26L50 56L90 26Z', tone: -0.15 },
      { d: 'M16 30L50 54L84 30', tone: 0.25, line: 0.8 },
      { d: 'M70 62H84V74H70Z', tone: 'paper' },
    ],
  },
  tissue: {
    focus: [50, 40],
    layers: [
      { d: 'M70 46L88 34V72L70 84Z', tone: -0.15 },
      { d: 'M12 46H70V84H12Z', tone: 0 },
      { d: 'M12 46L30 34H88L70 46Z', tone: 0.2 },
      { d: 'M34 40H66', tone: -0.45, line: 3 },
      { d: 'M38 40Q38 18 50 24Q58 10 66 28Q64 36 62 40Z', tone: 'white' },
      { d: 'M20 62Q40 72 62 62', tone: 0.3, line: 1.5 },
    ],
  },
  roll: {
    focus: [36, 40],
    layers: [
      { d: 'M48 22H86V70Q86 76 67 76Q48 76 48 70Z', tone: 0.6 },
      { d: ellipse(67, 22, 19, 6), tone: 'white' },
      { d: ellipse(67, 22, 5, 1.8), tone: 0 },
      { d: 'M14 34H52V82Q52 88 33 88Q14 88 14 82Z', tone: 0.7 },
      { d: ellipse(33, 34, 19, 6), tone: 'white' },
      { d: ellipse(33, 34, 5, 1.8), tone: 0 },
      { d: 'M14 58Q33 64 52 58', tone: 0.2, line: 0.8 },
      { d: 'M52 58H60V90H52', tone: 0.7 },
    ],
  },
  plasticbag: {
    focus: [50, 50],
    layers: [
      { d: 'M22 34V10H38V30H32V16H28V34ZM78 34V10H62V30H68V16H72V34Z', tone: 0.3 },
      { d: 'M22 30L78 30L85 86Q50 93 15 86Z', tone: 0.3 },
      { d: 'M34 42L40 72M62 44L58 76M48 50Q52 62 49 82', tone: 0, line: 0.8 },
      { d: 'M20 34H80', tone: 0.1, line: 1 },
    ],
  },
  embroidery: {
    fabric: true,
    focus: [50, 50],
    layers: [
      { d: `${circle(50, 52, 38)}${circle(50, 52, 33)}`, tone: 'wood' },
      { d: circle(50, 52, 33), tone: 'white' },
      {
        d: 'M26 60Q30 42 36 60Q42 42 48 60M54 44V60M54 52H64M64 44V60M70 44Q78 44 76 52Q74 60 68 60',
        tone: 0,
        line: 2.4,
      },
      { d: 'M46 10H54V16H46Z', tone: 'metal' },
      { d: 'M72 22L90 8', tone: 'steel', line: 1.5 },
      { d: 'M72 22Q62 30 70 40', tone: 0, line: 0.8 },
    ],
  },
  lock: {
    focus: [50, 64],
    layers: [
      { d: 'M30 56V34Q30 12 50 12Q70 12 70 34V56', tone: 'steel', line: 8 },
      { d: 'M18 54H82Q88 54 88 60V72Q88 78 82 78H18Q12 78 12 72V60Q12 54 18 54Z', tone: 0 },
      { d: circle(72, 66, 3.2), tone: 'rubber' },
      { d: 'M18 60H58', tone: 0.3, line: 1.5 },
    ],
  },
  hose: {
    focus: [50, 30],
    layers: [
      { d: 'M16 80Q14 28 50 28Q86 28 84 80', tone: 0, line: 7 },
      { d: 'M16 80Q14 28 50 28Q86 28 84 80', tone: 'steel', line: 2 },
      { d: 'M8 78H24V90H8ZM76 78H92V90H76Z', tone: 'metal' },
      { d: `${circle(16, 94, 4)}${circle(84, 94, 4)}`, tone: 'steel' },
    ],
  },
  filter: {
    focus: [50, 50],
    layers: [
      { d: 'M22 22H78V80Q78 87 50 87Q22 87 22 80Z', tone: 0 },
      {
        d: 'M28 30V81M34 30V83M40 30V84M46 30V85M52 30V85M58 30V84M64 30V83M70 30V81',
        tone: -0.28,
        line: 1.2,
      },
      { d: ellipse(50, 22, 28, 8), tone: -0.2 },
      { d: ellipse(50, 22, 12, 3.5), tone: 'steel' },
      { d: 'M22 80Q22 87 50 87Q78 87 78 80', tone: 'steel', line: 2 },
    ],
  },
  shock: {
    focus: [50, 50],
    layers: [
      { d: 'M44 14H56V86H44Z', tone: 'steel' },
      {
        d: `${circle(50, 10, 6)}${circle(50, 10, 2.8)}${circle(50, 90, 6)}${circle(50, 90, 2.8)}`,
        tone: 'steel',
      },
      { d: 'M34 22H66V26H34ZM34 80H66V84H34Z', tone: 'metal' },
      { d: 'M36 28L64 33L36 38L64 43L36 48L64 53L36 58L64 63L36 68L64 73L36 78', tone: 0, line: 4 },
    ],
  },
  battery: {
    focus: [50, 50],
    layers: [
      { d: 'M24 16H36V26H24ZM64 16H76V26H64Z', tone: 'steel' },
      { d: 'M16 30H84V86H16Z', tone: 0 },
      { d: 'M14 26H86V36H14Z', tone: -0.3 },
      { d: 'M26 46H34M30 42V50M66 46H74', tone: 'white', line: 2 },
      { d: 'M26 58H74V76H26Z', tone: 'paper' },
      { d: 'M32 64H68M32 70H58', tone: -0.2, line: 1.2 },
    ],
  },
  usb: {
    focus: [50, 46],
    layers: [
      { d: 'M50 74Q50 92 84 90', tone: 'rubber', line: 3 },
      { d: 'M30 30H70Q76 30 76 36V68Q76 74 70 74H30Q24 74 24 68V36Q24 30 30 30Z', tone: 0 },
      { d: 'M34 44H48V50H34ZM52 44H66V50H52Z', tone: 'rubber' },
      { d: circle(50, 62, 2.5), tone: 'white' },
      { d: 'M14 40H24V58H14Z', tone: 'steel' },
    ],
  },
  plug: {
    focus: [50, 30],
    layers: [
      { d: 'M46 6H54V16H46Z', tone: 'steel' },
      { d: 'M42 16H58L56 44H44Z', tone: 'white' },
      { d: 'M43 22H57M43 28H57M44 34H56', tone: 'paper', line: 1.2 },
      { d: 'M44 38H56V44H44Z', tone: 0 },
      { d: 'M36 44H64V58H36Z', tone: 'steel' },
      { d: 'M45 44V58M55 44V58', tone: 'metal', line: 1 },
      { d: 'M42 58H58V84H42Z', tone: 'metal' },
      { d: 'M42 62L58 65M42 68L58 71M42 74L58 77M42 80L58 83', tone: 'steel', line: 1 },
      { d: 'M50 84V92H57', tone: 'steel', line: 2 },
    ],
  },
  screen: {
    focus: [46, 36],
    layers: [
      { d: 'M20 82Q14 40 34 14Q50 8 66 14Q86 40 80 82Q50 72 20 82Z', tone: 'glass' },
      { d: 'M20 82Q14 40 34 14Q50 8 66 14Q86 40 80 82Q50 72 20 82Z', tone: 0, line: 2 },
      { d: 'M32 22Q26 42 29 66', tone: 'white', line: 2 },
      {
        d: dots(
          [
            [30, 74],
            [70, 74],
          ],
          2.5,
        ),
        tone: 'steel',
      },
    ],
  },
  fender: {
    focus: [50, 30],
    layers: [
      { d: 'M24 86Q26 44 58 44Q84 46 86 70', tone: 'rubber', line: 9 },
      { d: 'M10 72Q14 22 60 20Q90 22 94 52L84 54Q80 32 58 32Q24 34 22 74Z', tone: 0 },
      { d: 'M16 60Q24 30 58 26', tone: 0.3, line: 1.5 },
      {
        d: dots(
          [
            [40, 30],
            [74, 30],
          ],
          2,
        ),
        tone: 'steel',
      },
    ],
  },
  guard: {
    focus: [30, 40],
    layers: [
      { d: 'M26 14Q10 48 28 80H64', tone: 0, line: 6 },
      { d: 'M26 14H60', tone: 0, line: 6 },
      { d: 'M30 22Q20 48 34 72', tone: 0.3, line: 1.2 },
      {
        d: dots(
          [
            [62, 14],
            [66, 80],
          ],
          4.5,
        ),
        tone: 'steel',
      },
      { d: 'M66 50H74', tone: 'steel', line: 4 },
      { d: ellipse(82, 50, 9, 14), tone: 'rubber' },
    ],
  },
  carrier: {
    focus: [50, 36],
    layers: [
      { d: 'M16 42L20 82M46 54L44 88M86 40L80 72', tone: 'steel', line: 3 },
      { d: 'M12 40L56 26L90 38L46 52Z', tone: 0, line: 3.5 },
      { d: 'M23 36L57 48M34 33L68 45M45 29L79 41', tone: 0, line: 2 },
      { d: 'M14 40L56 27', tone: 0.35, line: 1 },
    ],
  },
  topcase: {
    focus: [40, 40],
    layers: [
      { d: 'M18 84H82V90H18Z', tone: 'rubber' },
      { d: 'M14 40Q14 20 34 18H66Q86 20 86 40V76Q86 84 78 84H22Q14 84 14 76Z', tone: 0 },
      { d: 'M14 50H86', tone: -0.35, line: 1.5 },
      { d: 'M40 60H60V68H40Z', tone: -0.45 },
      { d: circle(50, 44, 3), tone: 'steel' },
      { d: 'M22 32Q30 23 44 22', tone: 'white', line: 2 },
    ],
  },
  seatbag: {
    fabric: true,
    focus: [50, 50],
    layers: [
      { d: 'M22 22H78Q82 22 82 26V34H18V26Q18 22 22 22Z', tone: -0.15 },
      { d: 'M14 42Q14 32 24 32H76Q86 32 86 42V78Q86 84 80 84H20Q14 84 14 78Z', tone: 0 },
      { d: 'M14 50H86', tone: 'metal', line: 1 },
      { d: 'M32 22V84M68 22V84', tone: 'rubber', line: 3 },
      { d: 'M29 58H35V64H29ZM65 58H71V64H65Z', tone: 'steel' },
    ],
  },
  fuelcap: {
    focus: [50, 50],
    layers: [
      { d: ellipse(50, 60, 40, 18), tone: 'steel' },
      {
        d: dots(
          [
            [16, 62],
            [84, 62],
            [28, 73],
            [72, 73],
            [50, 77],
          ],
          2,
        ),
        tone: 'metal',
      },
      { d: ellipse(50, 55, 31, 13), tone: 0 },
      { d: ellipse(50, 51, 27, 10), tone: 0.2 },
      { d: 'M44 51H56', tone: -0.45, line: 2.5 },
    ],
  },
  grip: {
    focus: [50, 50],
    layers: [
      { d: 'M4 50H14', tone: 'steel', line: 7 },
      { d: 'M12 34H19V66H12Z', tone: -0.3 },
      { d: 'M19 39H80Q88 39 88 50Q88 61 80 61H19Z', tone: 0 },
      { d: 'M28 39V61M36 39V61M44 39V61M52 39V61M60 39V61M68 39V61', tone: -0.28, line: 1.5 },
      { d: 'M88 45H94V55H88Z', tone: 'steel' },
      { d: 'M22 42H84', tone: 0.3, line: 1 },
    ],
  },
  phoneholder: {
    focus: [50, 36],
    layers: [
      { d: 'M50 62V84', tone: 'steel', line: 5 },
      { d: 'M34 84H66V90H34Z', tone: 'steel' },
      { d: 'M28 8H72V60H28Z', tone: 'glass' },
      { d: 'M28 8H72V60H28Z', tone: 'rubber', line: 1.5 },
      { d: 'M20 20H30V50H20ZM70 20H80V50H70Z', tone: 0 },
      { d: 'M36 60H64V66H36Z', tone: 0 },
      { d: circle(50, 66, 4.5), tone: -0.3 },
      { d: 'M34 14L46 26', tone: 'white', line: 1.5 },
    ],
  },
  cover: {
    fabric: true,
    focus: [50, 40],
    layers: [
      { d: 'M16 88Q26 78 36 88M64 88Q74 78 84 88', tone: 'rubber', line: 4 },
      { d: 'M8 82Q10 52 26 44Q36 24 56 28Q72 30 80 44Q92 50 92 82Z', tone: 0 },
      { d: 'M26 44Q30 64 24 82M56 28Q52 56 56 82M80 44Q74 62 78 82', tone: -0.2, line: 1 },
      { d: 'M8 82H92', tone: -0.3, line: 1.5 },
      { d: 'M40 58H60', tone: 'white', line: 2 },
    ],
  },
} satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;

/**
 * Which picture a product gets. A demo name is modifiers and then the item ("ふんわり ブラウス",
 * "ティーバッグ 緑茶", "ブランド 可倒式 ブレーキレバー CB400SF用"), so the words are read from the
 * last one back and the first word that names a kind decides; a modifier ("ミルク", "ミラー",
 * "ロール") never outweighs the item after it. Within one word the first rule that matches wins:
 * order matters ("レバーアーチファイル" is a binder before a lever, "可倒式ブレーキレバー" a lever
 * before a brake, "ニット帽" a beanie before a knit, "しょうゆせんべい" a snack before a bottle).
 */
const RULES: [KindName, RegExp][] = [
  ['embroidery', /刺繍/],
  ['lock', /ロック/],
  ['helmet', /ヘルメット|シールド|インカム|フルフェイス|ジェット/],
  ['tyre', /タイヤ/],
  ['binder', /ファイル(?!ボックス)|バインダー|クリアホルダー|クリアブック/],
  ['mirror', /ミラー(?!マット)/],
  ['grip', /グリップ|バーエンド/],
  ['lever', /レバー/],
  ['hose', /ホース/],
  ['filter', /フィルター|エレメント/],
  ['bottle', /フルード|オイル|チェーンルブ|クリーナー|コーティング剤|鉱物油/],
  ['brake', /ブレーキ|ディスク/],
  ['muffler', /マフラー|サイレンサー|エキゾースト/],
  ['plug', /プラグ/],
  ['lamp', /ライト|ウインカー/],
  ['shock', /ショック|スプリング|サスペンション/],
  ['battery', /バッテリー/],
  ['usb', /USB|電源/],
  ['screen', /スクリーン|バイザー/],
  ['fender', /フェンダー/],
  ['guard', /ガード|スライダー/],
  ['carrier', /キャリア|ベース|サポート/],
  ['topcase', /トップケース/],
  ['seatbag', /シートバッグ|タンクバッグ|サイドバッグ/],
  ['fuelcap', /タンクキャップ/],
  ['phoneholder', /スマホ|充電ホルダー/],
  ['cover', /バイクカバー/],
  ['boot', /ブーツ|シューズ|靴/],
  ['glove', /手袋|グローブ|軍手/],
  ['vest', /ベスト/],
  ['jacket', /ジャケット|ブルゾン|パーカー/],
  ['coat', /コート/],
  ['beanie', /ニット帽/],
  ['knit', /ニット|カーディガン|セーター|スウェット/],
  ['blouse', /ブラウス/],
  ['tshirt', /Tシャツ|カットソー|トップス/],
  ['shirt', /シャツ|ポロ/],
  ['skirt', /スカート/],
  ['trousers', /パンツ|スラックス|ジーンズ|ボトムス/],
  ['bubble', /エアキャップ|ミナパック|プチプチ/],
  ['hat', /ハット|麦わら/],
  ['cap', /帽|キャップ/],
  ['wallet', /財布|カードケース|コインケース/],
  ['tissue', /ティッシュ/],
  ['storage', /収納|ファイルボックス|衣装ケース/],
  ['basket', /バスケット/],
  ['mop', /ワイパー|モップ|ほうき/],
  ['sponge', /スポンジ/],
  ['hanger', /ハンガー|物干し/],
  ['netbag', /洗濯ネット/],
  ['knife', /包丁|ナイフ|牛刀/],
  ['pan', /フライパン|玉子焼き|炒め鍋|グリルパン/],
  ['pot', /鍋|ミルクパン/],
  ['mug', /マグ|カップ|タンブラー/],
  ['bowl', /茶碗|どんぶり|小鉢|汁椀/],
  ['plate', /皿|プレート/],
  ['can', /缶/],
  ['bottle', /ペットボトル/],
  ['jar', /インスタントコーヒー|味噌|クリーム|ジェル|乳液/],
  [
    'pouch',
    /ティーバッグ|茶|コーヒー|チョコ|せんべい|おかき|菓子|クッキー|フィナンシェ|マドレーヌ|ケーキ|羊羹|かりんとう|どら焼き|飴|キャンディ|タブレット|ビスケット|米|パン/,
  ],
  [
    'bottle',
    /しょうゆ|ドレッシング|たれ|ぽん酢|化粧水|美容液|スプレー|ミルク|シャンプー|トリートメント|ジュース|水|ウォーター|洗剤|ソープ|消毒/,
  ],
  ['brush', /ブラシ/],
  ['hairclip', /ヘアクリップ|ヘアゴム/],
  ['ball', /(?<!段)ボール(?!ペン)/],
  ['roller', /ローラー|ストレッチポール/],
  ['mat', /ヨガマット/],
  ['band', /チューブ/],
  ['dumbbell', /ダンベル/],
  ['eyemask', /アイマスク/],
  ['crumple', /緩衝材|ペーパークッション/],
  ['cushion', /枕|ピロー|クッション/],
  ['tote', /バッグ|トート/],
  ['tape', /テープ/],
  ['eraser', /消しゴム/],
  ['pen', /ペン|マーカー/],
  ['envelope', /封筒/],
  ['notebook', /ノート|メモ|ふせん/],
  ['roll', /トイレットペーパー/],
  ['sheetroll', /ミラーマット|ウレタンシート/],
  ['board', /発泡スチロール/],
  ['paperbag', /紙袋/],
  ['parcel', /宅配/],
  ['plasticbag', /ゴミ袋|ポリ袋|レジ袋/],
  ['paper', /用紙|ラベル|ペーパー|タオル|更紙/],
  ['carton', /段ボール|箱|N式|ヤッコ/],
];

/** The kind a text names: its words from the last one back, the first that matches a rule. */
function kindIn(text: string): KindName | null {
  for (const word of text.split(/\s+/).reverse()) {
    const rule = RULES.find(([, pattern]) => pattern.test(word));
    if (rule) return rule[0];
  }
  return null;
}

export function kindOf(name: string, category = ''): KindName {
  return kindIn(name) ?? kindIn(category) ?? 'parcel';
}
