/**
 * Generators for the demo seed's files: real PNG, ICO, PDF and DOCX bytes that pass the FileStore's content checks
 * (magic bytes) and open in ordinary viewers. No dependencies beyond node:zlib and pdf-lib.
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export type Rgb = readonly [number, number, number];

/** '#165272' → [22, 82, 114]. */
export function hex(colour: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${colour}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two colours, t in 0..1. */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Signed distance to a rounded rectangle (negative inside). */
function roundedRect(x0: number, y0: number, x1: number, y1: number, radius: number) {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2 - radius;
  const hy = (y1 - y0) / 2 - radius;
  return (x: number, y: number) => {
    const qx = Math.abs(x - cx) - hx;
    const qy = Math.abs(y - cy) - hy;
    const ox = qx > 0 ? qx : 0;
    const oy = qy > 0 ? qy : 0;
    return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - radius;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Raster images

/**
 * An RGBA canvas with anti-aliased shapes (signed distances, pixel centres). Each shape only visits its bounding box,
 * so a 1200×600 banner with a dozen shapes renders in a few milliseconds.
 */
export class Raster {
  readonly data: Float32Array;

  /** `buffer` (width × height × 4 floats) lets a caller reuse one allocation for several images in a row. */
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb | null = null,
    buffer?: Float32Array,
  ) {
    const size = width * height * 4;
    if (buffer && buffer.length !== size) throw new Error('raster buffer does not match the image size');
    this.data = buffer ? buffer.fill(0) : new Float32Array(size);
    if (background) this.fill(background);
  }

  fill(c: Rgb): this {
    for (let i = 0; i < this.data.length; i += 4) {
      this.data[i] = c[0];
      this.data[i + 1] = c[1];
      this.data[i + 2] = c[2];
      this.data[i + 3] = 1;
    }
    return this;
  }

  /** Linear gradient through `stops` (evenly spaced) along `angleDeg` (0 = left to right, 90 = top to bottom). */
  gradient(stops: readonly Rgb[], angleDeg = 0): this {
    const a = (angleDeg * Math.PI) / 180;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const corners = [0, this.width * dx, this.height * dy, this.width * dx + this.height * dy];
    const lo = Math.min(...corners);
    const span = Math.max(...corners) - lo || 1;
    const segments = Math.max(1, stops.length - 1);
    // A lookup table of 1024 colours along the gradient keeps the per-pixel work to one multiply-add.
    const steps = 1024;
    const lut = new Float32Array(steps * 3);
    for (let s = 0; s < steps; s++) {
      const t = (s / (steps - 1)) * segments;
      const k = Math.min(Math.floor(t), segments - 1);
      const c = stops.length < 2 ? stops[0]! : mix(stops[k]!, stops[k + 1]!, t - k);
      lut.set(c, s * 3);
    }
    const d = this.data;
    const scale = (steps - 1) / span;
    for (let y = 0; y < this.height; y++) {
      const rowBase = ((y + 0.5) * dy - lo) * scale;
      for (let x = 0, i = y * this.width * 4; x < this.width; x++, i += 4) {
        const s = Math.round(rowBase + (x + 0.5) * dx * scale) * 3;
        d[i] = lut[s]!;
        d[i + 1] = lut[s + 1]!;
        d[i + 2] = lut[s + 2]!;
        d[i + 3] = 1;
      }
    }
    return this;
  }

  /** Blends `c` with coverage `a` (0..1) over pixel index `i` (source-over). */
  private blend(i: number, c: Rgb, a: number) {
    const d = this.data;
    const under = d[i + 3]! * (1 - a);
    const out = a + under;
    d[i] = (c[0] * a + d[i]! * under) / out;
    d[i + 1] = (c[1] * a + d[i + 1]! * under) / out;
    d[i + 2] = (c[2] * a + d[i + 2]! * under) / out;
    d[i + 3] = out;
  }

  /** Paints `colour` where the signed distance `sdf` (negative inside) says so, within the given box. */
  shape(
    box: [number, number, number, number],
    sdf: (x: number, y: number) => number,
    c: Rgb,
    alpha = 1,
  ): this {
    const x0 = Math.max(0, Math.floor(box[0] - 1));
    const y0 = Math.max(0, Math.floor(box[1] - 1));
    const x1 = Math.min(this.width, Math.ceil(box[2] + 1));
    const y1 = Math.min(this.height, Math.ceil(box[3] + 1));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const a = clamp01(0.5 - sdf(x + 0.5, y + 0.5)) * alpha;
        if (a > 0) this.blend((y * this.width + x) * 4, c, a);
      }
    }
    return this;
  }

  circle(cx: number, cy: number, r: number, c: Rgb, alpha = 1): this {
    return this.shape(
      [cx - r, cy - r, cx + r, cy + r],
      (x, y) => Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r,
      c,
      alpha,
    );
  }

  /** Keeps only what lies inside the rounded rectangle (anti-aliased): e.g. a logo tile with transparent corners. */
  clipToRect(x0: number, y0: number, x1: number, y1: number, radius = 0): this {
    const sdf = roundedRect(x0, y0, x1, y1, radius);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const k = clamp01(0.5 - sdf(x + 0.5, y + 0.5));
        if (k < 1) this.data[(y * this.width + x) * 4 + 3]! *= k;
      }
    }
    return this;
  }

  /** A soft glow: `c` at `alpha` inside radius `inner`, fading out linearly to nothing at `outer`. */
  glow(cx: number, cy: number, inner: number, outer: number, c: Rgb, alpha: number): this {
    const span = outer - inner || 1;
    return this.shape(
      [cx - outer, cy - outer, cx + outer, cy + outer],
      (x, y) => 0.5 - alpha * (1 - clamp01((Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - inner) / span)),
      c,
    );
  }

  /** Axis-aligned rectangle with optional corner radius. */
  rect(x0: number, y0: number, x1: number, y1: number, c: Rgb, alpha = 1, radius = 0): this {
    return this.shape([x0, y0, x1, y1], roundedRect(x0, y0, x1, y1, radius), c, alpha);
  }

  /** A line segment with round caps. */
  line(ax: number, ay: number, bx: number, by: number, width: number, c: Rgb, alpha = 1): this {
    const r = width / 2;
    const vx = bx - ax;
    const vy = by - ay;
    const len2 = vx * vx + vy * vy || 1;
    return this.shape(
      [Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r],
      (x, y) => {
        const t = clamp01(((x - ax) * vx + (y - ay) * vy) / len2);
        const dx = x - ax - vx * t;
        const dy = y - ay - vy * t;
        return Math.sqrt(dx * dx + dy * dy) - r;
      },
      c,
      alpha,
    );
  }

  /** A convex polygon (points in either winding order). */
  polygon(points: readonly (readonly [number, number])[], c: Rgb, alpha = 1): this {
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    let area = 0;
    points.forEach((p, i) => {
      const q = points[(i + 1) % points.length]!;
      area += p[0] * q[1] - q[0] * p[1];
    });
    const sign = area > 0 ? 1 : -1;
    const edges = points.map((p, i) => {
      const q = points[(i + 1) % points.length]!;
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      // Outward normal for the polygon's winding.
      return { px: p[0], py: p[1], nx: (sign * (q[1] - p[1])) / len, ny: (sign * -(q[0] - p[0])) / len };
    });
    return this.shape(
      [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      (x, y) => {
        let d = Number.NEGATIVE_INFINITY;
        for (const e of edges) d = Math.max(d, (x - e.px) * e.nx + (y - e.py) * e.ny);
        return d;
      },
      c,
      alpha,
    );
  }

  /** Fills everything below the curve y = base + amplitude · sin(2πx / period + phase): hills, waves. */
  wave(base: number, amplitude: number, period: number, phase: number, c: Rgb, alpha = 1): this {
    for (let x = 0; x < this.width; x++) {
      const curve = base + amplitude * Math.sin((2 * Math.PI * (x + 0.5)) / period + phase);
      for (let y = Math.max(0, Math.floor(curve - 1)); y < this.height; y++) {
        const a = clamp01(y + 1 - curve) * alpha;
        if (a > 0) this.blend((y * this.width + x) * 4, c, a);
      }
    }
    return this;
  }

  /** PNG bytes: RGB when fully opaque, RGBA otherwise. */
  png(): Buffer {
    const d = this.data;
    let opaque = true;
    for (let i = 3; i < d.length; i += 4) {
      if (d[i]! < 0.998) {
        opaque = false;
        break;
      }
    }
    const channels = opaque ? 3 : 4;
    const stride = this.width * channels + 1;
    const scanlines = Buffer.alloc(stride * this.height);
    for (let y = 0; y < this.height; y++) {
      let o = y * stride;
      scanlines[o++] = 1; // filter "Sub": each byte minus the same byte of the pixel to its left
      let pr = 0;
      let pg = 0;
      let pb = 0;
      let pa = 0;
      for (let x = 0, p = y * this.width * 4; x < this.width; x++, p += 4) {
        const r = (d[p]! + 0.5) | 0;
        const g = (d[p + 1]! + 0.5) | 0;
        const b = (d[p + 2]! + 0.5) | 0;
        scanlines[o++] = (r - pr) & 255;
        scanlines[o++] = (g - pg) & 255;
        scanlines[o++] = (b - pb) & 255;
        pr = r;
        pg = g;
        pb = b;
        if (!opaque) {
          const a = (d[p + 3]! * 255 + 0.5) | 0;
          scanlines[o++] = (a - pa) & 255;
          pa = a;
        }
      }
    }
    return pngFile(this.width, this.height, channels, scanlines);
  }
}

function pngChunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, body, crc]);
}

/** The size in a PNG's header (IHDR), or undefined for bytes that are no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const isPng =
    bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR';
  return isPng ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : undefined;
}

/** A non-interlaced 8-bit PNG of RGB (3) or RGBA (4) pixels from already filtered scanlines. */
function pngFile(width: number, height: number, channels: 3 | 4, scanlines: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(scanlines, { level: PNG_DEFLATE_LEVEL })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Smooth gradients compress almost as well at a low level, several times faster. */
const PNG_DEFLATE_LEVEL = 3;

/**
 * Banners are rendered one after another and encoded at once, so one pixel buffer per size serves them all; held
 * weakly, so it is garbage once the seed is done.
 */
const bannerBuffers = new Map<number, WeakRef<Float32Array>>();
function bannerBuffer(width: number, height: number): Float32Array {
  const size = width * height * 4;
  let buffer = bannerBuffers.get(size)?.deref();
  if (!buffer) {
    buffer = new Float32Array(size);
    bannerBuffers.set(size, new WeakRef(buffer));
  }
  return buffer;
}

export type Motif = 'solar' | 'wind' | 'city' | 'village' | 'charging' | 'abstract';

/**
 * A text-free banner (e.g. 1200×600): a diagonal gradient of `colours` with a simple scene drawn over it.
 * `variant` shifts the composition so a product's images differ from one another.
 */
export function png(
  width: number,
  height: number,
  colours: readonly string[],
  motif: Motif = 'abstract',
  variant = 0,
): Buffer {
  const stops = colours.map(hex);
  const base = stops[0]!;
  const accent = stops[1] ?? mix(base, [255, 255, 255], 0.6);
  const light = mix(accent, [255, 255, 255], 0.55);
  const dark = mix(base, [0, 0, 0], 0.45);
  const white: Rgb = [255, 255, 255];
  const r = new Raster(width, height, null, bannerBuffer(width, height)).gradient(
    [mix(base, white, 0.25), base, mix(base, accent, 0.5)],
    35 + variant * 20,
  );
  const s = Math.min(width, height) / 600; // scale: designed on a 1200×600 canvas
  const W = width;
  const H = height;
  // Sun or moon, glowing.
  const sunX = W * (0.78 - variant * 0.22);
  const sunY = H * (0.26 + variant * 0.04);
  r.glow(sunX, sunY, 60 * s, 170 * s, light, 0.3);
  r.circle(sunX, sunY, 60 * s, mix(light, white, 0.5), 0.95);
  // Soft decorative circles.
  r.circle(W * 0.12, H * 0.2, 140 * s, white, 0.06).circle(W * 0.35, H * 0.05, 90 * s, white, 0.05);

  const ground = H * (0.68 + variant * 0.03);
  if (motif === 'wind') {
    r.wave(ground, 10 * s, 260 * s, variant, mix(base, white, 0.15), 0.6);
    for (let i = 0; i < 4; i++) {
      const x = W * (0.14 + i * 0.22 + variant * 0.04);
      const scale = (0.75 + ((i + variant) % 3) * 0.18) * s;
      const top = ground - 250 * scale;
      r.line(x, ground + 10 * s, x, top, 10 * scale, white, 0.92);
      const turn = (i * 37 + variant * 21) * (Math.PI / 180);
      for (let b = 0; b < 3; b++) {
        const a = turn + (b * 2 * Math.PI) / 3;
        r.line(
          x,
          top,
          x + Math.cos(a) * 120 * scale,
          top + Math.sin(a) * 120 * scale,
          9 * scale,
          white,
          0.92,
        );
      }
      r.circle(x, top, 11 * scale, white);
    }
    r.wave(ground + 30 * s, 12 * s, 220 * s, 1 + variant, dark, 0.75);
    r.wave(ground + 60 * s, 9 * s, 180 * s, 2 + variant, mix(dark, [0, 0, 0], 0.3), 0.8);
  } else if (motif === 'solar') {
    r.wave(ground - 20 * s, 26 * s, 700 * s, variant, mix(accent, base, 0.5), 0.7);
    r.wave(ground + 20 * s, 18 * s, 520 * s, 1.5 + variant, mix(base, [40, 120, 60], 0.55));
    const rows = 3;
    for (let row = 0; row < rows; row++) {
      const y = ground + (40 + row * 55) * s;
      const h = (28 + row * 8) * s;
      const w = (80 + row * 14) * s;
      for (let x = -w / 2 + (row % 2) * w * 0.5; x < W; x += w * 1.18) {
        r.polygon(
          [
            [x + w * 0.12, y],
            [x + w, y],
            [x + w * 0.88, y + h],
            [x, y + h],
          ],
          [25, 45, 90],
          0.95,
        );
        r.line(x + w * 0.5, y + 2 * s, x + w * 0.44, y + h - 2 * s, 1.5 * s, [120, 160, 220], 0.8);
      }
    }
  } else if (motif === 'city') {
    r.wave(ground + 40 * s, 6 * s, 400 * s, variant, mix(base, white, 0.2), 0.5);
    let x = 20 * s - variant * 40 * s;
    let n = variant;
    while (x < W) {
      const w = (90 + ((n * 37) % 60)) * s;
      const h = (160 + ((n * 53) % 190)) * s;
      const facade = mix(white, accent, (n % 3) * 0.18);
      r.rect(x, ground + 60 * s - h, x + w, ground + 60 * s, facade, 0.95, 4 * s);
      for (let wy = ground + 60 * s - h + 18 * s; wy < ground + 30 * s; wy += 30 * s) {
        for (let wx = x + 14 * s; wx < x + w - 22 * s; wx += 26 * s) {
          r.rect(wx, wy, wx + 14 * s, wy + 16 * s, mix(base, [0, 0, 0], 0.2), 0.85, 2 * s);
        }
      }
      x += w + 22 * s;
      n++;
    }
    for (let t = 0; t < 7; t++) {
      const tx = W * (0.07 + t * 0.145);
      r.line(tx, ground + 90 * s, tx, ground + 50 * s, 6 * s, [90, 70, 50]);
      r.circle(tx, ground + 40 * s, 24 * s, [60, 140, 80], 0.95);
    }
    r.rect(0, ground + 90 * s, W, H, dark, 0.9);
  } else if (motif === 'village') {
    r.wave(ground - 10 * s, 30 * s, 900 * s, variant, mix(accent, [60, 150, 90], 0.5), 0.85);
    r.wave(ground + 40 * s, 20 * s, 600 * s, 2 + variant, [50, 125, 70], 0.95);
    for (let i = 0; i < 6; i++) {
      const x = W * (0.06 + i * 0.16) + variant * 25 * s;
      const y = ground + (30 + (i % 2) * 20) * s;
      const w = 110 * s;
      r.rect(x, y, x + w, y + 80 * s, white, 0.95, 3 * s);
      r.polygon(
        [
          [x - 10 * s, y + 2 * s],
          [x + w / 2, y - 55 * s],
          [x + w + 10 * s, y + 2 * s],
        ],
        [160, 70, 50],
      );
      // Solar modules on the roof.
      r.polygon(
        [
          [x + w / 2 + 8 * s, y - 40 * s],
          [x + w - 2 * s, y - 6 * s],
          [x + w / 2 + 20 * s, y - 6 * s],
        ],
        [30, 50, 100],
        0.9,
      );
      r.rect(x + w * 0.4, y + 40 * s, x + w * 0.6, y + 80 * s, dark, 0.9, 2 * s);
    }
  } else if (motif === 'charging') {
    r.rect(0, ground + 40 * s, W, H, [60, 64, 72]);
    for (let i = 0; i < 6; i++) {
      const x = W * (0.08 + i * 0.16);
      r.rect(x, ground - 90 * s, x + 56 * s, ground + 50 * s, white, 0.95, 10 * s);
      r.rect(x + 10 * s, ground - 75 * s, x + 46 * s, ground - 40 * s, accent, 0.9, 4 * s);
      r.polygon(
        [
          [x + 33 * s, ground - 24 * s],
          [x + 16 * s, ground + 4 * s],
          [x + 29 * s, ground + 4 * s],
        ],
        base,
      ).polygon(
        [
          [x + 26 * s, ground - 2 * s],
          [x + 40 * s, ground - 2 * s],
          [x + 22 * s, ground + 28 * s],
        ],
        base,
      );
      r.line(x + 56 * s, ground - 30 * s, x + 80 * s, ground + 30 * s, 4 * s, white, 0.8);
    }
    for (let l = 0; l < 12; l++)
      r.rect(l * 110 * s, ground + 110 * s, l * 110 * s + 60 * s, ground + 116 * s, white, 0.7);
  } else {
    for (let i = 0; i < 6; i++) {
      r.circle(
        W * ((i * 0.19 + variant * 0.1) % 1),
        H * (0.3 + (i % 3) * 0.22),
        (60 + i * 18) * s,
        light,
        0.12,
      );
    }
    r.wave(ground, 20 * s, 500 * s, variant, dark, 0.5);
  }
  return r.png();
}

export type LogoSymbol = 'brand' | 'sun' | 'turbine' | 'house' | 'people' | 'bolt';

/** A square, text-free logo (e.g. 256×256, transparent corners): a rounded tile in `colour` with a white symbol. */
export function logo(size: number, colour: string, symbol: LogoSymbol, accent?: string): Buffer {
  const c = hex(colour);
  const a = accent ? hex(accent) : mix(c, [255, 255, 255], 0.55);
  const white: Rgb = [255, 255, 255];
  const r = new Raster(size, size);
  const u = size / 256;
  r.rect(8 * u, 8 * u, 248 * u, 248 * u, c, 1, 52 * u);
  r.circle(200 * u, 52 * u, 90 * u, white, 0.08).clipToRect(8 * u, 8 * u, 248 * u, 248 * u, 52 * u);
  const cx = 128 * u;
  const cy = 128 * u;
  if (symbol === 'brand') {
    // Rising bars and an arc: "growing capital".
    r.rect(64 * u, 150 * u, 92 * u, 196 * u, white, 1, 6 * u);
    r.rect(110 * u, 118 * u, 138 * u, 196 * u, white, 1, 6 * u);
    r.rect(156 * u, 82 * u, 184 * u, 196 * u, white, 1, 6 * u);
    r.line(60 * u, 124 * u, 178 * u, 54 * u, 10 * u, a);
    r.circle(182 * u, 52 * u, 14 * u, a);
  } else if (symbol === 'sun') {
    for (let i = 0; i < 12; i++) {
      const t = (i * Math.PI) / 6;
      r.line(
        cx + Math.cos(t) * 62 * u,
        cy + Math.sin(t) * 62 * u,
        cx + Math.cos(t) * 92 * u,
        cy + Math.sin(t) * 92 * u,
        12 * u,
        white,
      );
    }
    r.circle(cx, cy, 46 * u, a).circle(cx, cy, 38 * u, white);
  } else if (symbol === 'turbine') {
    r.line(cx, 112 * u, cx, 212 * u, 14 * u, white);
    for (let b = 0; b < 3; b++) {
      const t = -Math.PI / 2 + (b * 2 * Math.PI) / 3 + 0.3;
      r.line(cx, 106 * u, cx + Math.cos(t) * 82 * u, 106 * u + Math.sin(t) * 82 * u, 14 * u, white);
    }
    r.circle(cx, 106 * u, 16 * u, a);
  } else if (symbol === 'house') {
    r.polygon(
      [
        [52 * u, 128 * u],
        [cx, 56 * u],
        [204 * u, 128 * u],
      ],
      white,
    );
    r.rect(72 * u, 124 * u, 184 * u, 204 * u, white, 1, 4 * u);
    r.rect(112 * u, 150 * u, 144 * u, 204 * u, c, 1, 3 * u);
    r.rect(84 * u, 140 * u, 104 * u, 160 * u, a).rect(152 * u, 140 * u, 172 * u, 160 * u, a);
  } else if (symbol === 'people') {
    for (const [x, y, s] of [
      [84, 118, 0.85],
      [172, 118, 0.85],
      [128, 104, 1],
    ] as const) {
      r.circle(x * u, (y - 34 * s) * u, 24 * s * u, white);
      r.rect(
        (x - 38 * s) * u,
        (y + 0) * u,
        (x + 38 * s) * u,
        (y + 82 * s) * u,
        s === 1 ? white : a,
        1,
        30 * s * u,
      );
    }
  } else {
    r.polygon(
      [
        [146 * u, 40 * u],
        [76 * u, 142 * u],
        [124 * u, 142 * u],
      ],
      white,
    );
    r.polygon(
      [
        [132 * u, 114 * u],
        [180 * u, 114 * u],
        [110 * u, 216 * u],
      ],
      white,
    );
  }
  return r.png();
}

/** An .ico file holding the given PNG images (one directory entry each; PNG-in-ICO, Windows Vista and later). */
export function ico(pngs: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((p, i) => {
    const w = p.readUInt32BE(16);
    const h = p.readUInt32BE(20);
    const e = 6 + i * 16;
    header[e] = w >= 256 ? 0 : w;
    header[e + 1] = h >= 256 ? 0 : h;
    header[e + 2] = 0; // no palette
    header[e + 3] = 0;
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(p.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += p.length;
  });
  return Buffer.concat([header, ...pngs]);
}

/** A favicon in `colour`: the brand symbol at 16, 32 and 48 pixels. */
export const favicon = (colour: string, accent?: string): Buffer =>
  ico([16, 32, 48].map((s) => logo(s, colour, 'brand', accent)));

// ---------------------------------------------------------------------------------------------------------------
// PDF

/** A paragraph, a heading, or a bulleted list. */
export type PdfBlock = string | { heading: string } | { bullets: readonly string[] };

export interface PdfOptions {
  subtitle?: string;
  author?: string;
  /** Colour of the header band and headings. */
  accent?: string;
  /** Small print on every page. */
  footer?: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Replaces characters the standard (WinAnsi) fonts cannot encode, so no German text can break the PDF. */
function encodable(font: PDFFont): (s: string) => string {
  const supported = new Set(font.getCharacterSet());
  const fallback: Record<string, string> = {
    '\u202f': ' ',
    '\u2009': ' ',
    '\u2011': '-',
    '\u2212': '-',
    '\u2265': '>=',
    '\u2264': '<=',
    '\u2192': '->',
  };
  return (s) =>
    Array.from(s, (ch) => (supported.has(ch.codePointAt(0)!) ? ch : (fallback[ch] ?? '?'))).join('');
}

/** Greedy line breaking; each word is measured once (widths add up, kerning across spaces is negligible). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  // Break at ordinary spaces only: no-break spaces ("500,00 €") keep amounts and units together.
  for (const word of text.split(/[ \t\r]+/).filter(Boolean)) {
    const w = font.widthOfTextAtSize(word, size);
    if (line && used + space + w > width) {
      lines.push(line);
      line = word;
      used = w;
    } else {
      line = line ? `${line} ${word}` : word;
      used += (used ? space : 0) + w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A typeset A4 PDF: header band, title, optional subtitle, paragraphs with headings and bullets, page footers. */
export async function pdf(
  title: string,
  blocks: readonly PdfBlock[],
  options: PdfOptions = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage('de-DE');
  doc.setAuthor(options.author ?? 'Demo Kapital GmbH');
  doc.setCreator('Zeichnungsplattform (Demo-Daten)');
  doc.setProducer('pdf-lib');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(font);
  const accent = hex(options.accent ?? '#165272');
  const accentColour = rgb(accent[0] / 255, accent[1] / 255, accent[2] / 255);
  const ink = rgb(0.13, 0.13, 0.15);
  const grey = rgb(0.42, 0.42, 0.46);
  const width = A4[0] - 2 * MARGIN;
  const bottom = MARGIN + 30;
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const newPage = () => {
    page = doc.addPage(A4);
    page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: accentColour });
    y = A4[1] - MARGIN;
  };
  const ensure = (h: number) => {
    if (y - h < bottom) newPage();
  };
  const write = (text: string, f: PDFFont, size: number, leading: number, indent = 0, colour = ink) => {
    for (const line of clean(text)
      .split('\n')
      .flatMap((part) => wrap(part, f, size, width - indent))) {
      ensure(leading);
      y -= leading;
      page.drawText(line, { x: MARGIN + indent, y, size, font: f, color: colour });
    }
  };

  page.drawRectangle({ x: 0, y: A4[1] - 18, width: A4[0], height: 18, color: accentColour });
  y -= 12;
  write(title, bold, 19, 24);
  if (options.subtitle) {
    y -= 2;
    write(options.subtitle, font, 10.5, 15, 0, grey);
  }
  y -= 10;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + width, y },
    thickness: 0.6,
    color: accentColour,
  });
  y -= 8;
  for (const block of blocks) {
    if (typeof block === 'string') {
      write(block, font, 10.5, 14.5);
      y -= 7;
    } else if ('heading' in block) {
      ensure(40);
      y -= 6;
      write(block.heading, bold, 12.5, 17, 0, accentColour);
      y -= 3;
    } else {
      for (const item of block.bullets) {
        ensure(14.5);
        page.drawCircle({ x: MARGIN + 5, y: y - 10.5, size: 1.8, color: ink });
        write(item, font, 10.5, 14.5, 16);
        y -= 3;
      }
      y -= 5;
    }
  }
  const pages = doc.getPages();
  const footer = clean(
    options.footer ?? 'Musterdokument der Demo-Umgebung – kein Angebot und keine Anlageberatung.',
  );
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN, y: MARGIN },
      end: { x: A4[0] - MARGIN, y: MARGIN },
      thickness: 0.4,
      color: grey,
    });
    p.drawText(footer, { x: MARGIN, y: MARGIN - 14, size: 7.5, font, color: grey });
    const no = `Seite ${i + 1} von ${pages.length}`;
    p.drawText(no, {
      x: A4[0] - MARGIN - font.widthOfTextAtSize(no, 7.5),
      y: MARGIN - 14,
      size: 7.5,
      font,
      color: grey,
    });
  });
  // Classic cross-reference table, serialised in one go (no event-loop yields between objects): much faster.
  return Buffer.from(await doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY }));
}

