import { ChatbotEditor } from '../../../features/chatbot/index.ts';
import { LandingPagePage } from '../../../features/landing-page/index.ts';

/** `/landing-page` (lazy chunk): the provider's landing page and chatbot editor (portal menu "Landingpage"). */
export default function LandingPageRoute() {
  return <LandingPagePage chatbot={(userId) => <ChatbotEditor userId={userId} />} />;
}
