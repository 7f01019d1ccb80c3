import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_DOCUMENTS, type ProductDocumentType } from '@zp/domain/products/documents';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { downloadDocument, fileName } from '../../model/download.ts';
import { subTexts as t } from '../../texts.ts';

export interface DocumentLink {
  key: string;
  label: string;
  url: string;
  extension: string;
  /** The download's name; without it the server's stored name (or the label with the extension). */
  fileName?: string;
}

/** The uploaded documents of a product as links (label + extension). */
export function productDocumentLinks(
  documents: Partial<Record<ProductDocumentType, string | null>> | null | undefined,
  only?: readonly ProductDocumentType[],
): DocumentLink[] {
  const links: DocumentLink[] = [];
  for (const [type, url] of Object.entries(documents ?? {})) {
    const info = PRODUCT_DOCUMENTS[type as ProductDocumentType];
    if (!url || !info || (only && !only.includes(type as ProductDocumentType))) continue;
    links.push({ key: type, label: info.label, url, extension: info.extensions[0] ?? 'pdf' });
  }
  return links;
}

/** One download button (authorised files go through the API client). */
export function DocumentButton({ doc, testId }: { doc: DocumentLink; testId?: string }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      if (doc.fileName) await downloadDocument(doc.url, doc.fileName, 'given');
      else await downloadDocument(doc.url, fileName(doc.label, doc.extension));
    } catch {
      enqueueSnackbar(t.downloadFailed, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="text"
      size="small"
      onClick={() => void open()}
      disabled={busy}
      data-testid={testId ?? `document-${doc.key}`}
      sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
    >
      {doc.label}
    </Button>
  );
}

/** A list of document buttons, or a note when there are none. */
export function DocumentsList({
  docs,
  empty = t.noDocuments,
}: {
  docs: readonly DocumentLink[];
  empty?: string;
}) {
  if (docs.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {docs.map((d) => (
        <DocumentButton key={d.key} doc={d} />
      ))}
    </Stack>
  );
}
