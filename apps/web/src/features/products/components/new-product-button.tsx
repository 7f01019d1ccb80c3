import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import { issuerRequestTexts, productTexts, productWebTexts as t } from '@zp/domain/texts/de/products';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type IssuerName as IssuerChoice,
  issuerNamesQuery as issuerChoicesQuery,
} from '../../../api/issuers.ts';
import { createProduct } from '../../../api/products.ts';
import { AddIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { MessageDialog } from './message-dialog.tsx';

/**
 * "Neues Produkt": picks the issuer (asked only when there are several), creates the product (status O) and
 * opens its wizard. Without any issuer the dialog "Fehler" says so (spec 000 §8).
 */
export function NewProductButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<IssuerChoice[] | null>(null);
  const [issuer, setIssuer] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [needIssuer, setNeedIssuer] = useState(false);
  const mayRequest = can(useSession()?.role, 'issuer.request.create');

  const create = async (issuerId: number) => {
    setBusy(true);
    try {
      const product = await createProduct(issuerId);
      setChoices(null);
      navigate(paths.createProduct(product.id));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setChoices(null);
        setFailure(error.detail);
      } else if (!isApiError(error) || error.kind !== 'network') {
        enqueueSnackbar(isApiError(error) ? error.detail : productTexts.updateFailed, { variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      const { names } = await queryClient.fetchQuery(issuerChoicesQuery);
      // Only the operator creates issuers: a provider without one is offered the request (issue 16).
      if (names.length === 0 && mayRequest) setNeedIssuer(true);
      else if (names.length === 0) setFailure(productTexts.noIssuer);
      else if (names.length === 1 && names[0]) await create(names[0].id);
      else {
        setIssuer('');
        setChoices(names);
      }
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'network')
        enqueueSnackbar(isApiError(error) ? error.detail : productTexts.updateFailed, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={busy && !choices ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
        disabled={busy}
        onClick={() => void start()}
        data-testid="product-new"
      >
        {t.newProduct}
      </Button>
      <Dialog
        open={choices !== null}
        onClose={busy ? undefined : () => setChoices(null)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
        data-testid="product-new-dialog"
      >
        <DialogTitle id={titleId}>{t.chooseIssuerTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.chooseIssuerText}</DialogContentText>
          <TextField
            select
            fullWidth
            label={t.issuerLabel}
            value={issuer}
            onChange={(e) => setIssuer(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'product-new-issuer' } }}
          >
            {(choices ?? []).map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoices(null)} disabled={busy}>
            {shellTexts.cancel}
          </Button>
          <Button
            variant="contained"
            disabled={busy || issuer === ''}
            onClick={() => void create(Number(issuer))}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="product-new-confirm"
          >
            {t.create}
          </Button>
        </DialogActions>
      </Dialog>
      <MessageDialog
        open={failure !== null}
        title={productTexts.noIssuerTitle}
        onClose={() => setFailure(null)}
        testId="product-new-error"
      >
        <Typography>{failure}</Typography>
      </MessageDialog>
      <Dialog
        open={needIssuer}
        onClose={() => setNeedIssuer(false)}
        aria-labelledby={`${titleId}-need`}
        maxWidth="sm"
        fullWidth
        data-testid="product-need-issuer"
      >
        <DialogTitle id={`${titleId}-need`}>{issuerRequestTexts.needIssuerTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{issuerRequestTexts.needIssuer}</DialogContentText>
          <DialogContentText>{issuerRequestTexts.duration}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNeedIssuer(false)}>{shellTexts.cancel}</Button>
          <Button
            variant="contained"
            onClick={() => navigate(paths.issuerRequest())}
            data-testid="product-request-issuer"
          >
            {issuerRequestTexts.requestButton}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
