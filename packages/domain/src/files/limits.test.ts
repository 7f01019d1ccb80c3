import { describe, expect, it } from 'vitest';
import { fileTexts } from '../texts/de/common.ts';
import { checkFile, type FileCheck, MAX_UPLOAD_BYTES } from './limits.ts';

const logo: FileCheck = { label: 'Logo', extensions: ['png', 'jpg'] };
const favicon: FileCheck = { label: 'Favicon', extensions: ['ico'] };

describe('checkFile', () => {
  it('uses the upload limit of the spec', () => {
    expect(MAX_UPLOAD_BYTES).toBe(12428800);
  });

  it.each<[string, number, FileCheck, string | null]>([
    ['logo.png', 1000, logo, null],
    ['LOGO.PNG', 1000, logo, null],
    ['firmen.logo.jpg', 1000, logo, null],
    ['logo.gif', 1000, logo, 'Logo Datei muss mit .png oder .jpg enden.'],
    ['logo.png.exe', 1000, logo, 'Logo Datei muss mit .png oder .jpg enden.'],
    ['png', 1000, logo, 'Logo Datei muss mit .png oder .jpg enden.'],
    ['logopng', 1000, logo, 'Logo Datei muss mit .png oder .jpg enden.'],
    ['favicon.png', 10, favicon, 'Favicon Datei muss mit .ico enden.'],
    ['favicon.ico', 10, favicon, null],
    ['logo.png', MAX_UPLOAD_BYTES, logo, null],
    ['logo.png', MAX_UPLOAD_BYTES + 1, logo, 'Ihre Datei ist größer als 12428800 bytes'],
    ['logo.png', 0, logo, null],
    ['small.png', 100, { ...logo, maxBytes: 100 }, null],
    ['small.png', 101, { ...logo, maxBytes: 100 }, 'Ihre Datei ist größer als 100 bytes'],
  ])('%s (%d bytes) → %j', (name, size, check, expected) => {
    expect(checkFile(name, size, check)).toBe(expected);
  });

  it('reports the extension before the size', () => {
    expect(checkFile('huge.gif', MAX_UPLOAD_BYTES * 2, logo)).toBe(
      fileTexts.wrongExtension('Logo', 'png oder .jpg'),
    );
  });

  it('matches the message templates of the spec', () => {
    expect(fileTexts.wrongExtension('Logo', 'png')).toBe('Logo Datei muss mit .png enden.');
    expect(fileTexts.tooLarge(12428800)).toBe('Ihre Datei ist größer als 12428800 bytes');
  });
});
