import { defineModule } from '../../lib/module.ts';
import { bookingRoutes } from './bookings.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { documentRoutes } from './documents.routes.ts';

export const bookingsModule = defineModule({
  name: 'bookings',
  routes: [catalogueRoutes, bookingRoutes, documentRoutes],
});
