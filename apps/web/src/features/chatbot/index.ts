// The chatbot (issue 20, decision 034): the provider's editor (placed in the Frontend tab) and the investor
// portal's chat widget (mounted lazily by the app shell, app/layout/chat-slot.tsx).
export { ChatWidget } from './components/chat-widget.tsx';
export { ChatbotEditor } from './components/chatbot-editor.tsx';
