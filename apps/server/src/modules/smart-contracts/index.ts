import { defineModule } from '../../lib/module.ts';
import { deployJobs } from './deploy.job.ts';
import { smartContractRoutes } from './smart-contracts.routes.ts';
import { checkDeployedContracts } from './use-cases/check-deployed.ts';

export const smartContractsModule = defineModule({
  name: 'smart-contracts',
  routes: [smartContractRoutes],
  jobs: (deps) => deployJobs(deps),
  // Every contract held as deployed has code on the chain, or the operator hears of it (log, health, screen).
  startup: async (deps) => {
    await checkDeployedContracts(deps);
  },
});
