import { CalculatorPage } from '../../../features/calculator/components/calculator-page.tsx';

/** `/rechner` (lazy chunk, public). */
export default function RechnerRoute() {
  return <CalculatorPage />;
}
