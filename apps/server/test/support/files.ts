import { zip } from '../../src/seed/demo-files.ts';

/** A minimal one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal Word document around `documentXml`: [Content_Types].xml, _rels/.rels, word/document.xml (the seed's ZIP builder, dated 1980-01-01). */
export const docxOf = (documentXml: string): Buffer =>
  zip(
    [
      {
        name: '[Content_Types].xml',
        data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
      {
        name: '_rels/.rels',
        data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      },
      { name: 'word/document.xml', data: documentXml },
    ],
    new Date(1980, 0, 1),
  );

/** A minimal Word document. */
export const DOCX = docxOf(
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Zeichnungsschein [vorname] [nachname]</w:t></w:r></w:p></w:body></w:document>',
);

export interface UploadPart {
  bytes: Uint8Array;
  name: string;
  type?: string;
}
export const pdf = (name: string): UploadPart => ({ bytes: PDF, name, type: 'application/pdf' });
export const docx = (name = 'zeichnungsschein.docx'): UploadPart => ({ bytes: DOCX, name });

/** multipart/form-data with text fields and files (Fastify's inject streams a web FormData); null and undefined fields are left out. */
export function formOf(fields: Record<string, unknown>, files: Record<string, UploadPart> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, String(v));
  for (const [k, f] of Object.entries(files)) {
    form.append(k, new Blob([f.bytes], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  return form;
}
