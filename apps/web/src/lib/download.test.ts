import { describe, expect, it } from 'vitest';
import { chooseDownloadName, downloadName, fileNameOfDisposition } from './download.ts';

describe('download names (issue 16: named after the document, not the button)', () => {
  it('reads the UTF-8 name of the server header first, then the plain one', () => {
    expect(
      fileNameOfDisposition(
        `attachment; filename="Zeichnungsschein-M_nchen.docx"; filename*=UTF-8''Zeichnungsschein-M%C3%BCnchen.docx`,
      ),
    ).toBe('Zeichnungsschein-München.docx');
    expect(fileNameOfDisposition('inline; filename="VIB Solarpark.pdf"')).toBe('VIB Solarpark.pdf');
    expect(fileNameOfDisposition('inline; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOfDisposition('inline')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });

  it('keeps a name after the document with the server file’s extension, or takes the stored name', () => {
    expect(chooseDownloadName('Zeichnungsschein-Solarpark-12.docx', 'Zeichnungsschein-12.pdf', 'given')).toBe(
      'Zeichnungsschein-Solarpark-12.pdf',
    );
    expect(chooseDownloadName('VIB.pdf', 'vib-final.pdf', 'server')).toBe('vib-final.pdf');
    expect(chooseDownloadName('VIB.pdf', null, 'server')).toBe('VIB.pdf');
    expect(downloadName('Zeichnungsschein-Solarpark Brandenburg Anleihe 2027-12', 'docx')).toBe(
      'Zeichnungsschein-Solarpark Brandenburg Anleihe 2027-12.docx',
    );
  });
});