// ---------------------------------------------------------------------------------------------------------------
// ZIP and DOCX

export interface ZipEntry {
  name: string;
  data: Buffer | string;
}

/** A ZIP archive (deflated entries, or stored when that is smaller), sizes in the local headers, UTF-8 names. */
export function zip(entries: readonly ZipEntry[], when = new Date()): Buffer {
  const dosTime = (when.getHours() << 11) | (when.getMinutes() << 5) | Math.floor(when.getSeconds() / 2);
  const dosDate = ((when.getFullYear() - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const deflated = deflateRawSync(data, { level: 9 });
    const stored = deflated.length >= data.length;
    const body = stored ? data : deflated;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number, internal and external attributes stay 0
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export type DocxRun =
  | string
  | { text: string; bold?: boolean; italic?: boolean; size?: number; colour?: string };
export type DocxBlock =
  | { p: string | readonly DocxRun[]; align?: 'left' | 'center' | 'right' | 'both'; spaceAfter?: number }
  | { heading: string; level?: 1 | 2 }
  | { table: readonly (readonly [string, string])[] };

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A placeholder must sit whole inside one run so a template engine can replace it. */
function assertWholePlaceholders(text: string) {
  if (/[{}]/.test(text.replace(/\{[a-z_]+\}/g, ''))) {
    throw new Error(`docx run splits or malforms a placeholder: ${text}`);
  }
}

function run(r: DocxRun): string {
  const o = typeof r === 'string' ? { text: r } : r;
  assertWholePlaceholders(o.text);
  const props = [
    o.bold ? '<w:b/>' : '',
    o.italic ? '<w:i/>' : '',
    o.colour
      ? `<w:color w:val="${hex(o.colour)
          .map((v) => v.toString(16).padStart(2, '0'))
          .join('')}"/>`
      : '',
    o.size ? `<w:sz w:val="${Math.round(o.size * 2)}"/><w:szCs w:val="${Math.round(o.size * 2)}"/>` : '',
  ].join('');
  const text = o.text
    .split('\n')
    .map((line) => `<w:t xml:space="preserve">${xml(line)}</w:t>`)
    .join('<w:br/>');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}${text}</w:r>`;
}

const paragraph = (runs: readonly DocxRun[], pPr = '') =>
  `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${runs.map(run).join('')}</w:p>`;

function block(b: DocxBlock): string {
  if ('heading' in b) {
    return paragraph(
      [{ text: b.heading, bold: true, size: b.level === 2 ? 12 : 16, colour: '#165272' }],
      '<w:spacing w:before="240" w:after="120"/>',
    );
  }
  if ('table' in b) {
    const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="A0A0A0"/>`;
    const cell = (text: string, width: number, bold: boolean) =>
      `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraph([{ text, bold }], '<w:spacing w:before="40" w:after="40"/>')}</w:tc>`;
    const rows = b.table.map(
      ([label, value]) => `<w:tr>${cell(label, 3400, true)}${cell(value, 5600, false)}</w:tr>`,
    );
    return `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr><w:tblGrid><w:gridCol w:w="3400"/><w:gridCol w:w="5600"/></w:tblGrid>${rows.join('')}</w:tbl>${paragraph([])}`;
  }
  const runs = typeof b.p === 'string' ? [b.p] : b.p;
  const pPr = `${b.align ? `<w:jc w:val="${b.align}"/>` : ''}<w:spacing w:after="${b.spaceAfter ?? 120}"/>`;
  return paragraph(runs, pPr);
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A Word document (.docx, Office Open XML): the blocks as paragraphs, headings and two-column tables. */
export function docx(
  blocks: readonly DocxBlock[],
  meta: { title: string; creator?: string } = { title: 'Dokument' },
): Buffer {
  const decl = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const document = `${decl}<w:document xmlns:w="${W_NS}" xmlns:r="${REL_TYPE}"><w:body>${blocks.map(block).join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1418" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const styles = `${decl}<w:styles xmlns:w="${W_NS}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="Arial" w:cs="Arial"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="de-DE"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Standard"><w:name w:val="Normal"/><w:qFormat/></w:style></w:styles>`;
  return zip([
    {
      name: '[Content_Types].xml',
      data: `${decl}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${decl}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    },
    {
      name: 'docProps/core.xml',
      data: `${decl}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(meta.title)}</dc:title><dc:creator>${xml(meta.creator ?? 'Demo Kapital GmbH')}</dc:creator><dc:language>de-DE</dc:language><dcterms:created xsi:type="dcterms:W3CDTF">${now}</dcterms:created></cp:coreProperties>`,
    },
    { name: 'word/document.xml', data: document },
    { name: 'word/styles.xml', data: styles },
    {
      name: 'word/_rels/document.xml.rels',
      data: `${decl}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${REL_TYPE}/styles" Target="styles.xml"/></Relationships>`,
    },
  ]);
}
