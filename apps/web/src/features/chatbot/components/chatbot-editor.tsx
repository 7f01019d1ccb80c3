// The provider's chatbot editor (spec 001 §3 Chatbot; the Frontend tab places it): the welcome message and the
// question/answer entries, added, changed and removed, saved with "Chatbot wurde aktualisiert". The server creates
// a missing chatbot on the first fetch (spec §4), so the editor never sees the 404 the spec's client handled.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chatbotEntryInput, saveChatbotBody } from '@zp/domain/engagement/chatbot.contract';
import { chatbotTexts as t } from '@zp/domain/texts/de/chatbot';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { type Control, type Path, useController, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Chatbot, useChatbot, useSaveChatbot } from '../../../api/chatbot.ts';
import { SubmitButton } from '../../../components/ui/form/submit-button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { PageError, PageSkeleton } from '../../../components/ui/page-states.tsx';
import { FORM_MODE, schemaResolver, showApiError } from '../../../lib/form.ts';

const formSchema = saveChatbotBody.omit({ user: true, entrys: true }).extend({
  entrys: z.array(chatbotEntryInput.omit({ id: true }).extend({ entryId: z.number().nullable() })),
});
type FormValues = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const toForm = (bot: Chatbot): FormValues => ({
  welcomeMessage: bot.welcomeMessage,
  entrys: bot.entrys.map((e) => ({ entryId: e.id, question: e.question, answer: e.answer })),
});

function TextArea({
  control,
  name,
  label,
  rows,
  testId,
}: {
  control: Control<FormValues, unknown, FormOut>;
  name: Path<FormValues>;
  label: string;
  rows: number;
  testId: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? '\u00a0'}
      multiline
      minRows={rows}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}

function EditorForm({ userId, bot }: { userId: number | string; bot: Chatbot }) {
  const save = useSaveChatbot(userId);
  const [removedIds, setRemovedIds] = useState<number[]>([]);
  const form = useForm<FormValues, unknown, FormOut>({
    ...FORM_MODE,
    resolver: schemaResolver<FormValues, FormOut>(formSchema),
    defaultValues: toForm(bot),
  });
  const entries = useFieldArray({ control: form.control, name: 'entrys', keyName: 'key' });
  const { reset } = form;
  useEffect(() => reset(toForm(bot)), [bot, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({
        removedIds,
        body: {
          user: Number(userId),
          welcomeMessage: values.welcomeMessage,
          entrys: values.entrys.map((e) => ({ id: e.entryId, question: e.question, answer: e.answer })),
        },
      });
      setRemovedIds([]);
      enqueueSnackbar(answer.detail || t.saved, { variant: 'success' });
    } catch (error) {
      const fields = [
        'welcomeMessage',
        ...values.entrys.flatMap((_, i) => [`entrys.${i}.question`, `entrys.${i}.answer`]),
      ];
      showApiError(error, form.setError, fields);
    }
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="chatbot-editor"
    >
      <Typography variant="h6" component="h2">
        {t.editorTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.editorIntro}
      </Typography>
      <TextArea
        control={form.control}
        name="welcomeMessage"
        label={t.welcomeMessage}
        rows={2}
        testId="chatbot-welcome"
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t.entries}
      </Typography>
      {entries.fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="chatbot-no-entries">
          {t.noEntries}
        </Typography>
      )}
      <Stack spacing={2}>
        {entries.fields.map((f, i) => (
          <Paper
            key={f.key}
            variant="outlined"
            sx={{ p: 2 }}
            component="fieldset"
            aria-label={t.entryLabel(i + 1)}
            data-testid="chatbot-entry"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Stack spacing={1} sx={{ flexGrow: 1 }}>
                <TextArea
                  control={form.control}
                  name={`entrys.${i}.question`}
                  label={t.question}
                  rows={1}
                  testId={`chatbot-question-${i}`}
                />
                <TextArea
                  control={form.control}
                  name={`entrys.${i}.answer`}
                  label={t.answer}
                  rows={2}
                  testId={`chatbot-answer-${i}`}
                />
              </Stack>
              <IconButton
                aria-label={t.removeEntryOf(i + 1)}
                title={t.removeEntry}
                onClick={() => {
                  const id = form.getValues(`entrys.${i}.entryId`);
                  if (id) setRemovedIds((ids) => [...ids, id]);
                  entries.remove(i);
                }}
                data-testid={`chatbot-remove-${i}`}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Button
          onClick={() => entries.append({ entryId: null, question: '', answer: '' })}
          data-testid="chatbot-add"
        >
          {t.addEntry}
        </Button>
        <SubmitButton pending={save.isPending} testId="chatbot-save">
          {save.isPending ? t.saving : t.save}
        </SubmitButton>
      </Stack>
    </Paper>
  );
}

/** The chatbot editor of the provider whose login is `userId` (the provider itself or the operator). */
export function ChatbotEditor({ userId }: { userId: number | string }) {
  const query = useChatbot(userId);
  if (query.isPending) return <PageSkeleton testId="chatbot-loading" />;
  if (query.isError)
    return (
      <PageError
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{ notFound: t.notFound, forbidden: t.forbidden, loadFailed: t.loadFailed }}
      />
    );
  return <EditorForm userId={userId} bot={query.data} />;
}
