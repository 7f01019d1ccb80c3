import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@zp/domain/format/format';
import { newsletterTexts as t } from '@zp/domain/texts/de/newsletter';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import {
  fetchSubscribersCsv,
  getSubscribers,
  newsletterKeys,
  type SubscriberRow,
} from '../../../api/newsletter.ts';
import type { SuperuserRow } from '../../../api/people.ts';
import { type OverviewColumn, OverviewTable } from '../../../components/ui/overview-table/index.ts';
import { ProviderPicker } from '../../../components/ui/provider-picker.tsx';
import { saveBlob } from '../../../lib/download.ts';

const columns: OverviewColumn<SubscriberRow>[] = [
  { key: 'email', label: t.email },
  { key: 'origin', label: t.origin, render: (r) => t.originLabel(r.origin) },
  { key: 'subscribed', label: t.subscribedCol, render: (r) => (r.subscribed ? t.yes : t.no) },
  { key: 'subscribedAt', label: t.subscribedAt, render: (r) => formatDateTime(r.subscribedAt) },
  { key: 'confirmed', label: t.confirmedCol, render: (r) => (r.confirmed ? t.yes : t.no) },
  { key: 'unsubscribedAt', label: t.unsubscribedAt, render: (r) => formatDateTime(r.unsubscribedAt) },
];

/**
 * The subscribers of a list: the provider its own by its user id; the operator (`pickProvider`) the main site's by
 * its own user id, or any provider's chosen in the provider picker (the list is named by the provider's user id).
 */
export function SubscribersTab({
  userId: ownUserId,
  pickProvider = false,
}: {
  userId: string | number;
  pickProvider?: boolean;
}) {
  const [downloading, setDownloading] = useState(false);
  const [provider, setProvider] = useState<SuperuserRow | null>(null);
  const userId = provider ? provider.user.id : ownUserId;
  const fetcher = getSubscribers(userId);

  const download = async () => {
    setDownloading(true);
    try {
      // "Keine Daten zum Exportieren" when the list is empty (spec 001 §8): nothing is downloaded.
      const first = await fetcher({ page: 1, isAscending: false, filters: {} });
      if (first.count === 0) {
        enqueueSnackbar(t.noExportData, { variant: 'info' });
        return;
      }
      const { blob } = await fetchSubscribersCsv(userId);
      saveBlob(blob, t.csvFileName);
    } catch {
      enqueueSnackbar(t.exportFailed, { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const table = (
    <OverviewTable<SubscriberRow>
      queryKey={newsletterKeys.subscribers(userId)}
      title={t.listTitle}
      columns={columns}
      fetcher={fetcher}
      emptyText={t.emptyList}
      actions={
        <Button
          variant="outlined"
          size="small"
          onClick={download}
          disabled={downloading}
          data-testid="newsletter-csv"
        >
          {t.csv}
        </Button>
      }
      data-testid="newsletter-subscribers-table"
    />
  );
  if (!pickProvider) return table;
  return (
    <Stack spacing={2}>
      <ProviderPicker
        value={provider?.id ?? null}
        onChange={setProvider}
        noneHint={t.mainSiteList}
        chosenHint={t.providerList}
        testId="newsletter-provider"
      />
      {table}
    </Stack>
  );
}
