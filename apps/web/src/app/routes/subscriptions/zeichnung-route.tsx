import { ZeichnungWizardPage } from '../../../features/subscriptions/index.ts';

/** `/zeichnung` (lazy chunk): the subscription wizard; investors with `?id=`, demo with `?product=&demo=1`. */
export default function ZeichnungRoute() {
  return <ZeichnungWizardPage />;
}
