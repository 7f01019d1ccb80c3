import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dataExportTexts as t } from '@zp/domain/texts/de/data-export';
import { DataExportPanel } from './data-export-panel.tsx';

/** `/datenexport`: the provider's portal menu item "Datenexport" (spec 001 §2). */
export function DataExportPage() {
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t.title}
      </Typography>
      <DataExportPanel />
    </Paper>
  );
}
