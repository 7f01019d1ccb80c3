import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

const SET = {
  src: '/api/files/a',
  width: 2000,
  height: 1333,
  avif: '/api/files/b 480w, /api/files/c 960w',
  webp: '/api/files/d 480w, /api/files/e 960w',
};
const html = (props: Parameters<typeof ResponsiveImage>[0]) =>
  renderToStaticMarkup(createElement(ResponsiveImage, props));

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP copies by width with sizes, and the original with its size as the fallback', () => {
    const out = html({ set: SET, alt: 'Foto', sizes: '100vw' });
    expect(out).toMatch(
      /<picture[^>]*><source type="image\/avif" srcSet="\/api\/files\/b 480w, \/api\/files\/c 960w" sizes="100vw"\/><source type="image\/webp" srcSet="\/api\/files\/d 480w, \/api\/files\/e 960w" sizes="100vw"\/><img [^>]*\/><\/picture>$/,
    );
    expect(out).toContain('src="/api/files/a"');
    expect(out).toContain('width="2000"');
    expect(out).toContain('height="1333"');
    expect(out).toContain('loading="lazy"');
  });

  it('loads the hero eagerly and first', () => {
    const out = html({ set: SET, alt: '', sizes: '100vw', priority: true });
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchPriority="high"');
  });

  it('falls back to the plain URL without image sets, and shows nothing without any', () => {
    const out = html({ set: null, src: '/api/files/x', alt: 'Logo', sizes: '96px' });
    expect(out).not.toContain('<source');
    expect(out).toContain('src="/api/files/x"');
    expect(html({ set: null, alt: 'Logo', sizes: '96px' })).toBe('');
  });
});
