import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { productTexts, productWebTexts as t } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '../../../../api/products.ts';
import { useDeleteProduct, usePauseProduct, useUpdateProduct } from '../../../../api/products.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { DeleteIcon, RocketIcon } from '../../../../components/ui/icons.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { productsHomePath } from '../../../../lib/home-tabs.ts';
import { useSession } from '../../../../lib/session.ts';
import { MessageDialog } from '../message-dialog.tsx';

const missingOf = (error: unknown): string[] => {
  if (!isApiError(error)) return [];
  const raw = error.problem?.missing;
  return Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string') : [];
};

/** "Freigeben" (superuser, admin) and "Löschen" of the product page header. */
export function ProductActions({
  product,
  canRelease,
  canDelete,
}: {
  product: Product;
  canRelease: boolean;
  canDelete: boolean;
}) {
  const role = useSession()?.role;
  const navigate = useNavigate();
  const update = useUpdateProduct(product.id);
  const remove = useDeleteProduct(product.id);
  const [missing, setMissing] = useState<{ points: string[]; detail: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRelease, setConfirmRelease] = useState(false);
  const [confirmPause, setConfirmPause] = useState<boolean | null>(null);
  const pause = usePauseProduct(product.id);
  const showRelease = canRelease && !product.isZeichnable && product.status === 'F';
  // The roles that release also pause and resume a released product (issue 16).
  const showPause = canRelease && product.isZeichnable && product.status === 'F';
  const paused = product.pausedAt !== null;
  const deletable = !product.isZeichnable && !product.hasZeichnungs;

  const release = async () => {
    try {
      await update.mutateAsync({ isZeichnable: true });
      enqueueSnackbar(productTexts.released, { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setMissing({ points: missingOf(error), detail: error.detail });
      } else if (!isApiError(error) || error.kind !== 'network') {
        enqueueSnackbar(isApiError(error) ? error.detail : productTexts.updateFailed, { variant: 'error' });
      }
    }
  };

  const togglePause = async (on: boolean) => {
    try {
      await pause.mutateAsync(on);
      enqueueSnackbar(on ? t.pausedDone : t.resumedDone, { variant: 'success' });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'network')
        enqueueSnackbar(isApiError(error) ? error.detail : productTexts.updateFailed, { variant: 'error' });
    }
  };

  const doDelete = async () => {
    try {
      await remove.mutateAsync();
      enqueueSnackbar(productTexts.deleted, { variant: 'success' });
      navigate(productsHomePath(role), { replace: true });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'network')
        enqueueSnackbar(isApiError(error) ? error.detail : productTexts.updateFailed, { variant: 'error' });
    }
  };

  if (!showRelease && !showPause && !canDelete) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {showRelease && (
        <Button
          variant="contained"
          color="success"
          onClick={() => setConfirmRelease(true)}
          disabled={update.isPending}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : <RocketIcon />}
          data-testid="product-release"
        >
          {t.release}
        </Button>
      )}
      {showPause && (
        <Button
          variant="outlined"
          color={paused ? 'success' : 'warning'}
          onClick={() => setConfirmPause(!paused)}
          disabled={pause.isPending}
          startIcon={pause.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid={paused ? 'product-resume' : 'product-pause'}
        >
          {paused ? t.resume : t.pause}
        </Button>
      )}
      {canDelete && (
        <Tooltip title={deletable ? '' : productTexts.notDeletable}>
          <span>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={!deletable}
              onClick={() => setConfirmDelete(true)}
              data-testid="product-delete"
            >
              {t.delete}
            </Button>
          </span>
        </Tooltip>
      )}
      <ConfirmDialog
        open={confirmRelease}
        title={t.releaseConfirmTitle}
        text={t.releaseConfirmText}
        confirmLabel={t.release}
        onConfirm={release}
        onClose={() => setConfirmRelease(false)}
      />
      <ConfirmDialog
        open={confirmPause !== null}
        title={confirmPause ? t.pauseConfirmTitle : t.resumeConfirmTitle}
        text={confirmPause ? t.pauseConfirmText : t.resumeConfirmText}
        confirmLabel={confirmPause ? t.pause : t.resume}
        onConfirm={() => togglePause(confirmPause === true)}
        onClose={() => setConfirmPause(null)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t.deleteTitle}
        text={t.deleteText}
        confirmLabel={t.delete}
        destructive
        onConfirm={doDelete}
        onClose={() => setConfirmDelete(false)}
      />
      <MessageDialog
        open={missing !== null}
        title={productTexts.releaseMissingTitle}
        onClose={() => setMissing(null)}
        testId="release-missing-dialog"
      >
        {missing && missing.points.length > 0 ? (
          <List dense data-testid="release-missing-list" sx={{ listStyleType: 'disc', pl: 3 }}>
            {missing.points.map((point) => (
              <ListItem key={point} sx={{ display: 'list-item', py: 0.25 }}>
                <ListItemText primary={point} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography data-testid="release-missing-list">{missing?.detail}</Typography>
        )}
      </MessageDialog>
    </Stack>
  );
}
