import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModuleData } from '@zp/domain/bookings/modules';
import { bookingWebTexts as t } from '@zp/domain/texts/de/bookings';
import type { ReactNode } from 'react';
import { ModuleFee } from '../shared/module-fee.tsx';
import { testId } from '../shared/test-id.ts';

export interface ModuleListProps {
  numbers: readonly number[];
  catalogue: readonly ModuleData[];
  selected: readonly number[];
  /** Modules of the booking being upgraded: ticked and locked. */
  booked: readonly number[];
  onToggle: (number: number, on: boolean) => void;
  onRequest: (number: number) => void;
  /** Extra content under a ticked module (e.g. the landing domain under module 13). */
  renderExtra?: (number: number) => ReactNode;
}

function hintOf(m: ModuleData, ticked: boolean, booked: boolean, selected: readonly number[]): string | null {
  if (m.number === 1) return t.alwaysBooked;
  if (booked) return t.alreadyBooked;
  const missing = m.dependendOn.filter((d) => !selected.includes(d));
  if (!ticked && missing.length > 0) return t.requiresModule(missing.join(', '));
  return null;
}

/** Checkboxes of a group of modules with their fee, dependency hint and price request. */
export function ModuleList({
  numbers,
  catalogue,
  selected,
  booked,
  onToggle,
  onRequest,
  renderExtra,
}: ModuleListProps) {
  const modules = numbers
    .map((n) => catalogue.find((m) => m.number === n))
    .filter((m): m is ModuleData => m !== undefined);

  return (
    <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {modules.map((m, index) => {
        const ticked = selected.includes(m.number);
        const isBooked = booked.includes(m.number);
        const depsMet = m.dependendOn.every((d) => selected.includes(d));
        const disabled = m.number === 1 || !m.bookable || isBooked || (!ticked && !depsMet);
        const hint = hintOf(m, ticked, isBooked, selected);
        const labelId = `module-label-${m.number}`;
        const inputId = `module-input-${m.number}`;
        const extra = ticked ? (renderExtra?.(m.number) ?? null) : null;
        return (
          <ListItem
            key={m.number}
            divider={index < modules.length - 1}
            sx={{ display: 'block', py: 1 }}
            data-testid={`module-row-${m.number}`}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <Checkbox
                checked={ticked}
                disabled={disabled}
                onChange={(e) => onToggle(m.number, e.target.checked)}
                slotProps={{
                  input: {
                    id: inputId,
                    'aria-labelledby': labelId,
                    ...testId(`module-checkbox-${m.number}`),
                  },
                }}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                {/* The module's name is the checkbox's label: clicking it ticks the module (issue 16). */}
                <Typography
                  id={labelId}
                  component="label"
                  htmlFor={inputId}
                  sx={{ display: 'block', cursor: disabled ? 'default' : 'pointer' }}
                  color={disabled && !ticked ? 'text.secondary' : 'text.primary'}
                >
                  {t.moduleNumber(m.number)} – {m.desc}
                </Typography>
                {hint && (
                  <Typography variant="caption" color="text.secondary">
                    {hint}
                  </Typography>
                )}
              </Box>
              <Stack sx={{ alignItems: 'flex-end', gap: 0.5 }}>
                <ModuleFee module={m} />
                {!m.bookable && (
                  <Button
                    size="small"
                    onClick={() => onRequest(m.number)}
                    data-testid={`module-request-${m.number}`}
                  >
                    {t.requestPrice}
                  </Button>
                )}
              </Stack>
            </Stack>
            {extra && <Box sx={{ pl: 6, pt: 1 }}>{extra}</Box>}
          </ListItem>
        );
      })}
    </List>
  );
}
