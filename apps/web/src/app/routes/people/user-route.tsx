import { can } from '@zp/domain/auth/permissions';
import { privacyTexts } from '@zp/domain/texts/de/privacy';
import { taxDataTexts } from '@zp/domain/texts/de/tax-data';
import { UserSettings } from '../../../features/people/components/user-settings.tsx';
import { PrivacyTab } from '../../../features/privacy/index.ts';
import { TaxTab } from '../../../features/tax-data/components/tax-tab.tsx';
import { useSession } from '../../../lib/session.ts';
import { NotFoundDetail } from './not-found-detail.tsx';
import { useIdParam } from './use-id-param.ts';

/**
 * `/user/:userId` (lazy chunk). A reseller only reads the people it may see. An investor's own settings end with its
 * tax data (Steuerdaten, Freistellungsaufträge, Steuerbescheinigungen; issue 18); an investor's or partner's with
 * its Datenschutz tab (my data, erasure; issue 21).
 */
export default function UserRoute() {
  const userId = useIdParam('userId');
  const session = useSession();
  if (!userId || !session) return <NotFoundDetail />;
  const isOwn = String(session.userId) === userId;
  return (
    <UserSettings
      key={userId}
      userId={userId}
      isOwn={isOwn}
      readOnly={!isOwn && can(session.role, 'user.viewOthersReadOnly')}
      extraTabs={[
        {
          key: 'capital-tax',
          label: taxDataTexts.tabLabel,
          visible: isOwn && can(session.role, 'taxProfile.edit'),
          content: <TaxTab />,
        },
        {
          key: 'privacy',
          label: privacyTexts.tabLabel,
          visible: isOwn && can(session.role, 'privacy.self'),
          content: <PrivacyTab />,
        },
      ]}
    />
  );
}
