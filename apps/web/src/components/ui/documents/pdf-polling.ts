/** Asks a frozen document again every 3 s until the job has stored its PDF (decision 029): a query's refetchInterval. */
export const refetchUntilPdf = <T extends { hasPdf: boolean }>(q: { state: { data: T | undefined } }) =>
  q.state.data && !q.state.data.hasPdf ? 3000 : false;
