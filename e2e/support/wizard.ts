import { expect, type Locator, type Page } from '@playwright/test';

// ── The shipment wizard (spec section 2, issue 24), filled the one way every journey fills it ──
// Groups are found by their exact names ("To" would otherwise also find the goods declaration's groups).

export interface WizardItem {
  description: string;
  weight?: string;
  value?: string;
  dimensions?: { length: string; width: string; height: string };
}

export interface WizardAddress {
  name: string;
  address: string;
  city: string;
  country: string;
  postalCode?: string;
  state?: string;
}

export const BERLIN_SENDER: WizardAddress = { name: 'Ada Sender', address: 'Friedrichstrasse 1', city: 'Berlin', country: 'Germany', postalCode: '10117' };
export const NEW_YORK_RECEIVER: WizardAddress = { name: 'Grace Receiver', address: '1 Main Street', city: 'New York', country: 'United States', postalCode: '10001' };

/** A Canadian address with no province and a postal code in the wrong form (so it cannot give the province). */
export const YELLOWKNIFE_NO_PROVINCE: WizardAddress = { name: 'Lee Receiver', address: '1 Franklin Ave', city: 'Yellowknife', country: 'Canada', postalCode: 'x1a-2p7' };
/** A lane no carrier serves (no postal code: Antarctica has none). */
export const MCMURDO_RECEIVER: WizardAddress = { name: 'Ana Receiver', address: 'Station 1', city: 'McMurdo Station', country: 'Antarctica' };

export const addressGroup = (page: Page, which: 'From' | 'To'): Locator => page.getByRole('group', { name: which, exact: true });

/** Opens the wizard from the dashboard overview, on step 1. */
export async function openWizard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New Shipment' }).first().click();
  await expect(page.getByRole('heading', { name: 'Item Details' })).toBeVisible();
}

/** Step 1's item fields (the seed's: description, weight in kg, declared value, dimensions in cm). */
export async function fillItem(page: Page, item: WizardItem): Promise<void> {
  await page.getByLabel('Description', { exact: true }).fill(item.description);
  if (item.weight !== undefined) await page.getByLabel('Weight (kg)').fill(item.weight);
  if (item.value !== undefined) await page.getByLabel('Declared value (USD)').fill(item.value);
  if (item.dimensions) {
    await page.getByLabel('Length', { exact: true }).fill(item.dimensions.length);
    await page.getByLabel('Width', { exact: true }).fill(item.dimensions.width);
    await page.getByLabel('Height', { exact: true }).fill(item.dimensions.height);
  }
}

/** One address fieldset of step 2; a state only when given (the field shows where the country needs one). */
export async function fillAddress(group: Locator, address: WizardAddress): Promise<void> {
  await group.getByLabel('Name', { exact: true }).fill(address.name);
  await group.getByLabel('Address', { exact: true }).fill(address.address);
  await group.getByLabel('City', { exact: true }).fill(address.city);
  await group.getByLabel('Country', { exact: true }).fill(address.country);
  if (address.state !== undefined) await group.getByLabel('State / province').fill(address.state);
  if (address.postalCode !== undefined) await group.getByLabel('Postal code', { exact: true }).fill(address.postalCode);
}

/** Next, then the next step's heading. */
export async function nextStep(page: Page, heading: 'Addresses' | 'Review & Submit'): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** Step 2's two addresses. */
export async function fillAddresses(page: Page, from: WizardAddress, to: WizardAddress): Promise<void> {
  await fillAddress(addressGroup(page, 'From'), from);
  await fillAddress(addressGroup(page, 'To'), to);
}

/** From the overview to step 3 with these details: the whole seed flow but the submit. */
export async function wizardToReview(page: Page, item: WizardItem, from: WizardAddress, to: WizardAddress): Promise<void> {
  await openWizard(page);
  await fillItem(page, item);
  await nextStep(page, 'Addresses');
  await fillAddresses(page, from, to);
  await nextStep(page, 'Review & Submit');
}
