import { productTexts } from '@zp/domain/texts/de/products';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useProductsBridge } from '../bridge.tsx';

/**
 * The missing-modules dialog of the bookings area when the app provides it; otherwise the server's sentence
 * ("Für diese Produktart ist das nötige Modul nicht gebucht.") as a toast.
 */
export function MissingModules({
  kind,
  detail,
  onClose,
}: {
  kind: number;
  detail?: string;
  onClose: () => void;
}) {
  const { MissingModulesDialog } = useProductsBridge();
  useEffect(() => {
    if (MissingModulesDialog) return;
    enqueueSnackbar(detail ?? productTexts.kindNotBooked, { variant: 'error' });
    onClose();
  }, [MissingModulesDialog, detail, onClose]);
  return MissingModulesDialog ? <MissingModulesDialog kind={kind} open onClose={onClose} /> : null;
}
