import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { devTexts } from '@zp/domain/texts/de/dev';
import { useState } from 'react';
import type { DevMail } from '../../../api/dev.ts';
import { ExpandMoreIcon } from '../../../components/ui/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { LinkifiedText } from './linkified-text.tsx';
import { MailHtmlFrame } from './mail-html-frame.tsx';

type View = 'html' | 'text';

/** One mail: subject, recipient and time; expanded it shows the HTML (or the text with clickable links). */
export function DevMailItem({ mail }: { mail: DevMail }) {
  const [view, setView] = useState<View>(mail.html ? 'html' : 'text');
  const subject = mail.subject || devTexts.noSubject;
  const summaryId = `dev-mail-${mail.id}`;

  return (
    <Accordion data-testid="dev-mail" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-body`}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }} noWrap data-testid="dev-mail-subject">
            {subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {devTexts.to}: <span data-testid="dev-mail-to">{mail.to}</span> · {formatDateTime(mail.createdAt)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-body`}>
        {mail.html && mail.text && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: View | null) => next && setView(next)}
            sx={{ mb: 2 }}
          >
            <ToggleButton value="html">{devTexts.htmlView}</ToggleButton>
            <ToggleButton value="text">{devTexts.textView}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {view === 'html' && mail.html ? (
          <MailHtmlFrame html={mail.html} subject={subject} />
        ) : (
          <LinkifiedText text={mail.text ?? ''} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}
