import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@zp/domain/auth/permissions';
import { auditTexts as t } from '@zp/domain/texts/de/audit';
import { type FormEvent, useState } from 'react';
import { type AuditFilters, type AuditVerifyResult, verifyAuditLog } from '../../../api/audit.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { AuditTable } from './audit-table.tsx';

const FIELDS: { key: keyof AuditFilters; label: string; type?: string }[] = [
  { key: 'entity', label: t.filterEntity },
  { key: 'entityId', label: t.filterEntityId },
  { key: 'actor', label: t.filterActor },
  { key: 'action', label: t.filterAction },
  { key: 'from', label: t.filterFrom, type: 'date' },
  { key: 'to', label: t.filterTo, type: 'date' },
];

/** The operator's "Integrität prüfen": walks every hash chain and shows the first broken entry per chain. */
function VerifyPanel() {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<AuditVerifyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      setResult(await verifyAuditLog());
    } catch (e) {
      setError(isApiError(e) ? e.detail : t.verifyBroken);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => void run()} disabled={pending} data-testid="audit-verify">
        {pending ? t.verifying : t.verify}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      {result?.ok && (
        <Alert severity="success" data-testid="audit-verify-ok">
          {t.verifyOk(result.entries, result.chains.length, result.durationMs)}
        </Alert>
      )}
      {result && !result.ok && (
        <Alert severity="error" data-testid="audit-verify-broken">
          {t.verifyBroken}
          <ul style={{ margin: 0 }}>
            {result.chains
              .filter((c) => c.broken)
              .map((c) => (
                <li key={c.tenantId}>
                  {t.chainOf(c.tenantId)} – {t.brokenAt(c.broken!.id, c.broken!.lane, c.broken!.seq)}:{' '}
                  {c.broken!.reason}
                </li>
              ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}

/** Home tab "Protokoll" (admin everything, a provider its own tenant): filters, the entries, the integrity check. */
export function ProtokollTab() {
  const role = useSession()?.role;
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(0);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v?.trim() || undefined])));
    setPage(0);
  };
  return (
    <Stack spacing={2} data-testid="protokoll">
      <Typography variant="body2" color="text.secondary">
        {t.intro}
      </Typography>
      {can(role, 'audit.verify') && <VerifyPanel />}
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={apply} data-testid="audit-filters">
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              size="small"
              label={f.label}
              type={f.type ?? 'text'}
              value={draft[f.key] ?? ''}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              slotProps={{
                inputLabel: f.type === 'date' ? { shrink: true } : undefined,
                htmlInput: { 'data-testid': `audit-filter-${f.key}`, maxLength: 200 },
              }}
              sx={{ width: f.type === 'date' ? 170 : 190 }}
            />
          ))}
          <Button type="submit" variant="contained" data-testid="audit-filter-apply">
            {t.filterApply}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              setFilters({});
              setPage(0);
            }}
          >
            {t.filterReset}
          </Button>
        </Stack>
      </Paper>
      <AuditTable filters={filters} page={page} onPage={setPage} />
    </Stack>
  );
}
