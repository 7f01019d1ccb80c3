// The subscriptions area's tabs of the product detail page; app/routes/products loads this entry on demand.

export { ProductStatistics } from './components/product/product-statistics.tsx';
export { SubscriptionPreview } from './components/product/subscription-preview.tsx';
