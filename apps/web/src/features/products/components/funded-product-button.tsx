import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { productTexts, productWebTexts as t } from '@zp/domain/texts/de/products';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { enqueueSnackbar } from 'notistack';
import { useDeferredValue, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '../../../api/products.ts';
import { createFundedProduct, useProductSearch } from '../../../api/products.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { MissingModules } from './missing-modules.tsx';

const labelOf = (p: Product) => `${p.name ?? t.idLabel(p.id)} – ${p.issuerName} (${t.idLabel(p.id)})`;

/** "Vorgängerprodukt anlegen": copies a product of the tenant as kind 12 and opens its form. */
export function FundedProductButton() {
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [source, setSource] = useState<Product | null>(null);
  const [busy, setBusy] = useState(false);
  const [missingModules, setMissingModules] = useState<string | null>(null);
  const search = useProductSearch(useDeferredValue(text), open);

  const create = async () => {
    if (!source) return;
    setBusy(true);
    try {
      const product = await createFundedProduct(source.id);
      setOpen(false);
      navigate(paths.createFundedProduct(product.id));
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.problem?.missingModules)) {
        setOpen(false);
        setMissingModules(error.detail);
      } else if (!isApiError(error) || error.kind !== 'network') {
        enqueueSnackbar(isApiError(error) ? error.detail : productTexts.updateFailed, { variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setSource(null);
          setText('');
          setOpen(true);
        }}
        data-testid="product-new-funded"
      >
        {t.newFundedProduct}
      </Button>
      <Dialog
        open={open}
        onClose={busy ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        data-testid="product-funded-dialog"
      >
        <DialogTitle id={titleId}>{t.chooseSourceTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.chooseSourceText}</DialogContentText>
          <Autocomplete
            options={search.data ?? []}
            value={source}
            loading={search.isFetching}
            loadingText={shellTexts.loading}
            noOptionsText={t.noOptions}
            filterOptions={(options) => options}
            getOptionLabel={labelOf}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, product) => setSource(product)}
            onInputChange={(_, value, reason) => {
              if (reason === 'input') setText(value);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t.sourceProduct}
                placeholder={t.searchProduct}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'product-funded-source' },
                }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {shellTexts.cancel}
          </Button>
          <Button
            variant="contained"
            disabled={busy || !source}
            onClick={() => void create()}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="product-funded-confirm"
          >
            {t.create}
          </Button>
        </DialogActions>
      </Dialog>
      {missingModules !== null && (
        <MissingModules kind={12} detail={missingModules} onClose={() => setMissingModules(null)} />
      )}
    </>
  );
}
