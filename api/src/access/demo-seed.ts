import type { Role, UserType } from '@waypost/contracts';
import { hashPassword } from './password';
import type { UsersRepository } from './users.repository';

// Demo accounts of the embedded default (listed in the README). Never seeded with NODE_ENV=production.
export const DEMO_PASSWORD = 'waypost-demo';
export const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; role: Role; userType: UserType | null }[] = [
  { email: 'shipper@waypost.test', firstName: 'Sam', lastName: 'Shipper', role: 'shipper', userType: 'business' },
  { email: 'private@waypost.test', firstName: 'Pia', lastName: 'Private', role: 'shipper', userType: 'private' },
  { email: 'agent@waypost.test', firstName: 'Alex', lastName: 'Agent', role: 'agent', userType: null },
  { email: 'admin@waypost.test', firstName: 'Ada', lastName: 'Admin', role: 'admin', userType: null },
  { email: 'auditor@waypost.test', firstName: 'Aud', lastName: 'Itor', role: 'auditor', userType: null },
];

export async function seedDemoAccounts(users: UsersRepository): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByEmail(account.email)) continue;
    await users.create({ ...account, passwordHash: await hashPassword(DEMO_PASSWORD) });
  }
}
