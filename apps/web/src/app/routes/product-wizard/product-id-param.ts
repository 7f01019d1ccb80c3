import { useParams } from 'react-router';

/** The numeric `:productId` of the route, or null when it is not one (the page then shows "nicht gefunden"). */
export function useProductIdParam(): string | null {
  const value = useParams().productId ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? value : null;
}
