import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OptionGroup } from '../../src/client/design/OptionGroup';
import { renderApp } from './render';

function YesNo({ hideLegend = false }: { hideLegend?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <OptionGroup
      name="arson"
      legend="Has anyone in your household been convicted of arson?"
      hideLegend={hideLegend}
      help="Answer for everyone who will live here."
      options={[
        { value: 'Y', label: 'Yes' },
        { value: 'N', label: 'No', description: 'Most people answer No.' },
      ]}
      value={value}
      onChange={setValue}
    >
      {value === 'Y' ? <p>Tell us more</p> : null}
    </OptionGroup>
  );
}

// One radio component for the whole client, with each label centred on its radio.
describe('OptionGroup, the one option component', () => {
  it('is a group named by its legend, each option a radio named by its label', async () => {
    const user = userEvent.setup();
    renderApp({ ui: <YesNo /> });
    const group = screen.getByRole('group', {
      name: 'Has anyone in your household been convicted of arson?',
    });
    expect(within(group).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Answer for everyone who will live here.',
    );
    const yes = within(group).getByRole('radio', { name: 'Yes' });
    const no = within(group).getByRole('radio', { name: 'No' });
    expect(no).toHaveAccessibleDescription('Most people answer No.');
    expect(yes).not.toBeChecked();
    await user.click(within(group).getByText('Yes'));
    expect(yes).toBeChecked();
    // What the chosen option brings stays inside the group.
    expect(within(group).getByText('Tell us more')).toBeVisible();
  });

  it('puts the radio and its label in one grid row, centred, the description under them', () => {
    renderApp({ ui: <YesNo /> });
    for (const name of ['Yes', 'No']) {
      const radio = screen.getByRole('radio', { name });
      const card = radio.closest('label');
      expect(card).not.toBeNull();
      const style = getComputedStyle(card!);
      expect(style.display).toBe('grid');
      expect(style.alignItems).toBe('center');
      // First row: the radio's control and the label, side by side as the card's own children.
      const [control, label, description] = Array.from(card!.children) as HTMLElement[];
      expect(control).toContainElement(radio);
      expect(label).toHaveAttribute('data-option-label');
      expect(label).toHaveTextContent(name);
      if (name === 'No') {
        expect(description).toHaveTextContent('Most people answer No.');
        expect(getComputedStyle(description!).gridColumn).toMatch(/^2/);
      } else expect(description).toBeUndefined();
    }
  });

  it('a legend a heading already says stays for screen readers', () => {
    renderApp({ ui: <YesNo hideLegend /> });
    expect(
      screen.getByRole('group', { name: 'Has anyone in your household been convicted of arson?' }),
    ).toBeInTheDocument();
  });

  it('is the only radio in the client (claims and the quote move to it separately)', () => {
    const root = resolve(__dirname, '../../src/client');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry)) files.push(path);
      }
    };
    walk(root);
    const direct = files
      .filter((file) =>
        /from '@mui\/material\/(Radio|RadioGroup)'/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(root, file))
      .filter((file) => !/^features\/claims\//.test(file) && !/QuoteStep\.tsx$/.test(file));
    expect(direct).toEqual(['design/OptionGroup.tsx']);
  });
});
