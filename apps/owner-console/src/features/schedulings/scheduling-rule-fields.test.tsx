import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SchedulingRuleFields } from './components/scheduling-rule-fields';
import { newRule, type RuleDraft } from './utils/rule-draft';

let latest: RuleDraft | null = null;

function Harness({ initial }: { initial: RuleDraft }) {
  const [rule, setRule] = useState(initial);
  latest = rule;
  return (
    <SchedulingRuleFields
      value={rule}
      onChange={setRule}
      zones={[{ id: 3, name: 'Terrace' }]}
      number={1}
      onRemove={() => {}}
    />
  );
}

function renderRule(initial: RuleDraft) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Harness initial={initial} />
      </MantineProvider>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  await activateLanguage('en', { remember: false });
});

describe('scheduling rule fields', () => {
  it('All week ticks every day; unticking a day clears All week', async () => {
    const user = userEvent.setup();
    renderRule({ ...newRule(), days: [6, 7] });
    const allWeek = screen.getByRole('checkbox', { name: 'All week' });
    expect(allWeek).not.toBeChecked();
    await user.click(allWeek);
    expect(latest?.days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(allWeek).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    expect(latest?.days).toEqual([1, 2, 4, 5, 6, 7]);
    expect(allWeek).not.toBeChecked();
  });

  it('All day sets 00:00-24:00 and locks the times', async () => {
    const user = userEvent.setup();
    renderRule(newRule());
    await user.click(screen.getByRole('checkbox', { name: 'All day' }));
    expect([latest?.startTime, latest?.endTime]).toEqual(['00:00', '24:00']);
    expect(screen.getByRole('textbox', { name: 'Start time' })).toBeDisabled();
    expect(screen.queryByText(/Runs past midnight/)).toBeNull();
  });

  it('says when the end before the start runs past midnight', async () => {
    const user = userEvent.setup();
    renderRule(newRule());
    const end = screen.getByRole('textbox', { name: 'End time' });
    await user.clear(end);
    await user.type(end, '02:00');
    expect(
      screen.getByText('Runs past midnight: from 18:00 until 02:00 of the next day.'),
    ).toBeInTheDocument();
  });
});
