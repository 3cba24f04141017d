import { Command } from 'commander';
import { z } from 'zod';
import type { CreateSavedAddressInput } from '@waypost/contracts';
import { handleError } from '../../lib/handle-error';
import { answer, createApiClient } from '../../lib/http';
import type { Io } from '../../lib/io';
import { globalUrl, parseOptions } from '../../lib/options';
import { printFields, printJson } from '../../lib/output';

const AddOptionsSchema = z.object({
  nickname: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  name: z.string().optional(),
  company: z.string().optional(),
  address: z.string().optional(),
  address2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  residential: z.boolean().default(false),
  defaultSender: z.boolean().default(false),
  json: z.boolean().default(false),
});

/** The flags that become the address. Absent ones are left out: the API checks the address as it checks a shipment's
 * (country by country) and names each bad field (address.city, address.postalCode). */
const ADDRESS_FLAGS = ['name', 'company', 'address', 'address2', 'city', 'state', 'country', 'postalCode', 'phone', 'email'] as const;
export function addAddress(io: Io): Command {
  return new Command('add')
    .description('save an address (checked as a shipment’s address is)')
    .argument('<nickname>', 'what you call it: Home, Warehouse, Mum…')
    .option('--name <name>', 'the person or company on the label')
    .option('--company <company>', 'company (optional)')
    .option('--address <line>', 'street and number')
    .option('--address2 <line>', 'flat, floor, building (optional)')
    .option('--city <city>', 'city')
    .option('--state <code>', 'state or province code, where the country needs one (NY, ON)')
    .option('--country <country>', 'country name or ISO code (Germany, DE)')
    .option('--postal-code <code>', 'postal code')
    .option('--phone <phone>', 'phone (optional)')
    .option('--email <email>', 'email (optional)')
    .option('--residential', 'a home, not a business')
    .option('--default-sender', 'make it the default sender of new shipments')
    .option('--json', 'print JSON')
    .action(async (nickname: string, opts: object, command: Command) => {
      try {
        const options = parseOptions(AddOptionsSchema, { ...opts, nickname }, { nickname: '<nickname>' });
        const address = Object.fromEntries(ADDRESS_FLAGS.filter((f) => options[f] !== undefined).map((f) => [f, options[f]]));
        const body = {
          nickname: options.nickname,
          address: { ...address, ...(options.residential ? { residential: true } : {}) } as CreateSavedAddressInput['address'],
          ...(options.defaultSender ? { defaultSender: true } : {}),
        };
        const api = await createApiClient(io, globalUrl(command));
        const saved = await answer(api, api.signedIn.POST('/api/address-book/addresses', { body }));
        if (options.json) return printJson(io, saved);
        printFields(io.stdout, [
          ['Id', saved.id],
          ['Nickname', saved.nickname],
          ['Default sender', saved.defaultSender ? 'yes' : 'no'],
        ]);
      } catch (error) {
        handleError(error, io);
      }
    });
}
