import { describe, expect, it } from 'vitest';
import { isDeployed, isDeploying, isDeploymentUnderWay } from './deployment.ts';

describe('deployment state', () => {
  it.each([
    ['C', null, false, false],
    ['C', 'queued', false, true],
    ['C', 'sent', false, true],
    ['C', 'failed', false, false],
    ['D', null, true, false],
    ['D', 'sent', true, false],
  ] as const)(
    'status %s, deployState %s → deployed %s, deploying %s',
    (status, deployState, deployed, deploying) => {
      expect(isDeployed({ status })).toBe(deployed);
      expect(isDeploying({ status, deployState })).toBe(deploying);
    },
  );

  it.each([
    [null, null, false],
    ['failed', null, false],
    ['failed', '0xf8', true],
    ['queued', null, true],
    ['sent', '0xf8', true],
  ] as const)('server: deployState %s, signed %s → under way %s', (deployState, deployRawTx, underWay) => {
    expect(isDeploymentUnderWay({ deployState, deployRawTx })).toBe(underWay);
  });
});
