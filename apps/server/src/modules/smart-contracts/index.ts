import { defineModule } from '../../lib/module.ts';
import { deployJobs } from './deploy.job.ts';
import { smartContractRoutes } from './smart-contracts.routes.ts';

export const smartContractsModule = defineModule({
  name: 'smart-contracts',
  routes: [smartContractRoutes],
  jobs: (deps) => deployJobs(deps),
});
