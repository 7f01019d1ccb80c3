import type { UserUpdate } from '@zp/domain/accounts/person.schemas';
import type { ReactNode } from 'react';
import type { UserDto } from '../../../../api/people.ts';
import type { RoleTab } from '../../../../components/ui/role-tabs.tsx';
import { type SectionKey, sectionLabel } from './person-field-config.ts';
import { SectionForm } from './section-form.tsx';

export interface PersonSectionTabsOptions {
  user: UserDto;
  readOnly: boolean;
  save: (patch: UserUpdate) => Promise<unknown>;
  successMessage?: string;
  failureMessage?: string;
  /** Extra content shown above a section's fields. */
  extras?: Partial<Record<SectionKey, ReactNode>>;
}

/** The given settings sections as RoleTabs tabs (key `section-<key>`), each a form of its own. */
export function personSectionTabs(
  sections: readonly SectionKey[],
  options: PersonSectionTabsOptions,
): RoleTab[] {
  return sections.map((section) => ({
    key: section,
    label: sectionLabel(section),
    visible: true,
    content: (
      <SectionForm
        section={section}
        user={options.user}
        readOnly={options.readOnly}
        save={options.save}
        successMessage={options.successMessage}
        failureMessage={options.failureMessage}
      >
        {options.extras?.[section]}
      </SectionForm>
    ),
  }));
}
