import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageError, PageSkeleton } from '../page-states.tsx';

export interface DocumentDetailFrameProps<T> {
  query: UseQueryResult<T>;
  /** The error texts (404, 403, anything else). */
  errorTexts: { notFound: string; forbidden: string; loadFailed: string };
  testId: string;
  /** The back link above the title. */
  back: ReactNode;
  title: (document: T) => string;
  /** The page below the title (facts, lines, actions). */
  children: (document: T) => ReactNode;
}

/** A frozen document's detail page: skeleton while it loads, the error with retry, else back link, title and body. */
export function DocumentDetailFrame<T>({
  query,
  errorTexts,
  testId,
  back,
  title,
  children,
}: DocumentDetailFrameProps<T>) {
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} texts={errorTexts} />;
  const document = query.data;
  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid={testId}>
      <Stack spacing={3}>
        <Box>{back}</Box>
        <Typography variant="h4" component="h1">
          {title(document)}
        </Typography>
        {children(document)}
      </Stack>
    </Paper>
  );
}

/** The row under a document: PDF download and the paid tick. */
export function DocumentActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}
