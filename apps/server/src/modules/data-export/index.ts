import { defineModule } from '../../lib/module.ts';
import { dataExportRoutes } from './data-export.routes.ts';

/** Data export (issue 21, decision 035): `GET /export-data`, a streamed zip of CSV files per tenant or of everything. */
export const dataExportModule = defineModule({
  name: 'data-export',
  routes: [dataExportRoutes],
});
