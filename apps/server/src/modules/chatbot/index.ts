import { defineModule } from '../../lib/module.ts';
import { chatbotRoutes } from './chatbot.routes.ts';

/** The provider's chatbot: editor endpoints and the public widget's greeting and questions (issue 20, decision 034). */
export const chatbotModule = defineModule({
  name: 'chatbot',
  routes: [chatbotRoutes],
});
