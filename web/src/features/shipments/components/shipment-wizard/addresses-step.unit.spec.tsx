/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressesStep, type FieldIssue } from './addresses-step';
import { emptyDraft, type AddressDraft } from './shipment-draft';

// ── The wizard's addresses step: the optional fields, the state where the country needs it, the server's errors ──

function Harness({ issues = [], onTo }: { issues?: FieldIssue[]; onTo?: (a: AddressDraft) => void }) {
  const [draft, setDraft] = useState(emptyDraft);
  return (
    <AddressesStep
      from={draft.from}
      to={draft.to}
      issues={issues}
      onChange={(which, address) => {
        setDraft((d) => ({ ...d, [which]: address }));
        if (which === 'to') onTo?.(address);
      }}
    />
  );
}

it('asks for a state only where the country needs one, and marks it required where no postal code fixes it', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const to = within(screen.getByRole('group', { name: 'To' }));
  expect(to.queryByLabelText(/State \/ province/)).toBeNull();
  await user.type(to.getByLabelText('Country'), 'Germany');
  expect(to.queryByLabelText(/State \/ province/)).toBeNull();
  await user.clear(to.getByLabelText('Country'));
  await user.type(to.getByLabelText('Country'), 'Mexico');
  expect(to.getByLabelText(/State \/ province/)).toBeRequired();
  expect(to.getByText('Its code, e.g. CMX.')).toBeVisible();
  await user.clear(to.getByLabelText('Country'));
  await user.type(to.getByLabelText('Country'), 'United States');
  expect(to.getByLabelText(/State \/ province/)).not.toBeRequired();
  expect(to.getByText('Its code, e.g. NY; taken from the postal code when left blank.')).toBeVisible();
});

it('keeps the optional fields in the draft', async () => {
  const user = userEvent.setup();
  const seen: AddressDraft[] = [];
  render(<Harness onTo={(a) => seen.push(a)} />);
  const to = within(screen.getByRole('group', { name: 'To' }));
  await user.type(to.getByLabelText('Company (optional)'), 'ACME');
  await user.type(to.getByLabelText('Apartment, suite, floor (optional)'), 'Suite 5');
  await user.type(to.getByLabelText('Phone (optional)'), '+1 212');
  await user.type(to.getByLabelText('Email (optional)'), 'jo@example.com');
  await user.click(to.getByLabelText(/Residential/));
  expect(seen.at(-1)).toMatchObject({ company: 'ACME', address2: 'Suite 5', phone: '+1 212', email: 'jo@example.com', residential: true });
});

it("shows the server's message beside the field it names, and only there", () => {
  render(
    <Harness
      issues={[
        { field: 'toAddress.state', message: 'CA needs a province: one of AB, BC, ON' },
        { field: 'fromAddress.postalCode', message: 'DE postal codes look like 10117 (5 digits)' },
      ]}
    />,
  );
  const to = within(screen.getByRole('group', { name: 'To' }));
  const from = within(screen.getByRole('group', { name: 'From' }));
  // a state error shows the state field even before a country is typed
  expect(to.getByLabelText(/State \/ province/)).toHaveAccessibleDescription('CA needs a province: one of AB, BC, ON');
  expect(to.getByLabelText(/State \/ province/)).toBeInvalid();
  expect(from.getByLabelText('Postal code')).toHaveAccessibleDescription('DE postal codes look like 10117 (5 digits)');
  expect(to.getByLabelText('Postal code')).not.toBeInvalid();
  expect(from.queryByLabelText(/State \/ province/)).toBeNull();
});
