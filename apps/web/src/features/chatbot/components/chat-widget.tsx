// The chat widget of the investor portal (issue 20, decision 034): a floating button opens a panel with the
// provider's greeting, its questions as suggestions, a text input and the answers (plain text). Keyboard usable:
// the button and the panel are labelled, opening focuses the input, Escape closes and gives focus back.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chatbotTexts as t } from '@zp/domain/texts/de/chatbot';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { askChatbot, usePortalChatbot } from '../../../api/chatbot.ts';
import { ChatIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';

interface Message {
  key: number;
  from: 'user' | 'bot';
  text: string;
}

const MAX_QUESTION = 1000;

/** The floating chat of this host's investor portal; renders nothing where the portal has no chatbot. */
export function ChatWidget() {
  const chatbot = usePortalChatbot();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const fabRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const nextKey = useRef(0);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  if (!chatbot.data) return null;
  const { superuserId, welcomeMessage, suggestions } = chatbot.data;

  const add = (from: Message['from'], text: string) =>
    setMessages((list) => [...list, { key: nextKey.current++, from, text }]);

  const ask = async (text: string) => {
    const q = text.trim().slice(0, MAX_QUESTION);
    if (!q || pending) return;
    add('user', q);
    setQuestion('');
    setPending(true);
    try {
      add('bot', (await askChatbot(superuserId, q)).answer);
    } catch (error) {
      add('bot', isApiError(error) && error.status === 429 ? error.detail : t.askFailed);
    } finally {
      setPending(false);
      inputRef.current?.focus();
    }
  };

  const close = () => {
    setOpen(false);
    fabRef.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void ask(question);
  };

  return (
    <Box sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}>
      {open && (
        <Paper
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          elevation={8}
          onKeyDown={onKeyDown}
          data-testid="chat-panel"
          sx={{
            mb: 1.5,
            width: { xs: 'calc(100vw - 32px)', sm: 360 },
            maxHeight: 'min(560px, calc(100vh - 112px))',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          }}
        >
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              px: 2,
              py: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
              {t.title}
            </Typography>
            <IconButton
              aria-label={t.close}
              onClick={close}
              sx={{ color: 'inherit' }}
              data-testid="chat-close"
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Box
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-busy={pending}
            sx={{ flexGrow: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            data-testid="chat-log"
          >
            <Bubble from="bot" text={welcomeMessage} />
            {messages.map((m) => (
              <Bubble key={m.key} from={m.from} text={m.text} />
            ))}
            {pending && (
              <Typography variant="body2" color="text.secondary" data-testid="chat-thinking">
                {t.thinking}
              </Typography>
            )}
          </Box>
          {suggestions.length > 0 && (
            <Box
              component="nav"
              aria-label={t.suggestions}
              sx={{ px: 2, pb: 1, maxHeight: 120, overflowY: 'auto' }}
            >
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {suggestions.map((s) => (
                  <Chip
                    key={s.id}
                    label={s.question}
                    size="small"
                    variant="outlined"
                    clickable
                    disabled={pending}
                    onClick={() => void ask(s.question)}
                    data-testid="chat-suggestion"
                  />
                ))}
              </Stack>
            </Box>
          )}
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={onSubmit}
            sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <TextField
              inputRef={inputRef}
              label={t.inputLabel}
              placeholder={t.inputPlaceholder}
              value={question}
              onChange={(e) => setQuestion(e.target.value.slice(0, MAX_QUESTION))}
              size="small"
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: MAX_QUESTION, 'data-testid': 'chat-input' } }}
            />
            <IconButton
              type="submit"
              aria-label={t.send}
              disabled={pending || !question.trim()}
              color="primary"
              data-testid="chat-send"
            >
              <span aria-hidden>➤</span>
            </IconButton>
          </Stack>
        </Paper>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Fab
          ref={fabRef}
          color="primary"
          aria-label={open ? t.close : t.open}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? close() : setOpen(true))}
          data-testid="chat-open"
        >
          {open ? <CloseIcon /> : <ChatIcon />}
        </Fab>
      </Box>
    </Box>
  );
}

function Bubble({ from, text }: { from: Message['from']; text: string }) {
  const mine = from === 'user';
  return (
    <Box
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
      data-testid={mine ? 'chat-question' : 'chat-answer'}
    >
      <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
        {mine ? t.you : t.bot}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}

export default ChatWidget;
