import { Navigate } from 'react-router';
import { productsHomePath } from '../../../lib/home-tabs.ts';
import { useSession } from '../../../lib/session.ts';

/** `/products` (spec 000 §2): the home page's "Finanzprodukte" tab. */
export default function ProductsRoute() {
  const role = useSession()?.role;
  return <Navigate to={productsHomePath(role)} replace />;
}
