/**
 * WCAG 2.1 AA (issue 28): Arco draws white text on `--primary-6` (primary buttons, the active tab)
 * and `--primary-6` text on white and light greys (links, the selected menu item, the product
 * name). The default theme colour #409EFF reaches only 2.8:1 against white, and most presets are
 * as light. So the chosen colour stays the palette's base, and the shades that carry text —
 * 5 (hover), 6 (the colour itself) and 7 (pressed) — are darkened, hue and saturation kept, just
 * until each reads at 4.5:1 or more on white and on Arco's light fills. A dark enough colour is
 * left exactly as chosen.
 */

type Rgb = [number, number, number];

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l, l, l].map((v) => Math.round(v * 255)) as Rgb;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [hue(h + 1 / 3), hue(h), hue(h - 1 / 3)].map((v) => Math.round(v * 255)) as Rgb;
}

/** White, and the lightest grey Arco puts primary text on (--color-fill-2, the selected menu item). */
const BACKGROUNDS: Rgb[] = [
  [255, 255, 255],
  [242, 243, 245],
];

/** The lightest shade of `rgb`'s hue reading at `ratio` or more on every background. */
export function darkenedToContrast(rgb: Rgb, ratio: number): Rgb {
  const readable = (candidate: Rgb) => BACKGROUNDS.every((background) => contrast(candidate, background) >= ratio);
  if (readable(rgb)) return rgb;
  const [h, s, l] = toHsl(rgb);
  let [low, high] = [0, l];
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (readable(fromHsl([h, s, middle]))) low = middle;
    else high = middle;
  }
  return fromHsl([h, s, low]);
}

const parse = (shade: string) => shade.split(',').map(Number) as Rgb;

/** The palette (Arco's "r,g,b" shades 1 to 10) with shades 5, 6 and 7 readable as text. */
export function accessiblePalette(palette: readonly string[]): string[] {
  const result = [...palette];
  // 4.5:1 is the AA minimum; the steps keep hover lighter and pressed darker than the colour itself.
  const targets: [index: number, ratio: number][] = [
    [4, 4.6],
    [5, 5.2],
    [6, 6.2],
  ];
  for (const [index, ratio] of targets) {
    const shade = palette[index];
    if (shade !== undefined) result[index] = darkenedToContrast(parse(shade), ratio).join(',');
  }
  return result;
}
