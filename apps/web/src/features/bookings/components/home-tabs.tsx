import { can } from '@zp/domain/auth/permissions';
import { bookingTexts, bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useBookingsCount, useMyBooking, useUpgradesCount } from '../../../api/bookings.ts';
import type { RoleTab } from '../../../components/ui/role-tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { LoadingState } from './shared/states.tsx';

// The operator's tables load with their tab, not with the home page.
const BookingsTab = lazy(() => import('./admin/bookings-tab.tsx').then((m) => ({ default: m.BookingsTab })));
const UpgradesTab = lazy(() => import('./admin/upgrades-tab.tsx').then((m) => ({ default: m.UpgradesTab })));

/**
 * The bookings area's home tabs, in the spec's order: "JETZT BUCHEN" (superuser while not live; navigates to
 * /booking), "Buchungen (N)" and "Upgrades (N)" (admin). Spread them into the home page's RoleTabs after
 * "Zinszahlungen".
 */
export function useBookingHomeTabs(): RoleTab[] {
  const session = useSession();
  const navigate = useNavigate();
  const role = session?.role;
  const isOperator = can(role, 'booking.list');
  const mine = useMyBooking();
  const bookings = useBookingsCount(isOperator);
  const upgrades = useUpgradesCount(isOperator);
  const mayBook = can(role, 'booking.book');
  const showBookNow = mayBook && mine.isSuccess && !mine.data.live;

  return [
    {
      key: 'book-now',
      label: bookingTexts.bookNow,
      visible: showBookNow,
      pending: mayBook && mine.isLoading,
      content: null,
      onSelect: () => navigate(paths.booking()),
    },
    {
      key: 'bookings',
      label: t.bookingsTab(bookings.data ?? null),
      visible: isOperator,
      content: (
        <Suspense fallback={<LoadingState />}>
          <BookingsTab />
        </Suspense>
      ),
    },
    {
      key: 'upgrades',
      label: t.upgradesTab(upgrades.data ?? null),
      visible: isOperator,
      content: (
        <Suspense fallback={<LoadingState />}>
          <UpgradesTab />
        </Suspense>
      ),
    },
  ];
}
