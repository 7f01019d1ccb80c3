import { DataExportPage } from '../../../features/data-export/index.ts';

/** `/datenexport` (lazy chunk): the data export of a provider (its tenant) or of the operator (everything). */
export default function DataExportRoute() {
  return <DataExportPage />;
}
