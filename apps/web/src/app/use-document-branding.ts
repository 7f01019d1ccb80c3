import { useEffect } from 'react';
import type { Brand } from './use-brand.ts';

const DEFAULT_FAVICON = '/favicon.svg';

function faviconLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.appendChild(link);
  return link;
}

/** Puts the provider's name into the tab title and its favicon into the tab. */
export function useDocumentBranding(brand: Brand, themeColor: string): void {
  useEffect(() => {
    document.title = brand.providerName;
  }, [brand.providerName]);

  useEffect(() => {
    const link = faviconLink();
    if (brand.faviconUrl) {
      link.removeAttribute('type');
      link.href = brand.faviconUrl;
    } else {
      link.type = 'image/svg+xml';
      link.href = DEFAULT_FAVICON;
    }
  }, [brand.faviconUrl]);

  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
  }, [themeColor]);
}
