import * as contract from '@zp/domain/smart-contracts/smart-contracts.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { actorOf, caller } from '../../plugins/auth.ts';
import { chainCheck } from './use-cases/check-deployed.ts';
import { createSmartContract } from './use-cases/create-smart-contract.ts';
import { getChain } from './use-cases/get-chain.ts';
import { getSmartContract, getSmartContractOfProduct } from './use-cases/get-smart-contract.ts';
import { listSmartContracts } from './use-cases/list-smart-contracts.ts';
import { requestDeployment } from './use-cases/request-deployment.ts';
import { startDeployment } from './use-cases/start-deployment.ts';

export const smartContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({ ...routeOf(app, contract.getChain), handler: async () => getChain(deps) });

  app.route({ ...routeOf(app, contract.getChainCheck), handler: async () => chainCheck(deps) });

  app.route({
    ...routeOf(app, contract.listSmartContracts),
    handler: async (request) => listSmartContracts(deps.db, caller(request), request.query, request.url),
  });

  app.route({
    ...routeOf(app, contract.getSmartContractOfProduct),
    handler: async (request) => getSmartContractOfProduct(deps.db, caller(request), request.params.id),
  });

  app.route({
    ...routeOf(app, contract.getSmartContract),
    handler: async (request) => getSmartContract(deps.db, caller(request), request.params.id),
  });

  app.route({
    ...routeOf(app, contract.createSmartContract),
    handler: async (request, reply) => {
      const { created, answer } = await createSmartContract(
        deps,
        caller(request),
        actorOf(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(answer);
    },
  });

  app.route({
    ...routeOf(app, contract.requestDeployment),
    handler: async (request) => requestDeployment(deps, caller(request), actorOf(request), request.body),
  });

  app.route({
    ...routeOf(app, contract.deploySmartContract),
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await startDeployment(deps, caller(request), actorOf(request), request.params.id)),
  });
};
