import { defineModule } from '../../lib/module.ts';
import { RESELLER_INVOICE_ISSUED, runResellerInvoiceIssued } from './jobs/reseller-invoice-issued.ts';
import { resellerCommissionRoutes } from './reseller-commissions.routes.ts';

/** Reseller commissions, payout requests and reseller credit notes (issue 19, decision 032). */
export const resellerCommissionsModule = defineModule({
  name: 'reseller-commissions',
  routes: [resellerCommissionRoutes],
  jobs: (deps) => ({
    // The PDF and the mail of a reseller credit note made by a payout request.
    [RESELLER_INVOICE_ISSUED]: (payload, job) => runResellerInvoiceIssued(deps, payload, job),
  }),
});
