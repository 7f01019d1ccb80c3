// Where a smart contract stands in its deployment (spec 000 §4): asked by the server's use cases and the web's
// badges and buttons alike.

type DeployState = 'queued' | 'sent' | 'failed' | null;

/** Anything but C counts as deployed (spec 000 §4 "header badge"). */
export const isDeployed = (sc: { status: string }): boolean => sc.status !== 'C';

/** The deployment is under way: queued for the job or sent and waiting for its receipt. */
export const isDeploying = (sc: { status: string; deployState: DeployState }): boolean =>
  !isDeployed(sc) && (sc.deployState === 'queued' || sc.deployState === 'sent');

/** The server's view: a signed transaction that may still be mined counts as under way too. */
export const isDeploymentUnderWay = (sc: { deployState: DeployState; deployRawTx: string | null }): boolean =>
  sc.deployState === 'queued' || sc.deployState === 'sent' || Boolean(sc.deployRawTx);
