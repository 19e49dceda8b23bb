import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CheckboxField, FormField } from '../../../src/ui/components/form-field';
import { StepIndicator } from '../../../src/ui/components/step-indicator';

describe('FormField', () => {
  it('names the input by its label and describes it by its hint', () => {
    render(<FormField label="Email" type="email" autoComplete="email" hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and reads the hint and the error with it', () => {
    render(<FormField label="Email" hint="We never share it." error="Enter your email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter your email');
  });

  it('gives two fields on one page distinct ids', () => {
    render(
      <>
        <FormField label="First name" />
        <FormField label="Last name" />
      </>,
    );
    expect(screen.getByLabelText('First name').id).not.toBe(screen.getByLabelText('Last name').id);
  });

  it('labels a checkbox and wires its error', () => {
    render(<CheckboxField label="Remember me" error="Required" />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription('Required');
  });
});

describe('StepIndicator', () => {
  it("says 'Step 2 of 3' and marks only the current step with aria-current", () => {
    render(<StepIndicator label="Progress" steps={['A', 'B', 'C']} current={1} />);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]).toHaveTextContent('A (done)');
  });

  it('marks every step done and none current when complete', () => {
    render(<StepIndicator label="Progress" steps={['A', 'B', 'C']} current={2} complete />);
    expect(screen.queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/\(done\)/)).toHaveLength(3);
  });
});
