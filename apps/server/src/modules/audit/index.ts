import { defineModule } from '../../lib/module.ts';
import { auditRoutes } from './audit.routes.ts';

/** Records (issue 21, decision 035 "Audit trail"): the Protokoll list and the operator's chain check. */
export const auditModule = defineModule({
  name: 'audit',
  routes: [auditRoutes],
});
