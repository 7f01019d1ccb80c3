export const DEFAULT_PRIMARY = '#165272';
export const DEFAULT_SECONDARY = '#E6E6E6';
export const LUMINANCE_THRESHOLD = 186;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export const isHexColor = (v: string): boolean => HEX.test(v);

/** Black or white text on a background colour, by the perceived luminance threshold 186 (spec 001 §9). */
export function contrastText(background: string): '#000000' | '#ffffff' {
  const m = HEX.exec(background.trim());
  if (!m?.[1]) return '#ffffff';
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const r = Number.parseInt(hex.slice(0, 2), 16);
  const g = Number.parseInt(hex.slice(2, 4), 16);
  const b = Number.parseInt(hex.slice(4, 6), 16);
  return r * 0.299 + g * 0.587 + b * 0.114 > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff';
}
